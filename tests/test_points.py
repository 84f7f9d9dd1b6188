"""The points table: ron/tsumo x dealer/non-dealer x 1-4 han x 20-110 fu, limits, kiriage, kazoe, honba, sticks.

Expected values are the published scoring table typed in as literals, plus an
independent re-statement of the formula for every combination.
"""

from __future__ import annotations

import math

import pytest

from agari.riichi.points import basic_points, payment_total, payments, settle
from agari.riichi.rules import Rules
from agari.riichi.scoring import score

TENHOU = Rules.preset("tenhou")
KIRIAGE = TENHOU.replace(kiriage=True)
NO_KAZOE = TENHOU.replace(kazoe_yakuman=False)

# fu -> (1 han, 2 han, 3 han, 4 han); None = no such hand / not in the published table
NON_DEALER_RON: dict[int, tuple[int | None, ...]] = {
    20: (None, 1300, 2600, 5200),
    25: (None, 1600, 3200, 6400),
    30: (1000, 2000, 3900, 7700),
    40: (1300, 2600, 5200, 8000),
    50: (1600, 3200, 6400, 8000),
    60: (2000, 3900, 7700, 8000),
    70: (2300, 4500, 8000, 8000),
    80: (2600, 5200, 8000, 8000),
    90: (2900, 5800, 8000, 8000),
    100: (3200, 6400, 8000, 8000),
    110: (3600, 7100, 8000, 8000),
}
DEALER_RON: dict[int, tuple[int | None, ...]] = {
    20: (None, 2000, 3900, 7700),
    25: (None, 2400, 4800, 9600),
    30: (1500, 2900, 5800, 11600),
    40: (2000, 3900, 7700, 12000),
    50: (2400, 4800, 9600, 12000),
    60: (2900, 5800, 11600, 12000),
    70: (3400, 6800, 12000, 12000),
    80: (3900, 7700, 12000, 12000),
    90: (4400, 8700, 12000, 12000),
    100: (4800, 9600, 12000, 12000),
    110: (5300, 10600, 12000, 12000),
}
# non-dealer tsumo: (dealer pays, each non-dealer pays)
NON_DEALER_TSUMO: dict[int, tuple[tuple[int, int] | None, ...]] = {
    20: (None, (700, 400), (1300, 700), (2600, 1300)),
    25: (None, None, (1600, 800), (3200, 1600)),
    30: ((500, 300), (1000, 500), (2000, 1000), (3900, 2000)),
    40: ((700, 400), (1300, 700), (2600, 1300), (4000, 2000)),
    50: ((800, 400), (1600, 800), (3200, 1600), (4000, 2000)),
    60: ((1000, 500), (2000, 1000), (3900, 2000), (4000, 2000)),
    70: ((1200, 600), (2300, 1200), (4000, 2000), (4000, 2000)),
    80: ((1300, 700), (2600, 1300), (4000, 2000), (4000, 2000)),
    90: ((1500, 800), (2900, 1500), (4000, 2000), (4000, 2000)),
    100: ((1600, 800), (3200, 1600), (4000, 2000), (4000, 2000)),
    110: ((1800, 900), (3600, 1800), (4000, 2000), (4000, 2000)),
}
# dealer tsumo: each of the three pays
DEALER_TSUMO: dict[int, tuple[int | None, ...]] = {
    20: (None, 700, 1300, 2600),
    25: (None, None, 1600, 3200),
    30: (500, 1000, 2000, 3900),
    40: (700, 1300, 2600, 4000),
    50: (800, 1600, 3200, 4000),
    60: (1000, 2000, 3900, 4000),
    70: (1200, 2300, 4000, 4000),
    80: (1300, 2600, 4000, 4000),
    90: (1500, 2900, 4000, 4000),
    100: (1600, 3200, 4000, 4000),
    110: (1800, 3600, 4000, 4000),
}

COMBOS = [(fu, han) for fu in NON_DEALER_RON for han in (1, 2, 3, 4)]


def _pay(han: int, fu: int, *, dealer: bool, tsumo: bool, rules: Rules = TENHOU) -> dict[str, int]:
    basic, _ = basic_points(han, fu, 0, rules)
    return payments(basic, dealer=dealer, tsumo=tsumo)


@pytest.mark.parametrize(("fu", "han"), COMBOS)
def test_non_dealer_ron_table(fu: int, han: int) -> None:
    expected = NON_DEALER_RON[fu][han - 1]
    if expected is None:
        pytest.skip("no such hand (1 han 20/25 fu ron)")
    assert _pay(han, fu, dealer=False, tsumo=False) == {"discarder": expected}


