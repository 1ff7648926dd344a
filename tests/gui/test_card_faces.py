"""Complete card faces (U1a item 1): every bundled card of every family, at every size the table uses (read off
real tables of each family at 2 and 8 seats, 1366x768 and 1920x1080, and the previews), in both languages:
- every part lies inside the card, and no two parts overlap (the colour chips and marks sit on the picture);
- numbers are never cut: each cost, pip, power, P/T, hit and damage fits its box whole;
- what each family reads first is there at every size: the cost (stack: every coloured pip, or the mana value
  when the row cannot be read), the power, P/T or hit (a power in thousands, 16k, where 16000 cannot be read;
  only faces narrower than NUMBERS_W, other seats' mana rows at 8 seats, show cost and colour alone);
- the name, where shown, wraps between words (a word is never broken) and fits; the person's own cards
  (from 60 px wide) always show it, at 11 px or more unless one word is too long for the card at that size;
- every card has a picture from the reviewed table, and the icon file is there."""
from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF

import engine
from engine.families.shield.loader import shield_pool
from engine.formats import get_format
from engine.sim import bundled_decks
from gui import card_pictures, i18n
from gui.card_render import (NAME_MIN_OWN, NUMBERS_W, compact, OWN_W, PIP_MIN, READABLE_PX, SMALL_PX, TEXT_W, face_layout, font,
                             text_width, wrapped_lines)
from gui.card_facts import facts
from gui.table.layouts.zone_items import PILE_KINDS

ROOT = Path(__file__).resolve().parents[2]
NUMBER_KINDS = ("cost", "pip", "power", "right", "damage", "badge")
ON_PICTURE = ("chip", "badge")
TABLES = (("duepa", 2), ("duepa", 8), ("divide", 2), ("tag", 4), ("magic", 2), ("ffa", 8))
PREVIEWS = (200, 220, 300)      # the reveal popup, the table's preview on a short and on a tall table


def pools() -> dict:
    return {"shield": list(shield_pool()), "lifezone": list(get_format("divide")(None).pool()),
            "stack": list(get_format("magic")(None).pool())}


# ----- the sizes the table draws faces at ------------------------------------------------------------------
def start(window, qtbot, fmt: str, n: int, size) -> None:
    info = next(f for f in engine.formats() if f.name == fmt)
    decks = bundled_decks(fmt)
    teams = info.teams
    players = []
    for i in range(n):
        p = {"name": f"P{i + 1}", "deck": decks[i % len(decks)], "seat": i, "kind": "human"}
        if teams:
            p["team"] = i * teams // n if fmt != "tag" else i // 2
        players.append(p)
    window.resize(*size)
    window.games.start_game({"format": fmt, "players": players, "options": None, "seed": 3, "first_player": 0})
    qtbot.wait(20)


def zone_sizes(sc) -> set:
    """(w, h) of every face the zone table can draw with its boxes as they are: rows (one line, two lines,
    or columns under a label), piles, and the stack with one to six objects."""
    out = set()
    for box in sc.zone_boxes():
        r, kind = box.rect, box.zv.kind if box.zv is not None else ""
        if r.isEmpty() or not kind:
            continue
        if kind in PILE_KINDS:
            ch = int(max(24.0, min(r.height() - box.caption_h() - 8, (r.width() - 8) * 1.4)))
            out.add((int(ch / 1.4), ch))
        elif kind == "lifo":
            avail = r.height() - box.caption_h() - 6
            for n in range(1, 7):
                ch = int(max(28.0, min(84.0, avail / n - 4)))
                out.add((int(ch / 1.4), ch))
        else:
            for h, rows in ((r.height(), 1), (r.height(), 2), (r.height() - 14, 1)):
                out.add(box._card_size(h, rows))
    return out


def seat_sizes(sc) -> set:
    return {(int(round(cw)), int(round(ch))) for seat in sc.seats.values()
            for (_x, _y, _w, _h, cw, ch) in seat.geom.values()}


@pytest.fixture(scope="module")
def table_sizes(qapp, tmp_path_factory):
    """{family: sorted widths (with heights)} the real tables give, read once for the module."""
    import os

    from gui.main_window import MainWindow
    from gui.settings import Settings
    os.environ["ENZA_DATA_DIR"] = str(tmp_path_factory.mktemp("faces"))
    i18n.set_language("en")
    out: dict = {"shield": set(), "lifezone": set(), "stack": set()}

    class Bot:      # qtbot is function-scoped: a module fixture waits with the event loop itself
        @staticmethod
        def wait(ms):
            from PySide6.QtTest import QTest
            QTest.qWait(ms)

    for fmt, n in TABLES:
        family = next(f.family for f in engine.formats() if f.name == fmt)
        for size in ((1366, 768), (1920, 1080)):
            s = Settings()
            s.set("anim_speed", 60000)
            w = MainWindow(s)
            w.show()
            start(w, Bot, fmt, n, size)
            sc = w.table.tscene
            out[family] |= zone_sizes(sc) if sc.zone_mode else seat_sizes(sc)
            w.ctl.stop()
            w.close()
            w.deleteLater()
    for fam in out:
        out[fam] = sorted(s for s in out[fam] if s[0] >= 10)
    return out


