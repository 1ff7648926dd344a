"""The game state and the action loop shared by every family.

Rules live in a `rules` object (family base rules plus the format's overrides).  Play advances by a
stack of frames: each frame is a small resumable procedure (a turn, an attack, an ability being
resolved, a choice of N cards …) whose whole state is plain data, so that the fingerprint sees it.
A frame's `run(game)` returns a Decision (ask someone), PUSHED (it pushed a child frame; run the
child) or DONE (pop it).  Answers go to the top frame's `answer(game, action)`.
"""
from __future__ import annotations

import enum
import hashlib
import json
from itertools import chain

from .actions import Action, card_id, names_card, parse_action
from .decision import Decision
from .errors import IllegalAction, InvalidAction
from .events import Event
from .rng import Rng
from .saves import ENGINE_VERSION  # noqa: F401  (re-exported)
from .statecopy import ATOMIC, copy_state, slot_names
from .kinds import DREW, SEQUENTIAL, WON

DONE = "DONE"
PUSHED = "PUSHED"



def canon(v):
    """A canonical, hash-seed-independent form of nested state for fingerprints.  Enum members count
    as their values, so that turning a string constant into an enum changes no fingerprint."""
    if isinstance(v, enum.Enum):
        return canon(v.value)
    if isinstance(v, (list, tuple)):
        return tuple(map(canon, v))     # (map: no generator made at each call)
    if isinstance(v, dict):
        return tuple(sorted((str(k), canon(x)) for k, x in v.items()))
    if isinstance(v, (set, frozenset)):
        return tuple(sorted(map(canon, v)))
    if hasattr(v, "fp"):
        return v.fp()
    return v


# Card handles by (salt, card id, epoch): a pure function of the three, asked again for every hidden move and
# every choice among hidden cards of a game and of its clones (a hash each time).
_HANDLES: dict = {}

# Game attributes that clone() copies by hand (or shares) instead of deep-copying.
_CLONE_APART = frozenset({"cards", "zones", "events", "rules", "setup", "seating", "seat_player", "format",
                          "options", "extra_defs", "players", "actions_log", "derived", "replayer"})


class Frame:
    """Base class of resumable procedures on the game's stack."""

    __slots__ = ("owner",)

    def __init__(self, owner: int | None = None):
        self.owner = owner

    def run(self, g: "Game"):  # pragma: no cover - abstract
        raise NotImplementedError

    def answer(self, g: "Game", action: Action) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def fp(self):
        names = []
        for cls in type(self).__mro__:
            names.extend(getattr(cls, "__slots__", ()))
        return (type(self).__name__,) + tuple(canon(getattr(self, n, None)) for n in names)

    def __deepcopy__(self, memo):
        # what copy.deepcopy does for a slotted object, without its generic reduce protocol (clone)
        cls = type(self)
        new = cls.__new__(cls)
        memo[id(self)] = new
        for name in slot_names(cls):
            try:
                v = getattr(self, name)
            except AttributeError:
                continue
            setattr(new, name, v if type(v) in ATOMIC else copy_state(v, memo))
        d = getattr(self, "__dict__", None)
        if d:
            new.__dict__.update(copy_state(d, memo))
        return new


class Player:
    __slots__ = ("index", "name", "seat", "team", "alive", "deck_spec", "partner_spec", "kind")

    def __init__(self, index: int, name: str, seat: int, team: int | None, deck_spec: list[str],
                 partner_spec: str | None = None, kind: str = "human"):
        self.index = index
        self.name = name
        self.seat = seat
        self.team = team
        self.alive = True
        self.deck_spec = deck_spec
        self.partner_spec = partner_spec
        self.kind = kind

    def fp(self):
        return (self.index, self.seat, self.team, self.alive)

    def copy(self) -> "Player":
        """A copy for a cloned game (the deck lists are the setup's, never changed)."""
        n = object.__new__(Player)
        n.index, n.name, n.seat, n.team, n.alive = self.index, self.name, self.seat, self.team, self.alive
        n.deck_spec, n.partner_spec, n.kind = self.deck_spec, self.partner_spec, self.kind
        return n


_new = object.__new__


