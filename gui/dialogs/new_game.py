"""New game, built from FormatInfo: format, seats within its limits, names, seat order on a small
table diagram (drag one seat onto another to swap; seat order is turn order), teams where the format
has them, human or computer, a deck per seat (bundled or a file, validated), rule options, seed."""
from __future__ import annotations

import math
import random
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout,
                               QGridLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QMessageBox,
                               QPushButton, QSpinBox, QVBoxLayout, QWidget)

import engine

from .. import i18n
from ..i18n import tr

OPTION_LABELS = {
    "shields": "Shields at the start", "hand": "Cards in hand at the start",
    "first_player_draws": "The first player draws on the first turn", "nullify_win": "Win effects are nullified",
    "nullify_extra_turn": "Extra-turn effects are nullified", "name_once_per_turn": "Each card name once per turn",
    "ask_every_player": "Ask every player for declarations", "clockwise": "Turn order clockwise",
    "shuffle_decks": "Shuffle the decks", "digital_mana": "Digital mana rules", "zone_caps": "Zone limits",
    "auto_order": "Order own effects automatically", "turn_limit": "Turn limit", "mulligan": "Mulligan",
    "ace_rule": "Ace rule", "intentional_draw": "Intentional draw allowed", "range": "Range of influence",
    "attack": "Attack option", "shared_turns": "Shared team turns",
}
DEFAULT_NAMES_JA = ["あかり", "ぶんた", "ちはる", "だいち", "えみ", "ふうた", "ごう", "はな"]
DEFAULT_NAMES_EN = ["Akari", "Bunta", "Chiharu", "Daichi", "Emi", "Futa", "Go", "Hana"]


TABLE_FAMILIES = {"shield"}
DEFAULT_FORMAT = "duepa"
DEFAULT_SEATS = 4


class SeatDiagram(QWidget):
    """Seats around a small oval in seat order (clockwise from the bottom); drag to swap two seats."""
    swap = Signal(int, int)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.names: list[str] = []
        self.setMinimumSize(300, 220)
        self._from = None
        self.setObjectName("seat_diagram")

    def set_names(self, names: list[str]) -> None:
        self.names = names
        self.update()

    def seat_center(self, i: int) -> QPointF:
        n = max(1, len(self.names))
        w, h = self.width(), self.height()
        a = math.radians(90 + 360 * i / n)
        return QPointF(w / 2 + (w / 2 - 48) * math.cos(a), h / 2 + (h / 2 - 26) * math.sin(a))

    def seat_at(self, pos) -> int | None:
        for i in range(len(self.names)):
            c = self.seat_center(i)
            if (c - pos).manhattanLength() < 34:
                return i
        return None

    def paintEvent(self, e):
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height()
        p.setPen(QPen(QColor("#5a3d22"), 5))
        p.setBrush(QColor("#2d6b45"))
        p.drawEllipse(QRectF(40, 26, w - 80, h - 52))
        p.setPen(QColor(242, 220, 160))
        # inside the oval, clear of the seats on its left and right
        p.drawText(QRectF(w * 0.3, h / 2 - 22, w * 0.4, 44), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                   tr("turn order ↻ (seat 1, 2, 3 …)"))
        fm = p.fontMetrics()
        for i, name in enumerate(self.names):
            c = self.seat_center(i)
            label = fm.elidedText(f"{i + 1} {name}", Qt.TextElideMode.ElideRight, 84)
            rw = max(56, fm.horizontalAdvance(label) + 14) / 2
            p.setPen(QPen(QColor("#f2c14e") if i == 0 else QColor("white"), 2))
            p.setBrush(QColor("#223"))
            p.drawRoundedRect(QRectF(c.x() - rw, c.y() - 12, 2 * rw, 24), 12, 12)
            p.setPen(QColor("white"))
            p.drawText(QRectF(c.x() - rw, c.y() - 12, 2 * rw, 24), Qt.AlignmentFlag.AlignCenter, label)

    def mousePressEvent(self, e):
        self._from = self.seat_at(e.position())

    def mouseReleaseEvent(self, e):
        to = self.seat_at(e.position())
        if self._from is not None and to is not None and to != self._from:
            self.swap.emit(self._from, to)
        self._from = None


