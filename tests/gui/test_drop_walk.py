"""S1c item 4, the walk: what one real drop at the table and one real New game cost the engine, counted by
wrapping the engine's calls (legal answers listed: `Game.legal_actions` and the view's `answers`; trial copies:
`Game.clone`; whole views built: the view's `build_view`, beside the session's snapshots; the table's redraws:
the scene's `set_state`; the format's rules built: `BaseRules.__init__`;
decks checked: the format's `validate_deck`; games set up: `Game.__init__`).  Figures, not timings: the times
are benchmarks/bench_table.py's."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

import engine
from engine.core import view as view_mod
from engine.core.game import Game
from engine.core.rules import BaseRules
from engine.sim import bundled_decks
from gui.session import Session
from gui.table.seat_item import SeatItem
from gui.table.seat_layout import SeatLayout

from .helpers import drag, zone_center


class Counter:
    def __init__(self, monkeypatch):
        self.n: dict = {}
        self.mp = monkeypatch

    def wrap(self, owner, name: str, key: str) -> None:
        real = getattr(owner, name)

        def counted(*a, **k):
            self.n[key] = self.n.get(key, 0) + 1
            return real(*a, **k)
        self.mp.setattr(owner, name, counted)

    def __getitem__(self, key) -> int:
        return self.n.get(key, 0)


def _drop_counts(window, qtbot, monkeypatch, seats: int = 2, also=None) -> tuple:
    window.settings.set("privacy", False)
    d = bundled_decks("duepa")
    window.games.start_game({"format": "duepa", "options": None, "seed": 2, "first_player": 0,
                       "players": [{"name": f"P{i + 1}", "deck": d[i % len(d)], "seat": i, "kind": "human"}
                                   for i in range(seats)]})
    qtbot.wait(1)
    g = window.game
    assert g.decision.kind == "charge" and window.ctl.acting() == 0
    seat = window.table.tscene.seats[0]
    card = next(iter(seat.items["hand"].values()))
    c = Counter(monkeypatch)
    c.wrap(Game, "legal_actions", "listed")
    c.wrap(view_mod, "answers", "listed")
    c.wrap(Game, "clone", "clone")
    c.wrap(window.table.tscene, "set_state", "redraw")
    c.wrap(view_mod, "build_view", "views")
    c.wrap(Session, "_snapshot_of", "snapshots")
    if also is not None:
        also(c)
    n = len(g.actions_log)
    drag(qtbot, window.table, card, zone_center(seat, "mana"))
    assert g.actions_log[n].startswith("p0 charge ")     # answered (then the main step's pass was given)
    return c


def test_a_drop_lists_the_answers_at_most_twice_and_redraws_once(window, qtbot, monkeypatch):
    c = _drop_counts(window, qtbot, monkeypatch)
    assert c["listed"] <= 2, c.n          # on 3af7ed1: 14 (12 legal_actions, 2 views)
    assert c["redraw"] == 1, c.n


def test_a_drop_makes_no_trial_copy(window, qtbot, monkeypatch):
    """The auto-pass asks the family whether the pass ends the turn (rules.pass_ends_turn): no copy."""
    c = _drop_counts(window, qtbot, monkeypatch)
    assert c["clone"] == 0, c.n           # on 2ba1349: 2


def test_a_drop_builds_one_whole_view_per_snapshot(window, qtbot, monkeypatch):
    """The session's public facts and the log's team lines read the engine's public view, not a whole one."""
    c = _drop_counts(window, qtbot, monkeypatch)
    assert c["snapshots"] >= 1 and c["views"] == c["snapshots"], c.n    # on 2ba1349: 5 views, 2 snapshots


def test_a_drop_visits_only_the_zones_it_changed_and_lights_the_cards_once(window, qtbot, monkeypatch):
    """Eight seats are 56 zone boxes; a charge changes two of them.  The scene's redraw visits the card items
    of the zones whose view changed (hand and mana here), not all of them, and the cards' lights are worked
    out once (by the redraw), not again when the drag ends."""
    before = {}
    synced = []

    def watch(c):
        sc = window.table.tscene
        before.update(sc.view.zones)
        real = SeatItem._sync_zone

        def sync_zone(seat, name, *a, **k):
            synced.append((seat.player, name))
            return real(seat, name, *a, **k)
        monkeypatch.setattr(SeatItem, "_sync_zone", sync_zone)
        c.wrap(SeatLayout, "mark_actionable", "lights")
    c = _drop_counts(window, qtbot, monkeypatch, seats=8, also=watch)
    after = window.table.tscene.view.zones
    changed = {(z.owner, z.name) for k, z in after.items() if before.get(k) != z}
    assert ("hand" in {n for _p, n in changed}) and len(changed) <= 4, changed
    assert set(synced) == changed and len(synced) == len(changed), (synced, changed)   # on a3d8ae9: 56 visits
    assert c["lights"] == 1, c.n      # on a3d8ae9: 2 (the drag's end, then the redraw)


