"""Kan or none on the seat's own turn: a closed kan of four held alike, or a tile added to a pon; in riichi a closed
kan only of the tile just drawn and only when the wait stays the same.  A North set aside (kita, three players) is
no kan decision: it costs nothing and players always take it."""

from __future__ import annotations

from agari.analysis.ukeire import improving
from agari.core.notation import MeldKind
from agari.core.tile import type_name
from agari.judge.choice import Choice, score, situation_of, softmax, speed13, speed14, thousands, unseen
from agari.judge.kind_weights import WEIGHTS
from agari.logs.table import WALL_DRAWS, Table

KAN = "kan"
NONE = "none"
OPTIONS = (NONE, KAN)
KAN_VALUE = 0.3
"""[ours] The han a kan adds on average (its new dora indicator, fu): its value as a share of a han's points."""


def kan_ways(table: Table, seat: int) -> list[tuple[str, int]]:
    """Every kan the seat may declare now, its hand of 14 tiles on its own turn: (``ankan``/``kakan``, kind)."""
    s = table.seats[seat]
    if not s.known or s.size != 14 or table.draws >= WALL_DRAWS[table.players] or len(table.four_kans_seats) >= 4:
        return []
    out: list[tuple[str, int]] = []
    if s.riichi_at >= 0:
        last = s.last_draw
        if last is not None and s.counts[last.index] == 4 and _same_wait(table, seat, last.index):
            out.append(("ankan", last.index))
        return out
    out += [("ankan", k) for k in range(34) if s.counts[k] == 4]
    out += [("kakan", m.tiles[0].index) for m in s.melds if m.kind is MeldKind.PON and s.counts[m.tiles[0].index]]
    return out


def _same_wait(table: Table, seat: int, k: int) -> bool:
    """In riichi: the closed kan of ``k`` (just drawn) leaves the same winning tiles."""
    s = table.seats[seat]
    counts = list(s.counts)
    counts[k] -= 1
    sh, before = improving(counts, s.copies, len(s.melds))
    counts[k] -= 3
    copies = list(s.copies)
    copies[k] += 4
    sh2, after = improving(counts, copies, len(s.melds) + 1)
    return sh.shanten == 0 and sh2.shanten == 0 and before == after


def judge_kan(table: Table, seat: int, action: str, event: int, hand: str) -> Choice:
    """The kan-or-none decision of ``seat`` now (``action``: ``kan`` or ``none``)."""
    s = table.seats[seat]
    left = unseen(table, seat)
    sit = situation_of(table, seat, left)
    sh0, u0, _ = speed14(list(s.counts), s.copies, len(s.melds), left)
    best: tuple[tuple[int, int], dict[str, float], str] | None = None
    for how, k in kan_ways(table, seat):
        counts = list(s.counts)
        copies = list(s.copies)
        take = 4 if how == "ankan" else 1
        counts[k] -= take
        copies[k] += take
        melds = len(s.melds) + (1 if how == "ankan" else 0)
        sh, u = speed13(counts, copies, melds, left)
        f = {
            how: 1.0, "riichi_self": 1.0 if s.riichi_at >= 0 else 0.0, "step": float(sh0 - sh),
            "ukeire_change": (u - u0) / 20.0, "tenpai": 1.0 if sh0 <= 0 else 0.0, "threat": sit.threat,
            "stage": table.draws / WALL_DRAWS[table.players], "dealer": 1.0 if sit.dealer else 0.0,
            "yakuhai": 1.0 if k in sit.yakuhai else 0.0, "honor": 1.0 if k >= 27 else 0.0,
            "shanten": float(min(sh0, 4)),
            "sanma": 1.0 if table.players == 3 else 0.0,
            "drawn": 1.0 if s.last_draw is not None and s.last_draw.index == k else 0.0,
        }
        if best is None or (sh, -u) < best[0]:
            best = ((sh, -u), f, type_name(k))
    if best is None:
        raise ValueError("no kan to declare")
    _, f, name = best
    chances = softmax((0.0, score(WEIGHTS["kan"], f)))
    rec = OPTIONS[1] if chances[1] >= 0.5 else OPTIONS[0]
    gain = KAN_VALUE * 1000.0 * (1.0 if f["tenpai"] else 0.5)
    loss = 1000.0 * max(0.0, -f["step"]) + 100.0 * max(0.0, -f["ukeire_change"] * 20)
    points = (0.0, gain - loss)
    what = "closed kan" if "ankan" in f else "added kan"
    article = "a" if "ankan" in f else "an"
    effect = "the hand steps back" if f["step"] < 0 else \
        "the same hand" if f["ukeire_change"] >= 0 else "fewer tiles"
    reason = (f"{rec}: {article} {what} of {name}, {effect}, worth {thousands(points[1])}; "
              f"strong players {round(chances[1] * 100)}% kan")
    return Choice("kan", table.round.order, event, seat, hand, action, rec, OPTIONS, chances, points, reason,
                  f"{what} {name}", ({}, f))
