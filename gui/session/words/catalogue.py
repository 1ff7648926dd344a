"""The catalogue of words: the Qt Linguist files (assets/translations/enza_<lang>.ts), read with the
standard library's XML reader, once per language.

The same files build the .qm that Qt's translator reads for widget chrome (menus, buttons, dialogs), so a
sentence made here and a tr() in a widget come from one source, edited with Qt Linguist.  A missing or
unfinished translation falls back to the English source, as Qt's translator does."""
from __future__ import annotations

import functools
import logging
from pathlib import Path

LANGS = ("ja", "en")
TS_DIR = Path(__file__).resolve().parents[3] / "assets" / "translations"
CONTEXT = "enza"
# a translation Qt Linguist marks as not to be used (lrelease leaves out obsolete and vanished ones; ours
# leaves out unfinished ones too, and build_translations.py gives them no text)
UNUSED = ("unfinished", "obsolete", "vanished")


def ts_path(lang: str) -> Path:
    return TS_DIR / f"enza_{lang}.ts"


@functools.cache
def catalogue(lang: str) -> dict[str, str]:
    """English source -> translation for one language, read once; {} (English everywhere) when the file is
    unreadable."""
    from xml.etree.ElementTree import ParseError
    try:
        return read_ts(ts_path(lang))
    except (OSError, ParseError) as e:
        logging.getLogger("enza.i18n").warning("cannot read %s (%s): words stay in English", ts_path(lang).name, e)
        return {}


def read_ts(path: Path) -> dict[str, str]:
    """The finished translations of a Qt Linguist file's context `enza` (raises OSError, ParseError)."""
    import xml.etree.ElementTree as ET
    root = ET.parse(path).getroot()
    out: dict[str, str] = {}
    for ctx in root.iter("context"):
        if ctx.findtext("name") != CONTEXT:
            continue
        for msg in ctx.iter("message"):
            src, t = msg.findtext("source"), msg.find("translation")
            if src is not None and t is not None and t.text and t.get("type") not in UNUSED:
                out[src] = t.text
    return out


def fill(translation: str, source: str, kw: dict) -> str:
    """A translated template with its {placeholders} filled; a translation whose placeholders do not fit
    falls back to the English source, filled (the widgets' tr() and the words fill alike)."""
    if not kw:
        return translation
    try:
        return translation.format(**kw)
    except (KeyError, IndexError, ValueError):
        return source.format(**kw)
