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
from ..session.words.actions import EXPLAINED_BY_THEIR_DIALOG
from .decision import question_parts

# the decisions a format asks at its own moments (engine/core/kinds.py DecisionKind)
MOMENTS = EXPLAINED_BY_THEIR_DIALOG


def _card(tok) -> str:
    return tok if isinstance(tok, str) else f"c{tok}"


def window_title(sentence: str) -> str:
    """A window's title from a question's sentence: its first part ("Declare blockers"), not the whole
    sentence a title bar cuts to "…: drag cre…" (the dialog's heading says all of it)."""
    for sep in (":", "："):
        if sep in sentence:
            return sentence.split(sep, 1)[0].strip()
    return sentence


def answer_order(kind: str, texts: list) -> list:
    """The buttons' order: the choices first, done / keep … after them; a mulligan's Keep first, as the
    engine lists it."""
    return list(texts) if kind == "mulligan" else sorted(texts, key=lambda t: len(t.split()) == 2)


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
        """The moment's context, one explanation each (the kind's own lines, then the rule's tag)."""
        make = LINES_OF.get(self.d.kind)
        out = list(make(self)) if make is not None else []
        if self.d.rule:
            out.append(i18n.words().rule_tag(self.d.rule))
        return [x for x in out if x]

    def _lines_mulligan(self):
        hand = [c for z in self.view.zones.values() if z.owner == self.p and z.name == "hand" for c in z.cards]
        if hand:
            yield tr("Your hand: {cards}", cards=", ".join(self.card(c.token) for c in hand))
        n = (self.info.get("mulligans") or {}).get(str(self.p), 0)
        if n:
            yield tr("Mulligans taken so far: {n}", n=n)
        yield self.order_line()

    def _lines_mulligan_bottom(self):
        left = int(self.info.get("count", 0)) - int(self.info.get("picked", 0))
        yield tr("Choose {n} more card(s) to put on the bottom of your library.", n=left)

    def _lines_choose_opponent(self):
        yield tr("Each opponent with what they have left:")

    def _lines_block(self):
        if self.info.get("attacker") is not None:
            t = self.info.get("target", "?")     # a player, or a unit (life-zone game): never its raw id
            yield tr("{card} attacks {target}.", card=self.card(self.info["attacker"]),
                     target=self.target(t) if isinstance(t, str) else self.player(t))

    def _lines_declare_blockers(self):
        done = self.info.get("blocks") or []
        yield tr("One block per answer; Done when your team has declared all of its blocks.")
        if done:
            yield tr("Declared: {blocks}", blocks="; ".join(
                tr("{blocker} blocks {attacker}", blocker=self.card(b), attacker=self.card(a)) for b, a in done))

    def _lines_damage_order(self):
        yield tr("{card} is blocked by several creatures: choose which one takes its damage first, then the next.",
                 card=self.card(self.info.get("attacker")))

    def _lines_assign_damage(self):
        yield tr("{card} has {n} damage left to assign, one point per answer.",
                 card=self.card(self.info.get("attacker")), n=self.info.get("left", "?"))
        given = self.info.get("assigned") or {}
        if given:
            yield tr("Assigned so far: {what}", what=", ".join(f"{self.target(t)} {n}" for t, n in given.items()))

    def _lines_order_triggers(self):
        yield tr("Choose the one that goes first; the others follow in the order you choose.")
        if self.for_team():
            yield tr("{name} orders the team's triggers (the team's primary player decides).",
                     name=self.player(self.p))

    def order_line(self) -> str:
        """Who answers the mulligan when: the one explanation of it (the panel and the title say no more)."""
        d = self.d
        if d.mode == "simultaneous":
            team = self.team_of(self.p)
            asked = set(d.players) | set(d.answered or ())     # the whole round, not who is still to answer
            if team is not None and asked <= set(team.members) and len(asked) > 1:
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

    def what_is_left(self, p: int) -> str:
        """What a player has left, as an opponent is chosen by it: life (their own or their team's, or the
        cards of their life zone), hand and deck."""
        s, team = self.seat(p), self.team_of(p)
        life = (s.counters or {}).get("life") if s is not None else None
        if life is None and team is not None:
            life = (team.counters or {}).get("life")
        counts = {z.name: z.count for z in self.view.zones.values() if z.owner == p}
        if life is None:
            life = counts.get("life")
        parts = [tr("life {n}", n=life)] if life is not None else []
        parts += [tr("hand {n}", n=counts["hand"])] if "hand" in counts else []
        deck = counts.get("deck", counts.get("library"))
        parts += [tr("deck {n}", n=deck)] if deck is not None else []
        return ", ".join(parts)

    def label(self, text: str) -> str:
        parts = text.split()
        verb, args = (parts[1] if len(parts) > 1 else ""), parts[2:]
        make = LABEL_OF.get(self.d.kind)
        label = make(self, verb, args, text) if make is not None and args else None
        if label is None and verb in ("opponent", "target") and args and args[0].startswith("p"):
            label = self._opponent_label(args[0])
        return label or self.names.action_text(text) or \
            i18n.words().answer(text, self.names.token_name, self.names.player_name)

    def _opponent_label(self, tok: str) -> str:
        name, left = self.player(tok), self.what_is_left(int(tok[1:]))
        return tr("{name} ({left})", name=name, left=left) if left else name

    def _label_declare_blockers(self, verb, args, text):
        if verb == "block" and len(args) == 2:
            return tr("Block {attacker} with {blocker}", attacker=self.card(args[1]), blocker=self.card(args[0]))
        return None

    def _label_damage_order(self, verb, args, text):
        return tr("Next to take damage: {card}", card=self.card(args[0])) if verb == "order" else None

    def _label_assign_damage(self, verb, args, text):
        if verb != "assign":
            return None
        if args[0] == "rest":
            return tr("Assign the rest as the rules order it")
        return tr("1 damage to {what}", what=self.target(args[0]))

    def _label_order_triggers(self, verb, args, text):
        # info "triggers" lists the sources in the order of the answers (engine/families/stack/frames.py)
        srcs = self.info.get("triggers") or []
        i = self.answer_texts.index(text) if text in self.answer_texts else -1
        if verb == "order" and 0 <= i < len(srcs):
            return tr("Next on the stack: the trigger of {card}", card=self.card(srcs[i]))
        return None


