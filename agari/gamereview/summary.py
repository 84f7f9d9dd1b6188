"""Many games summarised per player: games, rounds, decisions, agreement with the best discard, tiles lost, wins,
deal-ins, riichi and average final place, and the games whose results differ or that could not be read.

A player is known by name across games (seats change from game to game): the names as the log writes them,
compared exactly.  A log that names nobody gives the reader's ``seat N``, so such games are summed by seat.

>>> from agari.gamereview import review
>>> from agari.gamereview.summary import game_figures, summarize_games
>>> corpus = summarize_games([game_figures(review(p), p) for p in paths])  # doctest: +SKIP

``game_figures`` keeps of a review only what the summary needs (small: a worker process or a Dask worker sends
it back instead of the whole review); ``summarize_games`` adds up figures and ``Unreadable`` files.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, NamedTuple

from agari.gamereview.kind_figures import EMPTY, KindTally, kinds_dict
from agari.gamereview.result import GameReview, RoundReview


class PlayerGame(NamedTuple):
    """One player's figures in one game."""

    name: str
    seat: int
    rounds: int
    """Rounds of the game that were reviewed (a round the reader could not follow is not counted)."""
    decisions: int
    best: int
    """Decisions whose discard was among the best (the lowest shanten, then the most tiles)."""
    single: int
    """Decisions with one best discard (one tile kind)."""
    single_best: int
    """Of those, the decisions where the player threw that tile."""
    loss: int
    wins: int
    deal_ins: int
    riichi: int
    place: int | None
    """Final place (1 first; equal scores: the earlier seat first, as Tenhou ranks them); None without final scores."""
    calls: int = 0
    """Rounds in which the player called (chi, pon or an open kan)."""
    win_points: int = 0
    """The points of the player's wins (the hands' values as the log recorded them, without honba and sticks)."""
    deal_in_points: int = 0
    """The points of the wins the player dealt in to (a double ron's two)."""
    kinds: tuple[tuple[str, KindTally], ...] = ()
    """The judge's tally per kind of decision (none when the review ran without the judge)."""
    deal_in_rounds: int = 0
    """Rounds in which the player dealt in (a double ron is one)."""

    def to_dict(self) -> dict[str, Any]:
        out = self._asdict()
        out["kinds"] = kinds_dict(self.kinds)
        return out


class GameFigures(NamedTuple):
    """What the summary keeps of one game's review."""

    file: str
    players: tuple[PlayerGame, ...]
    rounds: int
    wins: int
    draws: int
    mismatches: int
    """Wins and draws whose recorded result differs from ours."""
    differences: tuple[str, ...]
    """The rounds whose result differs (their labels, ``S4-1``)."""
    problems: tuple[str, ...]
    """Rounds that could not be read or reviewed, in words."""
    not_reviewed: int = 0
    """Rounds the review could not follow: never counted as matching."""

    def to_dict(self) -> dict[str, Any]:
        return {"file": self.file, "players": [p.to_dict() for p in self.players], "rounds": self.rounds,
                "wins": self.wins, "draws": self.draws, "mismatches": self.mismatches,
                "differences": list(self.differences), "problems": list(self.problems),
                "not_reviewed": self.not_reviewed}


class Unreadable(NamedTuple):
    """A file that could not be read, with the reader's sentence."""

    file: str
    error: str

    def to_dict(self) -> dict[str, Any]:
        return {"file": self.file, "error": self.error}


