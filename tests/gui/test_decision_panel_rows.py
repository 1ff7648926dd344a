"""The decision panel while paying (U1a): "Pay automatically" scrolled out of sight below eight energy cards,
and resting one card moved the next row under the pointer."""
from __future__ import annotations

from dataclasses import dataclass

from gui.dialogs.decision import DecisionPanel


@dataclass
class Ans:
    """An answer as the controller gives it (gui/controller.py): text, gesture hints, whether it is a button."""
    text: str
    button: bool = False
    source: str | None = None
    target: str | None = None
    follow: tuple = ()


def rows(panel):
    """The answers in the order the panel shows them, with whether each can still be pressed."""
    out = []
    for i in range(panel.grid.rowCount()):
        item = panel.grid.itemAtPosition(i, 0)
        w = item.widget() if item is not None else None
        if w is not None and getattr(w, "answer", None) and w.isVisibleTo(panel):
            out.append((w.answer, w.isEnabled()))
    return out


def test_pay_automatically_comes_first_and_rows_stay_put(qtbot):
    panel = DecisionPanel()
    qtbot.addWidget(panel)
    panel.resize(340, 500)
    panel.show()
    label = (lambda text: text)
    taps = [Ans(f"p0 tap c{i}") for i in range(1, 9)]
    buttons = [Ans("p0 autopay", True), Ans("p0 cancel", True)]
    panel.show_decision("Pay 3", "", taps + buttons, label, label, label)
    shown = rows(panel)
    assert shown[0] == ("p0 autopay", True)          # in sight however many cards could pay
    before = [a for a, _ok in shown]
    y_before = {a: panel.buttons[a].geometry().y() for a in before}
    # one card rested: the same question without it
    panel.show_decision("Pay 3", "", taps[1:] + buttons, label, label, label)
    after = rows(panel)
    assert [a for a, _ok in after] == before                   # the rows stay where they were
    assert dict(after)["p0 tap c1"] is False                   # the one given is shown done
    qtbot.wait(10)
    for a in before[1:]:
        assert panel.buttons[a].geometry().y() == y_before[a], a
    # another question: a fresh list
    panel.show_decision("Choose a target", "", [Ans("p0 target p1"), Ans("p0 cancel", True)], label, label, label)
    assert [a for a, _ok in rows(panel)] == ["p0 target p1", "p0 cancel"]      # a short list: buttons last


def test_a_moment_window_has_a_short_title():
    """A title bar cut the sentence "Declare blockers: drag creatures onto …" to "drag cre…"."""
    from gui import i18n
    from gui.dialogs.moments import window_title
    for lang in ("en", "ja"):
        i18n.set_language(lang)
        try:
            for kind in ("declare-blockers", "declare-attackers", "mulligan"):
                title = window_title(i18n.words().decision_title(kind))
                assert title and len(title) <= 30 and ":" not in title and "：" not in title, title
        finally:
            i18n.set_language("en")
