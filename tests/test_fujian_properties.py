"""Properties (hypothesis) of the Fujian door: random strings and random tile multisets, with random golds,
bonus tiles, flags and ops, give a result or one of the documented errors -- never a crash; every score
adds up and every error names its field (and a position inside the text it points at)."""

from __future__ import annotations

import os
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agari.frontends.jsonapi import handle

EXAMPLES = int(os.environ.get("AGARI_PROPERTY_EXAMPLES", "250"))
SETTINGS = settings(max_examples=EXAMPLES, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.large_base_example])
FIELDS = {"hand", "gold", "bonus", "win", "tsumo", "streak", "rob_gold", "rules", "visible", "discard", "from"}
OPS = ("score", "analyze", "shanten", "calls")
TILES = [f"{n}{s}" for s in "mps" for n in range(10)] + [f"{n}z" for n in range(1, 8)]


def check(request: dict[str, Any]) -> dict[str, Any]:
    out = handle({"game": "fujian", **request})
    assert isinstance(out, dict)
    if out["ok"] is True:
        if "items" in out:
            assert sum(i["points"] for i in out["items"]) == out["total"] > 0
            assert set(out["payments"].values()) == {out["total"]}
        if "shanten" in out:
            assert -1 <= out["shanten"] <= 8
        return out
    assert out["error"] in ("invalid", "not_winning")
    assert isinstance(out["detail"], str) and out["detail"]
    if out["error"] == "invalid":
        assert out["field"] in FIELDS, out
        text = request.get(out["field"])
        if out["position"] is not None:
            assert isinstance(text, str) and 0 <= out["position"] < max(len(text), 1), (out, request)
    return out


@SETTINGS
@given(hand=st.text(alphabet="0123456789mpsz()[]ewnrgh ,x", max_size=40),
       gold=st.sampled_from(["5s", "1m", "9p", "", "1z", "0s", "x", "55s"]),
       bonus=st.text(alphabet="12345678z ", max_size=12), op=st.sampled_from(OPS))
def test_random_strings_give_a_result_or_a_documented_error(hand: str, gold: str, bonus: str, op: str) -> None:
    check({"op": op, "hand": hand, "gold": gold, "bonus": bonus, "discard": "3p", "from": "left"})


@st.composite
def multisets(draw: st.DrawFn) -> dict[str, Any]:
    tiles = draw(st.lists(st.sampled_from(TILES), min_size=0, max_size=19))
    melds = draw(st.lists(st.sampled_from(["(123m)", "(777p)", "(9999s)", "[1111m]", "(555s)", "(345s)", "(12m3p)"]),
                          max_size=3))
    gold = draw(st.sampled_from(TILES))
    bonus = "".join(draw(st.lists(st.sampled_from(["1z", "2z", "3z", "4z", "7z", "5z", "1m"]), max_size=22)))
    hand = "".join(tiles) + "".join(melds)
    req: dict[str, Any] = {"hand": hand, "gold": gold, "bonus": bonus, "op": draw(st.sampled_from(OPS)),
                           "tsumo": draw(st.booleans()), "rob_gold": draw(st.booleans()),
                           "streak": draw(st.sampled_from([0, 1, 3, -1])),
                           "rules": draw(st.sampled_from(["gold-rush", "fuzhou", {"preset": "fuzhou", "gold": 2}])),
                           "discard": draw(st.sampled_from(TILES)),
                           "from": draw(st.sampled_from(["left", "right", "across"]))}
    if tiles and draw(st.booleans()):
        req["win"] = draw(st.sampled_from(tiles))
    return req


@SETTINGS
@given(multisets())
def test_random_tile_multisets_give_a_result_or_a_documented_error(request: dict[str, Any]) -> None:
    check(request)


@SETTINGS
@given(st.lists(st.sampled_from([f"{n}{s}" for s in "mps" for n in range(1, 10)]), min_size=16, max_size=16),
       st.sampled_from([f"{n}{s}" for s in "mps" for n in range(1, 10)]))
def test_legal_16_tile_hands_are_analysed(tiles: list[str], gold: str) -> None:
    """A legal 16-tile hand is always analysed: shanten, tiles that help, waits with scores when ready."""
    hand = "".join(tiles)
    out = check({"op": "analyze", "hand": hand, "gold": gold})
    if out["ok"]:
        assert out["tiles"] == 16
        if out["shanten"] == 0:
            assert out["waits"] and all(w["tsumo"]["total"] > w["ron"]["total"] or w["tsumo"]["reading"]["three_golds"]
                                        for w in out["waits"])
    else:
        assert "5th" in out["detail"] or "4th" in out["detail"]
