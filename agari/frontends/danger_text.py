"""The terminal's danger of each discard (``agari HAND --danger --opponent ...``): the opponents read from their
flags, the ``danger`` request, and its answer as a table, safest discard first."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from agari.core.columns import pad, text_width
from agari.core.errors import AgariError
from agari.core.notation import Hand, format_tiles, parse_hand, parse_tile_list
from agari.core.tile import Tile, type_name
from agari.frontends.display import Style, render_hand, with_notation

JsonDict = dict[str, Any]

WINDS = "eswn"
KEYS = ("river", "riichi", "calls", "wind", "ippatsu", "passed", "tsumogiri")
"""The fields of an ``--opponent`` value."""

WORDS: dict[str, dict[str, str]] = {
    "title": {"en": "Danger of each discard (safest first)", "ja": "打牌ごとの危険度（安全な順）",
              "zh": "每张打牌的危险度（安全的在前）", "ko": "버림패마다의 위험도 (안전한 순)"},
    "discard": {"en": "Discard", "ja": "打牌", "zh": "打牌", "ko": "버림"},
    "anyone": {"en": "Deal-in", "ja": "放銃率", "zh": "放铳率", "ko": "방총률"},
    "loss": {"en": "Exp. loss", "ja": "期待失点", "zh": "期望失分", "ko": "기대 실점"},
    "riichi": {"en": "{wind}: riichi, a deal-in costs {value} on average",
               "ja": "{wind}：リーチ、放銃の平均 {value} 点", "zh": "{wind}：立直，放铳平均 {value} 点",
               "ko": "{wind}: 리치, 방총 평균 {value}점"},
    "open-estimate": {"en": "{wind}: open hand, tenpai {tenpai} (a simpler estimate), a deal-in costs {value}",
                      "ja": "{wind}：副露手、聴牌率 {tenpai}（簡易推定）、放銃の平均 {value} 点",
                      "zh": "{wind}：副露手，听牌率 {tenpai}（简化估计），放铳平均 {value} 点",
                      "ko": "{wind}: 울은 손, 텐파이 {tenpai} (간이 추정), 방총 평균 {value}점"},
    "quiet": {"en": "{wind}: no threat shown (counts as no danger)", "ja": "{wind}：脅威なし（危険度なしとして数える）",
              "zh": "{wind}：未显示威胁（按无危险计）", "ko": "{wind}: 위협 없음 (위험 없음으로 계산)"},
    "worth": {"en": "Worth", "ja": "評価点", "zh": "价值", "ko": "가치"},
    "verdict_fold": {"en": "Verdict: fold with {tile} ({pct} to deal in); pushing is worth {push} points at best.",
                     "ja": "判定：{tile}で降り（放銃率 {pct}）。押しても最大 {push} 点。",
                     "zh": "判定：打{tile}弃和（放铳率 {pct}）；进攻最多值 {push} 点。",
                     "ko": "판정: {tile}(으)로 베타오리 (방총률 {pct}); 밀면 최대 {push}점."},
    "verdict_push": {"en": ("Verdict: push with {tile}: worth {points} points after its deal-in cost "
                            "({pct} to deal in)."),
                     "ja": "判定：{tile}で押し。放銃のリスクを引いて {points} 点（放銃率 {pct}）。",
                     "zh": "判定：打{tile}进攻，扣除放铳损失后值 {points} 点（放铳率 {pct}）。",
                     "ko": "판정: {tile}(으)로 밀기, 방총 손실을 빼고 {points}점 (방총률 {pct})."},
    "verdict_best": {"en": "Verdict with the opponents shown: {tile}, worth {points} points after its deal-in cost.",
                     "ja": "相手の状況を踏まえた判定：{tile}、放銃のリスクを引いて {points} 点。",
                     "zh": "考虑对手后的判定：{tile}，扣除放铳损失后值 {points} 点。",
                     "ko": "상대를 고려한 판정: {tile}, 방총 손실을 빼고 {points}점."},
    "e": {"en": "East", "ja": "東家", "zh": "东家", "ko": "동가"},
    "s": {"en": "South", "ja": "南家", "zh": "南家", "ko": "남가"},
    "w": {"en": "West", "ja": "西家", "zh": "西家", "ko": "서가"},
    "n": {"en": "North", "ja": "北家", "zh": "北家", "ko": "북가"},
}


def _word(key: str, lang: str, **params: object) -> str:
    table = WORDS[key]
    return (table.get(lang) or table["en"]).format(**params)


class OpponentError(ValueError):
    """An ``--opponent`` value that does not read: its message is one sentence naming the field."""


def opponent_of(spec: str, n: int, seat: str, players: int) -> JsonDict:
    """The ``danger`` op's opponent from an ``--opponent`` value (``river=1z9p2z4m8s5p;riichi=6;calls=(456s)``):
    ``riichi`` is the riichi tile's place in the river (1 = the first discard), ``tsumogiri`` the places of the
    drawn tiles thrown (``2,7``), ``passed`` the tiles the others threw that it let pass; the wind is the ``n``-th
    seat after ``seat`` unless ``wind=`` says otherwise."""
    fields: dict[str, str] = {}
    for part in spec.split(";"):
        if not part.strip():
            continue
        key, eq, value = part.partition("=")
        key = key.strip().lower()
        if key not in KEYS or (not eq and key != "ippatsu"):
            raise OpponentError(f"'{part.strip()}' is not one of river=TILES, riichi=N, calls=(MELDS), wind=W, "
                                "passed=TILES, tsumogiri=N,N, ippatsu")
        fields[key] = value.strip() if eq else "1"
    try:
        river = parse_tile_list(fields.get("river", "")) if fields.get("river") else []
    except AgariError as exc:
        raise OpponentError(f"river: {exc.message}") from None
    out: JsonDict = {"wind": WINDS[(WINDS.index(seat) + n) % players], "river": format_tiles(river)}
    if "wind" in fields:
        if fields["wind"].lower() not in WINDS[:players] or len(fields["wind"]) != 1:
            raise OpponentError(f"wind must be one of {', '.join(WINDS[:players])}")
        out["wind"] = fields["wind"].lower()
    if "riichi" in fields:
        text = fields["riichi"]
        if not text.isdigit() or not 1 <= int(text) <= len(river):
            raise OpponentError(f"riichi must be the riichi tile's place in the river, 1 to {len(river)} "
                                "(1 = the first discard)" if river else "riichi needs the river it was declared in")
        out["riichi"] = int(text) - 1
    if fields.get("calls"):
        try:
            calls = parse_hand(fields["calls"])
        except AgariError as exc:
            raise OpponentError(f"calls: {exc.message}") from None
        if calls.concealed:
            raise OpponentError("calls must be melds in brackets, like (123m)(555z)")
        out["calls"] = "".join(str(m) for m in calls.melds)
    if fields.get("passed"):
        try:
            out["passed"] = format_tiles(parse_tile_list(fields["passed"]))
        except AgariError as exc:
            raise OpponentError(f"passed: {exc.message}") from None
    if fields.get("tsumogiri"):
        places = fields["tsumogiri"].split(",")
        if not all(p.strip().isdigit() and 1 <= int(p) <= len(river) for p in places):
            raise OpponentError(f"tsumogiri must be places in the river, 1 to {len(river)}, separated by commas")
        out["tsumogiri"] = sorted({int(p) - 1 for p in places})
    if "ippatsu" in fields:
        out["ippatsu"] = fields["ippatsu"] not in ("0", "false", "no")
    return out


def danger_request_of(hand: Hand, specs: Sequence[str], *, dora: str | None, round_wind: str, seat: str,
                      visible: str | None, players: int) -> JsonDict:
    """The ``danger`` request of the command line: the hand's concealed tiles; its calls, ``--visible`` tiles seen."""
    if not specs:
        raise OpponentError("--danger needs at least one --opponent (e.g. --opponent 'river=1z9p2z4m8s5p;riichi=6')")
    if len(specs) > players - 1:
        raise OpponentError(f"--opponent is given {len(specs)} times; {players} players have {players - 1} opponents")
    seen: list[Tile] = [t for m in hand.melds for t in m.tiles]
    if visible:
        seen.extend(parse_tile_list(visible))
    opponents = []
    for n, spec in enumerate(specs, 1):
        try:
            opponents.append(opponent_of(spec, n, seat, players))
        except OpponentError as exc:
            raise OpponentError(f"--opponent {n}: {exc}") from None
    return {"op": "danger", "hand": format_tiles(hand.concealed), "dora": [dora] if dora else [],
            "round": round_wind, "visible": format_tiles(seen), "players": players, "opponents": opponents}


