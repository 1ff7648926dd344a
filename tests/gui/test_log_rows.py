"""The log's rows (gui/log_panel.py TagDelegate): each new line scrolls the list and repaints every row in
sight, so a row's words and rule tag are laid out once and drawn from that layout afterwards; drawn so, a
row looks as the style draws it (words, then the tag small and grey)."""
from PySide6.QtGui import QColor, QImage

from gui.log_panel import LogView, TagDelegate
from gui.style import TABLE_STYLE

LINES = [f"P{i % 8 + 1} charges 《A rather long card name {i}》 to mana.  [dm:50{i % 10}]" for i in range(60)] + \
    ["Turn 3: Akari", "Akari's deck has 28 cards left"]


def shown_log(qtbot):
    from PySide6.QtWidgets import QVBoxLayout, QWidget
    top = QWidget()
    top.setObjectName("stage")
    side = QWidget(top)
    side.setObjectName("side")
    QVBoxLayout(top).addWidget(side)
    log = LogView(side)
    QVBoxLayout(side).addWidget(log)
    top.setStyleSheet(TABLE_STYLE)
    qtbot.addWidget(top)
    top.resize(320, 500)
    top.show()
    qtbot.waitExposed(top)
    log.add_lines(LINES)
    qtbot.wait(5)
    log.keep = top      # the window lives as long as the test holds the log
    return log


def grab(log) -> QImage:
    img = QImage(log.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(QColor("#000000"))
    log.viewport().render(img)
    return img


def test_a_repaint_lays_out_no_row_again(qtbot, monkeypatch):
    log = shown_log(qtbot)
    d = log.itemDelegate()
    assert isinstance(d, TagDelegate)
    log.viewport().repaint()
    laid = len(d._texts)
    assert laid >= 10, "the rows in sight are drawn from laid-out texts"
    made = []
    real = TagDelegate._laid_out

    def counted(self, text, tag):
        if (text, tag) not in self._texts:
            made.append(text)
        return real(self, text, tag)
    monkeypatch.setattr(TagDelegate, "_laid_out", counted)
    log.viewport().repaint()
    assert made == [], made             # on a3d8ae9 every row's words and tag were laid out at each repaint
    log.add_line("P1 charges 《Another card》 to mana.  [dm:503]")
    log.viewport().repaint()
    assert "P1 charges 《Another card》 to mana." in made and len(made) <= 2, made   # the new row only


def test_rows_drawn_from_their_layout_look_as_the_style_draws_them(qtbot, monkeypatch):
    log = shown_log(qtbot)
    laid_out = grab(log)
    monkeypatch.setattr(TagDelegate, "_paint_laid_out", lambda *a: False)     # the style's way, row by row
    styled = grab(log)
    assert laid_out.size() == styled.size()
    # compared in 4x4 blocks: the words may fall on another sub-pixel (a glyph's edge), never elsewhere
    a, b = blocks(laid_out), blocks(styled)
    background = a_background(b)
    lit = [k for k, v in b.items() if v > background + 12]
    assert len(lit) > 100, "the rows were drawn"
    differ = [k for k in lit if abs(a[k] - b[k]) > 40]
    assert len(differ) < len(lit) * 0.05, (len(differ), len(lit))


def blocks(img) -> dict:
    """Lightness of each 4x4 block of the picture (Qt's smooth scaling averages them)."""
    from PySide6.QtCore import Qt
    small = img.scaled(img.width() // 4, img.height() // 4, Qt.AspectRatioMode.IgnoreAspectRatio,
                       Qt.TransformationMode.SmoothTransformation).convertToFormat(QImage.Format.Format_Grayscale8)
    return {(x, y): small.pixelColor(x, y).value() for y in range(small.height()) for x in range(small.width())}


def a_background(b: dict) -> float:
    return sorted(b.values())[len(b) // 10]
