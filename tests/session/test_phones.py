"""Seats played from phones, the table's side (issue 38 item 3, gui/session/phones.py): a seat moves to its
phone in the middle of a game and back; a phone seat never causes a curtain or an open call and its hidden cards
stay face down on the PC; with every person on a phone the PC is a public board; a phone that is away is named
on the PC; a rematch with the same people keeps the pairs."""
from __future__ import annotations

from gui.session import Driver, Session, TableOptions, seats_of
from gui.session.phones import PhonePairs, move_seat, phone_screen
from gui.session.seeing import known_cards
from gui.session.words import words_for
from tests.session.people import Person
from tests.session.test_session_api import game as table_game


def hidden_of(g, seat):
    return {c for c in g.known_cards(seat)} - set().union(*(set(g.known_cards(q)) for q in range(len(g.players))
                                                            if q != seat))


def pc_shows(s):
    return {int(t[1:]) for t in known_cards(s.snapshot("pc").view)}


def curtains(s, screens):
    return [(k, s.snapshot(k).curtain, s.snapshot(k).open_call) for k in screens if
            s.snapshot(k).curtain is not None or s.snapshot(k).open_call is not None]


def test_a_claimed_seat_moves_to_its_phone_mid_game_and_the_pc_never_draws_its_hand_again():
    g = table_game("duepa", 4, {0, 1}, seed=3)
    s = Session(g, seats_of(g), options=TableOptions())
    pairs = PhonePairs()
    d = Driver(s, level="random")
    person = Person(3)
    d.play(person, max_actions=40)          # two people share the PC: curtains between them
    assert pairs.claimed(s, 1)
    assert s.seats[1].screen == phone_screen(1) and phone_screen(1) in s.screens
    assert s.snapshot(phone_screen(1)).viewer == 1
    seen_curtains, leaks = [], []

    def watch(screen, snap):
        if screen.startswith("phone:"):
            if snap.curtain is not None or snap.open_call is not None:
                seen_curtains.append(screen)
        elif snap.curtain is not None and snap.curtain.seat == 1 or snap.open_call is not None and \
                snap.open_call.seat == 1:
            seen_curtains.append("pc for seat 1")
        elif pc_shows(s) & hidden_of(s.game, 1):
            leaks.append(len(s.game.actions_log))
    s.subscribe(watch)
    d.play(person, max_actions=300)
    assert seen_curtains == [] and leaks == []
    assert any(e.seat == 1 for e in s.history.entries), "seat 1 played on from its phone"


def test_the_pc_is_a_public_board_when_every_person_has_a_phone():
    g = table_game("duepa", 4, {0, 2}, seed=4)
    s = Session(g, seats_of(g), options=TableOptions())
    pairs = PhonePairs()
    assert not pairs.everyone_on_phones(s)
    pairs.claimed(s, 0)
    assert s.snapshot("pc").viewer == 2            # the one person left at the PC
    pairs.claimed(s, 2)
    assert pairs.everyone_on_phones(s)
    assert s.snapshot("pc").viewer is None and s.snapshot("pc").people == ()
    Driver(s, level="random").play(Person(4), max_actions=150)
    assert s.snapshot("pc").viewer is None
    assert not pc_shows(s) & (hidden_of(s.game, 0) | hidden_of(s.game, 2))


def test_a_phone_away_is_named_on_the_pc_and_taking_the_seat_back_puts_it_behind_the_curtain():
    g = table_game("duepa", 4, {0, 1}, seed=5)
    s = Session(g, seats_of(g), options=TableOptions())
    pairs = PhonePairs()
    pairs.claimed(s, 1)
    pairs.dropped(1)
    words = words_for("en")
    assert pairs.waiting(s, words) == ["Waiting for P1's phone"]
    assert "P1" in pairs.waiting(s, words_for("ja"))[0] and "Waiting" not in pairs.waiting(s, words_for("ja"))[0]
    assert s.seats[1].screen == phone_screen(1)     # still its phone's: nothing of it on the PC while away
    pairs.connected(1)
    assert pairs.waiting(s, words) == []
    pairs.dropped(1)
    assert pairs.take_back(s, 1)
    assert pairs.waiting(s, words) == [] and 1 not in pairs.paired
    assert s.seats[1].screen == "pc" and phone_screen(1) not in s.screens
    # two people share the PC again: the curtain comes back between them when seat 1 is asked
    asked_behind_curtain = []
    s.subscribe(lambda screen, snap: asked_behind_curtain.append(snap.curtain.seat)
                if screen == "pc" and snap.curtain is not None else None)
    Driver(s, level="random").play(Person(5), max_actions=200)
    assert 1 in asked_behind_curtain


def test_a_rematch_with_the_same_people_keeps_the_phones_and_another_person_loses_one():
    g = table_game("duepa", 4, {0, 1}, seed=6)
    pairs = PhonePairs()
    s = Session(g, seats_of(g), options=TableOptions())
    pairs.claimed(s, 0)
    pairs.claimed(s, 1)
    again = table_game("duepa", 4, {0, 1}, seed=7)
    again.players[1].name = "Someone else"
    assert pairs.carry_over(again) == [1]
    s2 = Session(again, seats_of(again, screens=pairs.screens()), options=TableOptions())
    assert s2.seats[0].screen == phone_screen(0) and s2.seats[1].screen == "pc"
    assert s2.snapshot("pc").viewer in (1, None)
    assert curtains(s2, [phone_screen(0)]) == []


def test_a_phone_never_follows_its_seat_to_another_person():
    """Pairs are kept by seat and name (issue 38: "New game with the same people keep the phones paired"): two
    people who swap seats, a renamed seat, or two seats of one name lose their phones (their keys are revoked
    by the table) rather than one person's hand going to another's phone."""
    g = table_game("duepa", 4, {0, 1}, seed=6)
    g.players[0].name, g.players[1].name = "Akari", "Bunta"
    s = Session(g, seats_of(g), options=TableOptions())
    for case, names, lost in ((("swap"), ("Bunta", "Akari"), [0, 1]), ("renamed", ("Akira", "Bunta"), [0]),
                              ("one name twice", ("Akari", "Akari"), [0, 1]), ("same", ("Akari", "Bunta"), [])):
        pairs = PhonePairs()
        pairs.claimed(s, 0)
        pairs.claimed(s, 1)
        again = table_game("duepa", 4, {0, 1}, seed=7)
        again.players[0].name, again.players[1].name = names
        assert pairs.carry_over(again) == lost, case
        assert set(pairs.paired) == {0, 1} - set(lost), case
    pairs = PhonePairs()
    pairs.claimed(s, 0)
    assert pairs.expect({0: "Bunta", 2: "Chiharu"}) == [0]     # New game: Bunta's phone seat was Akari's phone's
    assert pairs.unclaimed == {0, 2} and pairs.paired == {0: "Bunta", 2: "Chiharu"}


def test_moving_a_computer_seat_or_to_the_same_screen_changes_nothing():
    g = table_game("duel", 2, {0}, seed=1)
    s = Session(g, seats_of(g), options=TableOptions())
    v = s.version
    assert not move_seat(s, 1, phone_screen(1))
    assert not move_seat(s, 0, "pc")
    assert s.version == v and not PhonePairs().claimed(s, 1)
