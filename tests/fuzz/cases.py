"""One fuzz case per (kind, seed, index): build a mutated input from the project's own files, read it
through the real reader, and judge the result.

The oracle: the reader either refuses the input with a clean error (DataError, or for an action an
ActionError) that names the file and line (or the action number), or accepts it - and then the game
it gives is played on with every invariant checked.  A refused action leaves the fingerprint, the
events and the action log unchanged.  Anything else is a finding.
"""
from __future__ import annotations

import functools
import json
import os
import random
import re
import shutil
import tempfile
from pathlib import Path

from engine.core.errors import ActionError, DataError
from engine.paths import assets_dir

from .mutate import action_text, mutate, mutate_file, mutate_json

ROOT = Path(__file__).resolve().parents[2]
FAMILY_FORMAT = {"shield": "duel", "lifezone": "divide", "stack": "magic"}
KINDS = ("card-shield", "card-lifezone", "card-stack", "user-cards", "deck", "scenario", "save", "journal",
         "settings", "data-folder", "action")
PLAY_ACTIONS = 60          # actions played on an accepted input, every invariant checked after each


class Finding(Exception):
    """The input was accepted but the game it gave broke an invariant or a refusal changed state."""


class Result:
    __slots__ = ("outcome", "located", "detail")

    def __init__(self, outcome: str, located: bool = False, detail: str = ""):
        self.outcome = outcome          # error | accepted | finding
        self.located = located
        self.detail = detail


def _error(e: DataError) -> Result:
    return Result("error", e.located, str(e)[:200])


# -- materials (read once per worker) -------------------------------------------------------------
@functools.lru_cache(maxsize=None)
def card_files(family: str) -> tuple:
    return tuple(sorted((assets_dir() / "cards" / family).glob("*.toml")))


@functools.lru_cache(maxsize=None)
def deck_files() -> tuple:
    return tuple(sorted((assets_dir() / "decks").glob("*/*.deck")))


@functools.lru_cache(maxsize=None)
def scenario_files() -> tuple:
    return tuple(sorted((ROOT / "tests" / "scenarios").glob("**/*.toml")))


SAVE_FORMATS = (("duel", 2), ("duepa", 4), ("digital", 2), ("divide", 2), ("tag", 4), ("magic", 2), ("ffa", 3),
                ("2hg", 4))


@functools.lru_cache(maxsize=None)
def base_game_json(fmt: str, n: int, seed: int, actions: int) -> str:
    import engine
    from engine.sim import play_random_game, random_players
    g = engine.new_game(fmt, random_players(fmt, n, random.Random(seed)), seed=seed)
    play_random_game(g, seed, actions)
    return g.to_json()


def base_game(rng: random.Random):
    """A game in progress (a finished one has nothing left to act on)."""
    import engine
    fmt, n = rng.choice(SAVE_FORMATS)
    for length in (rng.choice((0, 20, 80)), 20, 0):
        g = engine.load_game(base_game_json(fmt, n, rng.randrange(3), length))
        if g.outcome is None:
            return g
    return g


# -- playing on what was accepted -----------------------------------------------------------------
def play_on(g, seed: int, n: int = PLAY_ACTIONS) -> None:
    from engine.invariants import Checker, InvariantError
    from engine.sim import play_random_game
    try:
        Checker(view_every=10)(g)
        play_random_game(g, seed, n, check=Checker(view_every=10))
    except InvariantError as e:
        raise Finding(f"invariant: {e}") from None
    except ActionError as e:
        raise Finding(f"a legal action was refused: {e}") from None


def _tmp() -> Path:
    return Path(tempfile.mkdtemp(prefix="enza-fuzz-"))


def _read_mutated(name: str, data: bytes, read):
    """`read(path)` of the bytes written to a temporary file: (its value, None), or (None, the Result of
    a clean refusal)."""
    d = _tmp()
    try:
        p = d / name
        p.write_bytes(data)
        return read(p), None
    except DataError as e:
        return None, _error(e)
    finally:
        shutil.rmtree(d, ignore_errors=True)


