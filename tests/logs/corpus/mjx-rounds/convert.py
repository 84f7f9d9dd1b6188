"""Convert rounds of mjx's State JSON (one round per line, mjx-project/mjx tests/resources/json) into mjai JSON Lines.

mjx writes the true order of play (draws, discards, calls with Tenhou's meld codes, new dora, the result), so
the converted log is an independent check of the reader's own rebuilding of the order from Tenhou's JSON.
Usage: python3 convert.py STATE.json [STATE.json...] > OUT.jsonl   (the hiddenState wall is not needed).
Tiles are mjx's 0-135 (type = id // 4, the red fives 16, 52, 88); calls are Tenhou's meld codes; the yaku are
written with Tenhou's names by Tenhou's yaku number.  The pao of a yakuman is not written: mjai has no field for
it, and the review finds the liable player from the play.
"""
import json
import sys

HONORS = "ESWNPFC"
YAKU = ["門前清自摸和", "立直", "一発", "槍槓", "嶺上開花", "海底摸月", "河底撈魚", "平和", "断幺九", "一盃口",
        "自風 東", "自風 南", "自風 西", "自風 北", "場風 東", "場風 南", "場風 西", "場風 北", "役牌 白", "役牌 發",
        "役牌 中", "両立直", "七対子", "混全帯幺九", "一気通貫", "三色同順", "三色同刻", "三槓子", "対々和", "三暗刻",
        "小三元", "混老頭", "二盃口", "純全帯幺九", "混一色", "清一色", "人和", "天和", "地和", "大三元", "四暗刻",
        "四暗刻単騎", "字一色", "緑一色", "清老頭", "九蓮宝燈", "純正九蓮宝燈", "国士無双", "国士無双１３面", "大四喜",
        "小四喜", "四槓子", "ドラ", "裏ドラ", "赤ドラ"]
REASONS = {"NO_WINNER_TYPE_NORMAL": "fanpai", "NO_WINNER_TYPE_KYUUSYU": "kyushukyuhai",
           "NO_WINNER_TYPE_FOUR_RIICHI": "suchareach", "NO_WINNER_TYPE_THREE_RONS": "sanchaho",
           "NO_WINNER_TYPE_FOUR_KANS": "sukaikan", "NO_WINNER_TYPE_FOUR_WINDS": "sufonrenta",
           "NO_WINNER_TYPE_NM": "nagashimangan"}
ABORTIVE = {"EVENT_TYPE_ABORTIVE_DRAW_THREE_RONS": "sanchaho", "EVENT_TYPE_ABORTIVE_DRAW_FOUR_RIICHIS": "suchareach",
            "EVENT_TYPE_ABORTIVE_DRAW_FOUR_KANS": "sukaikan", "EVENT_TYPE_ABORTIVE_DRAW_FOUR_WINDS": "sufonrenta",
            "EVENT_TYPE_ABORTIVE_DRAW_NINE_TERMINALS": "kyushukyuhai", "EVENT_TYPE_EXHAUSTIVE_DRAW_NAGASHI_MANGAN":
            "nagashimangan"}
SEATS = {"ABSOLUTE_POS_INIT_EAST": 0, "ABSOLUTE_POS_INIT_SOUTH": 1, "ABSOLUTE_POS_INIT_WEST": 2,
         "ABSOLUTE_POS_INIT_NORTH": 3}


def pai(tile_id):
    t = tile_id // 4
    if t >= 27:
        return HONORS[t - 27]
    red = "r" if tile_id in (16, 52, 88) else ""
    return f"{t % 9 + 1}{'mps'[t // 9]}{red}"


def seat(v):
    return SEATS.get(v, v) if v is not None else 0


