"""The judge's preference: the features of a candidate read off a hand-made decision, the weight table's shape,
the caution under riichi, and real Phoenix-room decisions where strong players' choice overrides the value order."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from agari.analysis.ukeire import TILE_NAMES
from agari.core.tile import parse_tiles
from agari.gamereview.decisions import hand_text
from agari.judge import judge, moments
from agari.judge.features import FEATURES, NAMES, Context, Weighed, describe
from agari.judge.preference import CAUTION, caution, chances, group, scores
from agari.judge.standing import Standing
from agari.judge.weights import WEIGHTS
from agari.logs import read_log

GAME = Path(__file__).resolve().parent / "logs/tenhou/2010081709gm-00a9-0000-fe3371ad.json"


def counts(text: str) -> tuple[int, ...]:
    c = [0] * 34
    for t in parse_tiles(text):
        c[t.index] += 1
    return tuple(c)


HELD = counts("1m345p6799s45z666z")  # 13 tiles: 1m isolated, 4z and 5z single honors, 666z a set
SEEN = tuple(min(4, h + (2 if k == 27 + 3 else 0)) for k, h in enumerate(HELD))  # two more North in view


def context(threatened: bool = False, draws: int = 30, low: int = 2) -> Context:
    return Context(threatened, draws, False, HELD, SEEN, (26,), (31, 32, 33, 27, 28), 17, 1000.0, low, 20, 0.0)


def feature(ctx: Context, w: Weighed, name: str) -> float:
    return describe(ctx, w)[NAMES.index(name)]


def test_features_of_an_isolated_terminal_and_an_honor() -> None:
    ctx = context()
    one_m = Weighed(0, 0, 1000.0, 2, 20, 0.0, 0.0, 0, "speed")
    assert [feature(ctx, one_m, n) for n in ("value_first", "isolated", "terminal", "honor", "isolated_terminal",
                                              "pair", "neighbours_1", "unseen", "label_speed")] == [
        1.0, 1.0, 1.0, 0.0, 1.0, 0.0, 0.0, 0.75, 1.0]
    north = Weighed(30, 2, 700.0, 2, 20, 0.0, 0.0, 1, "")
    assert feature(ctx, north, "value_rank") == pytest.approx(2 / 6)
    assert feature(ctx, north, "value_gap") == pytest.approx(-0.3)
    assert feature(ctx, north, "value_gap_share") == pytest.approx(-0.3)
    assert feature(ctx, north, "honor_seen") == 0.75  # its own copy and two more in view
    assert feature(ctx, north, "isolated_honor") == 1.0 and feature(ctx, north, "yakuhai") == 0.0
    assert feature(ctx, north, "genbutsu") == 1.0 and feature(ctx, north, "genbutsu_riichi") == 0.0
    six_z = Weighed(32, 5, 200.0, 3, 12, 0.0, 0.0, 0, "")
    assert [feature(ctx, six_z, n) for n in ("triplet", "yakuhai", "shanten_back", "shanten_back_2")] == [
        1.0, 1.0, 1.0, 0.0]
    nine_s = Weighed(26, 1, 950.0, 2, 20, 0.0, 0.0, 0, "")
    assert feature(ctx, nine_s, "drawn") == 0.0 and feature(ctx, nine_s, "neighbours_2") == pytest.approx(1 / 3)
    assert feature(ctx, nine_s, "dora") == 1.0 and feature(ctx, nine_s, "pair") == 1.0  # 9s is the dora here
    seven_s = Weighed(24, 3, 800.0, 2, 18, 0.0, 0.0, 0, "")
    assert feature(ctx, seven_s, "near_dora") == 1.0 and feature(ctx, seven_s, "neighbours_1") == pytest.approx(1 / 3)


def test_features_under_riichi_and_the_caution() -> None:
    ctx = context(threatened=True, low=2)
    safe = Weighed(30, 1, -50.0, 3, 10, 0.0, 0.0, 1, "fold")
    risky = Weighed(14, 0, 300.0, 2, 20, 0.05, 400.0, 0, "push")
    assert feature(ctx, safe, "safest") == 1.0 and feature(ctx, safe, "safest_far") == 1.0
    assert feature(ctx, risky, "safest") == 0.0 and feature(ctx, risky, "danger_far") == pytest.approx(0.5)
    assert feature(ctx, risky, "danger_riichi") == pytest.approx(0.5) and feature(ctx, risky, "loss_riichi") == 0.4
    assert caution(ctx, safe) == CAUTION and caution(ctx, risky) == 0.0
    assert caution(context(), safe) == 0.0  # no riichi: no caution
    assert group(ctx) == "riichi far" and group(context(threatened=True, low=1)) == "riichi near"
    assert group(context(draws=10)) == "calm early 2-shanten" and group(context(low=0)) == "calm late tenpai"
    assert group(context(low=5)) == "calm late 3-shanten+"


def test_three_players_and_the_standing_have_groups_and_features() -> None:
    three = Standing(3, False, True, False, 1, 3000, 0, 0, 1, (True, False), (0, 2), (0, 1), (0, 3), (8, 9), 0)
    ctx = context(threatened=True)._replace(standing=three)
    assert group(ctx) == "3p riichi far" and group(context(low=1)._replace(standing=three)) == "3p calm late 1-shanten"
    risky = Weighed(14, 0, 300.0, 2, 20, 0.05, 400.0, 0, "push")
    assert feature(ctx, risky, "danger_all_last") == pytest.approx(0.5)  # the last round
    assert feature(ctx, risky, "danger_calls") == pytest.approx(0.5)  # one open threat: two calls, a dora shown
    assert feature(ctx, risky, "danger_last_place") == 0.0 and feature(ctx, risky, "danger_leader") == 0.0  # second
    assert feature(ctx, risky, "danger_dealer") == 0.0
    assert feature(ctx, Weighed(0, 0, 0.0, 2, 20, 0.0, 0.0, 0, ""), "man_three") == 1.0
    assert feature(context(), risky, "danger_calls") == 0.0  # no standing known: nothing


def test_the_weight_table_names_every_feature_and_chances_add_up() -> None:
    bands = ("tenpai", "1-shanten", "2-shanten", "3-shanten+")
    four = {"riichi near", "riichi far", *(f"calm {s} {b}" for s in ("early", "late") for b in bands)}
    assert set(WEIGHTS) == four | {f"3p {g}" for g in four}
    for table in WEIGHTS.values():
        assert list(table) == list(NAMES)  # the columns of the table are the features, in order
    assert len(NAMES) == len(set(NAMES)) == len(FEATURES)
    ctx = context()
    cands = [Weighed(0, 0, 1000.0, 2, 20, 0.0, 0.0, 0, "speed"), Weighed(30, 1, 990.0, 2, 20, 0.0, 0.0, 0, ""),
             Weighed(14, 2, 400.0, 3, 12, 0.0, 0.0, 0, "")]
    p = chances(ctx, cands)
    assert math.isclose(sum(p), 1.0) and all(0 < x < 1 for x in p)
    s = scores(ctx, cands)
    assert p.index(max(p)) == s.index(max(s))
    assert chances(ctx, cands, {}) == pytest.approx([1 / 3] * 3)  # without weights: every discard alike


def decision(order: int, event: int):  # type: ignore[no-untyped-def]
    for m, watch in moments(read_log(str(GAME))):
        if (m.round, m.event) == (order, event):
            return hand_text(watch.table.seats[m.seat]), TILE_NAMES[m.tile], judge(watch, m.seat), \
                judge(watch, m.seat, prefer=False)
    raise AssertionError("no such decision")


def test_strong_players_throw_the_isolated_honor_the_value_order_keeps() -> None:
    """1-shanten, calm: by value alone 3p (2,216 points) edges out the lone 6z (2,083); the player, like strong
    players at large, throws 6z, and the preference agrees (99 %)."""
    hand, played, j, by_value = decision(2, 44)
    assert hand == "3455066m233999p6z" and played == "6z"
    assert TILE_NAMES[by_value.best.tile] == "3p" and TILE_NAMES[j.by_value] == "3p"  # type: ignore[index]
    assert round(by_value.best.points) == 2216 and round(by_value.of(parse_tiles("6z")[0]).points) == 2083
    assert TILE_NAMES[j.best.tile] == "6z" and round(j.best.chance, 2) == 0.99
    assert j.reason == "1-shanten, 21 tiles; strong players 99%; by value 3p, 134 more"
    assert [c.chance for c in j.candidates] == sorted((c.chance for c in j.candidates), reverse=True)
    assert {c.tile for c in j.candidates} == {c.tile for c in by_value.candidates}


def test_a_tie_by_value_is_told_as_one() -> None:
    """2-shanten: 7z and 5z are worth the same (829 points); the tie-break rules pick 5z, strong players 7z."""
    hand, played, j, by_value = decision(0, 20)
    assert hand == "2279m40799s57z(444z)" and played == "7z"
    assert TILE_NAMES[by_value.best.tile] == "5z" and TILE_NAMES[j.best.tile] == "7z"
    assert j.reason == "2-shanten, 20 tiles; strong players 68%; equal in value to 5z"
