"""Write a game record as mjai JSON Lines (a test helper: the same game in both formats must review alike).

Written independently of the mjai reader: it spells tiles, events and results the way mjai logs do.
"""

from __future__ import annotations

import json
from typing import Any

from agari.core.tile import Tile
from agari.logs.record import ANKAN, CHI, DAIMINKAN, DISCARD, DORA, DRAW, KAKAN, KITA, PON, GameRecord

MJAI_YAKU = {
    "menzen_tsumo": "menzenchin_tsumoho", "riichi": "reach", "ippatsu": "ippatsu", "chankan": "chankan",
    "rinshan": "rinshankaiho", "haitei": "haiteiraoyue", "houtei": "hoteiraoyui", "pinfu": "pinfu",
    "tanyao": "tanyaochu", "iipeikou": "ipeko", "seat_wind": "jikaze", "round_wind": "bakaze",
    "yakuhai_haku": "haku", "yakuhai_hatsu": "hatsu", "yakuhai_chun": "chun", "double_riichi": "double_reach",
    "chiitoitsu": "chitoitsu", "chanta": "honchantaiyao", "ittsu": "ikkitsukan", "sanshoku": "sanshokudojun",
    "sanshoku_doukou": "sanshokudoko", "sankantsu": "sankantsu", "toitoi": "toitoiho", "sanankou": "sananko",
    "shousangen": "shosangen", "honroutou": "honroto", "ryanpeikou": "ryanpeko", "junchan": "junchantaiyao",
    "honitsu": "honiso", "chinitsu": "chiniso", "daisangen": "daisangen", "suuankou": "suanko",
    "suukantsu": "sukantsu", "dora": "dora", "ura": "uradora", "aka": "akadora", "kita": "nukidora",
    "kokushi": "kokushimuso", "kokushi_13": "kokushimuso_juusanmen", "tsuuiisou": "tsuiso", "ryuuiisou": "ryuiso",
    "chinroutou": "chinroto", "chuuren": "churenpoton", "junsei_chuuren": "junsei_churenpoton",
    "daisuushii": "daisushi", "shousuushii": "shosushi", "suuankou_tanki": "suanko_tanki", "tenhou": "tenho",
    "chiihou": "chiho", "renhou": "renho",
}


def mjai_tile(t: Tile | None) -> str:
    if t is None:
        return "?"
    if t.index >= 27:
        return "ESWNPFC"[t.index - 27]
    return f"{t.index % 9 + 1}{'mps'[t.index // 9]}" + ("r" if t.red else "")


def to_mjai(game: GameRecord) -> str:
    out: list[dict[str, Any]] = [{"type": "start_game", "names": list(game.names)}]
    for r in game.rounds:
        tehais = [[mjai_tile(t) for t in h] if h is not None else ["?"] * 13 for h in r.hands]
        out.append({"type": "start_kyoku", "bakaze": "ESWN"[r.wind], "kyoku": r.number, "honba": r.honba,
                    "kyotaku": r.sticks, "oya": r.dealer, "dora_marker": mjai_tile(r.dora[0]),
                    "scores": list(r.scores), "tehais": tehais})
        pending_reach = -1
        for e in r.events:
            if e.kind == DRAW:
                if pending_reach >= 0:
                    out.append({"type": "reach_accepted", "actor": pending_reach})
                    pending_reach = -1
                out.append({"type": "tsumo", "actor": e.seat, "pai": mjai_tile(e.tile)})
            elif e.kind == DISCARD:
                if e.riichi:
                    out.append({"type": "reach", "actor": e.seat})
                out.append({"type": "dahai", "actor": e.seat, "pai": mjai_tile(e.tile), "tsumogiri": e.tsumogiri})
                if e.riichi:
                    pending_reach = e.seat
            elif e.kind in (CHI, PON, DAIMINKAN):
                if pending_reach >= 0:
                    out.append({"type": "reach_accepted", "actor": pending_reach})
                    pending_reach = -1
                out.append({"type": {CHI: "chi", PON: "pon", DAIMINKAN: "daiminkan"}[e.kind], "actor": e.seat,
                            "target": e.target, "pai": mjai_tile(e.tile), "consumed": [mjai_tile(t) for t in e.tiles]})
            elif e.kind == ANKAN:
                out.append({"type": "ankan", "actor": e.seat, "consumed": [mjai_tile(t) for t in e.tiles]})
            elif e.kind == KAKAN:
                rest = list(e.tiles)
                rest.remove(e.tile)
                out.append({"type": "kakan", "actor": e.seat, "pai": mjai_tile(e.tile),
                            "consumed": [mjai_tile(t) for t in rest]})
            elif e.kind == KITA:
                out.append({"type": "nukidora", "actor": e.seat, "pai": "N"})
            elif e.kind == DORA:
                out.append({"type": "dora", "dora_marker": mjai_tile(e.tile)})
        for w in r.wins:
            hora: dict[str, Any] = {"type": "hora", "actor": w.seat, "target": w.from_seat,
                                    "deltas": list(w.deltas or ()), "ura_markers": [mjai_tile(t) for t in r.ura]}
            if w.han is not None:
                hora["fan"] = w.han
            if w.fu is not None:
                hora["fu"] = w.fu
            if w.points is not None:
                hora["hora_points"] = w.points
            hora["yakus"] = [[MJAI_YAKU.get(n, n), h] for n, h in w.yaku]
            if w.pao >= 0:
                hora["pao"] = w.pao
            out.append(hora)
        if r.draw is not None:
            reason = {"exhaustive": "fanpai", "all_tenpai": "fanpai", "all_noten": "fanpai", "nagashi": "nagashimangan",
                      "nine_terminals": "kyushukyuhai", "four_riichi": "suchareach", "four_kans": "sukaikan",
                      "four_winds": "sufonrenta", "triple_ron": "sanchaho"}.get(r.draw.kind, "fanpai")
            out.append({"type": "ryukyoku", "reason": reason,
                        "deltas": list(r.draw.deltas) if r.draw.deltas is not None else [0] * game.players})
        out.append({"type": "end_kyoku"})
    out.append({"type": "end_game"})
    return "\n".join(json.dumps(e, ensure_ascii=False) for e in out) + "\n"
