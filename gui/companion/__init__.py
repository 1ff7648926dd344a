"""Phones as private hands (issue 35): a small web server the table runs only while phones are in use.

No Qt anywhere in this package: the server runs its own asyncio loop on its own thread (`server.py`), the
security rules are plain functions and one small class (`security.py`), the wire format is `protocol.py`,
the link between a game and the server is `table_link.py`, and `enza host` is `host.py`.  The page is plain
HTML, CSS and JavaScript in `static/`.  docs/COMPANION.md is the protocol and the threat model."""
