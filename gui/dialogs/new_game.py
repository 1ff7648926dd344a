"""New game, built from FormatInfo for every format the engine registers: format, seats within its
limits, names, seat order on a small table diagram (drag one seat onto another to swap; seat order is
turn order, and a seat's team stays with the place, so dragging a person onto another place moves them
into that team), human or computer with its level, a deck per seat (bundled or a file, validated), the
rule options in words (format_options.py), seed."""
from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout,
                               QGridLayout, QGroupBox, QHBoxLayout, QLabel, QLayout, QLineEdit, QMessageBox,
                               QSpinBox, QVBoxLayout, QWidget)

import engine

from .. import i18n
from ..i18n import tr
from ..names import DEFAULT_NAMES_EN, DEFAULT_NAMES_JA
from .format_options import describe, make_widget, offered_choices, set_value, value_of
from .new_game_setup import team_counts, team_heads, trial, turn_order
from .new_game_words import data_error_text, format_about, level_words, problem_line, setup_problem_lines, _legal
from .seat_diagram import SeatDiagram

COMPUTER_LEVELS = ("random", "easy", "normal", "hard")
DEFAULT_LEVEL = "normal"    # what a computer seat played before seats had levels (the heuristic player)

PHONE = "phone"     # the kind list's "Human, on a phone": a person whose hand is on their phone (gui/dialogs/phones.py)

DEFAULT_FORMAT = "duepa"
FAMILY_ORDER = {"shield": 0, "lifezone": 1, "stack": 2}
DEFAULT_SEATS = 4
MIN_WIDTH = 880
DECK_NAME_CHARS = 20    # a deck list is as wide as this many average characters: every bundled deck's whole name


def _deck_name(deck) -> str:
    """A deck's name in the interface language, else its file's name."""
    return i18n.pick(deck.name_ja, deck.name) or Path(deck.path).stem


