"""Translations go through Qt Linguist: every tr() string of gui/ is in both .ts files with a Japanese
translation, and the .qm files that `make run` / `make test` build are present and current."""
import importlib.util
import xml.etree.ElementTree as ET

import pytest

from gui import i18n

TS = i18n.TS_DIR


def _build_module():
    spec = importlib.util.spec_from_file_location("build_translations", TS / "build_translations.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def ts_messages(lang):
    out = {}
    for m in ET.parse(TS / f"enza_{lang}.ts").getroot().iter("message"):
        t = m.find("translation")
        out[m.findtext("source")] = (t.text or "", t.get("type"))
    return out


def test_every_gui_string_is_in_linguist_files_with_japanese():
    srcs = _build_module().sources()
    for lang in ("ja", "en"):
        msgs = ts_messages(lang)
        missing = [s for s in srcs if s not in msgs]
        assert not missing, f"enza_{lang}.ts lacks {missing[:5]} (run assets/translations/build_translations.py)"
    ja = ts_messages("ja")
    untranslated = [s for s in srcs if not ja[s][0] or ja[s][1] == "unfinished"]
    assert not untranslated, f"no Japanese for {untranslated[:5]}"


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_qm_file_is_built_and_not_stale(lang, qapp):
    """make run / make test build the .qm from the .ts; a missing or stale one fails here."""
    from PySide6.QtCore import QTranslator
    qm = TS / f"enza_{lang}.qm"
    assert qm.exists(), f"{qm.name} is missing: `make test` builds it (pyside6-lrelease)"
    assert i18n.qm_is_current(lang), f"{qm.name} is older than its .ts: rebuild it (make test)"
    t = QTranslator()
    assert t.load(str(qm))
    stale = [src for src, (text, kind) in ts_messages(lang).items()
             if text and kind not in ("unfinished", "obsolete", "vanished")
             and t.translate(i18n.CONTEXT, src) != text]
    assert not stale, f"{qm.name} does not match its .ts for {stale[:3]}"
