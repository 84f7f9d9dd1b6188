"""Riichi or dama: a closed hand that can declare riichi (tenpai after a discard, 1,000 points, four tiles left in
the wall), each option valued by the cheap model and weighed by the fitted preference."""

from __future__ import annotations

from collections.abc import Sequence

from agari.analysis.ukeire import improving
from agari.core.errors import AgariError
from agari.core.notation import MeldKind
from agari.core.shanten import chiitoitsu_shanten
from agari.core.tile import type_name
from agari.danger.model import assess
from agari.danger.watch import Watch
from agari.judge.choice import (
    Choice,
    all_last,
    draws_left,
    placement,
    reds_of,
    score,
    shanten14,
    situation_of,
    softmax,
    speed13,
    thousands,
    unseen,
)
from agari.judge.judge import judge
from agari.judge.kind_weights import WEIGHTS
from agari.judge.value import CLOSED_HAN, RON, Shape, han_shown, points_of, win_chance
from agari.logs.table import WALL_DRAWS, Table

RIICHI = "riichi"
DAMA = "dama"
OPTIONS = (DAMA, RIICHI)
STICK = 1000
URA = 0.4
"""[ours] The han riichi adds beside its own: ura dora and ippatsu, on average."""
TSUMO_SHARE = 1.0 / (1.0 + RON)
"""A hand without a yaku of its own wins by tsumo only: this share of its wins."""
MIN_WALL = 4
MIN_SCORE = 1000


def can_riichi(table: Table, seat: int, start_score: int) -> bool:
    """Riichi is open to the seat now (its hand of 14 tiles before the discard)."""
    s = table.seats[seat]
    return (s.known and s.riichi_at < 0 and s.size == 14 and all(m.kind is MeldKind.ANKAN for m in s.melds)
            and start_score >= MIN_SCORE and draws_left(table) >= MIN_WALL
            and shanten14(s.counts, s.copies, len(s.melds)) <= 0)


