"""The generic random-simulation check of every registered format (after OpenSpiel's
`random_sim_test`): seeded random games with the invariants checked after every action, clone ==
replay == save round-trip at every 2^k-th action (OpenSpiel's check) and at the end, no refusal naming a
hidden card at sampled points, and no view, event or legal answer naming a card its
viewer does not know.  tests/engine/test_conformance_generic.py runs the CI tier, benchmarks/soak.py
(`make soak`) the same over many more games.  A new format is covered as soon as it is registered."""
from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

from .invariants import Checker, InvariantError
from .sim import choose_random, default_cap, random_players
from .core.kinds import DREW, LOST, WON

# Options worth games of their own beside every format's defaults (seed 001 §801-806, §805; seed 002
# in DuePa; tag's ace rule).  Configurations whose format lacks the option or the seat count are skipped.
OPTION_VARIANTS = {
    "duepa": [(4, "digital", {"digital_mana": True, "zone_caps": True, "auto_order": True})],
    "ffa": [(4, "range1", {"range": 1}), (5, "range2", {"range": 2}),
            (4, "left", {"attack": "left"}), (4, "right", {"attack": "right"}),
            (6, "range1-left", {"range": 1, "attack": "left"})],
    "teams": [(4, "shared", {"shared_turns": True}), (6, "shared", {"shared_turns": True})],
    "tag": [(4, "ace", {"ace_rule": True})],
}

# Where refusals aimed at hidden cards are probed (a game's clone, replay and save are compared with it at
# every 2^k-th action and at its end: `replay_checked_at`).
SAMPLE_AT = (40, 160, 640, 2560, 10240)


def replay_checked_at(n: int) -> bool:
    """OpenSpiel's check: the clone and the replay equal the game after 1, 2, 4, 8 … actions (a replay costs the
    game so far, so all of them together cost about two replays of the whole game)."""
    return n > 0 and n & (n - 1) == 0


@dataclass(frozen=True)
class Config:
    name: str
    format: str
    players: int
    options: dict = field(default_factory=dict, hash=False)


def player_counts(info) -> list[int]:
    """Minimum, 4 where allowed, maximum."""
    counts = {info.min_players, info.max_players}
    if info.min_players <= 4 <= info.max_players:
        counts.add(4)
    return sorted(counts)


def configurations() -> list[Config]:
    from . import formats
    out = []
    for info in formats():
        for n in player_counts(info):
            out.append(Config(f"{info.name}-{n}p", info.name, n, {}))
        for n, slug, opts in OPTION_VARIANTS.get(info.name, ()):
            if info.min_players <= n <= info.max_players and all(k in info.options for k in opts):
                out.append(Config(f"{info.name}-{n}p-{slug}", info.name, n, dict(opts)))
    return out


def new_random_game(cfg: Config, seed: int):
    from .newgame import new_game
    rng = random.Random(seed)
    return new_game(cfg.format, random_players(cfg.format, cfg.players, rng), options=cfg.options or None,
                    seed=rng.randrange(1 << 62))


def check_clone_replay_save(g) -> None:
    """The clone, the replay of the action list and the loaded save are the same game as `g`, and a
    clone plays on without touching `g`."""
    from .saves import load_game, replay
    fp = g.fingerprint()
    legal = [str(a) for a in g.legal_actions()]
    c = g.clone()
    if c.fingerprint() != fp or [str(a) for a in c.legal_actions()] != legal:
        raise InvariantError("the clone differs from the game")
    r = replay(g.setup, list(g.actions_log))
    if r.fingerprint() != fp or [str(a) for a in r.legal_actions()] != legal:
        raise InvariantError("replaying the action list does not reach the game")
    if load_game(g.to_json()).fingerprint() != fp:
        raise InvariantError("save/load does not reach the same fingerprint")
    if legal and c.decision is not None:
        p = c.decision.waiting_for()[0]
        a = str(c.legal_actions(p)[0])
        c.perform(a)
        r.perform(a)
        if c.fingerprint() != r.fingerprint():
            raise InvariantError(f"after {a!r} the clone and the replay differ")
        if g.fingerprint() != fp:
            raise InvariantError("playing on a clone changed the original game")


