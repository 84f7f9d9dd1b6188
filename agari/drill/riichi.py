"""Riichi drills (four- and three-player presets): the trap tables, the hands, the expected answers.

Score it: a hand played to a win (``agari.drill.riichi_play``) with its situation as play left it (seat
and round drawn, riichi, ippatsu, haitei, rinshan and kita as they came, dora and ura indicators from the
dead wall); the honba counter is set only for the ``honba`` category. Riichi deposits are never on the
table: ``points`` is what the hand earns, honba included. Hands with a yakuman are not drills.

What to discard / How far: a closed hand part way through a deal (``riichi_play.develop``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from agari.core.notation import Hand, Meld, MeldKind
from agari.core.tile import Tile
from agari.drill import hands
from agari.drill.category import Category
from agari.drill.riichi_play import Plan, Won, develop, play
from agari.drill.rng import Rng
from agari.drill.wall import type_of
from agari.riichi.rules import Rules

GAME = "riichi"
WINDS = "eswn"
DRAGONS = ("5z", "6z", "7z")
HONBA = ((1, 40), (2, 25), (3, 15), (4, 12), (5, 8))
"""Honba counters of a ``honba`` drill, with their weights."""
INDICATOR_TRIES = 40
"""Dead walls tried for a ``kiriage`` hand (any unseen tiles could have been its indicators)."""

JsonDict = dict[str, Any]
Req = Mapping[str, Any]


# -- tests: what a result shows ---------------------------------------------------------------------------------


def _groups(result: Req) -> list[JsonDict]:
    reading = result.get("reading") or {}
    groups: list[JsonDict] = reading.get("groups") or []
    return groups


def _kinds(result: Req) -> set[str]:
    return {g["kind"] for g in _groups(result)}


def no_honba(request: Req, result: Req) -> bool:
    """A hand as play dealt it: no honba counter."""
    return not request.get("honba")


def closed_triplet(request: Req, result: Req) -> bool:
    """A concealed triplet or closed kan among the sets."""
    return bool(_kinds(result) & {"closed_triplet", "ankan"})


def open_triplet(request: Req, result: Req) -> bool:
    """A called pon or open kan."""
    return bool(_kinds(result) & {"pon", "kan"})


def ron_triplet(request: Req, result: Req) -> bool:
    """A triplet completed by ron (a shanpon wait won on a discard)."""
    return "ron_triplet" in _kinds(result)


def wait_fu(request: Req, result: Req) -> bool:
    """A standard hand won on a closed, edge or pair wait (2 fu)."""
    reading = result.get("reading") or {}
    return reading.get("form") == "standard" and reading.get("wait") in ("kanchan", "penchan", "tanki")


def pinfu_tsumo(request: Req, result: Req) -> bool:
    """Pinfu won by tsumo: 20 fu, the tsumo adds none."""
    return bool(request.get("tsumo")) and any(name == "pinfu" for name, _ in result.get("yaku") or ())


def open_thirty(request: Req, result: Req) -> bool:
    """An open hand whose fu are the base alone, raised to 30."""
    items = [item["fu"] for item in result.get("fu_items") or ()]
    return any(g.get("open") for g in _groups(result)) and items == [20, 10]


def seven_pairs(request: Req, result: Req) -> bool:
    """Chiitoitsu (25 fu, never rounded)."""
    return (result.get("reading") or {}).get("form") == "chiitoitsu"


def kiriage_edge(request: Req, result: Req) -> bool:
    """4 han 30 fu or 3 han 60 fu: mangan under kiriage."""
    return (result.get("han"), result.get("fu")) in ((4, 30), (3, 60))


def value_pair(request: Req, result: Req) -> bool:
    """The pair is a dragon, the seat wind or the round wind."""
    if (result.get("reading") or {}).get("form") != "standard":
        return False
    winds = {f"{WINDS.index(request.get(key, 'e')) + 1}z" for key in ("seat", "round")}
    return any(g["kind"] == "pair" and g["tiles"][1:] in {*DRAGONS, *winds} for g in _groups(result))


def with_honba(request: Req, result: Req) -> bool:
    """Honba counters on the table."""
    return bool(request.get("honba"))


def with_kita(request: Req, result: Req) -> bool:
    """Three players: Norths set aside as kita (each a dora)."""
    return bool(request.get("kita"))


def _kiriage(preset: str) -> bool:
    return Rules.preset(preset).kiriage


def _four_players(preset: str) -> bool:
    return Rules.preset(preset).players == 4


def _three_players(preset: str) -> bool:
    return Rules.preset(preset).players == 3


SCORE: tuple[Category, ...] = (
    Category("plain", "a hand as play deals it", (100, 40, 0), no_honba, Plan()),
    Category("closed_triplet", "a concealed triplet is 4 fu (8 of terminals or honours); a closed kan 16 (32)",
             (0, 7, 11), closed_triplet, Plan(style="triplets", kans=350)),
    Category("open_triplet", "a called pon is only 2 fu (4 of terminals or honours); an open kan 8 (16)",
             (0, 6, 10), open_triplet, Plan(style="simples", calls=950, kans=350, call_kinds=("pon",), call_even=True)),
    Category("ron_triplet", "a triplet completed by ron counts as open: 2 fu (4), not 4 (8)", (0, 6, 10),
             ron_triplet, Plan(style="triplets", win="ron", wait="shanpon")),
    Category("wait_fu", "a closed, edge or pair wait adds 2 fu (and may decide the reading)", (0, 7, 11), wait_fu,
             Plan()),
    Category("pinfu_tsumo", "pinfu tsumo is 20 fu: no 2 fu for the tsumo", (0, 6, 9), pinfu_tsumo,
             Plan(style="sequences", riichi=500, win="tsumo", wait="two_sided")),
    Category("open_30", "an open hand with no fu beyond the base is raised to 30 fu", (0, 2, 4), open_thirty,
             Plan(style="simples", calls=950, win="ron", call_kinds=("chi",), wait="two_sided"),
             applies=_four_players),
    Category("chiitoitsu", "seven pairs are 25 fu, never rounded up", (0, 6, 10), seven_pairs, Plan(style="pairs")),
    Category("kiriage", "4 han 30 fu and 3 han 60 fu are rounded up to mangan under kiriage", (0, 6, 12),
             kiriage_edge, Plan(), applies=_kiriage, setup={"indicators": INDICATOR_TRIES}),
    Category("value_pair", "a pair of dragons, the seat or the round wind adds 2 fu (a double wind 4, or 2)",
             (0, 5, 8), value_pair, Plan(style="honours"), setup={"value_pair": True}),
    Category("honba", "each honba adds 300 on ron, 100 from each payer on tsumo", (0, 7, 11), with_honba, Plan(),
             setup={"honba": True}),
    Category("kita", "three players: each North set aside is a dora", (0, 6, 10), with_kita, Plan(),
             applies=_three_players),
)
"""Riichi's Score-it categories."""


