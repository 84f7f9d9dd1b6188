"""Properties (hypothesis): any input gives a result or an AgariError, never a crash; results add up.

- ``score`` raises nothing but AgariError; ``score_case`` and ``jsonapi.handle``
  never raise at all, whatever they are given (random strings, random tile
  multisets with random flags, random JSON values).
- Every win satisfies the settlement invariants of docs/riichi.md (points): points =
  the payments as paid, payments = basic points x multipliers rounded up to 100,
  total = points + honba + sticks, han >= 1, yaku han add up, fu rounded to 10
  (chiitoitsu 25), limits named by han.
- Every breach of the legal-case rules (tests/cases/README.md), applied to a
  generated legal win one at a time, gives ``invalid`` -- never a score.
"""

from __future__ import annotations

import json
import os
import random
from collections import Counter
from typing import Any

from handgen import gen_case
from helpers import case_input
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agari.core.errors import AgariError
from agari.frontends.jsonapi import handle
from agari.riichi.names import YAKU
from agari.riichi.rules import Rules
from agari.riichi.scoring import score, score_case

RULE_NAMES = ("tenhou", "majsoul", "mleague", "wrc", "ema")
FLAGS = ("tsumo", "riichi", "double_riichi", "ippatsu", "haitei", "rinshan", "chankan", "tenhou", "chiihou")
SUITS = "mpsz"

EXAMPLES = int(os.environ.get("AGARI_PROPERTY_EXAMPLES", "250"))
"""Examples per property; raise it for a long hunt (AGARI_PROPERTY_EXAMPLES=5000)."""
SETTINGS = settings(
    max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.large_base_example]
)


