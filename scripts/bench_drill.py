"""Benchmark the drills: how long a player waits for the next drill, and for a first one.

    python3 scripts/bench_drill.py [--drills N] [--runs R]

For each game, kind and difficulty: the CPU time per drill over N drills (a seed of its own, numbers 0..N-1),
median and range of R runs, each run in a fresh interpreter (a first pass over the engine's memos, as on a
page that has just loaded). Also the first drill of a fresh interpreter, import included: what a player waits
for when opening the practice view. CPU times, so another process on the machine moves them less than wall time.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

WORKER = r"""
import json, sys, time
t0 = time.process_time()
from agari.drill import make, read_spec
game, kind, difficulty, n, seed = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5]
make(read_spec({"game": game, "kind": kind, "difficulty": difficulty, "seed": seed + "-first"}))
first = time.process_time() - t0
t1 = time.process_time()
for k in range(n):
    make(read_spec({"game": game, "kind": kind, "difficulty": difficulty, "seed": seed, "number": k}))
print(json.dumps({"first": first, "each": (time.process_time() - t1) / n}))
"""


def one_run(game: str, kind: str, difficulty: str, n: int, run: int) -> dict[str, float]:
    out = subprocess.run([sys.executable, "-c", WORKER, game, kind, difficulty, str(n), f"bench{run}"],
                         capture_output=True, text=True, check=True, cwd=ROOT,
                         env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    data: dict[str, float] = json.loads(out.stdout)
    return data


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--drills", type=int, default=300, help="drills per run (default 300)")
    p.add_argument("--runs", type=int, default=5, help="fresh interpreters per row (default 5)")
    p.add_argument("--games", default="riichi,small,fujian")
    p.add_argument("--kinds", default="score,discard,shanten")
    ns = p.parse_args()
    print(f"{'game':7} {'kind':8} {'difficulty':10} {'ms a drill: median [range]':30} first drill (ms, import incl.)")
    for game in ns.games.split(","):
        for kind in ns.kinds.split(","):
            for difficulty in ("plain", "mixed", "traps"):
                runs = [one_run(game, kind, difficulty, ns.drills, r) for r in range(ns.runs)]
                each = sorted(1000 * r["each"] for r in runs)
                first = sorted(1000 * r["first"] for r in runs)
                print(f"{game:7} {kind:8} {difficulty:10} {statistics.median(each):6.2f} [{each[0]:.2f}-{each[-1]:.2f}]"
                      f"{'':13} {statistics.median(first):6.1f} [{first[0]:.1f}-{first[-1]:.1f}]", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
