"""The observer's half that checks undo and resume: the table after a person's undo, or after the game was
saved and loaded into a new session, must be the one recorded before the undone answer or at the save — the
game's fingerprint and every screen's snapshot, once the person asked has taken the screen again
(`undo_mismatches`, `resume_mismatches`, issue 31 item 7).

Undo is seen where it takes effect: the session hands its journal another game object (an output: what the
autosave writes) while a person's Undo is being made, before the snapshots of that change."""
from __future__ import annotations


SHOWN = ("view", "viewer", "asked", "offers", "heading", "waiting_for", "curtain", "open_call", "people",
         "status", "over")


def project(snap) -> dict:
    """What a snapshot shows of the table that an undo or a resume must give back (its log lines, undo label,
    controls and version belong to the moment)."""
    return {k: getattr(snap, k) for k in SHOWN}


class RestoringMixin:
    """For Observer: needs people, shadow, live, pending, marks, latest, raised, stops, until, entitled,
    expect, stats, label, count() and _decision_begins()."""

    def _screens_now(self) -> dict:
        return {sid: project(snap) for sid, snap in self.latest.items()}

    def journal(self, game) -> None:
        """The session's journal is given the game after every change (an output: what the autosave writes);
        a new game object there is the session's undo (or redo) taking effect, before its snapshots."""
        if game is not self.live and self.pending[0] is not None and self.pending[0].kind == "undo":
            self._undone(self.pending[0].seat)
        self.live = game

    def _undone(self, p: int) -> None:
        marks = self.marks.get(p)
        self.stats["undos"] += 1
        if not marks:
            self.count("undo_mismatches", f"{self.label}: p{p}'s undo was taken with no answer of theirs to undo")
            self._resync()
            return
        n, before, fp, screens = marks.pop()
        for q in self.marks:        # what came after the undone answer is gone for everyone
            self.marks[q] = [m for m in self.marks[q] if m[0] < n]
        self.shadow = before
        self.until.pop(p, None)
        self.entitled = p           # the person who pressed Undo is at the screen
        self._decision_begins()
        self.expect = ("undo", p, fp, screens)

    def _resync(self) -> None:
        """After a mismatch counted: the observer's game is the session's again, so that counting goes on."""
        self.stats["resyncs"] += 1
        self.shadow = self.live.clone()
        self._decision_begins()

    def saving(self, p: int) -> None:
        """The table is saved now, while person p is asked (table-sim resumes it at once)."""
        self.expect = ("resume", p, self.live.fingerprint(), self._screens_now())
        self.stats["resumes"] += 1

    def resumed(self, game) -> None:
        """The saved game, loaded into a new session: who held the screen, the stops and the "pass until" are
        not saved (gui/session/README.md, Resuming); the people set their stops again as they like."""
        self.live = game
        self.stops = {p: set() for p in self.people}
        self.until = {}
        self.marks = {}
        self.entitled = None
        self.latest = {}
        self.raised = {}
        self._decision_begins()

    def settled(self) -> None:
        """The table waits for a person: an undo or a resume is checked once the person it concerns holds
        their screen and is asked again."""
        if self.expect is None:
            return
        kind, p, fp, screens = self.expect
        snap = self.latest.get(self.people[p])
        if snap is not None and (snap.curtain is not None and snap.curtain.seat == p or
                                 snap.open_call is not None and snap.open_call.seat == p):
            return          # the person is taking the screen again (resume): wait for them
        self._expected_seen(None)

    def _expected_seen(self, moved: str | None) -> bool:
        """Compare the table now with the one recorded before the undo or the save; True if it differs (the
        mismatch is counted, and the observer follows the session's game from here)."""
        kind, p, fp, screens = self.expect
        self.expect = None
        counter = "undo_mismatches" if kind == "undo" else "resume_mismatches"
        where = f"{self.label} action {len(self.shadow.actions_log)}: after p{p}'s {kind}"
        why = moved
        if why is None and self.live.fingerprint() != fp:
            why = "the fingerprint is not the one recorded"
        if why is None:
            for sid, before in screens.items():
                now = self.latest.get(sid)
                after = project(now) if now is not None else None
                if after != before:
                    diff = [k for k in before if after is None or after[k] != before[k]]
                    why = f"the {sid} screen differs in {', '.join(diff)}"
                    break
        if why is None:
            return False
        self.count(counter, f"{where}, {why}")
        if moved is None:
            self._resync()
        return True
