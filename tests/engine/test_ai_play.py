"""How the computer players play, over seeded positions in each family: no idle seat (a computer that can put
a creature on a board no bigger than its opponents' does put something into play that turn) and no gift (an
attack into an untapped blocker that wins the fight is made only when engine/ai/combat.py names what it
gains).  The positions come from seeded Normal-against-Normal games; the explicit ones at the end say the
same on one hand-built board per family.  How strong the levels are is a figure of benchmarks/bench_ai.py."""
from __future__ import annotations

import functools
import random

import pytest

import engine
from engine.ai import make_player
from engine.ai.combat import GAINS, _attacks_of, attack_gain, is_gift, winning_blockers
from engine.ai.normal import _pl
from engine.ai.observation import Observation
from engine.sim import random_players
from tests.toml_writer import tv

FAMILIES = [("duel", 2), ("divide", 2), ("magic", 2)]
# DuePa too: its Galaxy Shield once took a Normal seat's mana every turn and gave the partner straight back
IDLE = FAMILIES + [("duepa", 4)]
DEPLOY = {"summon", "cast", "play"}
HARD = {"playouts": 9, "seconds": 1e9}      # a small fixed budget: deterministic, and quick


def _board(v, p: int) -> int:
    if v.family == "lifezone":
        z = v.zones.get("all.field")
        return sum(1 for c in (z.cards if z else ()) if c.controller == p)
    z = v.zones.get(f"p{p}.battle" if v.family == "shield" else f"p{p}.battlefield")
    return sum(1 for c in (z.cards if z else ()) if c.stats.get("power") is not None)


def _creature(g, a) -> bool:
    """Whether answer `a` puts a creature (unit) from hand into play."""
    if a.verb not in DEPLOY or not a.args or not a.args[0].startswith("c"):
        return False
    d = g.cards[int(a.args[0][1:])].defn
    return getattr(d, "type", "") in ("creature", "evolution", "unit") or bool(getattr(d, "power", 0))


def _games(fmt, n, seeds):
    """Seeded Normal-against-Normal games, yielding (game, player to act, legal answers) at every decision."""
    for seed in seeds:
        rng = random.Random(seed)
        g = engine.new_game(fmt, random_players(fmt, n, rng), seed=rng.randrange(1 << 62))
        normal = {p: make_player("normal", seed + p) for p in range(n)}
        while g.outcome is None and g.turn < 24:
            p = g.decision.waiting_for()[0]
            acts = [a for a in g.legal_actions(p) if a.verb != "concede"]
            yield g, p, acts
            g.perform(normal[p].choose(g, p))


def _hand(v, p: int) -> int:
    z = v.zones.get(f"p{p}.hand")
    return z.count if z else 0


# seeded games searched for positions (a 4-seat game holds more of them)
SEEDS = {"duel": 8, "divide": 8, "magic": 6, "duepa": 3}


@functools.lru_cache(maxsize=None)
def idle_positions(fmt, n, want=5):
    """Positions where the player whose turn it is can put a creature into play, its board is no bigger than
    any opponent's, and the game is past its opening: doing nothing there is clearly worse.  The smallest
    hands first: with one or two cards, a card put into mana or energy is the turn's play given up."""
    found, taken = [], set()
    for g, p, acts in _games(fmt, n, range(40, 40 + SEEDS[fmt])):
        v = g.view(p)
        if (g.turn, p) in taken or v.turn_player != p or g.turn < 5:
            continue
        if not any(_creature(g, a) for a in acts):
            continue
        mine = _board(v, p)
        if all(mine <= _board(v, q) for q in range(n) if q != p and v.seats[q].alive):
            taken.add((g.turn, p))
            found.append((_hand(v, p), len(found), g.clone(), p))
    return [(g, p) for _, _, g, p in sorted(found, key=lambda f: f[:2])[:want]]


def _rest_of_turn(g, p, seat, seed):
    """Play the rest of the turn (`seat` for p, Normal for everyone else); the answers p gave."""
    others = make_player("normal", seed)
    turn, gave = g.turn, []
    while g.outcome is None and g.turn == turn:
        q = g.decision.waiting_for()[0]
        a = (seat if q == p else others).choose(g, q)
        if q == p:
            gave.append(a)
        g.perform(a)
    return gave


