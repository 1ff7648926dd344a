"""Enza's PySide6 table.  Renders engine views and sends actions; never changes engine state."""