def ceil100(x: int) -> int:
    return -(-x // 100) * 100


def basic_points(res: dict[str, Any], rules: Rules) -> int:
    """docs/riichi.md (points), from the result's own han, fu and yakuman."""
    if res["yakuman"]:
        return 8000 * res["yakuman"]
    han, fu = res["han"], res["fu"]
    if han >= 13:
        return 8000 if rules.kazoe_yakuman else 6000
    for least, basic in ((11, 6000), (8, 4000), (6, 3000), (5, 2000)):
        if han >= least:
            return basic
    if rules.kiriage and (han, fu) in ((4, 30), (3, 60)):
        return 2000
    return min(fu * 2 ** (2 + han), 2000)


def check_invariants(res: dict[str, Any], case: dict[str, Any]) -> None:
    """A result is an error of a known kind, or a win whose numbers agree with each other."""
    assert isinstance(res, dict)
    json.dumps(res)  # JSON-serialisable
    assert isinstance(res.get("ok"), bool)
    if not res["ok"]:
        assert res["error"] in ("invalid", "not_winning", "no_yaku"), res
        assert isinstance(res.get("detail"), str) and res["detail"], res
        return
    assert res["error"] is None
    rules = Rules.preset(res["rules"]) if isinstance(case.get("rules"), str) else None
    tsumo = bool(case.get("tsumo"))
    dealer = case.get("seat", "e") in ("e", "E")
    assert res["dealer"] is dealer and res["tsumo"] is tsumo
    yaku = res["yaku"]
    assert yaku and all(name in YAKU for name, _ in yaku), yaku
    assert all(isinstance(h, int) and h >= 1 for _, h in yaku), yaku
    if res["yakuman"]:
        assert res["han"] is None and res["fu"] is None
        assert all(YAKU[name].kind == "yakuman" for name, _ in yaku), yaku
        assert sum(h for _, h in yaku) == 13 * res["yakuman"] or (rules is not None and not rules.yakuman_stacking)
        assert res["limit"] == "yakuman"
    else:
        assert res["han"] >= 1 and sum(h for _, h in yaku) == res["han"], yaku
        assert any(YAKU[name].kind == "yaku" for name, _ in yaku), f"only bonus counts: {yaku}"
        assert res["fu"] == 25 if ("chiitoitsu", 2) in map(tuple, yaku) else res["fu"] % 10 == 0, res["fu"]
        assert 20 <= res["fu"] <= 130 or res["fu"] == 25
    payments = res["payments"]
    assert all(v > 0 and v % 100 == 0 for v in payments.values()), payments
    if not tsumo:
        assert set(payments) == {"discarder"} and res["points"] == payments["discarder"]
    elif dealer:
        assert set(payments) == {"non_dealer"} and res["points"] == 3 * payments["non_dealer"]
    else:
        assert set(payments) == {"dealer", "non_dealer"}
        assert res["points"] == payments["dealer"] + 2 * payments["non_dealer"]
    honba, sticks = case.get("honba", 0), case.get("sticks", 0)
    honba_value = rules.honba_value if rules else 300
    assert res["total"] == res["points"] + honba * honba_value + 1000 * sticks, res
    if rules is not None:
        basic = basic_points(res, rules)
        if not tsumo:
            assert payments["discarder"] == ceil100((6 if dealer else 4) * basic), (basic, res)
        elif dealer:
            assert payments["non_dealer"] == ceil100(2 * basic), (basic, res)
        else:
            assert (payments["dealer"], payments["non_dealer"]) == (ceil100(2 * basic), ceil100(basic)), (basic, res)
        if not res["yakuman"]:
            han = res["han"]
            expected_limit = (
                "kazoe_yakuman" if han >= 13 and rules.kazoe_yakuman else "sanbaiman" if han >= 11
                else "baiman" if han >= 8 else "haneman" if han >= 6 else "mangan" if basic == 2000 else None
            )
            assert res["limit"] == expected_limit, (res["limit"], expected_limit, han, res["fu"])


# -- strategies ----------------------------------------------------------------------


def _tile(i: int, red: bool) -> str:
    n = 0 if red and i % 9 == 4 and i < 27 else i % 9 + 1
    return f"{n}{SUITS[i // 9]}"


@st.composite
def multiset_case(draw: st.DrawFn) -> dict[str, Any]:
    """A random 14-tile multiset (at most 4 copies), sometimes with a called meld, and random flags."""
    counts = [0] * 34
    tiles: list[str] = []
    melds = ""
    if draw(st.booleans()):
        i = draw(st.integers(0, 33))
        kind = draw(st.sampled_from(["pon", "kan", "ankan", "chi"]))
        if kind == "chi" and i < 27 and i % 9 <= 6:
            melds = "(" + "".join(str(i % 9 + 1 + k) for k in range(3)) + SUITS[i // 9] + ")"
            for k in range(3):
                counts[i + k] += 1
        elif kind != "chi":
            size = 3 if kind == "pon" else 4
            body = str(i % 9 + 1) * size + SUITS[i // 9]
            melds = f"[{body}]" if kind == "ankan" else f"({body})"
            counts[i] += size
    need = 14 - (3 if melds else 0)
    while len(tiles) < need:
        i = draw(st.integers(0, 33))
        if counts[i] >= 4:
            continue
        counts[i] += 1
        tiles.append(_tile(i, draw(st.integers(0, 9)) == 0 and _tile(i, True) not in tiles))
    hand = "".join(tiles) + melds
    case: dict[str, Any] = {"hand": hand, "win": draw(st.sampled_from(tiles))}
    case.update(flags_of(draw))
    return case


def flags_of(draw: st.DrawFn) -> dict[str, Any]:
    flags: dict[str, Any] = {flag: draw(st.booleans()) for flag in FLAGS if draw(st.integers(0, 3)) == 0}
    flags["round"] = draw(st.sampled_from("eswn"))
    flags["seat"] = draw(st.sampled_from("eswn"))
    flags["dora"] = draw(st.lists(st.integers(0, 33).map(lambda i: _tile(i, False)), max_size=3))
    flags["ura"] = draw(st.lists(st.integers(0, 33).map(lambda i: _tile(i, False)), max_size=2))
    flags["honba"] = draw(st.integers(0, 6))
    flags["sticks"] = draw(st.integers(0, 4))
    flags["rules"] = draw(st.sampled_from(RULE_NAMES))
    return flags


@st.composite
def winning_case(draw: st.DrawFn) -> dict[str, Any]:
    """A legal generated win, under a random preset, sometimes with its flags scrambled (maybe illegal)."""
    case = case_input(gen_case(random.Random(draw(st.integers(0, 2**32)))))
    case["rules"] = draw(st.sampled_from(RULE_NAMES))
    if draw(st.integers(0, 3)) == 0:
        case.update(flags_of(draw))
    return case


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 20) | st.text(max_size=8) | st.floats(allow_nan=False),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8,
)
CASE_KEYS = ("hand", "win", "rules", "dora", "ura", "round", "seat", "honba", "sticks", "op", "id") + FLAGS


# -- properties ----------------------------------------------------------------------


@SETTINGS
@given(st.text(alphabet="0123456789mpszewnhgr()[], ", max_size=24), st.text(max_size=4))
def test_random_strings(hand: str, win: str) -> None:
    try:
        res = score(hand, win=win or None)
    except AgariError as err:
        assert err.message
    else:
        check_invariants(res.to_dict(), {"hand": hand})
    check_invariants(score_case({"hand": hand, "win": win}), {"hand": hand, "win": win})
    check_invariants(handle({"hand": hand}), {"hand": hand})


@SETTINGS
@given(multiset_case())
def test_random_multisets(case: dict[str, Any]) -> None:
    try:
        res = score(**case)
    except AgariError as err:
        assert err.kind == "invalid" and err.message
        assert score_case(case)["error"] == "invalid"
    else:
        out = res.to_dict()
        check_invariants(out, case)
        assert score_case(case) == out
    check_invariants(handle(case), case)


@SETTINGS
@given(winning_case())
def test_generated_wins(case: dict[str, Any]) -> None:
    out = score_case(case)
    check_invariants(out, case)


@SETTINGS
@given(st.dictionaries(st.sampled_from(CASE_KEYS), json_values, max_size=6))
def test_random_json_requests_never_raise(request: dict[str, Any]) -> None:
    out = handle(request)
    assert isinstance(out, dict) and isinstance(out.get("ok"), bool)
    json.dumps(out)
    if not out["ok"]:
        assert out["error"] in ("invalid", "not_winning", "no_yaku")


@SETTINGS
@given(json_values)
def test_random_json_documents_never_raise(value: Any) -> None:
    for request in (value, json.dumps(value)):
        out = handle(request)
        assert isinstance(out, dict) and isinstance(out.get("ok"), bool)


# -- every breach of the legal-case rules is refused ---------------------------------


ALL_NAMES = [f"{n}{s}" for s in "zmps" for n in range(1, 10) if s != "z" or n <= 7]


def _types_in(hand: str) -> Counter[str]:
    from agari.core.notation import Hand

    return Counter(f"{t.number}{t.suit}" for t in Hand.parse(hand).all_tiles())


def _mutations(case: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """(what, changes) that each break one legal-case rule of tests/cases/README.md, where applicable."""
    hand = case["hand"]
    opened = "(" in hand
    kan = "[" in hand or any(len(part.split(")")[0]) == 5 for part in hand.split("(")[1:])
    melds = "(" in hand or "[" in hand
    riichi = case["riichi"] or case["double_riichi"]
    out: list[tuple[str, dict[str, Any]]] = [
        ("bad seat wind", {"seat": "x"}),
        ("bad round wind", {"round": "up"}),
        ("negative honba", {"honba": -1}),
        ("unknown rules", {"rules": "house"}),
        ("winning tile not in the hand", {"win": next(t for t in ALL_NAMES if not _types_in(hand)[t])}),
        ("tile missing", {"hand": hand[1:] if hand[0].isdigit() and hand[1].isdigit() else "1m" + hand}),
    ]
    if opened:
        out.append(("riichi on an open hand", {"riichi": True}))
        out.append(("double riichi on an open hand", {"riichi": True, "double_riichi": True}))
    if not riichi:
        out.append(("ippatsu without riichi", {"ippatsu": True}))
    if case["tsumo"]:
        out.append(("chankan on tsumo", {"chankan": True}))
        if kan:
            out.append(("rinshan with ippatsu", {"rinshan": True, "ippatsu": True, "riichi": not opened}))
        if not melds and not riichi:
            out.append(("tenhou for a non-dealer", {"tenhou": True, "chiihou": False, "seat": "s"}))
            out.append(("chiihou for the dealer", {"chiihou": True, "tenhou": False, "seat": "e"}))
    else:
        out.append(("rinshan on ron", {"rinshan": True}))
        out.append(("tenhou on ron", {"tenhou": True, "seat": "e"}))
        if _types_in(hand)[case["win"].replace("0", "5")] >= 2:
            out.append(("chankan on a tile held twice", {"chankan": True, "haitei": False}))
    if not kan:
        out.append(("rinshan without a kan", {"rinshan": True, "tsumo": True, "ippatsu": False, "chankan": False}))
    if melds:
        out.append(("tenhou with melds", {"tenhou": True, "chiihou": False, "seat": "e", "tsumo": True,
                                          "riichi": False, "double_riichi": False, "ippatsu": False}))
    if case["rinshan"]:
        out.append(("haitei with rinshan", {"haitei": True}))
    if case["chankan"]:
        out.append(("haitei with chankan", {"haitei": True}))
        out.append(("chankan tile shown by an indicator", {"dora": [*case["dora"], case["win"].replace("0", "5")]}))
    counts = _types_in(hand)
    full = [t for t, n in counts.items() if n == 4]
    if full:
        out.append(("fifth copy on the dora indicators", {"dora": [*case["dora"], full[0]]}))
    held = [t for t, n in counts.items() if 1 <= n <= 3]
    if held:
        extra = [held[0]] * (5 - counts[held[0]])
        out.append(("fifth copy on the ura indicators", {"ura": extra, "riichi": not opened, "dora": []}))
    for suit in "mps":
        if f"0{suit}" in hand or f"0{suit[0]}" in hand:
            reds = sum(1 for i, ch in enumerate(hand) if ch == "0" and hand[i:].lstrip("0123456789")[:1] == suit)
            if reds == 1 and counts[f"5{suit}"] >= 2:
                out.append(("second red five", {"hand": _redden_another(hand, suit)}))
    return out


def _redden_another(hand: str, suit: str) -> str:
    """Turn one plain 5 of ``suit`` (in the concealed part or a meld) into a second red five."""
    for i, ch in enumerate(hand):
        if ch == "5" and hand[i:].lstrip("0123456789")[:1] == suit:
            return hand[:i] + "0" + hand[i + 1:]
    raise AssertionError(hand)


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32))
def test_every_breach_of_the_legal_case_rules_is_invalid(seed: int) -> None:
    case = case_input(gen_case(random.Random(seed)))
    assert score_case(case)["error"] in (None, "no_yaku")
    for what, changes in _mutations(case):
        bad = {**case, **changes}
        out = score_case(bad)
        assert out["ok"] is False and out["error"] == "invalid", (what, bad, out)
        assert out["detail"], (what, out)