class NewGameDialog(QDialog):
    def __init__(self, parent=None, previous: dict | None = None, ask_every_player: bool = True):
        super().__init__(parent)
        # D-306-ask: a table asks every player at a use declaration (the engine's default stays off)
        self.table_defaults = {"ask_every_player": bool(ask_every_player)}
        self.setObjectName("new_game_dialog")
        self.setWindowTitle(tr("New game"))
        self.setMinimumWidth(880)
        # The table draws the shield family's zones; the life-zone and stack families play in the
        # engine and the CLI (`enza sim`) but their shared field, life zone and stack have no table
        # layout yet, so they are not offered here rather than shown wrongly.
        self.formats = [f for f in engine.formats() if f.family in TABLE_FAMILIES]
        self.result_spec: dict | None = None
        self.rows: list[dict] = []
        lay = QVBoxLayout(self)
        top = QFormLayout()
        self.format_box = QComboBox()
        self.format_box.setObjectName("format")
        for f in self.formats:
            self.format_box.addItem(f"{i18n.pick(f.title_ja, f.title_en)} ({f.name})", f.name)
        self.seats = QSpinBox()
        self.seats.setObjectName("seats")
        top.addRow(tr("Format"), self.format_box)
        top.addRow(tr("Players"), self.seats)
        lay.addLayout(top)
        mid = QHBoxLayout()
        self.grid_box = QGroupBox(tr("Seats (seat order is turn order)"))
        self.grid = QGridLayout(self.grid_box)
        mid.addWidget(self.grid_box, 3)
        self.diagram = SeatDiagram()
        self.diagram.swap.connect(self.swap_seats)
        mid.addWidget(self.diagram, 2)
        lay.addLayout(mid)
        self.opt_box = QGroupBox(tr("Rule options"))
        # two columns of options: eight seats and a dozen options still fit a 768-pixel-high screen
        self.opt_form = QGridLayout(self.opt_box)
        self.opt_form.setColumnStretch(1, 1)
        self.opt_form.setColumnStretch(3, 1)
        self.opt_form.setHorizontalSpacing(12)
        lay.addWidget(self.opt_box)
        bottom = QFormLayout()
        self.seed = QSpinBox()
        self.seed.setObjectName("seed")
        self.seed.setRange(0, 2_000_000_000)
        self.seed.setValue(random.randrange(1_000_000))
        self.first = QComboBox()
        self.first.setObjectName("first_player")
        bottom.addRow(tr("Seed"), self.seed)
        bottom.addRow(tr("First player"), self.first)
        lay.addLayout(bottom)
        bb = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        bb.button(QDialogButtonBox.StandardButton.Ok).setText(tr("Start"))
        bb.button(QDialogButtonBox.StandardButton.Ok).setObjectName("start")
        bb.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("Cancel"))
        bb.accepted.connect(self.try_accept)
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)
        self.option_widgets: dict[str, QWidget] = {}
        self.format_box.currentIndexChanged.connect(self.format_changed)
        self.seats.valueChanged.connect(self.seats_changed)
        self.previous = previous
        want = (previous or {}).get("format") or DEFAULT_FORMAT
        idx = next((i for i, f in enumerate(self.formats) if f.name == want), 0)
        if self.format_box.currentIndex() != idx:
            self.format_box.setCurrentIndex(idx)
        else:
            self.format_changed()
        if previous:
            self.apply_previous(previous)

    # -- format and seats ----------------------------------------------------------------
    @property
    def info(self):
        return self.formats[self.format_box.currentIndex()]

    def format_changed(self) -> None:
        info = self.info
        from engine.sim import bundled_decks
        rules = engine.get_format(info.name)(dict(info.options))
        # every list offers only decks legal for this format (a deck of another format never shows)
        self.bundled = [d for d in bundled_decks(info.name) if _legal(rules, d)]
        self.user_decks = []
        try:  # the user's own decks (made in the deck editor) beside the bundled ones
            from engine.decks import load_deck

            from ..deckedit.storage import list_user_decks
            for path in list_user_decks(info.name):
                try:
                    d = load_deck(path)
                except engine.DataError:
                    continue  # the deck editor lists its problems; here only usable decks are offered
                if _legal(rules, d):
                    self.user_decks.append(d)
        except ImportError:
            pass
        self.seats.blockSignals(True)
        self.seats.setRange(info.min_players, info.max_players)
        rec = DEFAULT_SEATS if info.min_players <= DEFAULT_SEATS <= info.max_players else \
            (getattr(info, "recommended_players", None) or info.min_players)
        self.seats.setValue(rec)
        self.seats.blockSignals(False)
        self.seats_changed(keep_decks=False)
        # options
        while self.opt_form.count():
            old = self.opt_form.takeAt(0).widget()
            if old is not None:
                old.hide()
                old.deleteLater()
        self.option_widgets = {}
        for key, default in info.options.items():
            default = self.table_defaults.get(key, default)
            if isinstance(default, bool):
                w = QCheckBox()
                w.setChecked(default)
            elif isinstance(default, int):
                w = QSpinBox()
                w.setRange(0, 999)
                w.setValue(default)
            else:
                w = QLineEdit("" if default is None else str(default))
            w.setObjectName("opt:" + key)
            self.option_widgets[key] = w
            k = len(self.option_widgets) - 1
            lab = QLabel(tr(OPTION_LABELS.get(key, key)))
            lab.setBuddy(w)
            self.opt_form.addWidget(lab, k // 2, (k % 2) * 2)
            self.opt_form.addWidget(w, k // 2, (k % 2) * 2 + 1)
        self.opt_box.setVisible(bool(info.options))

    def seats_changed(self, *_args, keep_decks: bool = True) -> None:
        n = self.seats.value()
        old = [self.row_values(i) for i in range(len(self.rows))]
        if not keep_decks:  # another format: names and kinds stay, deck lists are rebuilt for it
            for v in old:
                v.pop("deck_items")
                v.pop("deck")
                v.pop("team", None)
        while self.grid.count():
            w = self.grid.takeAt(0).widget()
            if w is not None:
                w.hide()  # gone at once, not only when the event loop gets to deleteLater
                w.deleteLater()
        self.rows = []
        taken = {v["name"] for v in old[:n]}
        names = [nm for nm in (DEFAULT_NAMES_JA if i18n.language() == "ja" else DEFAULT_NAMES_EN)
                 if nm not in taken]
        teams = self.info.teams
        from engine.sim import default_teams
        seat_teams = default_teams(self.info.name, n) if teams else None
        for j, h in enumerate([tr("Seat"), tr("Name"), tr("Player"), tr("Deck")] + ([tr("Team")] if teams else [])):
            self.grid.addWidget(QLabel(f"<b>{h}</b>"), 0, j)
        for i in range(n):
            name = QLineEdit(old[i]["name"] if i < len(old) else (names.pop(0) if names else tr("Seat {n}", n=i + 1)))
            name.setObjectName(f"name{i}")
            name.setMinimumWidth(110)
            name.textChanged.connect(self.update_diagram)
            kind = QComboBox()
            kind.setObjectName(f"kind{i}")
            kind.addItem(tr("Human"), "human")
            kind.addItem(tr("Computer"), "computer")
            deck = QComboBox()
            deck.setObjectName(f"deck{i}")
            for d in self.bundled:
                deck.addItem(d.name or Path(d.path).stem, ("bundled", d))
            for user_deck in self.user_decks:
                deck.addItem(tr("Mine: {name}", name=user_deck.name or Path(user_deck.path).stem), ("file", user_deck))
            deck.addItem(tr("From a file…"), ("pick", None))
            deck.setCurrentIndex(i % max(1, len(self.bundled)))
            deck.activated.connect(lambda k, i=i: self._deck_activated(i))
            row = {"name": name, "kind": kind, "deck": deck}
            self.grid.addWidget(QLabel(str(i + 1)), i + 1, 0)
            self.grid.addWidget(name, i + 1, 1)
            self.grid.addWidget(kind, i + 1, 2)
            self.grid.addWidget(deck, i + 1, 3)
            if teams:
                team = QComboBox()
                team.setObjectName(f"team{i}")
                for t in range(max(seat_teams) + 1):
                    team.addItem(tr("Team {t}", t=t + 1), t)  # people count teams from 1
                team.setCurrentIndex(seat_teams[i])   # the format's default seating, as in engine.sim
                row["team"] = team
                self.grid.addWidget(team, i + 1, 4)
            self.rows.append(row)
            if i < len(old):
                self.set_row_values(i, old[i])
        self.first.clear()
        self.first.addItem(tr("Random (from the seed)"), None)
        for i in range(n):
            self.first.addItem(tr("Seat {n}", n=i + 1), i)
        self.update_diagram()

    def update_diagram(self) -> None:
        self.diagram.set_names([r["name"].text() for r in self.rows])
        for i in range(len(self.rows)):
            if self.first.count() > i + 1:
                self.first.setItemText(i + 1, f"{i + 1}: {self.rows[i]['name'].text()}")

    def row_values(self, i: int) -> dict:
        r = self.rows[i]
        v = {"name": r["name"].text(), "kind": r["kind"].currentIndex(), "deck": r["deck"].currentIndex(),
             "deck_items": [(r["deck"].itemText(k), r["deck"].itemData(k)) for k in range(r["deck"].count())]}
        if "team" in r:
            v["team"] = r["team"].currentIndex()
        return v

    def set_row_values(self, i: int, v: dict) -> None:
        r = self.rows[i]
        r["name"].setText(v["name"])
        r["kind"].setCurrentIndex(v["kind"])
        if "deck_items" in v:
            r["deck"].clear()
            for text, data in v["deck_items"]:
                r["deck"].addItem(text, data)
            r["deck"].setCurrentIndex(v["deck"])
        if "team" in r and "team" in v:
            r["team"].setCurrentIndex(v["team"])

    def swap_seats(self, a: int, b: int) -> None:
        va, vb = self.row_values(a), self.row_values(b)
        self.set_row_values(a, vb)
        self.set_row_values(b, va)
        self.update_diagram()

    # -- decks ---------------------------------------------------------------------------
    def _deck_activated(self, i: int) -> None:
        box = self.rows[i]["deck"]
        kind, _ = box.currentData()
        if kind == "pick":
            path, _ = QFileDialog.getOpenFileName(self, tr("Choose a deck file"), "",
                                                  tr("Deck files (*.deck *.txt);;All files (*)"))
            if path:
                self.set_deck_file(i, path)
            else:
                box.setCurrentIndex(0)

    def set_deck_file(self, i: int, path: str) -> bool:
        """Use a deck file for seat i (what the file picker does); a bad file is reported here."""
        from engine.decks import load_deck
        box = self.rows[i]["deck"]
        try:
            deck = load_deck(path)
        except engine.DataError as e:
            self.show_problem(tr("This deck file cannot be read:") + "\n" + data_error_text(e))
            box.setCurrentIndex(0)
            return False
        box.insertItem(box.count() - 1, f"{deck.name or Path(path).stem} ({Path(path).name})", ("file", deck))
        box.setCurrentIndex(box.count() - 2)
        return True

    def show_problem(self, text: str) -> None:
        self.last_problem = text
        box = QMessageBox(QMessageBox.Icon.Warning, tr("Deck problem"), text, QMessageBox.StandardButton.Ok, self)
        box.setObjectName("deck_problem")
        box.open()
        self.problem_box = box

    # -- result --------------------------------------------------------------------------
    def option_values(self) -> dict:
        out = {}
        for key, w in self.option_widgets.items():
            default = self.info.options[key]
            if isinstance(w, QCheckBox):
                out[key] = w.isChecked()
            elif isinstance(w, QSpinBox):
                out[key] = w.value()
            else:
                t = w.text().strip()
                if t == "" or t.lower() == "none":
                    out[key] = None
                elif t.lstrip("-").isdigit():
                    out[key] = int(t)
                else:
                    out[key] = t if default is None or isinstance(default, str) else default
        return out

    def try_accept(self) -> None:
        info = self.info
        options = self.option_values()
        try:
            rules = engine.get_format(info.name)(options)
        except (ValueError, TypeError) as e:
            self.show_problem(tr("Rule options are not valid: {e}", e=e))
            return
        players, problems = [], []
        for i, r in enumerate(self.rows):
            kind, deck = r["deck"].currentData()
            name = r["name"].text().strip() or tr("Seat {n}", n=i + 1)
            if deck is None:
                problems.append(tr("Seat {n} ({name}): choose a deck.", n=i + 1, name=name))
                continue
            seat = tr("Seat {n} ({name})", n=i + 1, name=name)
            try:
                probs = rules.validate_deck(deck)
            except engine.DataError as e:
                probs = []
                problems.append(problem_line(seat, getattr(e, "path", ""), getattr(e, "line", None), "",
                                             getattr(e, "problem", str(e))))
            for pr in probs[:3]:
                problems.append(problem_line(seat, pr.path, pr.line, pr.rule, pr.message))
            if len(probs) > 3:
                problems.append("   " + tr("… and {n} more problems in this deck", n=len(probs) - 3))
            spec = {"name": name, "deck": deck, "seat": i, "kind": r["kind"].currentData()}
            if "team" in r:
                spec["team"] = r["team"].currentData()
            players.append(spec)
        if problems:
            self.show_problem(tr("The game cannot start. Choose other decks for these seats:") + "\n\n"
                              + "\n".join(problems[:12]))
            return
        self.result_spec = {"format": info.name, "players": players, "options": options,
                            "seed": self.seed.value(), "first_player": self.first.currentData()}
        self.accept()

    def apply_previous(self, prev: dict) -> None:
        """Rematch / edit: the same seats, names, kinds and decks."""
        ps = prev.get("players", [])
        if ps:
            self.seats.setValue(len(ps))
        for i, p in enumerate(ps[:len(self.rows)]):
            self.rows[i]["name"].setText(p.get("name", ""))
            self.rows[i]["kind"].setCurrentIndex(1 if p.get("kind") == "computer" else 0)


def _legal(rules, deck) -> bool:
    try:
        return not rules.validate_deck(deck)
    except engine.DataError:
        return False


def problem_line(seat: str, path, line, rule: str, message: str) -> str:
    """One short line: seat, file, line, rule, problem."""
    name = Path(path).name if path else ""
    where = tr("{file}, line {line}", file=name, line=line) if line else name
    parts = [seat] + [x for x in (where, tr("rule {rule}", rule=rule) if rule else "") if x]
    return "• " + " — ".join(parts) + ": " + str(message)


def data_error_text(e) -> str:
    where = f"{e.path}:{e.line}" if getattr(e, "line", None) else getattr(e, "path", "")
    return f"{where}\n{getattr(e, 'problem', str(e))}"
