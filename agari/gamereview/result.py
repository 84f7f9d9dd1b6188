"""The review's results: small immutable values, each with ``to_dict()`` (the JSON door's shape)."""

from __future__ import annotations

from typing import Any, NamedTuple

from agari.analysis.ukeire import TILE_NAMES
from agari.core.tile import Tile
from agari.gamereview.verdict import NO_VERDICT, NOT_JUDGED, NOTABLE, Judged, Verdict
from agari.judge.choice import Choice

BAD = 0.05
"""A decision whose action strong players take less than this often (the preference's chance) is a bad move."""


def notable_choice(c: Choice) -> bool:
    """A riichi, call or kan decision listed without every decision: the judge chose otherwise and the player's
    action lost NOTABLE points or is a bad move."""
    return not c.agrees and (round(c.points_lost) >= NOTABLE or c.chance < BAD)

TileCounts = tuple[tuple[Tile, int], ...]


def tiles_json(tiles: TileCounts) -> list[dict[str, Any]]:
    return [{"tile": TILE_NAMES[t], "count": n} for t, n in tiles]


class Decision(NamedTuple):
    """One discard from a hand of 3n+2 tiles, graded by shanten and then ukeire."""

    seat: int
    turn: int
    """The player's own discard number in the round (1 first)."""
    event: int
    """The event's number in the round (1 first)."""
    hand: str
    """The hand before the discard (14 tiles, melds as 3), in agari notation."""
    drawn: Tile | None
    """The tile just drawn (None after a chi or pon)."""
    shanten: int
    """Shanten of the hand before the discard (-1: complete)."""
    discard: Tile
    discard_shanten: int
    ukeire: TileCounts
    """After the discard: the tile kinds that help, each with the copies this player has not seen."""
    ukeire_count: int
    best: tuple[Tile, ...]
    """The best discards: the lowest shanten, then the most tiles."""
    best_shanten: int
    best_ukeire: TileCounts
    best_count: int
    loss: int
    """Tiles given up: best_count minus this discard's count (its count is 0 when it goes back in shanten)."""
    riichi: bool
    call: str | None
    """``chi``/``pon``: the discard right after that call."""
    tsumogiri: bool
    calculator: dict[str, Any]
    """What the calculator needs to open this hand: hand, dora, round and seat winds, rules, own discards, seen."""
    verdict: Verdict | None = None
    """The judge's verdict: its best choice by value and danger, the points lost (None: not judged)."""

    @property
    def notable(self) -> bool:
        """Listed in the review without every decision: it gave up tiles, or the judge says it lost NOTABLE points."""
        return not self.is_best or (self.verdict is not None and round(self.verdict.points_lost) >= NOTABLE)

    @property
    def is_best(self) -> bool:
        return self.loss == 0 and self.discard_shanten == self.best_shanten

    def to_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat, "turn": self.turn, "event": self.event, "hand": self.hand,
            "drawn": None if self.drawn is None else TILE_NAMES[self.drawn], "shanten": self.shanten,
            "discard": TILE_NAMES[self.discard], "discard_shanten": self.discard_shanten,
            "ukeire": tiles_json(self.ukeire), "ukeire_count": self.ukeire_count,
            "best": [TILE_NAMES[t] for t in self.best], "best_shanten": self.best_shanten,
            "best_ukeire": tiles_json(self.best_ukeire), "best_count": self.best_count, "loss": self.loss,
            "shanten_loss": self.discard_shanten - self.best_shanten, "is_best": self.is_best,
            "riichi": self.riichi, "call": self.call, "tsumogiri": self.tsumogiri, "calculator": self.calculator,
            "kind": "discard", "action": TILE_NAMES[self.discard],
            **(NO_VERDICT if self.verdict is None else self.verdict.to_dict()),
        }


class Side(NamedTuple):
    """A win's value on one side of the comparison: ours (the engine's) or the log's."""

    han: int | None
    fu: int | None
    points: int | None
    limit: str | None
    yaku: tuple[tuple[str, int], ...]
    deltas: tuple[int, ...] | None

    def to_dict(self) -> dict[str, Any]:
        return {"han": self.han, "fu": self.fu, "points": self.points, "limit": self.limit,
                "yaku": [list(y) for y in self.yaku], "deltas": None if self.deltas is None else list(self.deltas)}


class WinReview(NamedTuple):
    """A win rescored from the log alone, beside what the log recorded."""

    seat: int
    from_seat: int
    tsumo: bool
    hand: str
    win: Tile
    request: dict[str, Any]
    """The score request the engine answered (the calculator's fields)."""
    ours: Side | None
    recorded: Side
    matches: bool
    differences: tuple[str, ...]
    """Each difference in one line (``han: ours 3, log 4``)."""
    detail: dict[str, Any] | None
    """The engine's whole result (``ScoreResult.to_dict``) when it scored."""
    text: str
    """The log's own score line."""

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "from": self.from_seat, "tsumo": self.tsumo, "hand": self.hand,
                "win": str(self.win), "request": self.request,
                "ours": None if self.ours is None else self.ours.to_dict(),
                "recorded": self.recorded.to_dict(), "log_text": self.text, "matches": self.matches,
                "differences": list(self.differences), "result": self.detail}


