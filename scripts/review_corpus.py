"""Review every game of a corpus and say whether every round was read and every result matches the log.

    python3 scripts/review_corpus.py DIR_OR_FILE... [--jobs N] [--judge] [--formats mjlog,tenhou,mjai] [--json]

Each folder is counted on its own (games, rounds, wins, draws; rounds not reviewed, results that differ), and every
round that is not reviewed or differs is listed with its game, round and why.  ``--formats`` also converts each
game to Tenhou's JSON and to mjai (the tests' writers, ``tests/tenhou_writer.py`` and ``tests/mjai_writer.py``),
reads the conversion back and checks that its review is the same (rounds, wins, draws, payments, final scores),
so the other readers get the same corpus treatment.  The judge is left out unless ``--judge`` (the results do not
depend on it).  Exit 1 when any game is not reviewed right.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))

from agari.gamereview import review  # noqa: E402
from agari.logs import LogError, read_log  # noqa: E402

SUFFIXES = (".mjlog", ".mjlog.gz", ".json", ".jsonl", ".json.gz")


def _files(items: list[str]) -> list[Path]:
    out: list[Path] = []
    for item in items:
        p = Path(item)
        found = sorted(p.rglob("*")) if p.is_dir() else [p]
        out += [f for f in found if f.is_file() and f.name.endswith(SUFFIXES)]
    return out


def _essence(rv: Any) -> dict[str, Any]:
    """What must be the same whatever the format: each round's results and payments, the final scores."""
    d = rv.to_dict(False)
    rounds = [{"label": r["label"], "honba": r["honba"], "error": r["error"], "matches": r["matches"],
               "deltas": r["deltas"], "riichi": r["riichi"],
               "wins": [{k: w[k] for k in ("seat", "from", "tsumo", "hand", "win", "ours", "matches")}
                        for w in r["wins"]],
               "draw": None if r["draw"] is None else {k: r["draw"][k] for k in ("ours", "matches")}}
              for r in d["rounds"]]
    return {"rounds": rounds, "final": [s["final_score"] for s in d["summary"]]}


def one(job: tuple[Path, bool, tuple[str, ...]]) -> dict[str, Any]:
    path, judge, formats = job
    out: dict[str, Any] = {"file": str(path), "folder": path.parent.name}
    start = time.process_time()
    try:
        game = read_log(path)
    except LogError as exc:
        return {**out, "unreadable": exc.message, "cpu": time.process_time() - start}
    rv = review(game, judge=judge)
    out["cpu"] = time.process_time() - start
    out["players"] = game.players
    out["rounds"] = len(rv.rounds)
    out["wins"] = sum(len(r.wins) for r in rv.rounds)
    out["draws"] = sum(1 for r in rv.rounds if r.draw is not None)
    out["not_reviewed"] = [f"{r.label} (honba {r.honba}): {r.error}" for r in rv.rounds if r.error]
    out["problems"] = list(game.problems)
    out["differ"] = [f"{r.label} (honba {r.honba}): {'; '.join(x.differences)}"
                     for r in rv.rounds for x in (*r.wins, *((r.draw,) if r.draw else ())) if not x.matches]
    out["formats"] = {}
    if formats:
        mine = _essence(rv if not judge else review(game, judge=False))
        for fmt in formats:
            out["formats"][fmt] = _other_format(game, fmt, mine)
    return out


def _other_format(game: Any, fmt: str, mine: dict[str, Any]) -> str:
    """'same', or what differs when the game is written in ``fmt`` and read back."""
    if fmt == "tenhou":
        from tenhou_writer import to_tenhou

        text = to_tenhou(game)
    elif fmt == "mjai":
        from mjai_writer import to_mjai

        text = to_mjai(game)
    else:
        return "same"
    try:
        theirs = _essence(review(read_log(text), judge=False))
    except LogError as exc:
        return f"refused: {exc.message}"
    if theirs == mine:
        return "same"
    for a, b in zip(mine["rounds"], theirs["rounds"], strict=False):
        if a != b:
            keys = [k for k in a if a[k] != b.get(k)]
            return f"round {a['label']} (honba {a['honba']}) differs in {', '.join(keys)}"
    if len(mine["rounds"]) != len(theirs["rounds"]):
        return f"{len(theirs['rounds'])} rounds read back, not {len(mine['rounds'])}"
    return f"final scores {theirs['final']}, not {mine['final']}"


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--judge", action="store_true", help="weigh every discard with the judge too")
    ap.add_argument("--formats", default="", help="also compare conversions: tenhou, mjai (comma-separated)")
    ap.add_argument("--json", action="store_true", help="one JSON line per game")
    ns = ap.parse_args(argv)
    files = _files(ns.paths)
    if not files:
        print("no logs found", file=sys.stderr)
        return 2
    formats = tuple(f for f in ns.formats.split(",") if f)
    wall = time.perf_counter()
    with ProcessPoolExecutor(ns.jobs) as pool:
        results = list(pool.map(one, [(f, ns.judge, formats) for f in files], chunksize=4))
    wall = time.perf_counter() - wall
    if ns.json:
        for r in results:
            print(json.dumps(r, ensure_ascii=False))
        return 0
    by_folder: dict[str, Counter[str]] = {}
    bad = 0
    for r in results:
        c = by_folder.setdefault(r["folder"], Counter())
        c["games"] += 1
        c["cpu"] += r["cpu"]
        if "unreadable" in r:
            c["unreadable"] += 1
            bad += 1
            print(f"{r['file']}: not read: {r['unreadable']}")
            continue
        for k in ("rounds", "wins", "draws"):
            c[k] += r[k]
        c["not_reviewed"] += len(r["not_reviewed"])
        c["differ"] += len(r["differ"])
        wrong = r["not_reviewed"] + r["differ"] + [f"as {f}: {v}" for f, v in r["formats"].items() if v != "same"]
        for f, v in r["formats"].items():
            c[f"{f} same"] += v == "same"
        if wrong:
            bad += 1
            print(f"{r['file']}:")
            for line in wrong:
                print(f"  {line}")
    cpu = sum(c["cpu"] for c in by_folder.values())
    for folder, c in sorted(by_folder.items()):
        conv = "".join(f", {c[f + ' same']} the same as {f}" for f in formats)
        print(f"{folder}: {c['games']} games, {c['rounds']} rounds ({c['wins']} wins, {c['draws']} draws): "
              f"{c['not_reviewed']} rounds not reviewed, {c['differ']} results differ, {c['unreadable']} unreadable"
              f"{conv}")
    print(f"{len(files)} games, {bad} not reviewed right; {wall:.0f} s wall, {cpu:.0f} CPU-s in the reviews "
          f"({len(files) / cpu:.1f} games per CPU second{' with the judge' if ns.judge else ', no judge'})")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
