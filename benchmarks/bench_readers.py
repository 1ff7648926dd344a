"""CPU time to read files of growing size with every reader (issue 13: each reads in linear time in the
file's size; the life-zone card loader was quadratic, 2,000 cards 9.5 s): card files of every family,
deck lists, scenarios (hand and deck lists of growing length) and saves (action lists of growing
length, replayed).  Linear time shows as a flat µs-per-item column.  Figures only.

    .venv/bin/python benchmarks/bench_readers.py [--cards 500,2000,8000] [--lines 1000,4000,16000]
"""
from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from engine.families.shield.loader import parse_card_text
from engine.families.lifezone.cards import parse_cards
from engine.families.stack.cards import parse_cards_text

CARDS = {
    "shield": (parse_card_text, '''[[card]]
id = "SG-{i}"
name_ja = "札{i}"
name_en = "Card {i}"
type = "creature"
civilizations = ["fire"]
cost = 2
power = 2000
text_ja = "テキスト"
text_en = "Text"
[[card.abilities]]
kind = "triggered"
when = "enter"
effects = [{{ op = "draw", count = 1, who = "self" }}]
'''),
    "lifezone": (parse_cards, '''[[card]]
id = "LZ-{i}"
name_ja = "兵{i}"
name_en = "Unit {i}"
type = "unit"
colors = ["red"]
cost = 2
power = 2000
hit = 1
[[card.abilities]]
kind = "auto"
when = "enter"
effects = [{{ op = "draw", n = 1 }}]
'''),
    "stack": (parse_cards_text, '''[[card]]
id = "ST-{i}"
name_ja = "獣{i}"
name_en = "Beast {i}"
type = "creature"
cost = "1G"
power = 2
toughness = 2
[[card.abilities]]
when = "enters"
effects = [{{ op = "draw", amount = 1, who = "you" }}]
'''),
}


def deck_text(n: int) -> str:
    """A deck list of n lines, a card line in every 20 (a list holds at most 1,000 cards), the rest comments
    and blank lines; ids need not exist: reading checks the lines, the format checks the cards."""
    return "name: bench\n" + "".join(f"1 SG-{i:05d}\n" if i % 20 == 0 else "# a note\n" if i % 2 else "\n"
                                      for i in range(n))


def bad_deck_text(n: int) -> str:
    """n bad lines, every one reported (the deck editor reads on past each): the error path's line
    numbers must not rescan the file."""
    return "".join(f"4 not-an-id-{i}\n" for i in range(n))


def scenario_text(n: int) -> str:
    """The duel scenario with a hand and a deck of n cards for each player."""
    ids = ", ".join('"SG-001"' for _ in range(n))
    return ('title = "bench"\nformat = "duel"\nturn_player = 0\nstep = "main"\n'
            + "".join(f'[[player]]\nname = "P{p}"\ndeck = [{ids}]\nhand = [{ids}]\n' for p in (0, 1)))


def save_text(n: int) -> tuple[int, str]:
    """A grand-melee save (8 seats, the longest games) of n actions played at random, or of the longest
    game among 20 seeds when none lasts that long: (its actions, its text)."""
    import engine
    from engine.sim import bundled_decks, play_random_game
    decks = bundled_decks("melee")
    best = (0, "")
    for seed in range(1, 21):
        g = engine.new_game("melee", [{"deck": decks[i % len(decks)]} for i in range(8)], seed=seed)
        best = max(best, (play_random_game(g, seed, n), g.to_json()))
        if best[0] == n:
            break
    return best


def row(kind: str, n: int, text: str, read) -> None:
    """The faster of two reads (the first of a kind also pays its imports and caches)."""
    times = []
    for _ in range(2):
        t0 = time.process_time()
        read(text)
        times.append(time.process_time() - t0)
    dt = min(times)
    print(f"{kind:10s}{n:8d}{len(text.encode()) // 1024:8d}{dt:9.2f}{dt / n * 1e6:10.1f}", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--cards", default="500,2000,8000")
    ap.add_argument("--lines", default="1000,4000,16000", help="deck lines and scenario cards")
    ap.add_argument("--actions", default="300,1200,4800", help="save actions")
    a = ap.parse_args()
    sizes = lambda arg: [int(x) for x in arg.split(",")]  # noqa: E731
    print(f"{'reader':10s}{'items':>8s}{'kB':>8s}{'CPU s':>9s}{'µs/item':>10s}")
    for fam, (parse, tmpl) in CARDS.items():
        for n in sizes(a.cards):
            text = "".join(tmpl.format(i=i) for i in range(n))
            row(fam, n, text, lambda t: parse(t, f"{fam}.toml"))
    from engine.decks import parse_deck
    from engine.scenario import load_scenario
    scen = Path(tempfile.mkdtemp(prefix="enza-bench-")) / "bench.toml"
    for n in sizes(a.lines):
        row("deck", n, deck_text(n), lambda t: parse_deck(t, "bench.deck"))
    for n in sizes(a.lines):
        row("bad deck", n, bad_deck_text(n), lambda t: parse_deck(t, "bench.deck", errors=[]))
    for n in sizes(a.lines):
        scen.write_text(scenario_text(n), encoding="utf-8")
        row("scenario", 4 * n, scen.read_text(encoding="utf-8"), lambda t: load_scenario(scen))
    import engine
    for n in sizes(a.actions):
        n, text = save_text(n)
        row("save", n, text, lambda t: engine.load_game(t, "bench.enza"))


if __name__ == "__main__":
    main()