class PlayerSummary(NamedTuple):
    """One player over every game read."""

    name: str
    games: int
    rounds: int
    decisions: int
    best: int
    single: int
    single_best: int
    loss: int
    wins: int
    deal_ins: int
    riichi: int
    places: tuple[int, ...]
    """How many times first, second, third (and fourth: as many places as the largest of its games has seats)."""
    calls: int = 0
    win_points: int = 0
    deal_in_points: int = 0
    kinds: tuple[tuple[str, KindTally], ...] = ()
    deal_in_rounds: int = 0

    def rate(self, n: int) -> float:
        """``n`` per round played."""
        return n / self.rounds if self.rounds else 0.0

    @property
    def bad(self) -> int:
        """Bad moves of every kind (the player's action under 5 % by the preference)."""
        return sum(t.bad for _, t in self.kinds)

    @property
    def points_lost(self) -> float:
        return sum(t.points_lost for _, t in self.kinds)

    def profile(self) -> dict[str, Any]:
        """The player's profile: rates per round, average win and deal-in, agreement per kind, bad moves and points
        lost per game (judged games only)."""
        judged = bool(self.kinds)
        return {
            "win_rate": round(self.rate(self.wins), 4), "deal_in_rate": round(self.rate(self.deal_in_rounds), 4),
            "riichi_rate": round(self.rate(self.riichi), 4), "call_rate": round(self.rate(self.calls), 4),
            "average_win": round(self.win_points / self.wins) if self.wins else None,
            "average_deal_in": round(self.deal_in_points / self.deal_in_rounds) if self.deal_in_rounds else None,
            "agreement": {name: (round(t.agree / t.decisions, 4) if t.decisions else None) for name, t in self.kinds},
            "bad_per_game": round(self.bad / self.games, 2) if judged and self.games else None,
            "points_lost_per_game": round(self.points_lost / self.games) if judged and self.games else None,
        }

    @property
    def best_share(self) -> float:
        """The share of decisions whose discard was among the best."""
        return self.best / self.decisions if self.decisions else 0.0

    @property
    def single_share(self) -> float:
        """Where one discard was best: the share where the player threw it."""
        return self.single_best / self.single if self.single else 0.0

    @property
    def loss_per_decision(self) -> float:
        return self.loss / self.decisions if self.decisions else 0.0

    @property
    def average_place(self) -> float | None:
        placed = sum(self.places)
        return sum((i + 1) * n for i, n in enumerate(self.places)) / placed if placed else None

    def to_dict(self) -> dict[str, Any]:
        average = self.average_place
        return {"name": self.name, "games": self.games, "rounds": self.rounds, "decisions": self.decisions,
                "best": self.best, "best_share": round(self.best_share, 4), "single": self.single,
                "single_best": self.single_best, "single_share": round(self.single_share, 4), "loss": self.loss,
                "loss_per_decision": round(self.loss_per_decision, 4), "wins": self.wins,
                "deal_ins": self.deal_ins, "riichi": self.riichi, "places": list(self.places),
                "average_place": None if average is None else round(average, 4), "calls": self.calls,
                "win_points": self.win_points, "deal_in_points": self.deal_in_points,
                "deal_in_rounds": self.deal_in_rounds, "kinds": kinds_dict(self.kinds), "profile": self.profile()}


class CorpusSummary(NamedTuple):
    """Every game read, summed per player, with the games that differ, could not be read or were not all reviewed."""

    players: tuple[PlayerSummary, ...]
    """In the order each name was first met."""
    games: tuple[GameFigures, ...]
    unreadable: tuple[Unreadable, ...]

    @property
    def differ(self) -> tuple[GameFigures, ...]:
        return tuple(g for g in self.games if g.mismatches)

    @property
    def not_reviewed(self) -> tuple[GameFigures, ...]:
        return tuple(g for g in self.games if g.problems)

    @property
    def rounds_not_reviewed(self) -> int:
        return sum(g.not_reviewed for g in self.games)

    @property
    def matches(self) -> bool:
        """Every recorded result matches ours and every round was reviewed (a round not reviewed is no match)."""
        return not self.differ and not self.rounds_not_reviewed

    def to_dict(self) -> dict[str, Any]:
        return {
            "files": len(self.games) + len(self.unreadable), "games": len(self.games),
            "rounds": sum(g.rounds for g in self.games), "wins": sum(g.wins for g in self.games),
            "draws": sum(g.draws for g in self.games), "mismatches": sum(g.mismatches for g in self.games),
            "rounds_not_reviewed": self.rounds_not_reviewed, "matches": self.matches,
            "players": [p.to_dict() for p in self.players],
            "differ": [{"file": g.file, "mismatches": g.mismatches, "rounds": list(g.differences)}
                       for g in self.differ],
            "not_reviewed": [{"file": g.file, "problems": list(g.problems)} for g in self.not_reviewed],
            "unreadable": [u.to_dict() for u in self.unreadable],
        }


def places(scores: tuple[int, ...]) -> tuple[int, ...]:
    """Each seat's final place (1 first); equal scores: the seat nearer the first East ranks first."""
    order = sorted(range(len(scores)), key=lambda s: (-scores[s], s))
    out = [0] * len(scores)
    for place, seat in enumerate(order, 1):
        out[seat] = place
    return tuple(out)