# -- the kinds ------------------------------------------------------------------------------------
def case_cards(family: str, rng: random.Random) -> Result:
    import engine
    from engine.families.shield.loader import READER as SHIELD
    from engine.families.lifezone.cards import READER as LIFEZONE
    from engine.families.stack.cards import READER as STACK
    from engine.sim import random_players
    reader = {"shield": SHIELD, "lifezone": LIFEZONE, "stack": STACK}[family]
    src = rng.choice(card_files(family))
    pool, refused = _read_mutated(src.name, mutate_file(src.read_bytes(), rng)[0], lambda p: reader.read_files([p]))
    if refused:
        return refused
    # accepted: the family's base format with the bundled decks, the mutated cards standing in for theirs
    fmt = FAMILY_FORMAT[family]
    try:
        g = engine.new_game(fmt, random_players(fmt, 2, rng), seed=rng.randrange(1000),
                            extra_defs=dict(pool.cards))
    except DataError as e:
        return _error(e)
    play_on(g, rng.randrange(1000))
    return Result("accepted")


def case_user_cards(rng: random.Random) -> Result:
    from engine.families.shield.loader import shield_pool_with_user_cards
    d = _tmp()
    try:
        for _ in range(rng.randint(1, 3)):
            src = rng.choice(card_files("shield"))
            # the user's own cards: new ids and names (a copy of a bundled card would only be a duplicate)
            mine = re.sub(rb'(id = ")SG-', rb"\1US-", src.read_bytes())
            mine = re.sub(rb'(name_(?:ja|en) = ")', rb"\1U-", mine)
            data, _ = mutate_file(mine, rng)
            (d / f"user-{rng.randrange(10 ** 6)}.toml").write_bytes(data)
        pool, problems = shield_pool_with_user_cards(d)
    finally:
        shutil.rmtree(d, ignore_errors=True)
    if problems:
        return Result("error", all(e.located for e in problems), str(problems[0])[:200])
    return Result("accepted")


def case_deck(rng: random.Random) -> Result:
    import engine
    from engine.decks import load_deck
    from engine.sim import random_players
    src = rng.choice(deck_files())
    fmt = src.parent.name
    deck, refused = _read_mutated(src.name, mutate_file(src.read_bytes(), rng)[0], load_deck)
    if refused:
        return refused
    rules = engine.get_format(fmt)()
    probs = rules.validate_deck(deck)
    if probs:
        # a deck that breaks a deck rule: each problem names its line, or (a count over the whole deck,
        # such as its size) the deck file itself - located either way
        return Result("error", True, str(probs[0])[:200])
    players = random_players(fmt, rules.info.min_players, rng)
    players[0]["deck"] = deck
    if deck.partner and not getattr(rules, "has_partner", False):
        return Result("finding", False, "a partner line passed the deck rules of a format without partners")
    try:
        g = engine.new_game(fmt, players, seed=rng.randrange(1000))
    except ValueError as e:
        # a rule between the decks of a table (tag 401-1: teammates' territories differ): refused, cited
        return Result("error", "401-1" in str(e), str(e)[:200])
    play_on(g, rng.randrange(1000))
    return Result("accepted")


def case_scenario(rng: random.Random) -> Result:
    from engine.scenario import load_scenario, run_scenario
    src = rng.choice(scenario_files())

    def read(p):
        run_scenario(p)
        return load_scenario(p)
    g, refused = _read_mutated(src.name, mutate_file(src.read_bytes(), rng)[0], read)
    if refused:
        return refused
    play_on(g, rng.randrange(1000))
    return Result("accepted")


def case_save(rng: random.Random) -> Result:
    import engine
    fmt, n = rng.choice(SAVE_FORMATS)
    text = base_game_json(fmt, n, rng.randrange(3), rng.choice((0, 20, 80)))
    from engine.cards.reader import read_file
    g, refused = _read_mutated("game.enza", mutate_json(text, rng)[0],
                               lambda p: engine.load_game(read_file(p, "save"), str(p)))
    if refused:
        return refused
    play_on(g, rng.randrange(1000))
    return Result("accepted")


