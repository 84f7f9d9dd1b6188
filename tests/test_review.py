"""Game review: real logs rescored against what they recorded, decisions graded, the formats read alike.

Data: ``tests/logs/`` (README there: sources and licences).  The efficiency figures are checked against an
independent brute force in ``tests/test_review_reference.py`` (it needs the ``mahjong`` package: this file runs
inside Pyodide too).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from agari.gamereview import review
from agari.gamereview.op import review_request
from agari.logs import LogError, read_log
from agari.logs.guard import MAX_BYTES

HERE = Path(__file__).parent
LOGS = HERE / "logs"
TENHOU = sorted((LOGS / "tenhou").glob("*.json"))
ROUNDS = sorted((LOGS / "mjai-reviewer").glob("*.json"))
MJX = sorted((LOGS / "mjx").glob("*.json"))
CHOSEN = LOGS / "tenhou" / "2020081220gm-00a9-0000-9ee6ab3b.json"

sys.path.insert(0, str(HERE))
from mjai_writer import to_mjai  # noqa: E402
from reviewed import bulk, reviewed  # noqa: E402


@pytest.fixture(scope="module")
def reviews() -> dict[Path, object]:
    return {p: bulk(p) for p in TENHOU + ROUNDS + MJX}


def test_every_recorded_result_is_reproduced(reviews: dict[Path, object]) -> None:
    """The 11 Phoenix games, 3 more and the 6 chosen rounds: every win (han, fu, points, yaku, each seat's payment)
    and every draw's payments are what the engine finds from the log alone."""
    wins = draws = 0
    for path, rv in reviews.items():
        assert rv.problems == (), path  # type: ignore[attr-defined]
        for r in rv.rounds:  # type: ignore[attr-defined]
            for w in r.wins:
                assert w.matches, (path.name, r.label, w.differences)
                assert w.ours.deltas == w.recorded.deltas
                wins += 1
            if r.draw is not None:
                assert r.draw.matches, (path.name, r.label, r.draw.differences)
                draws += 1
    shared = [reviews[p] for p in TENHOU]
    assert sum(len(r.wins) for g in shared for r in g.rounds) == 98  # type: ignore[attr-defined]
    assert sum(1 for g in shared for r in g.rounds if r.draw is not None) == 25  # type: ignore[attr-defined]
    assert (wins, draws) == (98 + 6 + 23, 25 + 1 + 6)


def test_situations_read_from_the_play(reviews: dict[Path, object]) -> None:
    """Chankan, rinshan, double ron with the stick to the nearer winner, four kans, double riichi, ippatsu,
    nagashi mangan, the abortive draws."""
    by_name = {p.name: rv for p, rv in reviews.items()}
    chankan = by_name["chankan.json"].rounds[0].wins[0]  # type: ignore[attr-defined]
    assert chankan.request["chankan"] and chankan.ours.points == 8000
    assert dict(chankan.ours.yaku)["chankan"] == 1
    rinshan = by_name["rinshan.json"].rounds[0].wins[0]  # type: ignore[attr-defined]
    assert rinshan.request["rinshan"] and rinshan.request["riichi"] and rinshan.hand == "33m456p123550s[6666m]"
    assert rinshan.ours.deltas == (-2000, -4000, -2000, 9000)
    first, second = by_name["double_ron.json"].rounds[0].wins  # type: ignore[attr-defined]
    assert (first.seat, second.seat) == (0, 2) and first.ours.deltas == (13000, 0, 0, -12000)
    assert second.ours.deltas == (0, 0, 2000, -2000)
    four = by_name["suukantsu_0.json"].rounds[0].wins[0]  # type: ignore[attr-defined]
    assert four.hand == "22s(7777s)(1111s)(9999s)[2222m]" and four.ours.yaku == (("suukantsu", 13),)
    nine = by_name["kyushukyuhai.json"].rounds[0].draw  # type: ignore[attr-defined]
    assert nine.kind == "nine_terminals" and nine.matches
    double = [w for r in by_name["2017082021gm-00a9-0000-b8cc6957.json"].rounds for w in r.wins  # type: ignore
              if w.request.get("double_riichi")]
    assert len(double) == 1 and double[0].request["ippatsu"] and double[0].ours.points == 12000
    nagashi = [r.draw for r in by_name["2019082700gm-00a9-0000-63d1f136.json"].rounds  # type: ignore
               if r.draw is not None and r.draw.kind == "nagashi"]
    assert len(nagashi) == 1 and nagashi[0].nagashi == (2,) and nagashi[0].ours == (-2000, -2000, 8000, -4000)
    (four,) = [r for r in by_name["2018040923gm-00a9-0000-1833afca.json"].rounds  # type: ignore[attr-defined]
               if r.draw is not None and r.draw.kind == "four_riichi"]
    assert four.riichi == (0, 1, 2, 3) and four.deltas == (-1000, -1000, -1000, -1000)  # the fourth stick is down too
    kinds = {r.draw.kind for rv in reviews.values() for r in rv.rounds if r.draw}  # type: ignore[attr-defined]
    assert {"exhaustive", "all_noten", "four_riichi", "four_winds", "nagashi", "nine_terminals"} <= kinds


def test_one_game_in_figures(reviews: dict[Path, object]) -> None:
    """2020081220gm (5 rounds): decisions per seat, one decision's best discards and ukeire, E1's losses."""
    rv = reviews[CHOSEN]
    assert [s.decisions for s in rv.summary] == [48, 45, 45, 46]  # type: ignore[attr-defined]
    assert [s.best for s in rv.summary] == [36, 34, 33, 32]  # type: ignore[attr-defined]
    e1 = rv.rounds[0]  # type: ignore[attr-defined]
    d = next(x for x in e1.decisions if x.seat == 0)
    assert (d.hand, str(d.drawn), d.shanten, str(d.discard)) == ("1234m39p22447s257z", "9p", 4, "9p")
    assert (d.discard_shanten, d.ukeire_count) == (4, 74)
    assert [str(t) for t in d.best] == ["2z", "5z", "7z"] and d.best_count == 82 and d.loss == 8
    assert [sum(x.loss for x in e1.decisions if x.seat == s) for s in range(4)] == [12, 4, 1, 15]
    assert e1.shanten[0] == (4, 4, 3, 2, 2, 1, 1, 0)
    assert e1.wins[0].ours.limit == "baiman" and e1.wins[0].request["ippatsu"]
    assert [s.final_score for s in rv.summary] == [60000, -1700, 32700, 9000]  # type: ignore[attr-defined]


def _strip(data: dict[str, object]) -> dict[str, object]:
    """A review without what only says how the log was written (its format, rule line, the log's own words)."""
    for key in ("format", "rule", "names"):
        data.pop(key)
    for r in data["rounds"]:  # type: ignore[attr-defined]
        for w in r["wins"]:
            w.pop("recorded")
            w.pop("log_text")
        if r["draw"]:
            for key in ("log_text", "kind", "recorded"):
                r["draw"].pop(key)
    return data


SANMA = LOGS / "handmade" / "sanma-kita-rinshan.json"


@pytest.mark.slow  # whole reviews, twice a log: CPython only
@pytest.mark.parametrize("path", [*TENHOU[:4], *ROUNDS, SANMA], ids=lambda p: p.name)
def test_mjai_and_tenhou_give_the_same_review(path: Path) -> None:
    """The same review, the judge's verdicts too (the four whole games without the judge: the six rounds and the
    three-player round compare the verdicts; an east-only game's not: an mjai log does not tell the game's length,
    and the judge's preference reads it)."""
    game = read_log(str(path))
    text = to_mjai(game)
    assert text.count("\n") > 5 and '"type": "start_kyoku"' in text
    judge = path not in TENHOU and game.rule.length != "east"
    a = _strip((reviewed(path) if judge else review(game, judge=False)).to_dict())
    b = _strip(review(text, judge=judge).to_dict())
    assert a == b
    if path == SANMA:  # mjai's three-player logs name a kita "kita" or "nukidora"
        assert '"nukidora"' in text
        c = _strip(review(text.replace('"nukidora"', '"kita"')).to_dict())
        assert c == a


def test_a_hand_written_mjai_round() -> None:
    """A short mjai round written by hand: the dealer's double riichi, a tsumo on its third draw (no ippatsu),
    ura dora, a red five."""
    path = LOGS / "mjai" / "hand-written.jsonl"
    rv = review(str(path))
    (r,) = rv.rounds
    (w,) = r.wins
    assert w.matches, w.differences
    assert w.request["hand"] == "234m067p234s55566z" and w.ours.limit == "baiman" and w.ours.fu == 40
    assert dict(w.ours.yaku) == {"double_riichi": 2, "menzen_tsumo": 1, "yakuhai_haku": 1, "dora": 1, "aka": 1,
                                 "ura": 3}
    assert "ippatsu" not in w.request and rv.summary[0].final_score == 49000
    assert rv.format == "mjai" and rv.rule["preset"] == "tenhou"


def _with_round(path: Path, edit) -> str:  # type: ignore[no-untyped-def]
    data = json.loads(path.read_text())
    edit(data["log"])
    return json.dumps(data, ensure_ascii=False)


def test_a_contradiction_names_round_event_and_seat_and_the_rest_is_reviewed() -> None:
    path = LOGS / "tenhou" / "2020052221gm-00a9-0000-6f0524c7.json"

    def swap(log: list) -> None:  # type: ignore[type-arg]
        rnd = log[2]  # E2 (honba 1)
        rnd[9][0] = 19 if rnd[9][0] != 19 else 18  # seat 1's first discard: a tile the hand does not hold

    rv = review(_with_round(path, swap))
    (problem,) = rv.problems
    assert problem.startswith("round E2 (honba 1), event ")
    assert problem.endswith(": seat 1 discards 9m, which the hand does not hold")
    assert rv.rounds[2].error == problem and not rv.rounds[2].decisions
    assert all(r.error is None for i, r in enumerate(rv.rounds) if i != 2) and len(rv.rounds) == 12
    # the other rounds still match, but a round not reviewed is never counted as a match
    assert not rv.matches and rv.not_reviewed == 1 and rv.mismatches == 0
    assert all(r.matches for i, r in enumerate(rv.rounds) if i != 2) and not rv.rounds[2].matches
    assert rv.to_dict()["not_reviewed"] == 1 and rv.to_dict()["matches"] is False


def test_reading_errors_are_one_sentence() -> None:
    path = LOGS / "tenhou" / "2020081220gm-00a9-0000-9ee6ab3b.json"
    text = path.read_text()
    cases = {
        text[: len(text) // 2]: "not valid JSON",
        "hello": "not a game log",
        "": "the log is empty",
        '{"name": [], "log": 3}': 'no "log" list',
        "[" * 5000 + "]" * 5000: "nested too deeply",
        "[" * 100000: "nested too deeply",  # refused before the parser: Pyodide's would exhaust WebAssembly's stack
        '{"log": [' + "[1," * 3000 + "]": "nested too deeply",
        '{"log": [' + "[" * 100 + "]" * 100 + "]}": "nested too deeply",
        '{"type": "start_game"}\n{"type": "tsumo", "actor": 0, "pai": "1m"}': "before any start_kyoku",
    }
    for bad, words in cases.items():
        with pytest.raises(LogError) as info:
            read_log(bad)
        assert words in info.value.message and "\n" not in info.value.message, (bad[:30], info.value.message)
    import agari

    deep = agari.handle('{"op": "review", "log": ' + "[" * 100000 + "}")
    assert deep["ok"] is False and "nested too deeply" in deep["detail"]
    assert agari.handle(json.dumps({"op": "review", "log": "[" * 100000}))["detail"].endswith("nested too deeply "
                                                                                             "to be a game log (or "
                                                                                             "its brackets do not "
                                                                                             "match)")
    with pytest.raises(LogError, match=r"MiB; a game log is at most 8 MiB"):
        read_log(" " * (MAX_BYTES + 1))
    with pytest.raises(LogError, match="gzip"):
        read_log(b"\x1f\x8b\x08\x00rest")


def test_rules_read_from_the_log() -> None:
    path = LOGS / "tenhou" / "2020081220gm-00a9-0000-9ee6ab3b.json"
    data = json.loads(path.read_text())
    data["rule"] = {"disp": "般南", "aka": 0}
    game = read_log(json.dumps(data))
    assert game.rule.options == {"red_fives": 0, "open_tanyao": False} and game.rule.assumptions == ()
    del data["rule"]
    game = read_log(json.dumps(data))
    assert game.rule.preset == "tenhou" and len(game.rule.assumptions) == 3
    data["rule"] = {"disp": "玉の間南喰赤", "aka53": 1, "aka52": 1, "aka51": 1}
    data["ver"], data["ref"] = "2.3", "200101-abc"
    game = read_log(json.dumps(data))
    assert game.format == "majsoul" and game.rule.preset == "majsoul"
    assert "Mahjong Soul scoring" in game.rule.assumptions[0]


def test_english_yaku_names_of_the_majsoul_converters() -> None:
    path = LOGS / "tenhou" / "2020081220gm-00a9-0000-9ee6ab3b.json"
    data = json.loads(path.read_text())
    english = {"立直": "Riichi", "一発": "Ippatsu", "門前清自摸和": "Fully Concealed Hand", "平和": "Pinfu",
               "三色同順": "Mixed Triple Sequence", "断幺九": "All Simples", "ドラ": "Dora", "赤ドラ": "Red Five",
               "清一色": "Full Flush", "場風 東": "Prevalent Wind", "自風 東": "Seat Wind"}
    for rnd in data["log"]:
        result = rnd[-1]
        for detail in result[2::2]:
            detail[4:] = [english.get(y.split("(")[0], y.split("(")[0]) + "(" + y.split("(")[1] for y in detail[4:]]
    data["ver"], data["ref"] = "2.3", "x"
    rv = review(json.dumps(data, ensure_ascii=False))
    assert rv.format == "majsoul" and rv.matches
    assert all(w.recorded.yaku != () for r in rv.rounds for w in r.wins)


def test_the_review_op_round_by_round() -> None:
    text = CHOSEN.read_text()
    head = review_request({"op": "review", "log": text, "part": "header"})
    assert head["ok"] and head["players"] == 4 and [r["label"] for r in head["rounds"]] == ["E1", "E1", "E2", "E3",
                                                                                              "E4"]
    assert head["rounds"][1]["honba"] == 1 and head["rounds"][0]["result"] == "tsumo"
    one = review_request({"op": "review", "log_id": head["log_id"], "part": "round", "round": 0, "id": 7})
    assert one["id"] == 7 and one["progress"] == {"done": 1, "total": 5}
    d = one["round"]["decisions"][0]
    assert d["calculator"]["hand"] == d["hand"] and d["calculator"]["rules"] == "tenhou"
    assert set(d["calculator"]) >= {"dora", "round", "seat", "discards", "visible", "honba", "sticks"}
    assert one["round"]["shanten"][0] == [4, 4, 3, 2, 2, 1, 1, 0]
    summary = review_request({"op": "review", "log_id": head["log_id"], "part": "summary"})
    assert [s["decisions"] for s in summary["summary"]] == [48, 45, 45, 46] and summary["matches"]
    whole = review_request({"op": "review", "log": text, "seat": "Cさん", "all_decisions": False})
    # without every decision: those that gave up tiles, and those the judge says lost 100 points or more
    assert whole["seats"] == [2] and all(not d["is_best"] or d["points_lost"] >= 100
                                         for r in whole["rounds"] for d in r["decisions"])
    bad = review_request({"op": "review", "log_id": "nope"})
    assert bad["ok"] is False and "send the log's text again" in bad["detail"]
    assert review_request({"op": "review", "log": text, "part": "round", "round": 9})["field"] == "round"
    assert review_request({"op": "review", "log": text, "seat": 4})["field"] == "seat"


def test_three_players_kita_and_rinshan() -> None:
    """A hand-made three-player round in Tenhou's layout (three seats): a kita, then a rinshan tsumo; ukeire never
    list 2m-8m."""
    rv = review(str(LOGS / "handmade" / "sanma-kita-rinshan.json"))
    assert rv.players == 3 and rv.rule["preset"] == "tenhou-sanma" and rv.names == ("East", "South", "West")
    (w,) = rv.rounds[0].wins
    assert w.matches, w.differences
    assert w.request["kita"] == 1 and w.request["rinshan"] and w.hand == "123456789p111s55z"
    assert dict(w.ours.yaku) == {"menzen_tsumo": 1, "rinshan": 1, "ittsu": 2, "dora": 1, "kita": 1}
    assert w.ours.deltas == (12000, -6000, -6000)
    assert all(not 1 <= t.index <= 7 for d in rv.rounds[0].decisions for t, _ in (*d.ukeire, *d.best_ukeire))
    assert "noten payments of 2000" in rv.rule["assumptions"][0]


def test_pao_payments() -> None:
    """The liable player pays half a ron's liable yakuman and every honba; the whole of a tsumo's."""
    from agari.gamereview.wins import expected_deltas
    from agari.logs.record import RecordedWin
    from agari.riichi.scoring import score

    rnd = read_log(str(CHOSEN)).rounds[0]  # dealer: seat 0
    ron = score("(555z)(666z)(777z)234p11s", win="1s", seat="s", pao="w", honba=1).to_dict()
    win = RecordedWin(seat=1, from_seat=0, pao=2, deltas=None)
    assert expected_deltas(ron, rnd, win, 4, 0, True) == (-16000, 32300, -16300, 0)
    tsumo = score("(555z)(666z)(777z)234p11s", win="1s", tsumo=True, seat="s", pao="w", honba=1).to_dict()
    win = RecordedWin(seat=1, from_seat=1, pao=2, deltas=None)
    assert expected_deltas(tsumo, rnd, win, 4, 2, True) == (0, 34300, -32300, 0)


def test_yaku_spellings_of_other_sites() -> None:
    from agari.logs.yaku_names import canonical, mjai_canonical

    assert [canonical(n) for n in ("役牌:白", "混全帯么九", "自風 北", "純正九蓮宝灯", "All Simples", "Prevalent Wind",
                                   "Half Flush", "Thirteen Orphans", "ドラ")] == [
        "yakuhai_haku", "chanta", "seat_wind", "junsei_chuuren", "tanyao", "round_wind", "honitsu", "kokushi", "dora"]
    assert mjai_canonical("menzenchin_tsumoho") == "menzen_tsumo" and canonical("Nonsense") is None


def test_an_mjai_log_that_hides_a_seat() -> None:
    """mjai from one player's view writes ``?`` for the others' tiles: those seats are not graded, the rest is."""
    lines = []
    for line in (LOGS / "mjai" / "hand-written.jsonl").read_text().splitlines():
        e = json.loads(line)
        if e["type"] == "start_kyoku":
            e["tehais"][1] = ["?"] * 13
        if e["type"] == "tsumo" and e["actor"] == 1:
            e["pai"] = "?"
        lines.append(json.dumps(e))
    rv = review("\n".join(lines))
    assert rv.problems == () and rv.matches
    assert [s.decisions for s in rv.summary] == [1, 0, 2, 2] and rv.rounds[0].shanten[1] == ()
