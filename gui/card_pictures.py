"""A picture on every card: the icon the reviewed table assets/icons/cards.toml names for the card (game-icons.net,
CC BY 3.0, copied by tools/fetch_icons.py), drawn in the card's colours.  The table and the credits are plain
TOML; only `draw` needs Qt."""
from __future__ import annotations

import logging
import tomllib
from functools import cache
from pathlib import Path

log = logging.getLogger("enza.pictures")


def icons_dir() -> Path:
    from engine.paths import assets_dir
    return assets_dir() / "icons"


@cache
def _table() -> dict:
    path = icons_dir() / "cards.toml"
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as e:
        log.warning("card pictures not read: %s: %s", path, e)
        return {}
    return {cid: icon for family in data.values() if isinstance(family, dict) for cid, icon in family.items()}


def picture_of(card_id: str) -> str:
    """The icon name of a card ("" when the table names none: the face is drawn without a picture)."""
    return _table().get(card_id, "")


@cache
def credits() -> dict:
    """{icon: (author, url)} of the icons shipped (Help -> About lists them)."""
    path = icons_dir() / "cards" / "CREDITS.toml"
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as e:
        log.warning("picture credits not read: %s: %s", path, e)
        return {}
    return {k: (v.get("author", ""), v.get("url", "")) for k, v in (data.get("icons") or {}).items()}


@cache
def _svg(icon: str) -> bytes:
    path = icons_dir() / "cards" / f"{icon}.svg"
    try:
        return path.read_bytes()
    except OSError:
        log.warning("card picture missing: %s", path)
        return b""


_renderers: dict = {}


def draw(p, icon: str, rect, colour: str) -> bool:
    """Paint `icon` filled with `colour` ("#rrggbb") into `rect` (a QRectF, kept square and centred)."""
    from PySide6.QtCore import QByteArray, QRectF
    from PySide6.QtSvg import QSvgRenderer
    key = (icon, colour)
    r = _renderers.get(key)
    if r is None:
        data = _svg(icon)
        if not data:
            return False
        r = QSvgRenderer(QByteArray(data.replace(b"currentColor", colour.encode())))
        if not r.isValid():
            return False
        _renderers[key] = r
    side = min(rect.width(), rect.height())
    r.render(p, QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side))
    return True