# -- hands ------------------------------------------------------------------------------------------------------


def tile_text(n: int) -> str:
    """The notation of a tile number (``0p`` for the red five of pin)."""
    return str(Tile(type_of(n), n >= 34))


def _tiles(numbers: list[int] | tuple[int, ...]) -> tuple[Tile, ...]:
    return tuple(sorted((Tile(type_of(n), n >= 34) for n in numbers), key=lambda t: (t.index, t.red)))


def hand_text(concealed: list[int] | tuple[int, ...], melds: tuple[tuple[str, tuple[int, ...]], ...] = ()) -> str:
    """The hand's notation: concealed tiles sorted, then the melds as called."""
    return str(Hand(_tiles(concealed), tuple(Meld(MeldKind(kind), _tiles(tiles)) for kind, tiles in melds)))


def _situation(won: Won, rules: Rules, seat: int, round_wind: int, preset: str, honba: int) -> JsonDict:
    request: JsonDict = {
        "op": "score", "game": GAME, "hand": hand_text(won.concealed, won.melds), "win": tile_text(won.win),
        "tsumo": won.tsumo, "riichi": won.riichi, "double_riichi": won.double_riichi, "ippatsu": won.ippatsu,
        "round": WINDS[round_wind], "seat": WINDS[seat], "dora": [], "ura": [], "haitei": won.haitei,
        "rinshan": won.rinshan, "honba": honba, "rules": preset,
    }
    if rules.players == 3:
        request["kita"] = won.kita
    return request


def _indicators(request: JsonDict, won: Won, rng: Rng) -> None:
    """Dora indicators (one, and one per kan) and, with riichi, as many ura: tiles of the dead wall, which
    could be any of the tiles not seen."""
    unseen = won.wall.unseen()
    picked: list[int] = []
    for _ in range((1 + won.kans) * (2 if won.riichi else 1)):
        k = rng.below(len(unseen) - len(picked))
        picked.append(unseen[k])
        unseen[k], unseen[len(unseen) - len(picked)] = unseen[len(unseen) - len(picked)], unseen[k]
    n = 1 + won.kans
    request["dora"] = [tile_text(t) for t in picked[:n]]
    request["ura"] = [tile_text(t) for t in picked[n:]]


def dora_of(indicator: int, players: int) -> int:
    """The tile type an indicator type points at (three players: 1m points at 9m)."""
    if indicator < 27:
        if players == 3 and indicator in (0, 8):
            return 8 - indicator
        return indicator - 8 if indicator % 9 == 8 else indicator + 1
    if indicator < 31:
        return 27 if indicator == 30 else indicator + 1
    return 31 if indicator == 33 else indicator + 1


def _dora_hits(request: JsonDict, won: Won, players: int, indicators: list[int]) -> int:
    """Dora counted by indicators on the hand's tiles (kita count as Norths)."""
    held = [0] * 34
    for t in won.concealed:
        held[type_of(t)] += 1
    for _, tiles in won.melds:
        for t in tiles:
            held[type_of(t)] += 1
    held[30] += won.kita
    return sum(held[dora_of(type_of(t), players)] for t in indicators)


