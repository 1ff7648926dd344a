"""Effect primitives of the shield game: the typed functions that card data names by `op`.

Each primitive runs inside an AbilityFrame `f` (controller `f.owner`, source card `f.source`,
designated opponent `f.opp`).  A primitive that must ask somebody pushes a ChooseFrame and returns
PUSHED; it is called again with `f.stage` advanced and the answer in `f.sel` / `f.pick`.
"""
from __future__ import annotations

from .model import Op
from ...cards import primitives as registry
from ...cards.primitives import REQUIRED
from ...core.choose import ChooseFrame, choose_yes_no
from ...core.game import PUSHED
from .conditions import holds
from .fields import EFFECTS, FILTER_FIELD, WHO
from .frames import AbilityFrame, ShieldCheckFrame, UseCardFrame
from .targeting import candidates

FAMILY = "shield"


def primitive(op_name: str, /, **params):
    return registry.primitive(op_name, FAMILY, **params)


def static_op(op_name: str, /, **params):
    return registry.static_op(op_name, FAMILY, **params)


SEL = dict(filter=FILTER_FIELD, count=(int, 1), up_to=(bool, False), all=(bool, False))

# ----- helpers ------------------------------------------------------------------------------
def _targets_players(g, f, who: str):
    """Players an op with `who` affects; None while the opponent is being designated."""
    if who == "self":
        return [f.owner]
    if who == "each":
        return [p for p in g.turn_order_from(g.turn_player)]  # DuePa 300.3: every player
    if who != "opponent":       # the card reader refuses any other word (a scenario's cards too)
        raise ValueError(f"who = {who!r} names no player")
    if f.designate(g) is PUSHED:
        return None
    return [f.opp] if f.opp is not None else []


def select(g, f, op, chooser=None):
    """The cards an op acts on; None while someone is choosing (the frame was pushed)."""
    prm = op.params
    filt = prm.get("filter", {})
    if f.stage == 1:
        zone = filt.get("zone", "battle")
        return [c for c in (f.sel or []) if g.cards[c].zname == zone]
    if filt.get("owner", "opponent") == "opponent" and f.designate(g) is PUSHED:
        return None
    cands = candidates(g, filt, f.owner, f.opp, f.source)
    if prm.get("all"):
        return cands
    count = prm.get("count", 1)
    if not cands:
        return []
    if not prm.get("up_to") and len(cands) <= count:
        return cands
    f.stage = 1
    g.push(ChooseFrame(chooser if chooser is not None else f.owner, "choose-cards", "dm:choose", cands, count,
                       prm.get("up_to", False)))
    return None


def _mass(name, result):
    @primitive(name, **SEL)
    def fn(g, f, op):
        cards = select(g, f, op)
        if cards is None:
            return PUSHED
        for cid in cards:
            if g.cards[cid].zname == "battle":
                g.rules.leave_battle(g, cid, result, cause=name)
            else:
                g.rules._apply_result(g, cid, result, cause=name)
    fn.__name__ = name
    return fn


@primitive("destroy", **SEL)
def destroy(g, f, op):
    cards = select(g, f, op)
    if cards is None:
        return PUSHED
    for cid in cards:
        g.rules.destroy(g, cid)


bounce = _mass("bounce", "bounce")
to_mana = _mass("to_mana", "to_mana")
to_shields = _mass("to_shields", "to_shields")
to_deck_bottom = _mass("to_deck_bottom", "to_deck_bottom")


def _tapper(name, state):
    @primitive(name, **SEL)
    def fn(g, f, op):
        cards = select(g, f, op)
        if cards is None:
            return PUSHED
        for cid in cards:
            g.cards[cid].tapped = state
            g.emit(name, card=cid)
    fn.__name__ = name
    return fn


tap = _tapper("tap", True)
untap = _tapper("untap", False)


@primitive("draw", count=(int, 1), who=WHO, up_to=(bool, False))
def draw(g, f, op):
    prm = op.params
    n = prm["count"]
    if prm["up_to"] and prm["who"] == "self":
        if f.stage == 0:
            f.stage = 1
            g.push(ChooseFrame(f.owner, "how-many", "dm:draw", list(range(n + 1)), 1, False, "pick", "count"))
            return PUSHED
        n = f.pick[0] if f.pick else 0
    players = _targets_players(g, f, prm["who"])
    if players is None:
        return PUSHED
    for p in players:
        g.rules.draw(g, p, n)


