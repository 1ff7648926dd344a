"""The zone layout of the table scene and its items, drawn from the typed view's zone specs (zone_layout.py)."""