@pytest.mark.parametrize(("fu", "han"), COMBOS)
def test_dealer_ron_table(fu: int, han: int) -> None:
    expected = DEALER_RON[fu][han - 1]
    if expected is None:
        pytest.skip("no such hand (1 han 20/25 fu ron)")
    assert _pay(han, fu, dealer=True, tsumo=False) == {"discarder": expected}


@pytest.mark.parametrize(("fu", "han"), COMBOS)
def test_non_dealer_tsumo_table(fu: int, han: int) -> None:
    expected = NON_DEALER_TSUMO[fu][han - 1]
    if expected is None:
        pytest.skip("no such hand (1 han 20 fu, 25 fu tsumo below 3 han)")
    dealer_pays, other_pays = expected
    pay = _pay(han, fu, dealer=False, tsumo=True)
    assert pay == {"dealer": dealer_pays, "non_dealer": other_pays}
    assert payment_total(pay) == dealer_pays + 2 * other_pays


@pytest.mark.parametrize(("fu", "han"), COMBOS)
def test_dealer_tsumo_table(fu: int, han: int) -> None:
    expected = DEALER_TSUMO[fu][han - 1]
    if expected is None:
        pytest.skip("no such hand")
    pay = _pay(han, fu, dealer=True, tsumo=True)
    assert pay == {"non_dealer": expected}
    assert payment_total(pay) == 3 * expected


def _formula(han: int, fu: int, factor: int) -> int:
    """Independent statement: min(fu * 2^(han+2), 2000) * factor, rounded up to a hundred."""
    basic = min(fu * (1 << (han + 2)), 2000)
    return int(math.ceil(basic * factor / 100.0)) * 100


@pytest.mark.parametrize(("fu", "han"), COMBOS + [(fu, han) for fu in range(20, 120, 10) for han in (1, 2, 3, 4)])
def test_formula_every_combination(fu: int, han: int) -> None:
    assert _pay(han, fu, dealer=False, tsumo=False)["discarder"] == _formula(han, fu, 4)
    assert _pay(han, fu, dealer=True, tsumo=False)["discarder"] == _formula(han, fu, 6)
    assert _pay(han, fu, dealer=True, tsumo=True)["non_dealer"] == _formula(han, fu, 2)
    expected = {"dealer": _formula(han, fu, 2), "non_dealer": _formula(han, fu, 1)}
    assert _pay(han, fu, dealer=False, tsumo=True) == expected


LIMIT_ROWS = [
    # han, limit, non-dealer ron, dealer ron, non-dealer tsumo (dealer, other), dealer tsumo each
    (5, "mangan", 8000, 12000, (4000, 2000), 4000),
    (6, "haneman", 12000, 18000, (6000, 3000), 6000),
    (7, "haneman", 12000, 18000, (6000, 3000), 6000),
    (8, "baiman", 16000, 24000, (8000, 4000), 8000),
    (10, "baiman", 16000, 24000, (8000, 4000), 8000),
    (11, "sanbaiman", 24000, 36000, (12000, 6000), 12000),
    (12, "sanbaiman", 24000, 36000, (12000, 6000), 12000),
    (13, "kazoe_yakuman", 32000, 48000, (16000, 8000), 16000),
    (20, "kazoe_yakuman", 32000, 48000, (16000, 8000), 16000),
]


@pytest.mark.parametrize(("han", "limit", "ron", "dealer_ron", "tsumo", "dealer_tsumo"), LIMIT_ROWS)
def test_limits(han: int, limit: str, ron: int, dealer_ron: int, tsumo: tuple[int, int], dealer_tsumo: int) -> None:
    for fu in (20, 30, 110):
        basic, name = basic_points(han, fu, 0, TENHOU)
        assert name == limit
        assert payments(basic, dealer=False, tsumo=False) == {"discarder": ron}
        assert payments(basic, dealer=True, tsumo=False) == {"discarder": dealer_ron}
        assert payments(basic, dealer=False, tsumo=True) == {"dealer": tsumo[0], "non_dealer": tsumo[1]}
        assert payments(basic, dealer=True, tsumo=True) == {"non_dealer": dealer_tsumo}


@pytest.mark.parametrize(("han", "fu"), [(3, 70), (4, 40), (4, 60), (3, 110)])
def test_mangan_by_fu(han: int, fu: int) -> None:
    assert basic_points(han, fu, 0, TENHOU) == (2000, "mangan")


