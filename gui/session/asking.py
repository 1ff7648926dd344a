"""Who is asked (issue 31 item 3) and who sees (item 4): the session's half that decides what the table does
next.  Each person of a team that may act is asked while the team holds priority; computers answer first and
decline while a person of the team could still act (D-805.5-people); the open call only where it keeps a
secret among people who share a screen (D-306-ask); a person is asked only when they can do more than pass
and a stop applies (stops.py); a person holds the screen only while the game waits for them and nobody else
answered since; the curtain only between people whose views differ (seeing.py)."""
from __future__ import annotations

from engine.core.kinds import SINGLE

from . import faults
from .answers import PRIORITY, only_pass, pass_of
from .protocol import AUTO_PASS, CALL, CURTAIN, NOBODY, OVER, PERSON, THINK, USE_DECLARATION, Next
from .stops import turn_key
from .tables import Round, Screen


class AskingMixin:
    """For Session: needs game, seats, screens, options, stops, round, generation, voluntary, last_look, loaded_at."""

    def _round_now(self) -> Round:
        key = (self.generation, len(self.game.actions_log))
        if self.round.key != key:
            self.round = Round(key)
        return self.round

    def _next(self) -> Next:
        """Who must answer now, or which answer is given without asking (see the module's text)."""
        for s in self.screens.values():
            s.curtain = s.call = None
        nxt = self._decide()
        if not (faults.on("hand-up-during-computers") and nxt.what == THINK):
            self._lapse_absent_owners()
        self._now = nxt
        return nxt

    def _decide(self) -> Next:
        g = self.game
        if self.replay:
            return Next(NOBODY)
        if g.outcome is not None or g.decision is None:
            return Next(OVER)
        d = g.decision
        if self.stops.until:
            self.stops.expire(self.sight.public(), d.kind)
        rnd = self._round_now()
        waiting = list(d.waiting_for())
        shared = d.mode == SINGLE and len(waiting) > 1      # one answer counts for all of them
        left = [p for p in waiting if p not in rnd.done]
        for p in left:
            if self.person(p):
                continue
            if shared and only_pass(self.sight.answers(p)) and self._others_left(left, p):
                rnd.done[p] = pass_of(self.sight.answers(p)).text      # a computer with nothing to add declines
                continue
            return Next(THINK, p)
        people = self._person_order(d, [p for p in left if self.person(p) and p not in rnd.done])
        for p in people:
            acts = self.sight.answers(p)
            auto = self._auto_pass(p, d, acts)
            if auto is not None:
                return Next(AUTO_PASS, p, auto, withhold=shared and self._others_left(left, p))
            return self._ask(p, d)
        if shared and rnd.done:          # everyone of the team passed in this round: the team's pass
            p = next((q for q in reversed(rnd.done) if self.person(q)), next(reversed(rnd.done)))
            return Next(AUTO_PASS, p, rnd.done[p])
        return Next(NOBODY)

    def _others_left(self, left, p) -> bool:
        done = self.round.done
        return any(q != p and q not in done for q in left)

    def _person_order(self, d, people) -> list:
        """People of a priority round in seat order from the turn's player (D-805.5-people); any other
        decision's in the order the rules list them (the teammate the rules name first)."""
        if d.kind != PRIORITY:
            return sorted(people, key=list(d.players).index)
        g = self.game
        n = len(g.players)
        first = g.players[g.turn_player].seat
        return sorted(people, key=lambda p: (g.players[p].seat - first) % n)

    def _call_kind(self, d) -> bool:
        """A decision answered through the open call among people who share a screen (D-306-ask): a use
        declaration, or a chance to respond to what waits on the stack or in the resolution area."""
        return d.kind == USE_DECLARATION or (d.kind == PRIORITY and bool(self.sight.public().stack))

    def _shared_screen(self, p: int) -> bool:
        """Whether p shares the screen with someone who must not see p's cards (only then is there a secret
        for the open call to keep: teammates who see each other's hands have none)."""
        people = self.screen_of(p).people
        return faults.on("lone-person-open-call") or (len(people) >= 2 and self.sight.private_to(p, people))

    def _auto_pass(self, p: int, d, acts) -> str | None:
        """p's pass, when the table gives it without asking p."""
        passing = pass_of(acts)
        if passing is None or not self.options.auto_pass:
            return None
        text = passing.text
        if p in self._round_now().called:
            return None                 # said yes to the open call: asked, and may still decline
        if only_pass(acts):
            if self._call_kind(d) and self.options.declarations != "can" and self.screen_of(p).owner != p \
                    and self._shared_screen(p):
                return None             # the open call (or the curtain) hides who could have answered
            if self.stops.waiting(p) != "turn" and self._ends_chosen_turn(p, text):
                return None
            return text
        if len(self.game.actions_log) == self.loaded_at:
            return None     # the decision a loaded game was saved at: its person was asked (by a stop not saved)
        if self.stops.gives_pass(p, d.kind, self.sight.public()):
            return text
        return None

    def _ends_chosen_turn(self, p: int, text: str) -> bool:
        """A turn in which the person chose something ends by their End turn, not by itself."""
        key = self.voluntary.get(p)
        g = self.game
        if key is None or g.decision.kind in (PRIORITY, USE_DECLARATION):
            return False        # priority passes follow the stops; a declaration is asked only of who can
        return key == turn_key(self.sight.public()) and self.sight.closes_turn(text)

    def _ask(self, p: int, d) -> Next:
        """Ask person p: at once if they hold their screen, else by the open call or the curtain."""
        s = self.screen_of(p)
        if s.owner == p and not (s.uncovered and self._needs_curtain(p, s)):
            return Next(PERSON, p)      # (one who took it with nothing to hide has the curtain once they have)
        if not self.options.privacy:
            s.owner, s.uncovered = p, True
            return Next(PERSON, p)
        if (self._call_kind(d) and self.options.declarations == "public" and p not in self.round.called
                and self._shared_screen(p)):
            s.owner, s.call = None, p
            return Next(CALL, p)
        if faults.on("no-curtain-at-start") and not self.game.actions_log:
            s.owner, s.uncovered = p, False     # the defect: as if they had dismissed a curtain
            return Next(PERSON, p)
        if self._needs_curtain(p, s):
            s.owner, s.curtain = None, p
            s.recap = self._recap(p)
            return Next(CURTAIN, p)
        s.owner, s.uncovered = p, True
        return Next(PERSON, p)

    def _needs_curtain(self, p: int, s: Screen) -> bool:
        if len(s.people) < 2:
            return False
        return self.sight.private_to(p, s.people)

    def _lapse_absent_owners(self) -> None:
        """A person holds the screen only while the game waits for them (nobody else may look then)."""
        g = self.game
        waiting = set(g.decision.waiting_for()) if g.decision is not None and g.outcome is None else set()
        for s in self.screens.values():
            if s.owner is not None and s.owner not in waiting:
                self._lapse(s)

    def _lapse(self, s: Screen) -> None:
        self.last_look[s.owner] = self.events_n
        s.owner = None
