"""Card ids parsed strictly (issue 30 item 4): a card has one spelling in an action's text, "c" and its number
(`c0`, `c17`); `c+17`, `c-1`, `c17.0`, `c017` name no card and are refused exactly as an id of no card is, so
the hidden-card refusal is keyed on the card the one spelling names, never on the text.  A player is `p0` …
`p99`, nothing else.  Before, `c+N`, `c-K` and `cN.0` slipped past the hidden-card refusal into the families'
explanations (nothing leaked then, by luck of generic wording), and a block naming its attacker with another
letter ("x7") made the stack family explain with the abilities of card 7, whoever held it."""
from __future__ import annotations

import re

import pytest

from engine.conformance import Config, new_random_game
from engine.core.actions import card_id, names_card, parse_action
from engine.core.errors import IllegalAction, InvalidAction

from tests.stack.support import L, do, pass_until, player, scenario


def spellings(n: int) -> list[str]:
    """Every other way a person or a program might write card n."""
    return [f"c+{n}", f"c-{n}", f"c{n}.0", f"c0{n}", f"c00{n}", f"c{n}:", f"c{n}_", f"c{n}-", f"c{n}+0", f"c{n}e0",
            "c-0", "c+0"]


def test_a_card_and_a_player_have_one_spelling():
    assert [card_id(t) for t in ("c0", "c7", "c17", "c123456789")] == [0, 7, 17, 123456789]
    for t in spellings(17) + ["c", "C17", "card17", "c1234567890", "h17", "17", "p17"]:
        assert card_id(t) is None, t
    assert all(names_card(t) for t in spellings(17)) and not any(names_card(t) for t in ("cancel", "c", "charge"))
    for text in ("p01 concede", "p00 concede", "p+1 concede", "p\u0661 concede", "p1.0 concede", "p100 concede"):
        with pytest.raises(InvalidAction):
            parse_action(text)
    assert parse_action("p1 concede").player == 1 and parse_action("p12 concede").player == 12


def _refusal(g, text, token):
    """(code, message, rule, params) of refusing `text`, with `token` written as cX; the game unchanged."""
    before = g.fingerprint(), len(g.events), len(g.actions_log)
    with pytest.raises(IllegalAction) as e:
        g.perform(text)
    assert (g.fingerprint(), len(g.events), len(g.actions_log)) == before
    norm = lambda s: re.sub(rf"(?<![\w+.:-]){re.escape(token)}(?![\w+.:-])", "cX", str(s))  # noqa: E731
    err = e.value
    return err.code, norm(err), norm(err.message), err.rule, tuple(sorted((k, norm(v)) for k, v in err.params.items()))


@pytest.mark.parametrize("fmt,players", [("duel", 2), ("duepa", 3), ("divide", 2), ("tag", 4), ("magic", 2),
                                         ("ffa", 4), ("emperor", 6)])
def test_every_other_spelling_of_a_card_is_refused_as_an_id_of_no_card(fmt, players):
    g = new_random_game(Config(f"{fmt}-{players}p", fmt, players), 3030)
    p = g.decision.waiting_for()[0]
    legal = [a for a in g.legal_actions(p) if a.args and card_id(a.args[0]) is not None]
    if not legal:   # a decision without a card: the first of the mulligans, say; play on to one with a card
        for _ in range(40):
            g.perform(g.legal_actions(g.decision.waiting_for()[0])[0])
            p = g.decision.waiting_for()[0]
            legal = [a for a in g.legal_actions(p) if a.args and card_id(a.args[0]) is not None]
            if legal:
                break
    assert legal, "no answer naming a card"
    a = legal[0]
    seen = card_id(a.args[0])
    hidden = next(c.id for c in g.cards if not g.token(c.id, p).startswith("c"))
    nobody = f"c{len(g.cards) + 5}"
    rest = " ".join(a.args[1:])
    base = _refusal(g, f"p{p} {a.verb} {nobody} {rest}".strip(), nobody)
    assert base[0] == "unknown-card"
    for cid in (seen, hidden):
        for tok in spellings(cid):
            assert _refusal(g, f"p{p} {a.verb} {tok} {rest}".strip(), tok) == base, (fmt, tok)
    g.perform(a)     # the one spelling of the visible card is still the legal answer


def test_a_block_naming_its_attacker_by_another_letter_is_refused_like_no_card():
    """P1 blocks; card 'fly' (a flyer) sits in P0's hand, hidden from P1.  'p1 block <boar> x<fly>' used to be
    explained with the hidden flyer's abilities ("a creature with flying can be blocked only by …")."""
    g = scenario("magic", [player("A", battlefield=[{"card": "ST-G02", "as": "atk"}],
                                  hand=[{"card": "ST-U09", "as": "fly"}]),
                           player("B", battlefield=[{"card": "ST-G02", "as": "boar"}])])
    pass_until(g, kind="declare-attackers")
    do(g, "p0 attack $atk p1", "p0 done")
    pass_until(g, kind="declare-blockers")
    fly = int(L(g, "fly")[1:])
    nobody = len(g.cards) + 5
    for letter in ("x", "h", "C", "p", "c0", "c+"):
        got = _refusal(g, f"p1 block {L(g, 'boar')} {letter}{fly}", f"{letter}{fly}")
        assert got == _refusal(g, f"p1 block {L(g, 'boar')} {letter}{nobody}", f"{letter}{nobody}"), letter
        assert "flying" not in " ".join(map(str, got)), letter
