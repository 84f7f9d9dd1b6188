"""The review's efficiency figures against an independent brute force over the ``mahjong`` package's shanten
(``tests/review_reference.py``): every decision of one game and of the six chosen rounds in full, and the chosen
discard of every decision of the 11 shared games."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent
LOGS = HERE / "logs"
TENHOU = sorted((LOGS / "tenhou").glob("*.json"))
ROUNDS = sorted((LOGS / "mjai-reviewer").glob("*.json"))
CHOSEN = LOGS / "tenhou" / "2020081220gm-00a9-0000-9ee6ab3b.json"

sys.path.insert(0, str(HERE))
from review_reference import reference_table, seen_of  # noqa: E402
from reviewed import bulk  # noqa: E402


@pytest.fixture(scope="module")
def reviews() -> dict[Path, object]:
    return {p: bulk(p) for p in TENHOU + ROUNDS}


@pytest.mark.parametrize("path", [CHOSEN, *ROUNDS], ids=lambda p: p.name)
def test_efficiency_agrees_with_an_independent_brute_force(path: Path, reviews: dict[Path, object]) -> None:
    """Every decision: the discard's shanten and unseen ukeire, and the best discards, as the brute force."""
    checked = 0
    for r in reviews[path].rounds:  # type: ignore[attr-defined]
        for d in r.decisions:
            table = reference_table(d.hand, seen_of(d.calculator))
            shanten, _, total = table[d.discard.index]
            assert (d.discard_shanten, d.ukeire_count) == (shanten, total), (r.label, d.hand, str(d.discard))
            top = min(v[0] for v in table.values())
            most = max(v[2] for v in table.values() if v[0] == top)
            best = {t for t, v in table.items() if v[0] == top and v[2] == most}
            assert {t.index for t in d.best} == best and (d.best_shanten, d.best_count) == (top, most), d.hand
            checked += 1
    assert checked >= 1


@pytest.mark.slow
def test_efficiency_of_every_shared_game_chosen_discards(reviews: dict[Path, object]) -> None:
    """All 11 games: the chosen discard's shanten and ukeire as the brute force (5,491 decisions)."""
    checked = 0
    for path in TENHOU:
        for r in reviews[path].rounds:  # type: ignore[attr-defined]
            for d in r.decisions:
                table = reference_table(d.hand, seen_of(d.calculator), d.discard.index)
                assert (d.discard_shanten, d.ukeire_count) == table[d.discard.index][::2], (path.name, d.hand)
                checked += 1
    assert checked == 5491


