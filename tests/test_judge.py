"""The judge: push or fold against a riichi on real Phoenix-room decisions, the tie-break rules, and the agreement
script's exact counts on a small log."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

from agari.analysis.ukeire import TILE_NAMES
from agari.core.tile import Tile, parse_tiles
from agari.gamereview.decisions import hand_text
from agari.judge import Judgement, judge, moments
from agari.judge import tiebreak as T
from agari.judge.value import Shape, Situation, estimate, points_of, win_chance
from agari.logs import read_log
from agari.riichi.expected import expected_values

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "tests/logs/tenhou/2010081709gm-00a9-0000-fe3371ad.json"


def decision(order: int, event: int) -> tuple[str, str, Judgement]:
    """The hand, the player's discard and the judgement of the free discard at (round order, event) of GAME."""
    for m, watch in moments(read_log(str(GAME))):
        if (m.round, m.event) == (order, event):
            return hand_text(watch.table.seats[m.seat]), TILE_NAMES[m.tile], judge(watch, m.seat)
    raise AssertionError("no such decision")


def test_folding_is_best_with_a_3_shanten_hand_holding_genbutsu() -> None:
    """South 2, a riichi on the table: 3-shanten, holding East and North that the riichi player let pass."""
    hand, played, j = decision(5, 36)
    assert hand == "44567m1459p578s14z" and played == "1z"
    assert j.threatened
    assert min(c.shanten for c in j.candidates) == 3
    best = j.best
    east = j.of(parse_tiles("1z")[0])  # the player's fold; strong players, by the corpus, as likely throw North
    assert (TILE_NAMES[east.tile], east.label, east.danger, east.loss) == ("1z", "fold", 0.0, 0.0)
    assert east.fold > east.push and j.by_value is east.tile
    north = j.of(parse_tiles("4z")[0])
    assert (north.label, north.danger, round(north.fold)) == ("fold", 0.0, round(east.fold))  # equal: a tie
    assert best is north
    seven = j.of(parse_tiles("7m")[0])  # a tile the hand could push: 3.2 % to deal in, 165 points expected
    assert seven.label == "push" and round(seven.danger, 4) == 0.0317 and round(seven.loss) == 165
    assert seven.points < east.points
    assert j.reason == "fold: 4z deals in 0.0%; strong players 53%; equal in value to 1z"
    assert round(north.chance, 2) == 0.53 and round(east.chance, 2) == 0.46


def test_pushing_is_best_with_a_valued_tenpai() -> None:
    """A riichi on the table: tenpai on 69s with white dragon and a half flush called; 6s deals in 7.3 %."""
    hand, played, j = decision(1, 122)
    assert hand == "66788s(555z)(234s)(123s)" and played == "6s"
    best = j.best
    assert (TILE_NAMES[best.tile], best.label, best.shanten, best.ukeire) == ("6s", "push", 0, 6)
    assert round(best.danger, 3) == 0.073
    assert best.push > best.fold and best.push > 0
    assert best.estimate.points == 4650  # by the engine: 3 han (white dragon, open half flush), its tsumo wins' mean
    assert [TILE_NAMES[c.tile] for c in j.candidates] == ["6s", "7s", "8s"]


def test_the_engine_decides_a_tenpai_and_its_figures_are_the_judges(monkeypatch: pytest.MonkeyPatch) -> None:
    """East 4 (South round), tenpai on 2m with a red dragon set: 4s keeps chanta (13m 789m 123s 66z), 1s does not.
    The cheap estimate sees no chanta and ties them (1s goes by the tie-break); the engine sees it, as the player."""
    hand, played, j = decision(12, 58)
    assert hand == "13789m1234s66z(777z)" and played == "4s"
    four, one = j.of(parse_tiles("4s")[0]), j.of(parse_tiles("1s")[0])
    assert TILE_NAMES[j.best.tile] == "4s" and (four.shanten, four.ukeire, one.shanten, one.ukeire) == (0, 4, 0, 4)
    watch = next(w for m, w in moments(read_log(str(GAME))) if (m.round, m.event) == (12, 58))
    seat = watch.table.seats.index(next(s for s in watch.table.seats if s.known and s.size == 14))
    seen = watch.table.seen_by(seat)
    for t in watch.table.dora:
        seen[t.index] -= 1
    ev = expected_values(watch.table.seats[seat].hand(), dora=tuple(watch.table.dora), round="s", seat="e", turn=0,
                         shanten_down=False, tegawari=False, wall="real", draws_left=11,
                         visible=[Tile(k) for k in range(34) for _ in range(seen[k])])
    rows = {r.discard: r for r in ev.discards}
    assert rows["4s"].score[0] / rows["4s"].win[0] == 3000.0  # chanta and the red dragon: 2 han 50 fu by tsumo
    assert round(rows["1s"].score[0] / rows["1s"].win[0]) == 1718  # the red dragon alone (dora 5s drawn sometimes)
    assert four.estimate.points == 3000.0 and one.estimate.points == rows["1s"].score[0] / rows["1s"].win[0]
    assert four.estimate.value / one.estimate.value == pytest.approx(rows["4s"].score[0] / rows["1s"].score[0])
    assert four.estimate.win == one.estimate.win  # the same wait: the same chance, on the cheap scale
    judge_module = sys.modules["agari.judge.judge"]
    monkeypatch.setattr(judge_module, "engine_estimates", lambda *a: None)
    cheap = judge(watch, seat)
    assert TILE_NAMES[cheap.best.tile] == "1s" and cheap.of(parse_tiles("4s")[0]).estimate.points == 2730.0


