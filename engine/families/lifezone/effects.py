"""The life-zone family's effect ops as typed primitives of the one registry (engine/cards/primitives.py,
family "lifezone").  Each runs inside the resolving `EffectFrame` `f` (controller `f.owner`, source card
`f.src`, bound opponent `f.opp`, chosen targets `f.targets`) on one effect `e` of a card's ability, and
returns a pushed frame's result when it must ask, else None."""
from __future__ import annotations

from ...cards.primitives import primitive
from .frames import ChooseFrame, WindowFrame

N = (int, 1)
WHO = (str, "you")


def lifezone_primitive(name: str, **params):
    return primitive(name, "lifezone", **params)


@lifezone_primitive("draw", n=N)
def draw(g, f, e):
    g.rules.draw_n(g, f.owner, e.get("n", 1))


@lifezone_primitive("discard", n=N, who=WHO)
def discard(g, f, e):
    q = f.who(g, e)
    hand = g.zones[f"p{q}.hand"]
    if hand:
        return g.push(ChooseFrame(q, "discard", g.rules.RID["opponent"], hand, min(e.get("n", 1), len(hand))))
    return None


@lifezone_primitive("destroy")
def destroy(g, f, e):
    for t in f.live_targets(g):
        g.rules.destroy(g, t, cause="effect")


@lifezone_primitive("damage_unit", n=N)
def damage_unit(g, f, e):
    n = e.get("n", 1)
    for t in f.live_targets(g):
        g.cards[t].damage += n
        g.emit("unit_damaged", card=t, amount=n)


def _rest_or_stand(name: str):
    @lifezone_primitive(name)
    def fn(g, f, e):
        for t in f.live_targets(g):
            g.cards[t].tapped = name == "rest"
            g.emit(name, card=t)
    fn.__name__ = name
    return fn


rest = _rest_or_stand("rest")
stand = _rest_or_stand("stand")


def _modifier(name: str):
    @lifezone_primitive(name, n=N, who=(str, "self"))
    def fn(g, f, e):
        R, p, n = g.rules, f.owner, e.get("n", 1)
        mod = [n, 0] if name == "power" else [0, n]
        if "target" in e:
            units = f.live_targets(g)
        else:
            w = e.get("who", "self")
            if w == "self":
                units = [f.src] if g.cards[f.src].zone == "all.field" else []
            elif w == "your":
                units = R.units(g, p)
            elif w == "ally":
                units = [u for u in R.units(g) if g.cards[u].controller in R.allies(g, p)]
            else:  # the bound opponent (901-1)
                units = R.units(g, f.who(g, e))
        for u in units:
            g.cards[u].mods.append(list(mod))
        g.emit("modified", cards=list(units), power=mod[0], hit=mod[1])
    fn.__name__ = name
    return fn


power = _modifier("power")
hit = _modifier("hit")


@lifezone_primitive("player_damage", n=N, who=WHO)
def player_damage(g, f, e):
    return g.push(WindowFrame("damage", packet=[f.who(g, e), e.get("n", 1), 0, -1, 0]))


@lifezone_primitive("life_to_hand", n=N)
def life_to_hand(g, f, e):
    R = g.rules
    life = g.zones[R.life_key(g, f.owner)]
    for _ in range(min(e.get("n", 1), len(life))):
        R.life_move(g, life[-1], "hand", cause="effect")


@lifezone_primitive("life_to_deck", n=N)
def life_to_deck(g, f, e):
    R = g.rules
    life = g.zones[R.life_key(g, f.owner)]
    got = []
    for _ in range(min(e.get("n", 1), len(life))):
        cid = life[-1]
        R.life_move(g, cid, "deck", cause="effect")
        if g.cards[cid].owner not in got:
            got.append(g.cards[cid].owner)
    for q in sorted(got):  # 302-3b-1: each player who got a card shuffles their own deck
        g.shuffle_zone(f"p{q}.deck")


@lifezone_primitive("life_to_field")
def life_to_field(g, f, e):
    R = g.rules
    life = g.zones[R.life_key(g, f.owner)]
    if life:
        cid = life[-1]
        if g.cards[cid].defn.is_unit:
            R.life_move(g, cid, "field", cause="effect")
            g.emit("enter", card=cid, controller=g.cards[cid].controller)
            R.fire(g, "enter", cid)
        else:
            R.life_move(g, cid, "grave", cause="effect")


@lifezone_primitive("look_deck", n=N)
def look_deck(g, f, e):
    R, p, n = g.rules, f.owner, e.get("n", 1)
    deck = g.zones[f"p{p}.deck"]
    seen = deck[-n:] if n else []
    m = R.mask(g, p)
    for cid in seen:
        g.cards[cid].known |= m  # 301-3: what one teammate sees, both see
    g.emit("look", private=m, hidden={"cards": [], "handles": [g.handle(c) for c in seen]}, player=p,
           cards=list(seen), rule=R.RID["visible"])


@lifezone_primitive("energy_from_deck", n=N)
def energy_from_deck(g, f, e):
    R, p = g.rules, f.owner
    deck = g.zones[f"p{p}.deck"]
    for _ in range(min(e.get("n", 1), len(deck))):
        R.move(g, deck[-1], p, "energy", cause="effect", tapped=True)


@lifezone_primitive("lose")
def lose(g, f, e):
    R = g.rules
    R.side_loses(g, R.side_of(g, f.owner), R.RID["lose_effect"], "card effect")


@lifezone_primitive("win")
def win(g, f, e):
    g.rules.player_wins(g, f.owner, g.rules.RID["win_effect"])

