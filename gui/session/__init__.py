"""The table's logic without Qt (DESIGN.md §9): what the Qt table, `enza table-sim` and later `enza host`
share.  Nothing under gui/session imports Qt."""
