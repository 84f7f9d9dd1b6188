"""Damaged real logs into the readers, the review and the page's door (``tests/logfuzz.py``): nothing raises, every
refusal is one sentence, every record read is reviewed.  ``scripts/fuzz_review.py`` runs the same at corpus scale."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest
from logfuzz import MJLOG_DAMAGE, damage_mjlog, damage_tenhou, feed

LOGS = Path(__file__).resolve().parent / "logs"
MJLOGS = sorted((LOGS / "phoenix-2020").glob("*.mjlog")) + sorted((LOGS / "mjlog").glob("*.mjlog"))
JSONS = sorted((LOGS / "tenhou").glob("*.json"))[:3] + [LOGS / "corpus" / "mjai-reviewer3p" / "double_nukidora.json"]


def _run(paths: list[Path], damage: object, samples: int, seed: int) -> tuple[Counter[str], Counter[str]]:
    kinds: Counter[str] = Counter()
    done: Counter[str] = Counter()
    for k in range(samples):
        path = paths[k % len(paths)]
        rng = random.Random(seed + k)
        what, sample = damage(rng, path.read_text(encoding="utf-8"))  # type: ignore[operator]
        kind, detail = feed(sample, judge=k == 0)
        assert kind != "FAILED", f"{path.name} seed {seed + k} ({what}): {detail}"
        kinds[kind] += 1
        done.update(what.split(" + "))
    return kinds, done


@pytest.mark.slow  # the readers and the review are the same code in Pyodide
def test_damaged_mjlogs() -> None:
    kinds, done = _run(MJLOGS, damage_mjlog, 100, 1000)
    assert kinds["refused"] > 20 and kinds["reviewed"] > 20
    assert set(MJLOG_DAMAGE) | {"cut gzip"} <= set(done)


@pytest.mark.slow
def test_damaged_tenhou_json() -> None:
    kinds, done = _run(JSONS, damage_tenhou, 60, 5000)
    assert kinds["refused"] > 5 and kinds["reviewed"] > 20
    assert {"cut", "nest", "flip", "odd value", "drop element", "duplicate element", "swap elements"} <= set(done)
