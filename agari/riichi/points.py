"""Points: basic points, limits as a table, payments per payer, honba and riichi sticks.

Three players (sanma): the same table; a tsumo is paid by two players, with tsumo loss or with the absent
North's share split between them (``PAYERS``).

basic = fu x 2^(2+han), capped at mangan (2000); limit hands by han from
``LIMITS``; yakuman 8000 per multiple.  Each payment is rounded up to 100.
"""

from collections.abc import Callable
from typing import NamedTuple

from agari.riichi.rules import Rules


class Limit(NamedTuple):
    """A named limit: the fewest han that reach it and its basic points."""

    name: str
    min_han: int
    basic: int


LIMITS: tuple[Limit, ...] = (
    Limit("kazoe_yakuman", 13, 8000),
    Limit("sanbaiman", 11, 6000),
    Limit("baiman", 8, 4000),
    Limit("haneman", 6, 3000),
    Limit("mangan", 5, 2000),
)
"""Limits by han, highest first (kazoe yakuman falls back to sanbaiman when the rules have none)."""

LIMIT_BY_NAME: dict[str, Limit] = {lim.name: lim for lim in LIMITS}
YAKUMAN_BASIC = 8000
MANGAN_BASIC = 2000
KIRIAGE: frozenset[tuple[int, int]] = frozenset({(4, 30), (3, 60)})
"""(han, fu) rounded up to mangan under kiriage."""
STICK_VALUE = 1000

def basic_points(han: int, fu: int, yakuman: int, rules: Rules) -> tuple[int, str | None]:
    """(basic points, limit name or None)."""
    if yakuman:
        return YAKUMAN_BASIC * yakuman, "yakuman"
    if han < 5:  # below every limit
        basic = fu * 2 ** (2 + han)
        if basic >= MANGAN_BASIC or (rules.kiriage and (han, fu) in KIRIAGE):
            return MANGAN_BASIC, "mangan"
        return basic, None
    for lim in LIMITS:
        if han >= lim.min_han:
            if lim.name == "kazoe_yakuman" and not rules.kazoe_yakuman:
                return LIMIT_BY_NAME["sanbaiman"].basic, "sanbaiman"
            return lim.basic, lim.name
    basic = fu * 2 ** (2 + han)
    if basic >= MANGAN_BASIC or (rules.kiriage and (han, fu) in KIRIAGE):
        return MANGAN_BASIC, "mangan"
    return basic, None


_VALUES: dict[tuple[int, int, int, bool, bool, bool, bool, int, bool], tuple[dict[str, int], int, str | None]] = {}


def value(
    han: int, fu: int, yakuman: int, rules: Rules, dealer: bool, tsumo: bool
) -> tuple[dict[str, int], int, str | None]:
    """(payments, what the winner receives, limit name or None) of a hand: ``basic_points`` then ``pay``.

    Worked out once per distinct hand value; the payments are a new dict each time.
    """
    key = (han, fu, yakuman, rules.kiriage, rules.kazoe_yakuman, dealer, tsumo, rules.players, rules.tsumo_loss)
    found = _VALUES.get(key)
    if found is None:
        basic, limit = basic_points(han, fu, yakuman, rules)
        paid, total = payer(rules)(basic, dealer, tsumo)
        if len(_VALUES) >= 4096:
            _VALUES.clear()
        found = _VALUES[key] = (paid, total, limit)
    return dict(found[0]), found[1], found[2]


def payments(basic: int, *, dealer: bool, tsumo: bool) -> dict[str, int]:
    """Who pays what (without honba): discarder on ron; dealer/non_dealer on tsumo."""
    return pay(basic, dealer, tsumo)[0]


