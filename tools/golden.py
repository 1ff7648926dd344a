"""Golden games: seeded random games of every format recorded as rule-level facts (tests/golden/*.json).

    python -m tools.golden regenerate [NAME ...]    rewrite the files (all, or the named ones)
    python -m tools.golden check [NAME ...]         replay them (what tests/engine/test_golden.py does)
    python -m tools.golden list                     the configurations

A golden file holds the setup (format, options, seed, first player, each player's deck as a card list)
and the actions played, then at every CHECK_EVERY-th action and at the end: who must decide, the kind
and rule of the decision, and the sorted texts of the legal answers; at the end the outcome.

Nothing in a golden file depends on how the engine stores a game.  Card tokens are written as the
card's identity, not as the engine's number for it: `c:<card id>#<owner>.<k>` (a card the actor can
see) or `h:<card id>#<owner>.<k>` (a card hidden from the actor, shown by the engine as an opaque
handle), where k counts the owner's copies of that card id in the order the setup lists them.  Which
physical copy ends where is decided by the seed's shuffles, i.e. by the rules and the seed; the engine's
internal card numbering and handle hashing may change freely.  The replay therefore does not depend on
the playout policy either: it looks each recorded action up among the legal ones.

A regeneration is a statement that the rules changed on purpose.  Its commit message must say which rule
(rule id) changed and why, and `git diff tests/golden` should show only games that the change explains.
"""
from __future__ import annotations

import json
import random
import re
import sys
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOLDEN_DIR = ROOT / "tests" / "golden"
CHECK_EVERY = 25
GOLDEN_CAP = 6000          # actions per golden game at most (a game still running there is recorded so)
GOLDEN_VERSION = 1

# Options worth a game of their own, beside every format's defaults (DESIGN §2, seed 001 §8, seed 002).
OPTION_VARIANTS = {
    "duepa": [(4, "digital", {"digital_mana": True, "zone_caps": True, "auto_order": True})],
    "ffa": [(4, "range1", {"range": 1}), (5, "range2", {"range": 2}),
            (4, "left", {"attack": "left"}), (4, "right", {"attack": "right"}),
            (6, "range1-left", {"range": 1, "attack": "left"})],
    "teams": [(4, "shared", {"shared_turns": True}), (6, "shared", {"shared_turns": True})],
    "tag": [(4, "ace", {"ace_rule": True})],
}


def player_counts(info) -> list[int]:
    """Minimum, 4 where allowed, maximum."""
    return sorted({info.min_players, info.max_players} | ({4} if info.min_players <= 4 <= info.max_players else set()))


def configs() -> list[dict]:
    import engine
    out = []
    for info in engine.formats():
        for n in player_counts(info):
            out.append({"name": f"{info.name}-{n}p", "format": info.name, "players": n, "options": {}})
        for n, slug, opts in OPTION_VARIANTS.get(info.name, ()):
            if info.min_players <= n <= info.max_players and all(k in info.options for k in opts):
                out.append({"name": f"{info.name}-{n}p-{slug}", "format": info.name, "players": n,
                            "options": dict(opts)})
    return out


# ----- representation-independent texts --------------------------------------------------------------
_CARD = re.compile(r"^c(\d+)$")
_HANDLE = re.compile(r"^h[0-9a-f]{8,}$")


class Namer:
    """Card tokens of one game written as card identities (see the module docstring)."""

    def __init__(self, game):
        self.g = game
        self._names: list[str] = []
        self._handles: dict[str, int] = {}
        self._handles_at = None

    def card_name(self, cid: int) -> str:
        g = self.g
        while len(self._names) < len(g.cards):  # cards made during play (tokens) get names as they appear
            self._names = self._number()
        return self._names[cid]

    def _number(self) -> list[str]:
        seen: dict[tuple, int] = {}
        names = []
        for c in self.g.cards:
            key = (c.owner, c.defn.id)
            k = seen.get(key, 0)
            seen[key] = k + 1
            names.append(f"{c.defn.id}#{c.owner}.{k}")
        return names

    def _handle_owner(self, tok: str) -> int:
        g = self.g
        stamp = (len(g.actions_log), len(g.cards))
        if self._handles_at != stamp:
            self._handles = {g.handle(cid): cid for cid in range(len(g.cards))}
            self._handles_at = stamp
        return self._handles[tok]

    def text(self, action) -> str:
        parts = [f"p{action.player}", action.verb]
        for tok in action.args:
            m = _CARD.match(tok)
            if m:
                parts.append("c:" + self.card_name(int(m.group(1))))
            elif _HANDLE.match(tok):
                try:
                    parts.append("h:" + self.card_name(self._handle_owner(tok)))
                except KeyError:
                    parts.append(tok)
            else:
                parts.append(tok)
        return " ".join(parts)


def decision_facts(g, namer: Namer, at: int) -> dict:
    d = g.decision
    if d is None:
        return {"at": at, "decision": None}
    return {"at": at, "kind": d.kind, "rule": d.rule, "mode": d.mode, "waiting": list(d.waiting_for()),
            "legal": sorted(namer.text(a) for a in g.legal_actions())}


def outcome_facts(g):
    if g.outcome is None:
        return None
    return g.outcome.to_data()


# ----- generation --------------------------------------------------------------------------------------
def setup_for(cfg: dict, seed: int) -> dict:
    from engine.sim import random_players
    rng = random.Random(seed)
    players = []
    for p in random_players(cfg["format"], cfg["players"], rng):
        deck = p["deck"]
        players.append({"name": p["name"], "seat": p["seat"], "team": p.get("team"),
                        "deck": list(deck.card_ids()), "partner": getattr(deck, "partner", None)})
    return {"format": cfg["format"], "options": cfg["options"], "seed": rng.randrange(1 << 62),
            "first_player": None, "players": players}


