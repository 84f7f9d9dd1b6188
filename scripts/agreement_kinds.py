"""Agreement with strong players on the decisions other than a discard: riichi or dama, call or pass, kan or none.

    python scripts/agreement_kinds.py CORPUS --part test     # the games of one corpus part (scripts/corpus_split.py)
    python scripts/agreement_kinds.py tests/logs/tenhou      # any log files or folders
    python scripts/agreement.py --kinds CORPUS --part test   # the same, from the discard measure's script

Per kind: the decisions, the share where the judge's choice (``agari.judge.kinds``, the fitted preference of
``agari.judge.kind_weights``) is the player's action, the share of the constant answer (the commonest action of the
kind: dama, pass, none), and for calls the share of the player's calls the judge also makes and of the judge's calls
the player made.  Three players, four players and east-only games are counted apart as well.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import sys
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from corpus_split import SUFFIXES, games  # noqa: E402

from agari.judge.kinds import choices  # noqa: E402
from agari.logs import read_log  # noqa: E402

KINDS = ("riichi", "call", "kan")


def files_of(paths: Sequence[str], which: str | None) -> list[Path]:
    out: list[Path] = []
    for p in paths:
        path = Path(p)
        out += games(path, which) if path.is_dir() else [path] if path.suffix in SUFFIXES else []
    return out


def game_pairs(path: str) -> list[tuple[str, str, str, int, str]]:
    """(kind, action, recommended, players, length) of every decision of one game."""
    try:
        data = Path(path).read_bytes()
        game = read_log(gzip.decompress(data) if path.endswith(".gz") else data)
    except Exception as exc:  # noqa: BLE001 - one bad log never stops the measure
        print(f"{path}: {exc}", file=sys.stderr)
        return []
    return [(c.kind, c.action, c.recommended, game.players, game.rule.length) for c in choices(game)]


def tally(rows: Sequence[tuple[str, str, str, int, str]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for kind in KINDS:
        mine = [r for r in rows if r[0] == kind]
        n = len(mine)
        common = Counter(r[1] for r in mine).most_common(1)
        constant, hits = common[0] if common else ("-", 0)
        entry: dict[str, Any] = {"decisions": n, "agree": sum(1 for r in mine if r[1] == r[2]),
                                 "constant": constant, "constant_agree": hits}
        if kind == "call":
            made = [r for r in mine if r[1] != "pass"]
            judged = [r for r in mine if r[2] != "pass"]
            entry["player_calls"] = len(made)
            entry["player_calls_judge_makes"] = sum(1 for r in made if r[2] == r[1])
            entry["judge_calls"] = len(judged)
            entry["judge_calls_player_made"] = sum(1 for r in judged if r[1] == r[2])
        out[kind] = entry
    return out


def pct(a: int, b: int) -> str:
    return f"{100 * a / b:5.1f} %" if b else "    -"


def lines(name: str, t: dict[str, Any]) -> list[str]:
    out = [f"{name}:", f"  {'kind':<7} {'decisions':>9} {'judge':>8} {'constant':>16}  calls shares"]
    for kind in KINDS:
        e = t[kind]
        shares = ""
        if kind == "call":
            shares = (f"player's calls the judge makes {pct(e['player_calls_judge_makes'], e['player_calls'])}, "
                      f"judge's calls the player made {pct(e['judge_calls_player_made'], e['judge_calls'])}")
        out.append(f"  {kind:<7} {e['decisions']:>9} {pct(e['agree'], e['decisions']):>8} "
                   f"{pct(e['constant_agree'], e['decisions']):>8} ({e['constant']:<5})  {shares}")
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("paths", nargs="+", help="log files or folders (a corpus folder with --part)")
    ap.add_argument("--part", choices=("train", "valid", "test"), help="only this part of the corpus split")
    ap.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1))
    ap.add_argument("--json", action="store_true", help="the counts as JSON")
    a = ap.parse_args(argv)
    files = files_of(a.paths, a.part)
    if not files:
        print("agreement_kinds: no log files", file=sys.stderr)
        return 2
    with ProcessPoolExecutor(a.jobs) as pool:
        per_game = list(pool.map(game_pairs, [str(f) for f in files], chunksize=2))
    rows = [r for g in per_game for r in g]
    groups = {"all": rows, "4 players": [r for r in rows if r[3] == 4], "3 players": [r for r in rows if r[3] == 3],
              "east-only": [r for r in rows if r[4] == "east"]}
    result = {name: tally(g) for name, g in groups.items() if g}
    if a.json:
        print(json.dumps({"games": len(files), **result}))
        return 0
    print(f"{len(files)} games" + (f" (part {a.part})" if a.part else ""))
    for name, t in result.items():
        print("\n".join(lines(name, t)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