@pytest.mark.parametrize(("han", "fu"), [(4, 30), (3, 60)])
def test_kiriage(han: int, fu: int) -> None:
    assert _pay(han, fu, dealer=False, tsumo=False) == {"discarder": 7700}
    assert _pay(han, fu, dealer=False, tsumo=False, rules=KIRIAGE) == {"discarder": 8000}
    assert _pay(han, fu, dealer=True, tsumo=False, rules=KIRIAGE) == {"discarder": 12000}
    assert _pay(han, fu, dealer=False, tsumo=True, rules=KIRIAGE) == {"dealer": 4000, "non_dealer": 2000}
    assert basic_points(han, fu, 0, KIRIAGE)[1] == "mangan"


@pytest.mark.parametrize(("han", "fu", "points"), [(4, 25, 6400), (3, 50, 6400), (2, 110, 7100), (4, 20, 5200)])
def test_kiriage_leaves_the_rest(han: int, fu: int, points: int) -> None:
    assert _pay(han, fu, dealer=False, tsumo=False, rules=KIRIAGE) == {"discarder": points}


def test_kazoe_off_is_sanbaiman() -> None:
    assert basic_points(13, 30, 0, NO_KAZOE) == (6000, "sanbaiman")
    assert basic_points(26, 30, 0, NO_KAZOE) == (6000, "sanbaiman")
    assert basic_points(13, 30, 0, TENHOU) == (8000, "kazoe_yakuman")
    assert basic_points(30, 30, 0, TENHOU) == (8000, "kazoe_yakuman")


@pytest.mark.parametrize(("multiple", "ron", "dealer_ron"), [(1, 32000, 48000), (2, 64000, 96000), (3, 96000, 144000)])
def test_yakuman_multiples(multiple: int, ron: int, dealer_ron: int) -> None:
    basic, name = basic_points(0, 0, multiple, TENHOU)
    assert name == "yakuman"
    assert payments(basic, dealer=False, tsumo=False) == {"discarder": ron}
    assert payments(basic, dealer=True, tsumo=False) == {"discarder": dealer_ron}
    assert payment_total(payments(basic, dealer=False, tsumo=True)) == ron
    assert payment_total(payments(basic, dealer=True, tsumo=True)) == dealer_ron


@pytest.mark.parametrize(
    ("dealer", "tsumo", "honba", "sticks", "points", "total"),
    [
        (False, False, 0, 0, 3900, 3900),
        (False, False, 1, 0, 3900, 4200),
        (False, False, 2, 3, 3900, 7500),
        (True, False, 4, 1, 5800, 8000),
        (False, True, 3, 2, 4000, 6900),  # 2000/1000 + 100 from each of three per honba
        (True, True, 2, 1, 6000, 7600),
    ],
)
def test_honba_and_sticks(dealer: bool, tsumo: bool, honba: int, sticks: int, points: int, total: int) -> None:
    basic, _ = basic_points(3, 30, 0, TENHOU)
    s = settle(basic, dealer=dealer, tsumo=tsumo, honba=honba, sticks=sticks, rules=TENHOU)
    assert s.points == points
    assert s.honba_points == 300 * honba
    assert s.stick_points == 1000 * sticks
    assert s.total == total


def test_honba_value_option() -> None:
    rules = TENHOU.replace(honba_value=1500)
    basic, _ = basic_points(1, 30, 0, rules)
    assert settle(basic, dealer=False, tsumo=False, honba=2, sticks=0, rules=rules).total == 1000 + 3000


def test_points_through_score_kazoe_and_sanbaiman() -> None:
    # Y02: 13 han; kazoe yakuman under Tenhou, sanbaiman under M-League
    r = score("22334455667788m", win="8m", tsumo=True, riichi=True, seat="s")
    assert (r.han, r.limit, r.points, r.yakuman) == (13, "kazoe_yakuman", 32000, 0)
    r = score("22334455667788m", win="8m", tsumo=True, riichi=True, seat="s", rules="mleague")
    assert (r.han, r.limit, r.points) == (13, "sanbaiman", 24000)
    assert r.payments == {"dealer": 12000, "non_dealer": 6000}


def test_total_through_score() -> None:
    r = score("234567m234567p22s", win="5p", tsumo=True, seat="e", honba=2, sticks=1)
    assert (r.points, r.honba_points, r.stick_points, r.total) == (3900, 600, 1000, 5500)
    assert r.to_dict()["total"] == 5500
