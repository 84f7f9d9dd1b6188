"""Review a game record: replay every round on a Table, grade each discard decision, rescore each win and draw.

A round that cannot be followed is reported with the reason (round, event, seat, why), never counted as a match,
and the other rounds are still reviewed.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from agari.core.shanten import shanten_of
from agari.danger.watch import Watch
from agari.gamereview.decisions import calculator_fields, grade
from agari.gamereview.judged import judged
from agari.gamereview.kind_figures import seat_kinds
from agari.gamereview.result import Decision, DrawReview, GameReview, RoundReview, SeatSummary, WinReview
from agari.gamereview.verdict import NOT_JUDGED, verdict
from agari.gamereview.wins import STICK, rescore, settle_draw
from agari.judge.kinds import round_choices
from agari.logs.record import ANKAN, CALLS, DISCARD, DRAW, KAKAN, KITA, GameRecord, LogError, Round
from agari.logs.table import Table


def review_round(game: GameRecord, rnd: Round, seats: Iterable[int] | None = None, judge: bool = True) -> RoundReview:
    """Review one round; an event that cannot be followed gives a RoundReview with ``error`` set and nothing
    else.  ``judge`` False: no decision gets the judge's verdict (``verdict`` None), some fifteen times faster."""
    graded = set(range(game.players) if seats is None else seats)
    try:
        return _review_round(game, rnd, graded, judge)
    except LogError as exc:
        return _not_reviewed(game, rnd, exc.message)
    except Exception as exc:  # noqa: BLE001 - one round's failure never takes the game down
        return _not_reviewed(game, rnd, internal_error(rnd, exc))


def internal_error(rnd: Round, exc: Exception) -> str:
    """The sentence for a failure of agari's own inside one round (the scorer, the judge, the danger model)."""
    text = str(exc).strip().splitlines()[0][:200] if str(exc).strip() else ""
    return (f"round {rnd.title}: agari failed inside this round ({type(exc).__name__}{': ' + text if text else ''}); "
            "the round is not reviewed, the others are (please report the log)")


def _not_reviewed(game: GameRecord, rnd: Round, reason: str) -> RoundReview:
    return RoundReview(rnd.order, rnd.label, rnd.honba, rnd.sticks, rnd.dealer, rnd.scores, rnd.dora, (),
                       tuple(() for _ in range(game.players)), (), None, tuple([0] * game.players), (), reason)


def _review_round(game: GameRecord, rnd: Round, graded: set[int], judge: bool = True) -> RoundReview:
    players = game.players
    rules = game.rule.rules
    watch = Watch(rnd, players, game.rule.engine_rules, game.rule.length)
    table = watch.table
    decisions: list[Decision] = []
    series: list[list[int]] = []
    for s in table.seats:
        series.append([shanten_of(s.counts, s.copies, 0).shanten] if s.known else [])
    after_call: list[str | None] = [None] * players
    for e in rnd.events:
        seat = e.seat
        if e.kind == DISCARD:
            s = table.seats[seat]
            if (s.known and s.riichi_at < 0 and seat in graded and e.tile is not None and s.holds(e.tile)
                    and s.size == 14):
                table.number += 1
                fields = calculator_fields(table, seat, rnd, rules)
                table.number -= 1
                graded_one = grade(table, seat, e.tile, table.number + 1, s.discards + 1, after_call[seat],
                                   e.tsumogiri, e.riichi, fields)
                decisions.append(graded_one._replace(verdict=verdict(watch, seat, e.tile)) if judge else graded_one)
            watch.apply(e)
            after_call[seat] = None
            if s.known:
                series[seat].append(decisions[-1].discard_shanten if decisions and decisions[-1].seat == seat
                                    and decisions[-1].event == table.number
                                    else shanten_of(s.counts, s.copies, len(s.melds)).shanten)
        else:
            watch.apply(e)
            if e.kind in CALLS:
                after_call[seat] = e.kind
    if rnd.draw is not None:
        table.pass_riichi()  # a riichi on the last discard, or the fourth riichi: its stick is down
    wins = _wins(game, rnd, table)
    draw: DrawReview | None = None
    if rnd.draw is not None:
        draw = settle_draw(table, rnd, game.rule, rnd.draw)
    elif not rnd.wins:
        raise table.fail("the round ends with neither a win nor a draw")
    riichi = tuple(s.seat for s in table.seats if s.riichi_accepted)
    deltas = _round_deltas(rnd, players, riichi)
    wins, draw = _score_check(game, rnd, wins, draw, deltas, riichi)
    choices = tuple(round_choices(rnd, players, game.rule.engine_rules, frozenset(graded), game.rule.length)) \
        if judge else ()
    return RoundReview(rnd.order, rnd.label, rnd.honba, rnd.sticks, rnd.dealer, rnd.scores, rnd.dora,
                       tuple(decisions), tuple(tuple(s) for s in series), wins, draw, deltas, riichi, None, choices)


