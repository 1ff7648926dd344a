"""Priority without drudgery: most priority passes are given for the player, as the best digital clients do.

A person is asked at a priority decision only
  * in their own main phases (any step whose name starts with "main" while their team has the turn),
  * while the stack or resolution area holds something (a chance to respond: the table asks it through the
    public call, D-306-ask, so a stop never shows who holds an answer),
  * at a step they marked as a stop (the Stops menu),
and never while they asked to "pass until the end of the turn" (F6) or "pass until something happens" (F4:
until the stack grows, the turn changes or they face a decision other than priority).  Decisions other than
priority (declare blockers when attacked, targets, mulligans …) always stop.

The controller asks `PriorityStops.answer(game, player)` before its own auto-pass; the bar (PriorityBar)
gives the two "pass until" controls and the stops, with keyboard shortcuts."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QMenu, QPushButton, QWidget

from . import i18n
from .i18n import tr

PRIORITY = "priority"


def pass_answer(g, p) -> str | None:
    """Going on: the priority decision's one answer that names nothing (conceding aside)."""
    plain = [str(a) for a in g.legal_actions(p) if not a.args and a.verb != "concede"]
    return plain[0] if len(plain) == 1 else None


def stack_size(g, p, v=None) -> int:
    return len((v or g.view(p)).stack)


def has_turn(g, p, v=None) -> bool:
    """p's team has the turn, and p speaks for it: where teammates share a turn the primary player decides
    (805.2), so the others are not stopped for it."""
    v = v or g.view(p)
    if p not in (v.active_players or [v.turn_player]):
        return False
    team = next((t for t in v.teams if p in t.members), None)
    primary = (team.counters or {}).get("primary") if team is not None else None
    return primary is None or primary == p or len(v.active_players or []) < 2


def response_window(g) -> bool:
    """A priority decision while something waits on the stack or in the resolution area."""
    d = g.decision
    return d is not None and d.kind == PRIORITY and len(g.view(None).stack) > 0


class PriorityStops:
    def __init__(self):
        self.user_stops: dict[int, set] = {}    # player -> step names where they always stop
        self.until: dict[int, tuple] = {}       # player -> ("turn", (turn, turn player)) or ("event", key)
        self.seen_steps: list[str] = []         # the steps with priority met so far, in order (the Stops menu)

    # -- the controls ----------------------------------------------------------------------------
    def until_end_of_turn(self, g, p: int) -> None:
        self.until[p] = ("turn", (g.turn, g.turn_player))

    def until_something_happens(self, g, p: int) -> None:
        self.until[p] = ("event", (g.turn, g.turn_player, stack_size(g, p)))

    def toggle_stop(self, p: int, step: str) -> None:
        s = self.user_stops.setdefault(p, set())
        s.symmetric_difference_update({step})

    def waiting(self, p: int) -> bool:
        return p in self.until

    # -- the policy ------------------------------------------------------------------------------
    def answer(self, g, p: int) -> str | None:
        """The pass to give for p now, or None when p is asked."""
        d = g.decision
        if d is None or d.kind != PRIORITY:
            if self.until.get(p, ("",))[0] == "event":
                del self.until[p]           # a decision of another kind is something happening
            return None
        step = str(g.step)
        if step not in self.seen_steps:
            self.seen_steps.append(step)
        text = pass_answer(g, p)
        if text is None:
            return None
        v = g.view(p)       # once: a view is the costly part of this answer
        until = self.until.get(p)
        if until is not None:
            kind, key = until
            if kind == "turn" and key == (g.turn, g.turn_player):
                return text
            if kind == "event" and key[:2] == (g.turn, g.turn_player) and stack_size(g, p, v) <= key[2]:
                return text
            del self.until[p]
        if stack_size(g, p, v):
            return None                     # a chance to respond (asked through the public call)
        if step in self.user_stops.get(p, ()):
            return None
        if step.startswith("main") and has_turn(g, p, v):
            return None
        return text


def stops_of(ctl) -> PriorityStops:
    st = getattr(ctl, "priority_stops", None)
    if st is None:
        st = ctl.priority_stops = PriorityStops()
    return st


