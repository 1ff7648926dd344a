"""The New game dialog cannot produce an option value the engine refuses (issue 30 item 3): every option widget of
every format takes its range from the format's declaration (FormatInfo.options): a check box for on/off, a spin
box from the lowest to the highest value, a list of exactly the allowed values; whatever is set in it, even
a number typed far outside the range, the values it gives are accepted by the engine."""
import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

import engine


def _dialog(window, qtbot, fmt):
    from gui.dialogs.new_game import NewGameDialog
    dlg = NewGameDialog(window)
    qtbot.addWidget(dlg)
    dlg.format_box.setCurrentIndex(dlg.format_box.findData(fmt))
    return dlg


@pytest.mark.parametrize("fmt", [i.name for i in engine.formats()])
def test_every_option_widget_offers_exactly_the_declared_range(window, qtbot, fmt):
    rules_cls = engine.get_format(fmt)
    dlg = _dialog(window, qtbot, fmt)
    assert set(dlg.option_widgets) == set(rules_cls.info.options)
    for name, spec in rules_cls.info.options.items():
        w = dlg.option_widgets[name]
        if spec.type == "bool":
            assert isinstance(w, QCheckBox)
        elif isinstance(w, QSpinBox):
            assert (w.minimum(), w.maximum()) == (spec.low - 1 if spec.none else spec.low, spec.high), name
        else:
            offered = [w.itemData(i) for i in range(w.count())]
            want = list(rules_cls.option_choices(name)) if spec.type == "str" else \
                ([None] if spec.none else []) + list(range(spec.low, spec.high + 1))
            assert isinstance(w, QComboBox) and offered == want, name
        # the format's default is shown first (or the table's own, D-306-ask)
        assert dlg.option_values()[name] == dlg.table_defaults.get(name, spec.default)


@pytest.mark.parametrize("fmt", [i.name for i in engine.formats()])
def test_whatever_is_set_in_the_option_widgets_the_engine_takes(window, qtbot, fmt):
    rules_cls = engine.get_format(fmt)
    dlg = _dialog(window, qtbot, fmt)
    settings = []
    for w in dlg.option_widgets.values():
        if isinstance(w, QSpinBox):
            settings += [(w, w.setValue, v) for v in (-1_000_000, w.minimum(), w.maximum(), 1_000_000)]
        elif isinstance(w, QComboBox):
            settings += [(w, w.setCurrentIndex, i) for i in range(w.count())]
        else:
            settings += [(w, w.setChecked, v) for v in (True, False)]
    for w, set_it, v in settings:
        set_it(v)
        values = dlg.option_values()
        rules = rules_cls(values)          # an OptionError here is a value the dialog should not produce
        assert rules.options == values


def test_a_spin_box_below_its_range_means_no_limit_where_the_option_has_none(window, qtbot):
    dlg = _dialog(window, qtbot, "digital")
    w = dlg.option_widgets["turn_limit"]
    w.setValue(w.minimum())
    assert w.text() == "No limit" and dlg.option_values()["turn_limit"] == 0    # DMP-41 switched off
    w.setValue(5000)
    assert dlg.option_values()["turn_limit"] == 999


def test_a_value_the_declaration_refuses_is_never_shown(window, qtbot):
    from gui.dialogs.format_options import make_widget, value_of
    shields = engine.get_format("duepa").info.options["shields"]
    reach = engine.get_format("ffa").info.options["range"]
    assert value_of(make_widget("shields", shields, 2.5)) == 6 and value_of(make_widget("range", reach, 7)) is None
    dlg = _dialog(window, qtbot, "duepa")     # a rematch of a game whose options another version allowed
    dlg.apply_previous({"format": "duepa", "players": [], "options": {"shields": 50, "hand": 2.5, "clockwise": "x"}})
    values = dlg.option_values()
    assert values["shields"] == 12 and values["hand"] == 6 and engine.get_format("duepa")(values).options == values
