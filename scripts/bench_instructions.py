"""Instruction counts (valgrind --tool=callgrind) of the public API against mahjong: deterministic A/B figures.

usage: python3 scripts/bench_instructions.py [--hands N] [--wins N]
       python3 scripts/bench_instructions.py --review [LOG...]
       python3 scripts/bench_instructions.py --ev [SHANTEN:COUNT ...]

Timings on a shared machine drift by 2x and more; instruction counts do not.  Each measure runs a fresh
interpreter under callgrind twice over the same unseen corpus of ``bench.py`` (PYTHONHASHSEED=0): once
doing nothing with the items and once calling the API on each, and reports the difference per item.
Measured: ``agari.shanten(counts)`` and the inner ``shanten_counts`` vs mahjong's ``calculate_shanten``
(13-tile hands); ``agari.score(text, ...)``, ``agari.score_case(dict)`` and the inner ``score(Hand, win=Tile)``
vs mahjong's ``estimate_hand_value`` including its ``TilesConverter`` conversion from the same text; and
``agari batch`` (``batch_io`` over the cases as JSON lines).

``--review``: the game review of each log (default: the 11 games of ``tests/logs/tenhou``), all four seats, in a
fresh interpreter as the bench's review row runs it (the engine and the review's modules imported from their
``.pyc``, the log read; the difference of a run that reviews and one that does not): the instructions of one whole
game's review, the scoring modules a first win imports included.
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


REVIEW_WORK = r"""
import sys
from pathlib import Path
import agari.frontends.jsonapi
import agari.gamereview.op
from agari.gamereview import review
text = Path(sys.argv[1]).read_text(encoding="utf-8")
if sys.argv[2] == "review":
    review(text)
"""


def review_instructions(log: str, what: str) -> int:
    """Instructions of a fresh interpreter importing the engine and the review, reading ``log`` and, with ``what``
    ``review``, reviewing it."""
    with tempfile.TemporaryDirectory() as tmp:
        script = Path(tmp) / "review.py"
        script.write_text(REVIEW_WORK)
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}  # as installed: with .pyc
        env.update(PYTHONHASHSEED="0", PYTHONPATH=str(REPO))
        subprocess.run([sys.executable, str(script), log, what], cwd=REPO, env=env, check=True)  # writes the .pyc
        res = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={tmp}/out", sys.executable,
                              str(script), log, what], capture_output=True, text=True, cwd=REPO, env=env, check=True)
        found = re.search(r"refs:\s+([\d,]+)", res.stderr)
        if found is None:
            raise RuntimeError(res.stderr[-500:])
        return int(found.group(1).replace(",", ""))


def review_main(logs: list[str]) -> int:
    """Instructions of each game's review (fresh interpreters), and their median and total."""
    paths = logs or [str(p) for p in sorted((REPO / "tests" / "logs" / "tenhou").glob("*.json"))]
    per: list[int] = []
    for path in paths:
        base = review_instructions(path, "read")
        n = review_instructions(path, "review") - base
        per.append(n)
        print(f"{Path(path).name:<44} {n / 1e6:>8.0f}M instructions", flush=True)
    ordered = sorted(per)
    print(f"review of one game: median {ordered[len(ordered) // 2] / 1e6:.0f}M instructions (range "
          f"{ordered[0] / 1e6:.0f}-{ordered[-1] / 1e6:.0f}M), total {sum(per) / 1e6:.0f}M over {len(per)} games")
    return 0


EV_WORK = r"""
import sys
sys.path.insert(0, "scripts")
import bench
from agari.riichi.expected import expected_values
shanten, index, on = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3] == "on"
c = bench.ev_hands(shanten, index + 1)[index]
if sys.argv[4] == "search":
    expected_values(c["hand"], dora=c["dora"], round=c["round"], seat=c["seat"], shanten_down=on, tegawari=on)
"""


def ev_instructions(shanten: int, index: int, on: bool, what: str) -> int:
    """Instructions of a fresh interpreter that builds ``bench.ev_hands(shanten)[index]`` and, with ``what``
    ``search``, runs its expected-value search (both options ``on`` or off)."""
    with tempfile.TemporaryDirectory() as tmp:
        script = Path(tmp) / "ev.py"
        script.write_text(EV_WORK)
        env = {**os.environ, "PYTHONHASHSEED": "0", "PYTHONPATH": str(REPO)}
        res = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={tmp}/out", sys.executable,
                              str(script), str(shanten), str(index), "on" if on else "off", what],
                             capture_output=True, text=True, cwd=REPO, env=env, check=True)
        found = re.search(r"refs:\s+([\d,]+)", res.stderr)
        if found is None:
            raise RuntimeError(res.stderr[-500:])
        return int(found.group(1).replace(",", ""))


def ev_main(specs: list[str], off: bool) -> int:
    """Instructions of the expected-value search of fixed hands (``SHANTEN:INDEX`` of ``bench.ev_hands``)."""
    for spec in specs or ["1:0", "2:0", "2:1"]:
        shanten, index = (int(x) for x in spec.split(":"))
        on = not off
        n = ev_instructions(shanten, index, on, "search") - ev_instructions(shanten, index, on, "none")
        print(f"expected values, {shanten}-shanten hand {index}, options {'on' if on else 'off'}: "
              f"{n / 1e6:,.0f}M instructions", flush=True)
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10000)
    parser.add_argument("--wins", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--review", nargs="*", metavar="LOG",
                        help="instructions of each game's review instead (default: tests/logs/tenhou)")
    parser.add_argument("--ev", nargs="*", metavar="SHANTEN:INDEX",
                        help="instructions of expected-value searches of bench.ev_hands' hands instead")
    parser.add_argument("--ev-off", action="store_true", help="with --ev: shanten down and tegawari off")
    args = parser.parse_args()
    if args.ev is not None:
        return ev_main(args.ev, args.ev_off)
    if args.review is not None:
        return review_main(args.review)
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
