"""Windows that fit the screen they open on, and come back as they were left.

A top-level window opens inside its screen's available geometry (the desktop less panels), its frame (the
window manager's title bar) included: maximized on screens up to MAXIMIZE_UP_TO logical pixels wide (a
1366x768 laptop, a 1440x900 one), else at a comfortable size centred.  When it closes, its normal geometry and
whether it was maximized are kept in the settings as plain values (`window_<name>`: "x,y,w,h";
`window_<name>_max`), and used again next time if they still fit a screen.  Logical pixels throughout, so a
3840x2160 screen at device pixel ratio 2 behaves as 1920x1080."""
from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QGuiApplication

MAXIMIZE_UP_TO = 1440       # logical px: screens this wide or narrower open maximized
FRAME = (8, 40)             # room for a window manager's frame until it reports its own: sides, title + border
PREFERRED = (1600, 1000)    # the normal size on a large screen (logical px)


def parse(text: str) -> QRect | None:
    try:
        x, y, w, h = (int(v) for v in text.split(","))
    except (ValueError, AttributeError):
        return None
    return QRect(x, y, w, h) if w > 0 and h > 0 else None


def fits(r: QRect, avail: QRect) -> bool:
    return avail.contains(r)


def screen_for(r: QRect | None):
    if r is not None:
        s = QGuiApplication.screenAt(r.center())
        if s is not None:
            return s
    return QGuiApplication.primaryScreen()


def first_geometry(avail: QRect, minimum=(0, 0)) -> QRect:
    """A window's client rectangle inside `avail`, frame included, centred."""
    fw, fh = FRAME
    w = max(min(PREFERRED[0], avail.width() - fw), minimum[0])
    h = max(min(PREFERRED[1], avail.height() - fh), minimum[1])
    w, h = min(w, avail.width() - fw), min(h, avail.height() - fh)
    return QRect(avail.x() + (avail.width() - w) // 2, avail.y() + (avail.height() - h + fh - fw) // 2, w, h)


def place(win, settings, name: str) -> bool:
    """Set `win`'s geometry before it is shown and say whether it should open maximized (call `show_placed`)."""
    saved = parse(settings.get(f"window_{name}")) if settings is not None else None
    screen = screen_for(saved)
    avail = screen.availableGeometry()
    minimum = (win.minimumWidth(), win.minimumHeight())
    if saved is not None and fits(saved, avail) and saved.width() >= minimum[0] and saved.height() >= minimum[1]:
        win.setGeometry(saved)
        return bool(settings.get(f"window_{name}_max"))
    win.setGeometry(first_geometry(avail, minimum))
    if saved is not None:       # remembered on a screen that is gone or smaller: fitted, maximized as it was
        return bool(settings.get(f"window_{name}_max")) or avail.width() <= MAXIMIZE_UP_TO
    return avail.width() <= MAXIMIZE_UP_TO


def show_placed(win, settings, name: str) -> None:
    if place(win, settings, name):
        win.showMaximized()
    else:
        win.show()


def remember(win, settings, name: str) -> None:
    """Keep the window's normal geometry and maximized state (called when it closes)."""
    if settings is None:
        return
    r = win.normalGeometry() if win.isMaximized() or win.isFullScreen() else win.geometry()
    if r.isValid() and r.width() > 0:
        settings.set(f"window_{name}", f"{r.x()},{r.y()},{r.width()},{r.height()}")
    settings.set(f"window_{name}_max", bool(win.isMaximized()))
