"""Names on one screen, in one language: players by token, cards by id or token.

Cards are named from what the screen was shown, never from the game's card table: `CardBook` learns
card id -> definition id from the typed views the table draws and the per-viewer events the screen
gets, so a card the screen never saw face up has no name to give (it is "a face-down card")."""
from __future__ import annotations

# English sources, translated through the catalogue like every other word (assets/translations/)
CIV_NAMES = {"light": "Light", "water": "Water", "darkness": "Darkness", "fire": "Fire", "nature": "Nature",
             "zero": "Zero"}


def civ_names(w, civs) -> str:
    """Civilization names (digital mana shows which are unlocked)."""
    sep = "・" if w.lang == "ja" else ", "
    return sep.join(w.tr(CIV_NAMES[c]) if c in CIV_NAMES else c for c in civs)


def _card_id(tok):
    """The card id of a cN token, else None."""
    return int(tok[1:]) if isinstance(tok, str) and tok.startswith("c") and tok[1:].isdigit() else None


def zone_faces(z) -> dict:
    """card id -> definition id of every face-up card of a zone view, cards under cards included."""
    out = {}

    def add(cv):
        if cv.card is not None:
            cid = _card_id(cv.token)
            if cid is not None:
                out[cid] = cv.card
        for u in cv.attached:
            add(u)
    for c in z.cards:
        add(c)
    return out


class PlayerNames(dict):
    """Player index -> name; `teams` maps a player to their team's members (empty without teams)."""

    def __init__(self, *a):
        super().__init__(*a)
        self.teams: dict = {}


class CardBook:
    """What one screen knows of the cards of one game: card id -> definition id."""

    def __init__(self, game=None):
        self.game = game
        self.defs: dict[int, str] = {}

    def start(self, game) -> None:
        self.game, self.defs = game, {}

    def learn_view(self, view, faces: dict | None = None) -> None:
        """Every face-up card of a typed view (engine/core/view.py): zones, cards under cards, the stack.
        `faces`: what each zone view shows, kept across the books that learn views of one state (the views of
        several viewers share the zone views they see alike: `Game.views`), so a shared zone is read once."""
        defs = self.defs
        for z in view.zones.values():
            if not z.cards:
                continue
            if faces is None:
                defs.update(zone_faces(z))
                continue
            kept = faces.get(id(z))
            if kept is None or kept[0] is not z:
                kept = faces[id(z)] = (z, zone_faces(z))
            defs.update(kept[1])
        for it in view.stack:
            if it.card is not None and _card_id(it.token) is not None:
                defs[_card_id(it.token)] = it.card

    def learn_event(self, ev: dict) -> None:
        """A per-viewer event naming a card with its definition (hidden cards come without one)."""
        cid, defn = ev.get("card"), ev.get("defn")
        if isinstance(cid, int) and isinstance(defn, str):
            self.defs[cid] = defn
        cids, defns = ev.get("cards"), ev.get("defns")
        if isinstance(cids, list) and isinstance(defns, list):     # a look at several cards ("cards" may be a count)
            for cid, defn in zip(cids, defns):
                if isinstance(cid, int) and isinstance(defn, str):
                    self.defs[cid] = defn

    def definition(self, cid):
        """The definition (public card data) of card `cid` as the screen knows it, or None."""
        try:
            def_id = self.defs.get(int(cid))
        except (ValueError, TypeError):
            return None
        return self.game.card_definition(def_id) if def_id is not None and self.game is not None else None


class Namer:
    """Names as one screen gives them in one language: `words` (a Words), `book` (that screen's CardBook),
    `game` (whose players are named)."""

    def __init__(self, words, book: CardBook, game):
        self.w, self.book, self.game = words, book, game

    def card_label(self, cid) -> str:
        d = self.book.definition(cid)
        return self.w.card_name(d) if d is not None else self.w.tr("a face-down card")

    def token_name(self, tok: str) -> str:
        cid = _card_id(tok)
        return self.card_label(cid) if cid is not None else self.w.tr("a face-down card")

    def log_card(self, ref, _defn_id=None) -> str:
        """An event's card reference: an id the screen may know, or a hidden card's opaque handle."""
        return self.card_label(ref) if isinstance(ref, int) else self.w.tr("a face-down card")

    def player_name(self, tok: str) -> str:
        try:
            return self.game.players[int(tok[1:])].name
        except (ValueError, IndexError, TypeError, AttributeError):
            return tok

    def token_words(self, tok) -> str:
        """Any token a refusal names, in words: a player, a team, a zone ("Bo's mana zone"), a card as this
        screen knows it (《…》, or "a face-down card")."""
        from .terms import zone_name
        if not isinstance(tok, str) or not tok:
            return "?"
        if tok[0] == "p" and tok[1:].isdigit():
            return self.player_name(tok)
        if tok[0] == "t" and tok[1:].isdigit():
            return self.team_words(int(tok[1:]))
        if "." in tok or tok.startswith("stack"):
            whose, _, _ = tok.partition(".")
            zone = zone_name(self.w, tok)
            if whose[:1] == "p" and whose[1:].isdigit():
                return self.w.tr("{player}'s {zone}", player=self.player_name(whose), zone=zone)
            if whose[:1] == "t" and whose[1:].isdigit():
                return self.w.tr("{player}'s {zone}", player=self.team_words(int(whose[1:])), zone=zone)
            return zone
        cid = _card_id(tok)
        return "《" + self.card_label(cid) + "》" if cid is not None and self.book.definition(cid) is not None \
            else self.w.tr("a face-down card")

    def team_words(self, team: int) -> str:
        """A team by its members' names."""
        members = []
        if self.game is not None:
            members = next((t.members for t in self._teams() if t.team == team), [])
        sep = "・" if self.w.lang == "ja" else " & "
        return sep.join(self.player_name(f"p{m}") for m in members) or self.w.tr("team {n}", n=team + 1)

    def refusal(self, err, card_name: str = "?") -> str:
        """An engine refusal in this screen's words, every token named as this screen knows it (`card_name`:
        the card of a refusal that names no token, as an answer's text named it)."""
        return self.w.refusal(err, card_name, name=self.token_words)

    def player_names(self) -> dict:
        """Player index -> name, with `.teams` (player -> their team's members) for a team's turn line."""
        names = PlayerNames({p.index: p.name for p in self.game.players} if self.game is not None else {})
        if self.game is not None:
            for t in self._teams():
                for m in t.members:
                    names.teams[m] = tuple(t.members)
        return names

    def _teams(self) -> list:
        """The game's teams as a spectator's view gives them, without building the rest of that view (asked at
        every screen's new log lines: a whole view each time was most of a phone tap's cost at 8 seats)."""
        g = self.game
        return g.rules.view_teams(g, None, False)

    def spell_side_name(self, cid):
        """The spell side's name of a twinpact (what a cast used), else None."""
        side = getattr(self.book.definition(cid), "spell", None)
        return self.w.pick(side.name_ja, side.name_en) if side is not None else None

    def answer(self, text: str) -> str:
        """An answer's label, naming effects, shield positions and twinpact sides where they matter."""
        return self.w.context(text, self.game, self.card_label, self.book.definition) or \
            self.w.answer(text, self.token_name, self.player_name)
