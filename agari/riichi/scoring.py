"""Score a winning hand: the pipeline from input to the best reading.

parse -> validate (tile count, copies, red fives, winning tile, situation) ->
decompose -> wait readings -> yaku -> fu -> points.  Every reading is scored
and the best one wins: a legal win (with a yaku) first, then the most points,
then a real yakuman over a counted (kazoe) one, then the most han, then the
most fu.  Invalid input raises AgariError (with
``field`` set); a hand that is not complete or has no yaku gives a result
with ``ok=False`` and ``error`` ``not_winning`` / ``no_yaku``.

>>> score("123m456p789s11122z", win="2z", tsumo=True).points  # dealer: 3 han 40 fu, 2600 all
7800
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from agari.core import decompose
from agari.core.errors import AgariError, NotationError, SituationError, error_result
from agari.core.notation import TILE_BY_TEXT, Hand, format_tiles, parse_hand_key
from agari.core.tile import Tile
from agari.riichi import pao as pao_rules
from agari.riichi import sanma
from agari.riichi.codes import code_of, summary, view
from agari.riichi.facts import SHIFT, HandFacts
from agari.riichi.fu import fu_of, pair_item, standard_fu
from agari.riichi.points import MANGAN_BASIC, STICK_VALUE, honba_points, payer, value
from agari.riichi.result import FuItem, GroupView, Reading, ScoreResult, YakuEntry
from agari.riichi.rules import PRESETS, Rules, resolve_rules
from agari.riichi.situation import FLAG_NAMES, ILLEGAL_BY_FLAG, Shown, Situation, TileList, indicator_tiles
from agari.riichi.suits import NOT_PAIRS, SIMPLE, standard_codes
from agari.riichi.validate import check_counted
from agari.riichi.waits import Shape, shapes, standard_waits
from agari.riichi.yaku import BONUS_NAMES, YakuContext, evaluate, situation_held

NOT_WINNING = "not_winning"
NO_YAKU = "no_yaku"
DETAILS = {
    NOT_WINNING: "the hand is not complete: it is not four sets and a pair, seven distinct pairs or kokushi",
    NO_YAKU: "the hand is complete but has no yaku (dora alone are not a yaku)",
}
URA_NOTE = "ura indicators ignored: no riichi"

RulesInput = str | Rules | Mapping[str, Any] | None


_new_tuple = tuple.__new__
"""Makes a NamedTuple from a tuple of its fields (no Python-level ``__new__``)."""

_TEXT: dict[Tile, str] = {t: text for text, t in TILE_BY_TEXT.items()}
"""How each tile is written (the inverse of TILE_BY_TEXT)."""


def _with_field(exc: AgariError, field: str) -> AgariError:
    if exc.field is None:
        exc.field = field
    return exc


def _parse_hand(hand: str | Hand) -> tuple[Hand, int | None]:
    """The hand, with the packed count of its concealed tiles when it was read from text (else None)."""
    if isinstance(hand, Hand):
        return hand, None
    if not isinstance(hand, str):
        raise NotationError(f"hand must be a string such as \"123m456p789s11122z\", not {hand!r}", field="hand")
    try:
        return parse_hand_key(hand)
    except AgariError as exc:
        raise _with_field(exc, "hand") from None


def _parse_win(win: str | Tile) -> Tile:
    if isinstance(win, Tile):
        return win
    if not isinstance(win, str):
        raise NotationError(f"win must be one tile such as \"5p\", not {win!r}", field="win")
    try:
        return Tile.parse(win)
    except AgariError as exc:
        raise _with_field(exc, "win") from None


def _resolve_rules(rules: RulesInput) -> Rules:
    try:
        return resolve_rules(rules)
    except AgariError as exc:
        raise _with_field(exc, "rules") from None


class Plan:
    """A situation's flags and winds with what scoring reads from them, worked out once per situation."""

    __slots__ = ("sit", "dealer", "seat", "round", "counts_ura", "checked", "riichi_only", "yaku_open", "yaku_closed")
    sit: Situation
    dealer: bool
    seat: int
    """Tile type of the seat wind."""
    round: int
    """Tile type of the round wind."""
    counts_ura: bool
    """Ura dora count (riichi)."""
    checked: bool
    """Some flag that has legality rules is set (``Situation.check`` has work to do)."""
    riichi_only: bool
    """Riichi is the only such flag: its rules only refuse an open hand."""
    yaku_open: int
    """The situation-only yaku of an open hand (``yaku.situation_held``)."""
    yaku_closed: int

    def __init__(self, sit: Situation) -> None:
        self.sit = sit
        self.dealer = sit.dealer
        self.seat = sit.seat_index
        self.round = sit.round_index
        self.counts_ura = sit.ura_counts
        self.checked = any(getattr(sit, flag) for flag in ILLEGAL_BY_FLAG)
        self.riichi_only = [flag for flag in ILLEGAL_BY_FLAG if getattr(sit, flag)] == ["riichi"]
        self.yaku_open = situation_held(sit, False)
        self.yaku_closed = situation_held(sit, True)