# ----- what a face must be -----------------------------------------------------------------------------------
def inside(outer: QRectF, r: QRectF) -> bool:
    return outer.adjusted(-0.5, -0.5, 0.5, 0.5).contains(r)


def overlap(a: QRectF, b: QRectF) -> bool:
    i = a.intersected(b)
    return i.width() > 0.5 and i.height() > 0.5


@cache
def longest_word_fits(name: str, width: float) -> bool:
    """Every word of `name` (hyphens break) fits `width` at READABLE_PX in the narrowest regular face tried,
    in at most three lines (what a 60 px card has room for above its numbers)."""
    from PySide6.QtGui import QFontMetricsF
    f = font(READABLE_PX, False, 66)
    fm = QFontMetricsF(f)
    return all(fm.horizontalAdvance(w) <= width for w in name.replace("-", "- ").split()) and \
        len(wrapped_lines(name, f, width)) <= 3


def check_face(card, w: int, h: int, lang: str) -> list:
    problems = []
    L = face_layout(card, QRectF(0, 0, w, h), lang)
    F = L.facts
    where = f"{card.id} {w}x{h} {lang}"
    own = w >= OWN_W
    for b in L.boxes:
        if not inside(L.rect, b.rect):
            problems.append(f"{where}: {b.kind} {b.text!r} {b.rect} leaves the card")
    flat = [b for b in L.boxes if b.kind not in ON_PICTURE + ("picture",)]
    for i, a in enumerate(flat):
        for b in flat[i + 1:]:
            if overlap(a.rect, b.rect):
                problems.append(f"{where}: {a.kind} {a.text!r} overlaps {b.kind} {b.text!r}")
    pic = L.get("picture")
    marks = L.all("chip") + L.all("badge")
    for i, a in enumerate(marks):
        if pic is None or not inside(pic.rect, a.rect):
            problems.append(f"{where}: {a.kind} off the picture")
        for b in marks[i + 1:]:
            if overlap(a.rect, b.rect):
                problems.append(f"{where}: {a.kind} overlaps {b.kind}")
    for b in L.boxes:
        if b.kind in NUMBER_KINDS:
            text = b.text or (b.key if b.kind == "pip" else "")
            if text_width(text, b.px, True) > b.rect.width() + 0.5:
                problems.append(f"{where}: {b.kind} {text!r} cut: {text_width(text, b.px):.1f} > {b.rect.width():.1f}")
            if b.px < SMALL_PX - 0.01:
                problems.append(f"{where}: {b.kind} {text!r} at {b.px} px")
            in_row = b.kind == "cost" and F.pips and L.all("pip")      # a generic number among pips: a pip
            if own and b.kind in ("cost", "power", "right") and not in_row and b.px < READABLE_PX - 0.01:
                problems.append(f"{where}: own card's {b.kind} {b.text!r} at {b.px} px")
    # what each family reads first, at every size
    pips = L.all("pip")
    if F.cost or F.pips:
        if not (L.get("cost") or pips):
            problems.append(f"{where}: no cost")
        if pips and len(pips) != len(F.pips):
            problems.append(f"{where}: {len(pips)} of {len(F.pips)} pips")
        if own and pips and any(p.rect.width() < PIP_MIN - 0.01 for p in pips + L.all("cost")):
            problems.append(f"{where}: own card's pips below {PIP_MIN} px")
    for kind, text in (("power", F.power), ("right", F.right)) if w >= NUMBERS_W else ():
        b = L.get(kind)
        if text and (b is None or b.text not in (text, compact(text))):
            problems.append(f"{where}: {kind} {text!r} not shown")
    name = L.get("name")
    if name is not None:
        lines = wrapped_lines(name.text, font(name.px, name.bold, name.stretch), name.rect.width())
        if sum(hh for *_x, hh in lines) > name.rect.height() + 0.5:
            problems.append(f"{where}: name taller than its box")
        for k, (text, lw, _h) in enumerate(lines):
            if lw > name.rect.width() + 0.5:
                problems.append(f"{where}: name line {text!r} wider than the card")
            if lang == "en" and k < len(lines) - 1 and not text.endswith((" ", "-")):
                problems.append(f"{where}: name broken inside a word at {text!r}")
    if own:
        if name is None:
            problems.append(f"{where}: the person's own card shows no name")
        elif name.px < READABLE_PX - 0.01 and (longest_word_fits(F.name, L.rect.width() - 2 * L.margin - 2)
                                               or name.px < NAME_MIN_OWN - 0.01):
            problems.append(f"{where}: own card's name at {name.px} px")
    if w >= TEXT_W and L.get("type") is None:
        problems.append(f"{where}: no type line")
    return problems


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("family", ["shield", "lifezone", "stack"])
def test_every_card_face_at_every_table_size(table_sizes, family, lang):
    i18n.set_language(lang)
    try:
        sizes = sorted(set(table_sizes[family]) | {(w, int(w * 1.4)) for w in PREVIEWS})
        assert len(sizes) >= 8, sizes
        problems = []
        for card in pools()[family]:
            for w, h in sizes:
                problems += check_face(card, w, h, lang)
        assert not problems, f"{len(problems)} problems, e.g.\n" + "\n".join(problems[:25])
    finally:
        i18n.set_language("en")


