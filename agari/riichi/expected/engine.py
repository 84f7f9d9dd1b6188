"""Expected value of a Riichi hand for every discard: the reference model (mahjong-cpp's) on agari's scoring."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from agari.core.errors import AgariError, SituationError, TileCountError
from agari.core.notation import Hand, parse_hand
from agari.core.tile import Tile
from agari.riichi.expected.forms import FIVE, RED, SLOT, Forms, merged
from agari.riichi.expected.graph import RIICHI, Graph
from agari.riichi.expected.result import ExpectedResult, Row
from agari.riichi.expected.solve import solve
from agari.riichi.expected.value import WinValue
from agari.riichi.rules import Rules, resolve_rules

MAX_TURN = 18
"""The reference's last turn."""
REFERENCE_RULES = dataclasses.replace(Rules.preset("tenhou").replace(
    double_kokushi_13=True, double_suuankou_tanki=True, double_junsei_chuuren=True,
    double_daisuushii=True), name="reference")
"""The reference's scoring rules: Tenhou's with the four double yakuman (its default yaku table)."""
MAX_SHANTEN = 3
"""Deeper hands get no full search (the reference skips them too): it grows past any budget."""
MAX_SHANTEN_FIRST = 4
"""With shanten down and tegawari both off (the cheaper model: the page's first figures) 4-shanten hands are
searched too (about 40,000 states); deeper ones are refused."""
COMPLETE_NOTE = "the hand is complete: the rows are the values of discarding instead of winning (the reference's way)"
MAX_REAL_DRAWS = 27
"""Most draws a player can still have with the real wall (136 - 4 x 13 dealt - 14 dead wall = 70, a quarter)."""


class BudgetError(AgariError):
    """A search that would build more states than its budget."""

    kind = "budget"
    default_field = "budget"


def _slot_of(t: Tile) -> int:
    return RED[FIVE.index(t.index)] if t.red else t.index


def _text(slot: int) -> str:
    if slot >= 34:
        return "0" + "mps"[slot - 34]
    return str(Tile(slot))


