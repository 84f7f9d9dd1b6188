"""The review follows the play: an open or added kan's replacement tile discarded and won on (once or by two
players), the kan dora Tenhou turns after that discard; in Tenhou's JSON and in mjai alike.

Data: ``tests/logs/handmade/open-kan-ron.json`` (E1 an open kan, E2 an added kan) and
``open-kan-double-ron.json``, with their mjai forms (``.jsonl``) written by ``tests/mjai_writer.py``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from agari.gamereview import review
from agari.logs import read_log
from agari.logs.record import DAIMINKAN, DISCARD, DORA, DRAW, KAKAN, draw_kind

HERE = Path(__file__).parent
HANDMADE = HERE / "logs" / "handmade"
KAN_RON = HANDMADE / "open-kan-ron.json"
KAN_DOUBLE = HANDMADE / "open-kan-double-ron.json"

sys.path.insert(0, str(HERE))
from mjai_writer import to_mjai  # noqa: E402


@pytest.mark.parametrize("suffix", [".json", ".jsonl"])
def test_a_ron_on_an_open_kans_replacement_discard(suffix: str) -> None:
    """E1: seat 3 calls an open kan on seat 2's 9s, draws 6s from the dead wall and throws it; the dealer rons
    it. Tenhou turns the kan's dora (5p: 6p is dora) after that discard, so the dealer's 66p counts 2 dora."""
    rv = review(str(KAN_RON.with_suffix(suffix)))
    assert rv.problems == () and rv.not_reviewed == 0
    r = rv.rounds[0]
    assert r.error is None
    (w,) = r.wins
    assert (w.seat, w.from_seat, w.tsumo, str(w.win)) == (0, 3, False, "6s")
    assert w.matches, w.differences
    assert (w.ours.han, w.ours.fu, w.ours.points) == (4, 30, 11600)
    assert dict(w.ours.yaku) == {"tanyao": 1, "pinfu": 1, "dora": 2}
    assert w.ours.deltas == (11600, 0, 0, -11600)
    assert w.request["dora"] == ["9m", "5p"] and "rinshan" not in w.request and "houtei" not in w.request


@pytest.mark.parametrize("suffix", [".json", ".jsonl"])
def test_a_ron_on_an_added_kans_replacement_discard(suffix: str) -> None:
    """E2: seat 2 pons haku, adds the fourth, draws 5m from the dead wall and throws it; seat 3 rons it, with the
    kan dora (5s: 6s is dora) turned after the discard."""
    rv = review(str(KAN_RON.with_suffix(suffix)))
    r = rv.rounds[1]
    assert r.error is None
    (w,) = r.wins
    assert (w.seat, w.from_seat, str(w.win)) == (3, 2, "5m") and w.matches, w.differences
    assert (w.ours.han, w.ours.points, w.ours.deltas) == (4, 7700, (0, 0, -7700, 7700))
    assert "chankan" not in w.request
    assert rv.matches and rv.summary[3].final_score == 21100


@pytest.mark.parametrize("suffix", [".json", ".jsonl"])
def test_a_double_ron_on_an_open_kans_replacement_discard(suffix: str) -> None:
    rv = review(str(KAN_DOUBLE.with_suffix(suffix)))
    assert rv.problems == () and rv.matches
    (r,) = rv.rounds
    a, b = r.wins
    assert (a.seat, a.from_seat, a.ours.points, a.ours.deltas) == (0, 3, 11600, (11600, 0, 0, -11600))
    assert (b.seat, b.from_seat, b.ours.points, b.ours.deltas) == (1, 3, 2000, (0, 2000, 0, -2000))
    assert a.matches and b.matches, (a.differences, b.differences)
    assert [s.final_score for s in rv.summary] == [36600, 27000, 25000, 11400]


def test_the_events_in_play_order_with_the_dora_after_the_discard() -> None:
    """The reader puts the kan, the replacement draw, its discard and then the new indicator, as Tenhou plays
    them; the mjai form carries the same events in the same order."""
    game = read_log(str(KAN_RON))
    tail = [(e.kind, e.seat, str(e.tile)) for e in game.rounds[0].events[-4:]]
    assert tail == [(DAIMINKAN, 3, "9s"), (DRAW, 3, "6s"), (DISCARD, 3, "6s"), (DORA, -1, "5p")]
    assert game.rounds[0].events[-3].rinshan
    kinds = [e.kind for e in game.rounds[1].events[-4:]]
    assert kinds == [KAKAN, DRAW, DISCARD, DORA]
    assert read_log(to_mjai(game)).rounds == read_log(str(KAN_RON.with_suffix(".jsonl"))).rounds
    assert [r.events for r in read_log(str(KAN_RON.with_suffix(".jsonl"))).rounds] == [r.events for r in game.rounds]


DRAWN_GAME = HERE / "logs" / "tenhou" / "2010112714gm-00a9-0000-d497e395.json"


@pytest.mark.parametrize("reason", ["exhaustive_draw", "EVENT_TYPE_EXHAUSTIVE_DRAW_NORMAL", "ryuukyoku",
                                    "the wall ran dry", ""])
def test_a_draw_over_an_exhausted_wall_is_exhaustive_whatever_its_name(reason: str) -> None:
    """riichienv writes ``exhaustive_draw``, mjx ``EVENT_TYPE_EXHAUSTIVE_DRAW_NORMAL``; a name agari has never
    seen over a wall that ran out (70 draws) is an exhaustive draw too: the noten payments are checked."""
    text = to_mjai(read_log(str(DRAWN_GAME))).replace('"reason": "fanpai"', f'"reason": "{reason}"')
    assert text.count(f'"reason": "{reason}"') == 3
    rv = review(text, judge=False)  # the draws are checked: the judge has nothing to say of them
    assert rv.matches and rv.not_reviewed == 0
    draws = [(r.label, r.draw.kind, r.draw.ours, r.draw.tenpai) for r in rv.rounds if r.draw is not None]
    assert draws == [("E1", "exhaustive", (3000, -1000, -1000, -1000), (0,)),
                     ("S1", "nine_terminals", (0, 0, 0, 0), ()),  # its own name kept: kyushukyuhai
                     ("S1", "exhaustive", (-1500, 1500, -1500, 1500), (1, 3)),
                     ("S4", "exhaustive", (1500, 1500, -1500, -1500), (0, 1))]
    assert [r.draw.text for r in rv.rounds if r.draw is not None] == [reason, "kyushukyuhai", reason, reason]


def test_an_unknown_name_for_a_draw_in_tenhous_json_is_read_by_the_play() -> None:
    data = json.loads(DRAWN_GAME.read_text())
    for rnd in data["log"]:
        if rnd[-1][0] == "流局":
            rnd[-1][0] = "Ryukyoku (wall)"
    rv = review(json.dumps(data, ensure_ascii=False))
    assert rv.matches and [r.draw.kind for r in rv.rounds if r.draw] == ["exhaustive", "nine_terminals",
                                                                          "exhaustive", "exhaustive"]


def test_an_unknown_name_for_an_abortive_draw_is_the_one_the_play_shows() -> None:
    """Nine terminals under a name agari does not know: the play shows the first draw's nine kinds."""
    game = read_log(str(HERE / "logs" / "mjai-reviewer" / "kyushukyuhai.json"))
    (r,) = review(to_mjai(game).replace('"reason": "kyushukyuhai"', '"reason": "abort:9"')).rounds
    assert r.draw is not None and r.draw.kind == "nine_terminals" and r.draw.matches and r.draw.ours == (0, 0, 0, 0)


