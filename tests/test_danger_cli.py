"""``agari HAND --danger --opponent ...``: each discard's deal-in chance (to anyone, to each opponent) and expected
loss, the ``danger`` op's own figures, safest first; ``--json`` the op's answer; a bad opponent gets one sentence."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from agari.frontends.cli import main
from agari.frontends.jsonapi import handle

HAND = "5m88m34556p222s99s6z"
SOUTH = "1z9p2z4m8s5p7s6z"
"""South's river: riichi on its sixth tile (5p), 7s and 6z after it."""
RIICHI = f"river={SOUTH};riichi=6"
ROW = re.compile(r"^(\d[mpsz])\s+([\d.]+%)\s+((?:[\d.]+%\s+)+)(\d+)(?:\s+(-?\d+))?$")
"""A discard's row: the tile, its deal-in chance to anyone, to each opponent, the expected loss and (14 tiles) its
worth by the judge's verdict."""


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def op(**fields: Any) -> dict[str, Any]:
    answer = handle({"op": "danger", "hand": HAND, "dora": ["1p"], "round": "e", "visible": "", "players": 4,
                     **fields})
    assert answer["ok"], answer
    return answer


def rows(out: str) -> list[tuple[str, str, list[str], int]]:
    return [(m[1], m[2], m[3].split(), int(m[4])) for line in out.splitlines() if (m := ROW.match(line))]


def test_a_riichi_opponent_gives_every_discard_the_ops_danger_safest_first(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, HAND, "-d", "1p", "--danger", "--opponent", RIICHI, "--ascii", "--no-color")
    assert (code, err) == (0, "")
    answer = op(opponents=[{"wind": "s", "river": SOUTH, "riichi": 5}])
    assert "South: riichi, a deal-in costs 5,200 on average" in out
    shown = rows(out)
    assert [r[0] for r in shown] == ["5p", "6z", "9s", "6p", "3p", "2s", "4p", "8m", "5m"]
    for tile, anyone, each, loss in shown:
        assert anyone == f"{100 * answer['anyone'][tile]:.1f}%" == each[0]
        assert loss == answer["loss"][tile]
    # the real figures: the riichi tile 5p and 6z (thrown after the riichi) are genbutsu; 5m is the worst
    assert shown[0] == ("5p", "0.0%", ["0.0%"], 0) and shown[1] == ("6z", "0.0%", ["0.0%"], 0)
    assert shown[-1] == ("5m", "6.2%", ["6.2%"], 323)


def test_an_open_hand_gets_its_own_column_and_its_estimate(capsys: pytest.CaptureFixture[str]) -> None:
    west = "river=2s8m;calls=(456s)(777z)(111p)"
    code, out, err = run(capsys, HAND, "-d", "1p", "--danger", "--opponent", RIICHI, "--opponent", west,
                         "--ascii", "--no-color")
    assert (code, err) == (0, "")
    answer = op(opponents=[{"wind": "s", "river": SOUTH, "riichi": 5},
                           {"wind": "w", "river": "2s8m", "calls": "(456s)(777z)(111p)"}])
    assert answer["opponents"][1]["model"] == "open-estimate"
    assert "West: open hand, tenpai 33.3% (a simpler estimate), a deal-in costs 3,000" in out
    shown = {r[0]: r for r in rows(out)}
    assert len(shown) == 9
    for tile, (_, anyone, each, loss) in shown.items():
        assert anyone == f"{100 * answer['anyone'][tile]:.1f}%"
        assert each == [f"{100 * o['danger'][tile]:.1f}%" for o in answer["opponents"]]
        assert loss == answer["loss"][tile]
    assert shown["5m"][1:] == ("9.0%", ["7.8%", "1.4%"], 445)


def test_json_prints_the_ops_answer_and_the_seats_follow_the_hands(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, HAND, "-d", "1p", "--seat", "s", "--danger", "--opponent", RIICHI, "--json")
    assert (code, err) == (0, "")
    # the hand sits South: its next seat is West (a non-dealer), so the same river is the same danger
    assert json.loads(out) == op(opponents=[{"wind": "w", "river": SOUTH, "riichi": 5}])
    code, out, err = run(capsys, HAND, "-d", "1p", "--seat", "n", "--danger", "--opponent", RIICHI, "--json")
    answer = json.loads(out)
    assert answer == op(opponents=[{"wind": "e", "river": SOUTH, "riichi": 5}])
    assert answer["opponents"][0]["value"] == 7800  # the next seat of North is the dealer: 5,200 x 1.5