def test_new_game_builds_the_rules_once_and_checks_each_deck_once(window, qtbot, monkeypatch):
    window.games.new_game_dialog()
    dlg = window.games.new_game_dlg
    dlg.format_box.setCurrentIndex(dlg.format_box.findData("duepa"))
    dlg.seats.setValue(3)
    rules_cls = engine.get_format("duepa")
    c = Counter(monkeypatch)
    c.wrap(BaseRules, "__init__", "rules")
    c.wrap(rules_cls, "validate_deck", "decks")
    c.wrap(Game, "__init__", "games")
    qtbot.mouseClick(dlg.findChild(QPushButton, "start"), Qt.MouseButton.LeftButton)
    assert window.game is not None and len(window.game.players) == 3
    assert c["rules"] == 1, c.n           # on 3af7ed1: 4
    assert c["decks"] == 3, c.n           # one check per seat's deck
    assert c["games"] == 1, c.n           # on 3af7ed1: 2 (the dialog's trial, then the table's)


def test_a_drop_on_the_zone_table_visits_only_the_zone_boxes_it_changed(window, qtbot, monkeypatch):
    """The zone table (free-for-all, 4 seats): a land played by a drag changes the hand and the battlefield;
    the redraw visits those zone boxes' cards, not every box's."""
    from gui.table.layouts.zone_items import ZoneBox
    from .helpers import drag as drag_item
    players = [{"name": f"P{i + 1}", "seat": i, "library": ["ST-L4"] * 6, "hand": ["ST-L4", "ST-B02"],
                "battlefield": ["ST-L1", "ST-L2", "ST-B01"]} for i in range(4)]
    g = engine.load_scenario({"format": "ffa", "turn_player": 0, "step": "main1", "player": players})
    window.settings.set("privacy", False)
    window.settings.set("auto_pass", False)     # p0 keeps priority after the land: one redraw, one viewer
    window.games.set_game(g, 0)
    qtbot.wait(1)
    sc = window.table.tscene
    assert sc.zone_mode
    land = next(a for a in sc.answers if a.verb == "play")
    item = next(it for it in sc.all_cards() if it.token == land.source)
    target = sc.boxes[0].zones["p0.battlefield"]
    before = dict(sc.view.zones)
    visited = []
    real = ZoneBox._sync

    def sync(box, cards):
        visited.append(box.key)
        return real(box, cards)
    monkeypatch.setattr(ZoneBox, "_sync", sync)
    n = len(g.actions_log)
    drag_item(qtbot, window.table, item, target.mapToScene(target.rect.center()))
    assert len(g.actions_log) > n and " play " in g.actions_log[n], g.actions_log[n:]
    changed = {k for k, z in sc.view.zones.items() if before.get(k) != z}
    assert {"p0.hand", "p0.battlefield"} <= changed and len(changed) <= 4, changed
    assert set(visited) <= changed | {"stack"} and len(visited) <= len(changed) + 1, (visited, changed)
    # on a3d8ae9: every zone box of the table (4 seats' zones and the shared ones), 20 and more


def test_a_dropped_card_glides_from_where_it_was_let_go_and_no_other_card_is_asked_its_place(
        window, qtbot, monkeypatch):
    """With animations on, the charged card starts in the mana zone where it was let go and glides to its place;
    the redraw asks only the card that changed zone where it was drawn (scene.DrawnAt), not every card of the
    eight seats (on a3d8ae9: every card, a Qt call each)."""
    from gui.table.card_item import CardItem
    window.settings.set("animations", True)
    window.table.update_controls()
    asked = []
    placed = {}

    def watch(c):
        real = CardItem.scenePos

        def scene_pos(item):
            asked.append(item.token)
            return real(item)
        monkeypatch.setattr(CardItem, "scenePos", scene_pos)
        real_sync = SeatItem._sync_zone

        def sync_zone(seat, name, *a, **k):
            real_sync(seat, name, *a, **k)
            for tok, it in seat.items.get(name, {}).items():
                placed.setdefault(tok, real(it))    # where each card of a visited zone starts
        monkeypatch.setattr(SeatItem, "_sync_zone", sync_zone)
        real_drop = SeatLayout.dropped

        def dropped(layout, item, pos):
            let_go.append((item.token, real(item)))
            return real_drop(layout, item, pos)
        monkeypatch.setattr(SeatLayout, "dropped", dropped)
    let_go = []
    c = _drop_counts(window, qtbot, monkeypatch, seats=8, also=watch)
    sc = window.table.tscene
    assert c["redraw"] == 1, c.n
    [(token, where)] = let_go
    charged = sc.seats[0].items["mana"][token]
    assert placed[token] == where, (placed[token], where)      # it glides from where it was let go
    assert where != charged.home + sc.seats[0].scenePos()       # (not from its place: there is a glide)
    assert set(asked) <= {token}, asked
    cards = sum(1 for s in sc.seats.values() for _ in s.card_items())
    assert len(asked) < cards / 4, (len(asked), cards)
