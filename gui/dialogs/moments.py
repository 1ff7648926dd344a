"""The formats' own moments as dialogs: mulligans (in seat order or at once), the bottom of a London
mulligan, choosing an opponent, blocks by the defending player or team, the order in which blockers take
damage, combat damage assignment, and triggers put on the stack by a team.

The dialog only words the engine's decision (its kind, info and legal answers) and sends one answer per
button, like the side panel; the panel keeps its buttons too.  It is shown to the person at the screen
only (never while the curtain is waiting), so a private answer is given behind the curtain.  Keys: the
digits 1–9 press the first nine answers, Return the default one."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QDialog, QPushButton, QVBoxLayout, QWidget

from .. import i18n
from ..i18n import tr
from .decision import question_parts

# the decisions a format asks at its own moments (engine/core/kinds.py DecisionKind)
MOMENTS = frozenset({"mulligan", "mulligan-bottom", "choose-opponent", "designate-opponent", "block",
                     "declare-blockers", "damage-order", "assign-damage", "order-triggers", "pending-order"})


def _card(tok) -> str:
    return tok if isinstance(tok, str) else f"c{tok}"


def window_title(sentence: str) -> str:
    """A window's title from a question's sentence: its first part ("Declare blockers"), not the whole
    sentence a title bar cuts to "…: drag cre…" (the dialog's heading says all of it)."""
    for sep in (":", "："):
        if sep in sentence:
            return sentence.split(sep, 1)[0].strip()
    return sentence


class MomentText:
    """The words of one moment for one person: a title, lines of context and a label per answer."""

    def __init__(self, view, acting: int, names, answer_texts: list):
        self.view, self.p, self.names = view, acting, names
        self.d = view.decision
        self.info = self.d.info or {}
        self.answer_texts = answer_texts

    # -- names ------------------------------------------------------------------------------------
    def card(self, tok) -> str:
        return "《" + self.names.token_name(_card(tok)) + "》"

    def player(self, p) -> str:
        return self.names.player_name(p if isinstance(p, str) else f"p{p}")

    def seat(self, p: int):
        return next((s for s in self.view.seats if s.player == p), None)

    def team_of(self, p: int):
        s = self.seat(p)
        return next((t for t in self.view.teams if s is not None and t.team == s.team and len(t.members) > 1),
                    None)

    def names_of(self, players) -> str:
        return ", ".join(self.player(q) for q in players)

    # -- the dialog's words ---------------------------------------------------------------------
    def for_team(self) -> bool:
        """Whether the person answers for their team: a block for an attacked teammate, or blocks and
        triggers in shared team turns (several players are active at once)."""
        if self.team_of(self.p) is None:
            return False
        if self.d.kind == "block":
            return self.info.get("target") not in (None, f"p{self.p}")
        return self.d.kind in ("declare-blockers", "order-triggers") and len(self.view.active_players) > 1

    def title(self) -> str:
        team = self.team_of(self.p)
        who = self.player(self.p)
        if self.for_team():
            who = tr("{name} for the team {team}", name=who, team=" & ".join(self.player(q) for q in team.members))
        return f"{who}: {i18n.words().decision_title(self.d.kind)}"

    def lines(self) -> list[str]:
        kind, info = self.d.kind, self.info
        out = []
        if kind == "mulligan":
            hand = [c for key, z in self.view.zones.items() if z.owner == self.p and z.name == "hand"
                    for c in z.cards]
            if hand:
                out.append(tr("Your hand: {cards}", cards=", ".join(self.card(c.token) for c in hand)))
            n = (info.get("mulligans") or {}).get(str(self.p), 0)
            if n:
                out.append(tr("Mulligans taken so far: {n}", n=n))
            out.append(self.order_line())
        elif kind == "mulligan-bottom":
            left = int(info.get("count", 0)) - int(info.get("picked", 0))
            out.append(tr("Choose {n} more card(s) to put on the bottom of your library.", n=left))
        elif kind in ("choose-opponent", "designate-opponent"):
            out.append(tr("Each opponent with what they have left:"))
        elif kind == "block":
            if info.get("attacker") is not None:
                t = info.get("target", "?")     # a player, or a unit (life-zone game): never its raw id
                out.append(tr("{card} attacks {target}.", card=self.card(info["attacker"]),
                              target=self.target(t) if isinstance(t, str) else self.player(t)))
        elif kind == "declare-blockers":
            done = info.get("blocks") or []
            out.append(tr("One block per answer; Done when your team has declared all of its blocks."))
            if done:
                out.append(tr("Declared: {blocks}", blocks="; ".join(
                    tr("{blocker} blocks {attacker}", blocker=self.card(b), attacker=self.card(a)) for b, a in done)))
        elif kind == "damage-order":
            out.append(tr("{card} is blocked by several creatures: choose which one takes its damage first, "
                          "then the next.", card=self.card(info.get("attacker"))))
        elif kind == "assign-damage":
            out.append(tr("{card} has {n} damage left to assign, one point per answer.",
                          card=self.card(info.get("attacker")), n=info.get("left", "?")))
            given = info.get("assigned") or {}
            if given:
                out.append(tr("Assigned so far: {what}", what=", ".join(
                    f"{self.target(t)} {n}" for t, n in given.items())))
        elif kind in ("order-triggers", "pending-order"):
            out.append(tr("Choose the one that goes first; the others follow in the order you choose."))
            if self.for_team():
                out.append(tr("{name} orders the team's triggers (the team's primary player decides).",
                              name=self.player(self.p)))
        if self.d.rule:
            out.append(tr("Rule: {rule}", rule=self.d.rule))
        return [x for x in out if x]

    def order_line(self) -> str:
        d = self.d
        if d.mode == "simultaneous":
            team = self.team_of(self.p)
            if team is not None and set(d.players) <= set(team.members) and len(d.players) > 1:
                # one team asked at once, the other teams after it (2HG mulligans, 805.3a)
                line = tr("Your team decides together, in any order; then the next team. The others see only "
                          "that you have answered.")
            else:
                line = tr("Everyone decides at the same time; the others see only that you have answered.")
            if d.answered:
                line += " " + tr("Answered: {names}.", names=self.names_of(d.answered))
            return line
        if d.mode == "sequential":
            return tr("Players declare one after another, the starting team first; the declared mulligans are "
                      "then taken at the same time.")
        return tr("Players decide one at a time, in turn order.")

    def target(self, tok: str) -> str:
        return self.player(tok) if tok.startswith("p") else self.card(tok)

    def label(self, text: str) -> str:
        parts = text.split()
        verb, args = (parts[1] if len(parts) > 1 else ""), parts[2:]
        kind = self.d.kind
        if verb in ("opponent", "target") and args and args[0].startswith("p"):
            s = self.seat(int(args[0][1:]))
            life = (s.counters or {}).get("life") if s is not None else None
            team = self.team_of(int(args[0][1:]))
            if life is None and team is not None:
                life = (team.counters or {}).get("life")
            name = self.player(args[0])
            return tr("{name} (life {life})", name=name, life=life) if life is not None else name
        if kind == "declare-blockers" and verb == "block" and len(args) == 2:
            return tr("Block {attacker} with {blocker}", attacker=self.card(args[1]), blocker=self.card(args[0]))
        if kind == "damage-order" and verb == "order" and args:
            return tr("Next to take damage: {card}", card=self.card(args[0]))
        if kind == "assign-damage" and verb == "assign" and args:
            if args[0] == "rest":
                return tr("Assign the rest as the rules order it")
            return tr("1 damage to {what}", what=self.target(args[0]))
        if kind == "order-triggers" and verb == "order" and args:
            # info "triggers" lists the sources in the order of the answers (engine/families/stack/frames.py)
            srcs = self.info.get("triggers") or []
            i = self.answer_texts.index(text) if text in self.answer_texts else -1
            if 0 <= i < len(srcs):
                return tr("Next on the stack: the trigger of {card}", card=self.card(srcs[i]))
        return self.names.action_text(text) or i18n.words().answer(text, self.names.token_name, self.names.player_name)


class MomentDialog(QDialog):
    """A dialog over the table for the moment now asked; hidden when the moment is answered."""
    chosen = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("moment_dialog")
        self.setModal(False)
        self.setMinimumWidth(460)
        self.setMaximumWidth(620)
        lay = QVBoxLayout(self)
        self.head, self.body, self.scroll = question_parts(lay, "moment", 17)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        lay.addWidget(self.scroll)
        self.buttons: dict[str, QPushButton] = {}
        self._key = None
        self._dismissed = None     # the moment Escape put away: it stays away until the next one

    def kind(self) -> str | None:
        return self._key[0] if self._key else None

    def keyPressEvent(self, e) -> None:
        """1–9 press the answer with that number (wherever the focus is in the dialog)."""
        k = e.key() - Qt.Key.Key_1
        texts = list(self.buttons)
        if 0 <= k < min(9, len(texts)) and not e.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.buttons[texts[k]].click()
            return
        super().keyPressEvent(e)

    def update_moment(self, view, acting, answers, names) -> bool:
        """Show the moment asked of `acting` (the person at the screen, answers given), or hide; True when shown."""
        d = view.decision if view is not None else None
        texts = [a.text for a in answers if not a.text.endswith(" concede")]
        if d is None or d.kind not in MOMENTS or acting is None or not texts:
            self.close_moment()
            return False
        key = (d.kind, acting, tuple(texts), tuple(d.answered), i18n.language())
        if key == self._key and (self.isVisible() or key == self._dismissed):
            return self.isVisible()
        self._key = key
        words = MomentText(view, acting, names, texts)
        self.setWindowTitle(window_title(i18n.words().decision_title(d.kind)))
        self.head.setText(words.title())
        self.body.setText("\n".join(words.lines()))
        inner = QWidget()
        col = QVBoxLayout(inner)
        col.setContentsMargins(0, 0, 0, 0)
        self.buttons = {}
        ordered = sorted(texts, key=lambda t: len(t.split()) == 2)   # done / keep … after the choices
        if d.kind == "mulligan":
            ordered = texts                                          # Keep first, as the engine lists it
        for i, t in enumerate(ordered):
            label = words.label(t)
            b = QPushButton(f"{i + 1}. {label}" if i < 9 else label)
            b.setObjectName("moment:" + t)
            b.setToolTip(t)
            b.setMinimumHeight(32)
            b.setAutoDefault(False)
            b.clicked.connect(lambda _=False, t=t: self.chosen.emit(t))
            col.addWidget(b)
            self.buttons[t] = b
        col.addStretch(1)
        if ordered:
            self.buttons[ordered[0]].setDefault(True)
        self.scroll.setWidget(inner)
        self.scroll.setMinimumHeight(min(360, len(ordered) * 38 + 6))
        self.adjustSize()
        self.place()
        if not self.isVisible():
            self.show()
        self.raise_()
        self.activateWindow()
        if ordered:
            self.buttons[ordered[0]].setFocus()
        return True

    def place(self) -> None:
        """Over the middle of the table: the hands at the bottom and the panel on the right stay in sight."""
        w = self.parentWidget()
        if w is None:
            return
        top = w.mapToGlobal(w.rect().topLeft())
        x = top.x() + max(0, int(w.width() * 0.73) - self.width()) // 2
        y = top.y() + max(30, (w.height() - self.height()) // 2 - 40)
        self.move(x, y)

    def close_moment(self) -> None:
        self._key = None
        if self.isVisible():
            self.hide()

    def reject(self) -> None:   # Escape puts it away; the panel beside the table keeps the answers
        self._dismissed = self._key
        self.hide()


def install(window) -> MomentDialog:
    """The moment dialog of a main window, checked after each redraw (it reads the view the table drew) for
    the person at the screen only; its answers go the way of every click (window.table_input.do_action)."""
    dlg = MomentDialog(window)
    dlg.chosen.connect(window.table_input.do_action)

    def check(view) -> None:
        """`view`: the typed view the window has just drawn."""
        ctl = window.ctl
        g = ctl.game
        acting = ctl.acting()
        if (g is None or g.outcome is not None or ctl.replay_mode or ctl.waiting_curtain is not None
                or acting is None or ctl.is_computer(acting) or view is None or view.decision is None
                or (ctl.privacy and acting != ctl.screen_player)):
            dlg.close_moment()
            return
        dlg.update_moment(view, acting, ctl.answers_now(), window.names)

    dlg.check = check        # called at the end of every redraw of the window
    return dlg