@primitive("discard", who=WHO, count=(int, 1), random=(bool, False))
def discard(g, f, op):
    """Each affected player (in turn order from the turn player, for "each") chooses and discards `count`
    cards of their own hand, unless the card says at random; `f.stage` is 1 + the index of the player whose
    choice came back."""
    prm = op.params
    k = 0
    if f.stage >= 1:
        for cid in f.sel or []:
            c = g.cards[cid]
            if c.zname == "hand":
                g.rules.move(g, cid, c.owner, "graveyard", cause="discard")
        k = f.stage
    players = _targets_players(g, f, prm["who"])
    if players is None:
        return PUSHED
    if prm["random"]:
        for p in players:
            for _ in range(prm["count"]):
                hand = g.zones[f"p{p}.hand"]
                if not hand:
                    break
                cid = hand[g.rng.below(len(hand))]
                g.rules.move(g, cid, p, "graveyard", cause="discard")
        return None
    for i in range(k, len(players)):
        p = players[i]
        hand = list(g.zones[f"p{p}.hand"])
        if len(hand) > prm["count"]:
            f.stage, f.sel = i + 1, None
            g.push(ChooseFrame(p, "discard", "dm:discard", hand, prm["count"]))
            return PUSHED
        for cid in hand:
            g.rules.move(g, cid, p, "graveyard", cause="discard")
    return None


def _top_to(name, zname):
    @primitive(name, who=WHO, count=(int, 1))
    def fn(g, f, op):
        players = _targets_players(g, f, op.params["who"])
        if players is None:
            return PUSHED
        for p in players:
            for _ in range(op.params["count"]):
                if not g.players[p].alive:
                    break
                deck = g.zones[f"p{p}.deck"]
                if not deck:
                    break
                g.rules.move(g, deck[-1], p, zname, cause=name,
                             tapped=(zname == "mana" and g.cards[deck[-1]].defn.multicolor))
    fn.__name__ = name
    return fn


mill = _top_to("mill", "graveyard")
add_shields = _top_to("add_shields", "shield")
charge_top = _top_to("charge_top", "mana")


@primitive("break_shields", count=(int, 1))
def break_shields(g, f, op):
    if f.stage == 0:
        if f.designate(g) is PUSHED:
            return PUSHED
        if f.opp is None:
            return None
        shields = list(g.zones[f"p{f.opp}.shield"])
        n = op.params["count"]
        if not shields:
            return None
        f.stage = 1
        if len(shields) <= n:
            f.sel = shields
        else:
            g.push(ChooseFrame(f.owner, "break-shields", "dm:509", shields, n))
            return PUSHED
    if f.stage == 1:
        f.stage = 2
        shields = [s for s in (f.sel or []) if g.cards[s].zname == "shield"]
        if shields:
            g.push(ShieldCheckFrame(f.opp, shields, f.owner))
            return PUSHED
    return None


@primitive("return_from_graveyard", filter=FILTER_FIELD, count=(int, 1), up_to=(bool, False), all=(bool, False),
           to=(str, "hand"))
def return_from_graveyard(g, f, op):
    filt = {"zone": "graveyard", "owner": "self", **op.params["filter"]}
    cards = select(g, f, Op(op.name, {**op.params, "filter": filt}))
    if cards is None:
        return PUSHED
    for cid in cards:
        if op.params["to"] == "battle" and g.cards[cid].defn.is_creature:
            g.rules.enter_battle(g, cid, f.owner, summoned=False, cause="reanimate")
        else:
            g.rules.move(g, cid, g.cards[cid].owner, "hand", cause="return")


@primitive("search_deck", filter=FILTER_FIELD, count=(int, 1), up_to=(bool, True), all=(bool, False),
           to=(str, "hand"))
