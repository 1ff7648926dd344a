"""Public reveals shown to the whole table: a life card turned over as a buster or a shot during damage, a
territory opened with its ace, a card revealed by an effect.  The card appears large in the middle of the
table for a moment, with a line saying what happened, so that nobody misses it while the game goes on.

Only public events are read (`events_for(None)`: what a spectator sees), so a reveal never shows more than
the table may know."""
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
        self.seen = 0
        self.game = None
        self.last: tuple | None = None     # (kind, card id) of the reveal shown last (tests read it)
        self.hide()

    def words(self, ev: dict) -> str:
        name = self.window.player_name(f"p{ev.get('player')}") if ev.get("player") is not None else ""
        k = ev["kind"]
        if k == "buster":
            return tr("Buster! Revealed from the life of {player}.", player=name)
        if k == "shot":
            return tr("Shot! {player} reveals it.", player=name)
        if k == "territory_opened":
            return tr("{player} opens the territory.", player=name)
        return tr("Revealed.")

    def check(self) -> None:
        g = self.window.ctl.game
        if g is not self.game:      # another game: start from its present, never replay old reveals
            self.game, self.seen = g, len(g.events) if g is not None else 0
            return
        if g is None or len(g.events) <= self.seen:
            return
        book = self.window.ctl.cards_seen
        public = g.events_for(None, self.seen)
        for ev in public:           # the cards these events show face up (a buster's move names it)
            book.learn_event(ev)
        new = [e for e in public if e.get("kind") in REVEAL_KINDS]
        self.seen = len(g.events)
        for ev in reversed(new):    # the newest reveal is the one to see
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
    window.ctl.changed.connect(pop.check)
    return pop