def _wins(game: GameRecord, rnd: Round, table: Table) -> tuple[WinReview, ...]:
    """Rescore the round's wins on the last tile played (a new dora indicator turned after it changes nothing)."""
    if not rnd.wins:
        return ()
    last = table.last_play
    last_kind = "" if last is None else last.kind
    last_tile = None if last is None else last.tiles[0] if last.kind == ANKAN else last.tile
    last_seat = -1 if last is None else last.seat
    players = game.players
    first = min(rnd.wins, key=lambda w: (w.seat - w.from_seat) % players if w.seat != w.from_seat else 0)
    out = []
    for w in rnd.wins:
        tsumo = w.seat == w.from_seat
        if tsumo and (last_kind != DRAW or last_seat != w.seat):
            raise table.fail(f"seat {w.seat} wins by tsumo, but the last tile played is not its draw")
        if not tsumo and last_kind not in (DISCARD, KAKAN, ANKAN, KITA):  # ANKAN: kokushi robbing a closed kan
            raise table.fail(f"seat {w.seat} wins on seat {w.from_seat}'s tile, but the last tile played is no "
                             "discard, added kan or North set aside")
        if not tsumo and last_seat != w.from_seat:
            raise table.fail(f"seat {w.seat} wins on seat {w.from_seat}'s tile, but the last tile was seat "
                             f"{last_seat}'s")
        out.append(rescore(table, rnd, game.rule, w, last_kind, last_tile, w is first))
    return tuple(out)


SLIP = ("the game's own scores after this round (the next round's start, or the final scores) follow ours: the "
        "recorded payments are a slip of the log")


def _score_check(game: GameRecord, rnd: Round, wins: tuple[WinReview, ...], draw: DrawReview | None,
                 recorded: tuple[int, ...], riichi: tuple[int, ...]) -> tuple[tuple[WinReview, ...], DrawReview | None]:
    """Where our payments differ from the log's, say so when the log's own scores after the round agree with ours
    and not with its recorded payments (a converter's slip, not a difference of rules)."""
    if all(w.matches for w in wins) and (draw is None or draw.matches):
        return wins, draw
    after = _scores_after(game, rnd)
    ours = [0] * game.players
    for w in wins:
        if w.ours is None or w.ours.deltas is None:
            return wins, draw
        ours = [a + b for a, b in zip(ours, w.ours.deltas, strict=True)]
    if draw is not None:
        if draw.ours is None:
            return wins, draw
        ours = [a + b for a, b in zip(ours, draw.ours, strict=True)]
    for s in riichi:
        ours[s] -= STICK
    log_next = tuple(a + b for a, b in zip(rnd.scores, recorded, strict=True))
    ours_next = tuple(a + b for a, b in zip(rnd.scores, ours, strict=True))
    if after is None or after != ours_next or after == log_next:
        return wins, draw
    wins = tuple(w if w.matches else w._replace(differences=(*w.differences, SLIP)) for w in wins)
    if draw is not None and not draw.matches:
        draw = draw._replace(differences=(*draw.differences, SLIP))
    return wins, draw


def _scores_after(game: GameRecord, rnd: Round) -> tuple[int, ...] | None:
    """The scores the log shows after a round: the next round's start, or the game's final scores after the last."""
    for i, r in enumerate(game.rounds):
        if r is rnd:
            if i + 1 < len(game.rounds):
                return game.rounds[i + 1].scores
            return game.final_scores
    return None


def _round_deltas(rnd: Round, players: int, riichi: tuple[int, ...]) -> tuple[int, ...]:
    """The recorded change of each seat's score over the round, riichi sticks put down included."""
    d = [0] * players
    for w in rnd.wins:
        for i, v in enumerate(w.deltas or ()):
            d[i] += v
    if rnd.draw is not None and rnd.draw.deltas is not None:
        for i, v in enumerate(rnd.draw.deltas):
            d[i] += v
    for s in riichi:
        d[s] -= STICK
    return tuple(d)


