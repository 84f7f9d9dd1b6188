"""Rescore a win from the log alone, and settle a draw, then compare both with what the log recorded.

The win's situation comes from the play: riichi and double riichi (declared on a first discard before any
call), ippatsu (no call of anyone's and no discard of the winner's since the declaration; a robbed added kan
does not count), haitei and houtei (the wall's last tile), rinshan (a replacement draw), chankan (a win on an
added kan), tenhou and chiihou (a first draw before any call), dora and ura indicators, red fives, kita, honba,
riichi sticks, the seat and round winds, and pao where the log names the liable player.
"""

from __future__ import annotations

from typing import Any

from agari.core.errors import AgariError
from agari.core.shanten import shanten_of
from agari.core.tile import Tile
from agari.gamereview.result import DrawReview, Side, WinReview
from agari.logs.record import DRAW, KAKAN, LogRule, RecordedDraw, RecordedWin, Round
from agari.logs.table import Table

STICK = 1000
NOTEN_TOTAL = {4: 3000, 3: 2000}
"""Noten payments at an exhaustive draw, shared by the tenpai players and paid by the others."""


def win_request(table: Table, rnd: Round, rule: LogRule, win: RecordedWin, last_kind: str, last_tile: Tile | None,
                honba: int) -> tuple[dict[str, Any], Tile, bool]:
    """The score request of a win (the calculator's case format), its winning tile and whether it is a tsumo."""
    seat = win.seat
    s = table.seats[seat]
    players = table.players
    tsumo = win.from_seat == seat
    if last_tile is None:
        raise table.fail(f"seat {seat} wins, but no tile to win on is known")
    if tsumo:
        hand = s.hand()
        win_tile = last_tile
        rinshan = last_kind == DRAW and table.last_draw_rinshan
    else:
        hand = s.hand(last_tile)
        win_tile = last_tile
        rinshan = False
    chankan = not tsumo and last_kind == KAKAN
    first_turn = not table.any_call and s.discards == 0 and tsumo
    dealer = seat == rnd.dealer
    request: dict[str, Any] = {
        "hand": str(hand), "win": str(win_tile), "tsumo": tsumo,
        "round": "eswn"[rnd.wind], "seat": "eswn"[(seat - rnd.dealer) % players],
        "dora": [str(t) for t in rnd.all_dora],
        "rules": rule.rules, "honba": honba, "sticks": 0,
    }
    if s.riichi_at >= 0:
        if s.double:
            request["double_riichi"] = True
        else:
            request["riichi"] = True
        ura = win.ura if win.ura is not None else rnd.ura
        request["ura"] = [str(t) for t in ura]
        if s.ippatsu:
            request["ippatsu"] = True
    if table.wall_out and not rinshan and not chankan:  # haitei on a tsumo, houtei on a ron: one flag
        request["haitei"] = True
    if rinshan:
        request["rinshan"] = True
    if chankan:
        request["chankan"] = True
    if first_turn:
        request["tenhou" if dealer else "chiihou"] = True
    if players == 3:
        request["kita"] = s.kita
    if win.pao >= 0:
        request["pao"] = "eswn"[(win.pao - rnd.dealer) % players]
    return request, win_tile, tsumo


DRAGONS = frozenset({31, 32, 33})
WINDS = frozenset({27, 28, 29, 30})


def liable_seat(sets: list[tuple[int, int]]) -> int:
    """Pao from the play, for logs that do not name it (mjai): the player who fed the call completing the third
    dragon set (daisangen) or the fourth wind set (daisuushii); -1 when no one is liable."""
    for kinds, needed in ((DRAGONS, 3), (WINDS, 4)):
        feeders = [feeder for index, feeder in sets if index in kinds]
        if len(feeders) == needed and feeders[-1] >= 0:
            return feeders[-1]
    return -1


def expected_deltas(result: dict[str, Any], rnd: Round, win: RecordedWin, players: int, sticks: int,
                    honba_here: bool) -> tuple[int, ...]:
    """Each seat's change of score for this win from the engine's payments, honba and riichi sticks."""
    d = [0] * players
    seat = win.seat
    payments: dict[str, int] = result.get("payments") or {}
    honba_points = result.get("honba_points") or 0 if honba_here else 0
    pao = win.pao
    if win.from_seat != seat:  # ron
        discarder = win.from_seat
        d[discarder] -= payments.get("discarder", 0)
        if pao >= 0:
            d[pao] -= payments.get("pao", 0) + honba_points
        else:
            d[discarder] -= honba_points
    else:
        payers = [o for o in range(players) if o != seat]
        if pao >= 0:
            d[pao] -= payments.get("pao", 0) + honba_points
            honba_each = 0
        else:
            honba_each = honba_points // len(payers)
        for o in payers:
            share = payments.get("dealer", 0) if o == rnd.dealer else payments.get("non_dealer", 0)
            d[o] -= share + honba_each
    d[seat] = -sum(d) + STICK * sticks
    return tuple(d)


