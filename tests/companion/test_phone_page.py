"""Issue 35 item 5: the first page's own promises, read from its files: text at least 4.5:1 against its
background, touch targets at least 44 px, nothing fetched from elsewhere, words in both languages for every
error code the protocol has."""
from __future__ import annotations

import re

from gui.companion import protocol
from gui.companion.server import STATIC

CSS = (STATIC / "app.css").read_text(encoding="utf-8")
JS = (STATIC / "app.js").read_text(encoding="utf-8")


def hex_rgb(value: str) -> tuple:
    v = value.lstrip("#")
    if len(v) == 3:
        v = "".join(c * 2 for c in v)
    return tuple(int(v[i:i + 2], 16) for i in (0, 2, 4))


def luminance(rgb) -> float:
    def ch(c):
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (ch(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def colour(name: str) -> tuple:
    if name.startswith("#"):
        return hex_rgb(name)
    m = re.search(r"--" + re.escape(name) + r":\s*(#[0-9a-fA-F]{6})", CSS)
    assert m, name
    return hex_rgb(m.group(1))


def rule(selector: str) -> str:
    m = re.search(r"(^|\n)" + re.escape(selector) + r"\s*\{([^}]*)\}", CSS)
    assert m, selector
    return m.group(2)


def declared(selector: str, prop: str) -> str:
    m = re.search(r"(^|[;{\s])" + re.escape(prop) + r":\s*([^;]+);", rule(selector))
    assert m, (selector, prop)
    v = m.group(2).strip()
    return v[4:-1].lstrip("-") if v.startswith("var(") else v


def test_every_text_colour_on_its_background_is_at_least_4_5_to_1():
    pairs = [
        (declared("body", "color"), declared("body", "background")),
        ("muted", "paper"), ("muted", "panel"), ("ink", "panel"), ("ink", "asked"),
        (declared("button", "color"), declared("button", "background")),
        (declared("button:disabled", "color"), declared("button:disabled", "background")),
        (declared("button.secondary", "color"), declared("button.secondary", "background")),   # Undo
        (declared("#notice", "color"), declared("#notice", "background")),
    ]
    for fg, bg in pairs:
        ratio = contrast(colour(fg), colour(bg))
        assert ratio >= 4.5, (fg, bg, round(ratio, 2))


def test_touch_targets_are_at_least_44_px():
    for selector, prop in (("button", "min-height"), ("button", "min-width"), ("#hand li", "min-height")):
        px = int(declared(selector, prop).removesuffix("px"))
        assert px >= 44, (selector, prop, px)


def test_the_page_fetches_nothing_from_elsewhere_and_needs_no_build():
    for name in ("index.html", "app.css", "app.js"):
        text = (STATIC / name).read_text(encoding="utf-8")
        assert not re.search(r"https?://(?!\$\{location)", text.replace("http://www.w3.org", "")), name
        assert "url(" not in text and "@font-face" not in text and "import " not in text, name
    assert "width=device-width" in (STATIC / "index.html").read_text()


def test_the_page_has_words_for_every_error_in_both_languages():
    for lang in ("en", "ja"):
        block = JS.split(f"  {lang}: {{", 1)[1].split("\n  },", 1)[0]
        for code in ("unknown-link", "claimed", "unknown-key", "revoked", "replaced", "stale-decision",
                     "not-offered", "no-undo", "no-concede", "busy", "too-fast"):
            assert code in protocol.ERRORS
            assert f'"{code}":' in block, (lang, code)
