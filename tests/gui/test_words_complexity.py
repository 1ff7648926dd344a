"""U1b: the code that writes words stays small (radon cc): no function over 15 in the text code (the words
package and every module that puts the game into sentences), none over 30 in the gui modules U1b touched.
The words code once had functions of complexity 82 and 62 (log_text.event_text, event_words.more_event_text)."""
from pathlib import Path

from radon.complexity import cc_visit

ROOT = Path(__file__).resolve().parents[2]
TEXT_CODE = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "gui/session/words").glob("*.py")) + [
    "gui/session/wording.py", "gui/log_panel.py", "gui/explain.py", "gui/reveals.py", "gui/resume_text.py",
    "gui/card_facts.py", "gui/names.py", "gui/priority.py", "gui/dialogs/moments.py",
    "gui/dialogs/new_game_words.py", "gui/table/zone_words.py", "gui/deckedit/i18n.py"]
TOUCHED_GUI = ["gui/main_window.py", "gui/session/showing.py", "gui/session/snapshot.py",
               "gui/companion/table_link.py", "gui/table/layouts/seat_boxes.py"]


def over(paths, limit: int) -> list[str]:
    return [f"{path}:{b.lineno} {b.name} {b.complexity}" for path in paths
            for b in cc_visit((ROOT / path).read_text(encoding="utf-8")) if b.complexity > limit]


def test_no_function_of_the_text_code_is_over_15():
    assert not over(TEXT_CODE, 15)


def test_no_function_of_the_gui_modules_u1b_touched_is_over_30():
    assert not over(TOUCHED_GUI, 30)