def rescore(table: Table, rnd: Round, rule: LogRule, win: RecordedWin, last_kind: str, last_tile: Tile | None,
            first: bool) -> WinReview:
    """Score the win with the engine and compare it with the log."""
    from agari.riichi.scoring import score

    if not win.pao_known:
        win = win._replace(pao=liable_seat(table.seats[win.seat].sets))
    honba_here = first  # a double ron: honba and sticks to the winner nearer the discarder (Tenhou, Mahjong Soul)
    request, win_tile, tsumo = win_request(table, rnd, rule, win, last_kind, last_tile, rnd.honba if honba_here else 0)
    recorded = Side(win.han, win.fu, win.points, win.limit, win.yaku, win.deltas)
    sticks = rnd.sticks + table.accepted if first else 0
    args = {k: v for k, v in request.items()}
    ours: Side | None = None
    detail: dict[str, Any] | None = None
    differences: list[str] = []
    try:
        res = score(**args)
        detail = res.to_dict()
    except AgariError as exc:
        differences.append(f"the engine refused the hand: {exc.message}")
    if detail is not None:
        if not detail.get("ok"):
            differences.append(f"the engine finds no win: {detail.get('detail') or detail.get('error')}")
        else:
            yaku = tuple((str(n), int(h)) for n, h in detail["yaku"])
            deltas = expected_deltas(detail, rnd, win, table.players, sticks, honba_here)
            ours = Side(detail["han"], detail["fu"], detail["points"], detail["limit"], yaku, deltas)
            differences += compare(ours, recorded, win)
    return WinReview(win.seat, win.from_seat, tsumo, request["hand"], win_tile, request, ours, recorded,
                     not differences, tuple(differences), detail, win.text)


def compare(ours: Side, log: RecordedWin | Side, win: RecordedWin) -> list[str]:
    """One line per difference between our value and the log's (fields the log leaves out are not compared)."""
    out: list[str] = []
    yakuman = ours.limit == "yakuman"
    if log.han is not None and not yakuman and ours.han != log.han:
        out.append(f"han: ours {ours.han}, log {log.han}")
    if log.fu is not None and not yakuman and ours.fu != log.fu and ours.limit is None:
        out.append(f"fu: ours {ours.fu}, log {log.fu}")
    if log.points is not None and ours.points != log.points:
        out.append(f"points: ours {ours.points}, log {log.points}")
    if log.limit is not None and ours.limit != log.limit and not (
            {ours.limit, log.limit} <= {"yakuman", "kazoe_yakuman"}):
        out.append(f"limit: ours {ours.limit}, log {log.limit}")
    if log.deltas is not None and ours.deltas != log.deltas:
        out.append(f"payments: ours {list(ours.deltas or ())}, log {list(log.deltas)}")
    if log.yaku and not win.unknown_yaku:
        mine = _yaku_key(ours.yaku)
        theirs = _yaku_key(log.yaku)
        if not any(name == "kita" for name, _ in log.yaku):  # Tenhou counts kita among the dora
            mine = _yaku_key(tuple(("dora" if n == "kita" else n, h) for n, h in mine))
        if yakuman:  # the converters write every yakuman "(役満)", a double one too: the points tell them apart
            mine, theirs = ([(n, min(h, 13)) for n, h in side] for side in (mine, theirs))
        if mine != theirs:
            out.append(f"yaku: ours {_yaku_text(mine)}, log {_yaku_text(theirs)}")
    return out


def _yaku_key(yaku: tuple[tuple[str, int], ...]) -> list[tuple[str, int]]:
    total: dict[str, int] = {}
    for name, han in yaku:
        if han:
            total[name] = total.get(name, 0) + han
    return sorted(total.items())


def _yaku_text(yaku: list[tuple[str, int]]) -> str:
    return ", ".join(f"{n} {h}" for n, h in yaku) or "none"