def expected_values(
    hand: str | Hand,
    *,
    dora: Sequence[str | Tile] | str = (),
    round: str = "e",
    seat: str = "e",
    turn: int = 1,
    t_max: int = MAX_TURN,
    shanten_down: bool = True,
    tegawari: bool = True,
    uradora: bool = True,
    red_fives: bool = True,
    visible: Sequence[str | Tile] | str = (),
    wall: str = "reference",
    draws_left: int | None = None,
    budget: int = 0,
    rules: str | Rules | Mapping[str, Any] | None = None,
    kita: int = 0,
    progress: Callable[[int, int], None] | None = None,
) -> ExpectedResult:
    """Tenpai chance, win chance and expected score, for each discard of a 14-tile hand or for a 13-tile hand.

    The model is mahjong-cpp's (see docs/expected-value.md): one player, tsumo wins, discards go back to the
    wall, riichi on reaching closed tenpai.  ``budget`` (states, 0 = none) stops a search that grows past it.

    Beyond the reference: ``wall="real"`` takes the ``visible`` tiles (rivers, calls) out of the wall too and
    plays ``draws_left`` more draws (turns ``turn`` .. ``turn + draws_left``); three-player rules (a sanma
    ``rules`` preset) have no 2m-8m, read 1m as the indicator of 9m, and take ``kita`` Norths out of the wall.
    """
    h = parse_hand(hand) if isinstance(hand, str) else hand
    rules_v = REFERENCE_RULES if rules is None else resolve_rules(rules)
    dora_tiles = _tiles(dora, "dora")
    seen = _tiles(visible, "visible")
    if wall not in ("reference", "real"):
        raise SituationError(f"wall must be \"reference\" or \"real\", not {wall!r}", field="wall")
    if wall == "real" and draws_left is not None:
        if not isinstance(draws_left, int) or not 0 <= draws_left <= MAX_REAL_DRAWS:
            raise SituationError(f"draws_left must be a whole number from 0 to {MAX_REAL_DRAWS}, not {draws_left!r}",
                                 field="draws_left")
        t_max = turn + draws_left
        top = MAX_TURN + MAX_REAL_DRAWS
    else:
        top = MAX_TURN
    if not isinstance(turn, int) or not isinstance(t_max, int) or not 0 <= turn <= t_max <= top:
        raise SituationError(f"turn and t_max must satisfy 0 <= turn <= t_max <= {top}, not {turn} and {t_max}",
                             field="turn")
    three = rules_v.players == 3
    if three:
        from agari.riichi import sanma

        sanma.check_hand(h, hand if isinstance(hand, str) else None)
        sanma.check_tiles(dora_tiles, "dora", "indicator")
        sanma.check_tiles(seen, "visible", "tile")
        if seat == "n" or round == "n":
            raise SituationError("three players have no North seat or round", field="seat")
    if not isinstance(kita, int) or kita < 0 or kita > 4 or (kita and not three):
        raise SituationError(f"kita (Norths set aside) is 0 to 4 and only with three players, not {kita!r}",
                             field="kita")
    if not rules_v.red_fives:  # rules without red fives (wrc, ema): every five is plain
        red_fives = False
    if not red_fives:
        h = Hand(tuple(Tile(t.index) for t in h.concealed),
                 tuple(type(m)(m.kind, tuple(Tile(t.index) for t in m.tiles)) for m in h.melds))
        dora_tiles = tuple(Tile(t.index) for t in dora_tiles)
        seen = tuple(Tile(t.index) for t in seen)
    size = h.tile_count
    if size not in (13, 14):
        raise TileCountError(f"the hand has {size} tiles (melds count 3); it needs 13 or 14", field="hand")
    counts = [0] * 37
    for t in h.concealed:
        counts[_slot_of(t)] += 1
    used = [0] * 37
    for m in h.melds:
        for t in m.tiles:
            used[_slot_of(t)] += 1
    for t in dora_tiles:
        used[_slot_of(t)] += 1
    used[30] += kita
    if wall == "real":
        for t in seen:
            used[_slot_of(t)] += 1
    wall0 = [0] * 37
    for k in range(34):
        s = k
        total_k = counts[k] + used[k]
        if k in FIVE:
            r = RED[FIVE.index(k)]
            total_k += counts[r] + used[r]
            red_left = (1 - counts[r] - used[r]) if red_fives else 0
            if red_left < 0:
                raise TileCountError(f"more than one red five of {Tile(k).suit} is in sight", field="hand")
            wall0[r] = red_left
            left = 4 - total_k - red_left
        else:
            left = 4 - total_k
        if 4 - total_k < 0:
            raise TileCountError(f"more than four copies of {Tile(s)} are in sight", field="hand")
        wall0[k] = left
    if three:  # no 2m-8m (nor the red 5m) in a three-player wall
        for k in (1, 2, 3, 4, 5, 6, 7, 34):
            wall0[k] = 0
    total = sum(wall0)
    if wall == "real":
        total += turn  # the model draws with copies / (total - t): at the current turn, the tiles unseen now
    start = 0
    for i, c in enumerate(counts):
        start |= c << (SLOT * i)
    concealed = len(h.concealed)
    forms = Forms(concealed, len(h.melds), three_players=three)
    shanten = forms.shanten(start)
    cheap = not shanten_down and not tegawari
    if shanten > (MAX_SHANTEN_FIRST if cheap else MAX_SHANTEN):
        raise SituationError(too_far(shanten, cheap), field="hand")
    closed = not h.is_open
    scorer = WinValue(h.melds, wall0, start, rules=rules_v, round_wind=round, seat_wind=seat, dora=dora_tiles,
                      uradora=uradora, kita=kita)
    report = _Progress(progress) if progress is not None else None
    graph = Graph(start, wall0, forms, closed, scorer, tegawari=tegawari, shanten_down=shanten_down,
                  budget=budget, progress=None if report is None else report.building)
    from agari.riichi.expected.graph import BudgetExceeded

    try:
        root = graph.build(start, size == 13)
    except BudgetExceeded as exc:
        raise BudgetError(f"the search passed its budget of {budget} states ({exc.args[0]} built); raise the budget "
                          "or turn shanten down / tegawari off") from None
    merged_wall = merged_counts(wall0)
    rows: list[tuple[int, Row | None]] = []
    keep: list[int] = []
    targets: list[tuple[int | None, int, int]] = []  # (discard slot, draw state, hand after)
    if size == 14:
        s14, keep_mask = forms.discard_side(start)
        for slot in range(37):
            if not counts[slot]:
                continue
            kind = FIVE[slot - 34] if slot >= 34 else slot
            call = closed and s14 == 0 and bool((keep_mask >> kind) & 1)
            h13 = start - (1 << (SLOT * slot))
            d = graph.draw_index.get(h13 | (RIICHI if call else 0))
            if d is not None:
                targets.append((slot, d, h13))
                keep.append(d)
    else:
        targets.append((None, 0, start))
        keep.append(0)
    graph.release()
    values = solve(graph, total, turn, t_max, keep, root, size == 13,
                   progress=None if report is None else report.solving)
    if report is not None:
        report.done()
    out_rows = []
    for gone, d, h13 in targets:
        s13, help_mask = forms.draw_side(h13)
        uk = tuple((_text(k), merged_wall[k]) for k in range(34) if (help_mask >> k) & 1)
        ten, win, exp = values[d]
        out_rows.append(Row(None if gone is None else _text(gone), s13, uk, tuple(ten), tuple(win), tuple(exp)))
    del rows
    options: dict[str, Any] = {"shanten_down": shanten_down, "tegawari": tegawari, "uradora": uradora,
                               "red_fives": red_fives, "wall": wall, "rules": rules_v.name, "players": rules_v.players}
    if size == 14:
        out_rows.sort(key=lambda r: (-r.score[0], -r.win[0], -r.tenpai[0]))
        notes = (COMPLETE_NOTE,) if shanten == -1 else ()
        return ExpectedResult(str(h), size, shanten, turn, t_max, options, sum(wall0), graph.size, tuple(out_rows),
                              None, notes)
    return ExpectedResult(str(h), size, shanten, turn, t_max, options, sum(wall0), graph.size, (), out_rows[0])


