"""CPU time to read card files of growing size, every family (issue 13: the life-zone loader was
quadratic, 2,000 cards 9.5 s).  Linear time shows as a flat µs-per-card column.

    .venv/bin/python benchmarks/bench_readers.py [--cards 500,2000,8000]
"""
from __future__ import annotations

import argparse
import time

from engine.cards.loader import parse_card_text
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
effects = [{{ op = "draw", count = 1 }}]
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


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--cards", default="500,2000,8000")
    a = ap.parse_args()
    print(f"{'family':10s}{'cards':>8s}{'kB':>8s}{'CPU s':>9s}{'µs/card':>10s}")
    for fam, (parse, tmpl) in CARDS.items():
        for n in (int(x) for x in a.cards.split(",")):
            text = "".join(tmpl.format(i=i) for i in range(n))
            t0 = time.process_time()
            assert len(parse(text, f"{fam}.toml")) == n
            dt = time.process_time() - t0
            print(f"{fam:10s}{n:8d}{len(text.encode()) // 1024:8d}{dt:9.2f}{dt / n * 1e6:10.0f}")


if __name__ == "__main__":
    main()
