"""Instruction counts (valgrind --tool=callgrind) of the public API against mahjong: deterministic A/B figures.

usage: python3 scripts/bench_instructions.py [--hands N] [--wins N]

Timings on a shared machine drift by 2x and more; instruction counts do not.  Each measure runs a fresh
interpreter under callgrind twice over the same unseen corpus of ``bench.py`` (PYTHONHASHSEED=0): once
doing nothing with the items and once calling the API on each, and reports the difference per item.
Measured: ``agari.shanten(counts)`` and the inner ``shanten_counts`` vs mahjong's ``calculate_shanten``
(13-tile hands); ``agari.score(text, ...)``, ``agari.score_case(dict)`` and the inner ``score(Hand, win=Tile)``
vs mahjong's ``estimate_hand_value`` including its ``TilesConverter`` conversion from the same text; and
``agari batch`` (``batch_io`` over the cases as JSON lines).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

WORK = r"""
import io, sys
sys.path.insert(0, "scripts")
import bench
what, seed, n_hands, n_wins = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
corpus = bench.build_corpus(seed, n_hands, n_wins)
import agari
from mahjong.shanten import Shanten
from agari.core.notation import Hand
from agari.core.tile import Tile
from agari.core.shanten import shanten_counts
from agari.frontends.batch import batch_io
from agari.riichi.scoring import score
hands = corpus["h13"]
cases = [{k: w[k] for k in bench.API_FIELDS} for w in corpus["wins"]]
mj = bench.mahjong_from_text()
mj_in = [bench.mahjong_text_inputs(c) for c in cases]
pre = [(Hand.parse(c["hand"]), Tile.parse(c["win"]), c) for c in cases]
lines = "".join(bench.batch_lines(seed, n_wins))
calc = Shanten().calculate_shanten
if what == "shanten":
    for h in hands: agari.shanten(h)
elif what == "shanten_counts":
    for h in hands: shanten_counts(h)
elif what == "calculate_shanten":
    for h in hands: calc(h)
elif what == "score":
    for c in cases: agari.score(c["hand"], win=c["win"], tsumo=c["tsumo"], riichi=c["riichi"], round=c["round"],
                                seat=c["seat"], dora=c["dora"])
elif what == "score_case":
    for c in cases: agari.score_case(c)
elif what == "inner_score":
    for h, w, c in pre: score(h, win=w, tsumo=c["tsumo"], riichi=c["riichi"], round=c["round"], seat=c["seat"],
                              dora=c["dora"])
elif what == "estimate_hand_value":
    for x in mj_in: mj(x)
elif what == "batch":
    batch_io(io.StringIO(lines), io.StringIO())
"""


def instructions(what: str, seed: int, n_hands: int, n_wins: int) -> int:
    """Instructions of one run under callgrind (the whole interpreter)."""
    with tempfile.TemporaryDirectory() as tmp:
        script = Path(tmp) / "work.py"
        script.write_text(WORK)
        env = {**os.environ, "PYTHONHASHSEED": "0", "PYTHONPATH": str(REPO)}
        res = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={tmp}/out", sys.executable,
                              str(script), what, str(seed), str(n_hands), str(n_wins)],
                             capture_output=True, text=True, cwd=REPO, env=env, check=True)
        found = re.search(r"refs:\s+([\d,]+)", res.stderr)
        if found is None:
            raise RuntimeError(res.stderr[-500:])
        return int(found.group(1).replace(",", ""))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10000)
    parser.add_argument("--wins", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    base = instructions("none", args.seed, args.hands, args.wins)
    per: dict[str, float] = {}
    for what in ("shanten", "shanten_counts", "calculate_shanten", "score", "score_case", "inner_score",
                 "estimate_hand_value", "batch"):
        n = args.hands if "shanten" in what else args.wins
        per[what] = (instructions(what, args.seed, args.hands, args.wins) - base) / n
        print(f"{what:<22} {per[what] / 1e3:>8.1f}k instructions per item", flush=True)
    print(f"agari.shanten: {per['calculate_shanten'] / per['shanten']:.1f}x mahjong (inner path "
          f"{per['calculate_shanten'] / per['shanten_counts']:.1f}x)")
    for what in ("score", "score_case", "inner_score"):
        print(f"{what}: {per['estimate_hand_value'] / per[what]:.2f}x mahjong (estimate_hand_value + TilesConverter)")
    print(f"batch: {per['batch'] / 1e3:.0f}k instructions per case")
    return 0


if __name__ == "__main__":
    sys.exit(main())