def autosaved_game(rng: random.Random, d: Path):
    """A genuine autosave in `d` of a game in progress and a few actions: (the game, its newest segment)."""
    from engine.sim import choose_random
    from gui.autosave import Autosave
    g = base_game(rng)
    a = Autosave(d, lock=False)
    a.sync(g)
    for _ in range(rng.randrange(6)):
        if g.outcome is not None or g.decision is None:
            break
        p = g.decision.waiting_for()[0]
        g.perform(choose_random(g.decision.actions[p], rng))
        a.sync(g)
    a.close()
    return g, sorted((d / "autosave").glob("*.jsonl"))[-1]


def spoil_segment(seg: Path, rng: random.Random) -> None:
    """One line of the segment (its snapshot as often as any journal line) changed in its structure, or
    the whole file's bytes mutated."""
    lines = seg.read_text(encoding="utf-8").splitlines(keepends=True)
    k = 0 if rng.random() < 0.4 else rng.randrange(len(lines))
    if rng.random() < 0.6 and lines[k].strip():
        new, _ = mutate_json(lines[k], rng)
        lines[k] = new.decode("utf-8", "replace").replace("\n", " ") + ("\n" if lines[k].endswith("\n") else "")
        seg.write_text("".join(lines), encoding="utf-8")
    else:
        seg.write_bytes(mutate(seg.read_bytes(), rng)[0])


def case_journal(rng: random.Random) -> Result:
    """An autosave folder whose newest segment is mutated: resuming never raises; what it cannot read is
    set aside with a warning naming the file, and what it resumes is a playable game."""
    from gui.autosave import Autosave
    d = _tmp()
    try:
        _g, seg = autosaved_game(rng, d)
        spoil_segment(seg, rng)
        r = Autosave.reader(d)
        info = r.find_resumable()
        warnings = list(r.last_warnings) + (list(info.warnings) if info else [])
    finally:
        shutil.rmtree(d, ignore_errors=True)
    if info is None:
        if not warnings:      # a mutation that only ended the game (an {"end": true} line) or left it ended
            return Result("accepted", detail="nothing to resume")
        return Result("error", True, str(warnings[0]))
    play_on(info.game, rng.randrange(1000))
    if warnings:
        return Result("error", True, str(warnings[0]))
    return Result("accepted")


def _special(path: Path, rng: random.Random) -> bool:
    """Sometimes the file is no file at all: a FIFO, a link to /dev/zero or out of the folder, a folder."""
    how = rng.randrange(12)
    if how > 3 or not hasattr(os, "mkfifo"):
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists():
        path.unlink()
    (lambda: os.mkfifo(path), lambda: path.symlink_to("/dev/zero"), lambda: path.symlink_to(ROOT / "README.md"),
     lambda: path.mkdir())[how]()
    return True


def case_data_folder(rng: random.Random) -> Result:
    """A whole data folder (settings.json, an old settings.ini, the autosave) spoiled in its structure or
    not even made of files, read as a start reads it (settings, then the autosave): nothing raises or
    blocks; every file refused is set aside with a note naming it; what is resumed plays on; and the next
    start reads a clean folder: it sets nothing aside."""
    from gui import guarded_files
    from gui.autosave import Autosave
    from gui.settings import Settings
    d = _tmp()
    try:
        _g, seg = autosaved_game(rng, d)
        if not _special(seg, rng) and rng.random() < 0.7:
            spoil_segment(seg, rng)
        if not _special(d / "settings.json", rng):      # a good file too, now and then
            good = rng.random() < 0.3
            (d / "settings.json").write_bytes(settings_text().encode() if good else mutate_json(settings_text(), rng)[0])
        if rng.random() < 0.3 and not _special(d / "settings.ini", rng):
            (d / "settings.ini").write_bytes(mutate(b"[General]\ncard_size=120\nlanguage=ja\nrecent=/a.enza\n", rng)[0])
        guarded_files.take_notes()
        info = _start(d, Settings, Autosave)
        notes = guarded_files.take_notes()
        if any(not n.path.startswith(str(d)) or not n.aside for n in notes):
            raise Finding(f"a file set aside badly: {notes[0]}")
        _start(d, Settings, Autosave)
        again = guarded_files.take_notes()
        if again:
            raise Finding(f"the next start set aside {again[0]} again")
    finally:
        shutil.rmtree(d, ignore_errors=True)
    if info is not None:
        play_on(info.game, rng.randrange(1000))
    if notes:
        return Result("error", True, str(notes[0])[:200])
    return Result("accepted")