@lru_cache(maxsize=1024, typed=True)
def _flags(
    tsumo: bool, riichi: bool, double_riichi: bool, ippatsu: bool, round: str, seat: str, haitei: bool,
    rinshan: bool, chankan: bool, tenhou: bool, chiihou: bool, honba: int, sticks: int, renhou: bool, kita: int = 0,
) -> Plan:
    """The plan of a situation without indicators (cached: situations repeat)."""
    return Plan(Situation.make(
        tsumo=tsumo, riichi=riichi, double_riichi=double_riichi, ippatsu=ippatsu, round=round, seat=seat,
        haitei=haitei, rinshan=rinshan, chankan=chankan, tenhou=tenhou, chiihou=chiihou, honba=honba,
        sticks=sticks, renhou=renhou, kita=kita,
    ))


@lru_cache(maxsize=1024, typed=True)
def _shown(dora: TileList | None, ura: TileList | None) -> Shown:
    """The indicators given as text or tiles (cached: indicator lists repeat)."""
    return Shown(indicator_tiles(dora, "dora"), indicator_tiles(ura, "ura"))


def score(
    hand: str | Hand,
    win: str | Tile | None = None,
    *,
    tsumo: bool = False,
    riichi: bool = False,
    double_riichi: bool = False,
    ippatsu: bool = False,
    round: str = "e",
    seat: str = "e",
    dora: TileList | None = None,
    ura: TileList | None = None,
    haitei: bool = False,
    rinshan: bool = False,
    chankan: bool = False,
    tenhou: bool = False,
    chiihou: bool = False,
    honba: int = 0,
    sticks: int = 0,
    renhou: bool = False,
    rules: RulesInput = "tenhou",
    kita: int = 0,
    pao: str | None = None,
) -> ScoreResult:
    """Score a complete hand (winning tile included); ``win=None`` tries every concealed tile.

    ``kita``: Norths set aside (three-player rules only, ``agari.riichi.sanma``).  ``pao``: the seat wind of the
    player liable for a daisangen or daisuushii (``agari.riichi.pao``).
    """
    rules_v = PRESETS.get(rules) if type(rules) is str else None
    if rules_v is None:
        rules_v = _resolve_rules(rules)
    if type(hand) is Hand:
        h, key = hand, None
    else:
        h, key = _parse_hand(hand)
    try:
        p = _flags(tsumo, riichi, double_riichi, ippatsu, round, seat, haitei, rinshan, chankan, tenhou, chiihou,
                   honba, sticks, renhou, kita)
        shown = _shown(tuple(dora) if type(dora) is list else dora, tuple(ura) if type(ura) is list else ura)
    except TypeError:  # an unhashable value: let Situation.make word the error
        sit = Situation.make(
            tsumo=tsumo, riichi=riichi, double_riichi=double_riichi, ippatsu=ippatsu, round=round, seat=seat,
            dora=dora, ura=ura, haitei=haitei, rinshan=rinshan, chankan=chankan, tenhou=tenhou, chiihou=chiihou,
            honba=honba, sticks=sticks, renhou=renhou, kita=kita,
        )
        p, shown = Plan(sit), Shown(sit.dora, sit.ura)
    sit = p.sit
    w = win if type(win) is Tile else None
    if w is None and win is not None:
        w = TILE_BY_TEXT.get(win) if type(win) is str else None
        if w is None:
            w = _parse_win(win)
    text = hand if isinstance(hand, str) else None
    if rules_v.players == 3:
        sanma.check(h, text, w, shown, sit)
        shown = sanma.shown(shown)
    elif sit.kita:
        sanma.refuse_kita(sit.kita, rules_v)
    facts = HandFacts(h, key)
    check_counted(h, facts, w, shown, rules_v)
    notes = (URA_NOTE,) if shown.ura and not p.counts_ura else ()
    liable = None if pao is None else pao_rules.seat_of(pao, sit, rules_v)
    if w is not None:
        if p.checked and not (p.riichi_only and facts.closed):
            sit.check(h, w, shown.tiles)
        result = score_win(h, w, rules_v, notes, False, text, facts, p, shown)
    else:
        result = _infer(h, rules_v, notes, text, facts, p, shown)
    return result if liable is None else pao_rules.apply(result, liable, rules_v)


