"""Scenarios (puzzles and rule tests): given cards in given zones, actions, expectations.

```toml
format = "duepa"
seed = 1
turn_player = 0          # whose turn; step = "charge" | "main" | "attack" | "end" …
step = "main"
turn = 2                 # the game turn; sets every turn counter the format keeps (digital: each
                         # player's finished turns for the 99-turn limit, counted from first_player)
options = { shields = 6 }
actions = ["p0 summon $x", "p0 autopay"]     # $label names a card given `as = "label"`

[[player]]
name = "A"
deck = ["SG-001", "SG-002"]                  # top first
hand = [{ card = "SG-010", as = "x" }]
mana = ["SG-020", { card = "SG-021", tapped = true }]
battle = [{ card = "TS-1", sick = false }]
partner = "SG-200"

[[card]]                                     # cards defined only for this scenario
id = "TS-1"
…                                            # same keys as assets/cards/shield/*.toml

[[expect]]
zone = "p1.battle"                           # then count = N, contains = "SG-…" / "$x", lacks = …
[[expect]]
outcome = 1                                  # player index; result = "won" | "lost" | "drew"; rule = "…"
[[expect]]
illegal = "p0 charge $y"                     # must be refused with `rule` and leave the state unchanged
rule = "dm:503"
[[expect]]
decision = "block"                           # kind of the current decision; player = N
[[expect]]
legal = "p2 block $b"                        # present = true/false
```
"""
from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from .core.errors import ActionError, DataError

_LABEL = re.compile(r"\$([A-Za-z_][A-Za-z0-9_]*)")
TOP_KEYS = {"format", "seed", "turn_player", "first_player", "turn", "step", "options", "actions", "player",
            "card", "expect", "title", "description", "charged",
            "title_ja", "description_ja"}   # a puzzle's words in Japanese (the Puzzles screen, G3)


def _line_of(text: str, needle: str) -> int | None:
    for n, line in enumerate(text.splitlines(), 1):
        if needle in line:
            return n
    return None


def _read(path_or_mapping):
    if isinstance(path_or_mapping, dict):
        return dict(path_or_mapping), None, "<scenario>"
    path = str(path_or_mapping)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as e:
        raise DataError(path, None, f"cannot read scenario: {e.strerror}") from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        m = re.search(r"line (\d+)", str(e))
        raise DataError(path, int(m.group(1)) if m else None, f"TOML syntax error: {e}") from None
    return data, text, path


def build_game(data: dict, text: str | None, path: str):
    from . import new_game
    from .formats import get_format
    if "format" not in data or "player" not in data:
        raise DataError(path, None, "a scenario needs 'format' and at least one [[player]]")
    try:
        rules_cls = get_format(data["format"])
    except KeyError as e:
        raise DataError(path, _line_of(text or "", "format"), str(e.args[0])) from None
    # a family may add scenario keys and parse its own inline cards; [[player]] keys come from its zone specs
    fam_top = set(getattr(rules_cls, "scenario_top_keys", ()))
    player_keys = rules_cls.scenario_player_keys()
    for k in data:
        if k not in TOP_KEYS and k not in fam_top:
            raise DataError(path, _line_of(text or "", k), f"unknown scenario key {k!r}")
    extra_defs = {}
    if data.get("card"):
        from .cards.loader import parse_card_text
        parse = getattr(rules_cls, "parse_inline_cards", None) or parse_card_text
        if text is None:
            raise DataError(path, None, "inline [[card]] tables need a scenario file")
        for c in parse(text, path, other_keys=True):
            extra_defs[c.id] = c
    players = []
    for i, ps in enumerate(data["player"]):
        for k in ps:
            if k not in player_keys:
                raise DataError(path, _line_of(text or "", k), f"unknown key {k!r} in [[player]] {i + 1}")
        players.append({"name": ps.get("name", f"P{i + 1}"), "deck": [], "seat": ps.get("seat", i),
                        "team": ps.get("team")})
    scen = {k: data[k] for k in ("turn_player", "first_player", "turn", "step", "charged", *sorted(fam_top))
            if k in data}
    scen["players"] = data["player"]
    scen["path"] = path
    scen["text"] = text
    try:
        g = new_game(data["format"], players, options=data.get("options"), seed=int(data.get("seed", 1)),
                     first_player=data.get("turn_player", 0), extra_defs=extra_defs, scenario=scen)
    except KeyError as e:
        raise DataError(path, _line_of(text or "", str(e.args[0]).strip("'")),
                        f"unknown card or format: {e.args[0]}") from None
    except ValueError as e:
        raise DataError(path, None, str(e)) from None
    return g


