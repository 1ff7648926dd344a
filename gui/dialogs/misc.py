"""Small dialogs: settings, rules reference, about, game over."""
from __future__ import annotations

import tomllib

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QCheckBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QPushButton, QSpinBox,
                               QTextBrowser, QVBoxLayout)

from .. import i18n
from ..i18n import tr


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
        s.set("animations", self.animations.isChecked())
        self.accept()


def rule_lines() -> dict:
    """rule id → (ja, en) from assets/rules/*.toml (our own paraphrases)."""
    from engine.paths import assets_dir
    out = {}
    for f in sorted((assets_dir() / "rules").glob("*.toml")):
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
        html = [f"<h3>{title}</h3><table cellspacing=4>"]
        for rid in info.rules_ref:
            ja, en = lines.get(rid, ("", ""))
            text = i18n.pick(ja, en) or tr("(no summary)")
            html.append(f"<tr><td valign=top><b>{rid}</b></td><td>{text}</td></tr>")
        html.append("</table>")
        self.browser = QTextBrowser()
        self.browser.setHtml("".join(html))
        lay.addWidget(self.browser)
        bb = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)


def about_text() -> str:
    return tr("Enza (円座) — a hot-seat table for trading-card games with the rules enforced.\n\n"
              "Enza is an unofficial fan project. It is not affiliated with, endorsed by or sponsored by "
              "any card game publisher. All cards in it are original.")


class GameOverDialog(QDialog):
    rematch = Signal()

    def __init__(self, text: str, parent=None):
        super().__init__(parent)
        self.setObjectName("game_over")
        self.setWindowTitle(tr("Game over"))
        lay = QVBoxLayout(self)
        head = QLabel(tr("Game over"))
        head.setStyleSheet("font-size: 24px; font-weight: bold;")
        lay.addWidget(head)
        self.label = QLabel(text)
        self.label.setObjectName("outcome_text")
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setStyleSheet("font-size: 15px;")
        lay.addWidget(self.label)
        again = QPushButton(tr("Rematch (same seats)"))
        again.setObjectName("rematch")
        again.clicked.connect(self._again)
        close = QPushButton(tr("Close"))
        close.clicked.connect(self.accept)
        lay.addWidget(again)
        lay.addWidget(close)

    def _again(self):
        self.accept()
        self.rematch.emit()
