"""Shared test helpers: the verified case files and the result comparison of their README."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

CASES_DIR = Path(__file__).parent / "cases"
SCORING_FILES = ("edge.jsonl", "tenhou-sample.jsonl", "majsoul-sample.jsonl")
"""The case files whose lines are scoring cases (``shanten.jsonl`` holds shanten cases)."""

INFO_FIELDS = frozenset({"expect", "why", "tags"})


def load_cases(name: str) -> list[dict[str, Any]]:
    """Every line of ``tests/cases/<name>`` as a dict."""
    with open(CASES_DIR / name, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def case_input(case: dict[str, Any]) -> dict[str, Any]:
    """The case without its reader-only fields (``expect``, ``why``, ``tags``)."""
    return {k: v for k, v in case.items() if k not in INFO_FIELDS}


def _yaku_multiset(yaku: Any) -> Counter[tuple[str, int]]:
    return Counter((str(name), int(han)) for name, han in yaku)


def mismatches(result: dict[str, Any], expect: dict[str, Any]) -> list[str]:
    """What differs between a result and an ``expect`` (empty list = they match).

    As the cases README says: ``ok`` and ``error`` always; for wins ``han``, ``fu``,
    ``yakuman``, ``yaku`` (as a multiset), ``points``, ``payments`` and ``total``
    where expected.
    """
    diffs: list[str] = []
    for key in ("ok", "error"):
        if result.get(key) != expect.get(key):
            diffs.append(f"{key}: got {result.get(key)!r}, expected {expect.get(key)!r}")
    if diffs or not expect.get("ok"):
        return diffs
    for key in ("han", "fu", "yakuman", "points", "payments", "total"):
        if key == "total" and key not in expect:
            continue
        if result.get(key) != expect.get(key):
            diffs.append(f"{key}: got {result.get(key)!r}, expected {expect.get(key)!r}")
    got_yaku = _yaku_multiset(result.get("yaku") or [])
    want_yaku = _yaku_multiset(expect.get("yaku") or [])
    if got_yaku != want_yaku:
        diffs.append(f"yaku: got {sorted(got_yaku.elements())}, expected {sorted(want_yaku.elements())}")
    return diffs


def describe(case: dict[str, Any], diffs: list[str]) -> str:
    """One readable line for a failing case."""
    return f"{case.get('id')}: {json.dumps(case_input(case), ensure_ascii=False)}\n    " + "\n    ".join(diffs)
