"""The table's status, as facts of the typed view (engine/core/view.py) put in words for a screen: the line in the
middle of the table (every turn under way, each at its own step), the pass button's words while something waits
to resolve, and the seats drawn dimmed while everyone answers one question at once.  The scene only draws them."""
from __future__ import annotations

PRIORITY = "priority"           # the engine's decision kinds (engine/core/kinds.py)
SIMULTANEOUS = "simultaneous"


def turns_words(w, game, turns) -> str:
    """Every turn under way (grand melee's turn markers, 807.4): "turn 5 (Aki): Attack · turn 6 (Bo): Main"."""
    parts = []
    for t in turns:
        name = game.players[t.player].name
        parts.append(w.tr("turn marker {n} waits", n=t.marker) if t.waiting else
                     w.tr("turn {turn} ({player}): {step}", turn=t.turn, player=name, step=w.step(t.step)))
    return ("、" if w.lang == "ja" else " · ").join(parts)


def turn_caption(w, game, view) -> str:
    """The line in the middle of the table: the format, and the turn and step (each turn's, where several run)."""
    fmt = w.pick(game.format.title_ja, game.format.title_en) or game.format.name
    if view.turns:
        return w.tr("{fmt} — {turns}", fmt=fmt, turns=turns_words(w, game, view.turns))
    return w.tr("{fmt} — turn {turn}, {step}", fmt=fmt, turn=view.turn, step=w.step(view.step))


def top_of_stack(view):
    """What resolves when everyone passes now: the newest object on the stack (or resolution area) of the turn
    whose priority is asked (grand melee: that marker's own stack), or None when nothing waits."""
    zone = next((t.zone for t in view.turns if t.current), None)
    items = [it for it in view.stack if zone is None or it.zone in (None, zone)]
    return items[-1] if items else None


def pass_words(namer, view, text: str) -> str:
    """The pass button's words: with something waiting to resolve, passing lets it resolve (when everyone
    passes), it does not end the step."""
    d, top = view.decision, top_of_stack(view)
    if d is None or d.kind != PRIORITY or top is None:
        return namer.answer(text)
    w = namer.w
    card = "《" + namer.token_name(top.token) + "》"
    if top.kind in ("spell", "card"):
        return w.tr("Pass: let {card} resolve", card=card)
    return w.tr("Pass: let the ability of {card} resolve", card=card)


MULLIGANS = ("mulligan", "mulligan-bottom")     # a round every player answers, at once or one after another


def dimmed_seats(game, view) -> tuple:
    """While every player answers a question of their own (a mulligan, in turn or at once; any question answered
    at once), the seats not asked now: those who answered already and those still to come.  Priority is no such
    question (a team holds it together), nor is a question one player answers in the middle of play."""
    d = view.decision
    if d is None or view.outcome is not None or d.kind == PRIORITY or \
            (d.mode != SIMULTANEOUS and d.kind not in MULLIGANS):
        return ()
    return tuple(s.player for s in view.seats if s.player not in d.players)
