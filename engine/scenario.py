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
[[expect]]
gesture = "attack-from-the-main-step"        # a labelled gesture (assets/gestures/): player, source, target
player = 0                                   # (no target: a click), then the refusal's rule (and code) or
source = "$x"                                # answers = ["p0 attack $x", "p0 target p1"] when it is legal
target = "p1"
rule = "dm:505"
```
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from .cards.reader import check_depth, parse_toml, read_file
from .core.actions import card_id, names_card
from .core.errors import ActionError, DataError
from .core.options import OptionError, option_line
from .core.save_setup import excerpt

_LABEL = re.compile(r"\$([A-Za-z_][A-Za-z0-9_]*)")
TOP_KEYS = {"format", "seed", "turn_player", "first_player", "turn", "step", "options", "actions", "player",
            "card", "expect", "title", "description", "charged",
            "title_ja", "description_ja",   # a puzzle's words in Japanese (the Puzzles screen, G3)
            "goal", "goal_ja"}              # a puzzle's goal in one line, kept on the table while it is played


def _line_of(text: str, needle: str) -> int | None:
    """The line of `needle =` (a key), else of the first line holding `needle`."""
    if not text or not needle:
        return None
    m = re.search(r"^[ \t]*" + re.escape(needle) + r"[ \t]*=", text, re.M)
    at = m.start() if m else text.find(needle)
    return text.count("\n", 0, at) + 1 if at >= 0 else None


def _read(path_or_mapping):
    if isinstance(path_or_mapping, dict):
        return dict(path_or_mapping), None, "<scenario>"
    path = str(path_or_mapping)
    text = read_file(path, "scenario")
    return parse_toml(text, path, "scenario"), text, path


# Types of the scenario keys the engine reads; a value of another type is an error, never coerced.
_INT = (int, "a whole number")
TOP_TYPES = {"format": (str, "a format name"), "seed": _INT, "turn_player": _INT, "first_player": _INT,
             "turn": _INT, "step": (str, "a step name"), "options": (dict, "a table"),
             "actions": (list, "a list of action texts"), "player": (list, "[[player]] tables"),
             "card": (list, "[[card]] tables"), "expect": (list, "[[expect]] tables"), "title": (str, "a text"),
             "description": (str, "a text"), "goal": (str, "a text"), "goal_ja": (str, "a text"), "charged": _INT, "life": (dict, "a table of side lists"),
             "red_zone": (dict, "a table of side counts"), "energy_placed": _INT}
PLAYER_TYPES = {"name": (str, "a text"), "seat": _INT, "team": ((int, str), "a team number or name"),
                "life": _INT, "poison": _INT}
ENTRY_TYPES = {"card": (str, "a card id"), "as": (str, "a label"), "tapped": (bool, "true or false"),
               "sick": (bool, "true or false"), "face_up": (bool, "true or false"),
               "rested": (bool, "true or false"), "opened": (bool, "true or false"), "damage": _INT,
               "owner": _INT}
EXPECT_TYPES = {"zone": (str, "a zone key"), "count": _INT, "contains": (str, "a card"), "lacks": (str, "a card"),
                "outcome": _INT, "result": (str, "won, lost or drew"), "rule": (str, "a rule id"), "alive": _INT,
                "value": (bool, "true or false"), "illegal": (str, "an action"), "decision": (str, "a kind"),
                "player": _INT, "legal": (str, "an action"), "present": (bool, "true or false"),
                "turn_player": _INT, "gesture": (str, "a label"), "source": (str, "a card label or token"),
                "target": (str, "a card label or token"), "code": (str, "a refusal code"),
                "answers": (list, "a list of action texts")}
BOUND = 1_000_000          # every whole number a scenario gives is within ±BOUND (seed: 64 bits)


def _typed(v, spec) -> bool:
    t = spec[0]
    if isinstance(v, bool) and t is not bool and not (isinstance(t, tuple) and bool in t):
        return False
    return isinstance(v, t)


def _check_value(path, text, key, v, spec, where: str = ""):
    if not _typed(v, spec):
        raise DataError(path, _line_of(text, key) or 1, f"{where}{key!r} must be {spec[1]}, got {excerpt(v)}")
    if isinstance(v, int) and not isinstance(v, bool):
        lo, hi = (-2 ** 63, 2 ** 64) if key == "seed" else (-BOUND, BOUND)
        if not lo <= v < hi:
            raise DataError(path, _line_of(text, key) or 1, f"{where}{key!r} is out of range: {excerpt(v)}")


def _check_entries(path, text, zone, entries, where):
    items = entries if isinstance(entries, list) else [entries]
    for e in items:
        if isinstance(e, str):
            continue
        if not isinstance(e, dict) or "card" not in e:
            raise DataError(path, _line_of(text, zone) or 1,
                            f"{where}{zone!r}: every entry is a card id or {{ card = \"…\" }}, got {excerpt(e)}")
        for k, v in e.items():
            if k not in ENTRY_TYPES:
                raise DataError(path, _line_of(text, k) or 1, f"{where}{zone!r}: unknown entry key {excerpt(k)}")
            _check_value(path, text, k, v, ENTRY_TYPES[k], f"{where}{zone!r} entry ")


def check_types(data: dict, text: str | None, path: str, zones: frozenset = frozenset()) -> None:
    """Refuse a scenario whose values have the wrong type before any family reads them."""
    text = text or ""
    for k, v in data.items():
        if k in TOP_TYPES:
            _check_value(path, text, k, v, TOP_TYPES[k])
    for a in data.get("actions", []):
        if not isinstance(a, str):
            raise DataError(path, _line_of(text, "actions") or 1, f"every action is a text, got {excerpt(a)}")
    for k in ("player", "expect"):
        for t in data.get(k, []):
            if not isinstance(t, dict):
                raise DataError(path, _line_of(text, k) or 1, f"every [[{k}]] is a table, got {excerpt(t)}")
    for i, ps in enumerate(data.get("player", [])):
        where = f"[[player]] {i + 1}: "
        for k, v in ps.items():
            if k in PLAYER_TYPES and k not in zones:
                _check_value(path, text, k, v, PLAYER_TYPES[k], where)
            elif k != "deck" or not isinstance(v, str):
                _check_entries(path, text, k, v, where)
    n = len(data.get("player", []))
    for k in ("turn_player", "first_player"):
        if k in data and not 0 <= data[k] < n:
            raise DataError(path, _line_of(text, k) or 1, f"{k!r} must be a player number 0-{n - 1}, got {data[k]}")
    for e in data.get("expect", []):
        for k, v in e.items():
            if k in EXPECT_TYPES:
                _check_value(path, text, k, v, EXPECT_TYPES[k], "[[expect]] ")
            if k == "answers" and not all(isinstance(a, str) for a in v):
                raise DataError(path, _line_of(text, k) or 1, f"[[expect]] every answer is a text, got {excerpt(v)}")
            if k in ("outcome", "alive", "player", "turn_player") and not 0 <= v < n:
                raise DataError(path, _line_of(text, k) or 1, f"[[expect]] {k!r} must be a player number 0-{n - 1}, "
                                                              f"got {v}")
    for k in ("life", "red_zone"):
        for side, v in (data.get(k) or {}).items():
            if not re.fullmatch(r"[a-z][0-9]{1,2}", side):
                raise DataError(path, _line_of(text, side) or _line_of(text, k) or 1,
                                f"{k}: sides are s0, s1 … (teams t0, t1 …), got {excerpt(side)}")
            if k == "red_zone":
                _check_value(path, text, side, v, _INT, f"{k} ")
            else:
                _check_entries(path, text, side, v, f"{k} ")


def build_game(data: dict, text: str | None, path: str):
    from .newgame import new_game
    from .formats import get_format
    check_depth(data, path, text or "")
    if "format" not in data or "player" not in data:
        raise DataError(path, 1, "a scenario needs 'format' and at least one [[player]]")
    _check_value(path, text or "", "format", data["format"], TOP_TYPES["format"])
    try:
        rules_cls = get_format(data["format"])
    except (KeyError, ValueError) as e:
        raise DataError(path, _line_of(text or "", "format") or 1, excerpt(str(e.args[0]), 200)) from None
    check_types(data, text, path, frozenset(z.name for z in rules_cls.zone_specs if z.scenario))
    # a family may add scenario keys and parse its own inline cards; [[player]] keys come from its zone specs
    fam_top = set(rules_cls.scenario_top_keys)
    player_keys = rules_cls.scenario_player_keys()
    for k in data:
        if k not in TOP_KEYS and k not in fam_top:
            raise DataError(path, _line_of(text or "", k), f"unknown scenario key {excerpt(k)}")
    extra_defs = {}
    if data.get("card"):
        if text is None:
            raise DataError(path, None, "inline [[card]] tables need a scenario file")
        for c in rules_cls.parse_inline_cards(text, path, other_keys=True):
            extra_defs[c.id] = c
    players = []
    for i, ps in enumerate(data["player"]):
        for k in ps:
            if k not in player_keys:
                raise DataError(path, _line_of(text or "", k), f"unknown key {excerpt(k)} in [[player]] {i + 1}")
        players.append({"name": ps.get("name", f"P{i + 1}"), "deck": [], "seat": ps.get("seat", i),
                        "team": ps.get("team")})
    scen = {k: data[k] for k in ("turn_player", "first_player", "turn", "step", "charged", *sorted(fam_top))
            if k in data}
    scen["players"] = data["player"]
    scen["path"] = path
    scen["text"] = text
    try:
        g = new_game(data["format"], players, options=data.get("options"), seed=data.get("seed", 1),
                     first_player=data.get("turn_player", 0), extra_defs=extra_defs, scenario=scen)
    except KeyError as e:
        what = str(e.args[0]).strip("'") if e.args else ""
        raise DataError(path, _line_of(text or "", what) or 1,
                        f"unknown card or format: {excerpt(what)}") from None
    except OptionError as e:   # the format's declaration refuses a value: at the line of that option
        raise DataError(path, option_line(text, e.option) or 1, str(e)) from None
    except (ValueError, TypeError, IndexError) as e:
        # the format's own checks (seats, options, steps …): point at the key the message names
        msg = str(e)
        keys = ("team", "seat", *(k for k in TOP_TYPES if k != "player"))
        line = next((_line_of(text or "", k) for k in keys if k in msg and _line_of(text or "", k)), None)
        raise DataError(path, line or _line_of(text or "", "[[player]]") or 1, excerpt(msg, 200)) from None
    g.replayer = replay
    return g


def rebuild(setup: dict, path: str):
    """The game a save's setup describes when it began from a scenario, from the scenario text it keeps."""
    sc = setup["scenario"]
    text = sc.get("text")
    if not text:
        raise DataError(path, None, "the save began from a scenario whose text is missing")
    data = parse_toml(text, path, "scenario")
    data.pop("actions", None)
    return build_game(data, text, sc.get("path") or path)


def replay(setup: dict, actions: list[str]):
    """`Game.replayer` of a game that began from a scenario (undo)."""
    g = rebuild(setup, setup["scenario"].get("path") or "<scenario>")
    for text in actions:
        g.perform(text)
    return g


def subst(g, text: str) -> str:
    labels = g.memory.get("labels", {})

    def rep(m):
        name = m.group(1)
        if name not in labels:
            raise KeyError(name)
        return f"c{labels[name]}"
    return _LABEL.sub(rep, text)


def load_scenario(path_or_mapping, apply_actions: bool = True, _read_already=None):
    data, text, path = _read_already or _read(path_or_mapping)
    g = build_game(data, text, path)
    if apply_actions:
        for i, act in enumerate(data.get("actions", [])):
            try:
                g.perform(subst(g, act))
            except KeyError as e:
                raise DataError(path, _line_of(text or "", act) or 1, f"unknown card label ${excerpt(e.args[0])}",
                                action=i + 1) from None
            except ActionError as e:
                raise DataError(path, _line_of(text or "", act) or 1, f"{excerpt(act)} refused: {e}",
                                action=i + 1) from None
    return g


@dataclass
class Report:
    ok: bool = True
    lines: list = field(default_factory=list)

    def check(self, cond: bool, what: str) -> None:
        self.lines.append(("ok    " if cond else "FAIL  ") + what)
        self.ok = self.ok and cond


def _card_matches(g, cid: int, want: str) -> bool:
    if names_card(want):   # a card by its id in the game, in the one spelling ("c12")
        return cid == card_id(want)
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
        elif "gesture" in e:
            check_gesture(g, e, report)
        elif "turn_player" in e:
            report.check(g.turn_player == e["turn_player"], f"turn player p{e['turn_player']} (got p{g.turn_player})")
        else:
            report.check(False, f"unknown expectation {e}")


def gesture_tokens(g, e: dict) -> tuple:
    """(player, source, target) of a labelled gesture (`[[expect]] gesture = "label"`): a `$label` becomes the
    token its player sees (a handle for a card hidden from them); no target is a click on the source."""
    d = g.decision
    p = e.get("player", d.waiting_for()[0] if d is not None and d.waiting_for() else g.turn_player)

    def tok(v):
        if v is None:
            return None
        m = _LABEL.fullmatch(v)
        return g.token(g.memory.get("labels", {})[m.group(1)], p) if m else v
    return p, tok(e.get("source")), tok(e.get("target"))


def check_gesture(g, e: dict, report: Report) -> None:
    """A labelled gesture (engine/core/gestures.py): the answers it gives (`answers`), or its refusal's rule
    (and `code`); `Game.answer_for` and `Game.why_not` agree, and nothing changes."""
    p, src, tgt = gesture_tokens(g, e)
    before = g.fingerprint()
    got = g.answer_for(p, src, tgt)
    why = g.why_not(p, src, tgt)
    label = f"gesture {e['gesture']}"
    if "answers" in e:
        want = tuple(subst(g, a) for a in e["answers"])
        report.check(got.answers == want and why is None, f"{label} answers {list(want)} (got "
                     f"{list(got.choices)}, {getattr(got.refusal, 'rule', None)})")
    else:
        err = got.refusal
        rule, code = getattr(err, "rule", None), getattr(err, "code", None)
        report.check(err is not None and rule == e.get("rule", rule) and code == e.get("code", code),
                     f"{label} refused citing {e.get('rule')} {e.get('code', '')} (got {rule} {code})")
        report.check(why is not None and (why.rule, why.code) == (rule, code), f"{label}: why_not agrees")
    report.check(g.fingerprint() == before, f"{label} changes nothing")


def run_scenario(path_or_mapping) -> Report:
    data, text, path = _read(path_or_mapping)
    g = load_scenario(path_or_mapping, _read_already=(data, text, path))
    rep = Report()
    try:
        check_expectations(g, data.get("expect", []), rep)
    except KeyError as e:       # subst: an expectation names a card label the scenario never set
        raise DataError(path, _line_of(text or "", f"${e.args[0]}") or 1,
                        f"unknown card label ${excerpt(e.args[0])} in an expectation") from None
    rep.lines.insert(0, f"{path}: {len(data.get('actions', []))} actions applied")
    return rep