def _dama_yaku(counts: list[int], yakuhai: tuple[int, ...], chiitoi: bool, waits: list[int]) -> bool:
    """The tenpai hand has a yaku without riichi for a ron: a yakuhai set, all simples, seven pairs, one suit (honors
    allowed)."""
    if chiitoi or any(counts[k] >= 3 for k in yakuhai):
        return True
    if all(counts[k] == 0 for k in range(34) if k >= 27 or k % 9 in (0, 8)) and all(
            k < 27 and k % 9 not in (0, 8) for k in waits):
        return True
    return len({k // 9 for k in range(27) if counts[k]}) == 1


def _was_tenpai(table: Table, seat: int) -> bool:
    """The hand was ready before this draw (the player stayed dama a turn ago, or could have)."""
    s = table.seats[seat]
    if s.last_draw is None:
        return False
    counts = list(s.counts)
    counts[s.last_draw.index] -= 1
    return shanten14(counts, s.copies, len(s.melds)) == 0


def figures(table: Table, seat: int, length: str, danger: Sequence[float] | None = None) -> tuple[
        dict[str, float], tuple[float, float], str]:
    """The decision's named features, the two options' values in points (dama, riichi) and the wait in words
    (``danger``: each kind's deal-in chance, when a riichi is on the table)."""
    s = table.seats[seat]
    left = unseen(table, seat)
    counts = list(s.counts)
    melds = len(s.melds)
    best = (-1, -1, [0])
    alt = 0
    ready: list[int] = []
    for k in range(34):
        if counts[k]:
            counts[k] -= 1
            sh, kinds = improving(counts, s.copies, melds)
            u = sum(left[i] for i in kinds)
            if sh.shanten == 0:
                ready.append(k)
                if u > best[1]:
                    best = (k, u, kinds)
            elif sh.shanten == 1:
                alt = max(alt, u)
            counts[k] += 1
    k, waits, kinds = best
    counts[k] -= 1
    sit = situation_of(table, seat, left)
    chiitoi = chiitoitsu_shanten(counts) == 0 and speed13(counts, s.copies, melds, left)[0] == 0 and all(
        n in (0, 1, 2) for n in counts)
    shape = Shape(tuple(counts), tuple(s.melds), reds_of(table, seat), 0, waits)
    han, _ = han_shown(shape, sit)
    han_dama = max(0.0, han - CLOSED_HAN)
    yaku = _dama_yaku(counts, sit.yakuhai, chiitoi, kinds)
    win = win_chance(0, waits, sit)
    riichi_value = win * points_of(han_dama + 1 + URA + 0.5, sit.dealer) - STICK * (1 - win)
    dama_win = win if yaku else win * TSUMO_SHARE
    dama_value = dama_win * points_of(han_dama + (0 if yaku else 1) + 0.3, sit.dealer)
    scores = table.round.scores
    place = placement(scores, seat)
    last = all_last(table, length)
    dora = sum(counts[d] for d in sit.dora) + reds_of(table, seat)
    f = {
        "waits": waits / 4.0, "few_waits": 1.0 if waits <= 4 else 0.0, "yaku": 1.0 if yaku else 0.0,
        "han_dama": min(han_dama, 6.0), "dora": float(min(dora, 4)), "dealer": 1.0 if sit.dealer else 0.0,
        "stage": table.draws / WALL_DRAWS[table.players], "late": 1.0 if draws_left(table) < 16 else 0.0,
        "threat": sit.threat, "first": 1.0 if place == 0 else 0.0, "last_place": 1.0 if place == table.players - 1
        else 0.0, "all_last": 1.0 if last else 0.0, "all_last_top": 1.0 if last and place == 0 else 0.0,
        "mangan_dama": 1.0 if yaku and han_dama >= 4.5 else 0.0, "chiitoi": 1.0 if chiitoi else 0.0,
        "gain": (riichi_value - dama_value) / 1000.0, "karaten": 1.0 if waits == 0 else 0.0,
        "was_tenpai": 1.0 if _was_tenpai(table, seat) else 0.0, "shape_ukeire": alt / 20.0,
        "shape_over_wait": 1.0 if alt >= 4 * max(waits, 1) else 0.0, "ready_discards": min(len(ready), 4) / 4.0,
        "drawn_ready": 1.0 if s.last_draw is not None and s.last_draw.index in ready else 0.0,
        "ready_danger": 10.0 * min(danger[k] for k in ready) if danger is not None else 0.0,
        "threat_yaku": sit.threat * (1.0 if yaku else 0.0),
        "furiten": 1.0 if any(t.index in kinds for t in s.pond) else 0.0,
    }
    wait = "".join(type_name(i) for i in kinds)
    return f, (dama_value, riichi_value), wait


def discard_figures(watch: Watch, seat: int) -> dict[str, float]:
    """What the discard judge says of this hand: the chance strong players throw a tile that keeps it ready, and the
    best ready discard's value against the best of all (in thousands)."""
    try:
        j = judge(watch, seat)
    except AgariError:
        return {}
    ready = [c for c in j.candidates if c.shanten <= 0]
    if not ready:
        return {}
    top = max(c.points for c in j.candidates)
    return {"ready_chance": sum(c.chance for c in ready),
            "ready_gap": max(-3.0, (max(c.points for c in ready) - top) / 1000.0),
            "sanma": 1.0 if watch.table.players == 3 else 0.0}


def judge_riichi(watch: Watch, seat: int, action: str, event: int, hand: str, length: str) -> Choice:
    """The riichi-or-dama decision of ``seat`` now (``action``: what the player did)."""
    table = watch.table
    threatened = any(o.riichi_at >= 0 for o in table.seats if o.seat != seat)
    danger = assess(watch.view(seat)).anyone if threatened else None
    f, values, wait = figures(table, seat, length, danger)
    f.update(discard_figures(watch, seat))
    z = score(WEIGHTS["riichi"], f)
    chances = softmax((0.0, z))
    rec = OPTIONS[1] if chances[1] >= 0.5 else OPTIONS[0]
    yaku = "a yaku of its own" if f["yaku"] else "no yaku without riichi"
    reason = (f"{rec}: waiting on {wait} ({round(f['waits'] * 4)} tiles), {yaku}; riichi worth "
              f"{thousands(values[1])}, dama {thousands(values[0])}; strong players {round(chances[1] * 100)}% riichi")
    return Choice(RIICHI, table.round.order, event, seat, hand, action, rec, OPTIONS, chances, values, reason,
                  f"wait {wait}", ({}, f))