def _infer(
    h: Hand, rules: Rules, notes: tuple[str, ...], text: str | None, facts: HandFacts, p: Plan, shown: Shown
) -> ScoreResult:
    """Try each concealed tile type as the winning tile; keep the best result."""
    candidates: dict[int, Tile] = {}
    for t in sorted(h.concealed):
        candidates.setdefault(t.index, t)
    first_error: SituationError | None = None
    results: list[ScoreResult] = []
    for t in candidates.values():
        try:
            p.sit.check(h, t, shown.tiles)
        except SituationError as exc:
            first_error = first_error or exc
            continue
        results.append(score_win(h, t, rules, notes, True, text, facts, p, shown))
    if not results:
        assert first_error is not None
        raise first_error
    return max(results, key=_result_key)


def _result_key(r: ScoreResult) -> tuple[int, int, int, int, int]:
    """Best winning tile: a win, then points, then a real yakuman over a counted one, then han, then fu."""
    error_rank = {None: 2, NO_YAKU: 1, NOT_WINNING: 0}[r.error]
    return (error_rank, r.points, r.yakuman, r.han or 0, r.fu or 0)


def _reading_key(r: Reading) -> tuple[bool, int, int, int, int]:
    """Best reading: a legal win, then points, then a real yakuman over kazoe (as Tenhou), then han, then fu."""
    return (r.ok, r.points, r.yakuman, r.han or 0, r.fu or 0)


def _group_views(h: Hand, shape: Shape) -> tuple[GroupView, ...]:
    if shape.form == "kokushi":
        return (GroupView("kokushi", format_tiles(sorted(h.concealed)), False),)
    return tuple([view(code_of(g)) for g in shape.groups])


@lru_cache(maxsize=256)
def _bonus_entries(bonus: tuple[int, int, int, int]) -> tuple[YakuEntry, ...]:
    """The dora, aka, ura and kita entries of the yaku list (those that count)."""
    return tuple(YakuEntry(name, n) for name, n in zip(BONUS_NAMES, bonus, strict=True) if n)


def _yakuman_reading(
    form: str, wait: str, views: tuple[GroupView, ...], yaku: tuple[YakuEntry, ...], yakuman: int, rules: Rules,
    dealer: bool, tsumo: bool,
) -> Reading:
    """A reading with a yakuman: no fu, no dora, the yakuman limit."""
    payments, total, limit = value(0, 0, yakuman, rules, dealer, tsumo)
    return _new_tuple(Reading, (form, wait, views, True, None, None, None, (), yakuman, yaku, total, payments, limit))


_NO_BONUS = (0, 0, 0, 0)
"""No dora, aka, ura or kita."""

RENHOU_MANGAN = YakuEntry("renhou", 5)
"""Renhou under ``renhou="mangan"``: alone in the yaku list, worth a mangan (5 han), dora not counted."""


