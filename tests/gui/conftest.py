import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    """Autosaves, settings and the error log go to a temp folder, never the user's."""
    from PySide6.QtCore import QStandardPaths
    QStandardPaths.setTestModeEnabled(True)
    d = tmp_path / "enza-data"
    monkeypatch.setenv("ENZA_DATA_DIR", str(d))
    yield d


@pytest.fixture
def window(qtbot, data_dir):
    from gui import i18n
    from gui.main_window import MainWindow
    from gui.settings import Settings
    s = Settings()
    s.set("anim_speed", 0)
    i18n.set_language("en")
    w = MainWindow(s)
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.ctl.stop()
