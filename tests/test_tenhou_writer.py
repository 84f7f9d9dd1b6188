"""Tenhou's JSON written from a game record (``tests/tenhou_writer.py``): real mjlogs (and a Tenhou JSON log turned
into mjlog) written as Tenhou's JSON, read back: the same play, the same review; the log written is Tenhou's own
export of the game, entry for entry.  The whole Phoenix 2020 corpus was checked the same way (715 games)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from agari.gamereview import review
from agari.logs import read_log
from agari.logs.record import KITA, GameRecord

HERE = Path(__file__).parent
LOGS = HERE / "logs"

sys.path.insert(0, str(HERE))
from mjlog_writer import to_mjlog  # noqa: E402
from tenhou_writer import to_tenhou, to_tenhou_data  # noqa: E402


def _results(game: GameRecord) -> list[dict[str, Any]]:
    """Each round's wins (ours, recorded, matches), draw and payments as reviewed (without the judge)."""
    out = []
    for r in review(game, judge=False).to_dict()["rounds"]:
        out.append({"label": r["label"], "honba": r["honba"], "error": r["error"], "deltas": r["deltas"],
                    "draw": r["draw"], "wins": [{k: w[k] for k in ("seat", "from", "ours", "recorded", "matches")}
                                                for w in r["wins"]]})
    return out


def _play(game: GameRecord) -> list[list[Any]]:
    """Each round's events, a call's own tiles in one order (mjlog lists a red five first, Tenhou's JSON last)."""
    return [[e._replace(tiles=tuple(sorted(e.tiles, key=lambda t: (t.index, t.red)))) for e in r.events]
            for r in game.rounds]


def _round_trip(game: GameRecord) -> tuple[GameRecord, list[dict[str, Any]], list[dict[str, Any]]]:
    back = read_log(to_tenhou(game))
    assert back.format == "tenhou" and not back.problems
    assert _play(back) == _play(game)  # the same play, in the same order
    return back, _results(game), _results(back)


def test_real_mjlogs_as_tenhou_json_review_alike() -> None:
    """Tenhou's mjlog of two Phoenix games (an added kan, a closed kan) -> Tenhou's JSON -> read back: every win
    scored alike (ours and the log's figures), and the log written is Tenhou's own export of the game."""
    wins = {"2017082021gm-00a9-0000-b8cc6957": 9, "2020081220gm-00a9-0000-9ee6ab3b": 5}
    for name, count in wins.items():
        game = read_log(str(LOGS / "mjlog" / f"{name}.mjlog"))
        back, ours, theirs = _round_trip(game)
        assert back.final_scores == game.final_scores and back.names == game.names
        assert ours == theirs
        won = [w for r in theirs for w in r["wins"]]
        assert len(won) == count and all(w["matches"] and w["ours"] is not None for w in won)
        export = json.loads((LOGS / "tenhou" / f"{name}.json").read_text(encoding="utf-8"))
        written = to_tenhou_data(game)
        assert written["log"] == export["log"] and written["rule"] == export["rule"]
    first = read_log(str(LOGS / "mjlog" / "2020081220gm-00a9-0000-9ee6ab3b.mjlog"))
    assert to_tenhou_data(first)["sc"] == [60000, 0, -1700, 0, 32700, 0, 9000, 0]  # points, as Tenhou's export
    assert to_tenhou_data(first)["log"][0][16] == ["和了", [26000, -8000, -8000, -8000], [
        0, 0, 0, "倍満8000点∀", "立直(1飜)", "一発(1飜)", "門前清自摸和(1飜)", "平和(1飜)", "三色同順(2飜)",
        "断幺九(1飜)", "ドラ(1飜)"]]


def test_a_phoenix_json_through_mjlog_and_back() -> None:
    """A Phoenix game of ``tests/logs/phoenix/`` (Tenhou's JSON, one round a line) -> mjlog -> Tenhou's JSON again:
    the rounds written are the original's, and the three reviews agree."""
    path = LOGS / "phoenix" / "2020052700gm-00a9-0000-75a4695c.json"
    original = [r for line in path.read_text(encoding="utf-8").splitlines() if line.strip()
                for r in json.loads(line)["log"]]
    game = read_log(to_mjlog(read_log(str(path))))
    assert game.format == "mjlog" and len(game.rounds) == 9
    assert to_tenhou_data(game)["log"] == original
    _back, ours, theirs = _round_trip(game)
    assert ours == theirs == _results(read_log(str(path)))
    assert sum(len(r["wins"]) for r in theirs) == 7  # a double ron among them; three exhaustive draws


def test_a_three_player_game_with_kita() -> None:
    """A Phoenix three-player game (Tenhou's own export, 30 Norths set aside) as mjlog -> Tenhou's JSON: the fourth
    seat written empty, the kita as ``f44``, every round and the final scores (``sc``) read back alike."""
    path = LOGS / "corpus" / "mjai-reviewer3p" / "double_nukidora.json"
    export = json.loads(path.read_text(encoding="utf-8"))
    game = read_log(to_mjlog(read_log(str(path))))
    assert game.players == 3 and sum(e.kind == KITA for r in game.rounds for e in r.events) == 30
    written = to_tenhou_data(game)
    assert written["log"] == export["log"] and written["name"] == export["name"]
    assert written["sc"] == [31900, 0, 47200, 0, 25900, 0, 0, 0]
    assert all(r[13:16] == [[], [], []] and r[1][3] == 0 for r in written["log"])
    back, ours, theirs = _round_trip(game)
    assert back.players == 3 and back.rule.preset == "tenhou-sanma" and back.final_scores == (31900, 47200, 25900)
    assert ours == theirs
    assert [len(r["wins"]) for r in theirs] == [1, 0, 1, 1, 1, 1, 1, 0, 0, 1, 0, 1]
    assert all(w["matches"] for r in theirs for w in r["wins"])


def test_three_player_pon_from_the_next_discarder() -> None:
    """A three-player pon of a tile that one seat let pass and the next one threw too: Tenhou's export places the
    seats as at a four-player table, so the pon's marker names the second discarder (it was read as the first:
    7 of the 218 three-player Phoenix games of 2020 lost a round).  The Phoenix game whose S1 has one, written as
    Tenhou's JSON, reads back round for round; and the smallest such round."""
    game = read_log(str(LOGS / "phoenix-2020" / "2020010116gm-00b9-0000-fb09eb34.mjlog"))
    back, ours, theirs = _round_trip(game)
    assert ours == theirs and all(r["error"] is None for r in theirs) and len(theirs) == 8
    small = {"name": ["A", "B", "C", ""], "rule": {"disp": "三鳳南喰赤", "aka": 1}, "log": [[
        [0, 0, 0], [35000, 35000, 35000, 0], [15], [],
        [11, 11, 11, 19, 19, 19, 21, 21, 21, 22, 22, 22, 47], [27], [47],
        [23, 23, 23, 24, 24, 24, 25, 25, 25, 26, 26, 26, 47], [28], [47],
        [31, 31, 31, 32, 32, 32, 33, 33, 33, 34, 34, 47, 47], ["p474747"], [34],
        [], [], [], ["九種九牌"]]]}
    record = read_log(json.dumps(small, ensure_ascii=False))
    assert not record.problems
    pon = [e for e in record.rounds[0].events if e.kind == "pon"]
    assert [(e.seat, e.target, str(e.tile)) for e in pon] == [(2, 1, "7z")]
