"""What a strong player weighs in a discard beyond the judge's value in points: each candidate described by named
figures (its place and gap in the value order, its shape, its safety, the stage of the round), which
``agari.judge.preference`` weighs into the chance a strong player throws it.

Every feature is one row of ``FEATURES``: a name, a line saying what it measures, and how it is read off a
``Context`` (what the decision shares) and a ``Weighed`` candidate.  The weights live in ``agari.judge.weights``,
fitted to real Phoenix-room games by ``scripts/fit_judge.py``; a feature without a weight counts for nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from agari.judge.standing import Standing
from agari.judge.tiebreak import edge_rank, isolated, near_dora

TURNS = 70.0
"""Draws of a whole round (four players): the scale of ``turn``."""


class Context(NamedTuple):
    """What every candidate of one decision shares."""

    threatened: bool
    """Another player's riichi is on the table."""
    draws: int
    """Tiles drawn from the wall so far this round, by every seat."""
    opened: bool
    """The seat has called an open meld."""
    held: tuple[int, ...]
    """The seat's concealed copies of each kind, before the discard."""
    visible: tuple[int, ...]
    """Copies of each kind the seat sees (its hand, rivers, melds, indicators)."""
    dora: tuple[int, ...]
    yakuhai: tuple[int, ...]
    """The seat's yakuhai kinds, its own wind last."""
    drawn: int
    """The kind just drawn (-1 after a call)."""
    top: float
    """The best candidate's value in points."""
    low: int
    """The fewest shanten a discard leaves."""
    most: int
    """The most tiles (ukeire) a discard leaving ``low`` shanten has."""
    safest: float = 0.0
    """The lowest deal-in chance among the candidates."""
    standing: Standing | None = None
    """The score situation and the opponents' signals (None: not known)."""


class Weighed(NamedTuple):
    """One candidate as the value judge left it."""

    kind: int
    rank: int
    """Its place in the value order (0: the value judge's choice)."""
    points: float
    shanten: int
    ukeire: int
    danger: float
    loss: float
    genbutsu: int
    """Opponents it is genbutsu against."""
    label: str


def _neighbours(c: Context, kind: int, gaps: tuple[int, ...]) -> int:
    if kind >= 27:
        return 0
    n = kind % 9
    return sum(c.held[kind + d] for d in gaps if 0 <= n + d <= 8)


def _live(c: Context, kind: int) -> float:
    """Unseen copies of the tiles within two of it in its suit, out of 16."""
    if kind >= 27:
        return 0.0
    n = kind % 9
    return sum(4 - c.visible[kind + d] for d in (-2, -1, 1, 2) if 0 <= n + d <= 8) / 16


def _turn(c: Context) -> float:
    return c.draws / TURNS


def _iso(c: Context, w: Weighed) -> float:
    return 1.0 if isolated(w.kind, c.held) else 0.0


def _honor(w: Weighed) -> float:
    return 1.0 if w.kind >= 27 else 0.0


def _edge(w: Weighed, rank: int) -> float:
    return 1.0 if edge_rank(w.kind) == rank else 0.0


def _yakuhai(c: Context, w: Weighed) -> float:
    return 1.0 if w.kind >= 27 and w.kind in c.yakuhai else 0.0


def _riichi(c: Context) -> float:
    return 1.0 if c.threatened else 0.0


def _safest(c: Context, w: Weighed) -> float:
    return 1.0 if w.danger <= c.safest + 0.001 else 0.0


def _far(c: Context) -> float:
    """A riichi on the table and the hand two or more steps from ready."""
    return 1.0 if c.threatened and c.low >= 2 else 0.0


def _near(c: Context) -> float:
    """A riichi on the table and the hand one step from ready."""
    return 1.0 if c.threatened and c.low == 1 else 0.0


def _held(c: Context, kind: int, d: int) -> int:
    """Copies held of the tile ``d`` away from ``kind`` in its suit (0 off the suit's ends, or for an honor)."""
    if kind >= 27 or not 0 <= kind % 9 + d <= 8:
        return 0
    return c.held[kind + d]


