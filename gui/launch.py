"""The `enza` console script.  Subcommands go to engine.cli without importing Qt (`table-sim`: to the table's
session, gui/session/sim; `host`: to gui/companion; both Qt-free too); no subcommand starts the window.  Kept free of heavy imports
so that start-up stays fast."""
from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["--self-test"]:
        from gui.selftest import main as self_test
        return self_test(argv[1:])
    if argv[:1] == ["table-sim"]:
        from gui.session.sim.cli import main as table_sim
        return table_sim(argv[1:])
    if argv[:1] == ["host"]:                 # phones without a window (gui/companion, no Qt)
        from gui.companion.host import main as host
        return host(argv[1:])
    if argv and not argv[0].startswith("-") or argv[:1] in (["-h"], ["--help"]):
        from engine.cli import main as cli_main
        return cli_main(argv)
    from gui.app import run
    rc = run(argv)
    fast_exit(rc)
    return rc   # not reached


def fast_exit(rc: int) -> None:
    """End the process once the window has closed: by then the game is saved (the autosave journal closed,
    its lock released) and so are the settings.  The interpreter's own teardown of Qt and of some thousand
    modules took 1.5-3 s more on a busy machine, while the person waited for the window to go (U1a)."""
    import logging
    import os
    logging.shutdown()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError, AttributeError):
            pass
    os._exit(rc)


if __name__ == "__main__":
    sys.exit(main())