def _right(text: str, width: int) -> str:
    """Text set to the right of a column of ``width`` (wide characters count two)."""
    return " " * max(0, width - text_width(text)) + text


def _percent(p: float) -> str:
    return f"{100 * p:.1f}%"


def verdict_request_of(danger: Mapping[str, Any], hand: Hand, *, seat: str, turn: int | None,
                       visible: str | None) -> JsonDict | None:
    """The ``verdict`` request beside a ``danger`` one (the judge's verdict: value against danger), or None for a
    hand that is not one of 14 tiles (a meld counted as three)."""
    if len(hand.concealed) + 3 * len(hand.melds) != 14:
        return None
    return {"op": "verdict", "hand": str(hand), "seat": seat, "round": danger["round"], "dora": danger["dora"],
            "players": danger["players"], "opponents": danger["opponents"], "visible": visible or "",
            "turn": max(1, turn or 1)}


def verdict_line(verdict: Mapping[str, Any], lang: str) -> str:
    """The judge's verdict in one sentence: fold (the safest tile), push, or the best discard with its worth."""
    best = verdict["discards"][0]
    pct = _percent(float(best["danger"]))
    if verdict["label"] == "fold":
        push = max(int(d["push"]) for d in verdict["discards"])
        return _word("verdict_fold", lang, tile=verdict["best"], pct=pct, push=push)
    if verdict["label"] == "push":
        return _word("verdict_push", lang, tile=verdict["best"], points=best["points"], pct=pct)
    return _word("verdict_best", lang, tile=verdict["best"], points=best["points"])


