"""Call or pass: a discard another seat could chi (four players, the seat on the discarder's right... its left
neighbour's discard), pon or kan; each option valued by the cheap model (speed after the call, the yaku the open
hand keeps, the value lost by opening) and weighed by the fitted preference."""

from __future__ import annotations

from typing import NamedTuple

from agari.core.notation import Meld, MeldKind
from agari.core.tile import Tile, type_name
from agari.judge.choice import (
    PASS,
    Choice,
    draws_left,
    reds_of,
    score,
    situation_of,
    softmax,
    speed13,
    speed14,
    thousands,
    unseen,
)
from agari.judge.kind_weights import WEIGHTS
from agari.judge.value import Shape, estimate, han_shown
from agari.logs.table import WALL_DRAWS, SeatState, Table

CHI = "chi"
PON = "pon"
KAN = "kan"
KIND_OF = {"chi": CHI, "pon": PON, "daiminkan": KAN}
"""The log's call kinds in the review's words."""


class Option(NamedTuple):
    """One way to call: its kind, the hand's tiles it takes, its features and its value."""

    kind: str
    uses: tuple[int, ...]
    features: dict[str, float]
    value: float
    after: int
    """The kind of the best tile thrown after (-1 after a kan: a replacement tile comes first)."""


def call_ways(table: Table, seat: int, discarder: int, tile: Tile) -> list[tuple[str, tuple[int, ...]]]:
    """Every call ``seat`` could make on ``tile``: (kind, the kinds from the hand), chi each way it fits."""
    s = table.seats[seat]
    if not s.known or s.riichi_at >= 0 or seat == discarder or table.draws >= WALL_DRAWS[table.players]:
        return []
    c = s.counts
    k = tile.index
    out: list[tuple[str, tuple[int, ...]]] = []
    if table.players == 4 and (discarder + 1) % 4 == seat and k < 27:
        r = k % 9
        for a, b in ((-2, -1), (-1, 1), (1, 2)):
            if r + a >= 0 and r + b <= 8 and c[k + a] and c[k + b]:
                out.append((CHI, (k + a, k + b)))
    if c[k] >= 2:
        out.append((PON, (k, k)))
    if c[k] >= 3 and len(table.four_kans_seats) < 4:
        out.append((KAN, (k, k, k)))
    return out


def f_closed(s: SeatState) -> bool:
    """The hand has no open meld."""
    return not any(m.opened for m in s.melds)