class PriorityBar(QWidget):
    """'Pass until something happens (F4)', 'Pass until end of turn (F6)' and 'Stops…', shown while a
    person has priority in a family that has priority decisions."""

    def __init__(self, window):
        super().__init__(window.table)
        self.window = window
        self.setObjectName("priority_bar")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        self.something = QPushButton()
        self.something.setObjectName("pass_until_something")
        self.turn = QPushButton()
        self.turn.setObjectName("pass_until_turn_end")
        self.stops = QPushButton()
        self.stops.setObjectName("stops")
        for b in (self.something, self.turn, self.stops):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setStyleSheet("QPushButton { background: #2c3e57; color: #ffffff; font-size: 13px; padding: 5px 10px;"
                            " border-radius: 6px; border: 1px solid #8fb4e0; } QPushButton:hover { background: #3a5273; }")
            lay.addWidget(b)
        self.something.clicked.connect(self.pass_until_something)
        self.turn.clicked.connect(self.pass_until_turn_end)
        self.stops.clicked.connect(self.show_stops)
        for key, fn in ((Qt.Key.Key_F4, self.pass_until_something), (Qt.Key.Key_F6, self.pass_until_turn_end)):
            sc = QShortcut(QKeySequence(key), window, context=Qt.ShortcutContext.WindowShortcut)
            sc.activated.connect(fn)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.something.setText(tr("Pass until something happens (F4)"))
        self.turn.setText(tr("Pass until end of turn (F6)"))
        self.stops.setText(tr("Stops…"))
        self.adjustSize()

    def person(self):
        ctl = self.window.ctl
        g = ctl.game
        p = ctl.acting()
        if g is None or p is None or ctl.is_computer(p) or g.outcome is not None or ctl.replay_mode:
            return None
        return p

    def _pass_until(self, how: str) -> None:
        """Set the person's 'pass until …' and give the first pass now."""
        p = self.person()
        if p is None:
            return
        ctl = self.window.ctl
        stops = stops_of(ctl)
        getattr(stops, how)(ctl.game, p)
        text = stops.answer(ctl.game, p)
        if text is not None:
            self.window.do_action(text)

    def pass_until_something(self) -> None:
        self._pass_until("until_something_happens")

    def pass_until_turn_end(self) -> None:
        self._pass_until("until_end_of_turn")

    def show_stops(self) -> None:
        p = self.person()
        g = self.window.ctl.game
        if p is None:
            return
        menu = QMenu(self)
        menu.setObjectName("stops_menu")
        st = stops_of(self.window.ctl)
        mine = st.user_stops.get(p, set())
        for step in st.seen_steps + ([str(g.step)] if str(g.step) not in st.seen_steps else []):
            a = menu.addAction(i18n.words().step(step))
            a.setCheckable(True)
            a.setChecked(step in mine)
            a.triggered.connect(lambda _c=False, s=step: stops_of(self.window.ctl).toggle_stop(p, s))
        self.window.last_menu = menu
        menu.popup(self.mapToGlobal(self.stops.geometry().topLeft()))

    def update_for(self, g) -> None:
        """Shown while a person holds a priority decision."""
        p = self.person()
        on = p is not None and g.decision is not None and g.decision.kind == PRIORITY
        self.setVisible(on)
        if on:
            self.retranslate()
            t = self.window.table
            plan = getattr(t.tscene, "plan", None) if getattr(t.tscene, "zone_mode", False) else None
            if plan is not None:    # in the middle of the table, above its info line: no seat under it
                pt = t.mapFromScene(plan.middle.center().x(), plan.middle.bottom())
                self.move(pt.x() - self.width() // 2, pt.y() - self.height() - 24)
            else:
                self.move(8, t.height() - self.height() - 8)
            self.raise_()


def install(window) -> PriorityBar:
    """Give the window its priority bar and the controller its stops (called once by MainWindow)."""
    bar = PriorityBar(window)
    stops_of(window.ctl)
    window.ctl.changed.connect(lambda: bar.update_for(window.ctl.game) if window.ctl.game is not None
                               else bar.hide())
    return bar
