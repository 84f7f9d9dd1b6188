"""The danger model: published figures rebuilt, a hand-made riichi with its documented dangers, the tiles passed
after a riichi, open hands, the cost of a deal-in, the JSON door, and the calibration on logs kept aside."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import agari
from agari.core.notation import parse_hand
from agari.core.tile import Tile, parse_tiles
from agari.danger import Opponent, SeatView, assess, category
from agari.danger import figures as F
from agari.danger.calibrate import HELD_OUT, TUNING, baseline_rate, brier, collect, files
from agari.danger.op import view_of
from agari.danger.threat import OPEN, QUIET, RIICHI, threat_of, value_of
from agari.danger.waits import WINNING_KINDS, chances
from agari.danger.watch import Watch
from agari.logs import read_log
from agari.logs.record import DISCARD

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "danger.md"

HAND_MADE = {
    "op": "danger", "hand": "222s88m345p56p3z99s", "dora": ["1p"], "round": "e",
    "opponents": [
        {"wind": "s", "river": "1z9p2z4m8s5p", "riichi": 5, "tsumogiri": [1], "passed": "7s6z"},
        {"wind": "w", "river": "2s8m7z7z1p"},
        {"wind": "n", "river": "4z9s7s6z"},
    ],
}
"""South declared riichi on 5p; 7s and 6z were discarded after it; we hold 222s 88m 3z 99s (docs/danger.md)."""

EXPECTED = {
    "4m": ("genbutsu", 0.0), "7s": ("genbutsu", 0.0), "6z": ("genbutsu", 0.0),
    "1m": ("suji", 0.0216), "7m": ("suji", 0.0301), "1s": ("no-chance", 0.0216), "4s": ("no-chance", 0.0404),
    "9m": ("one-chance", 0.0313), "3p": ("one-chance", 0.0469), "6p": ("half-suji", 0.0226),
    "5m": ("non-suji", 0.0780), "6s": ("non-suji", 0.0835), "3s": ("non-suji", 0.0606),
    "5z": ("honor", 0.0571), "3z": ("honor", 0.0399), "4z": ("honor", 0.0216), "7z": ("honor", 0.0078),
}


def plain_view(opp: Opponent) -> SeatView:
    """Every number tile with one copy seen (not held), every honor with one discarded: the reference moment."""
    return SeatView(0, (0,) * 34, (1,) * 34, (), 0, (opp,))


def test_the_reference_moment_gives_the_published_figures_back() -> None:
    nobody = Opponent(1, (), (), wind=1)
    p = chances(plain_view(nobody), nobody)
    for suit in range(3):
        for n in range(9):
            assert p[suit * 9 + n] / F.PUSHED * 100 == pytest.approx(F.WAIT_BY_NUMBER[n], abs=0.12)
    assert p[27] / F.PUSHED * 100 == pytest.approx(F.HONOR[(1, 0)] * F.YAKUHAI)  # East: the round wind
    assert p[29] / F.PUSHED * 100 == pytest.approx(F.HONOR[(1, 0)])  # West: a guest wind
    assert sum(p) == pytest.approx(WINNING_KINDS * F.PUSHED)
    assert pytest.approx(1.974) == WINNING_KINDS


def test_the_hand_made_riichi_gets_its_documented_dangers() -> None:
    out = agari.handle(HAND_MADE)
    assert out["ok"], out
    south = out["opponents"][0]
    assert (south["model"], south["value"], south["tenpai"]) == (RIICHI, 5200, 1.0)
    view = view_of(HAND_MADE)
    for name, (cat, chance) in EXPECTED.items():
        assert category(view, view.opponents[0], Tile.parse(name).index) == cat, name
        assert south["danger"][name] == pytest.approx(chance, abs=5e-5), name
    # the two quiet players add nothing: anyone is South alone, and the expected loss is its chance times 5200
    assert [o["model"] for o in out["opponents"][1:]] == [QUIET, QUIET]
    assert out["anyone"]["5m"] == south["danger"]["5m"]
    whole = assess(view)
    five = Tile.parse("5m").index
    assert whole.loss[five] == pytest.approx(whole.opponents[0].danger[five] * 5200)
    assert out["loss"]["5m"] == round(whole.loss[five]) == 405


def test_the_documented_table_is_the_models() -> None:
    text = DOC.read_text(encoding="utf-8")
    rows = re.findall(r"^\| (\d[mpsz]) \| ([a-z-]+) \| ([\d.]+) % \|", text, flags=re.M)
    assert len(rows) == len(EXPECTED)
    for name, cat, pct in rows:
        assert EXPECTED[name] == (cat, pytest.approx(float(pct) / 100, abs=5e-5)), name


def test_a_tile_passed_after_the_riichi_is_safe_and_suji_follows_it() -> None:
    without = dict(HAND_MADE, opponents=[dict(HAND_MADE["opponents"][0], passed="")])
    before = agari.handle(without)["opponents"][0]["danger"]
    after = agari.handle(HAND_MADE)["opponents"][0]["danger"]
    assert before["7s"] > 0.05 and after["7s"] == 0.0
    assert before["4s"] > after["4s"]  # 4s was half-suji of 1s-4s-7s: 7s passing closes the 4s-7s open wait


def test_honors_by_copies_seen() -> None:
    d = agari.handle(HAND_MADE)["opponents"][0]["danger"]
    # none seen (a dragon) > one held > one discarded > two discarded > in the river (genbutsu)
    assert d["5z"] > d["3z"] > d["4z"] > d["7z"] > d["1z"] == 0.0
    last = dict(HAND_MADE, opponents=[HAND_MADE["opponents"][0], {"wind": "w", "river": "7z7z7z"}])
    assert agari.handle(last)["opponents"][0]["danger"]["7z"] == pytest.approx(F.HONOR_LAST / 100 * 1.3 * F.PUSHED
                                                                              * WINNING_KINDS / _total(last), abs=5e-5)


def _total(request: dict[str, object]) -> float:
    """The sum of the waits' weights of South in ``request`` (the normalizer of chances)."""
    from agari.danger.waits import SHAPES, weights

    view = view_of(request)
    return sum(w * len(s.waits) for w, s in zip(weights(view, view.opponents[0]), SHAPES, strict=True)) / 100


