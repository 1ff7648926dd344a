"""Small dialogs: settings, rules reference, about, game over."""
from __future__ import annotations

import tomllib

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QPushButton, QSpinBox,
                               QTextBrowser, QVBoxLayout)

from .. import i18n
from ..i18n import tr


DECLARATION_MODES = {
    "public": "Ask everyone aloud; pass the screen only on a yes",
    "private": "Ask privately (the curtain for every player)",
    "can": "Ask only players who can (fast, but shows who can)",
}


class SettingsDialog(QDialog):
    def __init__(self, settings, parent=None):
        super().__init__(parent)
        self.setObjectName("settings_dialog")
        self.setWindowTitle(tr("Settings"))
        self.settings = settings
        form = QFormLayout(self)
        self.auto_pass = QCheckBox()
        self.auto_pass.setChecked(settings.get("auto_pass"))
        self.confirm = QCheckBox()
        self.confirm.setChecked(settings.get("confirm_end_turn"))
        self.privacy = QCheckBox()
        self.privacy.setChecked(settings.get("privacy"))
        self.card_size = QSpinBox()
        self.card_size.setRange(60, 200)
        self.card_size.setSuffix(" %")
        self.card_size.setValue(settings.get("card_size"))
        self.anim = QSpinBox()
        self.anim.setRange(0, 3000)
        self.anim.setSuffix(" ms")
        self.anim.setValue(settings.get("anim_speed"))
        self.animations = QCheckBox()  # g1b: card move animations on/off
        self.animations.setChecked(settings.get("animations"))
        form.addRow(tr("Pass automatically when nothing can be done"), self.auto_pass)
        form.addRow(tr("Confirm the end of the turn"), self.confirm)
        form.addRow(tr("Hide other players' cards (pass-the-screen curtain)"), self.privacy)
        form.addRow(tr("Card size"), self.card_size)
        form.addRow(tr("Computer players wait (animation speed)"), self.anim)
        # D-306-ask: how the table asks for use declarations
        self.declarations = QComboBox()
        self.declarations.setObjectName("declarations")
        for key, text in DECLARATION_MODES.items():
            self.declarations.addItem(tr(text), key)
        self.declarations.setCurrentIndex(max(0, self.declarations.findData(settings.get("declarations"))))
        form.addRow(tr("Use declarations"), self.declarations)
        form.addRow(tr("Animate card moves"), self.animations)
        bb = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        bb.accepted.connect(self.save)
        bb.rejected.connect(self.reject)
        form.addRow(bb)

    def save(self) -> None:
        s = self.settings
        s.set("auto_pass", self.auto_pass.isChecked())
        s.set("confirm_end_turn", self.confirm.isChecked())
        s.set("privacy", self.privacy.isChecked())
        s.set("card_size", self.card_size.value())
        s.set("anim_speed", self.anim.value())
        s.set("declarations", self.declarations.currentData())
        s.set("animations", self.animations.isChecked())
        self.accept()


BASE_DOCS = {"shield": "dm", "lifezone": "bd", "stack": "mtg"}   # the document a family's base game cites


def rule_lines(folder: str = "") -> dict:
    """rule id → (ja, en) from assets/rules/*.toml (our own paraphrases of the seeds), or from a subfolder
    (`base`: the base games' rules, which no seed covers)."""
    from engine.paths import assets_dir
    out = {}
    for f in sorted((assets_dir() / "rules" / folder).glob("*.toml")):
        try:
            data = tomllib.loads(f.read_text(encoding="utf-8"))
        except (OSError, tomllib.TOMLDecodeError):
            continue
        for rid, v in (data.get("rules") or {}).items():
            if isinstance(v, dict):
                out[rid] = (v.get("ja", ""), v.get("en", ""))
    return out


class RulesDialog(QDialog):
    def __init__(self, info, parent=None):
        super().__init__(parent)
        self.setObjectName("rules_dialog")
        title = i18n.pick(info.title_ja, info.title_en)
        self.setWindowTitle(tr("Rules reference — {fmt}", fmt=title))
        self.resize(720, 640)
        lay = QVBoxLayout(self)
        lines = rule_lines()
        refs = list(info.rules_ref)
        if not refs:        # a base game (duel, divide): the rules its engine cites, in our own words
            base = rule_lines("base")
            lines.update(base)
            doc = BASE_DOCS.get(info.family, "")
            refs = [rid for rid in base if rid.startswith(doc + ":")]
        self.refs = refs
        html = [f"<h3>{title}</h3><table cellspacing=4>"]
        for rid in refs:
            ja, en = lines.get(rid, ("", ""))
            text = i18n.pick(ja, en)
            if text:
                html.append(f"<tr><td valign=top><b>{rid}</b></td><td>{text}</td></tr>")
            else:           # a section's heading (mtg:805): the lines under it say the rules
                html.append(f"<tr><td colspan=2><br><b>{rid}</b></td></tr>")
        html.append("</table>")
        self.browser = QTextBrowser()
        self.browser.setHtml("".join(html))
        lay.addWidget(self.browser)
        bb = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)


