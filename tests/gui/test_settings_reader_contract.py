"""The settings file meets the readers' error contract (issue 13): UTF-8 with or without BOM and CRLF are read;
a file over the size limit, nested too deep, or holding a huge bad value gives the defaults (or the default for
that one setting) with a warning that names the file and quotes at most 80 characters; types are never coerced."""
import json
import logging

import pytest

from gui import settings as S


def settings_from(tmp_path, data: bytes, caplog):
    folder = tmp_path / "d"
    folder.mkdir()
    (folder / "settings.json").write_bytes(data)
    with caplog.at_level(logging.WARNING, logger="enza.settings"):
        return S.Settings(folder), folder / "settings.json"


def test_settings_with_bom_and_crlf_are_read(tmp_path, caplog):
    text = '{\r\n  "language": "ja",\r\n  "auto_pass": false\r\n}\r\n'
    s, _ = settings_from(tmp_path, b"\xef\xbb\xbf" + text.encode("utf-8"), caplog)
    assert s.get("language") == "ja" and s.get("auto_pass") is False and not caplog.text


@pytest.mark.parametrize("data", [
    b'{"language": "' + b"x" * (S.MAX_FILE + 1) + b'"}',      # over the size limit
    b"[" * 100_000 + b"]" * 100_000,                           # nested far deeper than 64
])
def test_too_big_or_too_deep_settings_give_the_defaults(tmp_path, caplog, data):
    s, path = settings_from(tmp_path, data, caplog)
    assert all(s.get(k) == v for k, v in S.DEFAULTS.items())
    assert str(path) in caplog.text and "using the default settings" in caplog.text
    assert max(len(line) for line in caplog.text.splitlines()) < len(str(path)) + 300


@pytest.mark.parametrize("key,bad", [("card_size", 120.0), ("auto_pass", 0), ("language", ["en"])])
def test_settings_types_are_never_coerced(tmp_path, caplog, key, bad):
    s, path = settings_from(tmp_path, json.dumps({key: bad}).encode(), caplog)
    assert s.get(key) == S.DEFAULTS[key] and str(path) in caplog.text


def test_a_huge_bad_setting_is_quoted_short(tmp_path, caplog):
    s, _ = settings_from(tmp_path, json.dumps({"language": "é" * 10_000}).encode(), caplog)
    assert s.get("language") == S.DEFAULTS["language"]
    quoted = caplog.text.split("bad value ", 1)[1].split(" (", 1)[0]
    assert len(quoted) <= 80
