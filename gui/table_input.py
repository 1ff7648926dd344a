"""What a person does at the table becomes answers for the engine: a drop goes to the session as the gesture
it is (Session.gesture: the engine reads it, engine/core/gestures.py), clicks and context menus are matched
to legal answers through their gesture hints (engine/core/hints.py: `source`, `target`, `follow`), never
through the game's words; refusals come back from the session in words with their rule id and are shown."""
from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QMenu, QMessageBox

from .i18n import tr, words


class GuiRefusal:
    """A refusal the table gives itself (a drop on nothing meaningful), shaped like an engine error."""

    def __init__(self, code: str, rule: str = ""):
        self.code = code
        self.rule = rule
        self.params = {}
        self.message = code


def drop_token(target) -> str | None:
    """The token the table gives the session for a drop target: a card's token, a zone's key, a seat "pN"."""
    if target is None:
        return None
    if target[0] == "tokens":       # the zone table: what lies under the pointer, most specific first
        return target[1][0] if target[1] else None
    if target[0] == "card":
        return target[1]
    if target[0] == "zone":
        return target[2]
    return f"p{target[1]}"


class TableInput:
    """The main window's table input: do_action, drops, clicks, the card menu, the hover preview,
    undo/redo, concede.  Popups it opens stay reachable while open (`window.last_menu`, `concede_menu`,
    `concede_box`)."""

    def __init__(self, window):
        self.window = window
        self.concede_menu = None
        self.concede_box = None

    @property
    def ctl(self):
        return self.window.ctl

    # ----- answers ------------------------------------------------------------------------
    def do_action(self, text: str) -> bool:
        w = self.window
        if self.ctl.game is None:
            return False
        if w.settings.get("confirm_end_turn") and text == self.ctl.end_turn_answer():
            r = QMessageBox.question(w, tr("End of turn"), tr("End your turn?"))
            if r != QMessageBox.StandardButton.Yes:
                return False
        reply = self.ctl.answer(text)
        if not reply.ok:
            w.show_refusal(reply.refusal or words().refusal(GuiRefusal(reply.code or "not-your-decision")))
            return False
        w.toast.hide()
        self.note_reveals([e.event for e in self.ctl.answer_events])
        return True

    def gesture(self, answer, follow: str | None) -> bool:
        """One drop: the answer, then (a two-answer gesture) the follow-up answer naming `follow`, which the
        first answer's hint listed, so the second step is legal once the first is made."""
        if not self.do_action(answer.text):
            return False
        if follow is None:
            return True
        nxt = [a for a in self.ctl.answers_now() if a.source is None and a.target == follow]
        if len(nxt) != 1:
            return True     # the engine asks differently (a dialog): the panel shows the question
        return self.do_action(nxt[0].text)

    def on_drop(self, item, target) -> None:
        """A drop: the session reads it as made (Session.gesture) and gives its answer, offers its choices
        (both sides of a twinpact), or says why not with the rule id."""
        tok = drop_token(target)
        if self.ctl.acting() is None or tok is None:
            self.window.show_refusal(words().refusal(GuiRefusal("no-drop")))
            ok = False
        else:
            ok = self.made(self.ctl.gesture(item.token, tok), item)
        if not ok:
            item.snap_back()
            self.window.refresh()      # an answered drop was redrawn by the controller's change already

    def made(self, reply, item) -> bool:
        if reply.ok:
            self.window.toast.hide()
            self.note_reveals([e.event for e in self.ctl.answer_events])
            return True
        if reply.choices:
            self.choose_gesture(item, reply.choices)    # e.g. both sides of a twinpact: the person picks
            return True
        self.window.show_refusal(reply.refusal or words().refusal(GuiRefusal(reply.code or "no-drop")))
        return False

    def choose_gesture(self, item, choices) -> None:
        w = self.window
        menu = QMenu(w)
        w.last_menu = menu
        for answers in choices:
            menu.addAction(w.names.action_text(answers[0])).triggered.connect(
                lambda _=False, a=answers: (self.give_all(a), w.refresh()))
        v = w.table
        menu.popup(v.viewport().mapToGlobal(v.mapFromScene(item.scene_center())))

    def give_all(self, answers) -> bool:
        """A chosen gesture's answers in order (an answer and its follow-up)."""
        return all(self.do_action(text) for text in answers)

    def note_reveals(self, events) -> None:
        """A gachinko judge or a declaration: shown as well as logged (gui/session/words/events.py says which)."""
        w = self.window
        names, namer = self.ctl.player_names(), w.names.namer()
        for ev in events or []:
            where, text = words().reveal_note(ev, names, lambda ref, _d=None: namer.card_label(ref))
            if where == "status":
                w.status.setText(text)
            elif where == "message":
                w.message(tr("Declaration"), text, QMessageBox.Icon.Information)

    # ----- menus and the preview ----------------------------------------------------------
    def card_menu(self, item, pos) -> None:
        w = self.window
        names = w.names
        answers = self.ctl.answers_now()
        menu = QMenu(w)
        w.last_menu = menu
        for a in answers:
            if a.source == item.token and a.follow:
                sub = menu.addMenu(names.action_text(a.text))
                for t in a.follow:
                    label = names.player_name(t) if t.startswith("p") else "《" + names.token_name(t) + "》"
                    sub.addAction(label).triggered.connect(lambda _=False, a=a, t=t: self.gesture(a, t))
            elif item.token in (a.source, a.target) or item.token in a.text.split()[2:]:
                menu.addAction(names.action_text(a.text)).triggered.connect(
                    lambda _=False, t=a.text: self.do_action(t))
        if item.face_up and item.defn is not None:
            menu.addSeparator()
            menu.addAction(tr("Show this card large")).triggered.connect(
                lambda: w.table.preview.show_card(item, pinned=True))
        if item.browsable:
            menu.addAction(tr("Browse the graveyard…")).triggered.connect(lambda: self.browse_zone(item))
        if menu.isEmpty():
            return
        if pos is None:
            v = w.table
            pos = v.viewport().mapToGlobal(v.mapFromScene(item.scene_center()))
        menu.popup(pos if isinstance(pos, QPoint) else QPoint(int(pos.x()), int(pos.y())))

    def browse_zone(self, item) -> None:
        view = self.ctl.table_view()
        zone = view.zones.get(item.zone_key)
        names = [self.window.names.token_name(c.token) for c in (zone.cards if zone is not None else [])]
        owner = self.ctl.player_names().get(item.owner, "?")
        self.window.message(tr("Graveyard of {name}", name=owner),
                            "\n".join(f"{i + 1}. {n}" for i, n in enumerate(reversed(names))) or tr("(empty)"),
                            QMessageBox.Icon.Information)

    def on_hover(self, item) -> None:
        """The pointer rests on a card (or left it): its large preview (gui/table/preview.py), never while
        the curtain or the open call covers the table."""
        if self.window.curtain.isVisible():
            item = None
        self.window.table.preview.show_card(item)

    # ----- undo, redo, concede ------------------------------------------------------------
    def undo(self) -> None:
        if self.ctl.game is None:
            return
        why = self.ctl.undo()
        if why:
            self.window.show_refusal(why if why != "nothing" else tr("Nothing to undo."))
        else:
            self.window.refresh()

    def redo(self) -> None:
        if self.ctl.game is not None and self.ctl.redo():
            self.window.refresh()

    def concede(self) -> None:
        """Game → Concede: a person concedes for their own seat.  With several people at the screen, the one
        conceding says who they are; the confirmation names them."""
        snap = self.ctl.snap
        if self.ctl.game is None or snap is None or snap.over or self.ctl.replay_mode:
            return
        people = [(p, name) for p, name, alive in snap.people if alive]
        if not people:
            return
        if len(people) == 1:
            self.confirm_concede(*people[0])
            return
        w = self.window
        menu = QMenu(w)
        menu.setObjectName("concede_who")
        head = menu.addAction(tr("Who concedes?"))     # a popup shows no title: the question heads the list
        head.setEnabled(False)
        menu.addSeparator()
        for p, name in people:
            menu.addAction(name).triggered.connect(lambda _=False, p=p, n=name: self.confirm_concede(p, n))
        self.concede_menu = menu
        menu.popup(w.mapToGlobal(w.rect().center()))

    def confirm_concede(self, p: int, name: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Question, tr("Concede"), tr("{name} concedes the game?", name=name),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self.window)
        box.setObjectName("concede_confirm")
        box.setDefaultButton(QMessageBox.StandardButton.No)
        yes = box.button(QMessageBox.StandardButton.Yes)
        box.finished.connect(lambda _r: self.ctl.concede(p) if box.clickedButton() is yes else None)
        self.concede_box = box
        box.open()
