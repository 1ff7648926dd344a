"""DuePa deck construction (seed 000 101.1, 201.1, 201.2) through engine.decks.parse_deck and the format's
validate_deck: problems carry the rule id and the deck file line."""
from __future__ import annotations

from pathlib import Path

import pytest

import engine
from engine.families.shield.loader import shield_pool
from engine.decks import load_deck, parse_deck
from engine.formats.shield_decks import banlist

DECKS = Path(__file__).resolve().parents[2] / "assets" / "decks" / "duepa"
BASE = DECKS / "ember_and_grove.deck"  # partner SG-224: fire creature side, nature spell side


def rules():
    return engine.get_format("duepa")()


def validate(text: str):
    return rules().validate_deck(parse_deck(text, "test.deck"))


def base_cards() -> list[str]:
    return load_deck(BASE).card_ids()


def deck_text(partner: str | None, cards: list[str], name="T") -> str:
    out = [f"name: {name}"]
    if partner:
        out.append(f"partner: {partner}")
    out += [f"1 {c}" for c in cards]
    return "\n".join(out) + "\n"


def unused(civs: set[str], n: int, exclude=()) -> list[str]:
    """Pool cards whose civilizations are exactly `civs`, not in the base deck, not banned."""
    taken = set(base_cards()) | set(exclude) | set(banlist("duepa")) | {"SG-224"}
    out = [c.id for c in shield_pool() if set(c.all_civs) == civs and c.id not in taken
           and not c.starts_in and c.copies is None]
    assert len(out) >= n
    return out[:n]


def line_of(text: str, needle: str) -> int:
    for i, l in enumerate(text.splitlines(), 1):
        if needle in l:
            return i
    raise AssertionError(needle)


def rules_of(probs) -> set[str]:
    return {p.rule for p in probs}


# ----- the bundled decks --------------------------------------------------------------------------
@pytest.mark.parametrize("path", sorted(DECKS.glob("*.deck")), ids=lambda p: p.stem)
def test_duepa_bundled_decks_are_legal(path):
    deck = load_deck(path)
    probs = rules().validate_deck(deck)
    assert probs == [], "\n".join(map(str, probs))
    assert deck.size == 60 and deck.partner


def test_duepa_bundled_deck_count():
    assert len(list(DECKS.glob("*.deck"))) >= 5


# ----- 101.1: 60 cards including the partner, hall-of-fame list --------------------------------------
def test_duepa_101_1_exactly_60_including_partner():
    cards = base_cards()
    assert len(cards) == 59
    assert validate(deck_text("SG-224", cards)) == []
    short = validate(deck_text("SG-224", cards[:-1]))
    assert [p.rule for p in short] == ["duepa:101.1"]
    assert "59" in short[0].message and "partner" in short[0].message
    long = validate(deck_text("SG-224", cards + unused({"fire"}, 1)))
    assert [p.rule for p in long] == ["duepa:101.1"] and "61" in long[0].message


def test_duepa_101_1_size_problem_names_the_first_card_line():
    text = deck_text("SG-224", base_cards()[:-1])
    (p,) = validate(text)
    assert p.line == 3 and p.path == "test.deck"  # first card line after name: and partner:


def test_duepa_101_1_hall_of_fame_ban_list():
    banned = sorted(banlist("duepa"))
    assert banned, "the DuePa ban list is empty"
    fire_banned = [b for b in banned if set(shield_pool()[b].all_civs) <= {"fire", "nature"}]
    assert fire_banned
    cards = base_cards()[:-1] + fire_banned[:1]
    text = deck_text("SG-224", cards)
    probs = validate(text)
    assert rules_of(probs) == {"duepa:101.1"}
    (p,) = probs
    assert "ban" in p.message and p.line == line_of(text, fire_banned[0])


# ----- 101.1a / 201.2: civilizations ------------------------------------------------------------------
def test_duepa_101_1a_only_partner_civilizations_and_colorless():
    water = unused({"water"}, 1)[0]
    text = deck_text("SG-224", base_cards()[:-1] + [water])
    probs = validate(text)
    assert rules_of(probs) == {"duepa:201.2a"}  # the partner is a twinpact: 201.2 with 201.2a's civs
    assert probs[0].line == line_of(text, water)
    colorless = unused(set(), 1)[0]
    assert validate(deck_text("SG-224", base_cards()[:-1] + [colorless])) == []


def _fire_nature_deck(extra: list[str]) -> list[str]:
    fire = [c for c in base_cards() if set(shield_pool()[c].all_civs) <= {"fire", "nature"} and c != "SG-201"]
    fire += ["SG-224"]  # the base deck's partner is an ordinary fire card here
    assert len(fire) >= 59
    return fire[: 59 - len(extra)] + extra


def doll_deck(partner: str, n: int = 59) -> str:
    """The partner and n copies of the colorless SG-172 (its text allows many copies)."""
    return f"partner: {partner}\n{n} SG-172\n"