class Card:
    """A card instance.  `known` is a bitmask of the players who know what this card is."""

    __slots__ = ("id", "defn", "owner", "zone", "zname", "zowner", "tapped", "known", "epoch")

    def __init__(self, cid: int, defn, owner: int):
        self.id = cid
        self.defn = defn
        self.owner = owner
        self.zone = ""           # zone key, e.g. "p1.hand"
        self.zname = ""          # its spec name, e.g. "hand"
        self.zowner = owner      # whose zone it is in (the card's owner in shared and team zones)
        self.tapped = False
        self.known = 0
        self.epoch = 0

    def fp(self):
        return (self.id, self.defn.id, self.owner, self.zone, self.tapped, self.known, self.epoch)

    def copy(self):
        """A copy for a cloned game, of this card's own type (a subclass copies its own slots after this).
        Written out slot by slot: clones copy every card, and a generic loop over the slots was most of a
        clone's time; tests/engine/test_clone_copy.py fails if a slot is left out."""
        n = _new(type(self))
        n.id = self.id
        n.defn = self.defn
        n.owner = self.owner
        n.zone = self.zone
        n.zname = self.zname
        n.zowner = self.zowner
        n.tapped = self.tapped
        n.known = self.known
        n.epoch = self.epoch
        return n




class Outcome:
    """Per player and per team: 'won' / 'lost' / 'drew', each with the rule id of its reason."""

    def __init__(self, players: dict[int, tuple[str, str]], teams: dict[int, tuple[str, str]] | None = None,
                 conceded: tuple = ()):
        self.players = players
        self.teams = teams or {}
        self.conceded = tuple(conceded)     # the players who lost by conceding (Game.end_game fills it)

    @property
    def winners(self) -> list[int]:
        return [p for p, (r, _) in sorted(self.players.items()) if r == WON]

    @property
    def is_draw(self) -> bool:
        return any(r == DREW for r, _ in self.players.values())

    @property
    def nobody_won(self) -> bool:
        return not self.winners

    def result(self, player: int) -> str:
        return self.players[player][0]

    def reason(self, player: int) -> str:
        return self.players[player][1]

    def to_data(self) -> dict:
        out = {"players": {str(p): list(v) for p, v in self.players.items()},
               "teams": {str(t): list(v) for t, v in self.teams.items()}}
        if self.conceded:
            out["conceded"] = list(self.conceded)
        return out

    def fp(self):
        return canon(self.to_data())

    def __repr__(self) -> str:
        return f"Outcome({self.players})"