def _ryanmen(c: Context, w: Weighed) -> float:
    """Part of two neighbours that wait on both sides (neither pair at a suit's end)."""
    k = w.kind
    if k >= 27:
        return 0.0
    n = k % 9
    left = _held(c, k, -1) > 0 and 2 <= n <= 7
    right = _held(c, k, 1) > 0 and 1 <= n <= 6
    return 1.0 if left or right else 0.0


def _penchan(c: Context, w: Weighed) -> float:
    """Part of a 1-2 or 8-9 with nothing else next to it."""
    k = w.kind
    if k >= 27 or _ryanmen(c, w):
        return 0.0
    n = k % 9
    return 1.0 if (n in (0, 7) and _held(c, k, 1)) or (n in (1, 8) and _held(c, k, -1)) else 0.0


def _kanchan(c: Context, w: Weighed) -> float:
    """A tile two away held and no neighbour."""
    k = w.kind
    if k >= 27 or _held(c, k, -1) or _held(c, k, 1):
        return 0.0
    return 1.0 if _held(c, k, -2) or _held(c, k, 2) else 0.0


def _pairs(c: Context) -> int:
    return sum(1 for n in c.held if n == 2)


def _suits(c: Context) -> list[int]:
    return [sum(c.held[s * 9:s * 9 + 9]) for s in range(3)]