def settle_draw(table: Table, rnd: Round, rule: LogRule, draw: RecordedDraw) -> DrawReview:
    """A draw: who was tenpai (exhaustive draws), nagashi mangan, and the payments; compared with the log."""
    players = table.players
    kind = kind_by_play(table, draw.kind)
    tenpai: tuple[int, ...] = ()
    nagashi: tuple[int, ...] = ()
    ours: tuple[int, ...] | None
    differences: list[str] = []
    exhaustive = kind in ("exhaustive", "all_tenpai", "all_noten", "nagashi")
    if exhaustive:
        if not table.wall_out:
            differences.append(f"the log ends the round in an exhaustive draw after {table.draws} tiles drawn; "
                               f"the wall holds {WALL_TEXT[players]}")
        tenpai = tuple(s.seat for s in table.seats if s.known and _tenpai(s))
        nagashi = tuple(s.seat for s in table.seats if s.all_yaochuu and s.called_from_pond == 0 and s.pond)
        ours = _draw_payments(rnd, rule, players, tenpai, nagashi)
        if draw.tenpai is not None and tuple(sorted(draw.tenpai)) != tenpai:
            differences.append(f"tenpai: ours seats {list(tenpai)}, log seats {sorted(draw.tenpai)}")
        if kind == "all_tenpai" and len(tenpai) != players:
            differences.append(f"the log says everyone was tenpai; ours: seats {list(tenpai)}")
        if kind == "all_noten" and tenpai:
            differences.append(f"the log says nobody was tenpai; ours: seats {list(tenpai)}")
        if kind == "nagashi" and not nagashi:
            differences.append("the log says nagashi mangan; no seat's discards are all terminals and honors, "
                               "uncalled")
        recorded: tuple[int, ...] | None = draw.deltas if draw.deltas is not None else tuple([0] * players)
        if ours != recorded:
            differences.append(f"payments: ours {list(ours)}, log {list(recorded or ())}")
    else:
        ours = tuple([0] * players)
        recorded = draw.deltas
        if recorded is not None and any(recorded):
            differences.append(f"payments: an abortive draw pays nothing; log {list(recorded)}")
        problem = _abortive_problem(table, kind)
        if problem:
            differences.append(problem)
    return DrawReview(kind, tenpai, nagashi, ours, recorded, not differences, tuple(differences), draw.text)


WALL_TEXT = {4: "70 draws", 3: "55 draws"}
ABORTIVE_BY_PLAY = ("nine_terminals", "four_winds", "four_riichi", "four_kans")


def kind_by_play(table: Table, kind: str) -> str:
    """A draw whose name the log gives and agari does not know (``other``) is what the play shows: exhaustive when
    the wall ran out, else the one abortive draw whose condition the play meets (else it stays ``other``)."""
    if kind != "other":
        return kind
    if table.wall_out:
        return "exhaustive"
    met = [k for k in ABORTIVE_BY_PLAY if _abortive_problem(table, k) is None]
    return met[0] if len(met) == 1 else kind


def _tenpai(s: Any) -> bool:
    return bool(shanten_of(s.counts, s.copies, len(s.melds)).shanten == 0)


def _draw_payments(rnd: Round, rule: LogRule, players: int, tenpai: tuple[int, ...],
                   nagashi: tuple[int, ...]) -> tuple[int, ...]:
    """Payments at an exhaustive draw: nagashi mangan (as a mangan tsumo, in place of noten payments), else noten."""
    d = [0] * players
    if nagashi:
        from agari.riichi.nagashi import nagashi as settle

        for seat in nagashi:
            res = settle("eswn"[(seat - rnd.dealer) % players], honba=rnd.honba, rules=rule.rules)
            payers = [o for o in range(players) if o != seat]
            extra = res.honba_points // len(payers)
            for o in payers:
                share = res.payments.get("dealer", 0) if o == rnd.dealer else res.payments.get("non_dealer", 0)
                d[o] -= share + extra
                d[seat] += share + extra
        return tuple(d)
    if 0 < len(tenpai) < players:
        total = NOTEN_TOTAL[players]
        gain = total // len(tenpai)
        loss = total // (players - len(tenpai))
        for s in range(players):
            d[s] = gain if s in tenpai else -loss
    return tuple(d)


def _abortive_problem(table: Table, kind: str) -> str | None:
    """A sentence when the abortive draw the log names did not happen as the play shows, else None."""
    if kind == "four_riichi":
        declared = sum(1 for s in table.seats if s.riichi_at >= 0)
        if declared != 4:
            return f"four riichi: {declared} players declared riichi"
    elif kind == "four_kans":
        if len(table.four_kans_seats) != 4 or len(set(table.four_kans_seats)) < 2:
            return f"four kans: {len(table.four_kans_seats)} kans by {len(set(table.four_kans_seats))} players"
    elif kind == "four_winds":
        firsts = [s.pond[0] if s.pond else None for s in table.seats]
        if (table.any_call or any(t is None or not t.is_wind for t in firsts)
                or len({t.index for t in firsts if t is not None}) != 1):
            return "four winds: the first discards are not the same wind, uncalled"
    elif kind == "nine_terminals":
        for s in table.seats:
            if s.known and s.discards == 0 and sum(s.counts) == 14:
                kinds = sum(1 for i in (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33) if s.counts[i])
                if kinds >= 9 and not table.any_call:
                    return None
        return "nine terminals: no player's first draw holds nine kinds of terminals and honors"
    return None
