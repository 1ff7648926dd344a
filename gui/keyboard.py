"""Keys the whole application answers the same way, wherever the focus is (the README promises Tab and Enter):

- Enter or Return on a focused push button presses it.  Qt presses a focused button with Space only; in a
  dialog Enter goes to the default button, not to the one a person tabbed to.
- The platform's Quit (Ctrl+Q) quits from any window: the table's shortcut does not reach past a modal
  dialog (Game over, a question, a file chooser) nor from the deck editor's window.  Open dialogs are
  closed (rejected) first, so whatever they were asking is answered "cancel", then the table quits as its
  own Quit does (the game is already autosaved).

Installed once the main window exists (an application-wide filter sees every event; gui/shell.py keeps the
first frame free of it)."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QAbstractButton, QApplication, QCheckBox, QDialog, QRadioButton

ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


def is_quit(e) -> bool:
    """The platform's Quit, and Ctrl+Q where the platform names none (Windows, the offscreen platform)."""
    return e.matches(QKeySequence.StandardKey.Quit) or (
        e.key() == Qt.Key.Key_Q and e.modifiers() == Qt.KeyboardModifier.ControlModifier)


class KeyboardFilter(QObject):
    def __init__(self, quit_fn, main_window=None):
        super().__init__()
        self.quit_fn = quit_fn
        self.main_window = main_window
        self.quitting = False

    def eventFilter(self, obj, e):
        if e.type() != QEvent.Type.KeyPress:
            return False
        if e.key() in ENTER and self._press(obj, e):
            return True
        if is_quit(e) and self._outside_main(obj):
            self.quit_everywhere()
            return True
        return False

    @staticmethod
    def _press(obj, e) -> bool:
        if not isinstance(obj, QAbstractButton) or isinstance(obj, (QCheckBox, QRadioButton)):
            return False
        if not obj.hasFocus() or not obj.isEnabled() or not obj.isVisible():
            return False
        if e.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        obj.click()
        return True

    def _outside_main(self, obj) -> bool:
        """The key reached a widget: the table's own Quit shortcut did not take it (a modal dialog or another
        window has the keyboard)."""
        win = obj.window() if hasattr(obj, "window") else None
        if QApplication.activeModalWidget() is not None or QApplication.activePopupWidget() is not None:
            return True
        return win is not None and self.main_window is not None and win is not self.main_window \
            and win is not self.main_window.window()

    def quit_everywhere(self) -> None:
        if self.quitting:
            return
        self.quitting = True
        popup = QApplication.activePopupWidget()
        if popup is not None:
            popup.close()
        for _ in range(20):             # nested dialogs: the innermost first
            modal = QApplication.activeModalWidget()
            if modal is None:
                break
            if isinstance(modal, QDialog):
                modal.reject()
            modal.close()
        # after the dialogs' own event loops have returned
        QTimer.singleShot(0, self._quit)

    def _quit(self) -> None:
        self.quitting = False
        self.quit_fn()


def install(app, quit_fn, main_window=None) -> KeyboardFilter:
    f = KeyboardFilter(quit_fn, main_window)
    app.installEventFilter(f)
    app._enza_keyboard = f          # kept alive with the application
    return f