def _suit_fewest(c: Context, w: Weighed) -> float:
    """Its suit is the suit held least (of those held)."""
    if w.kind >= 27:
        return 0.0
    suits = _suits(c)
    return 1.0 if suits[w.kind // 9] == min(n for n in suits if n) else 0.0


def _off_suit(c: Context, w: Weighed) -> float:
    """A suited tile not of the suit held most."""
    if w.kind >= 27:
        return 0.0
    suits = _suits(c)
    return 0.0 if suits[w.kind // 9] == max(suits) else 1.0


def _threats(c: Context) -> int:
    """Opponents not in riichi who show two or more calls or a call with dora."""
    s = c.standing
    if s is None:
        return 0
    return sum(1 for r, n, d in zip(s.riichi, s.calls, s.dora_calls, strict=True) if not r and (n >= 2 or d))


def _tedashi(c: Context) -> float:
    """The opponents' hand-cut share of their last three discards, late in the round (the stage above a third)."""
    s = c.standing
    if s is None or not s.tedashi or c.draws < TURNS / 3:
        return 0.0
    return sum(s.tedashi) / (3 * len(s.tedashi))


def _st(c: Context, what: str) -> float:
    """One yes-or-no figure of the standing (0 when unknown)."""
    s = c.standing
    if s is None:
        return 0.0
    if what == "dealer":
        return 1.0 if s.dealer else 0.0
    if what == "leader":
        return 1.0 if s.place == 0 else 0.0
    if what == "last":
        return 1.0 if s.place == s.players - 1 else 0.0
    if what == "all_last":
        return 1.0 if s.all_last else 0.0
    if what == "east":
        return 1.0 if s.east else 0.0
    if what == "two_riichi":
        return 1.0 if sum(s.riichi) >= 2 else 0.0
    if what == "three":
        return 1.0 if s.players == 3 else 0.0
    raise KeyError(what)


def _behind(c: Context) -> float:
    """Points behind the place above, in tens of thousands (2 at most): in the last round only."""
    s = c.standing
    return min(s.to_next, 20000) / 10000 if s is not None and s.all_last else 0.0


def _danger(w: Weighed) -> float:
    return w.danger * 10


def _gap(c: Context, w: Weighed) -> float:
    return max(-5.0, (w.points - c.top) / 1000)


Rule = Callable[[Context, Weighed], float]


class Feature(NamedTuple):
    name: str
    doc: str
    read: Rule


FEATURES: tuple[Feature, ...] = (
    Feature("value_first", "the value judge's choice", lambda c, w: 1.0 if w.rank == 0 else 0.0),
    Feature("value_rank", "its place in the value order (0 first, 1 sixth or later)", lambda c, w: min(w.rank, 6) / 6),
    Feature("value_gap", "points behind the best value, in thousands (down to -5)",
            lambda c, w: max(-5.0, (w.points - c.top) / 1000)),
    Feature("value_gap_share", "points behind the best value, as a share of it (down to -3)",
            lambda c, w: max(-3.0, (w.points - c.top) / max(abs(c.top), 200.0))),
    Feature("shanten_back", "it leaves one shanten more than the fastest discard",
            lambda c, w: 1.0 if w.shanten - c.low == 1 else 0.0),
    Feature("shanten_back_2", "it leaves two or more shanten more",
            lambda c, w: 1.0 if w.shanten - c.low >= 2 else 0.0),
    Feature("ukeire_share", "its tiles that help, as a share of the most", lambda c, w: w.ukeire / max(c.most, 1)),
    Feature("danger", "its chance to deal in now, times 10", lambda c, w: w.danger * 10),
    Feature("danger_riichi", "the same while a riichi is on the table", lambda c, w: _riichi(c) * w.danger * 10),
    Feature("genbutsu", "safe against at least one opponent", lambda c, w: 1.0 if w.genbutsu else 0.0),
    Feature("genbutsu_riichi", "the same while a riichi is on the table",
            lambda c, w: _riichi(c) if w.genbutsu else 0.0),
    Feature("isolated", "a single copy with no neighbour within two", _iso),
    Feature("honor", "an honor", lambda c, w: _edge(w, 0)),
    Feature("terminal", "a 1 or a 9", lambda c, w: _edge(w, 1)),
    Feature("two_eight", "a 2 or an 8", lambda c, w: _edge(w, 2)),
    Feature("near_dora", "within two of a dora in its suit",
            lambda c, w: 1.0 if near_dora(w.kind, c.dora) == 1 else 0.0),
    Feature("dora", "a dora", lambda c, w: 1.0 if near_dora(w.kind, c.dora) == 2 else 0.0),
    Feature("yakuhai", "an honor that is yakuhai for the seat", _yakuhai),
    Feature("own_wind", "the seat's own wind",
            lambda c, w: 1.0 if w.kind >= 27 and c.yakuhai and w.kind == c.yakuhai[-1] else 0.0),
    Feature("drawn", "the tile just drawn", lambda c, w: 1.0 if w.kind == c.drawn else 0.0),
    Feature("pair", "two copies held", lambda c, w: 1.0 if c.held[w.kind] == 2 else 0.0),
    Feature("triplet", "three copies held", lambda c, w: 1.0 if c.held[w.kind] == 3 else 0.0),
    Feature("honor_seen", "an honor's copies in view, out of 4", lambda c, w: _honor(w) * c.visible[w.kind] / 4),
    Feature("isolated_honor", "an isolated honor", lambda c, w: _iso(c, w) * _honor(w)),
    Feature("isolated_terminal", "an isolated 1 or 9", lambda c, w: _iso(c, w) * _edge(w, 1)),
    Feature("loss", "its expected deal-in cost now, in thousands", lambda c, w: w.loss / 1000),
    Feature("loss_riichi", "the same while a riichi is on the table", lambda c, w: _riichi(c) * w.loss / 1000),
    Feature("label_fold", "labelled fold", lambda c, w: 1.0 if w.label == "fold" else 0.0),
    Feature("label_push", "labelled push", lambda c, w: 1.0 if w.label == "push" else 0.0),
    Feature("label_speed", "labelled speed", lambda c, w: 1.0 if w.label == "speed" else 0.0),
    Feature("label_value", "labelled value", lambda c, w: 1.0 if w.label == "value" else 0.0),
    Feature("label_none", "no label", lambda c, w: 1.0 if not w.label else 0.0),
    Feature("neighbours_1", "copies held next to it in its suit, out of 3",
            lambda c, w: min(_neighbours(c, w.kind, (-1, 1)), 3) / 3),
    Feature("neighbours_2", "copies held two away in its suit, out of 3",
            lambda c, w: min(_neighbours(c, w.kind, (-2, 2)), 3) / 3),
    Feature("suit_share", "tiles of its suit held, out of 14",
            lambda c, w: 0.0 if w.kind >= 27 else sum(c.held[w.kind - w.kind % 9: w.kind - w.kind % 9 + 9]) / 14),
    Feature("live_neighbours", "unseen copies within two of it in its suit, out of 16", lambda c, w: _live(c, w.kind)),
    Feature("turn", "the stage of the round: draws so far, out of 70", lambda c, w: _turn(c)),
    Feature("turn_honor", "an honor, times the stage", lambda c, w: _turn(c) * _honor(w)),
    Feature("turn_terminal", "a 1 or 9, times the stage", lambda c, w: _turn(c) * _edge(w, 1)),
    Feature("turn_isolated", "an isolated tile, times the stage", lambda c, w: _turn(c) * _iso(c, w)),
    Feature("turn_danger", "its danger times 10, times the stage", lambda c, w: _turn(c) * w.danger * 10),
    Feature("turn_riichi", "the stage while a riichi is on the table", lambda c, w: _turn(c) * _riichi(c)),
    Feature("open_honor", "an honor, the seat's hand open", lambda c, w: _honor(w) if c.opened else 0.0),
    Feature("open_yakuhai", "a yakuhai, the seat's hand open", lambda c, w: _yakuhai(c, w) if c.opened else 0.0),
    Feature("safest", "among the hand's safest tiles", _safest),
    Feature("safest_far", "among the safest, a riichi on the table, the hand 2+ steps from ready",
            lambda c, w: _safest(c, w) * _far(c)),
    Feature("safest_near", "among the safest, a riichi on the table, the hand 1-shanten",
            lambda c, w: _safest(c, w) * _near(c)),
    Feature("danger_far", "its danger times 10, a riichi on the table, the hand 2+ steps from ready",
            lambda c, w: _far(c) * w.danger * 10),
    Feature("danger_near", "its danger times 10, a riichi on the table, the hand 1-shanten",
            lambda c, w: _near(c) * w.danger * 10),
    Feature("keeps_tenpai_riichi", "it keeps tenpai while a riichi is on the table",
            lambda c, w: _riichi(c) if w.shanten == 0 else 0.0),
    Feature("unseen", "a suited tile's own copies unseen, out of 4",
            lambda c, w: 0.0 if w.kind >= 27 else (4 - c.visible[w.kind]) / 4),
    Feature("run_middle", "the middle of three in a row held",
            lambda c, w: 1.0 if _held(c, w.kind, -1) and _held(c, w.kind, 1) else 0.0),
    Feature("ryanmen", "part of two neighbours that wait on both sides", _ryanmen),
    Feature("penchan", "part of a 1-2 or 8-9 with nothing else next to it", _penchan),
    Feature("kanchan", "a tile two away held and no neighbour", _kanchan),
    Feature("pair_only", "two copies, the hand's only pair",
            lambda c, w: 1.0 if c.held[w.kind] == 2 and _pairs(c) == 1 else 0.0),
    Feature("pair_many", "two copies, the hand holding four pairs or more",
            lambda c, w: 1.0 if c.held[w.kind] == 2 and _pairs(c) >= 4 else 0.0),
    Feature("suit_fewest", "its suit is the suit held least", _suit_fewest),
    Feature("off_suit_open", "not of the suit held most, the hand open",
            lambda c, w: _off_suit(c, w) if c.opened else 0.0),
    Feature("middle", "a 4, 5 or 6", lambda c, w: 1.0 if w.kind < 27 and 3 <= w.kind % 9 <= 5 else 0.0),
    Feature("ukeire", "its tiles that help, out of 60", lambda c, w: min(w.ukeire, 60) / 60),
    Feature("danger_dealer", "its danger times 10, the seat the dealer", lambda c, w: _st(c, "dealer") * _danger(w)),
    Feature("danger_leader", "its danger times 10, the seat first", lambda c, w: _st(c, "leader") * _danger(w)),
    Feature("danger_last_place", "its danger times 10, the seat last", lambda c, w: _st(c, "last") * _danger(w)),
    Feature("danger_all_last", "its danger times 10, the game's last round",
            lambda c, w: _st(c, "all_last") * _danger(w)),
    Feature("danger_two_riichi", "its danger times 10, two riichi or more",
            lambda c, w: _st(c, "two_riichi") * _danger(w)),
    Feature("danger_calls", "its danger times 10, per open threat (two calls, or a call with dora)",
            lambda c, w: _threats(c) * _danger(w)),
    Feature("genbutsu_calls", "safe against someone, per open threat",
            lambda c, w: _threats(c) * (1.0 if w.genbutsu else 0.0)),
    Feature("danger_tedashi", "its danger times 10, times the opponents' late hand-cut share",
            lambda c, w: _tedashi(c) * _danger(w)),
    Feature("gap_all_last", "points behind the best value (thousands), the game's last round",
            lambda c, w: _st(c, "all_last") * _gap(c, w)),
    Feature("gap_behind", "points behind the best value (thousands), times the points to the place above (last round)",
            lambda c, w: _behind(c) * _gap(c, w)),
    Feature("back_dealer", "one or more shanten back, the seat the dealer",
            lambda c, w: _st(c, "dealer") if w.shanten > c.low else 0.0),
    Feature("back_leader_last", "one or more shanten back, the leader in the last round",
            lambda c, w: _st(c, "leader") * _st(c, "all_last") if w.shanten > c.low else 0.0),
    Feature("danger_east", "its danger times 10, an east-only game", lambda c, w: _st(c, "east") * _danger(w)),
    Feature("gap_east", "points behind the best value (thousands), an east-only game",
            lambda c, w: _st(c, "east") * _gap(c, w)),
    Feature("isolated_honor_east", "an isolated honor, an east-only game",
            lambda c, w: _st(c, "east") * _iso(c, w) * _honor(w)),
    Feature("man_three", "a man tile in a three-player game (only 1m and 9m)",
            lambda c, w: _st(c, "three") if 0 <= w.kind < 9 else 0.0),
    Feature("north_three", "the North in a three-player game", lambda c, w: _st(c, "three") if w.kind == 30 else 0.0),
    Feature("three_seven", "a 3 or a 7", lambda c, w: 1.0 if w.kind < 27 and w.kind % 9 in (2, 6) else 0.0),
    Feature("dragon", "a dragon", lambda c, w: 1.0 if w.kind >= 31 else 0.0),
    Feature("honor_pair", "two copies of an honor", lambda c, w: _honor(w) if c.held[w.kind] == 2 else 0.0),
    Feature("isolated_two_eight", "an isolated 2 or 8", lambda c, w: _iso(c, w) * _edge(w, 2)),
    Feature("ukeire_most", "it leaves the fewest shanten and the most tiles",
            lambda c, w: 1.0 if w.shanten == c.low and w.ukeire >= c.most else 0.0),
    Feature("turn_pair", "two copies held, times the stage", lambda c, w: _turn(c) if c.held[w.kind] == 2 else 0.0),
    Feature("turn_dora", "a dora or near one, times the stage",
            lambda c, w: _turn(c) if near_dora(w.kind, c.dora) else 0.0),
    Feature("turn_back", "one or more shanten back, times the stage",
            lambda c, w: _turn(c) if w.shanten > c.low else 0.0),
)
"""Every feature, in the order of a weight table's columns."""

NAMES: tuple[str, ...] = tuple(f.name for f in FEATURES)


def describe(context: Context, candidate: Weighed) -> tuple[float, ...]:
    """The candidate's figures, one per feature of ``FEATURES``."""
    return tuple(f.read(context, candidate) for f in FEATURES)


def table(context: Context, candidates: Sequence[Weighed]) -> list[tuple[float, ...]]:
    """Every candidate's figures."""
    return [describe(context, w) for w in candidates]
