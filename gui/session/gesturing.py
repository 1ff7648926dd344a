"""A gesture at the table (issue 34): a drag of a card onto a card, zone, seat or team box, or a click on one,
read by the engine as made (`Game.answer_for`): the one answer it names is given (and its follow-up, as the
shield game's attack and its target), several come back as choices to pick from, and anything else is the
engine's refusal of exactly that gesture (`Game.why_not`), in the screen's words with its rule id.  This is
where every refusal of a person's gesture reaches people."""
from __future__ import annotations

from . import faults
from .protocol import PERSON, Reply
from .wording import Namer


class GesturingMixin:
    """For Session: needs game, seats, words, person, screen_of, _next, _not_now, answer."""

    def gesture(self, seat: int, source, target=None) -> Reply:
        """The person at `seat` drags `source` (a token as their screen shows it: a card, a zone key) onto
        `target` (a card token, a zone key such as "p1.shield" or "t1.life", a seat "p1", a team "t1"), or
        clicks `source` (no target).  `Reply.choices` lists the answers to pick from when the gesture names
        several (a twinpact's two sides); `Reply.rule` is the rule the refusal cites."""
        g = self.game
        nxt = self._next()
        if g.outcome is not None or g.decision is None or self.replay:
            return self._gesture_refused(seat, g.why_not(seat, source, target), source)
        if not self.person(seat):
            return self._not_now(seat)
        asked = nxt.what == PERSON and nxt.seat == seat
        if not asked and seat in g.decision.waiting_for():
            return self._not_now(seat)      # the table asks another person of the team, or the curtain is up
        got = g.answer_for(seat, source, target, self.sight.answers(seat))
        if got.refusal is not None or not asked:
            return self._gesture_refused(seat, got.refusal or g.why_not(seat, source, target), source)
        if not got.answers:
            return Reply(False, None, "pick-one", choices=got.choices)
        return self._give(seat, got.answers)

    def _give(self, seat: int, answers: tuple) -> Reply:
        """The gesture's answers in order; the follow-up only while the table still asks the same person."""
        reply = self.answer(seat, answers[0])
        for text in answers[1:]:
            nxt = self._next()
            if not reply.ok or nxt.what != PERSON or nxt.seat != seat:
                break
            reply = self.answer(seat, text)
        return reply

    def _gesture_refused(self, seat: int, err, source) -> Reply:
        g = self.game
        if faults.on("guessed-verb-refusal"):
            err = _guessed_verb_refusal(g, seat, source) or err
        if err is None:
            return Reply(False, self.words.refusal(None), "no-drop")
        if faults.on("raw-id-refusal"):
            text = err.message + (f"  [{err.rule}]" if err.rule else "")
        else:
            text = Namer(self.words, self.screen_of(seat).book, g).refusal(err)
        return Reply(False, text, getattr(err, "code", ""), getattr(err, "rule", "") or "")


def _guessed_verb_refusal(g, seat: int, source):
    """The defect issue 34 removed: the verb of the first legal drag answer, guessed for this card, refused."""
    from engine import ActionError
    legal = g.decision_view(seat).answers
    texts = {a.text for a in legal}
    for a in legal:
        if a.source is None:
            continue
        text = f"p{seat} {a.verb} {source}"
        if text in texts:
            return None
        try:
            g.perform(text)     # not a legal answer: refused, nothing changes
        except ActionError as e:
            return e
        return None
    return None