def _reading(
    form: str, wait: str, views: tuple[GroupView, ...], yaku: tuple[YakuEntry, ...], han: int,
    fu: tuple[tuple[FuItem, ...], int, int], bonus: tuple[int, int, int, int], rules: Rules, dealer: bool, tsumo: bool,
    renhou_mangan: bool = False,
) -> Reading:
    """A reading without yakuman, from its yaku (without dora), han and fu: no yaku, or its points.

    ``renhou_mangan``: a flat mangan replaces the reading unless its own yaku and dora make 5 han or more.
    """
    items, raw, rounded = fu
    if renhou_mangan and (not yaku or han + bonus[0] + bonus[1] + bonus[2] + bonus[3] < 5):
        payments, total = payer(rules)(MANGAN_BASIC, dealer, tsumo)
        return _new_tuple(Reading, (
            form, wait, views, True, 5, rounded, raw, items, 0, (RENHOU_MANGAN,), total, payments, "mangan"))
    if not yaku:
        return _new_tuple(Reading, (form, wait, views, False, None, rounded, raw, items, 0, (), 0, {}, None))
    if bonus != _NO_BONUS:
        yaku = yaku + _bonus_entries(bonus)
        han += bonus[0] + bonus[1] + bonus[2] + bonus[3]
    payments, total, limit = value(han, rounded, 0, rules, dealer, tsumo)
    return _new_tuple(Reading, (form, wait, views, True, han, rounded, raw, items, 0, yaku, total, payments, limit))


def read(
    h: Hand, facts: HandFacts, shape: Shape, win: Tile, rules: Rules, bonus: tuple[int, int, int, int], p: Plan
) -> Reading:
    """Score one reading of seven pairs or kokushi: yaku, dora, fu, points."""
    sit = p.sit
    ctx = YakuContext(facts, sit, rules, shape.form, win.index, p.seat, p.round,
                      p.yaku_closed if facts.closed else p.yaku_open)
    ctx.wait = shape.wait
    yaku, yakuman, han, pinfu = evaluate(ctx)
    views = _group_views(h, shape)
    if yakuman:
        return _yakuman_reading(shape.form, shape.wait, views, yaku, yakuman, rules, p.dealer, sit.tsumo)
    fu = fu_of(shape, sit, rules, facts.closed, pinfu, p.seat, p.round)
    return _reading(shape.form, shape.wait, views, yaku, han, fu, bonus, rules, p.dealer, sit.tsumo,
                    sit.renhou and rules.renhou == "mangan")


def _standard_readings(
    facts: HandFacts, splits: list[tuple[int, ...]], win: int, rules: Rules, bonus: tuple[int, int, int, int], p: Plan
) -> list[Reading]:
    """Every reading of the standard decompositions (their concealed group codes, the pair last); a reading found
    twice is kept the first time."""
    sit = p.sit
    tsumo = sit.tsumo
    closed = facts.closed
    seat = p.seat
    rnd = p.round
    dealer = p.dealer
    renhou_mangan = sit.renhou and rules.renhou == "mangan"
    melds = facts.meld_codes
    by_situation = p.yaku_closed if closed else p.yaku_open
    seen: set[tuple[object, ...]] | None = set() if len(splits) > 1 else None
    out: list[Reading] = []
    for concealed in splits:
        pair_type = concealed[-1]  # a pair's code is its tile type
        codes = concealed + melds if melds else concealed
        views, sequences, triplets, ankou, kans, yaochuu, peikou, items, set_fu = summary(codes)
        ctx = YakuContext(facts, sit, rules, "standard", win, seat, rnd, by_situation,
                          (sequences, triplets, ankou, kans, yaochuu, peikou), pair_type)
        pair_fu = pair_item(pair_type, seat, rnd, rules) if pair_type >= 27 else None  # only honor pairs give fu
        for i, wait, done in standard_waits(concealed, win, tsumo):
            if done == concealed[i]:
                reading_codes = codes
                r_views, r_ankou, r_items, r_fu = views, ankou, items, set_fu
            else:
                reading_codes = (*codes[:i], done, *codes[i + 1 :])
                r_views, _, _, r_ankou, _, _, _, r_items, r_fu = summary(reading_codes)
            if seen is not None:
                key = (wait, tuple(sorted(reading_codes)))
                if key in seen:
                    continue
                seen.add(key)
            ctx.wait = wait
            ctx.concealed_triplets = r_ankou
            yaku, yakuman, han, pinfu = evaluate(ctx)
            if yakuman:
                out.append(_yakuman_reading("standard", wait, r_views, yaku, yakuman, rules, dealer, tsumo))
            else:
                fu = standard_fu(sit, rules, closed, pinfu, r_items, r_fu, wait, pair_fu)
                out.append(_reading("standard", wait, r_views, yaku, han, fu, bonus, rules, dealer, tsumo,
                                    renhou_mangan))
    return out


