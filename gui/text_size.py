"""View -> Larger text: the interface's words a quarter larger, for a table seen from a sofa or on a TV.

The application font grows, and so does every `font-size: Npx` of the widgets' style sheets (the table's
panels, buttons, curtain and dialogs set their sizes in pixels, which the application font does not reach):
each widget's own sheet is kept as its base and rewritten scaled, now for the widgets that exist and, as they
are shown, for those made later.  The cards and the table's drawing have their own zoom (View -> Zoom)."""
from __future__ import annotations

import re

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget

LARGE = 1.25
PX = re.compile(r"font-size:\s*(\d+(?:\.\d+)?)px")
BASE, SCALED = "enza_qss_base", "enza_qss_scaled"


def scaled_sheet(sheet: str, scale: float) -> str:
    return PX.sub(lambda m: f"font-size: {round(float(m.group(1)) * scale)}px", sheet)


class TextSize(QObject):
    def __init__(self, app):
        super().__init__(app)
        self.app = app
        self.scale = 1.0
        self.base_font = QFont_copy(app.font())

    def set_large(self, large: bool) -> None:
        # a filter only while the words are larger: it restyles the widgets shown later
        if large and self.scale == 1.0:
            self.app.installEventFilter(self)
        elif not large and self.scale != 1.0:
            self.app.removeEventFilter(self)
        self.scale = LARGE if large else 1.0
        f = QFont_copy(self.base_font)
        if f.pointSizeF() > 0:
            f.setPointSizeF(self.base_font.pointSizeF() * self.scale)
        else:
            f.setPixelSize(round(self.base_font.pixelSize() * self.scale))
        self.app.setFont(f)
        for w in self.app.allWidgets():
            self.restyle(w)

    def restyle(self, w: QWidget) -> None:
        current = w.styleSheet()
        if current and current == w.property(SCALED):
            base = w.property(BASE) or current
        else:
            base = current             # a sheet the widget set itself since: its new base
        if "font-size" not in base:
            return
        new = scaled_sheet(base, self.scale)
        w.setProperty(BASE, base)
        w.setProperty(SCALED, new)
        if new != current:
            w.setStyleSheet(new)

    def eventFilter(self, obj, e):
        if e.type() == QEvent.Type.Show and isinstance(obj, QWidget):
            self.restyle(obj)
        return False


def QFont_copy(f):  # noqa: N802  (a QFont's copy)
    from PySide6.QtGui import QFont
    return QFont(f)


def text_size(app=None) -> TextSize:
    """The application's one TextSize (made on first use)."""
    app = app or QApplication.instance()
    ts = getattr(app, "_enza_text_size", None)
    if ts is None:
        ts = TextSize(app)
        app._enza_text_size = ts
    return ts