def review_game(game: GameRecord, seats: Iterable[int] | None = None, judge: bool = True) -> GameReview:
    """Review every round of a game (``seats``: grade only these seats' decisions; ``judge`` False: without the
    judge's verdicts and figures, for a fast check of a corpus's scores and efficiency)."""
    chosen = tuple(sorted(set(range(game.players) if seats is None else seats)))
    rounds = tuple(review_round(game, r, chosen, judge) for r in game.rounds)
    problems = list(game.problems) + [r.error for r in rounds if r.error]
    return GameReview(game.format, game.rule.to_dict(), game.players, game.names, chosen, rounds,
                      summarize(game, rounds, chosen, judge), tuple(problems))


def summarize(game: GameRecord, rounds: tuple[RoundReview, ...], seats: Iterable[int],
              judge: bool = True) -> tuple[SeatSummary, ...]:
    """Per seat: decisions, best share, tiles lost (in all and per round), average shanten by turn, wins, deal-ins,
    riichi, calls and the final score (and with ``judge``, the judge's figures; else NOT_JUDGED)."""
    out = []
    final = final_scores(game, rounds)
    for seat in seats:
        mine = [[d for d in r.decisions if d.seat == seat] for r in rounds]
        flat = [d for ds in mine for d in ds]
        per_turn: dict[int, list[int]] = {}
        for r in rounds:
            if r.error or seat >= len(r.shanten):
                continue
            for turn, sh in enumerate(r.shanten[seat]):
                per_turn.setdefault(turn, []).append(sh)
        average = tuple(sum(v) / len(v) for _, v in sorted(per_turn.items()))
        wins = sum(1 for r in rounds for w in r.wins if w.seat == seat)
        deal_ins = sum(1 for r in rounds for w in r.wins if w.from_seat == seat and w.seat != seat)
        riichi = sum(1 for r in rounds if seat in r.riichi)
        calls = sum(1 for d in flat if d.call)
        out.append(SeatSummary(
            seat, game.names[seat], len(flat), sum(1 for d in flat if d.is_best), sum(d.loss for d in flat),
            tuple(sum(d.loss for d in ds) for ds in mine), average, wins, deal_ins, riichi, calls,
            None if final is None else final[seat], judged(seat, rounds, game.rounds) if judge else NOT_JUDGED,
            seat_kinds(seat, rounds) if judge else ()))
    return tuple(out)


def final_scores(game: GameRecord, rounds: tuple[RoundReview, ...]) -> tuple[int, ...] | None:
    """The scores after the last round: the log's own figure, else the last round's start plus its changes and,
    when that round ends the game, the riichi sticks still on the table to the leader (Tenhou, Mahjong Soul)."""
    if game.final_scores is not None:
        return game.final_scores
    if not rounds or not game.rounds:
        return None
    last = game.rounds[-1]
    review = rounds[-1]
    if review.error:
        return None
    scores = [a + b for a, b in zip(last.scores, review.deltas, strict=True)]
    left = 0 if last.wins else last.sticks + len(review.riichi)
    if left and _ends_the_game(game, last, scores):
        leader = min(range(game.players), key=lambda s: (-scores[s], s))
        scores[leader] += STICK * left
    return tuple(scores)


def _ends_the_game(game: GameRecord, last: Round, scores: list[int]) -> bool:
    """Whether the log's last round can be the game's last: a player below zero, the last hand of the game's
    length (East 4 of an east game, South 4 of a south game, with three players the third) or later; a log of
    rounds picked from a game (a test excerpt) does not end it."""
    final_wind = 0 if game.rule.length == "east" else 1
    return min(scores) < 0 or last.wind > final_wind or (last.wind == final_wind and last.number >= game.players)


def header(game: GameRecord) -> dict[str, Any]:
    """What a front end shows before any round is reviewed: players, rule, the rounds' labels and results."""
    rounds = []
    for r in game.rounds:
        if r.wins:
            result = "tsumo" if r.wins[0].seat == r.wins[0].from_seat else "ron"
            who = [w.seat for w in r.wins]
        else:
            result = r.draw.kind if r.draw is not None else "none"
            who = []
        rounds.append({"index": r.order, "label": r.label, "honba": r.honba, "sticks": r.sticks,
                       "dealer": r.dealer, "scores": list(r.scores), "result": result, "winners": who,
                       "events": len(r.events)})
    return {"ok": True, "format": game.format, "players": game.players, "names": list(game.names),
            "rule": game.rule.to_dict(), "rounds": rounds, "problems": list(game.problems),
            "final_scores": None if game.final_scores is None else list(game.final_scores)}
