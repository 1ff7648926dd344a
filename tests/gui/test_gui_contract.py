"""The GUI stands on the engine's contract (issue 15 item 1): the typed view, per-viewer events, legal
answers with their gesture hints, refusal errors.  The table's input, drop and controller code names no
family verb and no zone name, and reaches into no engine internals; drops map to answers by hints alone."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import engine
from engine.formats import get_format

GUI = Path(__file__).resolve().parents[2] / "gui"

# the code that turns gestures into answers and plays them (the table's drawing is by zone layouts)
CONTRACT_ONLY = ["controller.py", "table_input.py", "explain.py", "undo.py", "log_panel.py",
                 "main_window.py", "window_menus.py", "window_files.py", "window_replay.py", "window_session.py",
                 "window_puzzles.py", "window_dialogs.py", "names.py",
                 "dialogs/decision.py", "priority.py", "curtain.py"] + \
    sorted(str(p.relative_to(GUI)) for p in (GUI / "session").glob("*.py") if p.name != "wording.py")
GAME = r"\b(?:g|game|self\.game|ctl\.game|self\.ctl\.game)"
INTERNALS = [GAME + r"\.(?:cards|zones|rules|events|frames|pending|memory|per_turn|interrupts)\b",
             r"(?<!\bzv)\.cards\[",   # (a typed ZoneView `zv` has cards too)
             r"explain_illegal", r"\.private\b", r"\.held\b", r"\.actions\.get", r"\.defn\.(?:type|spell|cost)"]
# the table reads the typed view too; its seat boxes place zones by their specs (gui/table/seat_slots.py)
TABLE = sorted(str(p.relative_to(GUI)) for p in (GUI / "table").rglob("*.py"))
# words of gui/table/* that are no zone names: the public combat events and the block decision the arrows
# follow ("attack", "block", "target": event and decision kinds and fields); and in the zone table
# (gui/table/layouts/, G3's, changed in parallel) the stack item kinds, team counters ("life") and two captions
# that still test a zone's name ("energy", "mana"; "stack" as the shared zone's key)
TABLE_ALLOWED = {("table/seat_layout.py", "block"), ("table/seat_layout.py", "target"),
                 ("table/view.py", "attack"), ("table/view.py", "block"), ("table/view.py", "target"),
                 ("table/layouts/zone_layout.py", "stack"), ("table/layouts/zone_layout.py", "target"),
                 ("table/layouts/zone_items.py", "trigger"), ("table/layouts/seat_boxes.py", "life"),
                 ("table/layouts/zone_items.py", "energy"), ("table/layouts/zone_items.py", "mana")}
NO_COPY = ["table_input.py", "explain.py", "undo.py", "table/scene.py", "controller.py", "priority.py", "dialogs/moments.py",
           "session/stops.py", "session/seeing.py", "session/history.py", "session/answers.py"]   # no trial runs on a copy of the game
CORE_VERBS = {"concede"}    # the engine core's own verb, the same in every family
# a family's name, not its zone: which families the heuristic computer player knows (A1's business)
ALLOWED = {("controller.py", "shield")}


def family_words() -> set[str]:
    words: set[str] = set()
    for f in engine.formats():
        rules = get_format(f.name)(None)
        words |= set(rules.verbs) | {s.name for s in rules.zone_specs}
    return words - CORE_VERBS


def code_words(path: Path) -> list[tuple[int, str]]:
    """String constants that are code words (not prose): 'summon', 'battle', 'attack-target' …"""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and re.fullmatch(r"[a-z][a-z_-]*",
                                                                                            node.value):
            out.append((node.lineno, node.value))
    return out


def test_no_family_verb_or_zone_name_in_table_input_drop_or_controller_code():
    words = family_words()
    assert {"summon", "charge", "attack", "battle", "mana", "field", "stack"} <= words   # the scan sees them
    found = [f"{name}:{line} {w!r}" for name in CONTRACT_ONLY for line, w in code_words(GUI / name)
             if w in words and (name, w) not in ALLOWED]
    assert not found, "family words in contract-only GUI code:\n" + "\n".join(found)


def test_no_zone_name_or_family_verb_in_the_table():
    """The seat boxes, cards, arrows and zone table place zones by their specs, not by name."""
    words = family_words()
    found = [f"{name}:{line} {w!r}" for name in TABLE for line, w in code_words(GUI / name)
             if w in words and (name, w) not in TABLE_ALLOWED]
    assert not found, "family words in gui/table:\n" + "\n".join(found)


def test_seat_places_come_from_zone_specs():
    """Every family's player zones get places from their specs alone, one zone per place; the shield game's
    shown zones all find one (the classic seat box draws them): seven in DuePa, six where there is no partner
    (U1a: the partner zone is not shown there)."""
    from gui.table.seat_slots import seat_slots
    for f in engine.formats():
        rules = get_format(f.name)(None)
        specs = [s for s in rules.zone_specs if s.shown and s.scope == "player"]
        slots = seat_slots(specs)
        assert len(set(slots.values())) == len(slots), (f.name, slots)
        if f.family == "shield":
            assert len(slots) == len(specs) == (7 if getattr(rules, "has_partner", False) else 6), (f.name, slots)


def test_no_engine_internals_in_contract_only_code():
    found = []
    for name in CONTRACT_ONLY + TABLE:
        for n, line in enumerate((GUI / name).read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#")[0]
            if name == "session/stops.py" and "priority_steps" in code:
                continue    # the one family fact the session reads: declared data of the rules (its docstring)
            found += [f"{name}:{n} {pat}: {line.strip()}" for pat in INTERNALS if re.search(pat, code)]
    for name in NO_COPY:
        text = (GUI / name).read_text(encoding="utf-8")
        found += [f"{name}: trial run on a copy" for _ in re.finditer(r"\.clone\(", text)]
    assert not found, "engine internals in contract-only GUI code:\n" + "\n".join(found)


def test_the_scan_finds_a_planted_verb(tmp_path):
    """Break it on purpose once: a planted family verb is found."""
    p = tmp_path / "planted.py"
    p.write_text('def f(me, tok):\n    return f"p{me} " + "summon" + f" {tok}"\n', encoding="utf-8")
    assert (2, "summon") in code_words(p) and "summon" in family_words()


def test_every_shield_drop_maps_to_its_answer_through_hints_alone():
    """A drop (source card onto a card, zone or seat), as the table hands it to the session, is read by the
    engine as the answer whose hints name that source and target, for every legal drag answer of random
    shield positions."""
    import random
    from engine.sim import random_players
    from gui.controller import answers_of
    from gui.table_input import drop_token
    seen = 0
    for seed in range(3):
        g = engine.new_game("duepa", random_players("duepa", 4, random.Random(seed)), seed=seed)
        rng = random.Random(seed)
        for _ in range(400):
            if g.decision is None:
                break
            for p in g.decision.waiting_for():
                answers = answers_of(g.legal_actions(p))
                for a in answers:
                    if a.source is None:
                        continue
                    drops = ([("zone", p, a.target)] if a.target is not None else []) + \
                        [("seat", int(t[1:])) if t.startswith("p") else ("card", t, None, None) for t in a.follow]
                    for drop in drops:
                        got = g.answer_for(p, a.source, drop_token(drop))
                        assert any(c[0] == a.text for c in got.choices), (a, drop, got)
                        seen += 1
            p = g.decision.waiting_for()[0]
            g.perform(rng.choice([x for x in g.legal_actions(p) if x.verb != "concede"] or g.legal_actions(p)))
    assert seen > 100


def test_undo_and_redo_replay_the_engine_and_name_the_answer(window, qtbot):
    """QUndoStack: undo goes back by replaying, redo brings the same state again (the seed makes it
    exact); the menu items say what they undo and redo."""
    g = engine.new_game("duepa", [{"name": n, "deck": d, "seat": i} for i, (n, d) in
                                  enumerate(zip(("Aki", "Ben"), __import__("engine.sim").sim.bundled_decks("duepa")))],
                        seed=3, first_player=0)
    window.settings.set("privacy", False)
    window.games.set_game(g)
    charge = next(a for a in window.ctl.answers_now() if a.source is not None and a.target is not None)
    fp_before = window.game.fingerprint()
    assert window.table_input.do_action(charge.text)
    fp_after = window.game.fingerprint()
    assert window.acts["undo"].text().startswith("Undo: ")
    window.table_input.undo()
    assert window.game.fingerprint() == fp_before
    assert window.acts["redo"].text().startswith("Redo: ")
    window.table_input.redo()
    assert window.game.fingerprint() == fp_after
    assert window.acts["undo"].text().startswith("Undo: ") and window.acts["redo"].text() == "Redo"


# the code that names cards: from the typed views and per-viewer events the screen was shown (CardBook)
NAMING = ["names.py", "reveals.py", "explain.py"] + \
    sorted(str(p.relative_to(GUI)) for p in (GUI / "session" / "words").glob("*.py"))


def test_cards_are_named_from_the_view_and_events_only(window):
    found = []
    for name in NAMING:
        for n, line in enumerate((GUI / name).read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#")[0]
            if name == "session/stops.py" and "priority_steps" in code:
                continue    # the one family fact the session reads: declared data of the rules (its docstring)
            found += [f"{name}:{n}: {line.strip()}" for pat in (r"\.cards\[", GAME + r"\.cards\b", r"\.defn\b")
                      if re.search(pat, code)]
    assert not found, "cards named from the game's card table:\n" + "\n".join(found)
    # and it holds: a card in a deck was never shown, so it has no name; a card in the hand shown has one
    d = __import__("engine.sim").sim.bundled_decks("duepa")
    g = engine.new_game("duepa", [{"name": n, "deck": d[i % len(d)], "seat": i} for i, n in enumerate("AB")],
                        seed=4, first_player=0)
    window.settings.set("privacy", True)
    window.games.set_game(g)
    window.ctl.curtain_lifted()
    deck, hand = g.zones["p0.deck"][0], g.zones["p0.hand"][0]
    assert window.names.card_label(deck) == "a face-down card"
    assert window.names.card_label(hand) == window.names.card_label(f"c{hand}"[1:]) != "a face-down card"
    assert window.names.token_name(f"c{g.zones['p1.hand'][0]}") == "a face-down card"
