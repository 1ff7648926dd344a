"""Run fuzz cases in a pool of worker processes under resource limits and print a table by kind.

    python -m tests.fuzz.runner --cases 3000 --seed 1 [--jobs 2] [--kinds deck,save]

Each worker has a 1 GiB address-space limit (a blow-up raises MemoryError: "memory"); a case over
10 s of CPU time, or a worker silent for HANG_WALL seconds of wall time, is a "hang" (the worker is
killed and replaced).  A worker that dies is a "crash" of its case; so is any exception other than the
readers' clean errors.  Exit status 1 when anything is a crash, hang, memory blow-up, finding or an
unlocated error.
"""
from __future__ import annotations

import argparse
import multiprocessing as mp
import os
import sys
import time
import traceback
from collections import Counter, defaultdict
from multiprocessing.connection import wait

MEMORY_LIMIT = 1 << 30
CPU_LIMIT = 10.0           # seconds of CPU time per case
HANG_WALL = 60.0           # seconds of wall time without an answer (the machine may be loaded)
COLUMNS = ("cases", "clean errors", "located", "accepted", "crashes", "hangs", "memory", "findings")


def _worker(conn) -> None:
    try:
        import resource
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
    except (ImportError, ValueError, OSError):  # Windows has no rlimits, macOS refuses RLIMIT_AS: unbounded
        pass
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import logging
    logging.getLogger().setLevel(logging.CRITICAL)   # readers log what they skip; the oracle reads it
    logging.getLogger("enza").setLevel(logging.WARNING)
    logging.getLogger("enza").propagate = False
    from .cases import Finding, run_case
    while True:
        job = conn.recv()
        if job is None:
            return
        t0 = time.process_time()
        try:
            r = run_case(*job)
            out = (r.outcome, r.located, r.detail)
        except MemoryError:
            out = ("memory", False, "MemoryError")
        except Finding as e:
            out = ("finding", False, str(e)[:300])
        except RecursionError:
            out = ("crash", False, "RecursionError")
        except Exception as e:  # noqa: BLE001 - any other exception is what the fuzzer looks for
            tb = traceback.extract_tb(e.__traceback__)[-3:]
            where = " <- ".join(f"{f.filename.rsplit('/', 2)[-1]}:{f.lineno}" for f in reversed(tb))
            out = ("crash", False, f"{type(e).__name__}: {str(e)[:150]} at {where}")
        cpu = time.process_time() - t0
        if cpu > CPU_LIMIT and out[0] not in ("crash", "memory"):
            out = ("hang", False, f"{cpu:.1f} s of CPU")
        conn.send(out + (cpu,))


class _Worker:
    def __init__(self, ctx):
        self.conn, child = ctx.Pipe()
        self.proc = ctx.Process(target=_worker, args=(child,), daemon=True)
        self.proc.start()
        child.close()
        self.job = None
        self.started = 0.0

    def give(self, job) -> None:
        self.job = job
        self.started = time.monotonic()
        self.conn.send(job)

    def kill(self) -> None:
        self.proc.kill()
        self.proc.join()
        self.conn.close()


