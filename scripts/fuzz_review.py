"""Damage real game logs and feed them to the readers and the review: nothing may raise, every refusal is one
sentence (``tests/logfuzz.py`` says how a log is damaged).

    python3 scripts/fuzz_review.py FILE_OR_DIR... [--samples N] [--seed S] [--jobs J] [--judge-every K]

Each sample is one log damaged once to three times (a seed of its own: ``--seed`` plus its number); mjlogs
(``.mjlog``, ``.mjlog.gz``) get the XML damage, Tenhou JSON logs (``.json``) the JSON damage.  Prints the counts and
every failure with its seed and damage; exit 1 when any sample failed.
"""

from __future__ import annotations

import argparse
import gzip
import random
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))

from logfuzz import damage_mjlog, damage_tenhou, feed  # noqa: E402


def _files(items: list[str]) -> list[Path]:
    out: list[Path] = []
    for item in items:
        p = Path(item)
        found = sorted(p.rglob("*")) if p.is_dir() else [p]
        out += [f for f in found if f.name.endswith((".mjlog", ".mjlog.gz", ".json"))]
    return out


def _text(path: Path) -> str:
    raw = path.read_bytes()
    return (gzip.decompress(raw) if raw[:2] == b"\x1f\x8b" else raw).decode("utf-8")


def one(job: tuple[Path, int, bool]) -> tuple[str, str, str, str]:
    path, seed, judge = job
    rng = random.Random(seed)
    text = _text(path)
    damage, sample = (damage_tenhou if path.name.endswith(".json") else damage_mjlog)(rng, text)
    kind, detail = feed(sample, judge)
    return kind, detail, damage, f"{path.name} seed {seed}"


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--samples", type=int, default=300)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--judge-every", type=int, default=0, help="judge every K-th sample (0: never)")
    ns = ap.parse_args(argv)
    files = _files(ns.paths)
    if not files:
        print("no logs found", file=sys.stderr)
        return 2
    jobs = [(files[k % len(files)], ns.seed + k, bool(ns.judge_every) and k % ns.judge_every == 0)
            for k in range(ns.samples)]
    counts: Counter[str] = Counter()
    failures: list[str] = []
    start = time.perf_counter()
    with ProcessPoolExecutor(ns.jobs) as pool:
        for kind, detail, damage, where in pool.map(one, jobs, chunksize=4):
            counts[kind] += 1
            if kind == "FAILED":
                failures.append(f"{where} ({damage}): {detail}")
    took = time.perf_counter() - start
    print(f"{ns.samples} damaged samples of {len(files)} logs in {took:.0f} s: {counts['reviewed']} read and "
          f"reviewed, {counts['refused']} refused in one sentence, {counts['FAILED']} failed")
    for line in failures:
        print("  " + line)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