def render_danger(result: Mapping[str, Any], request: Mapping[str, Any], hand: Hand, style: Style, *,
                  notation: str | None = None, verdict: Mapping[str, Any] | None = None) -> str:
    """The answer for the terminal: the hand, one line per opponent (its model), then each discard of the hand with
    its chance of dealing in to anyone, to each opponent, and the expected loss, safest first; with the judge's
    ``verdict`` each discard's worth after its deal-in cost too, and the verdict in a sentence."""
    lang = style.lang
    out = [with_notation(render_hand(hand, style), notation or str(hand), style)]
    winds = [str(o["wind"]) for o in request["opponents"]]
    for wind, opp in zip(winds, result["opponents"], strict=True):
        out.append("  " + _word(str(opp["model"]), lang, wind=_word(wind, lang), value=f"{int(opp['value']):,}",
                                tenpai=_percent(float(opp["tenpai"]))))
    kinds = sorted({t.index: type_name(t.index) for t in hand.concealed}.items())
    rows = sorted(kinds, key=lambda item: (float(result["anyone"][item[1]]), item[0]))
    header = (f"{pad(_word('discard', lang), 7)}  {_right(_word('anyone', lang), 7)}  "
              + "".join(f"{_right(_word(w, lang), 7)}  " for w in winds) + _right(_word("loss", lang), 9))
    worth: dict[str, int] = {}
    if verdict is not None:
        header += "  " + _right(_word("worth", lang), 7)
        for d in verdict["discards"]:
            worth.setdefault(str(d["tile"]).replace("0", "5"), int(d["points"]))
    out.append(style.paint(_word("title", lang), "title"))
    out.append(style.paint(header, "title"))
    for _, code in rows:
        cell = f"{style.tile(Tile.parse(code))} {code}" if style.unicode else code
        anyone = float(result["anyone"][code])
        line = f"{pad(cell, 7)}  {_percent(anyone):>7}  " + "".join(
            f"{_percent(float(opp['danger'][code])):>7}  " for opp in result["opponents"])
        line += f"{int(result['loss'][code]):>9}"
        if verdict is not None:
            line += f"  {worth[code]:>7}" if code in worth else "        -"
        out.append(style.paint(line, "good") if anyone == 0 else line)
    if verdict is not None:
        out.append(style.paint(verdict_line(verdict, lang), "title"))
    return "\n".join(out)