def new_game_from(setup: dict):
    import engine
    return engine.new_game(setup["format"], [dict(p) for p in setup["players"]], options=setup["options"] or None,
                           seed=setup["seed"], first_player=setup["first_player"])


def generate(cfg: dict, tries: int = 4) -> dict:
    """Play seeded games with the default playout policy; keep the first one that ends (else the last)."""
    from engine.sim import choose_random
    base = zlib.crc32(cfg["name"].encode())
    for t in range(tries):
        setup = setup_for(cfg, base + t)
        g = new_game_from(setup)
        namer = Namer(g)
        rng = random.Random(base * 7 + t)
        actions, checkpoints = [], [decision_facts(g, namer, 0)]
        while g.outcome is None and g.decision is not None and len(actions) < GOLDEN_CAP:
            p = g.decision.waiting_for()[0]
            a = choose_random(g.legal_actions(p), rng)
            actions.append(namer.text(a))
            g.perform(a)
            if len(actions) % CHECK_EVERY == 0:
                checkpoints.append(decision_facts(g, namer, len(actions)))
        if g.outcome is not None or t == tries - 1:
            break
    end = decision_facts(g, namer, len(actions))
    return {"golden": GOLDEN_VERSION, "name": cfg["name"], "setup": setup, "check_every": CHECK_EVERY,
            "actions": actions, "checkpoints": checkpoints, "end": end, "turn": g.turn,
            "outcome": outcome_facts(g)}


def dump(data: dict) -> str:
    """One action or checkpoint per line, so that a regeneration diff reads game by game."""
    head = {k: v for k, v in data.items() if k not in ("actions", "checkpoints")}
    lines = ["{"]
    for k, v in head.items():
        lines.append(f" {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)},")
    lines.append(' "actions": [')
    lines.append(",\n".join("  " + json.dumps(a, ensure_ascii=False) for a in data["actions"]))
    lines.append(" ],")
    lines.append(' "checkpoints": [')
    lines.append(",\n".join("  " + json.dumps(c, ensure_ascii=False) for c in data["checkpoints"]))
    lines.append(" ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


# ----- replay ------------------------------------------------------------------------------------------
class GoldenMismatch(AssertionError):
    pass


def replay(data: dict) -> None:
    """Replay a golden game and compare every recorded fact; raises GoldenMismatch at the first difference."""
    name = data["name"]
    g = new_game_from(data["setup"])
    namer = Namer(g)
    checkpoints = {c["at"]: c for c in data["checkpoints"]}

    def compare(expected: dict, at: int) -> None:
        got = decision_facts(g, namer, at)
        if got != expected:
            diff = {k: (expected.get(k), got.get(k)) for k in set(expected) | set(got)
                    if expected.get(k) != got.get(k)}
            if "legal" in diff:
                e, o = set(expected.get("legal") or ()), set(got.get("legal") or ())
                diff["legal"] = {"missing": sorted(e - o), "new": sorted(o - e)}
            raise GoldenMismatch(f"{name}: after {at} actions the decision differs: {diff}")

    if 0 in checkpoints:
        compare(checkpoints[0], 0)
    for i, text in enumerate(data["actions"]):
        if g.decision is None:
            raise GoldenMismatch(f"{name}: the game ended after {i} actions; the golden game goes on with {text!r}")
        matches = [a for a in g.legal_actions() if namer.text(a) == text]
        if len(matches) != 1:
            legal = sorted(namer.text(a) for a in g.legal_actions())
            raise GoldenMismatch(f"{name}: action {i + 1} {text!r} is {'ambiguous' if matches else 'not legal'} "
                                 f"now; legal: {legal[:30]}")
        g.perform(matches[0])
        if i + 1 in checkpoints:
            compare(checkpoints[i + 1], i + 1)
    compare(data["end"], len(data["actions"]))
    if g.turn != data["turn"]:
        raise GoldenMismatch(f"{name}: the game is in turn {g.turn}, the golden game in turn {data['turn']}")
    if outcome_facts(g) != data["outcome"]:
        raise GoldenMismatch(f"{name}: outcome {outcome_facts(g)} differs from the golden {data['outcome']}")


def golden_files(names=()) -> list[Path]:
    files = sorted(GOLDEN_DIR.glob("*.json"))
    if names:
        files = [f for f in files if f.stem in names]
    return files


def main(argv=None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    cmd = argv.pop(0) if argv else "check"
    if cmd == "list":
        for c in configs():
            print(c["name"], json.dumps(c["options"]))
        return 0
    if cmd == "regenerate":
        GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
        wanted = [c for c in configs() if not argv or c["name"] in argv]
        if not argv:
            for f in GOLDEN_DIR.glob("*.json"):
                f.unlink()
        for c in wanted:
            data = generate(c)
            (GOLDEN_DIR / f"{c['name']}.json").write_text(dump(data), encoding="utf-8")
            result = "unfinished" if data["outcome"] is None else "ended"
            print(f"{c['name']}: {len(data['actions'])} actions, turn {data['turn']}, {result}")
        print("Say in the commit message which rule changed and why (see tools/golden.py).")
        return 0
    if cmd == "check":
        bad = 0
        for f in golden_files(argv):
            try:
                replay(json.loads(f.read_text(encoding="utf-8")))
                print(f"{f.stem}: ok")
            except GoldenMismatch as e:
                bad += 1
                print(f"{f.stem}: {e}")
        return 1 if bad else 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main())