def run(jobs: list, n_workers: int = 2, progress=None) -> list:
    """[(job, outcome, located, detail, cpu)] for every job."""
    # workers fork from a small server process, not from the caller: the 1 GiB limit then measures the
    # case, not what the caller's address space holds (inside pytest, after tests that ran threads, glibc's
    # per-thread malloc arenas alone reserved ~450 MB, and a forked worker hit the limit as a segfault in
    # tomllib's recursion; seen in make test after the phone server's tests)
    if "forkserver" in mp.get_all_start_methods():
        ctx = mp.get_context("forkserver")
        ctx.set_forkserver_preload(["tests.fuzz.cases"])
    else:                                       # Windows
        ctx = mp.get_context("spawn")
    todo = list(reversed(jobs))
    workers = [_Worker(ctx) for _ in range(min(n_workers, len(jobs)) or 1)]
    results = []
    for w in workers:
        if todo:
            w.give(todo.pop())
    while any(w.job for w in workers):
        busy = [w for w in workers if w.job]
        ready = wait([w.conn for w in busy] + [w.proc.sentinel for w in busy], timeout=1.0)
        now = time.monotonic()
        for i, w in enumerate(workers):
            if not w.job:
                continue
            if w.conn in ready:
                try:
                    out = w.conn.recv()
                except EOFError:
                    out = None
                if out is not None:
                    results.append((w.job,) + tuple(out))
                    if progress:
                        progress(len(results), len(jobs))
                    w.job = None
                    if todo:
                        w.give(todo.pop())
                    continue
            dead = w.proc.sentinel in ready and not w.proc.is_alive()
            if dead or now - w.started > HANG_WALL:
                code = w.proc.exitcode
                kind = "hang" if not dead else ("memory" if code == -9 else "crash")
                results.append((w.job, kind, False, f"worker {'killed' if not dead else f'died ({code})'}", 0.0))
                w.kill()
                nw = _Worker(ctx)
                workers[i] = nw
                if todo:
                    nw.give(todo.pop())
    for w in workers:
        try:
            w.conn.send(None)
        except OSError:
            pass
        w.proc.join(timeout=5)
        if w.proc.is_alive():
            w.kill()
    return results


def table(results) -> tuple[str, dict]:
    rows: dict = defaultdict(Counter)
    for job, outcome, located, detail, cpu in results:
        r = rows[job[0]]
        r["cases"] += 1
        if outcome == "error":
            r["clean errors"] += 1
            r["located"] += bool(located)
        elif outcome == "accepted":
            r["accepted"] += 1
        else:
            r[{"crash": "crashes", "hang": "hangs", "memory": "memory", "finding": "findings"}[outcome]] += 1
        r["cpu"] += cpu
    total = Counter()
    for r in rows.values():
        total.update(r)
    head = f"{'kind':14s}" + "".join(f"{c:>14s}" for c in COLUMNS) + f"{'max CPU s':>11s}"
    lines = [head, "-" * len(head)]
    maxcpu = defaultdict(float)
    for job, *_, cpu in results:
        maxcpu[job[0]] = max(maxcpu[job[0]], cpu)
    for k in sorted(rows):
        lines.append(f"{k:14s}" + "".join(f"{rows[k][c]:>14d}" for c in COLUMNS) + f"{maxcpu[k]:>11.2f}")
    lines.append("-" * len(head))
    lines.append(f"{'total':14s}" + "".join(f"{total[c]:>14d}" for c in COLUMNS) +
                 f"{max(maxcpu.values(), default=0):>11.2f}")
    return "\n".join(lines), total


def bad(results) -> list:
    return [r for r in results if r[1] not in ("error", "accepted") or (r[1] == "error" and not r[2])]


def plan(cases: int, seed: int, kinds) -> list:
    return [(kinds[i % len(kinds)], seed, i) for i in range(cases)]


def main(argv=None) -> int:
    from .cases import KINDS
    ap = argparse.ArgumentParser(prog="fuzz", description=__doc__.splitlines()[0])
    ap.add_argument("--cases", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--kinds", default=",".join(KINDS))
    a = ap.parse_args(argv)
    kinds = [k for k in a.kinds.split(",") if k]
    t0 = time.monotonic()

    def progress(done, total):
        if done % 100 == 0 or done == total:
            print(f"  {done}/{total} cases, {time.monotonic() - t0:.0f} s", file=sys.stderr, flush=True)

    results = run(plan(a.cases, a.seed, kinds), a.jobs, progress)
    text, total = table(results)
    print(f"fuzz: {len(results)} cases, seed {a.seed}, {a.jobs} workers, {time.monotonic() - t0:.0f} s wall, "
          f"{sum(r[4] for r in results):.0f} s CPU in cases")
    print(text)
    slow = sorted(results, key=lambda r: -r[4])[:5]
    print("slowest: " + ", ".join(f"{j[0]}#{j[2]} {cpu:.2f} s" for j, *_, cpu in slow))
    findings = bad(results)
    for job, outcome, located, detail, cpu in findings[:40]:
        print(f"  {outcome:8s} {job[0]}#{job[2]} (seed {job[1]}): {detail}")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