def _each(positions: list, fmt: str, least: int):
    """The seeded positions numbered (the number seeds the seat), after checking the games held enough."""
    assert len(positions) >= least, f"{fmt}: too few seeded positions"
    return enumerate(positions)


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("fmt,n", IDLE)
def test_no_idle_seat_a_computer_that_can_add_to_a_board_no_bigger_than_its_opponents_does(fmt, n, level):
    for i, (g, p) in _each(idle_positions(fmt, n), fmt, 4):
        g = g.clone()
        gave = _rest_of_turn(g, p, make_player(level, i, **HARD), i)
        assert any(a.verb in DEPLOY for a in gave), (fmt, level, g.turn, [str(a) for a in gave])


@functools.lru_cache(maxsize=None)
def gift_positions(fmt, n, want=5):
    """Positions where the player to act may declare an attack that an untapped blocker would win."""
    out = []
    for g, p, acts in _games(fmt, n, range(60, 100)):
        if len(acts) < 2 or not any(a.verb in ("attack", "target") for a in acts):
            continue
        obs = Observation(g, p)
        if any(_risky(obs, a) for a in acts):
            out.append((g.clone(), p))
            if len(out) == want:
                break
    return out


def _risky(obs, a) -> bool:
    """An attack into a winning blocker (whether or not it gains something)."""
    if a.verb == "attack" and a.args:
        if obs.family == "stack":
            q = _pl(a.args[1]) if len(a.args) > 1 else None
            return q is not None and bool(winning_blockers(obs, a.args[0], q))
        return any(winning_blockers(obs, a.args[0], q) for q in obs.opponents())
    return False


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("fmt,n", FAMILIES)
def test_no_attack_into_a_blocker_that_wins_the_fight_unless_the_gain_is_named(fmt, n, level):
    positions = gift_positions(fmt, n)
    assert len(positions) >= 3, f"{fmt}: too few seeded positions"
    for i, (g, p) in enumerate(positions):
        obs = Observation(g, p)
        seat = make_player(level, i, **HARD)
        a = seat.choose(g.clone(), p)
        assert not is_gift(obs, a), (fmt, level, str(a))
        if _risky(obs, a):
            q = _pl(a.args[1]) if obs.family == "stack" else obs.opponents()[0]
            assert attack_gain(obs, a.args[0], q) is not None
            assert seat.reason in GAINS, (fmt, level, str(a), seat.reason)     # and the seat names it


@functools.lru_cache(maxsize=None)
def pressing_positions(per_family=4):
    """In seeded Normal-against-Normal games, positions where Normal attacks into a blocker that wins the fight
    (it does so only for a gain).  The shield and stack games hold them; twenty seeded divide games hold none (a
    life-zone attacker seldom meets a bigger standing unit with a gain in sight), and their search would double
    the test's time: divide's gifts are test_no_attack_into_a_blocker_that_wins_the_fight_unless_the_gain_is_named's."""
    out = []
    for fmt, n in (("duel", 2), ("magic", 2)):
        found = 0
        for g, p, acts in _games(fmt, n, range(60, 80)):
            if not any(a.verb == "attack" for a in acts):
                continue
            obs = Observation(g, p)
            if any(_risky(obs, a) for a in acts) and _risky(obs, make_player("normal", 0).choose(g, p)):
                out.append((fmt, g.clone(), p))
                found += 1
                if found == per_family:
                    break
    return out


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_an_attack_into_a_blocker_that_wins_the_fight_names_what_it_gains(level):
    """The seat's own reason (ComputerPlayer.reason) for every attack into a winning blocker it makes is a gain
    combat.py names; the seeded positions hold such attacks (a pressing or lethal one), so the check runs."""
    answers = []
    for i, (fmt, g, p) in enumerate(pressing_positions()):
        seat = make_player(level, i, **HARD)
        a = seat.choose(g.clone(), p)
        answers.append((fmt, str(a), _risky(Observation(g, p), a), seat.reason))
    made = [(fmt, a, why) for fmt, a, risky, why in answers if risky]
    assert made, answers
    assert all(why in GAINS for _, _, why in made), made