def search_deck(g, f, op):
    if f.stage == 2:  # the shuffle is its own instruction: interrupts (DuePa 201.4) come first
        g.shuffle_zone(f"p{f.owner}.deck")
        return None
    filt = {"zone": "deck", "owner": "self", **op.params["filter"]}
    cards = select(g, f, Op(op.name, {**op.params, "filter": filt}))
    if cards is None:
        return PUSHED
    for cid in cards:
        g.rules.move(g, cid, f.owner, "hand", cause="search")
        g.emit("reveal", card=cid, defn=g.cards[cid].defn.id, rule="duepa:301.1")
    f.stage = 2
    return PUSHED


@primitive("put_from_hand", filter=FILTER_FIELD, count=(int, 1), up_to=(bool, True), all=(bool, False))
def put_from_hand(g, f, op):
    filt = {"zone": "hand", "owner": "self", "type": "creature", **op.params["filter"]}
    cards = select(g, f, Op(op.name, {**op.params, "filter": filt}))
    if cards is None:
        return PUSHED
    for cid in cards:
        if g.rules.enter_battle(g, cid, f.owner, summoned=False, cause="put"):
            g.rules.record_free_use(g, f.owner)


def _until(g, f, until):
    return ("next", f.owner) if until == "your_next_turn" else ("turn", f.owner)


def _self_or_select(g, f, op):
    if op.params.get("target") == "self":
        return [f.source] if g.cards[f.source].zname == "battle" else []
    return select(g, f, op)


def _modify(g, f, op, kind: str, value, cards):
    """Give the chosen cards a modifier lasting until the op's `until` (a turn, or your next turn)."""
    if cards is None:
        return PUSHED
    until, who = _until(g, f, op.params["until"])
    for cid in cards:
        g.cards[cid].mods.append((kind, value, until, who))
        g.modded[cid] = None
    return None


@primitive("power", **SEL, target=(str, ""), amount=(int, REQUIRED), until=(str, "turn"))
def power_mod(g, f, op):
    return _modify(g, f, op, "power", op.params["amount"], _self_or_select(g, f, op))


@primitive("grant", **SEL, target=(str, ""), keyword=(str, REQUIRED), until=(str, "turn"))
def grant(g, f, op):
    return _modify(g, f, op, "grant", op.params["keyword"], _self_or_select(g, f, op))


@primitive("cant_attack", **SEL, until=(str, "turn"))
def cant_attack(g, f, op):
    return _modify(g, f, op, "cant_attack", 1, select(g, f, op))


@primitive("lock_spells", who=WHO, max_cost=(int, 99), until=(str, "your_next_turn"),
           not_multicolor=(bool, False))
def lock_spells(g, f, op):
    players = _targets_players(g, f, op.params["who"])
    if players is None:
        return PUSHED
    kind, who = _until(g, f, op.params["until"])
    for p in players:
        g.memory["locks"].append((p, op.params["max_cost"], kind, who, op.params["not_multicolor"]))
        g.emit("lock_spells", player=p, by=f.owner)


@primitive("look_hand", who=WHO)
def look_hand(g, f, op):
    players = _targets_players(g, f, op.params["who"])
    if players is None:
        return PUSHED
    for p in players:
        cards = list(g.zones[f"p{p}.hand"])
        for cid in cards:
            g.cards[cid].known |= 1 << f.owner  # DuePa 301.2: only the one who looks
        g.emit("look", private=(1 << f.owner) | (1 << p), hidden={"cards": len(cards)}, player=f.owner,
               whose=p, cards=cards, rule="duepa:301.2")


@primitive("reveal_top", who=WHO, count=(int, 1))
def reveal_top(g, f, op):
    players = _targets_players(g, f, op.params["who"])
    if players is None:
        return PUSHED
    for p in players:
        deck = g.zones[f"p{p}.deck"]
        top = deck[-op.params["count"]:] if deck else []
        for cid in top:
            g.cards[cid].known = g.all_mask  # DuePa 301.1: shown to every player
        g.emit("reveal", player=p, cards=list(top), defns=[g.cards[c].defn.id for c in top], rule="duepa:301.1")


