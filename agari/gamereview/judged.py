"""A seat's game as the judge sees it: agreement, points lost, push or fold against riichi, deal-ins' danger."""

from __future__ import annotations

from collections.abc import Sequence

from agari.gamereview.result import Decision, RoundReview
from agari.gamereview.verdict import DEALT_IN, FOLDED, NEITHER, PUSHED, WON, DealIn, Judged, PushFold
from agari.logs.record import DISCARD, Round


def _title(r: RoundReview) -> str:
    return r.label + (f"-{r.honba}" if r.honba else "")


def _last_discard(rnd: Round, seat: int) -> int:
    """The event number (1 first) of the seat's last discard in the round, 0 when none."""
    last = 0
    for number, e in enumerate(rnd.events, 1):
        if e.kind == DISCARD and e.seat == seat:
            last = number
    return last


def judged(seat: int, rounds: Sequence[RoundReview], records: Sequence[Round]) -> Judged:
    """The judge's figures of ``seat`` over the reviewed rounds (``records``: the game's rounds, same order)."""
    weighed = [d for r in rounds for d in r.decisions if d.seat == seat and d.verdict is not None]
    agree = sum(1 for d in weighed if d.verdict is not None and d.verdict.agrees)
    lost = sum(d.verdict.points_lost for d in weighed if d.verdict is not None)
    push_fold = []
    deal_ins = []
    for r, rnd in zip(rounds, records, strict=False):
        if r.error:
            continue
        mine: list[Decision] = [d for d in r.decisions if d.seat == seat]
        faced = [d.verdict for d in mine if d.verdict is not None and d.verdict.threatened]
        dealt = [w for w in r.wins if w.from_seat == seat and w.seat != seat]
        if faced:
            end = DEALT_IN if dealt else WON if any(w.seat == seat for w in r.wins) else NEITHER
            push_fold.append(PushFold(_title(r), PUSHED if any(v.pushed for v in faced) else FOLDED, end))
        for w in dealt[:1]:  # a double ron is one deal-in
            last = _last_discard(rnd, seat)
            d = next((d for d in mine if d.event == last and d.discard.index == w.win.index), None)
            v = None if d is None else d.verdict
            deal_ins.append(DealIn(_title(r), w.win, None if v is None else v.danger,
                                   None if v is None else v.recommended, None if v is None else v.recommended_danger))
    by_turn: dict[int, list[float]] = {}
    for d in weighed:
        if d.verdict is not None:
            by_turn.setdefault(d.turn - 1, []).append(d.verdict.points_lost)
    turns = max(by_turn, default=-1) + 1
    lost_by_turn = tuple(sum(by_turn.get(i, [0.0])) / len(by_turn.get(i, [0.0])) for i in range(turns))
    return Judged(len(weighed), agree, lost, tuple(push_fold), tuple(deal_ins), lost_by_turn)
