"""Interface language (Japanese / English), switchable while running.

Sources are English strings wrapped in `tr()`; their Japanese lives in Qt Linguist files
(assets/translations/enza_ja.ts), compiled to .qm by pyside6-lrelease (`make run`, `make test` and the
package build do it; assets/translations/build_translations.py collects the strings).  Qt's QTranslator
is the only reader: without a .qm the interface stays in English (and says so in the log).  Card text
never goes through here: it comes from card data.
"""
from __future__ import annotations

import contextlib
import contextvars
import logging
from pathlib import Path

LANGS = ("ja", "en")
TS_DIR = Path(__file__).resolve().parent.parent / "assets" / "translations"
CONTEXT = "enza"

_lang = "ja"
_listeners: list = []
_translator = None
_qt_translator = None  # Qt's own strings (Yes / No / Cancel of standard buttons)
# words for another screen than this one (a phone), in that screen's language, without Qt: `speaking(lang)`
_speaking: contextvars.ContextVar = contextvars.ContextVar("enza_speaking", default=None)
_catalogues: dict[str, dict] = {}


def language() -> str:
    return _speaking.get() or _lang


def catalogue(lang: str) -> dict:
    """English source -> translation from the Linguist file itself, read once with the standard library."""
    if lang not in _catalogues:
        words = {}
        ts = TS_DIR / f"enza_{lang}.ts"
        if lang != "en" and ts.exists():
            import xml.etree.ElementTree as ET
            for m in ET.parse(ts).getroot().iter("message"):
                src, tr_ = m.findtext("source"), m.find("translation")
                if src and tr_ is not None and tr_.text and tr_.get("type") not in ("unfinished", "obsolete"):
                    words[src] = tr_.text
        _catalogues[lang] = words
    return _catalogues[lang]


@contextlib.contextmanager
def speaking(lang: str):
    """Within the block, tr(), pick() and language() speak `lang` (words for a phone, whatever the window's
    language); per thread and per task, so the window's own words never change."""
    token = _speaking.set(lang if lang in LANGS else "en")
    try:
        yield
    finally:
        _speaking.reset(token)


def system_language() -> str:
    """Japanese for a Japanese locale, otherwise English (LANGUAGE/LC_ALL/LC_MESSAGES/LANG first, as
    gettext reads them, then Qt's idea of the system locale)."""
    import os
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        v = os.environ.get(var, "")
        if v:
            return "ja" if v.split(":")[0].lower().startswith("ja") else "en"
    try:
        from PySide6.QtCore import QLocale
        return "ja" if QLocale.system().name().lower().startswith("ja") else "en"
    except ImportError:  # pragma: no cover
        return "en"


def startup_language(saved: str | None) -> str:
    """The language a menu choice remembered, else the system's."""
    return saved if saved in LANGS else system_language()


def qm_is_current(lang: str) -> bool:
    """A .qm exists and is not older than its .ts (make run / make test build it)."""
    ts, qm = TS_DIR / f"enza_{lang}.ts", TS_DIR / f"enza_{lang}.qm"
    return qm.exists() and (not ts.exists() or qm.stat().st_mtime >= ts.stat().st_mtime)


def set_language(lang: str) -> None:
    """Switch the language and tell every listener (widgets retranslate themselves)."""
    global _lang, _translator, _qt_translator
    if lang not in LANGS:
        lang = "en"
    _lang = lang
    qm = TS_DIR / f"enza_{lang}.qm"
    try:
        from PySide6.QtCore import QCoreApplication, QTranslator
        app = QCoreApplication.instance()
        if app is not None and _translator is not None:
            app.removeTranslator(_translator)
            _translator = None
        if app is not None:
            _install_qt_strings(app, lang)
        if app is not None and qm.exists():
            if not qm_is_current(lang):
                logging.getLogger("enza.i18n").warning("%s is older than its .ts: run make", qm.name)
            t = QTranslator()
            if t.load(str(qm)):
                app.installTranslator(t)
                _translator = t
        if app is not None and _translator is None and lang != "en":
            logging.getLogger("enza.i18n").warning("no %s: the interface stays in English (run make)", qm.name)
    except ImportError:  # pragma: no cover - Qt is always there for the GUI
        pass
    for fn in list(_listeners):
        fn()


def _install_qt_strings(app, lang: str) -> None:
    """Standard buttons (QMessageBox Yes/No, QDialogButtonBox) speak the interface language too."""
    global _qt_translator
    from PySide6.QtCore import QLibraryInfo, QTranslator
    if _qt_translator is not None:
        app.removeTranslator(_qt_translator)
        _qt_translator = None
    t = QTranslator()
    if t.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(t)
        _qt_translator = t


def tr(text: str, **kw) -> str:
    """Translate an English source string, then fill {placeholders}."""
    spoken = _speaking.get()
    if spoken is not None:
        out = catalogue(spoken).get(text, text)
    elif _translator is not None:
        from PySide6.QtCore import QCoreApplication
        out = QCoreApplication.translate(CONTEXT, text)
    else:
        out = text
    if kw:
        try:
            return out.format(**kw)
        except (KeyError, IndexError, ValueError):
            return text.format(**kw)
    return out


def on_change(fn) -> None:
    _listeners.append(fn)


def remove_listener(fn) -> None:
    if fn in _listeners:
        _listeners.remove(fn)


def pick(ja: str | None, en: str | None) -> str:
    """Choose between two data strings (card names, rule lines) by the current language."""
    if language() == "ja":
        return ja or en or ""
    return en or ja or ""
