"""The computer players' worker process: `enza ai-worker` (or `python -m engine.ai.worker`).

The table never lends its live game to a computer player: it sends a copy as save text, one JSON object per
line on stdin — {"id": n, "save": <the save's JSON object>, "player": p, "level": "hard", "seed": s} — and reads
{"id": n, "action": "<action text>", "cpu_s": t} (or {"id": n, "error": "..."}) back on stdout.  The worker
replays the save, or only the actions added since the previous question when the game is the same one
(the fingerprint must then agree), so a long game does not cost a full replay per question.  Players keep
their memory per (seat, level, seed) until {"cmd": "reset"}.  Pure Python: no Qt here."""
from __future__ import annotations

import json
import sys
import time

from .levels import make_player


class Worker:
    def __init__(self):
        self.setup_key = None
        self.game = None
        self.players: dict = {}

    def game_for(self, save: dict):
        from ..core.save_setup import validate_actions, validate_setup
        from ..saves import replay
        key = json.dumps(save["setup"], sort_keys=True)
        actions = validate_actions(save["actions"], "<worker>")
        g = self.game
        if g is not None and key == self.setup_key and g.actions_log == actions[:len(g.actions_log)]:
            for text in actions[len(g.actions_log):]:
                g.perform(text)
            if g.fingerprint() == save.get("fingerprint"):
                return g
        g = replay(validate_setup(save["setup"], "<worker>"), actions, "<worker>")
        if save.get("fingerprint") not in (None, g.fingerprint()):
            raise ValueError("the replayed copy does not reach the table's fingerprint")
        self.game, self.setup_key = g, key
        return g

    def answer(self, req: dict) -> dict:
        if req.get("cmd") == "reset":
            self.players.clear()
            return {"id": req.get("id"), "ok": True}
        t0 = time.process_time()
        g = self.game_for(req["save"])
        p = int(req["player"])
        key = (p, req.get("level"), int(req.get("seed", 0)))
        ai = self.players.get(key)
        if ai is None:
            ai = self.players[key] = make_player(req.get("level"), key[2], **req.get("budget", {}))
        a = ai.choose(g.clone(), p)
        if a is None:
            return {"id": req.get("id"), "error": "no answer"}
        return {"id": req.get("id"), "action": str(a), "cpu_s": round(time.process_time() - t0, 4)}


def main(stdin=None, stdout=None) -> int:
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    w = Worker()
    for line in stdin:
        if not line.strip():
            continue
        try:
            req = json.loads(line)
            out = w.answer(req)
        except Exception as e:   # a bad question or a player bug: say so, keep serving
            w.game = None
            out = {"id": req.get("id") if isinstance(locals().get("req"), dict) else None,
                   "error": f"{type(e).__name__}: {e}"}
        stdout.write(json.dumps(out) + "\n")
        stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