@functools.lru_cache(maxsize=None)
def lethal_positions(fmt, n, want=4):
    """The first attack decision of a turn where the attackers the defenders cannot all block finish the
    defending side (combat.attack_gain: "lethal"): not attacking there throws the game's end away."""
    out, taken, last, game = [], set(), None, 0
    for g, p, acts in _games(fmt, n, range(40, 52)):
        if g is not last:            # the next seed's game
            last, game = g, game + 1
        key = (game, g.turn, p)
        if key in taken or g.view(p).turn_player != p or not any(a.verb == "attack" for a in acts):
            continue
        taken.add(key)
        obs = Observation(g, p)
        if any(attack_gain(obs, t, q) == "lethal" for a in acts for t, q in _attacks_of(obs, a)):
            out.append((g.clone(), p))
            if len(out) == want:
                break
    return out


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("fmt,n", FAMILIES)
def test_no_idle_seat_a_computer_whose_attack_wins_outright_attacks(fmt, n, level):
    for i, (g, p) in _each(lethal_positions(fmt, n), fmt, 3):
        seat = make_player(level, i, **HARD)
        a = seat.choose(g.clone(), p)
        assert a.verb == "attack", (fmt, level, g.turn, str(a))
        assert seat.reason in ("open", "lethal"), (fmt, level, str(a), seat.reason)


def _savable(obs) -> bool:
    """Whether the seat's blockers can stop damage that would otherwise finish its side: the unblocked
    attackers of our side's life carry at least that life, and one blocker each on the biggest of them (any
    legal pairing, found greedily) leaves less."""
    pairs = [(a.args[0], a.args[1]) for a in obs.legal if a.verb == "block"]
    team = next((t for t in obs.view.teams if obs.player in t.members), None)
    shared = team is not None and team.counters.get("shared_life")
    side = set(team.members) if shared else {obs.player}
    life = team.counters.get("life", 0) if shared else obs.view.seats[obs.player].counters.get("life", 0)
    attackers = sorted(((cv.stats.get("power", 0), cv.token) for z in obs.view.zones.values() for cv in z.cards
                        if cv.stats.get("attacking") in side), reverse=True)
    total, used = sum(pw for pw, _ in attackers), set()
    if total < life:
        return False
    for pw, tok in attackers:
        b = next((b for b, x in pairs if x == tok and b not in used), None)
        if b is not None:
            used.add(b)
            total -= pw
    return total < life


@functools.lru_cache(maxsize=None)
def lethal_attacks_on(fmt, n, want=4):
    """Positions where a seat is asked for its first block against an attack that kills its side unblocked,
    and its blockers can stop it."""
    out = []
    for g, p, acts in _games(fmt, n, range(40, 56)):
        if g.decision.kind != "declare-blockers" or not any(a.verb == "block" for a in acts):
            continue
        obs = Observation(g, p)
        if not obs.info.get("blocks") and _savable(obs):
            out.append((g.clone(), p))
            if len(out) == want:
                break
    return out


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("fmt,n", [("magic", 2), ("2hg", 4)])
def test_no_idle_seat_a_computer_blocks_an_attack_that_would_kill_it_when_its_blockers_can(fmt, n, level):
    for i, (g, p) in _each(lethal_attacks_on(fmt, n), fmt, 3):
        g = g.clone()
        _rest_of_turn(g, p, make_player(level, i, **HARD), i)
        assert g.players[p].alive, (fmt, level, i)


# ----- one hand-built board per family: a lone attacker facing a bigger untapped blocker ----------------
def _shield_card(cid, power, keywords=()):
    return {"id": cid, "name_ja": cid, "name_en": cid, "type": "creature", "civilizations": ["fire"], "cost": 9,
            "text_ja": "", "text_en": "", "power": power, "race_ja": "テスト", "race_en": "Tester",
            "keywords": list(keywords)}


def _unit(cid, power):
    return {"id": cid, "name_ja": cid, "name_en": cid, "type": "unit", "colors": ["red"], "cost": 9,
            "timing": "normal", "power": power, "hit": 1}


def _stack_creature(cid, power, toughness):
    return {"id": cid, "name_en": cid, "name_ja": cid, "type": "creature", "cost": "9", "power": power,
            "toughness": toughness, "text_en": "", "text_ja": ""}