def _steer_dora(request: JsonDict, won: Won, rng: Rng, rules: Rules, tries: int) -> bool:
    """Kiriage: a 30 or 60 fu hand whose dora and ura bring it to 4 han 30 fu or 3 han 60 fu. The engine scores
    the hand once; dead walls are then drawn (any unseen tiles) until one counts the dora wanted."""
    from agari.riichi.scoring import score_case

    first = score_case(request)
    if not first.get("ok") or first.get("yakuman") or first.get("fu") not in (30, 60):
        return False
    want = (4 if first["fu"] == 30 else 3) - (int(first["han"]) - int(first.get("dora") or 0) -
                                              int(first.get("ura") or 0))
    if want < 0:
        return False
    for _ in range(tries):
        _indicators(request, won, rng)
        shown = [Tile.parse(t).index for t in request["dora"] + request["ura"]]
        if _dora_hits(request, won, rules.players, shown) == want:
            return True
    return False


def _value_the_pair(request: JsonDict, rng: Rng, rules: Rules) -> None:
    """A value pair: when the hand's pair is a wind, the seat or the round is that wind (either could have been:
    the tiles came the same whatever the seat)."""
    from agari.riichi.scoring import score_case

    result = score_case(request)
    if not result.get("ok") or value_pair(request, result):
        return
    winds = [WINDS.index(g["tiles"][0]) if g["tiles"][0] in WINDS else int(g["tiles"][0]) - 1
             for g in _groups(result) if g["kind"] == "pair" and g["tiles"].endswith("z") and g["tiles"][0] in "1234"]
    options = [("seat", w) for w in winds if w < rules.players] + [("round", w) for w in winds if w < 2]
    if options:
        key, w = options[rng.below(len(options))]
        request[key] = WINDS[w]


def score_request(rng: Rng, preset: str, category: Category) -> JsonDict | None:
    """A score request of a hand played to a win for the category (None: this deal did not give one)."""
    rules = Rules.preset(preset)
    seat = rng.below(rules.players)
    round_wind = rng.below(2)
    won = play(rng, rules, category.plan, seat, round_wind)
    if won is None:
        return None
    honba = 0
    if category.setup.get("honba"):
        honba = HONBA[rng.weighted([w for _, w in HONBA])][0]
    request = _situation(won, rules, seat, round_wind, preset, honba)
    _indicators(request, won, rng)
    tries = int(category.setup.get("indicators", 0))
    if tries and not _steer_dora(request, won, rng, rules, tries):
        return None
    if category.setup.get("value_pair"):
        _value_the_pair(request, rng, rules)
    return request


def expected(field: str, request: Req, result: Req) -> list[tuple[str | None, int]]:
    """The right answer of a score drill's field, as (payer or None, value) pairs.

    ``points``: what the hand earns the winner, honba included (no riichi deposits are on the table);
    ``payments``: each payer's share, honba included (ron: the discarder; tsumo: each payer kind)."""
    if field in ("han", "fu"):
        return [(None, int(result[field]))]
    if field == "points":
        return [(None, int(result["points"]) + int(result.get("honba_points") or 0))]
    payments: Mapping[str, int] = result["payments"]
    honba_points = int(result.get("honba_points") or 0)
    each = 0
    if honba_points:
        payers = 1 if not request.get("tsumo") else (2 if Rules.preset(str(request["rules"])).players == 3 else 3)
        each = honba_points // payers
    return [(payer, int(amount) + each) for payer, amount in payments.items()]


def acceptable(result: Req) -> bool:
    """A scored hand that makes a drill: a win, no yakuman."""
    return bool(result.get("ok")) and not result.get("yakuman")


# -- hands for What to discard and How far ----------------------------------------------------------------------

DISCARD = hands.DISCARD
SHANTEN = hands.SHANTEN


def hand_request(rng: Rng, preset: str, kind: str, category: Category) -> JsonDict | None:
    """An analyze request of a closed hand part way through a deal: 14 tiles for a discard drill (for ``ready``,
    the draw that makes the hand ready), 13 for How far."""
    rules = Rules.preset(preset)
    seat = rng.below(rules.players)
    round_wind = rng.below(2)
    setting = str(category.plan)
    plan = Plan(style="pairs" if setting == "pairs" else "any")
    ready = setting == "ready"
    stop = (1 if kind == "discard" else 0) if ready else -1
    draw = ("useful" if ready else "any") if kind == "discard" else ""
    tiles, kita = develop(rng, rules, plan, seat, round_wind, 14 if ready else rng.below(9), stop, draw)
    request: JsonDict = {"op": "analyze", "game": GAME, "hand": hand_text(tiles), "round": WINDS[round_wind],
                         "seat": WINDS[seat], "rules": preset}
    if rules.players == 3:
        request["kita"] = kita
    return request
