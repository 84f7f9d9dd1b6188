"""The corpus split by game: every game in one part by its log id, about 70/15/15."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))

from corpus_split import game_id, part  # noqa: E402


def test_the_part_depends_on_the_log_id_alone() -> None:
    a = "4p/2020010100gm-00a9-0000-0b366d75.mjlog.gz"
    assert game_id(a) == "2020010100gm-00a9-0000-0b366d75"
    assert part(a) == part("elsewhere/2020010100gm-00a9-0000-0b366d75.json") == part(game_id(a))


def test_the_parts_are_about_70_15_15() -> None:
    counts = Counter(part(f"2020010100gm-00a9-0000-{i:08x}") for i in range(4000))
    assert set(counts) == {"train", "valid", "test"}
    assert 0.67 < counts["train"] / 4000 < 0.73
    assert 0.12 < counts["valid"] / 4000 < 0.18
    assert 0.12 < counts["test"] / 4000 < 0.18