class DrawReview(NamedTuple):
    """A round without a win: its kind, the payments we work out and those the log recorded."""

    kind: str
    tenpai: tuple[int, ...]
    """Seats tenpai at the end (exhaustive draws)."""
    nagashi: tuple[int, ...]
    ours: tuple[int, ...] | None
    recorded: tuple[int, ...] | None
    matches: bool
    differences: tuple[str, ...]
    text: str

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "tenpai": list(self.tenpai), "nagashi": list(self.nagashi),
                "ours": None if self.ours is None else list(self.ours),
                "recorded": None if self.recorded is None else list(self.recorded), "log_text": self.text,
                "matches": self.matches, "differences": list(self.differences)}


class RoundReview(NamedTuple):
    """One round reviewed: its decisions, its shanten series per seat, its wins or draw."""

    order: int
    """Its place in the log (0 first)."""
    label: str
    honba: int
    sticks: int
    dealer: int
    scores: tuple[int, ...]
    dora: tuple[Tile, ...]
    decisions: tuple[Decision, ...]
    shanten: tuple[tuple[int, ...], ...]
    """Per seat: the shanten of the 13-tile hand at the start and after each of its discards."""
    wins: tuple[WinReview, ...]
    draw: DrawReview | None
    deltas: tuple[int, ...]
    """Each seat's change of score in the round as the log recorded it, riichi sticks included."""
    riichi: tuple[int, ...]
    """Seats whose riichi stick went down this round."""
    error: str | None
    """Why the round could not be reviewed (the event that could not be followed, and why), else None."""
    choices: tuple[Choice, ...] = ()
    """The round's decisions of the other kinds (riichi or dama, call or pass, kan or none), judged, in play order
    (none when the review runs without the judge)."""

    @property
    def matches(self) -> bool:
        """Every recorded result of the round is ours (a round not reviewed never matches)."""
        return self.error is None and all(w.matches for w in self.wins) and (self.draw is None or self.draw.matches)

    def to_dict(self, all_decisions: bool = True) -> dict[str, Any]:
        decisions = self.decisions if all_decisions else tuple(
            d for d in self.decisions if d.notable)
        return {
            "index": self.order, "label": self.label, "honba": self.honba, "sticks": self.sticks,
            "dealer": self.dealer, "scores": list(self.scores), "dora": [str(t) for t in self.dora],
            "decisions": [d.to_dict() for d in decisions], "decision_count": len(self.decisions),
            "shanten": [list(s) for s in self.shanten], "wins": [w.to_dict() for w in self.wins],
            "draw": None if self.draw is None else self.draw.to_dict(), "deltas": list(self.deltas),
            "riichi": list(self.riichi), "matches": self.matches, "error": self.error,
            "other_decisions": [c.to_dict() for c in self.choices if all_decisions or notable_choice(c)],
            "other_decision_count": len(self.choices),
        }


class SeatSummary(NamedTuple):
    """One player's game in figures."""

    seat: int
    name: str
    decisions: int
    best: int
    """Decisions that were among the best."""
    loss: int
    """Tiles of ukeire given up over the game."""
    loss_by_round: tuple[int, ...]
    average_shanten: tuple[float, ...]
    """Average shanten of the hand after the player's n-th discard (index 0: the start hand), over the rounds."""
    wins: int
    deal_ins: int
    riichi: int
    calls: int
    final_score: int | None
    judge: Judged = NOT_JUDGED
    """The judge's figures: agreement with its best choice, points lost, push or fold against riichi, deal-ins."""
    kinds: tuple[tuple[str, Any], ...] = ()
    """Per kind of decision (discard, riichi, call, kan): its ``KindTally`` (none without the judge)."""

    @property
    def best_share(self) -> float:
        return self.best / self.decisions if self.decisions else 1.0

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "name": self.name, "decisions": self.decisions, "best": self.best,
                "best_share": round(self.best_share, 4), "loss": self.loss, "loss_by_round": list(self.loss_by_round),
                "average_shanten": [round(v, 3) for v in self.average_shanten], "wins": self.wins,
                "deal_ins": self.deal_ins, "riichi": self.riichi, "calls": self.calls,
                "final_score": self.final_score, **self.judge.to_dict(),
                **({"kinds": {name: t.to_dict() for name, t in self.kinds}} if self.kinds else {})}


class GameReview(NamedTuple):
    """A whole game reviewed."""

    format: str
    rule: dict[str, Any]
    players: int
    names: tuple[str, ...]
    seats: tuple[int, ...]
    """The seats whose decisions were graded."""
    rounds: tuple[RoundReview, ...]
    summary: tuple[SeatSummary, ...]
    problems: tuple[str, ...]
    """Rounds that could not be read or reviewed, in words."""

    @property
    def matches(self) -> bool:
        """Every round was reviewed and every win and draw payment the log recorded is what the engine finds."""
        return not self.problems and all(r.matches for r in self.rounds)

    @property
    def not_reviewed(self) -> int:
        """Rounds that could not be read or followed (each named in ``problems``): never counted as matching."""
        return len(self.problems)

    @property
    def mismatches(self) -> int:
        return sum(1 for r in self.rounds for w in r.wins if not w.matches) + sum(
            1 for r in self.rounds if r.draw is not None and not r.draw.matches)

    def to_dict(self, all_decisions: bool = True) -> dict[str, Any]:
        return {
            "ok": True, "format": self.format, "rule": self.rule, "players": self.players, "names": list(self.names),
            "seats": list(self.seats), "rounds": [r.to_dict(all_decisions) for r in self.rounds],
            "summary": [s.to_dict() for s in self.summary], "matches": self.matches,
            "mismatches": self.mismatches, "not_reviewed": self.not_reviewed, "problems": list(self.problems),
        }