def meld(m, who):
    """Tenhou's meld code -> (kind, target, called tile id, consumed ids)."""
    target = (who + (m & 3)) % 4
    if m & 4:
        t = m >> 10
        r, t = t % 3, t // 3
        base = (t // 7) * 9 + t % 7
        ids = [(base + i) * 4 + ((m >> (3 + 2 * i)) & 3) for i in range(3)]
        called = ids.pop(r)
        return "chi", target, called, ids
    if m & 24:
        unused = (m >> 5) & 3
        t = m >> 9
        r, t = t % 3, t // 3
        ids = [t * 4 + i for i in range(4) if i != unused]
        if m & 16:
            return "kakan", target, t * 4 + unused, ids
        called = ids.pop(r)
        return "pon", target, called, ids
    hai0 = m >> 8
    t = hai0 // 4
    ids = [t * 4 + i for i in range(4)]
    if m & 3 == 0:
        return "ankan", who, None, ids
    ids.remove(hai0)
    return "daiminkan", target, hai0, ids


def convert(state):
    pub = state.get("publicObservation", state)
    hidden = state.get("hiddenState", state)
    private = state.get("privateObservations") or state.get("privateInfos")
    init = pub.get("initScore", {})
    rnd, honba, sticks = init.get("round", 0), init.get("honba", 0), init.get("riichi", 0)
    tens = init.get("tens") or init.get("ten")
    dora = int(pub["initDoraIndicator"]) if "initDoraIndicator" in pub else (pub.get("doras") or state["doras"])[0]
    hands, draws = [None] * 4, [None] * 4
    for p in private:
        s = seat(p.get("who"))
        hands[s] = [pai(t) for t in p["initHand"]]
        draws[s] = list(p.get("drawHistory") or p.get("draws") or [])
    out = [{"type": "start_kyoku", "bakaze": "ESWN"[rnd // 4], "kyoku": rnd % 4 + 1, "honba": honba,
            "kyotaku": sticks, "oya": rnd % 4, "dora_marker": pai(dora), "scores": tens, "tehais": hands}]
    events = (pub.get("eventHistory") or {}).get("events") or pub.get("events", [])
    for e in events:
        kind = e.get("type", "EVENT_TYPE_DISCARD")
        who = seat(e.get("who"))
        tile = e.get("tile", 0)
        if kind == "EVENT_TYPE_DRAW" or (kind == "EVENT_TYPE_DISCARD" and set(e) <= {"who"} and "type" not in e
                                         and "privateInfos" in state):
            out.append({"type": "tsumo", "actor": who, "pai": pai(draws[who].pop(0))})
        elif kind in ("EVENT_TYPE_DISCARD", "EVENT_TYPE_DISCARD_FROM_HAND", "EVENT_TYPE_TSUMOGIRI",
                      "EVENT_TYPE_DISCARD_DRAWN_TILE"):
            out.append({"type": "dahai", "actor": who, "pai": pai(tile),
                        "tsumogiri": kind in ("EVENT_TYPE_TSUMOGIRI", "EVENT_TYPE_DISCARD_DRAWN_TILE")})
        elif kind == "EVENT_TYPE_RIICHI":
            out.append({"type": "reach", "actor": who})
        elif kind == "EVENT_TYPE_RIICHI_SCORE_CHANGE":
            out.append({"type": "reach_accepted", "actor": who})
        elif kind in ("EVENT_TYPE_CHI", "EVENT_TYPE_PON", "EVENT_TYPE_OPEN_KAN", "EVENT_TYPE_CLOSED_KAN",
                      "EVENT_TYPE_ADDED_KAN"):
            name, target, called, ids = meld(e["open"], who)
            ev = {"type": name, "actor": who}
            if name in ("chi", "pon", "daiminkan"):
                ev.update(target=target, pai=pai(called), consumed=[pai(i) for i in ids])
            elif name == "kakan":
                ev.update(pai=pai(called), consumed=[pai(i) for i in ids])
            else:
                ev.update(consumed=[pai(i) for i in ids])
            out.append(ev)
        elif kind == "EVENT_TYPE_NEW_DORA":
            out.append({"type": "dora", "dora_marker": pai(tile)})
        elif kind in ("EVENT_TYPE_TSUMO", "EVENT_TYPE_RON", "EVENT_TYPE_NO_WINNER") or kind.startswith(
                "EVENT_TYPE_ABORTIVE") or kind.startswith("EVENT_TYPE_EXHAUSTIVE"):
            pass
        else:
            raise SystemExit(f"unknown event {kind}")
    terminal = state["terminal"]
    ura = ((hidden.get("utils") or {}).get("currUraDoraIndicators") or hidden.get("uraDoras") or state.get("uraDoras")
           or [])
    for w in terminal.get("wins", []):
        actor = seat(w.get("who"))
        target = seat(w.get("fromWho", w.get("who")))
        fans = w.get("fans", [])
        yakus = [[YAKU[y], f] for y, f in zip(w.get("yakus", []), fans, strict=True)]
        if w.get("yakumans"):
            yakus = [[YAKU[y], 13] for y in w["yakumans"]]
        hora = {"type": "hora", "actor": actor, "target": target, "deltas": w["tenChanges"],
                "ura_markers": [pai(t) for t in ura], "yakus": yakus, "hora_points": w["ten"]}
        if not w.get("yakumans"):
            hora.update(fu=w.get("fu", 0), fan=sum(fans))
        out.append(hora)
    if "noWinner" in terminal:
        nw = terminal["noWinner"]
        tenpai = [False] * 4
        for t in nw.get("tenpais", []):
            tenpai[seat(t.get("who"))] = True
        last = events[-1].get("type", "") if events else ""
        reason = ABORTIVE.get(last) or REASONS[nw.get("type", "NO_WINNER_TYPE_NORMAL")]
        out.append({"type": "ryukyoku", "reason": reason,
                    "deltas": nw.get("tenChanges", [0, 0, 0, 0]), "tenpais": tenpai})
    out.append({"type": "end_kyoku"})
    return out


if __name__ == "__main__":
    events = [{"type": "start_game", "names": None}]
    for path in sys.argv[1:]:
        with open(path, encoding="utf-8") as file:
            lines = file.read().splitlines()
        for line in lines:
            if line.strip():
                state = json.loads(line)
                pub = state.get("publicObservation", {})
                ids = (pub.get("utils") or {}).get("playerIds") or pub.get("playerIds") or state.get("playerIds")
                events[0]["names"] = events[0]["names"] or ids
                events += convert(state)
    events.append({"type": "end_game"})
    for e in events:
        print(json.dumps(e, ensure_ascii=False, separators=(",", ":")))