def too_far(shanten: int, cheap: bool) -> str:
    """Why a hand this far from ready gets no expected values."""
    if cheap or shanten > MAX_SHANTEN_FIRST:
        return (f"the hand is {shanten}-shanten; expected values are searched up to {MAX_SHANTEN_FIRST}-shanten with "
                f"shanten down and tegawari off and up to {MAX_SHANTEN}-shanten with them on (a search from further "
                "grows past any budget): shanten and the tiles that help are the guide here")
    return (f"the hand is {shanten}-shanten; expected values are searched up to {MAX_SHANTEN}-shanten with shanten "
            f"down and tegawari on (a search from further grows past any budget); with both off, up to "
            f"{MAX_SHANTEN_FIRST}-shanten")


class _Progress:
    """A search's progress as (done, 100): building the states is the first half (states expanded of those
    found so far, never going back), solving the turns the second."""

    def __init__(self, report: Callable[[int, int], None]) -> None:
        self.report = report
        self.last = -1

    def _tell(self, value: int) -> None:
        if value > self.last:
            self.last = value
            self.report(value, 100)

    def building(self, done: int, found: int) -> None:
        self._tell(min(49, 50 * done // max(found, 1)))

    def solving(self, done: int, total: int) -> None:
        self._tell(50 + min(49, 50 * done // max(total, 1)))

    def done(self) -> None:
        self._tell(100)


def merged_counts(slots: list[int]) -> list[int]:
    """34 counts from 37 slots (red fives with their fives)."""
    out = slots[:34]
    for s in range(3):
        out[FIVE[s]] += slots[RED[s]]
    return out


def _tiles(value: Sequence[str | Tile] | str, field: str) -> tuple[Tile, ...]:
    from agari.core.tile import parse_tiles

    try:
        if isinstance(value, str):
            return tuple(parse_tiles(value))
        out: list[Tile] = []
        for v in value:
            if isinstance(v, Tile):
                out.append(v)
            elif isinstance(v, str):
                out.extend(parse_tiles(v))
            else:
                raise SituationError(f"{field} must be a list of tiles such as [\"4m\"], not {value!r}", field=field)
        return tuple(out)
    except AgariError as exc:
        exc.field = exc.field or field
        raise


_ = merged