class NewGameDialog(QDialog):
    def __init__(self, parent=None, previous: dict | None = None, ask_every_player: bool = True):
        super().__init__(parent)
        # D-306-ask: a table asks every player at a use declaration (the engine's default stays off)
        self.table_defaults = {"ask_every_player": bool(ask_every_player)}
        self.setObjectName("new_game_dialog")
        self.setWindowTitle(tr("New game"))
        # every registered format, grouped by family (a format the engine adds later appears here too)
        self.formats = sorted(engine.formats(), key=lambda f: (FAMILY_ORDER.get(f.family, 9), f.min_players, f.name))
        self.result_spec: dict | None = None
        self.result_game = None         # the game the accepted setup started (engine/catalog.py set_up)
        self.rows: list[dict] = []
        lay = QVBoxLayout(self)
        lay.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        top = QFormLayout()
        self.format_box = QComboBox()
        self.format_box.setObjectName("format")
        for f in self.formats:
            self.format_box.addItem(f"{i18n.pick(f.title_ja, f.title_en)} ({f.name})", f.name)
        self.seats = QSpinBox()
        self.seats.setObjectName("seats")
        self.format_about = QLabel()
        self.format_about.setObjectName("format_about")
        self.format_about.setWordWrap(True)
        top.addRow(tr("Format"), self.format_box)
        top.addRow("", self.format_about)
        top.addRow(tr("Players"), self.seats)
        lay.addLayout(top)
        mid = QHBoxLayout()
        self.grid_box = QGroupBox(tr("Seats around the table"))
        self.grid = QGridLayout(self.grid_box)
        self.grid.setVerticalSpacing(3)     # eight rows of seats (with Japanese text) under a 768-pixel screen
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
        bottom = QHBoxLayout()        # seed and first player side by side: 8 seats fit a 768-pixel screen
        self.seed = QSpinBox()
        self.seed.setObjectName("seed")
        self.seed.setRange(0, 2_000_000_000)
        self.seed.setValue(random.randrange(1_000_000))
        self.first = QComboBox()
        self.first.setObjectName("first_player")
        for text, w, stretch in ((tr("Seed"), self.seed, 1), (tr("First player"), self.first, 2)):
            label = QLabel(text)
            label.setBuddy(w)
            bottom.addWidget(label)
            bottom.addWidget(w, stretch)
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
        from engine.catalog import bundled_decks, player_counts
        self.counts = player_counts(info.name)
        rules_cls = engine.get_format(info.name)
        rules = rules_cls()
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
        self.seats.setRange(min(self.counts), max(self.counts))
        rec = DEFAULT_SEATS if DEFAULT_SEATS in self.counts else \
            (getattr(info, "recommended_players", None) or info.min_players)
        self.seats.setValue(rec)
        self._seats_before = rec
        self.seats.blockSignals(False)
        self.seats_changed(keep_decks=False)
        # options
        while self.opt_form.count():
            old = self.opt_form.takeAt(0).widget()
            if old is not None:
                old.hide()
                old.deleteLater()
        self.option_widgets = {}
        for key, spec in info.options.items():
            choices = offered_choices(rules_cls, key, spec)
            w = make_widget(key, spec, self.table_defaults.get(key, spec.default), choices)
            self.option_widgets[key] = w
            k = len(self.option_widgets) - 1
            lab = QLabel(describe(key).label)
            lab.setBuddy(w)
            lab.setToolTip(w.toolTip())
            self.opt_form.addWidget(lab, k // 2, (k % 2) * 2)
            self.opt_form.addWidget(w, k // 2, (k % 2) * 2 + 1)
        self.opt_box.setVisible(bool(info.options))
        self.update_diagram()
        QTimer.singleShot(0, self, self._fit_size)   # once the new rows and options are laid out

    def _fit_seat_count(self, n: int) -> int:
        """A count no teams fit (alternating teams of 5 or 7, 811.1) moves on to the next that does, the way
        the seat count was going (engine/catalog.py player_counts)."""
        if n not in self.counts:
            if n > self._seats_before:
                n = min((c for c in self.counts if c > n), default=max(self.counts))
            else:
                n = max((c for c in self.counts if c < n), default=min(self.counts))
            self.seats.blockSignals(True)
            self.seats.setValue(n)
            self.seats.blockSignals(False)
        self._seats_before = n
        return n

    def seats_changed(self, *_args, keep_decks: bool = True) -> None:
        n = self._fit_seat_count(self.seats.value())
        old = [self.row_values(i) for i in range(len(self.rows))]
        for v in old:       # another count seats other teams: the format's default teams for it
            v.pop("team", None)
        if not keep_decks:  # another format: names and kinds stay, deck lists are rebuilt for it
            for v in old:
                v.pop("deck_items")
                v.pop("deck")
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
        from engine.catalog import default_teams
        seat_teams = default_teams(self.info.name, n) if teams else None
        for j, h in enumerate([tr("Seat"), tr("Name"), tr("Player"), tr("Level"), tr("Deck")]
                              + ([tr("Team")] if teams else [])):
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
            kind.addItem(tr("Human, on a phone"), PHONE)    # holds their hand on their own phone (C1b)
            level = QComboBox()
            level.setObjectName(f"level{i}")
            for lv in COMPUTER_LEVELS:
                level.addItem(level_words(lv), lv)
            level.setCurrentIndex(COMPUTER_LEVELS.index(DEFAULT_LEVEL))
            level.setEnabled(False)
            kind.currentIndexChanged.connect(lambda _k, kind=kind, level=level: level.setEnabled(
                kind.currentData() == "computer"))
            deck = QComboBox()
            deck.setObjectName(f"deck{i}")
            for d in self.bundled:
                deck.addItem(_deck_name(d), ("bundled", d))
            for user_deck in self.user_decks:
                deck.addItem(tr("Mine: {name}", name=_deck_name(user_deck)), ("file", user_deck))
            deck.addItem(tr("From a file…"), ("pick", None))
            deck.setCurrentIndex(i % max(1, len(self.bundled)))
            deck.setMinimumContentsLength(DECK_NAME_CHARS)     # (a longer file name is cut, whole in the list)
            deck.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            deck.activated.connect(lambda k, i=i: self._deck_activated(i))
            row = {"name": name, "kind": kind, "level": level, "deck": deck}
            self.grid.addWidget(QLabel(str(i + 1)), i + 1, 0)
            self.grid.addWidget(name, i + 1, 1)
            self.grid.addWidget(kind, i + 1, 2)
            self.grid.addWidget(level, i + 1, 3)
            self.grid.addWidget(deck, i + 1, 4)
            if teams:
                team = QComboBox()
                team.setObjectName(f"team{i}")
                for t in range(max(seat_teams) + 1):
                    team.addItem(tr("Team {t}", t=t + 1), t)  # people count teams from 1
                team.setCurrentIndex(seat_teams[i])   # the format's default seating (engine/catalog.py)
                team.currentIndexChanged.connect(self.update_diagram)
                row["team"] = team
                self.grid.addWidget(team, i + 1, 5)
            self.rows.append(row)
            if i < len(old):
                self.set_row_values(i, old[i])
        for r in range(max(self.grid.rowCount(), n + 2)):   # the seats packed under their headings, room below
            self.grid.setRowStretch(r, 1 if r == n + 1 else 0)
        self.first.clear()
        self.first.addItem(tr("Random (from the seed)"), None)
        for i in range(n):
            self.first.addItem(tr("Seat {n}", n=i + 1), i)
        self.update_diagram()
        QTimer.singleShot(0, self, self._fit_size)   # once the new rows and options are laid out

    def _fit_size(self) -> None:
        """As large as the seats and options need and no larger (fewer seats, fewer options: a smaller
        dialog, not gaps), at least MIN_WIDTH wide.  The layout sets the minimum (SetMinimumSize); a minimum
        width set by hand had replaced the layout's and squeezed the seat list (tag, Japanese)."""
        self.adjustSize()
        if self.width() < MIN_WIDTH:
            self.resize(MIN_WIDTH, self.height())

    def update_diagram(self) -> None:
        names = [r["name"].text() for r in self.rows]
        teams = [r["team"].currentData() if "team" in r else None for r in self.rows]
        order, heads = self.trial_order()
        self.diagram.set_names(names, teams, order, heads)
        for i in range(len(self.rows)):
            if self.first.count() > i + 1:
                self.first.setItemText(i + 1, f"{i + 1}: {self.rows[i]['name'].text()}")
        info = self.info
        self.format_about.setText(format_about(info, getattr(self, "counts", None), names,
                                               team_counts(teams) if info.teams else None, heads))

    def trial_players(self) -> list[dict]:
        players = []
        for i, r in enumerate(self.rows):
            data = r["deck"].currentData()
            spec = {"name": r["name"].text().strip() or str(i + 1), "deck": data[1] if data else None, "seat": i}
            if "team" in r:
                spec["team"] = r["team"].currentData()
            players.append(spec)
        return players

    def trial_order(self) -> tuple[list, list]:
        """(seats in turn order when seat 1 starts, seats that lead their team) of the setup as it stands,
        as the engine sets it up (U1a: the diagram writes tag's 1 -> 4 -> 3 -> 2 and crowns the emperors);
        ([], []) while it cannot start (Start says why)."""
        players = self.trial_players()
        if not players or any(p["deck"] is None for p in players):
            return [], []
        opts = {k: value_of(w) for k, w in self.option_widgets.items() if k in self.info.options}
        game, _err = trial(self.info.name, players, opts or None, 0)
        if game is None:
            return [], []
        return turn_order(game), team_heads(game)

    def row_values(self, i: int) -> dict:
        r = self.rows[i]
        v = {"name": r["name"].text(), "kind": r["kind"].currentIndex(), "level": r["level"].currentIndex(),
             "deck": r["deck"].currentIndex(),
             "deck_items": [(r["deck"].itemText(k), r["deck"].itemData(k)) for k in range(r["deck"].count())]}
        if "team" in r:
            v["team"] = r["team"].currentIndex()
        return v

    def set_row_values(self, i: int, v: dict) -> None:
        r = self.rows[i]
        r["name"].setText(v["name"])
        r["kind"].setCurrentIndex(v["kind"])
        if "level" in v:
            r["level"].setCurrentIndex(v["level"])
        if "deck_items" in v:
            r["deck"].clear()
            for text, data in v["deck_items"]:
                r["deck"].addItem(text, data)
            r["deck"].setCurrentIndex(v["deck"])
        if "team" in r and "team" in v:
            r["team"].setCurrentIndex(v["team"])

    def swap_seats(self, a: int, b: int) -> None:
        """Two people change places; each place keeps its team (teams are formed by where people sit)."""
        va, vb = self.row_values(a), self.row_values(b)
        if "team" in va:
            va["team"], vb["team"] = vb["team"], va["team"]
        self.set_row_values(a, vb)
        self.set_row_values(b, va)
        self.update_diagram()

    # -- decks ---------------------------------------------------------------------------
    def _deck_activated(self, i: int) -> None:
        box = self.rows[i]["deck"]
        kind, _ = box.currentData()
        if kind == "pick":
            from ..window_files import documents_dir
            path, _ = QFileDialog.getOpenFileName(self, tr("Choose a deck file"), documents_dir(),
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
        box.insertItem(box.count() - 1, f"{_deck_name(deck)} ({Path(path).name})", ("file", deck))
        box.setCurrentIndex(box.count() - 2)
        return True

    def show_problem(self, text: str, title: str | None = None) -> None:
        """A problem the dialog stays open for; a deck's unless `title` says otherwise (a seating, an option)."""
        self.last_problem = text
        box = QMessageBox(QMessageBox.Icon.Warning, title or tr("Deck problem"), text, QMessageBox.StandardButton.Ok,
                          self)
        box.setObjectName("deck_problem")
        box.open()
        self.problem_box = box

    # -- result --------------------------------------------------------------------------
    def option_values(self) -> dict:
        return {key: value_of(w) for key, w in self.option_widgets.items()}

    def try_accept(self) -> None:
        info = self.info
        options = self.option_values()
        try:
            rules = engine.get_format(info.name)(options)
        except (ValueError, TypeError) as e:
            self.show_problem(tr("Rule options are not valid: {e}", e=e), tr("New game"))
            return
        players, problems, phones = [], [], []
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
            kind = r["kind"].currentData()
            if kind == PHONE:
                phones.append(i)
            spec = {"name": name, "deck": deck, "seat": i, "kind": "human" if kind == PHONE else kind}
            if spec["kind"] == "computer":
                spec["level"] = r["level"].currentData()
            if "team" in r:
                spec["team"] = r["team"].currentData()
            players.append(spec)
        self.result_game = None
        if not problems:
            from engine.catalog import set_up
            # the rules the decks were checked with set the game up, once: the table starts this game
            self.result_game, setup = set_up(info.name, players, options, self.first.currentData(), self.seed.value(),
                                             rules)
            if setup:
                self.show_problem(tr("The game cannot start:") + "\n\n" + "\n".join(setup_problem_lines(setup)),
                                  tr("New game"))
                return
        if problems:
            self.show_problem(tr("The game cannot start. Choose other decks for these seats:") + "\n\n"
                              + "\n".join(problems[:12]))
            return
        self.result_spec = {"format": info.name, "players": players, "options": options,
                            "seed": self.seed.value(), "first_player": self.first.currentData(), "phones": phones}
        self.accept()

    def apply_previous(self, prev: dict) -> None:
        """Rematch / edit: the same seats, names, kinds, levels, teams and options."""
        ps = prev.get("players", [])
        if ps:
            self.seats.setValue(len(ps))
        for i, p in enumerate(ps[:len(self.rows)]):
            r = self.rows[i]
            r["name"].setText(p.get("name", ""))
            r["kind"].setCurrentIndex(r["kind"].findData("computer" if p.get("kind") == "computer" else
                                                         PHONE if i in (prev.get("phones") or ()) else "human"))
            if p.get("level") in COMPUTER_LEVELS:
                r["level"].setCurrentIndex(COMPUTER_LEVELS.index(p["level"]))
            if "team" in r and isinstance(p.get("team"), int) and 0 <= p["team"] < r["team"].count():
                r["team"].setCurrentIndex(p["team"])
        if prev.get("format") == self.info.name:
            for key, value in (prev.get("options") or {}).items():
                if key in self.option_widgets:
                    set_value(self.option_widgets[key], value)
        self.update_diagram()
