"""One game of `enza table-sim`: a table set up as the New game dialog would (random bundled decks, the
format's teams, "ask every player" on where the format has it, as tables start games: D-306-ask), played
through a Session by scripted people and computers, watched by the observer; saved and resumed at three
random points while a person is asked (the save's text loaded into a new Session, as the app resumes)."""
from __future__ import annotations

import random
from dataclasses import dataclass, field

import engine
from engine.catalog import default_cap, seated_players

from .. import Driver, Session, TableOptions, seats_of
from .people import People

RESUMES = 3             # save/resume points per game, drawn among the first
RESUME_SPAN = 20        # ... this many times a person is asked, per seat (a game asks its people about 30 times
                        # per seat or more)


@dataclass
class Config:
    format: str
    players: int
    humans: tuple
    options: dict | None = None
    computers: str = "random"
    fault: str | None = None

    @property
    def name(self) -> str:
        opts = f" {self.options}" if self.options else ""
        return f"{self.format} {self.players} {','.join(map(str, self.humans))}{opts}"


@dataclass
class Journal:
    """The session's autosave journal, as table-sim keeps it: the game it was last given (what a save
    writes), handed on to the observer."""
    observer: object
    game: object = None
    calls: int = field(default=0)

    def sync(self, game, pending=None) -> None:
        self.game = game
        self.calls += 1
        self.observer.journal(game)


def new_table_game(cfg: Config, rng: random.Random):
    info = engine.get_format(cfg.format).info
    players = seated_players(cfg.format, cfg.players, rng)
    for p in players:
        human = p["seat"] in cfg.humans
        p["kind"] = "human" if human else "computer"
        if not human:
            p["level"] = cfg.computers
    options = dict(cfg.options or {})
    if "ask_every_player" in info.options:
        options.setdefault("ask_every_player", True)
    return engine.new_game(cfg.format, players, options=options or None, seed=rng.randrange(1 << 62))


class Table:
    def __init__(self, cfg: Config, observer, rng: random.Random, language: str = "en"):
        self.cfg, self.obs, self.rng, self.language = cfg, observer, rng, language
        self.journal = Journal(observer)

    def _open(self, game):
        s = Session(game, self.seats, options=TableOptions(language=self.language), journal=self.journal)
        s.subscribe(self.obs.snapshot)
        s.subscribe_actions(self.obs.action)
        for sid in sorted(set(self.screens.values())):
            self.obs.snapshot(sid, s.snapshot(sid))     # the snapshots made before anyone listened
        return s, Driver(s, level=self.cfg.computers)

    def _sit(self, game, label: str):
        """The people sit down at `game` (the config's --humans seats); the observer begins watching."""
        self.seats = seats_of(game, people=set(self.cfg.humans))
        self.screens = {s.index: s.screen for s in self.seats if s.person}
        people = People(self.rng, self.obs, self.screens)
        self.obs.begin(game, label)
        return people, *self._open(game)

    def try_at(self, game, gestures, label: str) -> list:  # gestures: a list, or session -> list
        """A position of the table's own (a scenario's game; issue 34's labelled gestures): play to the first
        time a person is asked, then make `gestures` (Gesture objects, `label` and `expect` set for a labelled
        illegal one) as they are, through the session's one way in; the observer counts as in a game, and
        keeps each refusal in `refusals`.  Returns the replies."""
        people, s, driver = self._sit(game, label)
        driver.until_person()
        self.obs.settled()
        if callable(gestures):          # made from the table as it now is (its curtain, its game)
            gestures = gestures(s)
        return [people.make(s, g) for g in gestures]

    def play(self, index: int) -> None:
        cfg, obs, rng = self.cfg, self.obs, self.rng
        game = new_table_game(cfg, rng)
        people, s, driver = self._sit(game, f"{cfg.name} game {index}")
        resume_at = sorted(rng.sample(range(1, RESUME_SPAN * cfg.players), RESUMES))
        cap = default_cap(cfg.players)
        asks = 0
        while len(self.journal.game.actions_log) < cap:
            w = driver.until_person()
            obs.settled()
            if w.over or w.person is None:
                break
            asks += 1
            snap = s.snapshot(self.screens[w.person])
            if resume_at and asks >= resume_at[0] and snap.asked == w.person and snap.offers:
                resume_at.pop(0)
                s, driver = self._resume(w.person, people)
                continue
            people.act(s, w.person)
        obs.finished(len(self.journal.game.actions_log) >= cap)

    def _resume(self, seat: int, people: People):
        """Save the table now (the journal's game, as a save file's text), load it into a new Session, and
        let the person asked take the screen again."""
        text = self.journal.game.to_json()
        self.obs.saving(seat)
        game = engine.load_game(text)
        self.obs.resumed(game)
        s, driver = self._open(game)
        for _ in range(3):
            w = driver.until_person()
            if w.over or w.person is None:
                break
            snap = s.snapshot(self.screens[seat])
            if snap.asked == seat and snap.offers:
                break
            people.retake(s, seat)
        self.obs.settled()
        return s, driver
