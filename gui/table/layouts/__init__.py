"""Table layouts drawn from the typed view's zone specs (see zone_scene.py)."""