class Game:
    """One game.  Use `engine.new_game(...)`, not this constructor."""

    def __init__(self, rules, setup: dict):
        self.rules = rules
        self.setup = setup
        # replay(setup, actions) -> Game, for undo: given by whoever builds the game (engine/newgame.py, and
        # engine/scenario.py for a game that began from a scenario), since building one goes through the
        # formats, which the core does not import (ARCHITECTURE.md).  Shared by clones.
        self.replayer = None
        self.format = rules.info
        self.options = setup["options"]
        self.players: list[Player] = []
        self.cards: list[Card] = []
        self.zones: dict[str, list[int]] = {}
        self.rng = Rng(setup["seed"])
        self.salt = self.rng.next64()
        self.turn = 0
        self.turn_player = 0
        self.step = "setup"
        self.frames: list[Frame] = []
        self.interrupts: list[Frame] = []  # frames that must run before anything else (DuePa 201.4)
        self.decision: Decision | None = None
        self.pending: list = []
        self.per_turn: dict = {}
        self.memory: dict = {}  # format/family records that outlive a turn (durations, counters)
        self.actions_log: list[str] = []
        self.events: list[Event] = []
        self.outcome: Outcome | None = None
        self.seating = None
        self.all_mask = 0
        self.handle_alias: dict | None = None  # determinized copies: card -> (epoch, handle seen there)
        self.load_note: str | None = None  # set by saves.load_game when the save was re-fingerprinted
        # answers the rules work out from card definitions alone and keep by card ids (no state: never in a
        # fingerprint); shared by clones, whose ids name the same definitions.  Whoever gives a card another
        # definition (a computer player's guess at unseen cards) must start a new one: forget_derived().
        self.derived: dict = {}

    # ----- players and seats -------------------------------------------------------------
    @property
    def n_players(self) -> int:
        return len(self.players)

    def alive_players(self) -> list[int]:
        out = []
        for p in self.players:   # (a loop: a comprehension is a call of its own, and this is asked at every step)
            if p.alive:
                out.append(p.index)
        return out

    def turn_order_from(self, player: int) -> list[int]:
        """Living players in turn order starting at `player` (who may have left: then the next one)."""
        return self.rules.turn_order_from(self, player)

    def opponents(self, player: int) -> list[int]:
        return self.rules.opponents(self, player)

    # ----- zones and cards ---------------------------------------------------------------
    def zone(self, key: str) -> list[int]:
        return self.zones[key]

    def pzone(self, player: int, name: str) -> list[int]:
        return self.zones[f"p{player}.{name}"]

    def card(self, cid: int) -> Card:
        return self.cards[cid]

    def shuffle_zone(self, key: str) -> None:
        ids = self.zones[key]
        self.rng.shuffle(ids)
        for cid in ids:
            c = self.cards[cid]
            c.epoch += 1
            c.known = 0
        self.emit("shuffle", zone=key)

    def handle(self, cid: int) -> str:
        c = self.cards[cid]
        if self.handle_alias is not None:
            a = self.handle_alias.get(cid)
            if a is not None and a[0] == c.epoch:
                return a[1]
        key = (self.salt, cid, c.epoch)
        h = _HANDLES.get(key)
        if h is None:
            if len(_HANDLES) >= 65536:
                _HANDLES.clear()
            h = _HANDLES[key] = "h" + hashlib.blake2b(f"{self.salt}:{cid}:{c.epoch}".encode(),
                                                      digest_size=6).hexdigest()
        return h

    def token(self, cid: int, viewer: int | None) -> str:
        """How `viewer` names card `cid`: its id if they know it, else its opaque handle."""
        c = self.cards[cid]
        if viewer is not None and (c.known >> viewer) & 1:
            return f"c{cid}"
        if c.known == self.all_mask:
            return f"c{cid}"
        return self.handle(cid)

    def known_cards(self, viewer: int | None) -> frozenset:
        """The ids of the cards `viewer` knows: those its view names by id (`token`), as a set, without
        building the view (a table compares what two people at one screen see)."""
        everyone = self.all_mask
        bit = 1 << viewer if viewer is not None else 0
        return frozenset(c.id for c in self.cards if c.known & bit or c.known == everyone)

    def known_cards_of(self, viewers) -> dict:
        """{viewer: known_cards(viewer)} for several viewers at once: the cards are read once, grouped by who
        knows them."""
        groups: dict = {}
        for c in self.cards:
            groups.setdefault(c.known, []).append(c.id)
        everyone = self.all_mask
        out = {}
        for v in viewers:
            bit = 1 << v if v is not None else 0
            out[v] = frozenset(chain.from_iterable(ids for m, ids in groups.items() if m & bit or m == everyone))
        return out

    # ----- events ------------------------------------------------------------------------
    def emit(self, kind: str, private: int | None = None, hidden: dict | None = None, rule: str = "",
             **data) -> Event:
        ev = Event(len(self.events), kind, data, private, hidden, rule)
        self.events.append(ev)
        return ev

    def events_total(self) -> int:
        """How many events the game has emitted (the same count for every viewer: a hidden event is still one)."""
        return len(self.events)

    def events_for(self, viewer: int | None, since: int = 0, full: bool = False) -> list[dict]:
        """The events from `since` on as `viewer` sees them (`full`: everything, as `full_view` shows)."""
        return [e.for_viewer(viewer, full) for e in self.events[since:]]

    # ----- the loop ----------------------------------------------------------------------
    def push(self, frame: Frame) -> str:
        self.frames.append(frame)
        return PUSHED

    def advance(self) -> None:
        frames = self.frames
        interrupts = self.interrupts   # (changed in place only: DuePa 400.1 filters it with a slice)
        while self.outcome is None:
            if interrupts:
                frames.append(interrupts.pop(0))
                continue
            if not frames:
                self.rules.on_empty_stack(self)
                if not frames:
                    break
                continue
            top = frames[-1]
            r = top.run(self)
            if r is PUSHED:
                continue
            if r is DONE:
                if frames and frames[-1] is top:
                    frames.pop()
            elif type(r) is Decision or isinstance(r, Decision):
                if not frames or frames[-1] is not top:
                    continue  # the frame was purged while it ran (a player left the game)
                self.decision = r
                return
            else:  # pragma: no cover - a programming error in a frame
                raise RuntimeError(f"frame {top!r} returned {r!r}")
        self.decision = None

    def legal_actions(self, player: int | None = None) -> list[Action]:
        d = self.decision
        if d is None or self.outcome is not None:
            return []
        from .hints import annotate
        if player is None:
            out = []
            for p in d.waiting_for():
                out.extend(d.actions.get(p, ()))
            annotate(self, out)
            return out
        if player not in d.waiting_for():
            return []
        out = list(d.actions.get(player, ()))
        annotate(self, out)
        return out

    def card_definition(self, def_id: str):
        """A card definition (public card data) by the id a view or an event gives, or None."""
        try:
            return self.rules.resolve_card(self, def_id) if def_id else None
        except (KeyError, TypeError):
            return None

    def answer_for(self, player: int, source, target=None, offered=None):
        """What a gesture at the table is (engine/core/gestures.py): a drag of `source` onto `target`, or a
        click on one of them.  A `Gesture`: the answers it gives (one, or an answer and its follow-up), the
        answers to pick from, or the refusal.  Nothing changes.  `offered`: `player`'s answers now as the
        view's decision lists them, when the table holds them already."""
        from .gestures import answer_for
        return answer_for(self, player, source, target, offered)

    def why_not(self, player: int, source, target=None):
        """The refusal (ActionError: rule id, code, parameters) of exactly this gesture, or None when it is
        legal.  Nothing changes; it speaks only of what `player` sees."""
        from .gestures import why_not
        return why_not(self, player, source, target)

    def ends_turn(self, text: str) -> bool:
        """Whether answering `text` ends the current turn: the turn moves on, the game ends, or the
        end-of-turn call for declarations opens (D-306-ask); False when it is no legal answer.  A table's
        auto-pass asks this so that it needs no family rule and no copy of the game of its own.  The family
        answers from its steps (`rules.pass_ends_turn`), without a copy; only where an ability must run to
        tell is the answer tried on a copy."""
        from .errors import ActionError
        from .kinds import DecisionKind
        action = self.offered_answer(text)
        if action is not None:
            known = self.rules.pass_ends_turn(self, action)
            if known is not None:
                return known
        elif not text.split(" ", 2)[1:2] == ["concede"]:
            return False        # no answer offered now (conceding is never listed, and is always taken)
        try:
            trial = self.clone()
            trial.perform(text)
        except ActionError:
            return False
        d = trial.decision
        return (trial.turn != self.turn or trial.turn_player != self.turn_player or trial.outcome is not None
                or (d is not None and d.kind == DecisionKind.USE_DECLARATION))

    def closes_turn(self, text: str) -> bool:
        """Whether answering `text` closes the turn's own play: it ends the turn as `ends_turn` says, or it is
        the turn player's last pass of the turn after which only what runs at the turn's end is left (what
        those abilities ask comes after that pass whatever it is).  What a table asks before it passes for a
        person who must end such a turn themselves: where the family tells this from its steps no ability is
        run on a copy to learn whether it will ask something."""
        action = self.offered_answer(text)
        if action is not None:
            known = self.rules.pass_closes_turn(self, action)
            if known is not None:
                return known
        return self.ends_turn(text)

    def offered_answer(self, text: str):
        """The answer offered now whose text is `text` (as `perform` would take it), or None."""
        d = self.decision
        if d is None or self.outcome is not None:
            return None
        from .errors import ActionError
        try:
            action = self.parse(text)
        except ActionError:
            return None
        if action.player not in (d.players if not d.held and d.mode != SEQUENTIAL else d.waiting_for()):
            return None
        return next((a for a in d.actions.get(action.player, ()) if str(a) == text), None)

    def parse(self, text: str) -> Action:
        return parse_action(text, self.rules.verbs)

    def perform(self, action) -> list[Event]:
        if type(action) is not Action and not isinstance(action, Action):
            action = self.parse(action)
        if not 0 <= action.player < len(self.players):
            raise InvalidAction("no-such-player", f"there is no player p{action.player} at this table "
                                                  f"(p0-p{len(self.players) - 1})", player=action.player)
        before = len(self.events)
        if action.verb == "concede":
            self.rules.concede(self, action.player)
            self.actions_log.append(str(action))
            self.advance()
            return self.events[before:]
        d = self.decision
        if self.outcome is not None or d is None:
            raise IllegalAction("game-over", "the game is over", "", action=str(action))
        if action.player not in (d.players if not d.held and d.mode != SEQUENTIAL else d.waiting_for()):
            raise self.rules.explain_not_waiting(self, action)
        offered = d.actions.get(action.player, ())
        # an answer taken from the offered list itself (playouts, the table) is found without
        # spelling out every other answer's text
        legal = None
        for a in offered:
            if a is action:
                legal = a
                break
        else:
            text = str(action)
            for a in offered:
                if str(a) == text:
                    legal = a
                    break
        if legal is None:
            raise self.unseen_card_refusal(action) or self.rules.explain_illegal(self, action)
        self.actions_log.append(str(legal))
        if d.private:
            return self._hold(d, legal, before)
        self.decision = None
        self.frames[-1].answer(self, legal)
        self.advance()
        return self.events[before:]

    def _hold(self, d: Decision, legal: Action, before: int) -> list[Event]:
        """A private simultaneous answer: kept by the engine until every player has answered; the others
        only learn that this player has answered."""
        p = legal.player
        if d.held is None:
            d.held = {}
        d.held[p] = legal
        self.emit("answered", private=1 << p, hidden={"answer": None}, player=p, decision=d.kind,
                  answer=str(legal), rule=d.rule)
        if d.waiting_for():
            return self.events[before:]
        self.decision = None
        frame = self.frames[-1]
        for q in d.players:
            frame.answer(self, d.held[q])
        self.advance()
        return self.events[before:]

    def unseen_card_refusal(self, action: Action) -> IllegalAction | None:
        """An illegal action that names a card its actor cannot see (another's hand or deck, a face-down
        shield, a life zone) or no card at all gets one refusal that depends on nothing about that card,
        so probing ids reveals no name, type, zone or reason (issue 18): the families' explanations only
        ever speak of cards the actor knows."""
        for arg in action.args:
            if not names_card(arg):
                continue
            cid = card_id(arg)   # keyed on the card the one spelling names, never on the text
            if cid is None or cid >= len(self.cards) or not self.token(cid, action.player).startswith("c"):
                d = self.decision
                return IllegalAction("unknown-card", f"{action} refused: {arg} is not a card you can see",
                                     d.rule if d else "", action=str(action), card=arg)
        return None

    # ----- outcome -----------------------------------------------------------------------
    def end_game(self, outcome: Outcome) -> None:
        # The frames die with the game: whatever is half-way through resolving first finishes its move
        # (a resolved card to its graveyard), so every card stays in exactly one zone with its bookkeeping.
        self.rules.settle_at_end(self)
        outcome.conceded = tuple(self.memory.get("conceded", ()))
        self.outcome = outcome
        self.decision = None
        self.frames.clear()
        # who conceded rides on the event only when someone did, so other games' events stay as they were
        extra = {"conceded": list(outcome.conceded)} if outcome.conceded else {}
        self.emit("game_over", result={str(p): r for p, (r, _) in outcome.players.items()}, **extra)

    # ----- views -------------------------------------------------------------------------
    def view(self, player: int | None, offered: dict | None = None):
        """What `player` may see (None: a spectator): one typed `View` for every family (engine/core/view.py).
        `offered` {player: [AnswerView]}: the answers of this very state a table already holds."""
        from .view import build_view
        return build_view(self, player, False, offered)

    def views(self, players, offered: dict | None = None) -> dict:
        """{player: view(player)} for several players (None: a spectator) of this one state, made together:
        what is the same for them is made once (engine/core/view.py `build_views`)."""
        from .view import build_views
        return build_views(self, players, offered)

    def decision_view(self, player: int | None):
        """`view(player).decision` without the rest of the view: who must answer, and the answers offered to
        `player` with their gesture hints (what a table reads after every answer)."""
        from .view import decision_view
        return decision_view(self, player, False)

    def full_view(self, offered: dict | None = None):
        from .view import build_view
        return build_view(self, None, True, offered)

    def public_view(self):
        """`view(None)` without seats, zones or decision: the facts every viewer sees alike (turn, step, whose
        turn, the active players, the teams, the stack as a spectator sees it), for a table that reads
        only these."""
        from .view import public_view
        return public_view(self)

    # ----- fingerprint, saves, undo ------------------------------------------------------
    def state_tuple(self):
        return (
            self.rng.state, self.salt, self.turn, self.turn_player, self.step,
            tuple(p.fp() for p in self.players),
            tuple(sorted((k, tuple(v)) for k, v in self.zones.items())),
            tuple(c.fp() for c in self.cards),
            tuple(f.fp() for f in self.frames), tuple(f.fp() for f in self.interrupts),
            self.decision.fp() if self.decision else None,
            canon(self.pending), canon(self.per_turn), canon(self.memory),
            self.outcome.fp() if self.outcome else None,
        )

    def zone_holdings(self, key: str) -> tuple:
        """Zone `key`'s cards as held: (card id, tapped, who knows it as a bit mask) of each, in order.  A key
        for keeping what a screen made of a zone (gui/companion keeps a phone's part of a seat while its zones'
        holdings are equal, and words a part once for the phones that know the same of its cards): never shown,
        so the ids of hidden cards in it reveal nothing; what a screen shows still comes from its View."""
        cards = self.cards
        return tuple([(i, cards[i].tapped, cards[i].known) for i in self.zones[key]])

    def fingerprint(self) -> str:
        return hashlib.blake2b(repr(self.state_tuple()).encode(), digest_size=16).hexdigest()

    def to_json(self) -> str:
        from .saves import save_data
        return json.dumps(save_data(self), ensure_ascii=False, indent=1)

    def clone(self, keep_events: bool = False) -> "Game":
        """An independent copy for search (computer players).  State is plain data: cards and players are
        copied field by field (lists copied), the small rest deep-copied; rules, card definitions, the setup
        and past events are shared, being immutable."""
        g = object.__new__(Game)
        memo = {id(self.rules): self.rules, id(self.setup): self.setup, id(self.cards): None,
                id(self.zones): None, id(self.events): None}
        for k, v in self.__dict__.items():
            if k in _CLONE_APART:
                continue
            setattr(g, k, v if type(v) in ATOMIC else copy_state(v, memo))
        g.rules, g.setup, g.format, g.options = self.rules, self.setup, self.format, self.options
        g.replayer = self.replayer
        g.seating = self.seating.copy()
        if hasattr(self, "extra_defs"):
            g.extra_defs = self.extra_defs
        g.seat_player = list(self.seat_player)
        g.players = [p.copy() for p in self.players]
        g.actions_log = list(self.actions_log)
        g.zones = {k: list(v) for k, v in self.zones.items()}
        g.events = list(self.events) if keep_events else []
        g.cards = [c.copy() for c in self.cards]
        g.derived = self.derived
        return g

    def forget_derived(self) -> None:
        """Card definitions changed (see `derived`): this game stops sharing answers kept by card ids."""
        self.derived = {}

    def determinized(self, player: int, rng) -> "Game":
        """A copy in which every card hidden from `player` is dealt again at random among the places hidden
        from them, the RNG reseeded (`rng`: a random.Random or an int); view(player) is unchanged."""
        from .determinize import determinized
        return determinized(self, player, rng)

    def undo(self) -> "Game":
        """A new game equal to this one without its last action (undo = replay)."""
        return self.replayer(self.setup, self.actions_log[:-1])
