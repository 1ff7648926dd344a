"""Each family's words, one per concept and language, from assets/glossary/<family>.toml (README.md there):
colours (words, paint, glyphs), zones, card types, keywords and terms.  Plain data read with tomllib, no Qt,
so the card faces, the dialogs and the words code all read the same file.  A file that cannot be read is
logged with file, line and problem; its words fall back to the English key, and nothing stops."""
from __future__ import annotations

import logging
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

log = logging.getLogger("enza.glossary")

FAMILIES = ("shield", "lifezone", "stack")
SECTIONS = ("zones", "types", "keywords", "titles", "terms")
HEX = re.compile(r"^#[0-9a-fA-F]{6}$")


@dataclass(frozen=True)
class Colour:
    key: str
    en: str
    ja: str
    paint: str          # "#rrggbb": the one place card colours come from
    glyph: str
    glyph_ja: str

    def word(self, lang: str) -> str:
        return self.ja if lang == "ja" else self.en

    def letter(self, lang: str) -> str:
        return self.glyph_ja if lang == "ja" else self.glyph


@dataclass
class Glossary:
    family: str
    colours: dict = field(default_factory=dict)     # key -> Colour, in the file's order
    colourless: str = ""
    words: dict = field(default_factory=dict)       # section -> key -> {"en", "ja"}
    problem: str = ""

    def word(self, section: str, key: str, lang: str) -> str:
        """The concept's word in `lang`; an unknown key reads as itself with '_' as spaces, never a raw id."""
        entry = self.words.get(section, {}).get(key)
        if entry is None:
            return key.replace("_", " ").capitalize()
        return entry.get(lang) or entry.get("en") or key

    def has(self, section: str, key: str) -> bool:
        return key in self.words.get(section, {})

    def colour(self, key: str) -> Colour:
        return self.colours.get(key) or self.colours.get(self.colourless) or Colour(
            key, key, key, "#b9b9b9", key[:1].upper(), key[:1])

    def keys(self, section: str) -> tuple:
        return tuple(self.words.get(section, {}))


def glossary_dir() -> Path:
    from engine.paths import assets_dir
    return assets_dir() / "glossary"


def _line_of(text: str, needle: str) -> int:
    for n, line in enumerate(text.splitlines(), 1):
        if needle in line:
            return n
    return 0


def parse(path: Path) -> Glossary:
    """The glossary in `path`; every problem names the file and line."""
    g = Glossary(path.stem)
    try:
        text = path.read_text(encoding="utf-8")
        data = tomllib.loads(text)
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as e:
        g.problem = f"{path}: {e}"
        log.warning("glossary not read: %s", g.problem)
        return g
    problems = []
    for key, raw in (data.get("colours") or {}).items():
        try:
            paint = raw["paint"]
            if not HEX.match(paint):
                raise ValueError(f"paint {paint!r} is not #rrggbb")
            g.colours[key] = Colour(key, str(raw["en"]), str(raw["ja"]), paint, str(raw["glyph"]),
                                    str(raw.get("glyph_ja", raw["glyph"])))
        except (KeyError, TypeError, ValueError) as e:
            problems.append(f"{path}:{_line_of(text, f'[colours.{key}]')}: colour {key!r}: {e}")
    g.colourless = str(data.get("colourless", ""))
    for section in SECTIONS:
        entries = data.get(section) or {}
        g.words[section] = {}
        for key, raw in entries.items():
            if isinstance(raw, dict) and isinstance(raw.get("en"), str) and isinstance(raw.get("ja"), str):
                g.words[section][key] = {"en": raw["en"], "ja": raw["ja"]}
            else:
                problems.append(f"{path}:{_line_of(text, key)}: [{section}] {key!r} needs en and ja words")
    if problems:
        g.problem = "; ".join(problems)
        log.warning("glossary: %s", g.problem)
    return g


_PATHS: dict = {}


def glossary(family: str) -> Glossary:
    """The family's glossary (parsed once while the file stays the same: one stat per call)."""
    from engine.filecache import read_cached
    path = _PATHS.get(family)
    if path is None:
        path = _PATHS[family] = glossary_dir() / f"{family}.toml"
    try:
        return read_cached(path, parse)
    except OSError:
        log.warning("no glossary %s", path)
        return Glossary(family, problem=f"{path}: missing")


def card_family(defn) -> str:
    """Which family a card definition belongs to (the deck editor's wrapped cards too)."""
    defn = getattr(defn, "defn", defn)
    fam = getattr(defn, "family", "")
    if fam in FAMILIES:
        return fam
    return "lifezone" if hasattr(defn, "hit") and hasattr(defn, "timing") else "shield"


def card_colours(defn) -> tuple:
    """The card's colour keys in the glossary's order; the family's colourless key for a card without."""
    defn = getattr(defn, "defn", defn)
    g = glossary(card_family(defn))
    own = tuple(getattr(defn, "civs", ()) or getattr(defn, "colors", ()) or ())
    if not own and getattr(defn, "produces", ""):
        own = (defn.produces,)          # a land is drawn in the colour it makes
    ordered = tuple(k for k in g.colours if k in own) + tuple(k for k in own if k not in g.colours)
    return ordered or (g.colourless,)
