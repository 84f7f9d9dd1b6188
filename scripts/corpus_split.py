"""The split by game of a corpus of real logs (e.g. the 715 Phoenix games of 2020): every game in one part, by a hash
of its file name, so every script that fits or measures on a corpus agrees on which games it may learn from.

    python scripts/corpus_split.py FOLDER          # the counts of each part, per sub-folder
    python scripts/corpus_split.py FOLDER --list   # every file with its part

- ``train`` (70 %): fitting (weights, tables);
- ``valid`` (15 %): every choice made while fitting (features, model, penalty, learning curves);
- ``test`` (15 %): the figures reported as "games never fitted on"; read once the choices are made.

The part of a game depends only on its file name (its log id), never on the folder it was found in or its order.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from collections import Counter
from pathlib import Path

PARTS = ("train", "valid", "test")
SUFFIXES = (".json", ".jsonl", ".mjlog", ".xml", ".gz")


def game_id(path: str | Path) -> str:
    """The game's log id: its file name without the log suffixes (``2020010100gm-00a9-0000-xxxx``)."""
    name = Path(path).name
    while Path(name).suffix in SUFFIXES:
        name = name[: -len(Path(name).suffix)]
    return name


def part(path: str | Path) -> str:
    """The part a game belongs to: ``train``, ``valid`` or ``test``."""
    bucket = int(hashlib.sha256(game_id(path).encode()).hexdigest()[:8], 16) % 20
    return "test" if bucket < 3 else "valid" if bucket < 6 else "train"


def games(folder: str | Path, which: str | None = None) -> list[Path]:
    """Every log file under folder (sorted), or only those of one part."""
    files = sorted(f for f in Path(folder).rglob("*") if f.is_file() and f.suffix in SUFFIXES)
    return [f for f in files if which is None or part(f) == which]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("folder")
    ap.add_argument("--list", action="store_true", help="every file with its part")
    a = ap.parse_args(argv)
    files = games(a.folder)
    if not files:
        print(f"corpus_split: no log files under {a.folder}", file=sys.stderr)
        return 2
    if a.list:
        for f in files:
            print(f"{part(f)}\t{f}")
        return 0
    counts: Counter[tuple[str, str]] = Counter((str(f.parent.relative_to(a.folder)), part(f)) for f in files)
    for sub in sorted({s for s, _ in counts}):
        print(f"{sub:12} " + "  ".join(f"{p} {counts[sub, p]:4}" for p in PARTS))
    return 0


if __name__ == "__main__":
    sys.exit(main())
