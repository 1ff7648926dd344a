"""What a card's face says, per family, in the viewer's language: the facts each family's players read first
(stack: mana cost, type line, power/toughness; life-zone: cost, power, hit, timing, buster/shot; shield:
cost, civilization, power, shield trigger), with the words from the family's glossary.  No Qt: the card
painter (gui/card_render.py) lays these out and draws them; the deck editor and the words code read them."""
from __future__ import annotations

from dataclasses import dataclass

from .glossary import card_colours, card_family, glossary


@dataclass(frozen=True)
class Badge:
    """A mark on the face: `symbol` where room is short, `word` where it is not."""
    key: str
    symbol: str
    word: str


@dataclass(frozen=True)
class Facts:
    family: str
    colours: tuple          # colour keys, glossary order
    name: str
    cost: str               # the number in the cost circle ("" none); stack: the generic part
    pips: tuple             # stack: coloured mana symbols after the generic part ("R", "R")
    type_line: str
    text: str
    power: str              # bottom left ("" none)
    right: str              # bottom right: stack "P/T", life-zone hit ("" none)
    right_kind: str         # "pt" | "hit" | ""
    changed: bool           # a number differs from the printed one (the table shows it)
    damage: int
    badges: tuple           # Badge, …


def _pick(lang: str, ja, en) -> str:
    return (ja or en or "") if lang == "ja" else (en or ja or "")


def card_name(defn, lang: str) -> str:
    if defn is None:
        return "?"
    return _pick(lang, getattr(defn, "name_ja", None), getattr(defn, "name_en", None)) or defn.id


def _type_line(defn, family: str, lang: str) -> str:
    g = glossary(family)
    t = getattr(defn, "type", "") or ""
    if family == "stack" and t == "land" and getattr(defn, "basic", False):
        base = g.word("types", "basic_land", lang)
    else:
        base = g.word("types", t, lang)
    sub = _pick(lang, getattr(defn, "race_ja", None) or getattr(defn, "subtype_ja", None),
                getattr(defn, "race_en", None) or getattr(defn, "subtype_en", None))
    if family == "lifezone":
        bits = [g.word("terms", "quick", lang)] if getattr(defn, "timing", "") == "quick" else []
        if "ace" in (getattr(defn, "attributes", ()) or ()):
            bits.append(g.word("terms", "ace", lang))
        icon = getattr(defn, "icon", "")
        if icon:
            bits.append(g.word("terms", icon, lang))
        sub = " · ".join(bits + [g.word("titles", str(t), lang) for t in (getattr(defn, "titles", ()) or ())])
    return f"{base} — {sub}" if sub else base


def _body(defn, lang: str, detail: bool) -> str:
    body = _pick(lang, getattr(defn, "text_ja", None), getattr(defn, "text_en", None))
    reading = getattr(defn, "reading_ja", "")
    if reading and detail and lang == "ja":   # DMP-25: the reading is shown with the card, never part of its name
        body = f"（{reading}）\n" + body
    spell = getattr(defn, "spell", None)
    if spell is not None:
        body += "\n— " + _pick(lang, spell.name_ja, spell.name_en) + f" ({spell.cost})\n" + \
                _pick(lang, spell.text_ja, spell.text_en)
    opened = _pick(lang, getattr(defn, "opened_name_ja", ""), getattr(defn, "opened_name_en", ""))
    if opened:
        body = ("開くと：" if lang == "ja" else "Opened: ") + opened + "\n" + body
    return body


def _badges(defn, family: str, lang: str) -> tuple:
    g = glossary(family)
    out = []
    if family == "lifezone":
        icon = getattr(defn, "icon", "")
        if icon == "buster":
            out.append(Badge("buster", "☠", g.word("terms", "buster", lang)))
        elif icon == "shot":
            out.append(Badge("shot", "★", g.word("terms", "shot", lang)))
        if getattr(defn, "timing", "") == "quick" and getattr(defn, "type", "") != "territory":
            out.append(Badge("quick", "⚡", g.word("terms", "quick", lang)))
    elif family == "shield":
        kws = getattr(defn, "keywords", ()) or ()
        if "s_trigger" in kws:
            out.append(Badge("s_trigger", "S", g.word("keywords", "s_trigger", lang)))
        if "blocker" in kws:
            out.append(Badge("blocker", "B", g.word("keywords", "blocker", lang)))
    return tuple(out)


def _cost(defn, family: str) -> tuple:
    """(number in the cost circle, coloured pips): a stack card's generic part and its pips."""
    t = getattr(defn, "type", "")
    if family == "stack":
        if t == "land":
            return "", ()
        generic = getattr(defn, "generic", 0)
        pips = tuple(getattr(defn, "colored", ()) or ())
        return (str(generic) if generic or not pips else ""), pips
    c = getattr(defn, "cost", None)
    return ("" if c is None or (family == "lifezone" and t == "territory") else str(c)), ()


def _numbers(defn, family: str, stats: dict) -> tuple:
    """(power, right number, its kind, changed from the printed card): stack P/T, life-zone hit."""
    t = getattr(defn, "type", "")
    printed_p = getattr(defn, "power", None)
    power = stats.get("power", printed_p)
    right, kind, changed = "", "", power != printed_p
    if family == "stack" and t == "creature":
        tough = stats.get("toughness", getattr(defn, "toughness", 0))
        changed = changed or tough != getattr(defn, "toughness", 0)
        right, kind, power = f"{power}/{tough}", "pt", None
    elif family == "lifezone" and t == "unit":
        hit = stats.get("hit", getattr(defn, "hit", 0))
        changed = changed or hit != getattr(defn, "hit", 0)
        right, kind = str(hit), "hit"
    shield_spell = family == "shield" and not getattr(defn, "is_creature", t in ("creature", "evolution"))
    if shield_spell or (family == "lifezone" and t != "unit"):
        power = None
    return ("" if power in (0, None) else str(power)), right, kind, changed


def facts(defn, lang: str, stats: dict | None = None, detail: bool = False) -> Facts:
    """The face of `defn` as the table shows it now (`stats`: the view's power, toughness, hit, damage)."""
    defn = getattr(defn, "defn", defn)
    stats = stats or {}
    family = card_family(defn)
    cost, pips = _cost(defn, family)
    power, right, kind, changed = _numbers(defn, family, stats)
    return Facts(family, card_colours(defn), card_name(defn, lang), cost, pips, _type_line(defn, family, lang),
                 _body(defn, lang, detail), power, right, kind, changed, int(stats.get("damage", 0) or 0),
                 _badges(defn, family, lang))
