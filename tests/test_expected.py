"""The expected-value engine (agari.riichi.expected): the README sample of the reference, the JSON op, errors."""

from __future__ import annotations

import agari
from agari.riichi.expected import expected_values

# mahjong-cpp's sample hand (dealer, east round, indicator 1z): its own table, to the digits it prints
SAMPLE = {  # discard: (shanten, tenpai% t1, win% t1, EV t1, EV t6, EV t12)
    "6s": (0, 100.00, 71.70, 6117.12, 5101.82, 3192.00),
    "5m": (1, 96.50, 55.17, 4917.28, 3468.09, 1321.18),
    "7s": (0, 100.00, 53.16, 4321.13, 3299.64, 1778.98),
    "3s": (1, 99.68, 51.98, 3938.73, 2778.61, 1116.61),
    "2m": (1, 89.72, 34.17, 2890.23, 1872.94, 627.69),
}


def test_reference_sample_hand() -> None:
    r = expected_values("222567m345p33667s", dora=["1z"])
    assert r.wall == 121 and r.searched == 173 and r.shanten == 0
    rows = {row.discard: row for row in r.discards}
    assert len(rows) == 10
    for tile, (sh, ten, win, ev1, ev6, ev12) in SAMPLE.items():
        row = rows[tile]
        assert row.shanten == sh
        assert round(row.tenpai[0] * 100, 2) == ten
        assert round(row.win[0] * 100, 2) == win
        assert (round(row.score[0], 2), round(row.score[5], 2), round(row.score[11], 2)) == (ev1, ev6, ev12)
    assert [r.discard for r in r.discards][:2] == ["6s", "5m"]  # best first by expected score
    assert rows["6s"].ukeire == (("5s", 4), ("8s", 4)) and rows["6s"].ukeire_count == 8


def test_json_op_shape() -> None:
    out = agari.handle({"op": "expected", "hand": "222567m345p33667s", "dora": ["1z"], "turn": 2, "t_max": 4})
    assert out["ok"] and out["tiles"] == 14 and out["turn"] == 2 and out["t_max"] == 4
    first = out["discards"][0]
    assert first["discard"] == "6s" and len(first["tenpai"]) == 3 and first["win"][-1] == 0.0
    assert first["ukeire"] == [{"tile": "5s", "count": 4}, {"tile": "8s", "count": 4}]
    assert out["hand_value"] is None


def test_thirteen_tiles_give_the_hand_row() -> None:
    out = agari.handle({"op": "expected", "hand": "22567m345p33667s", "dora": ["1z"]})
    assert out["ok"] and out["discards"] == [] and out["hand_value"]["shanten"] == 1
    assert 0 < out["hand_value"]["win"][0] < out["hand_value"]["tenpai"][0] <= 1


def test_errors_are_sentences() -> None:
    out = agari.handle({"op": "expected", "hand": "222567m345p33667s", "budget": 10})
    assert out["error"] == "budget" and "budget of 10" in out["detail"]
    out = agari.handle({"op": "expected", "hand": "222567m345p33667s", "shantendown": False})
    assert out["error"] == "invalid" and out["field"] == "shantendown" and "no field" in out["detail"]
    out = agari.handle({"op": "expected", "hand": "123m"})
    assert out["error"] == "invalid" and "13 or 14" in out["detail"]
    out = agari.handle({"op": "expected", "hand": "222567m345p33667s", "turn": 19})
    assert out["error"] == "invalid" and out["field"] == "turn"
    far = "147m258p369s13579s"[:0] + "147m258p369s1357z"  # 13 tiles, 6-shanten: refused with the reason
    out = agari.handle({"op": "expected", "hand": far})
    assert out["error"] == "invalid" and "shanten" in out["detail"] and agari.shanten(far).shanten > 3
    out = agari.handle({"op": "expected", "hand": far, "shanten_down": False, "tegawari": False})
    assert out["error"] == "invalid" and out["field"] == "hand"
    assert out["detail"].startswith("the hand is 6-shanten; expected values are searched up to 4-shanten with shanten "
                                    "down and tegawari off and up to 3-shanten with them on")


FOUR = "1379m1379p137s125z"
"""A 4-shanten hand: the full search refuses it, the cheaper model (both options off) answers (7,774 states; its
figures equal mahjong-cpp's with ``calc_stats`` forced, checked on it and four seeded 4-shanten hands: 2,430 values
to 6.5e-16 relative)."""


def test_a_four_shanten_hand_gets_the_cheaper_model_or_a_sentence_saying_so() -> None:
    out = agari.handle({"op": "expected", "hand": FOUR, "dora": ["1z"]})
    assert out["error"] == "invalid" and out["field"] == "hand"
    assert out["detail"] == ("the hand is 4-shanten; expected values are searched up to 3-shanten with shanten down "
                             "and tegawari on (a search from further grows past any budget); with both off, up to "
                             "4-shanten")
    out = agari.handle({"op": "expected", "hand": FOUR, "dora": ["1z"], "shanten_down": False, "tegawari": False})
    assert out["ok"] and (out["shanten"], out["searched"], out["wall"], len(out["discards"])) == (4, 7774, 121, 14)
    best = out["discards"][0]
    assert (best["discard"], best["shanten"]) == ("7s", 4)
    assert abs(best["tenpai"][0] - 0.30933428045798594) < 1e-12 and abs(best["win"][0] - 0.04305687162118515) < 1e-12
    assert abs(best["score"][0] - 703.0150189728201) < 1e-9


