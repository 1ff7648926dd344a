"""Who sees: which of a person's hidden cards a screen may draw, and when the screen must be covered.

Decided from the engine's views alone: a person's view shows the cards that person knows; two people may share
the screen without a curtain when each sees everything the other sees (tag teammates, who see each other's
hands: the views say so, no family rule is read here).  While nobody holds the screen (game start, computers' turns,
game over) it shows the common view: the view of a person at it that every other person there also sees,
else the spectator's view."""
from __future__ import annotations


def known_cards(view) -> frozenset:
    """The face-up cards of a view: tokens the viewer knows (cN) in every zone, under cards, on the stack."""
    out = set()

    def add(cv):
        if cv.card is not None and cv.token[:1] == "c":
            out.add(cv.token)
        for u in cv.attached:
            add(u)
    for z in view.zones.values():
        for c in z.cards:
            add(c)
    for it in view.stack:
        if it.card is not None and it.token and it.token[:1] == "c":
            out.add(it.token)
    return frozenset(out)


class Sight:
    """The views of one game state, built once each (a view is the costly part of every answer here)."""

    def __init__(self, game):
        self.game = game
        self._views: dict = {}
        self._known: dict = {}
        self._answers: dict = {}
        self._ends: dict = {}
        self._public = None
        self.faces: dict = {}       # what each zone view of this state shows (CardBook.learn_view)

    def view(self, p):
        if p not in self._views:
            listed = self._answers      # the answers of this state already listed are not listed again
            self._views[p] = self.game.full_view(listed) if p == "full" else self.game.view(p, listed)
        return self._views[p]

    def views(self, viewers) -> None:
        """Build at once the views of `viewers` not built yet (what every screen of a publish will draw): the
        engine makes what is the same for them once (`Game.views`), each equal to its own `view`."""
        missing = [p for p in dict.fromkeys(viewers) if p not in self._views and p != "full"]
        if len(missing) > 1:
            self._views.update(self.game.views(missing, self._answers))
        for p in viewers:
            self.view(p)

    def made(self, view) -> bool:
        """Whether `view` is one of this state's views (a snapshot's view, while the game is still as it was)."""
        return any(v is view for v in self._views.values())

    def answers(self, p) -> list:
        """The answers offered to p now ([AnswerView] with their gesture hints): p's view's decision, or the
        decision alone (`game.decision_view`) while p's whole view is not needed."""
        if p not in self._answers:
            v = self._views.get(p)
            d = v.decision if v is not None else self.game.decision_view(p)
            self._answers[p] = d.answers if d is not None else []
        return self._answers[p]

    def closes_turn(self, text: str) -> bool:
        """Whether answering `text` closes the turn's own play (`Game.closes_turn`: the family's answer from its
        steps): asked once per state."""
        if text not in self._ends:
            self._ends[text] = self.game.closes_turn(text)
        return self._ends[text]

    def public(self):
        """A view for the public facts (turn, step, whose turn, the stack): the same in every view, so any
        view already built serves; else the engine's public view (no zones: a whole view only for these
        facts was most of what deciding who is asked cost)."""
        for v in self._views.values():
            return v
        if self._public is None:
            self._public = self.game.public_view()
        return self._public

    def known(self, p) -> frozenset:
        """The cards p knows: those p's view names by their id (game.known_cards: without building the view)."""
        if p not in self._known:     # every player's at once: the cards are read once (Game.known_cards_of)
            self._known.update(self.game.known_cards_of([None, *range(len(self.game.players))]))
            if p not in self._known:
                self._known[p] = self.game.known_cards(p)
        return self._known[p]

    def private_to(self, p: int, others) -> bool:
        """Whether p's view shows a card that someone of `others` does not see (then p needs the curtain)."""
        mine = self.known(p)
        return any(not mine <= self.known(r) for r in others if r != p)

    def common_viewer(self, people):
        """The person at the screen whose view every other person there also sees, or None (the spectator)."""
        for q in people:
            if not self.private_to(q, people):
                return q
        return None
