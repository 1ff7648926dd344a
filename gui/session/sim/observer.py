"""The observer of `enza table-sim` (issue 31 item 7): it counts what the table did wrong to the people at it.

It reads only the engine's public API and the session's outputs.  The engine: a game of its own, kept in step
by performing every action the session sends to the engine, whose `decision` (kind, who must answer, each
one's answers), `view(p)` (the public facts; the cards p sees come from `known_cards(p)`, the ids `view(p)`
names, without building it: a test checks both agree) and `fingerprint` it reads; a `clone` kept before each
choice a person could undo.  The session's outputs: the snapshot handed to each screen (the curtains and open
calls they show), the actions it sends to the engine, and the game it hands the autosave journal (for the
fingerprint after undo and resume).  It never reads the session's fields, and its policy is its own
(expected.py, from the issue's definitions), never imported from the session (tests/session/test_table_sim.py
checks its imports).  The scripted people (people.py) tell it each gesture before and after making it.

Counters (issue 31 item 7):
- `asked`: seat → the decisions for which that person's screen got a snapshot offering them an answer;
- `missed_asks`: an engine action for a person's seat that is neither that person's own answer nor an
  allowed pass (expected.pass_allowed); a team's pass (one answer for the team) before every person of it
  with an answer other than the pass passed — or was ever offered the decision; once per person and decision;
- `leaks`: each face-up card of a snapshot (its view and the cards its offers name) that a person who may be
  looking does not see in their own `view()`.  Who may look: the curtain's person after they dismissed it,
  while they are in the decision's waiting set and nobody else has acted; else everyone at that screen;
- `needless_asks`: an open call that keeps no secret (fewer than two people at the screen, or everyone else
  there sees the called person's cards); a curtain with one person at the table, or before a person whose
  cards everyone else at the screen sees (tag teammates);
- `undo_mismatches`, `resume_mismatches`: after an undo, the game's fingerprint or any screen's snapshot
  differs from the one recorded before the undone answer; after a save and resume, from the one recorded at
  the save, once the person asked has taken the screen again;
- `unfinished`: games not over within `enza sim`'s cap.

- `bad_refusals` (issue 34): a refusal of a drag or click (`Session.gesture`) whose words show a raw id or a
  card its maker does not know, cite no rule or another family's, or not the rule its labelled gesture expects
  (engine.bad_refusal, written from issue 34's definitions).  The labelled positions of assets/gestures/ are
  played by labelled.py through table.Table; their faults are in cli.FAULT_COUNTER and matrix.FAULTS."""
from __future__ import annotations

from collections import Counter

import engine

from .expected import pass_allowed, pass_text, until_pressed
from .looking import LookingMixin
from .restoring import RestoringMixin

ANSWERS = ("answer", "drop")                          # gestures that give the engine an answer's text
PASSES = ("call-no", "end-turn", "pass-until")         # gestures that give the person's pass
COUNTERS = ("missed_asks", "leaks", "needless_asks", "undo_mismatches", "resume_mismatches", "unfinished",
            "bad_refusals")
EXAMPLES = 5        # details kept per counter, for the report
MARKS = 4           # a person's last choices kept for their undo