def game_figures(review: GameReview, file: str = "") -> GameFigures:
    """The summary's figures of one reviewed game (``file``: how the summary names it)."""
    finals = {s.seat: s.final_score for s in review.summary}
    scores = [finals.get(seat) for seat in range(review.players)]
    ranked = places(tuple(s for s in scores if s is not None)) if None not in scores else None
    reviewed = [r for r in review.rounds if r.error is None]
    players = []
    for s in review.summary:
        mine = [d for r in reviewed for d in r.decisions if d.seat == s.seat]
        single = [d for d in mine if len({t.index for t in d.best}) == 1]
        won = sum(_points(w.recorded.points) for r in reviewed for w in r.wins if w.seat == s.seat)
        dealt = sum(_points(w.recorded.points) for r in reviewed for w in r.wins
                    if w.from_seat == s.seat and w.seat != s.seat)
        dealt_rounds = sum(1 for r in reviewed if any(w.from_seat == s.seat != w.seat for w in r.wins))
        players.append(PlayerGame(
            s.name, s.seat, len(reviewed), s.decisions, s.best, len(single), sum(1 for d in single if d.is_best),
            s.loss, s.wins, s.deal_ins, s.riichi, None if ranked is None else ranked[s.seat],
            sum(1 for r in reviewed if _called(r, s.seat)), won, dealt, s.kinds, dealt_rounds))
    differences = tuple(r.label + (f"-{r.honba}" if r.honba else "") for r in review.rounds if not r.matches)
    return GameFigures(file, tuple(players), len(review.rounds), sum(len(r.wins) for r in review.rounds),
                       sum(1 for r in review.rounds if r.draw is not None), review.mismatches, differences,
                       review.problems, len(review.rounds) - len(reviewed))


def _points(points: int | None) -> int:
    return points or 0


def _called(r: RoundReview, seat: int) -> bool:
    """The seat called in the round (a discard after its chi or pon, or a call judged)."""
    return any(d.seat == seat and d.call for d in r.decisions) or any(
        c.seat == seat and c.kind == "call" and c.action != "pass" for c in r.choices)


def _add_kinds(a: tuple[tuple[str, KindTally], ...], b: tuple[tuple[str, KindTally], ...]) -> tuple[
        tuple[str, KindTally], ...]:
    out = dict(a)
    for name, t in b:
        out[name] = out.get(name, EMPTY).add(t)
    return tuple(out.items())


def summarize_games(items: Iterable[GameFigures | Unreadable]) -> CorpusSummary:
    """Add up games' figures per player name (in the order names are first met); unreadable files are listed."""
    games: list[GameFigures] = []
    unreadable: list[Unreadable] = []
    totals: dict[str, list[int]] = {}
    extra: dict[str, list[int]] = {}
    kinds: dict[str, tuple[tuple[str, KindTally], ...]] = {}
    place_counts: dict[str, list[int]] = {}
    for item in items:
        if isinstance(item, Unreadable):
            unreadable.append(item)
            continue
        games.append(item)
        for p in item.players:
            t = totals.setdefault(p.name, [0] * 10)
            for i, v in enumerate((1, p.rounds, p.decisions, p.best, p.single, p.single_best, p.loss, p.wins,
                                   p.deal_ins, p.riichi)):
                t[i] += v
            x = extra.setdefault(p.name, [0, 0, 0, 0])
            for i, v in enumerate((p.calls, p.win_points, p.deal_in_points, p.deal_in_rounds)):
                x[i] += v
            kinds[p.name] = _add_kinds(kinds.get(p.name, ()), p.kinds)
            counts = place_counts.setdefault(p.name, [])
            counts.extend([0] * (len(item.players) - len(counts)))
            if p.place is not None:
                counts[p.place - 1] += 1
    players = tuple(PlayerSummary(name, t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7], t[8], t[9],
                                  tuple(place_counts[name]), extra[name][0], extra[name][1], extra[name][2],
                                  kinds[name], extra[name][3]) for name, t in totals.items())
    return CorpusSummary(players, tuple(games), tuple(unreadable))


def summarize_reviews(reviews: Iterable[tuple[str, GameReview]]) -> CorpusSummary:
    """``summarize_games`` of reviews named by their files."""
    return summarize_games(game_figures(r, name) for name, r in reviews)