def test_the_faces_read_what_each_family_reads_first():
    """The numbers come from the card data and the view, in the family's own words."""
    stack = {c.id: c for c in get_format("magic")(None).pool()}
    f = facts(stack["ST-R05"], "en")            # Magma Behemoth, 4RR, 6/4
    assert (f.cost, f.pips, f.right, f.right_kind) == ("4", ("R", "R"), "6/4", "pt")
    assert f.type_line == "Creature — Beast"
    hurt = facts(stack["ST-R05"], "en", {"power": 7, "toughness": 4, "damage": 2})
    assert hurt.right == "7/4" and hurt.changed and hurt.damage == 2
    assert facts(stack["ST-L3"], "en").colours == ("B",)        # Ash Fen: a land in the colour it makes
    assert facts(stack["ST-L6"], "en").colours == ("C",)
    lz = {c.id: c for c in get_format("divide")(None).pool()}
    f = facts(lz["LZ-062"], "ja")
    assert (f.cost, f.power, f.right, f.right_kind) == ("2", "2000", "1", "hit")
    assert f.type_line.startswith("ユニット") and "バスター" in f.type_line       # not "Unit" in English
    chain = facts(lz["LZ-033"], "en")          # Freezing Chain: a quick shot command
    assert [b.key for b in chain.badges] == ["shot", "quick"] and chain.type_line == "Command — Quick · Shot"
    assert facts(lz["LZ-T03"], "en").type_line == "Territory — White-Light"     # titles in the reader's words
    sh = {c.id: c for c in shield_pool()}
    f = facts(sh["SG-126"], "en")               # Volcarios: power 15000 whole
    assert (f.cost, f.power) == ("9", "15000")
    assert [b.key for b in facts(sh["SG-045"], "ja").badges] == ["s_trigger"]


def test_every_bundled_card_has_a_reviewed_picture_with_credits():
    table = tomllib.loads((ROOT / "assets" / "icons" / "cards.toml").read_text(encoding="utf-8"))
    named = {cid: icon for fam in table.values() for cid, icon in fam.items()}
    credits = card_pictures.credits()
    for family, cards in pools().items():
        for c in cards:
            icon = named.get(c.id)
            assert icon, f"{c.id} ({family}) has no picture"
            assert (ROOT / "assets" / "icons" / "cards" / f"{icon}.svg").exists(), icon
            assert credits.get(icon, ("", ""))[0], f"{icon}: no author credited"
    shipped = {p.stem for p in (ROOT / "assets" / "icons" / "cards").glob("*.svg")}
    assert shipped == set(named.values()), "only the chosen icons are shipped"


WORD_HUES = {"Red": (0, 25), "Blue": (195, 235), "Green": (100, 160)}


def test_card_colours_come_from_one_place_and_read_as_their_names(qapp):
    """The table's faces and the deck editor paint a colour key the same (the glossary's paint), and a red card
    is red: the table used to paint other families' colours from a hash of the key (red cards green, "B" one
    colour for black and blue)."""
    from PySide6.QtGui import QColor

    from gui.card_render import CardRenderer, colour_of
    from gui.deckedit.palette import palette
    from gui.glossary import glossary
    r = CardRenderer()
    for family, cards in pools().items():
        pal = palette(family)
        for key in pal.keys:
            assert pal.color(key) == colour_of(family, key), (family, key)
            c = colour_of(family, key)
            word = glossary(family).colour(key).en
            if word in WORD_HUES:
                lo, hi = WORD_HUES[word]
                assert lo <= c.hsvHue() <= hi, (family, key, word, c.name())
            if word == "White":
                assert c.lightness() > 200, (family, key, c.name())
            if word == "Black":
                assert c.lightness() < 100, (family, key, c.name())
        for card in cards[:40]:
            keys = facts(card, "en").colours
            if len(keys) != 1:
                continue
            pm = r.face(card, 60, 84).toImage()
            edge = QColor(pm.pixel(2, 42))          # the frame at the card's left edge
            want = colour_of(family, keys[0])
            assert abs(edge.hsvHue() - want.hsvHue()) <= 12 or want.hsvSaturation() < 40 or \
                edge.hsvSaturation() < 40, (card.id, edge.name(), want.name())