def _option(table: Table, seat: int, tile: Tile, kind: str, uses: tuple[int, ...], before: tuple[int, int],
            pass_value: float, pass_win: float, left: list[int]) -> Option:
    s = table.seats[seat]
    sit = situation_of(table, seat, left)
    counts = list(s.counts)
    copies = list(s.copies)
    for u in uses:
        counts[u] -= 1
    kinds = sorted((*uses, tile.index))
    for u in kinds:
        copies[u] += 1
    melds = len(s.melds) + 1
    meld = Meld(MeldKind.KAN if kind == KAN else MeldKind.PON if kind == PON else MeldKind.CHI,
                tuple(Tile(u) for u in kinds))
    if kind == KAN:
        sh, u = speed13(counts, copies, melds, left)
        after = -1
    else:
        sh, u, after = speed14(counts, copies, melds, left)
        counts[after] -= 1
    shape = Shape(tuple(counts), (*s.melds, meld), reds_of(table, seat), sh, u)
    est = estimate(shape, sit)
    _, yaku = han_shown(shape, sit)
    k = tile.index
    held = [a + sum(1 for m in shape.melds for t in m.tiles if t.index == i) for i, a in enumerate(counts)]
    suited = {i // 9 for i in range(27) if held[i]}
    f = {
        kind: 1.0, "step": float(before[0] - sh), "tenpai_after": 1.0 if sh == 0 else 0.0,
        "ukeire_change": (u - before[1]) / 20.0, "shanten_before": float(min(before[0], 4)),
        "yakuhai": 1.0 if kind != CHI and k in sit.yakuhai else 0.0, "yaku_after": 1.0 if yaku else 0.0,
        "closed": 0.0 if any(m.opened for m in s.melds) else 1.0,
        "dora": float(min(4, sum(held[d] for d in sit.dora) + reds_of(table, seat))),
        "threat": sit.threat, "stage": table.draws / WALL_DRAWS[table.players], "dealer": 1.0 if sit.dealer else 0.0,
        "gain": max(-3.0, min(3.0, (est.value - pass_value) / 1000.0)),
        "honor": 1.0 if k >= 27 else 0.0, "flush": 1.0 if len(suited) == 1 else 0.0,
        "late": 1.0 if draws_left(table) < 16 else 0.0,
        "open_yaku": (1.0 if yaku else 0.0) * (0.0 if f_closed(s) else 1.0),
        "closed_no_yaku": (0.0 if yaku else 1.0) * (1.0 if f_closed(s) else 0.0),
        "step_yaku": float(before[0] - sh) * (1.0 if yaku else 0.0),
        "tanyao": 1.0 if all(held[i] == 0 for i in range(34) if i >= 27 or i % 9 in (0, 8)) else 0.0,
        "pairs": float(sum(1 for n in counts if n >= 2)) / 4.0,
        "win_after": est.win, "win_pass": pass_win, "points_after": est.points / 8000.0,
        "threat_not_ready": sit.threat * (0.0 if sh == 0 else 1.0),
        "shanten_after": float(min(sh, 4)),
        "step_tenpai": float(before[0] - sh) * (1.0 if sh == 0 else 0.0),
        "closed_ready": 1.0 if before[0] == 0 and f_closed(s) else 0.0,
        "far": 1.0 if before[0] >= 3 else 0.0,
        "guest_honor": 1.0 if k >= 27 and k not in sit.yakuhai else 0.0,
        "dora_called": float(sum(1 for d in sit.dora if d == k) + (1 if tile.red else 0)),
        "sanma": 1.0 if table.players == 3 else 0.0,
        "value_yaku": est.points / 8000.0 * (1.0 if yaku else 0.0),
        "yakuhai_pair": 1.0 if any(held[y] == 2 for y in sit.yakuhai) else 0.0,
        "open_step": float(before[0] - sh) * (0.0 if f_closed(s) else 1.0),
        "yaochuu_left": min(6, sum(held[i] for i in range(34) if i >= 27 or i % 9 in (0, 8))) / 6.0,
        "closed_near": 1.0 if before[0] <= 1 and f_closed(s) else 0.0,
        "ukeire_before": before[1] / 20.0,
        "no_yaku_step": float(before[0] - sh) * (0.0 if yaku else 1.0),
    }
    return Option(kind, uses, f, est.value, after)


def judge_call(table: Table, seat: int, discarder: int, tile: Tile, action: str, event: int, hand: str,
               thrown: Tile | None = None) -> Choice:
    """The call-or-pass decision of ``seat`` on ``discarder``'s ``tile`` (``action``: ``pass`` or the call made;
    ``thrown``: the tile the player threw after its call)."""
    s = table.seats[seat]
    left = unseen(table, seat)
    sit = situation_of(table, seat, left)
    before = speed13(list(s.counts), s.copies, len(s.melds), left)
    passed = estimate(Shape(tuple(s.counts), tuple(s.melds), reds_of(table, seat), *before), sit)
    pass_value = passed.value
    best: dict[str, Option] = {}
    for kind, uses in call_ways(table, seat, discarder, tile):
        o = _option(table, seat, tile, kind, uses, before, pass_value, passed.win, left)
        if kind not in best or score(WEIGHTS["call"], o.features) > score(WEIGHTS["call"], best[kind].features):
            best[kind] = o
    options = (PASS, *best)
    chances = softmax((0.0, *(score(WEIGHTS["call"], o.features) for o in best.values())))
    points = (pass_value, *(o.value for o in best.values()))
    rec = options[max(range(len(options)), key=chances.__getitem__)]
    name = type_name(tile.index)
    if rec == PASS:
        reason = f"pass {name}: the hand is worth {thousands(pass_value)} closed"
    else:
        o = best[rec]
        step = "one step nearer" if o.features["step"] > 0 else "no nearer"
        yaku = "keeps a yaku" if o.features["yaku_after"] else "shows no yaku"
        reason = f"{rec} {name}: {step} to ready, the open hand {yaku}, worth {thousands(o.value)}"
    top = max(chances[1:], default=0.0)
    reason += f"; strong players call {round(top * 100)}%"
    detail = f"{action} {name}" + (f", then {type_name(thrown.index)}" if thrown is not None else "") \
        if action != PASS else f"{name} let pass"
    return Choice("call", table.round.order, event, seat, hand, action, rec, options, chances, points, reason,
                  detail, ({}, *(o.features for o in best.values())))
