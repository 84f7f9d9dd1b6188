"""Score a case with the PyPI ``mahjong`` package (2.1.0) and answer in our result format.

Used only by the differential test: it maps our case format (hand notation,
flags, winds, indicators, honba) to mahjong's 136-tile arrays, ``Meld`` objects
and ``HandConfig``, and mahjong's response back to ``ok / error / han / fu /
yakuman / yaku / points / payments / total`` with our canonical yaku names.
"""

from __future__ import annotations

from typing import Any

from mahjong.constants import AKA_DORAS
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
from mahjong.meld import Meld as MjMeld

from agari.core.notation import Hand, MeldKind
from agari.core.tile import Tile

YAKU_NAMES: dict[str, str] = {
    "Menzen Tsumo": "menzen_tsumo", "Riichi": "riichi", "Ippatsu": "ippatsu", "Chankan": "chankan",
    "Rinshan Kaihou": "rinshan", "Haitei Raoyue": "haitei", "Houtei Raoyui": "houtei",
    "Double Riichi": "double_riichi", "Pinfu": "pinfu", "Tanyao": "tanyao", "Iipeiko": "iipeikou",
    "Yakuhai (haku)": "yakuhai_haku", "Yakuhai (hatsu)": "yakuhai_hatsu", "Yakuhai (chun)": "yakuhai_chun",
    "Sanshoku Doujun": "sanshoku", "Ittsu": "ittsu", "Chantai": "chanta", "Honroutou": "honroutou",
    "Toitoi": "toitoi", "San Ankou": "sanankou", "San Kantsu": "sankantsu", "Sanshoku Doukou": "sanshoku_doukou",
    "Chiitoitsu": "chiitoitsu", "Shou Sangen": "shousangen", "Honitsu": "honitsu", "Junchan": "junchan",
    "Ryanpeikou": "ryanpeikou", "Chinitsu": "chinitsu", "Kokushi Musou": "kokushi",
    "Chuuren Poutou": "chuuren", "Suu Ankou": "suuankou", "Daisangen": "daisangen",
    "Shousuushii": "shousuushii", "Ryuuiisou": "ryuuiisou", "Suu Kantsu": "suukantsu",
    "Tsuu Iisou": "tsuuiisou", "Chinroutou": "chinroutou", "Dai Suushii": "daisuushii",
    "Kokushi Musou Juusanmen Matchi": "kokushi_13", "Suu Ankou Tanki": "suuankou_tanki",
    "Daburu Chuuren Poutou": "junsei_chuuren", "Tenhou": "tenhou", "Chiihou": "chiihou",
    "Dora": "dora", "Aka Dora": "aka", "Ura Dora": "ura",
}
"""mahjong's yaku names -> canonical names (the wind yakuhai are mapped by prefix)."""

ERRORS = {HandCalculator.ERR_HAND_NOT_WINNING: "not_winning", HandCalculator.ERR_NO_YAKU: "no_yaku"}

WIND_INDEX = {"e": 27, "s": 28, "w": 29, "n": 30}


def options_for(rules: str) -> OptionalRules:
    """mahjong's options for one of our presets (tenhou, majsoul, mleague)."""
    return OptionalRules(
        has_open_tanyao=True,
        has_aka_dora=True,
        has_double_yakuman=rules == "majsoul",
        kazoe_limit=HandConstants.KAZOE_SANBAIMAN if rules == "mleague" else HandConstants.KAZOE_LIMITED,
        kiriage=rules == "mleague",
        fu_for_open_pinfu=True,
        fu_for_pinfu_tsumo=False,
        renhou_as_yakuman=False,
    )


class _Ids:
    """Hands out distinct 136-format ids; a red five gets mahjong's red copy, plain fives the others."""

    def __init__(self) -> None:
        self.used: set[int] = set()

    def take(self, tile: Tile, indicator: bool = False) -> int:
        """A free id; an indicator may take the red copy (mahjong counts aka only in the hand)."""
        base = tile.index * 4
        if tile.red:
            order = [base]
        elif tile.index in (4, 13, 22) and not indicator:
            order = [base + 1, base + 2, base + 3]
        else:
            order = [base, base + 1, base + 2, base + 3]
        for i in order:
            if i not in self.used:
                self.used.add(i)
                return i
        raise ValueError(f"no free 136 id for {tile} (a plain five held four times has no red copy)")