def check_refusals_hide(g, hidden_probes: int = 3) -> None:
    """Refusals reveal nothing hidden (issue 18): the actor's card-taking verbs aimed at a few cards hidden
    from them are refused without the card's code or name, exactly as an id of no card is refused."""
    from .core.errors import ActionError
    d = g.decision
    if g.outcome is not None or d is None:
        return
    p = d.waiting_for()[0]
    hidden = [c.id for c in g.cards if not g.token(c.id, p).startswith("c")]
    legal = {str(a) for a in g.legal_actions(p)}
    nobody = f"c{len(g.cards) + 5}"
    for verb in sorted(v for v in g.rules.verbs if v != "concede"):
        answers = set()
        for cid in [len(g.cards) + 5] + hidden[::max(1, len(hidden) // hidden_probes)][:hidden_probes]:
            text = f"p{p} {verb} c{cid}"
            if text in legal:
                continue
            try:
                g.clone().perform(text)
                continue
            except ActionError as e:
                said = " ".join(map(str, (e, e.code, e.rule, *e.params.values()))).replace(f"c{cid}", nobody)
            if cid < len(g.cards):
                c = g.cards[cid]
                for secret in (c.defn.id, getattr(c.defn, "name_en", ""), getattr(c.defn, "name_ja", "")):
                    if secret and secret in said:
                        raise InvariantError(f"refusing {text!r} names hidden {secret!r} to p{p}")
            answers.add(said)
        if len(answers) > 1:
            raise InvariantError(f"p{p} {verb} on hidden cards is refused in different ways: {sorted(answers)}")


# draws that end the game only for some players (the limited range of influence, 801): the others play on, and
# one of them may still win (104.4e, 104.4f, 104.4h); any other draw ends the game for everyone left
PARTIAL_DRAWS = frozenset({"mtg:104.4e", "mtg:104.4f", "mtg:104.4h"})


def check_outcome(g) -> None:
    o = g.outcome
    if o is None:
        return
    results = {r for r, _ in o.players.values()}
    if set(o.players) != set(range(g.n_players)):
        raise InvariantError(f"the outcome does not name every player: {o.players}")
    whole_draw = any(r == DREW and why not in PARTIAL_DRAWS for r, why in o.players.values())
    if not results <= {WON, LOST, DREW} or (WON in results and whole_draw):
        raise InvariantError(f"impossible outcome {o.players}")
    for p, (r, why) in o.players.items():
        if not why:
            raise InvariantError(f"p{p} {r} without a rule id")


@dataclass
class GameResult:
    actions: int
    finished: bool
    outcome: object
    cpu: float


def play_checked(cfg: Config, seed: int, *, cap: int | None = None, view_every: int = 10,
                 policy: str = "act", watch=None) -> GameResult:
    """One seeded random game with every check; raises InvariantError (or the engine's error) on a break.
    `watch(g)`: called at every decision before it is answered (a test's own check)."""
    t0 = time.process_time()
    g = new_random_game(cfg, seed)
    rng = random.Random(seed ^ 0x5EED)
    cap = default_cap(cfg.players) if cap is None else cap
    checker = Checker(view_every=view_every, save_every=0)
    checker(g)
    samples = set(SAMPLE_AT)
    n = 0
    while g.outcome is None and g.decision is not None and n < cap:
        if watch is not None:
            watch(g)
        p = g.decision.waiting_for()[0]
        g.perform(choose_random(g.decision.actions[p], rng, policy))
        n += 1
        checker(g)
        if replay_checked_at(n):
            check_clone_replay_save(g)
        if n in samples:
            check_refusals_hide(g)
    if g.outcome is None and g.decision is None:
        raise InvariantError("the game stopped without an outcome and without a decision")
    check_clone_replay_save(g)
    check_outcome(g)
    return GameResult(n, g.outcome is not None, g.outcome, time.process_time() - t0)


@dataclass
class Row:
    config: str
    games: int = 0
    unfinished: int = 0
    breaks: int = 0
    actions: int = 0
    cpu: float = 0.0
    first_break: str = ""


def run_config(cfg: Config, games: int, seed: int, *, view_every: int = 10, keep_going: bool = True,
               cap: int | None = None) -> Row:
    """`games` checked games of one configuration.  keep_going: count breaks instead of raising."""
    row = Row(cfg.name)
    for i in range(games):
        game_seed = seed * 1_000_003 + i
        t0 = time.process_time()
        try:
            r = play_checked(cfg, game_seed, view_every=view_every, cap=cap)
        except Exception as e:  # noqa: BLE001 - the soak counts every kind of break
            if not keep_going:
                raise
            row.breaks += 1
            row.first_break = row.first_break or f"seed {game_seed}: {type(e).__name__}: {e}"[:300]
            row.games += 1
            row.cpu += time.process_time() - t0
            continue
        row.games += 1
        row.actions += r.actions
        row.unfinished += not r.finished
        row.cpu += r.cpu
    return row
