"""Names vulture (`make vulture`) cannot see used: called by Qt, pytest, PyInstaller's build script or through
a registry by name, or data fields that card files and format declarations fill.  Each entry says who uses it."""
# ruff: noqa
# Qt calls these virtual methods and event handlers
_.eventFilter, _.paintEvent, _.columnCount, _.headerData, _.mimeTypes, _.supportedDragActions
_.dragMoveEvent, _.dropEvent, _.startDrag, _.mouseDoubleClickEvent, _.hasHeightForWidth
_.hoverEnterEvent, _.hoverLeaveEvent, _.contextMenuEvent, _.focusInEvent, _.focusOutEvent
_.drawBackground, _.drawForeground

# effect primitives made by factories: card files name them by `op` (engine/cards/primitives.py registry)
bounce, to_mana, to_shields, to_deck_bottom, tap, untap, mill, add_shields, charge_top
rest, stand, power, hit, destroy, exile

# packaging/build.sh runs it
precompile_pools

# data fields filled from card files and FormatInfo declarations, shown by the GUI through getattr
_.rarity, _.title_ja, _.opened_name_ja, _.opened_name_en, _.subtype_en, _.subtype_ja

# vocabulary kept whole: zone scopes, turn stages
SHARED, AFTER_ATTACK

# tests/RULES.md cites it as the code of duepa:300.1
touches_opponent

# engine/formats/__init__.py makes the package callable (`engine.formats()`)
_.__class__

# written by a dataclass or a caller's keyword, read by nobody yet: kept as part of the record / signature
generation, rebuild, defn_id

# pytest fixtures requested for their effect; values unpacked for their neighbours
team_toy, qapp, d_decl, dd, ex, ew, eh

# engine/core/rules.py resolve_card reads it back through __dict__.get (one pool lookup per game)
_._game_pool

# menu entries declared as data (gui/window_menus.py) name their slots by string ("part.method")
_.open_dialog, _.export_log_dialog, _.zoom_in, _.zoom_out, _.zoom_reset, _.replay_dialog, _.toggle_links
_.toggle_privacy
_.toggle_large_text
_.view_menu
_.phones_dialog

# gui/phone_host.py keeps its open question box alive (a window-modal box with no other owner)
_.take_back_box

# pytest reads a module's marks by name (tests/companion/test_phone_browser.py: the browser tests)
pytestmark

# gui/card_render.py CardRenderer.paint_face draws each layout box by its kind: getattr(self, "_draw_" + kind)
_._draw_cost, _._draw_pip, _._draw_name, _._draw_picture, _._draw_type, _._draw_text, _._draw_right
_._draw_damage, _._draw_chip, _._draw_badge

# gui/keyboard.py keeps the application's filter alive on the application object
_._enza_keyboard

# gui/session/__init__.py: the package gives its names lazily through a module __getattr__ (PEP 562)
_.__getattr__