def _base(
    win: str, inferred: bool, dealer: bool, tsumo: bool, notes: tuple[str, ...], rules: str, hand: object, honba: int,
    sticks: int,
) -> dict[str, Any]:
    """The fields every result has, win or not."""
    return dict(win=win, win_inferred=inferred, dealer=dealer, tsumo=tsumo, notes=notes, rules=rules, hand=hand,
                honba=honba, sticks=sticks)


def score_win(
    h: Hand, win: Tile, rules: Rules, notes: tuple[str, ...], inferred: bool, text: str | None, facts: HandFacts,
    p: Plan, shown: Shown,
) -> ScoreResult:
    """Score a validated hand (its ``facts``) with a known winning tile, in the situation of ``p`` and ``shown``."""
    sit = p.sit
    tsumo = sit.tsumo
    win_text = _TEXT.get(win) or str(win)
    hand_value = text if text is not None else h
    splits = standard_codes(facts.suits) if len(h.concealed) == 14 - 3 * len(facts.melds) else []
    flags = facts.flags
    special = (
        decompose.special(tuple(facts.concealed_counts))
        if not facts.has_melds and (not flags & NOT_PAIRS or not flags & SIMPLE)  # seven pairs, or no simples
        else ()
    )
    if not splits and not special:
        return ScoreResult(ok=False, error=NOT_WINNING, detail=DETAILS[NOT_WINNING], **_base(
            win_text, inferred, p.dealer, tsumo, notes, rules.name, hand_value, sit.honba, sit.sticks))
    all_key = facts.all_key
    dora_n = ura_n = 0
    for t in shown.dora_types:
        dora_n += (all_key >> SHIFT[t]) & 15
    if p.counts_ura:
        for t in shown.ura_types:
            ura_n += (all_key >> SHIFT[t]) & 15
    kita = sit.kita
    if kita:
        extra_dora, extra_ura = sanma.kita_hits(kita, shown, p.counts_ura)
        dora_n += extra_dora
        ura_n += extra_ura
    bonus = (dora_n, facts.aka, ura_n, kita * rules.kita_value)
    readings = _standard_readings(facts, splits, win.index, rules, bonus, p) if splits else []
    for dec in special:
        readings += [read(h, facts, s, win, rules, bonus, p) for s in shapes(dec, win.index, tsumo)]
    if len(readings) > 1:
        readings.sort(key=_reading_key, reverse=True)
    best = readings[0]
    _, _, _, ok, han, fu, fu_raw, fu_items, yakuman, yaku, points, payments, limit = best
    honba = sit.honba
    sticks = sit.sticks
    three = rules.players == 3
    if not ok:
        return _new_tuple(ScoreResult, (  # every field, in ScoreResult's order
            False, NO_YAKU, DETAILS[NO_YAKU], None, None, 0, (), 0, {}, 0, None, (), None, win_text, inferred,
            p.dealer, tsumo, 0, 0, 0, honba, sticks, 0, 0, best, tuple(readings), notes, rules.name, hand_value,
            0 if three else None, None,
        ))
    # the best reading's payments are the hand's (``settle`` of its basic points), then honba and sticks
    honba_part = honba_points(rules, tsumo, honba) if three else rules.honba_value * honba
    stick_points = STICK_VALUE * sticks
    flat = yakuman or yaku[0] is RENHOU_MANGAN  # yakuman and renhou's flat mangan count no dora
    dora, aka, ura, kita_n = _NO_BONUS if flat else bonus
    return _new_tuple(ScoreResult, (  # every field, in ScoreResult's order
        True, None, None, han, fu, yakuman, yaku, points, dict(payments), points + honba_part + stick_points, limit,
        fu_items, fu_raw, win_text, inferred, p.dealer, tsumo, dora, aka, ura, honba, sticks, honba_part,
        stick_points, best, tuple(readings), notes, rules.name, hand_value, kita_n if three else None, None,
    ))