def mahjong_score(case: dict[str, Any]) -> dict[str, Any]:
    """mahjong's answer to a legal case, in our result format."""
    rules = case.get("rules", "tenhou")
    hand = Hand.parse(case["hand"])
    ids = _Ids()
    win = Tile.parse(case["win"])
    concealed_ids = [ids.take(t) for t in hand.concealed]
    win_id = next(i for t, i in zip(hand.concealed, concealed_ids, strict=True) if t is win)
    melds = []
    all_ids = list(concealed_ids)
    for m in hand.melds:
        meld_ids = [ids.take(t) for t in m.tiles]
        all_ids.extend(meld_ids)
        kind = {MeldKind.CHI: MjMeld.CHI, MeldKind.PON: MjMeld.PON}.get(m.kind, MjMeld.KAN)
        melds.append(MjMeld(meld_type=kind, tiles=meld_ids, opened=m.kind is not MeldKind.ANKAN))
    dora = [ids.take(Tile.parse(t), indicator=True) for t in case.get("dora", [])]
    ura = [ids.take(Tile.parse(t), indicator=True) for t in case.get("ura", [])]
    tsumo = bool(case.get("tsumo"))
    riichi = bool(case.get("riichi") or case.get("double_riichi"))
    config = HandConfig(
        is_tsumo=tsumo,
        is_riichi=riichi,
        is_daburu_riichi=bool(case.get("double_riichi")),
        is_ippatsu=bool(case.get("ippatsu")),
        is_rinshan=bool(case.get("rinshan")),
        is_chankan=bool(case.get("chankan")),
        is_haitei=bool(case.get("haitei")) and tsumo,
        is_houtei=bool(case.get("haitei")) and not tsumo,
        is_tenhou=bool(case.get("tenhou")),
        is_chiihou=bool(case.get("chiihou")),
        player_wind=WIND_INDEX[case.get("seat", "e")],
        round_wind=WIND_INDEX[case.get("round", "e")],
        tsumi_number=case.get("honba", 0),
        kyoutaku_number=case.get("sticks", 0),
        options=options_for(rules),
    )
    res = HandCalculator.estimate_hand_value(
        all_ids, win_id, melds=melds or None, dora_indicators=dora, ura_dora_indicators=ura, config=config
    )
    if res.error:
        return {"ok": False, "error": ERRORS.get(res.error, f"mahjong:{res.error}")}
    assert res.yaku is not None and res.cost is not None and res.han is not None
    yaku: list[list[Any]] = []
    yakuman_han = 0
    for y in res.yaku:
        han = y.han_open if res.is_open_hand and y.han_open else y.han_closed
        if y.name.startswith("Yakuhai (seat wind"):
            name = "seat_wind"
        elif y.name.startswith("Yakuhai (round wind"):
            name = "round_wind"
        else:
            name = YAKU_NAMES[y.name]
        if y.is_yakuman:
            yakuman_han += han
        yaku.append([name, han])
    cost = res.cost
    dealer = case.get("seat", "e") == "e"
    if not tsumo:
        payments = {"discarder": cost["main"]}
        points = cost["main"]
    elif dealer:
        payments = {"non_dealer": cost["main"]}
        points = 3 * cost["main"]
    else:
        payments = {"dealer": cost["main"], "non_dealer": cost["additional"]}
        points = cost["main"] + 2 * cost["additional"]
    yakuman = yakuman_han // 13
    return {
        "ok": True,
        "error": None,
        "han": None if yakuman else res.han,
        "fu": None if yakuman else res.fu,
        "yakuman": yakuman,
        "yaku": sorted(yaku),
        "points": points,
        "payments": payments,
        "total": cost["total"],
        "limit": cost["yaku_level"],
        "aka_ids": sum(i in AKA_DORAS for i in all_ids),
    }