BOARDS = {
    "duel": {"format": "duel", "seed": 3, "turn_player": 0, "step": "attack",
             "card": [_shield_card("TS-SMALL", 2000), _shield_card("TS-WALL", 5000, ["blocker"]),
                      _shield_card("TS-FILL", 1000)],
             "player": [{"name": "A", "deck": ["TS-FILL"] * 8, "shield": ["TS-FILL"] * 5,
                         "battle": [{"card": "TS-SMALL", "as": "x", "sick": False}]},
                        {"name": "B", "deck": ["TS-FILL"] * 8, "shield": ["TS-FILL"] * 5,
                         "battle": [{"card": "TS-WALL", "as": "b"}]}]},
    "divide": {"format": "divide", "seed": 3, "turn_player": 0, "step": "attack", "energy_placed": 1,
               "life": {"t0": ["TS-FILL"] * 6, "t1": ["TS-FILL"] * 6},
               "card": [_unit("TS-SMALL", 2000), _unit("TS-WALL", 5000), _unit("TS-FILL", 1000)],
               "player": [{"name": "A", "deck": ["TS-FILL"] * 8, "field": [{"card": "TS-SMALL", "as": "x"}]},
                          {"name": "B", "deck": ["TS-FILL"] * 8, "field": [{"card": "TS-WALL", "as": "b"}]}]},
    "magic": {"format": "magic", "seed": 3, "turn_player": 0, "step": "declare_attackers",
              "card": [_stack_creature("TS-SMALL", 2, 2), _stack_creature("TS-WALL", 3, 5)],
              "player": [{"name": "A", "library": ["ST-L1"] * 12, "battlefield": [{"card": "TS-SMALL", "as": "x"}]},
                         {"name": "B", "library": ["ST-L1"] * 12, "battlefield": [{"card": "TS-WALL", "as": "b"}]}]},
}


def _load(board: dict, tmp_path):
    """The board as a scenario file (inline cards need one) loaded through the public engine.load_scenario."""
    lines = [f"{k} = {tv(v)}" for k, v in board.items() if k not in ("player", "card")]
    for table in ("player", "card"):
        for d in board[table]:
            lines += [f"\n[[{table}]]"] + [f"{k} = {tv(v)}" for k, v in d.items()]
    path = tmp_path / "board.toml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return engine.load_scenario(path)


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("fmt", sorted(BOARDS))
def test_a_lone_attacker_stays_home_from_a_bigger_untapped_blocker(fmt, level, tmp_path):
    g = _load(BOARDS[fmt], tmp_path)
    p = g.decision.waiting_for()[0]
    assert p == 0 and any(a.verb == "attack" for a in g.legal_actions(p)), [str(a) for a in g.legal_actions(p)]
    obs = Observation(g, p)
    attack = next(a for a in obs.legal if a.verb == "attack")
    assert is_gift(obs, attack)                      # the board is what the test says it is
    a = make_player(level, 1, **HARD).choose(g.clone(), p)
    assert a.verb != "attack", str(a)


def test_every_candidate_of_hards_search_is_played_on_to_the_same_turn(monkeypatch):
    """A playout stops `turns` turns after the decision, not after its own answer: an answer that ends the
    turn (pass) was scored one turn later than one that does not, with a turn of its own development more,
    and the search preferred passing (the position: a divide seat whose pass ends its turn)."""
    import engine.ai.hard as hard
    ends = []
    play = hard.Rollout.play

    def spy(self, w, start=None):
        n = play(self, w, start)
        if w.outcome is None and n < self.cap:
            ends.append(w.turn)
        return n

    monkeypatch.setattr(hard.Rollout, "play", spy)
    checked = 0
    for g, p, acts in _games("divide", 2, range(40, 48)):
        if g.view(p).turn_player != p or {a.verb for a in acts} != {"play", "pass"} or len(acts) > 3:
            continue      # the search's candidates are then the plays and the pass
        passed = g.clone()
        passed.perform(next(a for a in acts if a.verb == "pass"))
        if passed.turn == g.turn:
            continue      # this pass does not end the turn
        ends.clear()
        make_player("hard", 1, **HARD).choose(g.clone(), p)
        assert ends and set(ends) == {g.turn + 2}, (g.turn, ends)
        checked += 1
        if checked == 3:
            break
    assert checked == 3