def pay(basic: int, dealer: bool, tsumo: bool) -> tuple[dict[str, int], int]:
    """``payments`` and what the winner receives from them (``payment_total``), in one step.

    Ron: the discarder pays basic x 6 to a dealer, x 4 to a non-dealer.  Tsumo: a dealer gets basic x 2
    from each of three; a non-dealer gets basic x 2 from the dealer and basic from each other player.
    Every payment is rounded up to 100.
    """
    if not tsumo:
        total = -(-basic * (6 if dealer else 4) // 100) * 100
        return {"discarder": total}, total
    if dealer:
        each = -(-basic * 2 // 100) * 100
        return {"non_dealer": each}, 3 * each
    from_dealer = -(-basic * 2 // 100) * 100
    each = -(-basic // 100) * 100
    return {"dealer": from_dealer, "non_dealer": each}, from_dealer + 2 * each


def _up(points: float) -> int:
    """Rounded up to the next 100."""
    return -(-int(points * 2) // 200) * 100


def pay_tsumo_loss(basic: int, dealer: bool, tsumo: bool) -> tuple[dict[str, int], int]:
    """Sanma with tsumo loss: each of the two real payers pays its 4-player share; the absent North's is lost."""
    paid, _ = pay(basic, dealer, tsumo)
    if not tsumo:
        return paid, paid["discarder"]
    if dealer:
        return paid, 2 * paid["non_dealer"]
    return paid, paid["dealer"] + paid["non_dealer"]


def pay_north_split(basic: int, dealer: bool, tsumo: bool) -> tuple[dict[str, int], int]:
    """Sanma without tsumo loss (north bisection): the absent North's 4-player share is split in half between the
    two payers, each payment rounded up to 100 (a non-dealer mangan: 5000 from the dealer, 3000 from the other)."""
    paid, _ = pay(basic, dealer, tsumo)
    if not tsumo:
        return paid, paid["discarder"]
    if dealer:
        each = _up(paid["non_dealer"] * 1.5)
        return {"non_dealer": each}, 2 * each
    north = paid["non_dealer"]
    from_dealer = _up(paid["dealer"] + north / 2)
    each = _up(north * 1.5)
    return {"dealer": from_dealer, "non_dealer": each}, from_dealer + each


PAYERS: dict[tuple[int, bool], Callable[[int, bool, bool], tuple[dict[str, int], int]]] = {
    (4, True): pay,
    (4, False): pay,
    (3, True): pay_tsumo_loss,
    (3, False): pay_north_split,
}
"""How a hand's basic points are paid, by (players, tsumo_loss); tsumo loss means nothing with four players."""


def payer(rules: Rules) -> Callable[[int, bool, bool], tuple[dict[str, int], int]]:
    """The payment rule of ``rules`` (``pay`` for four players)."""
    return PAYERS[rules.players, rules.tsumo_loss]


def honba_points(rules: Rules, tsumo: bool, honba: int) -> int:
    """What the honba counters add: ``honba_value`` each on ron (and on a 4-player tsumo, a third from each of
    three); on a sanma tsumo ``honba_tsumo_each`` from each of the two payers."""
    if tsumo and rules.players == 3:
        return 2 * rules.honba_tsumo_each * honba
    return rules.honba_value * honba


def payment_total(pay: dict[str, int]) -> int:
    """What the winner receives from the payments (two non-dealers pay on a non-dealer tsumo, three on a dealer's)."""
    if "discarder" in pay:
        return pay["discarder"]
    if "dealer" in pay:
        return pay["dealer"] + 2 * pay["non_dealer"]
    return 3 * pay["non_dealer"]


class Settlement(NamedTuple):
    """Points of the hand plus honba and riichi sticks."""

    points: int
    payments: dict[str, int]
    honba_points: int
    stick_points: int
    total: int


def settle(basic: int, *, dealer: bool, tsumo: bool, honba: int, sticks: int, rules: Rules) -> Settlement:
    """Payments of the hand, then honba (per ron, or a third from each of three payers on tsumo) and sticks."""
    paid, points = payer(rules)(basic, dealer, tsumo)
    honba_part = honba_points(rules, tsumo, honba)
    stick_points = STICK_VALUE * sticks
    return Settlement(points, paid, honba_part, stick_points, points + honba_part + stick_points)
