"""Draw the application icon (a ring of eight seats around a table: 円座) into build/icons as PNG
and ICO; ICNS on macOS.  Procedural, so no binary art lives in the repository."""
from __future__ import annotations

import math
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtCore import QPointF, Qt  # noqa: E402
from PySide6.QtGui import QBrush, QColor, QGuiApplication, QImage, QPainter, QPen  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
COLOURS = ["#f2d14b", "#3c8fd6", "#6b4c9a", "#d8462f", "#3fa34d", "#c9c9c9", "#e98a2f", "#2fb3b3"]


def draw(size: int) -> QImage:
    img = QImage(size, size, QImage.Format_ARGB32)
    img.fill(Qt.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.Antialiasing)
    c = size / 2
    p.setBrush(QBrush(QColor("#1f4d36")))
    p.setPen(QPen(QColor("#0f2a1d"), size * 0.03))
    p.drawEllipse(QPointF(c, c), size * 0.30, size * 0.30)
    for i, col in enumerate(COLOURS):
        a = -math.pi / 2 + i * math.tau / len(COLOURS)
        p.setBrush(QBrush(QColor(col)))
        p.setPen(QPen(QColor("#202020"), size * 0.015))
        p.drawEllipse(QPointF(c + math.cos(a) * size * 0.40, c + math.sin(a) * size * 0.40), size * 0.085, size * 0.085)
    p.end()
    return img


def main() -> int:
    out = ROOT / "build" / "icons"
    out.mkdir(parents=True, exist_ok=True)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841
    draw(256).save(str(out / "enza.png"))
    draw(256).save(str(out / "enza.ico"))
    (ROOT / "assets" / "icons").mkdir(parents=True, exist_ok=True)
    if not (ROOT / "assets" / "icons" / "enza.png").exists():
        draw(128).save(str(ROOT / "assets" / "icons" / "enza.png"))
    print(f"icons in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
