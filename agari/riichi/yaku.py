"""Yaku as data: one row per named yaku (han closed/open, yakuman multiple, a test of the reading).

``YAKU`` lists every yaku of docs/riichi.md with its canonical name; ``EXCLUSIONS``
says which yaku a stronger one replaces; ``evaluate`` reads one reading (a ``YakuContext``).
When a reading has a yakuman, only yakuman are listed (no ordinary yaku, no dora).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple, cast

from agari.core.decompose import DRAGONS, WINDS
from agari.riichi.facts import HandFacts
from agari.riichi.result import YakuEntry
from agari.riichi.rules import Rules
from agari.riichi.situation import Situation
from agari.riichi.suits import HONOR, MAN, NOT_GREEN, PIN, SIMPLE, SOU, TERMINAL
from agari.riichi.waits import KOKUSHI_13, KOKUSHI_SINGLE, RYANMEN, TANKI, nine_sided

DRAGON_SET = frozenset(DRAGONS)
WIND_SET = frozenset(WINDS)


class YakuContext:
    """A winning hand read one way, with its situation: what the yaku tests look at.

    Built once per decomposition; ``wait`` and ``concealed_triplets`` are set for each reading of the winning
    tile (a triplet completed by ron is not concealed).
    """

    __slots__ = (
        "facts", "situation", "rules", "closed", "form", "wait", "win", "seat", "round", "sequences", "triplets",
        "concealed_triplets", "kans", "peikou", "pair_type", "yaochuu_groups", "dragon_sets", "wind_sets",
        "maybe_yakuman", "tests", "by_situation",
    )
    facts: HandFacts
    situation: Situation
    rules: Rules
    closed: bool
    """No chi, pon or open kan (closed kans keep the hand closed)."""
    form: str
    wait: str
    win: int
    seat: int
    """Tile type of the seat wind."""
    round: int
    """Tile type of the round wind."""
    sequences: Sequence[int]
    """First tile of each sequence."""
    triplets: Sequence[int]
    """Type of each triplet or kan."""
    concealed_triplets: int
    """Ankou: concealed triplets and closed kans (a ron-completed triplet is not one)."""
    kans: int
    peikou: int
    """Pairs of identical concealed sequences (1 = iipeikou, 2 = ryanpeikou)."""
    pair_type: int
    yaochuu_groups: bool
    """Every set and the pair hold a terminal or honor (chanta, junchan)."""
    dragon_sets: int
    """Dragon triplets or kans."""
    wind_sets: int
    """Wind triplets or kans."""
    maybe_yakuman: bool
    """A cheap necessary condition for any yakuman (ordinary hands skip the yakuman rows)."""
    tests: Tests
    """The ordinary yaku this reading can have, with their tests (see ``candidates``)."""
    by_situation: int
    """The situation-only yaku that hold, a bit per row of ORDINARY, and ``CLOSED`` for a closed hand."""

    def __init__(
        self, facts: HandFacts, situation: Situation, rules: Rules, form: str, win: int, seat: int, round: int,
        by_situation: int, groups: tuple[Sequence[int], Sequence[int], int, int, bool, int] | None = None,
        pair_type: int = -1,
    ) -> None:
        """The context of a decomposition of ``form``: ``by_situation`` is ``situation_held``'s; a standard one gives
        its ``groups``: (sequences, triplets, ankou, kans, whether every group holds a terminal or honor, pairs of
        identical sequences), see ``codes.summary``."""
        self.facts = facts
        self.situation = situation
        self.rules = rules
        closed = self.closed = facts.closed
        self.form = form
        self.wait = ""
        self.win = win
        self.seat = seat
        self.round = round
        self.pair_type = pair_type
        if groups is None:
            sequences: Sequence[int] = ()
            triplets: Sequence[int] = ()
            ankou = kans = peikou = 0
            yaochuu = False
        else:
            sequences, triplets, ankou, kans, yaochuu, peikou = groups
            if not closed:
                peikou = 0
        self.sequences = sequences
        self.triplets = triplets
        self.concealed_triplets = ankou
        self.kans = kans
        self.peikou = peikou
        self.yaochuu_groups = yaochuu
        dragons = winds = 0
        if facts.has_honors and triplets:
            for t in triplets:
                if t >= 31:
                    dragons += 1
                elif t >= 27:
                    winds += 1
        self.dragon_sets = dragons
        self.wind_sets = winds
        self.maybe_yakuman = (
            facts.near_yakuman or ankou == 4 or dragons == 3 or winds >= 3 or kans == 4 or form == "kokushi"
            or situation.tenhou or situation.chiihou or situation.renhou
        )
        key = (form, closed, facts.has_honors, len(sequences), facts.suit_count, yaochuu, peikou, dragons > 0,
               winds > 0)
        tests = _CANDIDATES.get(key)
        if tests is None:
            tests = _CANDIDATES[key] = candidates(*key)
        self.tests = tests
        self.by_situation = by_situation

    def valued_pair(self) -> bool:
        """The pair is a dragon, the seat wind or the round wind."""
        p = self.pair_type
        return p in DRAGON_SET or p == self.seat or p == self.round


def _in_three_suits(firsts: frozenset[int]) -> bool:
    """The same number starts a group in man, pin and sou (sanshoku: sequences; doukou: triplets)."""
    for n in firsts:  # noqa: SIM110 (a plain loop: cheaper than a generator)
        if n < 9 and n + 9 in firsts and n + 18 in firsts:
            return True
    return False


def _sanshoku(c: YakuContext) -> bool:
    return _in_three_suits(frozenset(c.sequences))


def _doukou(c: YakuContext) -> bool:
    return _in_three_suits(frozenset(c.triplets))


def _ittsu(c: YakuContext) -> bool:
    seqs = c.sequences
    return (
        (0 in seqs and 3 in seqs and 6 in seqs)
        or (9 in seqs and 12 in seqs and 15 in seqs)
        or (18 in seqs and 21 in seqs and 24 in seqs)
    )


def _chanta(c: YakuContext) -> bool:
    return c.yaochuu_groups and bool(c.sequences) and c.facts.has_honors


def _junchan(c: YakuContext) -> bool:
    return c.yaochuu_groups and bool(c.sequences) and not c.facts.has_honors


def _shousangen(c: YakuContext) -> bool:
    return c.dragon_sets == 2 and c.pair_type in DRAGON_SET


def _chuuren(c: YakuContext) -> bool:
    f = c.facts
    if f.has_melds or f.has_honors or f.suit_count != 1:
        return False
    base = 9 * ((f.flags & (MAN | PIN | SOU)).bit_length() - 1)
    run = f.counts[base : base + 9]
    return run[0] >= 3 and run[8] >= 3 and all(n >= 1 for n in run[1:8])


def _pinfu(c: YakuContext) -> bool:
    return c.closed and len(c.sequences) == 4 and c.wait == RYANMEN and not c.valued_pair()


def _tanyao(c: YakuContext) -> bool:
    return (c.closed or c.rules.open_tanyao) and not c.facts.flags & (TERMINAL | HONOR)


def _set_of(index: int) -> Callable[[YakuContext], bool]:
    """Test: a triplet or kan of this tile type."""
    return lambda c: index in c.triplets


class YakuDef(NamedTuple):
    """A named yaku: han closed and open (None = closed only), yakuman multiple, and its test (an immutable row;
    a NamedTuple: a row of the table costs no generated code at import)."""

    name: str
    closed_han: int
    open_han: int | None
    test: Callable[[YakuContext], bool]
    yakuman: int = 0
    double_option: str | None = None
    """The Rules option that makes this yakuman count double."""
    situation_only: bool = False
    """The test reads only the situation and whether the hand is closed (worked out once per situation)."""
    honors: bool | None = None
    """Only with honors in the hand (True), only without (False), or either (None)."""
    sequences: tuple[int, ...] | None = None
    """A standard reading with one of these numbers of sequences; None: any reading of any form."""
    form: str | None = None
    """Only readings of this form."""
    suits: tuple[int, ...] | None = None
    """Only with one of these numbers of suits (man, pin, sou) in the hand."""
    yaochuu: bool = False
    """A standard reading only when every set and the pair hold a terminal or honor."""
    peikou: tuple[int, ...] | None = None
    """Only with one of these numbers of pairs of identical concealed sequences."""
    dragons: bool = False
    """Only with a dragon triplet or kan."""
    winds: bool = False
    """Only with a wind triplet or kan."""


YAKU: tuple[YakuDef, ...] = (
    # 1 han
    YakuDef("riichi", 1, None, lambda c: c.situation.riichi, situation_only=True),
    YakuDef("ippatsu", 1, None, lambda c: c.situation.ippatsu, situation_only=True),
    YakuDef("menzen_tsumo", 1, None, lambda c: c.closed and c.situation.tsumo, situation_only=True),
    YakuDef("pinfu", 1, None, _pinfu, sequences=(4,)),
    YakuDef("tanyao", 1, 1, _tanyao, honors=False),
    YakuDef("iipeikou", 1, None, lambda c: c.peikou == 1, sequences=(2, 3, 4), peikou=(1,)),
    YakuDef("yakuhai_haku", 1, 1, _set_of(31), honors=True, sequences=(0, 1, 2, 3), dragons=True),
    YakuDef("yakuhai_hatsu", 1, 1, _set_of(32), honors=True, sequences=(0, 1, 2, 3), dragons=True),
    YakuDef("yakuhai_chun", 1, 1, _set_of(33), honors=True, sequences=(0, 1, 2, 3), dragons=True),
    YakuDef("seat_wind", 1, 1, lambda c: c.seat in c.triplets, honors=True, sequences=(0, 1, 2, 3),
            winds=True),
    YakuDef("round_wind", 1, 1, lambda c: c.round in c.triplets, honors=True, sequences=(0, 1, 2, 3),
            winds=True),
    YakuDef("rinshan", 1, 1, lambda c: c.situation.rinshan, situation_only=True),
    YakuDef("chankan", 1, 1, lambda c: c.situation.chankan, situation_only=True),
    YakuDef("haitei", 1, 1, lambda c: c.situation.haitei and c.situation.tsumo, situation_only=True),
    YakuDef("houtei", 1, 1, lambda c: c.situation.haitei and not c.situation.tsumo, situation_only=True),
    # 2 han
    YakuDef("double_riichi", 2, None, lambda c: c.situation.double_riichi, situation_only=True),
    YakuDef("chiitoitsu", 2, None, lambda c: c.form == "chiitoitsu", form="chiitoitsu"),
    YakuDef("toitoi", 2, 2, lambda c: len(c.triplets) == 4, sequences=(0,)),
    YakuDef("sanankou", 2, 2, lambda c: c.concealed_triplets >= 3, sequences=(0, 1)),
    YakuDef("sanshoku", 2, 1, _sanshoku, sequences=(3, 4), suits=(3,)),
    YakuDef("sanshoku_doukou", 2, 2, _doukou, sequences=(0, 1), suits=(3,)),
    YakuDef("ittsu", 2, 1, _ittsu, sequences=(3, 4)),
    YakuDef("chanta", 2, 1, _chanta, honors=True, sequences=(1, 2, 3, 4), yaochuu=True),
    YakuDef("sankantsu", 2, 2, lambda c: c.kans == 3, sequences=(0, 1)),
    YakuDef("honroutou", 2, 2, lambda c: not c.facts.flags & SIMPLE and c.form != "kokushi", yaochuu=True),
    YakuDef("shousangen", 2, 2, _shousangen, honors=True, sequences=(0, 1, 2), dragons=True),
    # 3 han and more
    YakuDef("honitsu", 3, 2, lambda c: c.facts.suit_count == 1 and c.facts.has_honors, honors=True, suits=(1,)),
    YakuDef("junchan", 3, 2, _junchan, honors=False, sequences=(1, 2, 3, 4), yaochuu=True),
    YakuDef("ryanpeikou", 3, None, lambda c: c.peikou == 2, sequences=(4,), peikou=(2,)),
    YakuDef("chinitsu", 6, 5, lambda c: c.facts.suit_count == 1 and not c.facts.has_honors, honors=False,
            suits=(1,)),
    # yakuman
    YakuDef("tenhou", 13, None, lambda c: c.situation.tenhou, 1),
    YakuDef("chiihou", 13, None, lambda c: c.situation.chiihou, 1),
    YakuDef("renhou", 13, None, lambda c: c.situation.renhou and c.rules.renhou == "yakuman", 1),
    YakuDef("kokushi", 13, None, lambda c: c.wait == KOKUSHI_SINGLE, 1),
    YakuDef("kokushi_13", 13, None, lambda c: c.wait == KOKUSHI_13, 1, "double_kokushi_13"),
    YakuDef("suuankou", 13, None, lambda c: c.concealed_triplets == 4 and c.wait != TANKI, 1),
    YakuDef(
        "suuankou_tanki", 13, None, lambda c: c.concealed_triplets == 4 and c.wait == TANKI, 1,
        "double_suuankou_tanki",
    ),
    YakuDef("daisangen", 13, 13, lambda c: c.dragon_sets == 3, 1),
    YakuDef(
        "shousuushii", 13, 13,
        lambda c: c.wind_sets == 3 and c.pair_type in WIND_SET, 1,
    ),
    YakuDef("daisuushii", 13, 13, lambda c: c.wind_sets == 4, 1, "double_daisuushii"),
    YakuDef("tsuuiisou", 13, 13, lambda c: not c.facts.flags & (SIMPLE | TERMINAL), 1),
    YakuDef("chinroutou", 13, 13, lambda c: not c.facts.flags & (SIMPLE | HONOR), 1),
    YakuDef(
        "ryuuiisou", 13, 13,
        lambda c: not c.facts.flags & NOT_GREEN and (c.facts.count(32) > 0 or not c.rules.ryuuiisou_needs_hatsu), 1,
    ),
    YakuDef("chuuren", 13, None, lambda c: _chuuren(c) and not nine_sided(c.facts.concealed_counts, c.win), 1),
    YakuDef(
        "junsei_chuuren", 13, None, lambda c: _chuuren(c) and nine_sided(c.facts.concealed_counts, c.win), 1,
        "double_junsei_chuuren",
    ),
    YakuDef("suukantsu", 13, 13, lambda c: c.kans == 4, 1),
)
"""Every yaku, in display order."""

YAKU_BY_NAME: dict[str, YakuDef] = {y.name: y for y in YAKU}

EXCLUSIONS: dict[str, tuple[str, ...]] = {
    "riichi": ("double_riichi",),
    "iipeikou": ("ryanpeikou",),
    "chiitoitsu": ("ryanpeikou",),
    "chanta": ("junchan", "honroutou"),
    "honitsu": ("chinitsu",),
    "shousuushii": ("daisuushii",),
}
"""A yaku (key) is not counted when any of the yaku that replace it (value) holds."""

BONUS_NAMES = ("dora", "aka", "ura", "kita")


def yakuman_value(y: YakuDef, rules: Rules) -> int:
    """Multiples of a yakuman under the rules (double forms count 2 when their option is on)."""
    return y.yakuman * (2 if y.double_option and getattr(rules, y.double_option) else 1)


YAKUMAN: tuple[YakuDef, ...] = tuple(y for y in YAKU if y.yakuman)
ORDINARY: tuple[YakuDef, ...] = tuple(y for y in YAKU if not y.yakuman)
OPEN_YAKUMAN: tuple[YakuDef, ...] = tuple(y for y in YAKUMAN if y.open_han is not None)


Tests = tuple[tuple[int, Callable[[YakuContext], bool]], ...]
"""(bit of a row of ORDINARY, its test) pairs."""
CLOSED = 1 << len(ORDINARY)
"""With the bits of the rows of ORDINARY held: the hand is closed (the han differ)."""
_CANDIDATES: dict[tuple[str, bool, bool, int, int, bool, int, bool, bool], Tests] = {}
"""The kind of a reading (``candidates``' arguments) -> ``candidates``."""


def candidates(
    form: str, closed: bool, honors: bool, sequences: int, suits: int = 0, yaochuu: bool = True, peikou: int = 0,
    dragons: bool = True, winds: bool = True,
) -> Tests:
    """(bit, test) of the ordinary yaku a reading of this kind can have (situation yaku apart)."""
    rows = (  # each gating condition alone, as a bit per row for which it holds (worked out once per value)
        _mask("closed", closed) & _mask("honors", honors) & _mask("sequences", (form, sequences))
        & _mask("form", form) & _mask("suits", suits) & _mask("yaochuu", (form, yaochuu)) & _mask("peikou", peikou)
        & _mask("dragons", dragons) & _mask("winds", winds)
    )
    out = []
    while rows:
        low = rows & -rows
        rows ^= low
        out.append((low, ORDINARY[low.bit_length() - 1].test))
    return tuple(out)


_GATES: dict[str, Callable[[YakuDef, Any], bool]] = {
    "closed": lambda y, closed: bool(closed) or y.open_han is not None,
    "honors": lambda y, honors: not y.situation_only and y.honors in (None, honors),
    "sequences": lambda y, v: y.sequences is None or (v[0] == "standard" and v[1] in y.sequences),
    "form": lambda y, form: y.form in (None, form),
    "suits": lambda y, suits: y.suits is None or suits in y.suits,
    "yaochuu": lambda y, v: not y.yaochuu or v[0] != "standard" or v[1],
    "peikou": lambda y, peikou: y.peikou is None or peikou in y.peikou,
    "dragons": lambda y, dragons: bool(dragons) or not y.dragons,
    "winds": lambda y, winds: bool(winds) or not y.winds,
}
"""A row's gating conditions: (row, the reading's value) -> the row may hold."""
_MASKS: dict[tuple[str, object], int] = {}


def _mask(gate: str, value: object) -> int:
    """A bit per row of ORDINARY whose gate lets a reading with this value through."""
    found = _MASKS.get((gate, value))
    if found is None:
        holds = _GATES[gate]
        found = _MASKS[(gate, value)] = sum(1 << i for i, y in enumerate(ORDINARY) if holds(y, value))
    return found


class _SituationView:
    """What the situation-only tests read: the situation and whether the hand is closed."""

    __slots__ = ("situation", "closed")

    def __init__(self, situation: Situation, closed: bool) -> None:
        self.situation = situation
        self.closed = closed


SITUATION_ROWS: tuple[tuple[int, YakuDef], ...] = tuple((i, y) for i, y in enumerate(ORDINARY) if y.situation_only)
_SITUATION_HELD: dict[int, tuple[Situation, int, int]] = {}


def situation_held(situation: Situation, closed: bool) -> int:
    """The situation-only yaku that hold, a bit per row of ORDINARY, and CLOSED for a closed hand (worked out once
    per situation)."""
    found = _SITUATION_HELD.get(id(situation))
    if found is None or found[0] is not situation:  # keyed by identity; the entry keeps the situation alive
        opened, closed_bits = (
            sum(
                1 << i for i, y in SITUATION_ROWS
                if (view.closed or y.open_han is not None) and y.test(cast(YakuContext, view))
            ) | (CLOSED if view.closed else 0)
            for view in (_SituationView(situation, False), _SituationView(situation, True))
        )
        if len(_SITUATION_HELD) >= 1024:
            _SITUATION_HELD.clear()
        found = _SITUATION_HELD[id(situation)] = (situation, opened, closed_bits)
    return found[2] if closed else found[1]


Evaluation = tuple[tuple[YakuEntry, ...], int, int, bool]
"""(yaku without dora, yakuman multiples, han, pinfu)."""
_ROW = {y.name: i for i, y in enumerate(ORDINARY)}
_CLOSED_ENTRIES = tuple(YakuEntry(y.name, y.closed_han) for y in ORDINARY)
_OPEN_ENTRIES = tuple(YakuEntry(y.name, y.open_han or 0) for y in ORDINARY)
_EXCLUDED_BY = tuple(sum(1 << _ROW[name] for name in EXCLUSIONS.get(y.name, ()) if name in _ROW) for y in ORDINARY)
"""Per row of ORDINARY: the bits of the rows that replace it."""
_PINFU = 1 << _ROW["pinfu"]
_HELD: dict[int, Evaluation] = {}


def _ordinary(held: int) -> Evaluation:
    """The evaluation of the ordinary yaku held (bits of rows of ORDINARY, and CLOSED), exclusions applied."""
    found = _HELD.get(held)
    if found is None:
        entries = _CLOSED_ENTRIES if held & CLOSED else _OPEN_ENTRIES
        out = []
        han = 0
        bits = held & (CLOSED - 1)
        while bits:
            low = bits & -bits
            bits ^= low
            i = low.bit_length() - 1
            if not held & _EXCLUDED_BY[i]:
                entry = entries[i]
                out.append(entry)
                han += entry.han
        if len(_HELD) >= 8192:
            _HELD.clear()
        found = _HELD[held] = (tuple(out), 0, han, bool(held & _PINFU))
    return found


def evaluate(ctx: YakuContext) -> Evaluation:
    """(yaku without dora, yakuman multiples, han, pinfu) of one reading.

    With a yakuman only yakuman are returned; without stacking only the biggest one.
    """
    if ctx.maybe_yakuman:
        yakuman = [y for y in (YAKUMAN if ctx.closed else OPEN_YAKUMAN) if y.test(ctx)]
        if yakuman:
            names = {y.name for y in yakuman}
            yakuman = [y for y in yakuman if names.isdisjoint(EXCLUSIONS.get(y.name, ()))]
            stack = [YakuEntry(y.name, 13 * yakuman_value(y, ctx.rules)) for y in yakuman]
            if not ctx.rules.yakuman_stacking:
                stack = [max(stack, key=lambda e: e.han)]
            han = sum(e.han for e in stack)
            return tuple(stack), han // 13, han, False
    held = ctx.by_situation
    for bit, test in ctx.tests:
        if test(ctx):
            held |= bit
    found = _HELD.get(held)
    return found if found is not None else _ordinary(held)
