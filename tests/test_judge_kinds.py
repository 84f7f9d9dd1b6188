"""Riichi, call and kan decisions found in real game records (``agari.judge.kinds``): the exact decisions of a
round checked by hand, the counts of whole games, and the rules (no chi but from the left seat, none in three
players, no call by a seat in riichi, none on a discard won on or on the last tile)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from agari.danger.watch import Watch
from agari.judge.kinds import KINDS, choices
from agari.logs import read_log
from agari.logs.record import CALLS, DISCARD
from agari.logs.table import WALL_DRAWS

LOGS = Path(__file__).parent / "logs"
CHANKAN = LOGS / "mjai-reviewer" / "chankan.json"
SANMA = LOGS / "phoenix-2020" / "2020010100gm-00b9-0000-2eca4cd0.mjlog"
KEPT = LOGS / "phoenix-2020" / "2020010116gm-00b9-0000-fb09eb34.mjlog"
EAST = LOGS / "phoenix-2020" / "2020010119gm-00e1-0000-764a4f64.mjlog"


def test_the_table_of_kinds() -> None:
    assert [(k.name, k.options) for k in KINDS] == [
        ("discard", ()), ("riichi", ("dama", "riichi")), ("call", ("pass", "chi", "pon", "kan")),
        ("kan", ("none", "kan"))]


def test_every_decision_of_a_round_checked_by_hand() -> None:
    """chankan.json, E1: 13 call decisions on 12 discards (the discarder's right-hand neighbour's chi on 8s 2p 2s 5s
    5s 4p 2m; a pair's pon on 3z 6p 5p 6s 2m 3m, the three 2m's kan too), two pon made (6s, 3m); then seat 3's added
    kan of 6s, robbed."""
    got = [(c.kind, c.event, c.seat, c.action, c.options) for c in choices(read_log(str(CHANKAN)))]
    assert got == [
        ("call", 6, 3, "pass", ("pass", "chi")), ("call", 22, 1, "pass", ("pass", "pon")),
        ("call", 38, 3, "pass", ("pass", "chi")), ("call", 40, 0, "pass", ("pass", "chi")),
        ("call", 46, 3, "pass", ("pass", "chi")), ("call", 54, 3, "pass", ("pass", "chi")),
        ("call", 60, 2, "pass", ("pass", "pon")), ("call", 68, 0, "pass", ("pass", "pon")),
        ("call", 74, 3, "pon", ("pass", "pon")), ("call", 76, 0, "pass", ("pass", "chi")),
        ("call", 84, 0, "pass", ("pass", "chi")), ("call", 84, 1, "pass", ("pass", "pon", "kan")),
        ("call", 86, 2, "pon", ("pass", "pon")), ("kan", 90, 3, "kan", ("none", "kan"))]
    taken = [c.detail for c in choices(read_log(str(CHANKAN))) if c.action != "pass"]
    assert taken == ["pon 6s, then 4p", "pon 3m, then 6p", "added kan 6s"]


@pytest.mark.parametrize(("path", "counts"), [
    (SANMA, {("call", "pass"): 29, ("call", "pon"): 23, ("kan", "none"): 1, ("riichi", "dama"): 6,
             ("riichi", "riichi"): 13}),
    (KEPT, {("call", "pass"): 29, ("call", "pon"): 9, ("kan", "kan"): 1, ("kan", "none"): 12,
            ("riichi", "dama"): 14, ("riichi", "riichi"): 5}),
    (EAST, {("call", "chi"): 1, ("call", "pass"): 47, ("call", "pon"): 3, ("kan", "kan"): 2, ("kan", "none"): 2,
            ("riichi", "dama"): 8, ("riichi", "riichi"): 3}),
], ids=["3p", "3p-kept-9p", "4p-east"])
def test_a_whole_games_decisions(path: Path, counts: dict[tuple[str, str], int]) -> None:
    """Three players (13 riichi declared in the game, as its summary counts them; no chi anywhere) and an east-only
    game; in the second three-player game seat 0 keeps 9999p through 12 turns of S1 without a kan."""
    game = read_log(str(path))
    found = list(choices(game))
    assert Counter((c.kind, c.action) for c in found) == counts
    if game.players == 3:
        assert all("chi" not in c.options for c in found)


def test_a_riichi_declared() -> None:
    """SANMA E1: seat 0 draws to 2245789p5566779s; 9s out waits on 3p6p; it declares riichi."""
    first = next(c for c in choices(read_log(str(SANMA))) if c.kind == "riichi")
    assert (first.round, first.event, first.seat, first.hand, first.action, first.detail) == (
        0, 50, 0, "2245789p5566779s", "riichi", "wait 3p6p")


@pytest.mark.parametrize("path", [SANMA, KEPT, EAST, CHANKAN], ids=["3p", "3p-kept", "4p-east", "chankan"])
def test_no_call_where_the_rules_forbid_it(path: Path) -> None:
    """No call decision for a seat in riichi, on the wall's last tile, on a discard won on; a chi only for the
    discarder's right-hand neighbour."""
    game = read_log(str(path))
    calls = {(c.round, c.event, c.seat): c for c in choices(game) if c.kind == "call"}
    for rnd in game.rounds:
        watch = Watch(rnd, game.players, game.rule.engine_rules)
        for number, e in enumerate(rnd.events, 1):
            watch.apply(e)
            if e.kind != DISCARD:
                continue
            last = number == len(rnd.events)
            for o in range(game.players):
                c = calls.get((rnd.order, number, o))
                if c is None:
                    continue
                assert watch.table.seats[o].riichi_at < 0
                assert watch.table.draws < WALL_DRAWS[game.players]
                assert not (last and any(w.seat != w.from_seat for w in rnd.wins))
                assert "chi" not in c.options or o == (e.seat + 1) % game.players
                if c.action != "pass":
                    nxt = rnd.events[number]
                    assert nxt.kind in CALLS and nxt.seat == o


def test_the_json_door_gives_every_kind_in_one_vocabulary() -> None:
    """The review op (the page's and ``agari review --json``'s shape): every discard gains ``kind`` and ``action``
    and keeps its fields; each round lists its riichi, call and kan decisions with the same words."""
    from agari.gamereview.op import review_request

    answer = review_request({"log": CHANKAN.read_text(encoding="utf-8"), "all_decisions": True})
    rnd = answer["rounds"][0]
    d = rnd["decisions"][0]
    assert d["kind"] == "discard" and d["action"] == d["discard"] and {"best", "loss", "recommended"} <= set(d)
    others = rnd["other_decisions"]
    assert rnd["other_decision_count"] == len(others) == 14
    assert [(o["kind"], o["seat"], o["action"]) for o in others if o["action"] != "pass"] == [
        ("call", 3, "pon"), ("call", 2, "pon"), ("kan", 3, "kan")]
    for o in others:
        assert o["recommended"] in o["options"] and o["action"] in o["options"]
        assert o["agrees"] == (o["action"] == o["recommended"]) and 0.0 <= o["chance"] <= 1.0
        assert o["points_lost"] >= 0 and o["reason"] and len(o["option_chances"]) == len(o["options"])
    kinds = answer["summary"][1]["kinds"]
    assert list(kinds) == ["discard", "riichi", "call", "kan"] and kinds["call"]["decisions"] == 2
    assert kinds["riichi"] == {"decisions": 0, "agree": 0, "agreement": None, "bad": 0, "points_lost": 0}
