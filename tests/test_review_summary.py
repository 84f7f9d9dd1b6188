"""Many games summarised per player (``agari.gamereview.summary``, the review op's ``corpus`` part): each player's
figures are the sums of the single-game reviews of the seats that player sat in, by name; a game that differs and a
file that cannot be read are listed.  No subprocess here: this file runs in Pyodide too (the CLI's tests:
``test_review_summary_cli.py``)."""

from __future__ import annotations

import json
from pathlib import Path

from reviewed import reviewed

from agari.gamereview import review
from agari.gamereview.summary import Unreadable, game_figures, places, summarize_games, summarize_reviews

LOGS = Path(__file__).parent / "logs"
GAME = LOGS / "tenhou" / "2020081220gm-00a9-0000-9ee6ab3b.json"
OTHER = LOGS / "tenhou" / "2011020417gm-00a9-0000-b67fcaa3.json"
DOUBLE_RON = LOGS / "mjai-reviewer" / "double_ron.json"


def _rotated(tmp_path: Path) -> Path:
    """GAME with its names moved one seat on: Aさん sits at seat 1, Dさん at seat 0."""
    data = json.loads(GAME.read_text())
    data["name"] = data["name"][-1:] + data["name"][:-1]
    out = tmp_path / "rotated.json"
    out.write_text(json.dumps(data, ensure_ascii=False))
    return out


def _wrong_points(tmp_path: Path) -> Path:
    data = json.loads(GAME.read_text())
    data["log"][3][-1][2][3] = "30符4飜7700点"  # E3: the log says 7700 where the hand is a mangan (8000)
    out = tmp_path / "wrong.json"
    out.write_text(json.dumps(data, ensure_ascii=False))
    return out


def test_places_rank_by_score_then_seat() -> None:
    assert places((25000, 30000, 25000, 20000)) == (2, 1, 3, 4)
    assert places((35000, 35000, 35000)) == (1, 2, 3)


def test_each_player_is_the_sum_of_the_seats_they_sat_in(tmp_path: Path) -> None:
    paths = [GAME, OTHER, _rotated(tmp_path), DOUBLE_RON]
    games = [reviewed(p) if p in (GAME, OTHER, DOUBLE_RON) else review(p) for p in paths]
    corpus = summarize_reviews(zip(map(str, paths), games, strict=True))
    rows = {p.name: p for p in corpus.players}
    assert list(rows) == ["Aさん", "Bさん", "Cさん", "Dさん", "Ⓢ福地誠", "Ⓟ石橋伸洋", "Ⓟ多井隆晴"]
    for name, row in rows.items():
        seats = [(g, g.names.index(name)) for g in games if name in g.names]
        mine = [next(s for s in g.summary if s.seat == seat) for g, seat in seats]
        assert row.games == len(seats)
        assert row.decisions == sum(s.decisions for s in mine)
        assert row.best == sum(s.best for s in mine)
        assert row.loss == sum(s.loss for s in mine)
        assert (row.wins, row.deal_ins, row.riichi) == (sum(s.wins for s in mine), sum(s.deal_ins for s in mine),
                                                        sum(s.riichi for s in mine))
        assert row.rounds == sum(len(g.rounds) for g, _ in seats)
    # the rotated copy puts Aさん's name on seat 1's play: Aさん = seat 0 of GAME and OTHER + seat 1 of GAME
    a = rows["Aさん"]
    by_seat = {s.seat: s for s in games[0].summary}
    other_a = games[1].summary[0]
    assert a.wins == by_seat[0].wins + other_a.wins + by_seat[1].wins
    assert a.decisions == by_seat[0].decisions + other_a.decisions + by_seat[1].decisions == 48 + 122 + 45
    # every win is someone's: the players' wins add up to the games' wins
    assert sum(p.wins for p in corpus.players) == sum(len(r.wins) for g in games for r in g.rounds) == 5 + 4 + 5 + 2
    assert sum(p.deal_ins for p in corpus.players) == sum(
        1 for g in games for r in g.rounds for w in r.wins if w.seat != w.from_seat)
    # final places: GAME ends 1 Aさん, 2 Cさん, 3 Dさん, 4 Bさん (its final scores, ranked)
    first = game_figures(games[0], "x")
    assert [p.place for p in first.players] == list(places(tuple(s.final_score for s in games[0].summary)))
    assert a.places[0] >= 1 and sum(a.places) == 3 and len(a.places) == 4
    assert a.average_place == sum((i + 1) * n for i, n in enumerate(a.places)) / 3
    # where one discard was best, the player threw it in single_best of single decisions
    assert 0 < a.single_best <= a.single <= a.decisions and a.single_best <= a.best
    assert corpus.matches and not corpus.unreadable and not corpus.not_reviewed


def test_a_game_that_differs_and_a_file_not_read_are_listed(tmp_path: Path) -> None:
    corpus = summarize_games([game_figures(reviewed(GAME), "good.json"),
                              game_figures(review(_wrong_points(tmp_path)), "wrong.json"),
                              Unreadable("junk.json", "not valid JSON")])
    assert not corpus.matches
    assert [(g.file, g.mismatches, g.differences) for g in corpus.differ] == [("wrong.json", 1, ("E3",))]
    data = corpus.to_dict()
    assert data["differ"] == [{"file": "wrong.json", "mismatches": 1, "rounds": ["E3"]}]
    assert data["unreadable"] == [{"file": "junk.json", "error": "not valid JSON"}]
    assert (data["files"], data["games"], data["rounds"], data["wins"]) == (3, 2, 10, 10)
    assert [p["games"] for p in data["players"]] == [2, 2, 2, 2]


def test_the_json_door_sums_the_games_it_reviewed_as_the_cli_does(tmp_path: Path) -> None:
    from agari.frontends.jsonapi import handle

    games = []
    for p in (GAME, DOUBLE_RON):
        head = handle({"op": "review", "log": p.read_text(), "part": "header"})
        assert handle({"op": "review", "log_id": head["log_id"], "part": "summary"})["ok"]
        games.append({"file": p.name, "log_id": head["log_id"]})
    answer = handle({"op": "review", "part": "corpus", "games": [*games, {"file": "junk.json", "error": "not JSON"}]})
    expected = summarize_games([game_figures(reviewed(GAME), GAME.name), game_figures(reviewed(DOUBLE_RON),
                                DOUBLE_RON.name), Unreadable("junk.json", "not JSON")])
    assert answer["ok"] and answer["summary"] == json.loads(json.dumps(expected.to_dict()))
    assert answer["summary"]["players"][0]["decisions"] == 48
    # beside the players, every Phoenix player of the 2020 corpus together (the page's reference row)
    assert answer["reference"]["win_rate"] == 0.2287 and set(answer["reference"]["agreement"]) == {
        "discard", "riichi", "call", "kan"}
    bad = handle({"op": "review", "part": "corpus", "games": [{"file": "x.json", "log_id": "0" * 20}]})
    assert (bad["ok"], bad["field"]) == (False, "games")
    assert bad["detail"] == ("games[0] (x.json): log_id '00000000000000000000' has not been reviewed whole here (ask "
                             "its summary first)")
    assert handle({"op": "review", "part": "corpus", "games": "all"})["detail"].startswith("a corpus request needs")