def subst(g, text: str) -> str:
    labels = g.memory.get("labels", {})

    def rep(m):
        name = m.group(1)
        if name not in labels:
            raise KeyError(name)
        return f"c{labels[name]}"
    return _LABEL.sub(rep, text)


def load_scenario(path_or_mapping, apply_actions: bool = True):
    data, text, path = _read(path_or_mapping)
    g = build_game(data, text, path)
    if apply_actions:
        for i, act in enumerate(data.get("actions", [])):
            try:
                g.perform(subst(g, act))
            except KeyError as e:
                raise DataError(path, _line_of(text or "", act), f"unknown card label ${e.args[0]}") from None
            except ActionError as e:
                raise DataError(path, _line_of(text or "", act), f"action {i + 1} {act!r} refused: {e}") from None
    return g


@dataclass
class Report:
    ok: bool = True
    lines: list = field(default_factory=list)

    def check(self, cond: bool, what: str) -> None:
        self.lines.append(("ok    " if cond else "FAIL  ") + what)
        self.ok = self.ok and cond


def _card_matches(g, cid: int, want: str) -> bool:
    if want.startswith("c") and want[1:].isdigit():
        return cid == int(want[1:])
    return g.cards[cid].defn.id == want


def check_expectations(g, expects: list, report: Report) -> None:
    for e in expects:
        if "zone" in e:
            z = g.zones.get(e["zone"])
            if z is None:
                report.check(False, f"zone {e['zone']} exists")
                continue
            if "count" in e:
                report.check(len(z) == e["count"], f"{e['zone']} has {e['count']} cards (has {len(z)})")
            if "contains" in e:
                want = subst(g, e["contains"])
                report.check(any(_card_matches(g, c, want) for c in z), f"{e['zone']} contains {e['contains']}")
            if "lacks" in e:
                want = subst(g, e["lacks"])
                report.check(not any(_card_matches(g, c, want) for c in z), f"{e['zone']} lacks {e['lacks']}")
        elif "outcome" in e:
            p = int(e["outcome"])
            if g.outcome is None:
                report.check(e.get("result") is None, f"p{p}: game still running")
                continue
            r, why = g.outcome.players.get(p, (None, None))
            report.check(r == e.get("result", r), f"p{p} {e.get('result')} (got {r})")
            if "rule" in e:
                report.check(why == e["rule"], f"p{p}'s result cites {e['rule']} (got {why})")
        elif "alive" in e:
            p = int(e["alive"])
            report.check(g.players[p].alive == e.get("value", True), f"p{p} alive = {e.get('value', True)}")
        elif "illegal" in e:
            act = subst(g, e["illegal"])
            before = g.fingerprint()
            try:
                g.perform(act)
                report.check(False, f"{e['illegal']} is refused")
            except ActionError as err:
                report.check(err.rule == e.get("rule", err.rule), f"{e['illegal']} refused citing "
                             f"{e.get('rule', err.rule)} (got {err.rule}: {err.message})")
                report.check(g.fingerprint() == before, "refusal leaves the state unchanged")
        elif "decision" in e:
            d = g.decision
            kind = d.kind if d else None
            report.check(kind == e["decision"], f"decision is {e['decision']} (got {kind})")
            if "player" in e and d:
                report.check(d.waiting_for()[0] == e["player"], f"p{e['player']} decides (got {d.waiting_for()})")
        elif "legal" in e:
            act = subst(g, e["legal"])
            present = any(str(a) == act for a in g.legal_actions(None))
            report.check(present == e.get("present", True), f"{e['legal']} legal = {e.get('present', True)}")
        elif "turn_player" in e:
            report.check(g.turn_player == e["turn_player"], f"turn player p{e['turn_player']} (got p{g.turn_player})")
        else:
            report.check(False, f"unknown expectation {e}")


def run_scenario(path_or_mapping) -> Report:
    data, text, path = _read(path_or_mapping)
    g = load_scenario(path_or_mapping)
    rep = Report()
    check_expectations(g, data.get("expect", []), rep)
    rep.lines.insert(0, f"{path}: {len(data.get('actions', []))} actions applied")
    return rep
