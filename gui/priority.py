"""The priority bar: 'Pass until something happens (F4)', 'Pass until end of turn (F6)' and 'Stops…', shown
while a person is asked at a decision they may pass.  What they do is the session's (gui/session/stops.py):
the bar only sends the person's choice and lists the Stops the snapshot gives (one per step of the family's
turn where priority is given, declare blockers included)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QMenu, QPushButton, QWidget

from .i18n import tr


class PriorityBar(QWidget):
    """'Pass until something happens (F4)', 'Pass until end of turn (F6)' and 'Stops…'."""

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

    def controls(self):
        """The snapshot's controls for the person asked, or None."""
        ctl = self.window.ctl
        snap = ctl.snap
        if snap is None or snap.asked is None or snap.over or ctl.replay_mode:
            return None
        return snap.controls

    def pass_until_something(self) -> None:
        c = self.controls()
        if c is not None and c.pass_until:
            self.window.ctl.pass_until("event")

    def pass_until_turn_end(self) -> None:
        c = self.controls()
        if c is not None and c.pass_until:
            self.window.ctl.pass_until("turn")

    def show_stops(self) -> None:
        c = self.controls()
        if c is None or not c.stops:
            return
        menu = QMenu(self)
        menu.setObjectName("stops_menu")
        for stop in c.stops:
            a = menu.addAction(stop.words)
            a.setCheckable(True)
            a.setChecked(stop.on)
            a.triggered.connect(lambda on=False, s=stop.step: self.window.ctl.set_stop(s, bool(on)))
        self.window.last_menu = menu
        menu.popup(self.mapToGlobal(self.stops.geometry().topLeft()))

    def update_for(self) -> None:
        """Shown while a person is asked at a decision they may pass (priority, no attack, end of step …)."""
        c = self.controls()
        on = c is not None and c.pass_until
        self.setVisible(on)
        if on:
            self.stops.setVisible(bool(c.stops))
            self.retranslate()
            t = self.window.table
            plan = getattr(t.tscene, "plan", None) if getattr(t.tscene, "zone_mode", False) else None
            if plan is not None:    # in the middle of the table, above its info line: no seat under it
                pt = t.mapFromScene(plan.middle.center().x(), plan.middle.bottom())
                self.move(pt.x() - self.width() // 2, pt.y() - self.height() - 24)
            else:   # the row the seat table keeps free under the hand (gui/table/seat_layout.py BUTTON_ROW)
                self.move(8, t.height() - self.height() - 6)
            self.raise_()


def install(window) -> PriorityBar:
    """Give the window its priority bar (called once by MainWindow)."""
    bar = PriorityBar(window)
    window.table.keep_clear.append(bar)     # the card preview never covers it
    window.ctl.changed.connect(bar.update_for)
    return bar