def test_no_chance_and_one_chance_come_from_the_copies_seen() -> None:
    d = agari.handle(HAND_MADE)["opponents"][0]["danger"]
    # 1s and 9m are pair waits only or nearly: below the non-suji tiles of their suit
    assert d["1s"] < d["3s"] and d["9m"] < d["5m"]
    # a fourth 8m seen makes 9m no-chance, and safer still
    more = dict(HAND_MADE, visible="8m")
    view = view_of(more)
    assert category(view, view.opponents[0], Tile.parse("9m").index) == "no-chance"
    assert agari.handle(more)["opponents"][0]["danger"]["9m"] < d["9m"]


def test_every_tile_passed_since_a_riichi_in_a_real_log_is_safe() -> None:
    game = read_log(str(ROOT / "tests/logs/tenhou/2020081220gm-00a9-0000-9ee6ab3b.json"))
    checked = 0
    for rnd in game.rounds:
        watch = Watch(rnd, game.players)
        for e in rnd.events:
            if e.kind == DISCARD:
                seats = watch.table.seats
                for y in range(4):
                    if y != e.seat and seats[y].riichi_accepted and seats[e.seat].known:
                        view = watch.view(e.seat)
                        opp = next(o for o in view.opponents if o.seat == y)
                        after = [t for who, t in watch.discards[watch.riichi_at[y] + 1 :] if who != y]
                        assert [t.index for t in opp.passed] == [t.index for t in after]
                        danger = next(o for o in assess(view).opponents if o.seat == y).danger
                        assert all(danger[t.index] == 0.0 for t in (*after, *opp.river))
                        checked += len(after)
            watch.apply(e)
    assert checked > 20


def _open(calls: str, river: str, dealer: bool = False) -> Opponent:
    tiles = tuple(parse_tiles(river))
    return Opponent(1, tiles, (True,) * len(tiles), -1, (), parse_hand(calls).melds, dealer, 0 if dealer else 1)


def test_an_open_hand_with_three_calls_is_an_estimate_times_its_tenpai_rate() -> None:
    opp = _open("(234p)(555z)(678s)", "1m9m2z3z4z1s9s8m9p")
    threat = threat_of(opp)
    assert threat.model == OPEN and threat.tenpai == pytest.approx(0.776) and "three calls" in threat.reasons
    view = SeatView(0, (0,) * 34, (1,) * 34, (), 0, (opp,))
    result = assess(view).opponents[0]
    assert result.danger[4] == pytest.approx(0.776 * chances(view, opp)[4])
    assert result.danger[0] == 0.0  # its own discard


