"""What goes when a player leaves the game in the middle of someone's effect (DuePa 400.1/400.1a,
Magic 800.4a): the departed player's own frames, and the helper frames that only served them.

Everyone else's frames stay and finish: a frame nested above a departed player's frame belongs to
another player's effect (an S-Trigger used during the departed turn player's attack, a triggered
ability waiting inside it) and is not part of the departed player's effect.  Frames that hand their
result to the frame directly below (`feeds_below`: choices with `into`, payments) go with that frame.
The first frame (the turn itself) stays: the turn runs on without its player (DuePa 400.2, Magic 800.4j).
"""
from __future__ import annotations


def feeds_below(frame) -> bool:
    return bool(getattr(frame, "into", "")) or getattr(type(frame), "feeds_below", False)


def drop_frames_of(g, player: int) -> int:
    """Remove `player`'s frames (and the helpers that fed them) from the frame stack; returns how many went."""
    frames = g.frames
    kept = frames[:1]
    dropped = 0
    parent_dropped = False
    for f in frames[1:]:
        if f.owner == player and not feeds_below(f) or (parent_dropped and feeds_below(f)):
            dropped += 1
            parent_dropped = True
            continue
        kept.append(f)
        parent_dropped = False
    frames[:] = kept
    return dropped
