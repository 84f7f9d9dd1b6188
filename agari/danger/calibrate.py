"""Calibration: every discard made into a declared riichi in real logs, the model's chance against what happened.

For each discard while another player is in riichi (the riichi stick down), the discarder's view before the
discard gives the model's chance that it deals in to that player; the outcome is whether that player won on it.
The naive baseline calls every tile that is not genbutsu equally dangerous (the rate of deal-ins among such
discards in the tuning logs) and genbutsu safe.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import NamedTuple

from agari.danger.model import assess, category
from agari.danger.watch import Watch
from agari.logs import GameRecord, read_log
from agari.logs.record import DISCARD, LogError, Round

TUNING = ("tests/logs/tenhou/*.json",)
"""The logs the model was looked at and checked on while it was written (11 Phoenix games)."""
HELD_OUT = ("tests/logs/mjx/*.json", "tests/logs/mjai-reviewer/*.json", "tests/logs/corpus/mjai-reviewer/*.json",
            "tests/logs/corpus/mjx-rounds/*.jsonl", "tests/logs/corpus/mjai-reviewer3p/*.json")
"""The real logs kept aside: never looked at while the model's figures were set."""
BINS = (0.0, 0.0005, 0.02, 0.04, 0.07, 0.10, 0.15, 1.01)
"""Bin edges of the predicted chance (the first bin is the tiles the model calls safe)."""


class Record(NamedTuple):
    """One discard into one riichi."""

    chance: float
    genbutsu: bool
    dealt_in: bool
    category: str


def records(game: GameRecord) -> list[Record]:
    """Every discard into a riichi in ``game`` (rounds the table refuses are skipped)."""
    out: list[Record] = []
    for rnd in game.rounds:
        try:
            out.extend(_round_records(game, rnd))
        except LogError:
            continue
    return out


def _round_records(game: GameRecord, rnd: Round) -> list[Record]:
    watch = Watch(rnd, game.players, game.rule.engine_rules)
    out: list[Record] = []
    last = len(rnd.events) - 1
    for i, e in enumerate(rnd.events):
        if e.kind == DISCARD and e.tile is not None:
            seats = watch.table.seats
            riichi = [y for y in range(game.players) if y != e.seat and seats[y].riichi_accepted]
            if riichi and seats[e.seat].known:
                view = watch.view(e.seat)
                danger = {o.seat: o for o in assess(view).opponents}
                for y in riichi:
                    opp = next(o for o in view.opponents if o.seat == y)
                    cat = category(view, opp, e.tile.index)
                    hit = i == last and any(w.seat == y and w.from_seat == e.seat for w in rnd.wins)
                    out.append(Record(danger[y].danger[e.tile.index], cat == "genbutsu", hit, cat))
        watch.apply(e)
    return out


def files(patterns: Iterable[str], root: Path) -> list[Path]:
    """The log files of ``patterns`` under ``root``, sorted."""
    return sorted(p for pattern in patterns for p in root.glob(pattern))


def collect(paths: Iterable[Path]) -> list[Record]:
    """The records of every log file."""
    out: list[Record] = []
    for p in paths:
        out.extend(records(read_log(str(p))))
    return out


def baseline_rate(recs: list[Record]) -> float:
    """The deal-in rate of discards that are not genbutsu: the naive baseline's chance for every such tile."""
    live = [r for r in recs if not r.genbutsu]
    return sum(r.dealt_in for r in live) / len(live) if live else 0.0


def brier(recs: list[Record], rate: float | None = None) -> float:
    """Mean squared error of the model's chances (or, with ``rate``, of the naive baseline's)."""
    total = 0.0
    for r in recs:
        p = r.chance if rate is None else (0.0 if r.genbutsu else rate)
        total += (p - r.dealt_in) ** 2
    return total / len(recs) if recs else 0.0


class Bin(NamedTuple):
    low: float
    high: float
    discards: int
    predicted: float
    """Mean predicted chance."""
    deal_ins: int

    @property
    def observed(self) -> float:
        return self.deal_ins / self.discards if self.discards else 0.0


def bins(recs: list[Record]) -> list[Bin]:
    """The records by predicted chance: count, mean prediction and deal-ins per bin."""
    out = []
    for low, high in zip(BINS, BINS[1:], strict=False):
        inside = [r for r in recs if low <= r.chance < high]
        mean = sum(r.chance for r in inside) / len(inside) if inside else 0.0
        out.append(Bin(low, high, len(inside), mean, sum(r.dealt_in for r in inside)))
    return out
