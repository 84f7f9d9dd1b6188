"""Judge every free discard of a corpus once and keep what the preference's features are read from.

    python scripts/judge_corpus.py extract CORPUS [--jobs 2]   # CORPUS=path/to/phoenix-2020; plus the project's logs

For each game, one gzipped JSON file under ``.cache/judge-corpus/`` (skipped when present: the extraction resumes):
per free discard the value judge's Context (agari.judge.features, its Standing included), every candidate as
``Weighed`` in the value order, and the index of the player's discard.  scripts/fit_judge.py reads these files to
fit the weights and to draw the learning curve; the features themselves are read by agari.judge.features at fit
time, so a new feature needs no new extraction.  Needs no NumPy; judging one four-player game costs about 1.5 s.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import os
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from corpus_split import game_id, games, part  # noqa: E402

CACHE = ROOT / ".cache" / "judge-corpus"
LOCAL = ("tests/logs/tenhou", "tests/logs/mjx", "tests/logs/mjai-reviewer", "tests/logs/corpus/mjai-reviewer",
         "tests/logs/corpus/mjx-rounds", "tests/logs/corpus/mjai-reviewer3p", "tests/logs/phoenix")
"""The project's own real logs (scripts/agreement.py's TRAINING and KEPT_ASIDE)."""


def kind_of(game: Any) -> str:
    """``3p``, ``4p-east`` or ``4p``."""
    return "3p" if game.players == 3 else "4p-east" if game.rule.length == "east" else "4p"


def decisions(path: Path) -> Iterator[dict[str, Any]]:
    """Every free discard of one log, judged by value alone."""
    from agari.core.errors import AgariError
    from agari.judge import judge, moments
    from agari.judge.judge import as_weighed
    from agari.logs import read_log

    game = read_log(str(path))
    kind = kind_of(game)
    for m, watch in moments(game):
        try:
            j = judge(watch, m.seat, prefer=False)
        except AgariError:
            continue
        assert j.context is not None
        pick = next((i for i, c in enumerate(j.candidates) if c.tile.index == m.tile.index), None)
        if pick is None:
            continue
        c = j.context
        yield {"kind": kind, "round": m.round, "event": m.event, "seat": m.seat, "pick": pick,
               "riichi": m.riichi, "call": m.call, "tsumogiri": m.tsumogiri,
               "context": [list(x) if isinstance(x, tuple) else x for x in c[:-1]],
               "standing": [list(x) if isinstance(x, tuple) else x for x in (c.standing or ())],
               "candidates": [list(w) for w in as_weighed(j.candidates)]}


def target(path: Path, sub: str) -> Path:
    return CACHE / sub / f"{game_id(path)}.json.gz"


def one(job: tuple[str, str]) -> tuple[str, int, float]:
    path, sub = Path(job[0]), job[1]
    out = target(path, sub)
    start = time.perf_counter()
    try:
        rows = list(decisions(path))
    except Exception as e:  # a log the reader refuses: noted, never fitted on
        print(f"{path.name}: {e}", file=sys.stderr)
        rows = []
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(".tmp")
    with gzip.open(tmp, "wt", encoding="utf-8") as f:
        json.dump({"file": path.name, "part": part(path), "decisions": rows}, f)
    tmp.replace(out)
    return path.name, len(rows), time.perf_counter() - start


def jobs(corpus: Path | None) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    if corpus is not None:
        out += [(str(f), "corpus/" + str(f.parent.relative_to(corpus))) for f in games(corpus)]
    for local in LOCAL:
        folder = ROOT / local
        out += [(str(f), local.replace("/", "_")) for f in sorted(folder.rglob("*"))
                if f.suffix in (".json", ".jsonl") and "state" not in f.parts]
    return out


def load(with_path: bool = False) -> Iterator[Any]:
    """Every cached game: (its sub-folder, its record), or (its sub-folder, its file, its record)."""
    for f in sorted(CACHE.rglob("*.json.gz")):
        rel = str(f.parent.relative_to(CACHE))
        with gzip.open(f, "rt", encoding="utf-8") as h:
            rec = json.load(h)
        yield (rel, f, rec) if with_path else (rel, rec)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("command", choices=("extract",))
    ap.add_argument("corpus", nargs="?", type=Path)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--limit", type=int, default=0, help="at most this many games (a trial run)")
    a = ap.parse_args(argv)
    todo = [j for j in jobs(a.corpus) if not target(Path(j[0]), j[1]).exists()]
    if a.limit:
        todo = todo[:a.limit]
    # the valid and test parts first (every choice and figure needs them whole), then train; the kinds mixed
    todo.sort(key=lambda j: (part(j[0]) == "train", hashlib.md5(Path(j[0]).name.encode()).hexdigest()))
    print(f"{len(todo)} games to judge", flush=True)
    os.nice(5)
    start = time.perf_counter()
    with ProcessPoolExecutor(max(1, a.jobs)) as pool:
        for i, (name, n, secs) in enumerate(pool.map(one, todo, chunksize=1), 1):
            print(f"{i}/{len(todo)} {name}: {n} decisions, {secs:.1f} s ({time.perf_counter() - start:.0f} s)",
                  flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
