"""Regression of the game review: the JSON review of every test log, saved and compared byte for byte.

    python3 scripts/regress_review.py save  [FILE]   # the current engine's reviews (.cache/regress-review.jsonl)
    python3 scripts/regress_review.py check [FILE]   # review again, compare line by line; exit 1 on a difference

One line per log of ``tests/logs`` (every format: Tenhou JSON, mjx, mjai, mjlog), the JSON door's ``review`` op
with every decision (the page's and ``agari review --json``'s shape), keys sorted; then the same logs reviewed for
seat 1 alone.  Run it with ``scripts/regress.py`` after any change to the engine or the review: the review grades
thousands of discard decisions of real hands, open ones among them, that the regress corpus does not hold.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import agari  # noqa: E402

SUFFIXES = (".json", ".jsonl", ".mjlog")


def logs() -> list[Path]:
    """Every game log of the tests, in a fixed order (licence files left out)."""
    return sorted(p for p in (ROOT / "tests" / "logs").rglob("*") if p.suffix in SUFFIXES)


def results() -> Iterator[str]:
    for seat in (None, 1):
        for path in logs():
            request: dict[str, Any] = {"op": "review", "log": path.read_text(encoding="utf-8")}
            if seat is not None:
                request["seat"] = seat
            out = agari.handle(request)
            yield json.dumps({"log": str(path.relative_to(ROOT)), "seat": seat, "review": out}, sort_keys=True,
                             ensure_ascii=False)


def main(argv: list[str]) -> int:
    if len(argv) < 2 or argv[1] not in ("save", "check"):
        print(__doc__, file=sys.stderr)
        return 2
    path = Path(argv[2]) if len(argv) > 2 else ROOT / ".cache" / "regress-review.jsonl"
    if argv[1] == "save":
        path.parent.mkdir(parents=True, exist_ok=True)
        lines = list(results())
        path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
        print(f"saved {len(lines)} reviews to {path}")
        return 0
    saved = {_key(line): line for line in path.read_text(encoding="utf-8").splitlines()}
    now = {_key(line): line for line in results()}
    diffs = 0
    for key in sorted(saved.keys() & now.keys(), key=str):
        old, new = saved[key], now[key]
        if old != new:
            diffs += 1
            if diffs <= 5:
                at = next((i for i, (a, b) in enumerate(zip(old, new, strict=False)) if a != b),
                          min(len(old), len(new)))
                print(f"{key[0]} (seat {key[1]}) differs at character {at}:\n"
                      f"  saved: ...{old[max(0, at - 150):at + 150]}\n  now:   ...{new[max(0, at - 150):at + 150]}")
    added, gone = sorted(now.keys() - saved.keys(), key=str), sorted(saved.keys() - now.keys(), key=str)
    for what, keys in (("new log, not in the saved results", added), ("saved, no longer a test log", gone)):
        for key in keys:
            print(f"{key[0]} (seat {key[1]}): {what}")
    print(f"{len(saved.keys() & now.keys())} reviews compared, {diffs} differences, {len(added)} new, "
          f"{len(gone)} gone")
    return 1 if diffs or added or gone else 0


def _key(line: str) -> tuple[str, int | None]:
    """A saved line's log and seat: reviews are compared log by log, so a log added to the tests moves no other."""
    item = json.loads(line)
    return item["log"], item["seat"]

if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
