"""The observer's half that reads the snapshots handed to each screen: who was offered an answer (`asked`),
the cards a screen shows to whoever may be looking (`leaks`), and the curtains and open calls that keep no
secret (`needless_asks`) — all against the cards each person's own view shows (issue 31 item 7)."""
from __future__ import annotations

from .expected import face_up, offered_cards


class LookingMixin:
    """For Observer: needs screens, shadow, entitled, waiting, offered, asked, latest, raised, known(), count()."""

    def snapshot(self, screen: str, snap) -> None:
        """A snapshot handed to a screen."""
        self.latest[screen] = snap
        if self.shadow is None:
            return
        if snap.asked is not None and snap.offers and snap.curtain is None and snap.open_call is None:
            if snap.asked not in self.offered:
                self.offered.add(snap.asked)
                self.asked[snap.asked] += 1
        self._raised(screen, snap)
        self._leaks(screen, snap)

    def _raised(self, screen: str, snap) -> None:
        people = self.screens.get(screen, [])
        now = (snap.curtain.seat if snap.curtain else None, snap.open_call.seat if snap.open_call else None)
        before = self.raised.get(screen, (None, None))
        self.raised[screen] = now
        curtain, call = now
        if curtain is not None:
            self.entitled = None
        if curtain is not None and curtain != before[0] and self._keeps_no_secret(curtain, people):
            self.count("needless_asks", f"{self.label} action {len(self.shadow.actions_log)}: a curtain for "
                                        f"p{curtain}, {self._nobody(curtain, people)}")
        if call is not None and call != before[1] and self._keeps_no_secret(call, people):
            self.count("needless_asks", f"{self.label} action {len(self.shadow.actions_log)}: an open call to "
                                        f"p{call}, {self._nobody(call, people)}")

    @staticmethod
    def _nobody(p: int, people) -> str:
        others = [f"p{q}" for q in people if q != p]
        return f"every card of whom {' and '.join(others)} also see" if others else "alone at the screen"

    def _keeps_no_secret(self, p: int, people) -> bool:
        others = [q for q in people if q != p]
        mine = self.known(p)
        return not others or all(mine <= self.known(q) for q in others)

    def lookers(self, screen: str, snap) -> list:
        people = self.screens.get(screen, [])
        e = self.entitled
        if snap.curtain is None and snap.open_call is None and e in people and e in self.waiting:
            return [e]
        return people

    def _leaks(self, screen: str, snap) -> None:
        if snap.viewer == "full":
            return          # open-hand play: the table said everything is face up
        shown = face_up(snap.view) | offered_cards(snap.offers)
        for q in self.lookers(screen, snap):
            unseen = shown - self.known(q)
            if unseen:
                self.count("leaks", f"{self.label} action {len(self.shadow.actions_log)} "
                                    f"[{self.shadow.step}]: p{q} may look at cards {sorted(unseen)[:4]} "
                                    f"(viewer {snap.viewer}, asked {snap.asked})", len(unseen))
