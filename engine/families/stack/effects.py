"""The stack family's effect ops as typed primitives of the one registry (engine/cards/primitives.py, family
"stack").  `StackPlay.apply_effect` resolves an effect's references first (players and cards it affects, in
APNAP order), then calls the op's primitive with the game, an `Applying` record and the effect; a primitive
returns the choice frames it needs (discard, sacrifice), else None."""
from __future__ import annotations

from ...cards.primitives import primitive
from .frames import choose_and_apply

AMOUNT = (int, 0)


class Applying:
    """What one effect applies to: its controller, source card, resolved objects (("p", player) / ("c",
    card)), the players and cards among them, its amount and the stack item resolving."""

    __slots__ = ("ctl", "src", "objs", "players", "cards", "n", "item")

    def __init__(self, ctl, src, objs, n, item=None):
        self.ctl, self.src, self.objs, self.n, self.item = ctl, src, objs, n, item
        self.players = [v for k, v in objs if k == "p"]
        self.cards = [v for k, v in objs if k == "c"]


def stack_primitive(name: str, **params):
    return primitive(name, "stack", **params)


@stack_primitive("damage", amount=AMOUNT)
def damage(g, x, e):
    for k, v in x.objs:
        g.rules.deal_damage(g, x.src.id, k, v, x.n)


@stack_primitive("draw", amount=AMOUNT)
def draw(g, x, e):
    for q in x.players:  # 805.6a: the active team's players first, then the others in turn order
        g.rules.draw(g, q, x.n)


@stack_primitive("discard", amount=AMOUNT)
def discard(g, x, e):
    return [choose_and_apply(q, "discard", "mtg:701.8", list(g.zones[f"p{q}.hand"]), x.n, "discard")
            for q in x.players if g.zones[f"p{q}.hand"]]


@stack_primitive("gain_life", amount=AMOUNT)
def gain_life(g, x, e):
    for q in x.players:
        g.rules.change_life(g, q, x.n, cause="effect")


@stack_primitive("lose_life", amount=AMOUNT)
def lose_life(g, x, e):
    for q in x.players:
        g.rules.change_life(g, q, -x.n, cause="effect")


@stack_primitive("set_life", amount=AMOUNT)
def set_life(g, x, e):
    R = g.rules
    for q in x.players:  # 810.9c: the player gains or loses the difference
        R.change_life(g, q, x.n - R.life(g, q), cause="set", rule="mtg:810.9c")


@stack_primitive("poison", amount=AMOUNT)
def poison(g, x, e):
    for q in x.players:
        g.rules.add_poison(g, q, x.n)


def _on_permanents(name: str, act):
    @stack_primitive(name)
    def fn(g, x, e):
        for cid in x.cards:
            c = g.cards[cid]
            if c.zname == "battlefield":
                act(g, c)
    fn.__name__ = name
    return fn


def _tap(g, c):
    c.tapped = True


destroy = _on_permanents("destroy", lambda g, c: g.rules.destroy(g, c.id))
exile = _on_permanents("exile", lambda g, c: g.rules.move(g, c.id, c.owner, "exile", cause="exile"))
bounce = _on_permanents("bounce", lambda g, c: g.rules.move(g, c.id, c.owner, "hand", cause="bounce"))
tap = _on_permanents("tap", _tap)


@stack_primitive("gain_control")
def gain_control(g, x, e):   # 804 deploy creatures
    from .deploy import gain_control as deploy_control
    deploy_control(g, x.item, x.players)


@stack_primitive("reanimate")
def reanimate(g, x, e):
    """From its owner's graveyard onto the battlefield, a new object (400.7); "self" of a dies trigger is the
    source card, already in the graveyard."""
    for cid in [x.src.id] if e.get("to") == "self" else x.cards:
        c = g.cards[cid]
        if c.zname == "graveyard" and c.defn.is_creature:
            g.rules.move(g, cid, c.owner, "battlefield", cause="reanimate")
            g.rules.fire(g, cid, "enters")


@stack_primitive("pump", power=(int, 0), toughness=(int, 0))
def pump(g, x, e):
    for cid in x.cards:
        if g.cards[cid].zname == "battlefield":
            g.cards[cid].mods.append([e.get("power", 0), e.get("toughness", 0)])


@stack_primitive("counter")
def counter(g, x, e):
    for cid in x.cards:
        it = next((i for i in g.memory["stack"] if i["card"] == cid and i["kind"] == "spell"), None)
        if it is not None:
            g.memory["stack"].remove(it)
            g.rules.move(g, cid, g.cards[cid].owner, "graveyard", cause="countered")
            g.emit("countered", card=cid, by=x.src.id)


@stack_primitive("sacrifice")
def sacrifice(g, x, e):
    R = g.rules
    return [choose_and_apply(q, "sacrifice", "mtg:701.17", R.creatures(g, q), 1, "sacrifice")
            for q in x.players if R.creatures(g, q)]


@stack_primitive("skip_untap")
def skip_untap(g, x, e):
    for key in sorted({g.rules.group_key(g, q) for q in x.players}):  # 805.8: once per team
        g.memory["skip_untap"][key] = g.memory["skip_untap"].get(key, 0) + 1


@stack_primitive("extra_turn")
def extra_turn(g, x, e):
    seen, new = set(), []
    for q in x.players:
        key = g.rules.group_key(g, q)
        if key not in seen:  # 805.8: the team takes it, once
            seen.add(key)
            new.append(q)
    g.memory["extra_turns"][0:0] = new  # 500.7: the most recent extra turns are taken first


@stack_primitive("win_game")
def win_game(g, x, e):
    for q in x.players:
        g.rules.win_game(g, q)


@stack_primitive("lose_game")
def lose_game(g, x, e):
    R = g.rules
    R.lose_players(g, {q: "mtg:104.3e" for q in x.players if not R.cant_lose(g, q)})


@stack_primitive("draw_game")
def draw_game(g, x, e):
    g.rules.game_is_draw(g, x.ctl)


@stack_primitive("restart_game")
def restart_game(g, x, e):
    g.rules.restart_game(g)


@stack_primitive("add_mana", mana=(str, ""))
def add_mana(g, x, e):
    for q in x.players:  # 106.4: the mana goes to the player's pool
        g.memory["pool"].setdefault(str(q), []).extend(e.get("mana", ""))
        g.emit("mana_added", player=q, mana=e.get("mana", ""), pool="".join(g.memory["pool"][str(q)]),
               rule="mtg:106.4")