def about_text() -> str:
    from ..card_pictures import credits
    authors = sorted({a for a, _url in credits().values() if a})
    return tr("Enza (円座) — a hot-seat table for trading-card games with the rules enforced.\n\n"
              "Enza is an unofficial fan project. It is not affiliated with, endorsed by or sponsored by "
              "any card game publisher. All cards in it are original.") + "\n\n" + \
        tr("Card pictures: icons from game-icons.net (CC BY 3.0), made by {authors}. Every icon and its author: "
           "Show Details.", authors=", ".join(authors))


def picture_credits_text() -> str:
    """Every card picture and who made it (CC BY 3.0 asks for the author of each icon)."""
    from ..card_pictures import credits
    by: dict = {}
    for icon, (author, _url) in sorted(credits().items()):
        by.setdefault(author, []).append(icon)
    lines = [tr("Card pictures from game-icons.net, licensed CC BY 3.0 "
                "(https://creativecommons.org/licenses/by/3.0/):")]
    for author in sorted(by):
        lines.append("")
        lines.append(tr("Icons made by {author}:", author=author))
        lines.append(", ".join(by[author]))
    return "\n".join(lines)


def placings(game) -> list[tuple[int, list[int]]]:
    """(place, players) from first to last: winners (or everyone who drew) first, then the others in
    reverse elimination order (the last one out placed best); players out at the same moment share."""
    o = game.outcome
    out_seq: dict[int, int] = {}
    events = game.events_for(None)      # who left when is public
    for e in events:
        if e["kind"] in ("player_lost", "player_removed") and isinstance(e.get("player"), int):
            out_seq.setdefault(e["player"], e["seq"])
    top = [p for p, (r, _) in sorted(o.players.items()) if r in ("won", "drew")]
    end = max([e["seq"] for e in events] or [0]) + 1
    rest: dict[int, list[int]] = {}
    for p in sorted(o.players):
        if p not in top:
            rest.setdefault(out_seq.get(p, end), []).append(p)
    groups = ([top] if top else []) + [rest[k] for k in sorted(rest, reverse=True)]
    result, place = [], 1
    for grp in groups:
        result.append((place, grp))
        place += len(grp)
    return result


class GameOverDialog(QDialog):
    """Placings in elimination order, turns played, Rematch (same seats and decks) and New game."""
    rematch = Signal()
    new_game = Signal()

    def __init__(self, text: str, parent=None, game=None, puzzle=None):
        """`puzzle`: (Puzzle, solved) when the game was a puzzle: the dialog says Solved or Not solved."""
        super().__init__(parent)
        self.setObjectName("game_over")
        self.setWindowTitle(tr("Game over"))
        self.setMinimumWidth(420)
        lay = QVBoxLayout(self)
        head = QLabel(tr("Game over"))
        head.setObjectName("game_over_head")
        head.setStyleSheet("font-size: 24px; font-weight: bold;")
        lay.addWidget(head)
        self.head = head
        if puzzle is not None:
            z, solved = puzzle
            head.setText(tr("Solved!") if solved else tr("Not solved"))
            note = QLabel(tr("Puzzle: {title}", title=z.title) + "\n" + (
                tr("Goal reached: {goal}", goal=z.goal) if solved else tr("Goal: {goal}", goal=z.goal)))
            note.setObjectName("puzzle_result")
            note.setWordWrap(True)
            lay.addWidget(note)
        self.places = QLabel()
        self.places.setObjectName("placings")
        self.places.setTextFormat(Qt.TextFormat.PlainText)
        self.places.setStyleSheet("font-size: 16px;")
        if game is not None:
            lines = []
            said = i18n.words().result
            for place, grp in placings(game):
                for p in grp:
                    lines.append(tr("{place}. {name} ({result})", place=place, name=game.players[p].name,
                                    result=said(game.outcome.to_data(), p)))
            self.places.setText("\n".join(lines))
            self.turns = QLabel(tr("Turns played: {n}", n=game.turn))
            self.turns.setObjectName("turns_played")
            lay.addWidget(self.places)
            lay.addWidget(self.turns)
        if game is not None:
            self.label = self.places  # the placings say who won, and who went out when
        else:
            self.label = QLabel(text)
            self.label.setObjectName("outcome_text")
            self.label.setTextFormat(Qt.TextFormat.PlainText)
            self.label.setWordWrap(True)
            lay.addWidget(self.label)
        again = QPushButton(tr("Play the puzzle again") if puzzle is not None else tr("Rematch (same seats and decks)"))
        again.setObjectName("rematch")
        again.clicked.connect(self._again)
        new = QPushButton(tr("New game…"))
        new.setObjectName("new_game")
        new.clicked.connect(self._new)
        close = QPushButton(tr("Close"))
        close.clicked.connect(self.accept)
        for b in (again, new, close):
            lay.addWidget(b)
        again.setDefault(True)

    def _again(self):
        self.accept()
        self.rematch.emit()

    def _new(self):
        self.accept()
        self.new_game.emit()
