"""The `enza` console script.  Subcommands go to engine.cli without importing Qt; no
subcommand starts the window.  Kept free of heavy imports so that start-up stays fast."""
from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["--self-test"]:
        from gui.selftest import main as self_test
        return self_test(argv[1:])
    if argv[:1] == ["host"]:                 # phones without a window (gui/companion, no Qt)
        from gui.companion.host import main as host
        return host(argv[1:])
    if argv and not argv[0].startswith("-") or argv[:1] in (["-h"], ["--help"]):
        from engine.cli import main as cli_main
        return cli_main(argv)
    from gui.app import run
    return run(argv)


if __name__ == "__main__":
    sys.exit(main())