def test_a_seat_without_a_decision_is_refused_in_a_sentence() -> None:
    from agari.core.errors import AgariError
    from agari.danger.watch import Watch

    game = read_log(str(GAME))
    watch = Watch(game.rounds[0], game.players)  # before the first draw: every hand holds 13 tiles
    with pytest.raises(AgariError, match=r"^seat 1 has no decision to judge now: its hand is 13 tiles \(melds as 3\), "
                                         r"not 14 tiles$"):
        judge(watch, 1)
    with pytest.raises(AgariError, match=r"^seat 4 is not at the table \(0\.\.3\)$"):
        judge(watch, 4)


def test_the_drawn_tile_rule_is_there_but_not_in_force() -> None:
    """'The tile just drawn first' lowered the agreement (docs/judgement.md): two isolated terminals stay equal."""
    counts = [0] * 34
    for t in parse_tiles("1m9p"):
        counts[t.index] += 1
    yakuhai = (31, 32, 33, 27, 27)
    assert "drawn" not in T.RULES and "drawn" in T.OTHERS
    assert T.key(0, counts, 17, yakuhai, (), 0) == T.key(17, counts, 17, yakuhai, (), 0)
    with_drawn = ("drawn", *T.RULES)
    assert T.key(17, counts, 17, yakuhai, (), 0, with_drawn) < T.key(0, counts, 17, yakuhai, (), 0, with_drawn)


def test_tie_rules_in_order() -> None:
    counts = [0] * 34
    for t in parse_tiles("1m34p2z5z"):
        counts[t.index] += 1
    yakuhai = (31, 32, 33, 27, 27)
    assert T.isolated(0, counts) and T.isolated(28, counts) and not T.isolated(11, counts)
    assert [T.edge_rank(k) for k in (28, 0, 1, 4)] == [0, 1, 2, 3]
    keys = {k: T.key(k, counts, -1, yakuhai, (), 0) for k in (0, 11, 12, 28, 31)}
    assert sorted(keys, key=keys.__getitem__) == [28, 0, 31, 11, 12]  # guest wind, terminal, dragon; connected last
    assert T.key(0, counts, -1, yakuhai, (), 2) < T.key(28, counts, -1, yakuhai, (), 0)  # genbutsu for two first
    assert T.key(28, counts, -1, yakuhai, (1,), 0) < T.key(0, counts, -1, yakuhai, (1,), 0)  # 1m is next to 2m
    assert T.near_dora(0, (1,)) == 1 and T.near_dora(1, (1,)) == 2 and T.near_dora(28, (1,)) == 0
    south = (31, 32, 33, 27, 28)  # the South seat in an East round: its own wind goes after a dragon
    assert T.key(31, counts, -1, south, (), 0) < T.key(28, counts, -1, south, (), 0)
    assert T.key(28, counts, -1, south, (), 0)[:4] == T.key(31, counts, -1, south, (), 0)[:4]  # only 'own' differs


def test_value_estimate_figures() -> None:
    assert points_of(1, False) == 1300 and points_of(4, False) == 8000 and points_of(3.5, True) == 9900
    calm = Situation(12, 100, False, (31, 32, 33, 27, 28), (4,), 0.0)
    assert win_chance(0, 8, calm) > win_chance(0, 4, calm) > win_chance(1, 20, calm) > win_chance(2, 30, calm)
    riichi = calm._replace(threat=1.0)
    assert win_chance(0, 8, riichi) < win_chance(0, 8, calm)
    counts = [0] * 34
    for t in parse_tiles("234m456p5566788s"):  # 13 tiles, no terminal or honor; the dora (kind 4) is 5m, not held
        counts[t.index] += 1
    e = estimate(Shape(tuple(counts), (), 0, 0, 8), calm)
    assert e.points == points_of(1 + 1.7, False)  # tanyao, riichi with its ura and tsumo
    with_dora = estimate(Shape(tuple(counts), (), 1, 0, 8), calm)  # a red five held: one han more
    assert with_dora.points == points_of(1 + 1.7 + 1, False) and with_dora.win == e.win
    assert 0 < e.win < 1


@pytest.fixture(scope="module")
def agreement():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("agreement", ROOT / "scripts/agreement.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_agreement_counts_on_a_small_log(agreement, capsys) -> None:  # type: ignore[no-untyped-def]
    assert agreement.main(["--json", "tests/logs/mjai-reviewer/double_ron.json"]) == 0
    out = json.loads(capsys.readouterr().out)["Given logs"]
    assert out["games"] == 1
    assert out["decisions"] == {"all": 38, "riichi": 8, "calm": 30}
    assert out["review_in_best"] == {"all": 30, "riichi": 8, "calm": 22}
    assert round(out["review_top"]["all"], 4) == 21.5333
    assert out["judge_top"] == {"all": 25, "riichi": 5, "calm": 18 + 2}  # the preference: 2 more than by value
    assert out["value_top"] == {"all": 23, "riichi": 5, "calm": 18}
    assert out["shanten_back_under_riichi"] == {"review": 0, "judge": 0}
    assert [row[0] for row in out["by_shanten"].values()] == [4, 10, 17, 7]
    assert [row[2] for row in out["by_shanten"].values()] == [4, 5, 10, 6]
    assert [row[3] for row in out["by_shanten"].values()] == [3, 5, 10, 5]


@pytest.mark.slow  # every log's decisions, the review's and the script's: CPython only (Pyodide: the other tests)
def test_agreement_review_side_matches_the_review(agreement) -> None:  # type: ignore[no-untyped-def]
    """The baseline is today's review: its best-set count equals the review's own 'best' in the seat summaries."""
    from reviewed import reviewed

    path = ROOT / "tests/logs/mjx/2010110100gm-00a9-0000-de3472e8.json"
    t = agreement.tally([path])
    summary = reviewed(path).summary
    assert t.decisions["all"] == sum(s.decisions for s in summary)
    assert t.review_in["all"] == sum(s.best for s in summary)