@primitive("gachinko", then=EFFECTS)
def gachinko(g, f, op):
    """DuePa 302: designate one opponent, both reveal the top card; win on cost >= theirs."""
    if f.stage == 0:
        if f.designate(g, "duepa:302.1") is PUSHED:
            return PUSHED
        if f.opp is None:
            return None
        mine, theirs = g.zones[f"p{f.owner}.deck"], g.zones[f"p{f.opp}.deck"]
        if not mine or not theirs:
            return None
        a, b = mine[-1], theirs[-1]
        g.cards[a].known = g.cards[b].known = g.all_mask
        ca, cb = g.cards[a].defn.cost, g.cards[b].defn.cost
        won = ca >= cb
        g.emit("gachinko", player=f.owner, opponent=f.opp, cards=[a, b], costs=[ca, cb], won=won,
               rule="duepa:302.1")
        g.rules.move(g, a, f.owner, "deck", top=False, cause="gachinko")
        g.rules.move(g, b, f.opp, "deck", top=False, cause="gachinko")
        if not won or not op.then:
            return None
        f.stage = 1
        return _branch(g, f, "then")
    return None


def _branch(g, f, which):
    path = f.path + (f.pc, which) if len(f.path) > 2 else f.path + (f.pc, which)
    child = AbilityFrame(f.owner, f.source, path, f.opp, f.spell, f.seg)
    child.pc = 0
    child.fixed_opp = f.opp
    g.push(child)
    return PUSHED


@primitive("if", condition=(str, REQUIRED), then=EFFECTS, **{"else": EFFECTS})
def if_(g, f, op):
    from .conditions import needs_opponent
    if f.stage == 0:
        cond = op.params["condition"]
        if needs_opponent(cond) and f.designate(g, "duepa:303.1a") is PUSHED:
            return PUSHED
        ok = holds(g, f.owner, cond, f.opp)
        f.stage = 1
        branch = "then" if ok else "else"
        if (op.then if ok else op.orelse):
            return _branch(g, f, branch)
    return None


@primitive("may", then=EFFECTS)
def may(g, f, op):
    if f.stage == 0:
        f.stage = 1
        g.push(choose_yes_no(f.owner, "may", "dm:may", "pick"))
        return PUSHED
    if f.stage == 1:
        f.stage = 2
        if f.pick and f.pick[0] and op.then:
            return _branch(g, f, "then")
    return None


@primitive("win_game")
def win_game(g, f, op):
    rule = g.rules.nullified(g, "win")
    if rule:
        g.emit("nullified", player=f.owner, what="win_game", rule=rule)
        return None
    g.rules.player_wins(g, f.owner, "dm:card-effect")


@primitive("opponent_loses")
def opponent_loses(g, f, op):
    rule = g.rules.nullified(g, "opponent_loses")
    if rule:
        g.emit("nullified", player=f.owner, what="opponent_loses", rule=rule)
        return None
    if f.designate(g) is PUSHED:
        return PUSHED
    if f.opp is not None:
        g.rules.player_loses(g, f.opp, "dm:card-effect", "card effect")


@primitive("lose_game")
def lose_game(g, f, op):
    g.rules.player_loses(g, f.owner, g.rules.rule_self_loss, "card effect")


@primitive("extra_turn", who=WHO)
def extra_turn(g, f, op):
    rule = g.rules.nullified(g, "extra_turn")
    if rule:
        g.emit("nullified", player=f.owner, what="extra_turn", rule=rule)
        return None
    players = _targets_players(g, f, op.params["who"])
    if players is None:
        return PUSHED
    for p in players:
        g.memory["extra_turns"].append(p)
        g.emit("extra_turn", player=p)


@primitive("skip_turn", who=WHO)
def skip_turn(g, f, op):
    players = _targets_players(g, f, op.params["who"])
    if players is None:
        return PUSHED
    for p in players:
        g.memory["skips"][str(p)] = g.memory["skips"].get(str(p), 0) + 1
        g.emit("skip_turn", player=p, rule=g.rules.rule_skip_turn)


@primitive("summon_self")
def summon_self(g, f, op):
    c = g.cards[f.source]
    if f.stage == 0:
        if c.zname not in ("hand", "partner") or c.zowner != f.owner:
            return None
        if g.rules.battle_full(g, f.owner) is not None:
            return None
        f.stage = 1
        g.push(UseCardFrame(f.owner, f.source, "free"))
        return PUSHED
    if f.stage == 1 and f.path == ("x", "ninja") and c.zname == "battle":
        c.ninja_return = True  # Ninja Strike: back to the deck bottom at the end of the turn
    return None


