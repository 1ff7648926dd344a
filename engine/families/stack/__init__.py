"""The stack game family (Magic: The Gathering style): a small but real rules subset.

Base 2-player rules in rules.py (`magic`); formats `ffa`, `2hg` and `teams` (engine/formats/) override
named hooks: groups that take turns (805 shared team turns), life keys (810 shared life), loss
thresholds, who can be attacked (801-803, 805.10), and how the game ends (rule 104).
"""