@pytest.mark.parametrize(("name", "kind"), [
    ("exhaustive_draw", "exhaustive"), ("fanpai", "exhaustive"), ("流局", "exhaustive"), ("nm", "nagashi"),
    ("nagashi_mangan", "nagashi"), ("EVENT_TYPE_EXHAUSTIVE_DRAW_NAGASHI_MANGAN", "nagashi"),
    ("kyushu_kyuhai", "nine_terminals"), ("Kyuushu Kyuuhai", "nine_terminals"), ("yao9", "nine_terminals"),
    ("EVENT_TYPE_ABORTIVE_DRAW_NINE_TERMINALS", "nine_terminals"), ("suucha_riichi", "four_riichi"),
    ("suchareach", "four_riichi"), ("reach4", "four_riichi"), ("EVENT_TYPE_ABORTIVE_DRAW_FOUR_RIICHIS", "four_riichi"),
    ("suukaikan", "four_kans"), ("suukansanra", "four_kans"), ("kan4", "four_kans"),
    ("suufon_renda", "four_winds"), ("sufonrenta", "four_winds"), ("kaze4", "four_winds"),
    ("sanchaho", "triple_ron"), ("sanchahou", "triple_ron"), ("ron3", "triple_ron"),
    ("EVENT_TYPE_ABORTIVE_DRAW_THREE_RONS", "triple_ron"), ("全員聴牌", "all_tenpai"), ("全員不聴", "all_noten"),
    ("something else", None),
])
def test_the_research_tools_names_for_a_draw(name: str, kind: str | None) -> None:
    assert draw_kind(name) == kind