def test_duepa_201_2_deck_only_partner_civilizations():
    """TS-DP-201-1: partner fire/nature (non-twinpact SG-201): water/fire and fire/nature/water rejected,
    fire/nature, mono fire and colorless accepted."""
    partner = "SG-201"  # Galdra, Wildfire Beast: fire/nature creature, cost 5
    pd = shield_pool()[partner]
    assert set(pd.all_civs) == {"fire", "nature"} and pd.spell is None
    ok = _fire_nature_deck([])
    assert partner not in ok
    assert validate(deck_text(partner, ok)) == []
    for bad in ("SG-212", "SG-218"):  # water/fire, water/fire/nature
        text = deck_text(partner, _fire_nature_deck([bad]))
        probs = validate(text)
        assert rules_of(probs) == {"duepa:201.2"}, probs
        assert probs[0].line == line_of(text, bad)
    assert validate(deck_text(partner, _fire_nature_deck(unused(set(), 2)))) == []


def test_duepa_201_2a_twinpact_partner_spell_side_civilizations_count():
    """Partner SG-220 (water creature / light spell): mono light, light/water and colorless are allowed,
    fire is not."""
    partner = "SG-220"
    light = unused({"light"}, 20)
    water = unused({"water"}, 30)
    both = ["SG-185", "SG-186"]  # light/water
    colorless = unused(set(), 7)
    cards = light + water + both + colorless
    assert len(cards) == 59
    assert validate(deck_text(partner, cards)) == []
    text = deck_text(partner, cards[:-1] + unused({"fire"}, 1))
    probs = validate(text)
    assert rules_of(probs) == {"duepa:201.2a"}


# ----- 101.1b: singleton -------------------------------------------------------------------------------
def test_duepa_101_1b_singleton_by_name():
    cards = base_cards()
    text = deck_text("SG-224", cards[:-1] + [cards[0]])
    probs = validate(text)
    assert rules_of(probs) == {"duepa:101.1b"}
    assert probs[0].line == line_of(text, cards[0])
    # a count line "2 SG-…" is the same problem
    text2 = "partner: SG-224\n" + "\n".join(f"1 {c}" for c in cards[1:-1]) + f"\n2 {cards[0]}\n"
    assert rules_of(validate(text2)) == {"duepa:101.1b"}


def test_duepa_101_1b_card_text_may_allow_more_copies():
    doll = shield_pool()["SG-172"]
    assert doll.copies and doll.copies > 1 and not doll.civs
    cards = base_cards()[:-3]
    text = "partner: SG-224\n" + "\n".join(f"1 {c}" for c in cards) + "\n3 SG-172\n"
    assert validate(text) == []


def test_duepa_101_1b_partner_counts_as_a_copy():
    cards = base_cards()[:-1] + ["SG-224"]
    probs = validate(deck_text("SG-224", cards))
    assert "duepa:101.1b" in rules_of(probs)


# ----- 101.1c / 101.1d -----------------------------------------------------------------------------------
def test_duepa_101_1c_start_outside_deck_forbidden():
    starts = [c.id for c in shield_pool() if c.starts_in]
    assert starts
    text = deck_text("SG-224", base_cards()[:-1] + starts[:1])
    probs = validate(text)
    assert rules_of(probs) == {"duepa:101.1c"}
    assert probs[0].line == line_of(text, starts[0])


def test_duepa_101_1c_no_hyperspatial_or_gr_zone_in_games():
    g = engine.new_game("duepa", [{"name": "A", "deck": str(BASE)}, {"name": "B", "deck": str(BASE)}], seed=1)
    names = {k.split(".", 1)[1] for k in g.zones}
    assert not names & {"hyperspatial", "gr", "super_gr"}


def test_duepa_101_1d_not_for_tournaments_is_legal():
    nft = [c.id for c in shield_pool() if c.not_for_tournaments]
    assert nft
    assert validate(deck_text("SG-224", base_cards()[:-1] + nft[:1])) == []


# ----- 201.1 / 201.1a: the partner ------------------------------------------------------------------------
def test_duepa_201_1_partner_required():
    probs = validate(deck_text(None, base_cards() + unused({"fire"}, 1)))
    assert "duepa:201.1" in rules_of(probs)
    assert any("partner" in p.message for p in probs)


def test_duepa_201_1_partner_must_be_creature_cost_5_or_more():
    small = [c.id for c in shield_pool() if c.civs == ("fire",) and c.is_creature and c.cost < 5 and not c.spell
             and c.id not in base_cards() and c.id not in banlist("duepa")][0]
    text = doll_deck(small)
    probs = validate(text)
    assert rules_of(probs) == {"duepa:201.1"}
    assert probs[0].line == line_of(text, "partner:")
    spell = [c.id for c in shield_pool() if c.type == "spell" and c.civs == ("fire",) and c.cost >= 5][0]
    assert rules_of(validate(doll_deck(spell))) == {"duepa:201.1"}
    assert validate(doll_deck("SG-201")) == []


def test_duepa_201_1a_twinpact_partner_creature_side_cost():
    """SG-230: creature side cost 3, spell side cost 5 -> not a legal partner; SG-222 (creature 5) is."""
    gedou = shield_pool()["SG-230"]
    assert gedou.cost < 5 <= gedou.spell.cost
    probs = validate(doll_deck("SG-230"))
    assert rules_of(probs) == {"duepa:201.1a"}
    red = shield_pool()["SG-222"]
    assert red.cost >= 5 and red.spell is not None
    assert validate(doll_deck("SG-222")) == []


def test_duepa_deck_parse_errors_name_the_line():
    from engine.core.errors import DataError
    with pytest.raises(DataError) as e:
        parse_deck("partner: SG-224\n1 SG-001\nthree SG-002\n", "x.deck")
    assert e.value.line == 3