def test_real_wall_takes_the_seen_tiles_and_the_draws_left() -> None:
    ref = agari.handle({"op": "expected", "hand": "222567m345p33667s", "dora": ["1z"], "turn": 6})
    real = agari.handle({"op": "expected", "hand": "222567m345p33667s", "dora": ["1z"], "turn": 6, "wall": "real",
                         "visible": ["5s", "5s", "8s"], "draws_left": 8})
    assert (ref["wall"], real["wall"]) == (121, 118)
    assert real["t_max"] == 14 and len(real["discards"][0]["win"]) == 9 and real["discards"][0]["win"][-1] == 0.0
    ref6 = {r["discard"]: r for r in ref["discards"]}["6s"]
    real6 = {r["discard"]: r for r in real["discards"]}["6s"]
    assert real6["ukeire"] == [{"tile": "5s", "count": 2}, {"tile": "8s", "count": 3}]
    assert real6["win"][0] < ref6["win"][0]  # fewer winning tiles and fewer draws
    # at turn 0, with nothing seen and the reference's 18 draws, the real wall is the reference's model (later,
    # the real wall at the current turn is all the unseen tiles; the reference's is 121 - turn)
    ref0 = agari.handle({"op": "expected", "hand": "222567m345p33667s", "dora": ["1z"], "turn": 0})
    same = agari.handle({"op": "expected", "hand": "222567m345p33667s", "dora": ["1z"], "turn": 0, "wall": "real",
                         "draws_left": 18})
    assert same["discards"] == ref0["discards"]


def test_three_players() -> None:
    three = agari.handle({"op": "expected", "hand": "19m123p456789s115z", "rules": "tenhou-sanma"})
    four = agari.handle({"op": "expected", "hand": "19m123p456789s115z"})
    assert three["ok"] and (three["wall"], four["wall"]) == (94, 122)
    assert three["options"]["players"] == 3
    for row in three["discards"]:  # 2m-8m are never waited on nor counted
        assert not any(u["tile"][1] == "m" and u["tile"][0] not in "19" for u in row["ukeire"])
    assert any(u["tile"] == "7m" for row in four["discards"] for u in row["ukeire"])
    kita = agari.handle({"op": "expected", "hand": "19m123p456789s115z", "rules": "tenhou-sanma", "kita": 1})
    assert kita["wall"] == 93 and kita["discards"][0]["score"][0] > three["discards"][0]["score"][0]
    out = agari.handle({"op": "expected", "hand": "23m123p456789s115z", "rules": "tenhou-sanma"})
    assert out["error"] == "invalid" and "three players" in out["detail"]
    out = agari.handle({"op": "expected", "hand": "19m123p456789s115z", "kita": 1})
    assert out["error"] == "invalid" and out["field"] == "kita"


def test_progress_reports_and_cancels() -> None:
    seen: list[tuple[int, int]] = []
    r = expected_values("2257m345p33667s19p", dora=["1z"], progress=lambda done, total: seen.append((done, total)))
    assert r.shanten == 2 and r.searched > 4096  # big enough to report while building
    assert seen[-1] == (100, 100) and all(total == 100 for _, total in seen)
    assert [d for d, _ in seen] == sorted({d for d, _ in seen}) and any(d < 50 for d, _ in seen)

    class Stop(Exception):
        pass

    def stop(done: int, total: int) -> None:
        if done >= 50:
            raise Stop

    try:
        expected_values("2257m345p33667s19p", dora=["1z"], progress=stop)
    except Stop:
        pass
    else:
        raise AssertionError("the progress callback's exception did not stop the search")
    again = expected_values("2257m345p33667s19p", dora=["1z"])  # nothing left half-done
    assert again.to_dict() == r.to_dict()


def test_a_complete_hand_says_so() -> None:
    out = agari.handle({"op": "expected", "hand": "123456789m11122z"})
    assert out["shanten"] == -1 and out["notes"] and "complete" in out["notes"][0]
    assert {r["discard"] for r in out["discards"][:2]} == {"1m", "9m"} and out["discards"][0]["tenpai"][0] == 1.0
    assert agari.handle({"op": "expected", "hand": "123456789m11122z", "shanten_down": False})["discards"] == []
    assert agari.handle({"op": "expected", "hand": "222567m345p33667s"})["notes"] == []


def test_rules_without_red_fives_read_them_plain() -> None:
    wrc = agari.handle({"op": "expected", "hand": "2220567m345p3667s", "dora": ["1z"], "rules": "wrc"})
    plain = agari.handle({"op": "expected", "hand": "2220567m345p3667s", "dora": ["1z"], "rules": "wrc",
                          "red_fives": False})
    assert wrc["options"]["red_fives"] is False and wrc["discards"] == plain["discards"]
    red = agari.handle({"op": "expected", "hand": "2220567m345p3667s", "dora": ["1z"]})
    assert red["discards"][0]["score"][0] > wrc["discards"][0]["score"][0]