def _start(d: Path, settings, autosave):
    settings(d)
    a = autosave(d, lock=False)
    try:
        return a.find_resumable()
    finally:
        a.close()


@functools.lru_cache(maxsize=None)
def settings_text() -> str:
    from gui.settings import DEFAULTS
    return json.dumps(DEFAULTS, indent=1)


def case_settings(rng: random.Random) -> Result:
    """settings.json mutated: the app starts with the good values kept and each bad one named in the log."""
    import logging

    from gui.settings import DEFAULTS, Settings, check_value
    data, _ = mutate_json(settings_text(), rng)
    d = _tmp()
    records = []

    class Keep(logging.Handler):
        def emit(self, record):
            records.append(record.getMessage())

    h = Keep()
    log = logging.getLogger("enza")
    log.addHandler(h)
    try:
        (d / "settings.json").write_bytes(data)
        s = Settings(d)
        for k in DEFAULTS:
            if s.get(k) != DEFAULTS[k]:
                check_value(k, s.get(k))
    finally:
        log.removeHandler(h)
        shutil.rmtree(d, ignore_errors=True)
    if records:
        located = all("settings.json" in m for m in records)
        return Result("error", located, records[0][:200])
    return Result("accepted")


def case_action(rng: random.Random) -> Result:
    """A mutated action text on a game in progress: refused with the state untouched, or played."""
    from engine.invariants import Checker, InvariantError
    g = base_game(rng)
    if g.decision is None or g.outcome is not None:
        return Result("accepted")
    p = g.decision.waiting_for()[0]
    legal = [str(a) for a in g.decision.actions.get(p, [])] or [f"p{p} pass"]
    hidden = [c.id for c in g.cards if not (c.known >> p) & 1] if hasattr(g.cards[0], "known") else []
    text = action_text(rng, rng.choice(legal), len(g.cards), hidden)
    before = (g.fingerprint(), len(g.events), list(g.actions_log))
    try:
        g.perform(text)
    except ActionError as e:
        after = (g.fingerprint(), len(g.events), list(g.actions_log))
        if after != before:
            raise Finding(f"the refused action {text[:80]!r} changed the game") from None
        leaked = _hidden_names(g, text) & set(re.findall(r"[^,:;()'\"]+", str(e)))
        if leaked:
            raise Finding(f"the refusal of {text[:80]!r} names hidden card(s) {sorted(leaked)[:3]}") from None
        return Result("error", True, "refused")
    try:
        Checker(view_every=1)(g)
    except InvariantError as e:
        raise Finding(f"invariant after {text[:80]!r}: {e}") from None
    play_on(g, rng.randrange(1000), 20)
    return Result("accepted")


def _hidden_names(g, text: str) -> set:
    """Names (both languages) of the cards the actor of `text` cannot see and sees no copy of."""
    m = re.match(r"p(\d{1,4})\s", text)
    if not m or int(m.group(1)) >= len(g.players) or not hasattr(g.cards[0], "known"):
        return set()
    p = int(m.group(1))
    seen, hidden = set(), set()
    for c in g.cards:
        names = {c.defn.name_en, c.defn.name_ja}
        (seen if (c.known >> p) & 1 else hidden).update(names)
    return {n.strip() for n in hidden - seen if len(n) > 3}


def run_case(kind: str, seed: int, index: int) -> Result:
    rng = random.Random(f"{seed}:{kind}:{index}")
    if kind.startswith("card-"):
        return case_cards(kind[5:], rng)
    return {"user-cards": case_user_cards, "deck": case_deck, "scenario": case_scenario, "save": case_save,
            "journal": case_journal, "settings": case_settings, "data-folder": case_data_folder,
            "action": case_action}[kind](rng)
