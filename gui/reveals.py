"""Public reveals shown to the whole table: a life card turned over as a buster or a shot during damage, a
territory opened with its ace, a card revealed by an effect.  The card appears large in the middle of the
table for a moment, with a line saying what happened, so that nobody misses it while the game goes on.

Only the reveal events of the screen's snapshots are read (public events: buster, shot, territory, reveal),
so a reveal never shows more than the table may know."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout

from .i18n import tr

REVEAL_KINDS = ("buster", "shot", "territory_opened", "reveal")
SHOW_MS = 2600


class RevealPopup(QFrame):
    def __init__(self, window):
        super().__init__(window.table)
        self.window = window
        self.setObjectName("reveal_popup")
        self.setStyleSheet("QFrame#reveal_popup { background: rgba(10, 14, 20, 225); border: 2px solid #f2c14e;"
                           " border-radius: 10px; } QLabel { color: white; font-size: 15px; }")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        lay = QVBoxLayout(self)
        self.card = QLabel()
        self.card.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text = QLabel()
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setWordWrap(True)
        lay.addWidget(self.card)
        lay.addWidget(self.text)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.hide)
        self.session = None
        self.seen = 0                      # events before this one were looked at
        self.last: tuple | None = None     # (kind, card id) of the reveal shown last (tests read it)
        self.hide()

    def words(self, ev: dict) -> str:
        name = self.window.names.player_name(f"p{ev.get('player')}") if ev.get("player") is not None else ""
        k = ev["kind"]
        if k == "buster":
            return tr("Buster! Revealed from the life of {player}.", player=name)
        if k == "shot":
            return tr("Shot! {player} reveals it.", player=name)
        if k == "territory_opened":
            return tr("{player} opens the territory.", player=name)
        return tr("Revealed.")

    def take(self, snap) -> None:
        """A snapshot of this screen: its new events' reveals (a snapshot that starts the log over brings old
        events again: those are never replayed)."""
        ctl = self.window.ctl
        if ctl.session is not self.session:     # another game: start from its present
            self.session, self.seen = ctl.session, ctl.session.events_n if snap.log_restart else 0
        book = ctl.cards_seen
        new = [e.event for e in snap.events if e.kind in REVEAL_KINDS and e.seq >= self.seen]
        if snap.events:
            self.seen = max(self.seen, snap.events[-1].seq + 1)
        for ev in reversed(new):    # the newest reveal is the one to see
            book.learn_event(ev)
            defn = book.definition(ev.get("card"))
            if defn is None:
                continue
            self.show_card(ev, defn)
            return

    def show_card(self, ev: dict, defn) -> None:
        r = self.window.table.tscene.renderer
        self.card.setPixmap(r.preview(defn, 200, self.devicePixelRatioF()))
        self.text.setText(self.words(ev))
        self.last = (ev["kind"], ev.get("card"))
        self.adjustSize()
        t = self.window.table
        self.move((t.width() - self.width()) // 2, max(8, (t.height() - self.height()) // 2 - 40))
        self.show()
        self.raise_()
        self.timer.start(SHOW_MS)


def install(window) -> RevealPopup:
    pop = RevealPopup(window)
    window.ctl.snapshot.connect(pop.take)
    return pop