# -- JSON in, JSON out ---------------------------------------------------------------

FLAG_FIELDS = FLAG_NAMES
"""Boolean fields of the case format: the situation's flags."""


_QUICK: dict[str, Any] = {
    **dict.fromkeys(FLAG_FIELDS, bool),
    "round": None, "seat": None, "honba": None, "sticks": None, "kita": None,
    "dora": (str, list, tuple), "ura": (str, list, tuple),
    "pao": str,
}
"""Case fields -> the types ``_case_args`` lets through without a word (None: any value; a ``None`` value means the
field is left out, as ``score``'s default is the case's)."""


def _quick_args(case: dict[str, Any]) -> dict[str, Any] | None:
    """``_case_args`` of a plain dict case whose fields all have the usual types, keeping only the fields given
    (``score``'s defaults are the case format's); None when some field needs ``_case_args``'s checks and words."""
    hand = case.get("hand")
    if type(hand) is not str:
        return None
    args: dict[str, Any] = {"hand": hand}
    quick = _QUICK
    for name, given in case.items():
        if name in quick:
            if given is None:
                continue
            kind = quick[name]
            if kind is not None and (type(given) is not kind if type(kind) is type else type(given) not in kind):
                return None
            args[name] = given
        elif name == "win":
            if given is not None:
                if type(given) is not str or not given.strip():
                    return None
                args["win"] = given
        elif name == "rules":
            if given is not None and type(given) is not str:
                return None
            args["rules"] = given
    return args


def _case_args(case: Mapping[str, Any]) -> dict[str, Any]:
    """Check the field types of a case and turn it into keyword arguments of ``score``."""
    if type(case) is dict:
        quick = _quick_args(case)
        if quick is not None:
            return quick
    if "hand" not in case:
        raise NotationError("the case has no \"hand\"", field="hand")
    args: dict[str, Any] = {"hand": case["hand"]}
    if not isinstance(case["hand"], str):
        raise NotationError(f"hand must be a string such as \"123m456p789s11122z\", not {case['hand']!r}",
                            field="hand")
    win = case.get("win")
    if win is not None and (not isinstance(win, str) or not win.strip()):
        raise NotationError(f"win must be one tile such as \"5p\" (or left out), not {win!r}", field="win")
    args["win"] = win
    for name in FLAG_FIELDS:
        value = case.get(name, False)
        if value is None:
            value = False
        if not isinstance(value, bool):
            raise SituationError(f"{name} must be true or false, not {value!r}", field=name)
        args[name] = value
    for name in ("round", "seat"):
        value = case.get(name, "e")
        args[name] = "e" if value is None else value
    for name in ("dora", "ura"):
        value = case.get(name)
        if value is not None and not isinstance(value, (str, list, tuple)):
            raise SituationError(f"{name} must be a list of indicator tiles such as [\"4m\"], not {value!r}",
                                 field=name)
        args[name] = value
    for name in ("honba", "sticks", "kita"):
        value = case.get(name, 0)
        args[name] = 0 if value is None else value
    pao = case.get("pao")
    if pao is not None:
        if not isinstance(pao, str):
            raise SituationError(f"pao must be the liable player's seat wind (e, s, w or n), not {pao!r}", field="pao")
        args["pao"] = pao
    rules = case.get("rules", "tenhou")
    if rules is not None and not isinstance(rules, (str, Mapping)):
        raise AgariError(f"rules must be a preset name or an object of options, not {rules!r}", field="rules")
    args["rules"] = rules
    return args


def score_case(case: Mapping[str, Any]) -> dict[str, Any]:
    """Score one case of the JSON case format; invalid input gives an ``invalid`` result (never raises)."""
    try:
        if type(case) is not dict and not isinstance(case, Mapping):
            raise AgariError("a case must be a JSON object")
        args = _case_args(case)
        out = score(**args).to_dict()
    except AgariError as exc:
        out = error_result(exc)
    if (type(case) is dict or isinstance(case, Mapping)) and "id" in case:
        out = {"id": case["id"], **out}
    return out