# each moment's context lines and answer labels (the others read as the side panel words them)
LINES_OF = {"mulligan": MomentText._lines_mulligan, "mulligan-bottom": MomentText._lines_mulligan_bottom,
            "choose-opponent": MomentText._lines_choose_opponent,
            "designate-opponent": MomentText._lines_choose_opponent, "block": MomentText._lines_block,
            "declare-blockers": MomentText._lines_declare_blockers, "damage-order": MomentText._lines_damage_order,
            "assign-damage": MomentText._lines_assign_damage, "order-triggers": MomentText._lines_order_triggers,
            "pending-order": MomentText._lines_order_triggers}
LABEL_OF = {"declare-blockers": MomentText._label_declare_blockers,
            "damage-order": MomentText._label_damage_order, "assign-damage": MomentText._label_assign_damage,
            "order-triggers": MomentText._label_order_triggers}


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
        ordered = answer_order(d.kind, texts)
        for i, t in enumerate(ordered):
            col.addWidget(self._button(i, t, words.label(t)))
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

    def _button(self, i: int, t: str, label: str) -> QPushButton:
        b = QPushButton(f"{i + 1}. {label}" if i < 9 else label)
        b.setObjectName("moment:" + t)
        b.setToolTip(t)
        b.setMinimumHeight(32)
        b.setAutoDefault(False)
        b.clicked.connect(lambda _=False, t=t: self.chosen.emit(t))
        self.buttons[t] = b
        return b

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
