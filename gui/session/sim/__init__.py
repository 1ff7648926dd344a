"""`enza table-sim` (issue 31 item 7): the table's session played by scripted people and computers, watched by
an observer that reads only the engine's public API and the session's outputs.

    cli.py        the command: arguments, the JSON object, the exit status
    table.py      one game at the table: set-up, the run loop, save and resume
    people.py     scripted people: one gesture each time the table waits for them
    gestures.py   the gestures, and the illegal ones tried on purpose
    observer.py   the counters (asked, missed_asks, leaks, needless_asks, undo/resume mismatches, unfinished)
    expected.py   the observer's own policy, from the issue's definitions (never the session's)
    matrix.py     the configurations of issue 31's "Done when" and the faults, for the test and `make table-sim`"""
