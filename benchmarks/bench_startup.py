"""Start-up figures (issue 22 item 5), Enza against a bare PySide6 window built the same way, in the same run:
from source (python -m …) and, when dist/Enza exists, from the bundle (the bare window is then bundled by
the same spec, packaging/enza.spec, into build/bench-bare).  Enza runs with ENZA_STARTUP_PROBE=1
(gui/startup_probe.py): its real start, then New game -> Start with the defaults, as a person does.
Prints medians of:
  first window   - the first painted frame of the main window (the start screen), and its ratio to the
                   bare window's; wall time since launch and CPU time of the process (CPU holds better
                   on a loaded machine)
  start -> table - from clicking Start in the New game dialog (defaults) to the painted table
  peak RSS       - of each process, Enza's after the table is painted, and after each step before it:
                   the first window, the start-up work deferred past it ("ready"), the New game dialog
Each command runs once first, unmeasured (it writes .pyc files and warms the disk cache: a user's second
start); PYTHONDONTWRITEBYTECODE is cleared for the children for the same reason.
usage: bench_startup.py [runs=7]; QT_QPA_PLATFORM (default offscreen) or DISPLAY pick the platform.
Figures only: nothing here is asserted."""
from __future__ import annotations

import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.machine import load_text  # noqa: E402

BUNDLE = ROOT / "dist" / "Enza" / "Enza"
BARE_BUNDLE = ROOT / "build" / "bench-bare" / "dist" / "Bare" / "Bare"


def once(cmd: list[str], extra: dict) -> dict[str, float]:
    """The `probe:` figures of one run."""
    env = dict(os.environ, ENZA_DATA_DIR=tempfile.mkdtemp(prefix="enza-bench-"), **extra)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if "DISPLAY" not in os.environ:
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["ENZA_T0"] = repr(time.time())
    r = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    out = r.stdout + r.stderr
    m = re.search(r"^probe: (.*)$", out, re.M)
    if r.returncode != 0 or not m or "FAILED" in m.group(1):
        raise SystemExit(f"{' '.join(cmd)} failed ({r.returncode}):\n{out[-2000:]}")
    return {k: float(v) for k, v in re.findall(r"(\w+)=([\d.]+)", m.group(1))}


def series(cmd, extra, runs) -> dict[str, float]:
    once(cmd, extra)  # warm-up, not counted
    results = [once(cmd, extra) for _ in range(runs)]
    return {k: statistics.median(r[k] for r in results) for k in results[0]}


def build_bare_bundle() -> None:
    sources = (ROOT / "packaging" / "enza.spec", ROOT / "benchmarks" / "bare_window.py")
    if BARE_BUNDLE.exists() and BARE_BUNDLE.stat().st_mtime > max(p.stat().st_mtime for p in sources):
        return
    env = dict(os.environ, ENZA_SPEC_ENTRY=str(ROOT / "benchmarks" / "bare_window.py"), ENZA_SPEC_NAME="Bare")
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "ERROR",
                    "--distpath", str(BARE_BUNDLE.parent.parent), "--workpath", str(ROOT / "build" / "bench-bare" / "work"),
                    str(ROOT / "packaging" / "enza.spec")], cwd=ROOT, env=env, check=True)


def run_recipe_env() -> dict[str, str]:
    """The variables `make run` sets before the command (PYTHONOPTIMIZE), read from the Makefile so the
    source figures cannot drift from what the README's command starts."""
    lines = (ROOT / "Makefile").read_text(encoding="utf-8").splitlines()
    recipe = lines[lines.index(next(l for l in lines if l.startswith("run:"))) + 1].split()
    return dict(w.split("=", 1) for w in recipe if re.fullmatch(r"[A-Z_]+=\S*", w))


def report(label: str, enza: list[str], bare: list[str], runs: int, env: dict | None = None) -> None:
    env = env or {}
    b = series(bare, env, runs)
    e = series(enza, {"ENZA_STARTUP_PROBE": "1", **env}, runs)
    ms = lambda s: f"{s * 1000:.0f} ms"  # noqa: E731
    rss_b, rss_e = b["peak_rss_kib"] / 1024, e["peak_rss_kib"] / 1024
    parts = [f"first window {ms(e['first_window_s'])} wall = {e['first_window_s'] / b['first_window_s']:.2f}x bare "
             f"({ms(b['first_window_s'])}), {ms(e['first_window_cpu_s'])} CPU = "
             f"{e['first_window_cpu_s'] / b['first_window_cpu_s']:.2f}x bare ({ms(b['first_window_cpu_s'])})",
             f"New game dialog {ms(e['dialog_s'])} wall / {ms(e['dialog_cpu_s'])} CPU",
             f"Start -> painted {e['seats']:.0f}-seat table {ms(e['start_to_table_s'])} wall / "
             f"{ms(e['start_to_table_cpu_s'])} CPU (networkx loaded before Start: "
             f"{'yes' if e['networkx_before_start'] else 'no'}, after: {'yes' if e['networkx_after_start'] else 'no'})",
             f"peak RSS {rss_e:.0f} MiB = bare {rss_b:.0f} MiB + {rss_e - rss_b:.1f} MiB"]
    steps = [(k, f"peak_rss_{k.replace(' ', '_')}_kib") for k in ("first window", "ready", "dialog")]
    if all(key in e for _, key in steps):      # where the peak is reached: bare + … after each step
        parts.append("peak RSS after each step, bare + " + ", ".join(
            f"{label} {e[key] / 1024 - rss_b:.1f}" for label, key in steps) + f", table {rss_e - rss_b:.1f} MiB")
    if "networkx_import_s" in e:   # this build's game start does not import networkx: what it would add
        parts.append(f"networkx not imported by Start: importing it adds {ms(e['networkx_import_s'])} wall / "
                     f"{ms(e['networkx_import_cpu_s'])} CPU and takes peak RSS to bare + "
                     f"{e['peak_rss_networkx_kib'] / 1024 - rss_b:.0f} MiB")
    print(f"{label}: " + "; ".join(parts) + f"  [medians of {runs}]", flush=True)


def main() -> int:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    platform = "xcb (DISPLAY)" if "DISPLAY" in os.environ and "QT_QPA_PLATFORM" not in os.environ else \
        os.environ.get("QT_QPA_PLATFORM", "offscreen")
    print(f"platform: {platform}; load average before: {load_text()}")
    # from source as `make run` starts it: the console script with the recipe's variables, the bare window
    # under the same ones (compiled translations up to date, as make does)
    script = Path(sys.executable).with_name("enza")
    subprocess.run(["make", "--no-print-directory", "-s"] + [str(p.with_suffix(".qm").relative_to(ROOT)) for p in
                                                             (ROOT / "assets" / "translations").glob("*.ts")],
                   cwd=ROOT, check=False)
    report("source", [str(script)] if script.exists() else [sys.executable, "-m", "gui.launch"],
           [sys.executable, "benchmarks/bare_window.py"], runs, run_recipe_env())
    if BUNDLE.exists():
        build_bare_bundle()
        report("bundle", [str(BUNDLE)], [str(BARE_BUNDLE)], runs)
        size = sum(p.stat().st_size for p in BUNDLE.parent.rglob("*") if p.is_file() and not p.is_symlink())
        print(f"bundle size: {size / 2 ** 20:.0f} MiB")
    print(f"load average after: {load_text()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