@pytest.mark.parametrize(("args", "message"), [
    (["--opponent", "river=1m"], "agari: --opponent only counts with --danger"),
    (["--danger"], "agari: --danger needs at least one --opponent (e.g. --opponent 'river=1z9p2z4m8s5p;riichi=6')"),
    (["--danger", "--opponent", "river=1z9p;riichi=3"],
     "agari: --opponent 1: riichi must be the riichi tile's place in the river, 1 to 2 (1 = the first discard)"),
    (["--danger", "--opponent", "river=1m", "--opponent", "river=1z9q"],
     "agari: --opponent 2: river: unknown character 'q' at position 3"),
    (["--danger", "--opponent", "rivr=1z"],
     "agari: --opponent 1: 'rivr=1z' is not one of river=TILES, riichi=N, calls=(MELDS), wind=W, passed=TILES, "
     "tsumogiri=N,N, ippatsu"),
    (["--danger", "--opponent", "river=1m;calls=12m"],
     "agari: --opponent 1: calls must be melds in brackets, like (123m)(555z)"),
    (["--danger", "--opponent", "river=1m;riichi=1;calls=(123p)"],
     "agari: --opponent 1 declared riichi but has an open call"),
    (["--danger"] + ["--opponent", "river=1m"] * 4, "agari: --opponent is given 4 times; 4 players have 3 opponents"),
    (["--danger", "--ev", "--opponent", "river=1m"],
     "agari: --danger prints its own table; leave out --ev, --shanten, --ukeire, --discards and --waits"),
])
def test_bad_opponents_get_one_line(capsys: pytest.CaptureFixture[str], args: list[str], message: str) -> None:
    code, out, err = run(capsys, HAND, *args)
    assert (code, out, err.strip()) == (2, "", message)


def test_a_fifth_copy_in_view_is_the_ops_sentence(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, HAND, "--danger", "--opponent", "river=5m5m5m5m")
    assert code == 2 and out == ""
    assert err.strip().startswith("agari: 5 copies of 5m are in view (hand, dora, visible, rivers and calls)")


def test_the_worked_riichi_of_the_docs_with_tsumogiri_and_passed_tiles(capsys: pytest.CaptureFixture[str]) -> None:
    """docs/danger.md's worked riichi: South's second discard was its drawn tile, 7s and 6z passed after the riichi."""
    code, out, err = run(capsys, "222s88m345p56p3z99s", "-d", "1p", "--danger", "--ascii", "--no-color",
                         "--opponent", "river=1z9p2z4m8s5p;riichi=6;tsumogiri=2;passed=7s6z",
                         "--opponent", "river=2s8m7z7z1p", "--opponent", "river=4z9s7s6z")
    assert (code, err) == (0, "")
    answer = handle({"op": "danger", "hand": "222s88m345p56p3z99s", "dora": ["1p"], "round": "e",
                     "opponents": [{"wind": "s", "river": "1z9p2z4m8s5p", "riichi": 5, "tsumogiri": [1],
                                    "passed": "7s6z"},
                                   {"wind": "w", "river": "2s8m7z7z1p"}, {"wind": "n", "river": "4z9s7s6z"}]})
    assert "West: no threat shown (counts as no danger)" in out
    shown = {r[0]: r[1:] for r in rows(out)}
    # the docs' table: 3p one-chance 4.69 %, 6p half-suji 2.26 %, 3z (a West wind you hold) 3.99 %
    assert shown["3p"] == ("4.7%", ["4.7%", "0.0%", "0.0%"], round(0.0469 * 5200))
    assert shown["6p"][:2] == ("2.3%", ["2.3%", "0.0%", "0.0%"])
    assert shown["3z"][:2] == ("4.0%", ["4.0%", "0.0%", "0.0%"])
    for tile, (anyone, _, loss) in shown.items():
        assert anyone == f"{100 * answer['anyone'][tile]:.1f}%" and loss == answer["loss"][tile]


def test_tsumogiri_places_must_be_in_the_river(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, HAND, "--danger", "--opponent", "river=1z9p;tsumogiri=3")
    assert (code, out, err.strip()) == (
        2, "", "agari: --opponent 1: tsumogiri must be places in the river, 1 to 2, separated by commas")


def test_a_hand_of_14_tiles_gets_the_judges_verdict(capsys: pytest.CaptureFixture[str]) -> None:
    """The verdict op beside the danger op: each discard's worth after its deal-in cost and the verdict in a line,
    the op's own figures; a hand six from ready against a riichi folds with a genbutsu."""
    code, out, err = run(capsys, "1369m258p147s1235z", "-d", "3m", "--seat", "s", "--danger", "--opponent",
                         "river=9p1z5s4m8s2m7p3z;riichi=6", "--ascii", "--no-color")
    assert (code, err) == (0, "")
    verdict = handle({"op": "verdict", "hand": "1369m258p147s1235z", "seat": "s", "round": "e", "dora": ["3m"],
                      "players": 4, "opponents": [{"wind": "w", "river": "9p1z5s4m8s2m7p3z", "riichi": 5}],
                      "turn": 1})
    assert verdict["ok"] and verdict["label"] == "fold" and verdict["best"] in ("1z", "3z")
    worth = {m[1]: int(m[5]) for line in out.splitlines() if (m := ROW.match(line))}
    assert worth == {d["tile"]: d["points"] for d in verdict["discards"]}
    push = max(d["push"] for d in verdict["discards"])
    assert out.rstrip().splitlines()[-1] == (f"Verdict: fold with {verdict['best']} (0.0% to deal in); pushing is "
                                             f"worth {push} points at best.")
    # a hand of 13 tiles has no discard to judge: the danger table alone
    code, out, err = run(capsys, "1369m258p147s125z", "-d", "3m", "--danger", "--opponent",
                         "river=9p1z5s4m8s2m7p3z;riichi=6", "--ascii", "--no-color")
    assert code == 0 and "Verdict" not in out and "Worth" not in out
