"""Hidden stays hidden (issue 18 item 3; DESIGN §4: a refusal reveals nothing hidden).

For every format, at several points of a seeded random game, the player who must act probes every
card-taking verb of the family (`pN block cX`, `pN cast cX`, `pN play cX`, … and the same with a
visible card as second argument) with the id of every card hidden from them: other players' hands and
decks, face-down shields (their own too), life zones.  No refusal (message, code or params) may carry
that card's name or card code, and every hidden id must be refused exactly like an id of no card at all,
so the answer cannot depend on the hidden card's properties or zone."""
from __future__ import annotations

import random
import re

import pytest

from engine.conformance import configurations, new_random_game
from engine.core.errors import ActionError
from engine.sim import choose_random

CONFIGS = configurations()
PROBE_AT = (0, 30)
SAMPLE = 10  # hidden ids probed per point (spread over the id range)


def _refusal(g, legal, text, probe, placeholder="cX"):
    """The refusal of `text` with the probed id replaced, or None if the action is legal."""
    if text in legal:
        return None
    before = len(g.events), len(g.actions_log)
    try:
        g.perform(text)
    except ActionError as e:
        assert (len(g.events), len(g.actions_log)) == before
        norm = lambda s: re.sub(rf"\b{probe}\b", placeholder, str(s))  # noqa: E731
        return (e.code, norm(e), norm(e.message), e.rule, tuple(sorted((k, norm(v)) for k, v in e.params.items())))
    return None


def _secrets(c) -> list[str]:
    d = c.defn
    out = [d.id]
    for attr in ("name_en", "name_ja"):
        v = getattr(d, attr, "")
        if v:
            out.append(v)
    sp = getattr(d, "spell", None)
    if sp is not None:
        out += [x for x in (getattr(sp, "name_en", ""), getattr(sp, "name_ja", "")) if x]
    return out


def _probe(g) -> int:
    p = g.decision.waiting_for()[0]
    hidden = [c.id for c in g.cards if not g.token(c.id, p).startswith("c")]
    hidden = hidden[::max(1, len(hidden) // SAMPLE)]
    legal = {str(a) for a in g.legal_actions()}
    seen = [c.id for c in g.cards if g.token(c.id, p).startswith("c")]
    verbs = sorted(v for v in g.rules.verbs if v != "concede")
    nobody = f"c{len(g.cards) + 5}"
    second = [""] + [f" c{seen[0]}"] if seen else [""]
    n = 0
    for verb in verbs:
        for tail in second:
            base = _refusal(g, legal, f"p{p} {verb} {nobody}{tail}", nobody)
            for cid in hidden:
                probe = f"c{cid}"
                got = _refusal(g, legal, f"p{p} {verb} {probe}{tail}", probe)
                if got is None:
                    continue
                n += 1
                text = " ".join(map(str, got))
                for s in _secrets(g.cards[cid]):
                    assert s not in text, f"{verb} {probe}{tail} by p{p} names hidden {s!r}: {text}"
                assert got == base, f"p{p} {verb} {probe}{tail}: refused unlike an id of no card:\n{got}\n{base}"
    return n


@pytest.mark.parametrize("cfg", CONFIGS, ids=[c.name for c in CONFIGS])
def test_refusals_never_reveal_hidden_cards(cfg):
    g = new_random_game(cfg, 1818)
    rng = random.Random(18)
    probes = 0
    for step in range(max(PROBE_AT) + 1):
        if g.outcome is not None or g.decision is None:
            break
        if step in PROBE_AT:
            probes += _probe(g)
        p = g.decision.waiting_for()[0]
        g.perform(choose_random(g.decision.actions[p], rng, "act"))
    assert probes > 0
