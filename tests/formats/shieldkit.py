"""Test cards and a scenario helper for shield-game tests (in the spirit of XMage's test bases)."""
from pathlib import Path

from engine.scenario import load_scenario, subst

BASE_CARDS = '''
[[card]]
id = "TS-V2"
name_ja = "試験の火竜"
name_en = "Test Fire Drake"
type = "creature"
civilizations = ["fire"]
cost = 2
power = 2000
race_ja = "試験体"
race_en = "Test Body"
text_ja = ""
text_en = ""

[[card]]
id = "TS-V5"
name_ja = "試験の大火竜"
name_en = "Test Big Drake"
type = "creature"
civilizations = ["fire"]
cost = 3
power = 5000
race_ja = "試験体"
race_en = "Test Body"
text_ja = ""
text_en = ""

[[card]]
id = "TS-V5B"
name_ja = "試験の大火竜・乙"
name_en = "Test Big Drake B"
type = "creature"
civilizations = ["fire"]
cost = 3
power = 5000
race_ja = "試験体"
race_en = "Test Body"
text_ja = ""
text_en = ""

[[card]]
id = "TS-BLK"
name_ja = "試験の盾兵"
name_en = "Test Guard"
type = "creature"
civilizations = ["light"]
cost = 2
power = 3000
race_ja = "試験体"
race_en = "Test Body"
keywords = ["blocker"]
text_ja = "■ブロッカー"
text_en = "■ Blocker"

[[card]]
id = "TS-WB"
name_ja = "試験の双撃竜"
name_en = "Test Double Drake"
type = "creature"
civilizations = ["fire"]
cost = 5
power = 6000
race_ja = "試験体"
race_en = "Test Body"
keywords = ["w_breaker"]
text_ja = "■W・ブレイカー"
text_en = "■ Double breaker"

[[card]]
id = "TS-TB"
name_ja = "試験の三撃竜"
name_en = "Test Triple Drake"
type = "creature"
civilizations = ["fire"]
cost = 7
power = 12000
race_ja = "試験体"
race_en = "Test Body"
keywords = ["t_breaker"]
text_ja = "■T・ブレイカー"
text_en = "■ Triple breaker"

[[card]]
id = "TS-SA"
name_ja = "試験の疾風"
name_en = "Test Gust"
type = "creature"
civilizations = ["fire"]
cost = 1
power = 1000
race_ja = "試験体"
race_en = "Test Body"
keywords = ["speed_attacker"]
text_ja = "■スピードアタッカー"
text_en = "■ Speed attacker"

[[card]]
id = "TS-STD"
name_ja = "試験の闇罠"
name_en = "Test Dark Snare"
type = "spell"
civilizations = ["darkness"]
cost = 4
keywords = ["s_trigger"]
text_ja = "■S・トリガー ■相手のクリーチャーを1体破壊する。"
text_en = "■ Shield trigger ■ Destroy one of the opponent's creatures."
[[card.abilities]]
kind = "spell"
effects = [{ op = "destroy", filter = { owner = "opponent" }, count = 1 }]

[[card]]
id = "TS-EVO"
name_ja = "試験の進化竜"
name_en = "Test Evolved Drake"
type = "evolution"
civilizations = ["fire"]
cost = 2
power = 7000
race_ja = "試験体"
race_en = "Test Body"
evolution = { race = "Test Body" }
text_ja = "■進化－試験体1体の上に置く。"
text_en = "■ Evolution: put on one of your Test Body."

[[card]]
id = "TS-REP"
name_ja = "試験の逃げ足"
name_en = "Test Runner"
type = "creature"
civilizations = ["water"]
cost = 2
power = 1000
race_ja = "試験体"
race_en = "Test Body"
text_ja = "■このクリーチャーが破壊される時、かわりに手札に戻す。"
text_en = "■ When this would be destroyed, return it to your hand instead."
[[card.abilities]]
kind = "replacement"
event = "destroyed"
instead = "bounce"

[[card]]
id = "TS-LW"
name_ja = "試験の光水"
name_en = "Test Light-Water"
type = "creature"
civilizations = ["light", "water"]
cost = 2
power = 2000
race_ja = "試験体"
race_en = "Test Body"
text_ja = ""
text_en = ""

[[card]]
id = "TS-WD"
name_ja = "試験の水闇"
name_en = "Test Water-Dark"
type = "creature"
civilizations = ["water", "darkness"]
cost = 2
power = 2000
race_ja = "試験体"
race_en = "Test Body"
text_ja = ""
text_en = ""

[[card]]
id = "TS-W"
name_ja = "試験の水"
name_en = "Test Water"
type = "creature"
civilizations = ["water"]
cost = 1
power = 1000
race_ja = "試験体"
race_en = "Test Body"
text_ja = ""
text_en = ""

[[card]]
id = "TS-D"
name_ja = "試験の闇"
name_en = "Test Dark"
type = "creature"
civilizations = ["darkness"]
cost = 1
power = 1000
race_ja = "試験体"
race_en = "Test Body"
text_ja = ""
text_en = ""

[[card]]
id = "TS-F"
name_ja = "試験の火"
name_en = "Test Fire"
type = "creature"
civilizations = ["fire"]
cost = 1
power = 1000
race_ja = "試験体"
race_en = "Test Body"
text_ja = ""
text_en = ""

[[card]]
id = "TS-L"
name_ja = "試験の光"
name_en = "Test Light"
type = "creature"
civilizations = ["light"]
cost = 1
power = 1000
race_ja = "試験体"
race_en = "Test Body"
text_ja = ""
text_en = ""

[[card]]
id = "TS-DRAW3"
name_ja = "試験の三枚引き"
name_en = "Test Triple Draw"
type = "spell"
civilizations = ["water"]
cost = 1
text_ja = "■カードを3枚引く。"
text_en = "■ Draw 3 cards."
[[card.abilities]]
kind = "spell"
effects = [{ op = "draw", who = "self", count = 3 }]

[[card]]
id = "TS-CIP2"
name_ja = "試験の二重誘発"
name_en = "Test Twin Trigger"
type = "creature"
civilizations = ["water"]
cost = 1
power = 1000
race_ja = "試験体"
race_en = "Test Body"
text_ja = "■このクリーチャーが出た時、カードを1枚引く。■このクリーチャーが出た時、山札の上から1枚を墓地に置く。"
text_en = "■ When this enters, draw a card. ■ When this enters, put the top card of your deck into your graveyard."
[[card.abilities]]
kind = "triggered"
when = "enter"
effects = [{ op = "draw", who = "self", count = 1 }]
[[card.abilities]]
kind = "triggered"
when = "enter"
effects = [{ op = "mill", who = "self", count = 1 }]
'''

FILLER = '"TS-F", "TS-F", "TS-F", "TS-F", "TS-F", "TS-F", "TS-F", "TS-F"'


def scenario(tmp_path: Path, body: str, name: str = "scenario.toml", apply_actions: bool = True):
    p = tmp_path / name
    p.write_text(body + "\n" + BASE_CARDS, encoding="utf-8")
    return load_scenario(p, apply_actions=apply_actions)


def do(g, *actions):
    """Perform actions written with $labels; returns the events of the last one."""
    ev = None
    for a in actions:
        ev = g.perform(subst(g, a))
    return ev


def card(g, label):
    return g.memory["labels"][label]


def legal(g):
    return [str(a) for a in g.legal_actions(None)]