# ----- "something happens" (Duel Masters Play's special card, DMP-52) ------------------------
SOMETHING_OUTCOMES = ("own_shield_to_hand", "opponent_shield_to_graveyard", "destroy_own_weakest",
                      "destroy_opponent_strongest", "discard_own_cheapest", "opponent_discards_priciest")


def _pick_extreme(g, ids, key, highest):
    """The card with the highest/lowest key; ties broken at random (DMP-52)."""
    if not ids:
        return None
    vals = [key(i) for i in ids]
    best = max(vals) if highest else min(vals)
    ties = [i for i, v in zip(ids, vals) if v == best]
    return ties[g.rng.below(len(ties))]


@primitive("something_happens")
def something_happens(g, f, op):
    """One of six outcomes chosen uniformly at random, without looking at the zones first, so nothing
    may happen (DMP-52): 1 a random own shield to hand (its S-Trigger usable), 2 a random shield of the
    opponent to the graveyard, 3 destroy your other creature with the lowest power, 4 destroy the
    opponent's creature with the highest power, 5 discard your lowest-cost card, 6 the opponent
    discards their highest-cost card."""
    from .cards import power as _power
    R = g.rules
    p = f.owner
    if f.stage == 2:
        return None
    if f.stage == 0:
        f.vars["something"] = g.rng.below(6) + 1
        f.stage = 1
    k = f.vars["something"]
    if k in (2, 4, 6):
        if f.designate(g) is PUSHED:
            return PUSHED
    o = f.opp
    f.stage = 2
    target = None
    if k == 1:
        sh = g.zones[f"p{p}.shield"]
        target = sh[g.rng.below(len(sh))] if sh else None
    elif k == 2 and o is not None:
        sh = g.zones[f"p{o}.shield"]
        target = sh[g.rng.below(len(sh))] if sh else None
    elif k == 3:
        mine = [c for c in g.zones[f"p{p}.battle"] if c != f.source]
        target = _pick_extreme(g, mine, lambda c: _power(g, g.cards[c]), False)
    elif k == 4 and o is not None:
        target = _pick_extreme(g, list(g.zones[f"p{o}.battle"]), lambda c: _power(g, g.cards[c]), True)
    elif k == 5:
        target = _pick_extreme(g, list(g.zones[f"p{p}.hand"]), lambda c: g.cards[c].defn.cost, False)
    elif k == 6 and o is not None:
        target = _pick_extreme(g, list(g.zones[f"p{o}.hand"]), lambda c: g.cards[c].defn.cost, True)
    g.emit("something_happens", player=p, card=f.source, outcome=k, what=SOMETHING_OUTCOMES[k - 1],
           target=target, rule="dmp:52")
    if target is None:
        return None  # nothing happens
    if k == 1:
        R.move(g, target, p, "hand", cause="something_happens")
        sc = ShieldCheckFrame(p, [target], p)
        sc.stage = 1  # straight to the S-Trigger declaration
        g.push(sc)
        return PUSHED
    if k == 2:
        R.move(g, target, g.cards[target].owner, "graveyard", cause="something_happens")
    elif k in (3, 4):
        R.destroy(g, target, cause="something_happens")
    else:
        R.move(g, target, g.cards[target].owner, "graveyard", cause="discard")
    return None


# ----- static effects (checked continuously by the rules, not run) ----------------------------
static_op("power", amount=(int, REQUIRED), target=(str, "self"))
static_op("grant", keyword=(str, REQUIRED), target=(str, "self"))
static_op("lock_spells", who=WHO, max_cost=(int, 99), not_multicolor=(bool, False))
static_op("cant_be_attacked")
static_op("others_power", amount=(int, REQUIRED))
static_op("cost_reduction", filter=FILTER_FIELD, amount=(int, 1))


# ----- the per-card escape hatch (engine/cards/scripts.py) ------------------------------------
@primitive("script", name=(str, REQUIRED))
def run_script(g, f, op):
    from ...cards.scripts import SCRIPTS
    from . import scripts  # noqa: F401  (registers the shield game's scripts)
    return SCRIPTS[op.params["name"]](g, f, op)