def test_flush_and_dragon_patterns() -> None:
    flush = _open("(123p)(777p)", "1m9s2z5m7s")
    assert threat_of(flush).flush == 1 and threat_of(flush).model == OPEN
    d = assess(SeatView(0, (0,) * 34, (1,) * 34, (), 0, (flush,))).opponents[0].danger
    assert d[13] > 10 * d[4]  # 5p against 5m
    dragons = _open("(555z)(666z)", "1m9s2z")
    d = assess(SeatView(0, (0,) * 34, (1,) * 34, (), 0, (dragons,))).opponents[0].danger
    assert threat_of(dragons).dragons and d[33] > 2.5 * d[30]
    quiet = _open("(234p)", "1m9s2z")
    assert threat_of(quiet).model == QUIET
    assert assess(SeatView(0, (0,) * 34, (1,) * 34, (), 0, (quiet,))).opponents[0] == (1, threat_of(quiet), 0,
                                                                                        (0.0,) * 34)


def test_the_cost_of_a_deal_in() -> None:
    riichi = Opponent(1, (Tile(0),), (True,), 0)
    assert value_of(riichi, threat_of(riichi), ()) == 5200
    dealer = riichi._replace(dealer=True, wind=0, ippatsu=True)
    assert value_of(dealer, threat_of(dealer), ()) == 11200  # 7445 x 1.5
    two_dora = _open("(234p)(555z)(678s)", "1m")
    assert value_of(two_dora, threat_of(two_dora), (12, 24)) == 5900  # 3000 x 1.4 x 1.4: 4p and 7s shown
    flush = _open("(123p)(777p)", "1m", dealer=True)
    assert value_of(flush, threat_of(flush), ()) == 9900  # 6603 x 1.5


def test_two_riichi_combine_to_anyone() -> None:
    two = dict(HAND_MADE, opponents=[HAND_MADE["opponents"][0],
                                     {"wind": "e", "river": "3z2s8m7z7z1p", "riichi": 1}])
    out = agari.handle(two)
    a, b = (o["danger"]["5m"] for o in out["opponents"])
    assert out["opponents"][1]["value"] == 7800  # the dealer's riichi: 5172 x 1.5
    assert out["anyone"]["5m"] == pytest.approx(1 - (1 - a) * (1 - b), abs=2e-4)
    assert out["loss"]["5m"] == pytest.approx(a * 5200 + b * 7800, abs=1)


def test_the_op_does_not_import_the_log_readers() -> None:
    """The page ships the log readers with the review only: the danger op must run without them."""
    import subprocess
    import sys

    code = ("import sys, json, agari; out = agari.handle(json.loads(sys.argv[1])); "
            "assert out['ok'], out; assert not [m for m in sys.modules if m.startswith('agari.logs')], 'logs'")
    subprocess.run([sys.executable, "-c", code, json.dumps(HAND_MADE)], check=True, cwd=ROOT)


@pytest.mark.parametrize(("change", "detail"), [
    ({"opponents": [{"river": "1m", "riichi": 3}]}, "opponents[0].riichi must be the river index of the riichi tile"),
    ({"hand": "1111m", "opponents": [{"river": "1m"}]}, "5 copies of 1m are in view"),
    ({"opponents": [{"river": "1m", "wind": "x"}]}, "opponents[0].wind must be one of e, s, w, n"),
    ({"opponents": [{"river": "1m", "calls": "12m(555z)"}]}, "opponents[0].calls must hold bracketed melds only"),
    ({"opponents": [{"river": "1m", "riichi": 0, "calls": "(555z)"}]}, "opponents[0] declared riichi but has an open"),
    ({"opponents": [{"river": "1q"}]}, "opponents[0].river: "),
    ({"opponents": []}, "opponents must be a list of 1 to 3 players"),
    ({"opponents": [{"river": "1m", "tsumogiri": [4]}]}, "opponents[0].tsumogiri: index 4 is outside the river"),
])
def test_bad_requests_get_one_sentence(change: dict[str, object], detail: str) -> None:
    out = agari.handle({"op": "danger", **change})
    assert out["ok"] is False and out["detail"].startswith(detail), out


def test_the_model_beats_the_naive_baseline_on_logs_kept_aside() -> None:
    tuning = collect(files(TUNING, ROOT))
    held = collect(files(HELD_OUT, ROOT))
    assert len(tuning) > 1000 and len(held) > 400
    assert sum(r.dealt_in for r in held) >= 10  # enough deal-ins for the comparison to mean something
    rate = baseline_rate(tuning)
    assert rate == pytest.approx(15 / 449)
    assert brier(held) < brier(held, rate)
    live = [r for r in held if not r.genbutsu]
    assert brier(live) < brier(live, rate)
    assert not any(r.dealt_in for r in held if r.genbutsu)
    # the documented figures are the current ones
    text = DOC.read_text(encoding="utf-8")
    for recs in (tuning, held):
        assert f"model {brier(recs):.5f}, naive baseline {brier(recs, rate):.5f}" in text
