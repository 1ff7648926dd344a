"""The Puzzles screen: the bundled puzzles (assets/puzzles/<family>/*.toml, scenario files) listed by family with
their title and description in the interface language, and a file picker for one's own scenario files.

The list reads each file's title, description and format as TOML data (nothing in a file runs or names another
file); a file that cannot be read is listed with its problem instead of hidden."""
from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QListWidget, QListWidgetItem,
                               QVBoxLayout)

import engine

from .. import i18n
from ..i18n import tr

FAMILY_WORDS = {"shield": "Shield game", "lifezone": "Life-zone game", "stack": "Stack game"}


@dataclass
class Puzzle:
    path: Path
    family: str
    format: str
    title: str
    description: str
    problem: str = ""
    goal: str = ""          # one line, kept on the table while the puzzle is played


def puzzle_dir() -> Path:
    from engine.paths import assets_dir
    return assets_dir() / "puzzles"


def read_puzzle(path: Path) -> Puzzle:
    fams = {f.name: f.family for f in engine.formats()}
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as e:
        return Puzzle(path, "", "", path.stem, "", problem=f"{path.name}: {e}")
    fmt = str(data.get("format", ""))
    title = i18n.pick(data.get("title_ja"), data.get("title")) or path.stem
    desc = i18n.pick(data.get("description_ja"), data.get("description")) or ""
    goal = i18n.pick(data.get("goal_ja"), data.get("goal")) or ""
    return Puzzle(path, fams.get(fmt, ""), fmt, str(title), str(desc),
                  "" if fmt in fams else tr("{file}: unknown format {fmt}", file=path.name, fmt=fmt), str(goal))


def bundled_puzzles() -> list[Puzzle]:
    root = puzzle_dir()
    out = [read_puzzle(p) for p in sorted(root.glob("*/*.toml"))] if root.is_dir() else []
    order = {"shield": 0, "lifezone": 1, "stack": 2}
    return sorted(out, key=lambda z: (order.get(z.family, 9), z.format, z.title))


class PuzzleDialog(QDialog):
    """Pick a puzzle; `chosen` is its path after Play (None: the file picker was asked for)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("puzzle_dialog")
        self.setWindowTitle(tr("Puzzles"))
        self.setMinimumSize(720, 420)
        self.chosen: str | None = None
        self.want_file = False
        lay = QVBoxLayout(self)
        row = QHBoxLayout()
        self.list = QListWidget()
        self.list.setObjectName("puzzle_list")
        self.about = QLabel()
        self.about.setObjectName("puzzle_about")
        self.about.setWordWrap(True)
        self.about.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.about.setMinimumWidth(300)
        row.addWidget(self.list, 3)
        row.addWidget(self.about, 2)
        lay.addLayout(row)
        bb = QDialogButtonBox()
        self.play = bb.addButton(tr("Play"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.play.setObjectName("play_puzzle")
        self.open_file = bb.addButton(tr("Open a scenario file…"), QDialogButtonBox.ButtonRole.ActionRole)
        self.open_file.setObjectName("open_scenario")
        cancel = bb.addButton(QDialogButtonBox.StandardButton.Cancel)
        cancel.setText(tr("Cancel"))
        lay.addWidget(bb)
        self.play.clicked.connect(self.play_selected)
        self.open_file.clicked.connect(self.ask_file)
        cancel.clicked.connect(self.reject)
        self.list.currentItemChanged.connect(self.show_about)
        self.list.itemDoubleClicked.connect(lambda _it: self.play_selected())
        self.puzzles = bundled_puzzles()
        family = None
        for z in self.puzzles:
            if z.family != family:
                family = z.family
                head = QListWidgetItem(tr(FAMILY_WORDS[family]) if family in FAMILY_WORDS else tr("Other"))
                # a heading, not a choice: enabled (a disabled item's grey read 1.9:1 on white), not selectable,
                # dark on a light band
                head.setFlags(Qt.ItemFlag.ItemIsEnabled)
                head.setForeground(QColor("#1d2733"))
                head.setBackground(QColor("#dfe6ee"))
                f = head.font()
                f.setBold(True)
                head.setFont(f)
                self.list.addItem(head)
            it = QListWidgetItem("   " + z.title)
            it.setData(Qt.ItemDataRole.UserRole, z)
            if z.problem:
                it.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.list.addItem(it)
        first = next((i for i in range(self.list.count())
                      if self.list.item(i).data(Qt.ItemDataRole.UserRole) is not None), None)
        if first is not None:
            self.list.setCurrentRow(first)
        self.play.setEnabled(first is not None)

    def show_about(self, item, _prev=None) -> None:
        z = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if z is None:
            self.about.setText("")
            return
        fmt = next((f for f in engine.formats() if f.name == z.format), None)
        fmt_name = i18n.pick(fmt.title_ja, fmt.title_en) if fmt else z.format
        goal = f"<br><br><b>{tr('Goal:')}</b> {z.goal}" if z.goal else ""
        self.about.setText(f"<b>{z.title}</b><br><i>{fmt_name}</i>{goal}<br><br>{z.description}"
                           + (f"<br><br>⚠ {z.problem}" if z.problem else ""))

    def selected(self) -> Puzzle | None:
        it = self.list.currentItem()
        return it.data(Qt.ItemDataRole.UserRole) if it is not None else None

    def play_selected(self) -> None:
        z = self.selected()
        if z is None or z.problem:
            return
        self.chosen = str(z.path)
        self.accept()

    def ask_file(self) -> None:
        self.want_file = True
        self.accept()