class Observer(LookingMixin, RestoringMixin):
    def __init__(self, people: dict[int, str]):
        """`people`: seat → the screen that person plays on (the table's set-up, as table-sim gives it)."""
        self.people = dict(people)
        self.screens: dict[str, list[int]] = {}
        for p, sid in sorted(self.people.items()):
            self.screens.setdefault(sid, []).append(p)
        self.asked: Counter = Counter()
        self.counts = dict.fromkeys(COUNTERS, 0)
        self.examples: dict[str, list] = {k: [] for k in COUNTERS}
        self.stats: Counter = Counter()     # gestures made and refused, undos, resumes, games, actions
        self.refusals: list = []            # (seat, Gesture, Reply) for every refused gesture
        self.desyncs: list = []             # why the observer's game left the session's (never, it is hoped)
        self.shadow = None
        self.live = None
        self.pending = (None, None, None)      # the gesture being made: (Gesture, decision, its "pass until")

    # ===== counting =========================================================================================
    def count(self, counter: str, detail, n: int = 1) -> None:
        self.counts[counter] += n
        if len(self.examples[counter]) < EXAMPLES:
            self.examples[counter].append(detail)

    def report(self) -> dict:
        out = {"asked": {str(p): self.asked[p] for p in sorted(self.people)}}
        out.update(self.counts)
        return out

    # ===== a game ===========================================================================================
    def begin(self, game, label: str = "") -> None:
        """A new game at the table (its session not yet driven): `game` is the one the session was given."""
        self.label = label
        self.shadow = game.clone()       # (a scenario's game has no save text to load from)
        self.live = game
        self.stats["games"] += 1
        self._new_game_state()

    def _new_game_state(self) -> None:
        self.stops: dict[int, set] = {p: set() for p in self.people}
        self.until: dict = {}
        self.marks: dict[int, list] = {}         # person -> their last choices: (actions before, the game
        #                                          before (a copy), its fingerprint, the screens' snapshots)
        self.expect = None                       # ("undo" | "resume", seat, fingerprint, snapshots)
        self.latest: dict[str, object] = {}      # screen -> its latest snapshot
        self.raised: dict[str, tuple] = {}       # screen -> (curtain seat, open call seat) shown last
        self.entitled: int | None = None         # who dismissed the curtain, while nobody else acted
        self._decision_begins()

    def _decision_begins(self) -> None:
        g = self.shadow
        self.dkey = getattr(self, "dkey", 0) + 1
        self.views: dict = {}
        self.offered: set = set()
        self.passed: set = set()        # people who gave their pass in this round (a team's pass waits for them)
        self.scripted: dict = {}        # person -> the answer their gesture gave, not yet seen at the engine
        self.missed: set = set()
        self.decision = g.decision if g.outcome is None else None
        self.waiting = tuple(self.decision.waiting_for()) if self.decision is not None else ()
        for p in list(getattr(self, "until", ())):     # something happening ends a "pass until" at once
            self._until(p)

    def public(self):
        """The spectator's view of the game now: the public facts (turn, step, whose turn, the stack)."""
        if self.views.get(None) is None:
            self.views[None] = self.shadow.view(None)
        return self.views[None]

    def known(self, p) -> frozenset:
        """The cards p sees: the ids p's `view()` names (`known_cards` gives them without building the view;
        tests/session/test_table_sim.py checks that both agree)."""
        key = ("known", p)
        if key not in self.views:
            self.views[key] = self.shadow.known_cards(p)
        return self.views[key]

    def kind(self) -> str:
        return str(self.decision.kind) if self.decision is not None else ""

    def answers(self, p) -> list:
        """p's answers to the decision now (the engine's decision.actions), while p is waited for."""
        return list(self.decision.actions.get(p, ())) if p in self.waiting else []

    def allowed(self, p) -> str | None:
        return pass_allowed(p, self.public(), self.kind(), self.answers(p), self.stops[p], self._until(p))

    def finished(self, cap_reached: bool) -> None:
        if self.shadow.outcome is None:
            self.count("unfinished", f"{self.label}: not over after {len(self.shadow.actions_log)} actions "
                                     f"({'the cap' if cap_reached else 'the table stopped'})")
        if self.live is not None and self.live.fingerprint() != self.shadow.fingerprint():
            self.desync("at the end of the game its fingerprint is not the session's")

    def desync(self, why: str) -> None:
        """The observer's game is no longer the session's, for no reason it counted (every count after this
        would be unfounded): said in the report, and the observer follows the session's game again."""
        self.stats["desyncs"] += 1
        if len(self.desyncs) < EXAMPLES:
            self.desyncs.append(f"{self.label} action {len(self.shadow.actions_log)}: {why}")
        self._resync()

    # ===== the session's outputs ===========================================================================
    def action(self, entry) -> None:
        """An answer the session sent to the engine (before its snapshots are made)."""
        text, p = entry.text, entry.seat
        self.stats["actions"] += 1
        if self.expect is not None:         # an undo or a resume not yet checked: the table moved first
            if self._expected_seen(f"the table moved on ({text}) before the person asked took the screen"):
                self._resync()              # (the live game has taken this answer already)
                return
        if p in self.people:
            self._person_action(p, text)
        self._team_pass(p, text)
        if p != self.entitled:
            self.entitled = None
        try:
            self.shadow.perform(text)
        except engine.ActionError as e:
            self.desync(f"the session sent {text}, which the observer's game refuses: {e}")
            return
        self._decision_begins()

    def _person_action(self, p: int, text: str) -> None:
        mine = self.scripted.get(p)
        passing = pass_text(self.answers(p))
        if mine == text:
            if text != passing and not text.endswith(" concede"):
                self.until.pop(p, None)
                marks = self.marks.setdefault(p, [])
                marks.append((len(self.shadow.actions_log), self.shadow.clone(), self.shadow.fingerprint(),
                              self._screens_now()))
                del marks[:-MARKS]
            return
        why = self.allowed(p) if text == passing else None
        if why is None:
            self._missed(p, f"{text} sent for a person who answered {mine or 'nothing'}")

    def _team_pass(self, p: int, text: str) -> None:
        """One pass answering for a team (a decision any one of several players answers): every person of the
        team who could do more than pass must have passed first (D-805.5-people), or been let pass."""
        d = self.decision
        if d is None or str(d.mode) != "single" or len(self.waiting) < 2 or text != pass_text(self.answers(p)):
            return
        for q in self.waiting:
            if q == p or q not in self.people or q in self.passed:
                continue
            if self.allowed(q) is None:
                how = "offered it" if q in self.offered else "never offered it"
                self._missed(q, f"the team passed ({text}) while p{q}, who {how}, had not passed")

    def _missed(self, p: int, why: str) -> None:
        if p not in self.missed:
            self.missed.add(p)
            d = self.decision
            self.count("missed_asks", f"{self.label} action {len(self.shadow.actions_log)} "
                                      f"[{d.kind if d else '-'} step {self.shadow.step}]: {why}")

    def _until(self, p: int):
        u = self.until.get(p)
        if u is not None and not u.holds(self.public(), self.kind()):
            del self.until[p]
            return None
        return u

    # ===== the people's gestures ============================================================================
    def before(self, g) -> None:
        """A person is about to make gesture `g` (an answer reaches the engine before the session replies)."""
        self.stats[f"gesture:{g.kind}"] += 1
        p = g.seat
        self.pending = (g, self.dkey, None)
        if p not in self.people:
            return
        if g.kind == "curtain" and g.legal:
            self.pending = (g, self.dkey, self.entitled)
            self.entitled = p       # "I am {name} — show": they look from the snapshot that answers it on
        text = g.text if g.kind in ANSWERS else pass_text(self.answers(p)) if g.kind in PASSES else None
        if text is not None:
            self.scripted[p] = text
        if g.kind in ("end-turn", "pass-until") and p in self.waiting:
            self.pending = (g, self.dkey, until_pressed("turn" if g.kind == "end-turn" else "event",
                                                         self.public(), p))

    def after(self, g, reply) -> None:
        _g, dkey, until = self.pending
        self.pending = (None, None, None)
        p = g.seat
        same = dkey == self.dkey            # the answer was kept by the table (a team's round), not sent yet
        if not reply.ok:
            if g.kind == "curtain" and g.legal:
                self.entitled = until       # (the one entitled before)
            self.stats["refused"] += 1
            if g.legal:
                self.stats["legal-refused"] += 1
            if same:
                self.scripted.pop(p, None)
            self.refused(g, reply)
            return
        if not g.legal:
            self.stats["illegal-taken"] += 1
        if p != self.entitled and g.kind not in ("stop", "undo", "redo"):
            self.entitled = None
        if g.kind == "curtain":
            self.entitled = p
        elif until is not None and g.kind in ("end-turn", "pass-until"):
            self.until[p] = until
        elif g.kind == "stop":
            (self.stops[p].add if g.on else self.stops[p].discard)(g.text)
        if same and p in self.waiting and self.scripted.get(p) is not None and \
                self.scripted[p] == pass_text(self.answers(p)):
            self.passed.add(p)      # the person's pass, kept by the table until the team's round ends

    def refused(self, g, reply) -> None:
        """A gesture the session refused (nothing changed): kept for the report; a drag or click's words are
        judged (`bad_refusals`) on the game as it was, which the refusal left as it is."""
        self.refusals.append((g.seat, g, reply))
        if g.kind == "gesture" and reply.code != "pick-one":
            why = engine.bad_refusal(self.shadow, g.seat, reply.refusal, reply.rule, g.expect)
            if why is not None:
                self.count("bad_refusals", {"why": why, "label": g.label, "seat": g.seat, "words": reply.refusal,
                                            "rule": reply.rule, "expect": g.expect})

