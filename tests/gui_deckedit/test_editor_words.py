"""The deck editor as a new player met it (U1a): which cards are busters and shots, keywords in words (not
`cant_block`), one glyph per colour in the list and on the card, the two card counts agreeing, the preview
emptied with a new deck, and a stack deck offered in every stack format with its deck rules."""
from __future__ import annotations

from PySide6.QtCore import QRectF

from gui.deckedit import storage

from .test_families import bundled, choose_format


def rows(editor):
    m = editor.browser.model
    return [m.card_at(r) for r in range(m.rowCount())]


def test_busters_and_shots_are_named_and_can_be_found(editor):
    choose_format(editor, "divide")
    kw = editor.browser.keyword
    words = [kw.itemText(i) for i in range(kw.count())]
    assert "Can't block" in words and "Buster" in words and "Shot" in words
    assert not any("_" in w for w in words), words                   # never a raw id such as cant_block
    kw.setCurrentIndex(kw.findData("buster"))
    found = rows(editor)
    assert found and all(c.icon == "buster" for c in found)
    m = editor.browser.model
    col = m.COLS.index("type")
    types = {m.data(m.index(r, col)) for r in range(m.rowCount())}
    assert types == {"Unit · Buster"} or types <= {"Unit · Buster", "Command · Buster"}, types


def test_a_colour_reads_the_same_in_the_list_and_on_the_card(editor, qtbot):
    from gui.card_render import face_layout
    for fmt in ("magic", "divide", "duel"):
        choose_format(editor, fmt)
        pal = editor.browser.palette
        for c in rows(editor):
            listed = {pal.glyph(k) for k in (pal.ordered(c.all_civs) or ["colorless"])}
            L = face_layout(c.defn if hasattr(c, "defn") else c, QRectF(0, 0, 86, 120), "en")
            from gui.glossary import glossary
            drawn = {glossary(L.facts.family).colour(b.key).glyph for b in L.all("chip")}
            assert drawn <= listed, (c.id, drawn, listed)      # Ash Fen was C in the list and Z on the card


def test_the_two_card_counts_agree(editor):
    choose_format(editor, "divide")
    editor.open_deck(str(bundled("divide")))
    count = editor.count_label.text()
    summary = editor.rules_label.text()
    n_count = int(count.split(":")[1].split("/")[0])
    n_summary = int(summary.split()[1])
    assert n_count == n_summary, (count, summary)


def test_a_new_or_opened_deck_empties_the_preview(editor):
    editor.open_deck(str(bundled("duel")))
    editor.show_card(editor.deck.sorted_ids()[0])
    assert editor.preview.card is not None
    editor.new_deck()
    assert editor.preview.card is None
    editor.show_card("SG-001")
    choose_format(editor, "magic")
    editor.open_deck(str(bundled("magic")))
    assert editor.preview.card is None


def test_a_stack_deck_is_offered_in_every_stack_format_with_its_rules(user_data):
    d = storage.user_decks_dir()
    src = bundled("magic").read_text(encoding="utf-8")
    body = "\n".join(line for line in src.splitlines() if not line.lower().startswith("format:"))
    (d / "mine.deck").write_text("format: magic\n" + body + "\n", encoding="utf-8")
    for fmt in ("magic", "ffa", "2hg", "teams"):
        assert [p.name for p in storage.list_user_decks(fmt)] == ["mine.deck"], fmt
    assert storage.list_user_decks("duel") == [] and storage.list_user_decks("divide") == []
