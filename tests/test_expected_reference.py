"""agari's expected values equal the reference's (mahjong-cpp, figures stored in tests/expected/) to 1e-9.

Every stored hand, every discard, every stored turn: tenpai chance, win chance, expected score, the
shanten after the discard, the tiles that help with their copies, and the number of states searched.
The biggest searches (3-shanten with both options on) are marked slow: CPython runs them, Pyodide leaves
them out like the other long reference runs.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import agari

DATA = Path(__file__).resolve().parent / "expected" / "mahjong_cpp.jsonl"
LINES: list[dict[str, Any]] = [json.loads(line) for line in DATA.read_text().splitlines() if line.strip()]
BIG = 20_000
"""Searches over this many states are slow tests."""
TOLERANCE = 1e-9


def _close(ours: float, theirs: float) -> bool:
    if theirs == 0.0:
        return ours == 0.0
    return abs(ours - theirs) <= TOLERANCE * abs(theirs)


def _param(line: dict[str, Any]) -> Any:
    marks = [pytest.mark.slow] if line["searched"] > BIG else []
    return pytest.param(line, id=f"{line['case']['id']}-{line['case']['hand']}", marks=marks)


def test_the_data_covers_the_brief() -> None:
    cases = [line["case"] for line in LINES]
    assert all(line["source"].startswith("nekobean/mahjong-cpp 453cae0") for line in LINES)
    assert len(LINES) >= 40
    assert {line["shanten"] for line in LINES} >= {0, 1, 2, 3}
    hands = " ".join(c["hand"] for c in cases)
    assert all(mark in hands for mark in ("(", "[", "0m", "0p"))  # open melds, ankan, red fives
    assert any(len(c["dora"]) >= 3 for c in cases) and any(not c["dora"] for c in cases)
    assert {c.get("seat", "e") for c in cases} >= {"e", "s", "w", "n"}
    assert any(line["rows"][0]["discard"] is None for line in LINES)  # 13-tile hands
    for option in ("shanten_down", "tegawari", "uradora", "red_fives"):
        assert any(c.get(option) is False for c in cases), option


@pytest.mark.parametrize("line", [_param(line) for line in LINES])
def test_equal_to_the_reference(line: dict[str, Any]) -> None:
    case = {k: v for k, v in line["case"].items() if k != "id"}
    out = agari.handle({"op": "expected", **case})
    assert out["ok"], out
    assert (out["shanten"], out["searched"], out["wall"]) == (line["shanten"], line["searched"], line["wall"])
    rows = out["discards"] or [dict(out["hand_value"], discard=None)]
    ours = {r["discard"]: r for r in rows}
    assert set(ours) == {r["discard"] for r in line["rows"]}
    first = out["turn"]
    for ref in line["rows"]:
        row = ours[ref["discard"]]
        assert row["shanten"] == ref["shanten"], ref["discard"]
        assert [[u["tile"], u["count"]] for u in row["ukeire"]] == ref["ukeire"], ref["discard"]
        for name in ("tenpai", "win", "score"):
            got = [row[name][t - first] for t in line["turns"]]
            bad = [(t, g, r) for t, g, r in zip(line["turns"], got, ref[name], strict=True) if not _close(g, r)]
            assert not bad, (ref["discard"], name, bad)
