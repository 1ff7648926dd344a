"""The life-zone game family (BuildDivide style): base rules for 2 players (`divide`); the 2 vs 2
tag format (`tag`, seed 003) overrides the named hooks in engine/formats/tag.py."""
