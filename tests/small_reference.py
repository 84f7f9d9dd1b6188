"""A brute-force reference for Small Mahjong, written apart from ``agari.small`` (tests only).

Scoring: every split of the tiles (recursion on the lowest tile: pair, triplet or sequence), every
group the winning tile can complete, each condition read from the groups' suits and ranks.
Shanten: the most hand tiles a target of ``dealt ÷ 3`` melds and a pair can cover (recursion per
suit on the lowest tile, the target holding at most 4 of a type), and seven twins for 13/14 tiles.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import cache

Group = tuple[str, int]
"""("pair" | "triplet" | "sequence", first tile type 0..26)."""


def rank(t: int) -> int:
    return t % 9 + 1


def suit(t: int) -> int:
    return t // 9


def splits(counts: list[int], pair_done: bool = False) -> list[list[Group]]:
    """Every split of the counts into melds and one pair (each split once per group order)."""
    i = next((k for k in range(27) if counts[k]), -1)
    if i < 0:
        return [[]] if pair_done else []
    out: list[list[Group]] = []
    if counts[i] >= 3:
        counts[i] -= 3
        out += [[("triplet", i), *rest] for rest in splits(counts, pair_done)]
        counts[i] += 3
    if rank(i) <= 7 and counts[i + 1] and counts[i + 2]:
        for k in (i, i + 1, i + 2):
            counts[k] -= 1
        out += [[("sequence", i), *rest] for rest in splits(counts, pair_done)]
        for k in (i, i + 1, i + 2):
            counts[k] += 1
    if not pair_done and counts[i] >= 2:
        counts[i] -= 2
        out += [[("pair", i), *rest] for rest in splits(counts, True)]
        counts[i] += 2
    return out


@cache
def tiles_of(g: Group) -> tuple[int, ...]:
    kind, first = g
    return {"pair": (first,) * 2, "triplet": (first,) * 3, "sequence": (first, first + 1, first + 2)}[kind]


@cache
def text_of(g: Group) -> str:
    return "".join(str(rank(t)) for t in tiles_of(g)) + "mps"[suit(g[1])]


@cache
def outside(g: Group) -> bool:
    """The group holds a 1 or a 9."""
    return any(rank(t) in (1, 9) for t in tiles_of(g))


def wait_of(g: Group, win: int) -> str:
    kind, first = g
    if kind == "pair":
        return "single"
    if kind == "triplet":
        return "dual_pon"
    left = [t for t in tiles_of(g) if t != win] if win != first + 1 else []
    if not left:
        return "closed"
    if 1 in map(rank, left) or 9 in map(rank, left):
        return "edge"
    return "two_sided"


def reading_conditions(groups: list[Group], win_group: Group, wait: str, tsumo: bool) -> list[str]:
    melds = [g for g in groups if g[0] != "pair"]
    seqs = [g[1] for g in melds if g[0] == "sequence"]
    trips = [g[1] for g in melds if g[0] == "triplet"]
    out = []
    if len(seqs) == len(melds) and wait == "two_sided":
        out.append("all_sequences")
    doubles = sum(n // 2 for n in Counter(seqs).values())
    if doubles == 1:
        out.append("pure_double_sequences")
    if doubles >= 2:
        out.append("two_pure_double_sequences")
    if len(seqs) >= 3 and any(r in seqs and r + 9 in seqs and r + 18 in seqs for r in range(9)):
        out.append("mixed_triple_sequences")
    if len(trips) >= 3 and any(r in trips and r + 9 in trips and r + 18 in trips for r in range(9)):
        out.append("mixed_triple_triplets")
    if len(seqs) >= 3 and any(b in seqs and b + 3 in seqs and b + 6 in seqs for b in (0, 9, 18)):
        out.append("pure_straight")
    if not seqs:
        out.append("all_triplets")
    closed = len(trips) - (1 if win_group[0] == "triplet" and not tsumo else 0)
    if closed == 3:
        out.append("three_closed_triplets")
    if closed == 4:
        out.append("four_closed_triplets")
    if all(map(outside, groups)):
        out.append("all_outside")
    return out


def hand_conditions(counts: Sequence[int], dealt: int) -> list[tuple[str, int]]:
    held = [t for t in range(27) if counts[t]]
    out = []
    if all(2 <= rank(t) <= 8 for t in held):
        out.append(("all_middles", 1))
    if all(rank(t) in (1, 9) for t in held):
        out.append(("all_terminals", 16))
    if len({suit(t) for t in held}) == 1:
        s = suit(held[0])
        if all(counts[9 * s + r] >= need for r, need in enumerate((3, 1, 1, 1, 1, 1, 1, 1, 3))):
            out.append(("nine_gates", 16))
        else:
            out.append(("full_flush", 2 + dealt // 3))
    return out


POINTS = {"reach": 1, "double_reach": 2, "one_shot": 1, "last_stock": 1, "last_discard": 1, "win_from_stock": 1,
          "all_sequences": 1, "pure_double_sequences": 1, "mixed_triple_sequences": 2, "mixed_triple_triplets": 2,
          "pure_straight": 2, "seven_twins": 2, "all_triplets": 2, "three_closed_triplets": 2, "all_outside": 3,
          "two_pure_double_sequences": 3, "blessing_of_heaven": 16, "blessing_of_earth": 16,
          "four_closed_triplets": 16}
SIXTEEN = {"blessing_of_heaven", "blessing_of_earth", "all_terminals", "four_closed_triplets", "nine_gates"}


def situation_conditions(sit: dict[str, bool]) -> list[str]:
    out = []
    if sit.get("double_reach"):
        out.append("double_reach")
    elif sit.get("reach"):
        out.append("reach")
    if sit.get("one_shot"):
        out.append("one_shot")
    if sit.get("tsumo"):
        out.append("win_from_stock")
        if sit.get("last_tile"):
            out.append("last_stock")
    elif sit.get("last_tile"):
        out.append("last_discard")
    first = sit.get("first_turn") or sit.get("heaven") or sit.get("earth")
    if first:
        out.append("blessing_of_heaven" if sit.get("dealer") else "blessing_of_earth")
    return out


def ref_readings(counts: list[int], win: int, sit: dict[str, bool]) -> set[tuple[object, ...]]:
    """Every reading as (group texts, wait, win group text, total, sorted condition keys)."""
    size = sum(counts)
    dealt = size - 1
    common = [(k, POINTS[k]) for k in situation_conditions(sit)] + hand_conditions(counts, dealt)
    found: set[tuple[object, ...]] = set()
    candidates: list[tuple[list[Group], Group, str, list[str]]] = []
    for groups in splits(list(counts)):
        for g in set(groups):
            if win in tiles_of(g):
                wait = wait_of(g, win)
                candidates.append((groups, g, wait, reading_conditions(groups, g, wait, bool(sit.get("tsumo")))))
    if size == 14 and sorted(counts).count(2) == 7 and sum(counts) == 14:
        twins = [("pair", t) for t in range(27) if counts[t]]
        candidates.append((twins, ("pair", win), "single", ["seven_twins"]))
    for groups, g, wait, keys in candidates:
        items = common + [(k, POINTS[k]) for k in keys]
        special = [(k, p) for k, p in items if k in SIXTEEN]
        if special:
            items = special
        found.add((tuple(sorted(text_of(x) for x in groups)), wait, text_of(g), sum(p for _, p in items),
                   tuple(sorted(k for k, _ in items))))
    return found


# -- shanten ----------------------------------------------------------------------------------------------------


Profile = tuple[int, ...]
"""V[2 * m + p]: the most tiles of a suit that m melds (0..4) and p pairs (0..1) of that suit can cover."""
_NONE = (0,) * 10


def suit_profile(counts: tuple[int, ...], target: tuple[int, ...] = (0,) * 9) -> Profile:
    """The profile of one suit's counts, the target already holding ``target`` (at most 4 of a type)."""
    i = next((k for k in range(9) if counts[k]), -1)
    if i < 0:
        return _NONE
    lo = max(0, i - 2)  # no group chosen later reaches below i - 2
    return _profile_at(counts, (0,) * lo + target[lo:], i)


@cache
def _profile_at(counts: tuple[int, ...], target: tuple[int, ...], i: int) -> Profile:
    c = list(counts)
    c[i] -= 1
    best = list(suit_profile(tuple(c), target))  # this copy of tile i stays out of the target
    shapes = [((i, i, i), 2), ((i, i), 1)] + [((s, s + 1, s + 2), 2) for s in (i - 2, i - 1, i) if 0 <= s <= 6]
    for tiles, step in shapes:  # a group covering this copy: a meld (2 = one meld) or the pair (1)
        t = list(target)
        rest = list(counts)
        got = 0
        for x in tiles:
            t[x] += 1
            if rest[x]:
                rest[x] -= 1
                got += 1
        if max(t) > 4:
            continue
        sub = suit_profile(tuple(rest), tuple(t))
        for k in range(step, 10):
            if step == 1 and not k & 1:
                continue  # the pair: only into a profile entry with p = 1
            v = got + sub[k - step]
            if v > best[k]:
                best[k] = v
    for k in range(2, 10):  # a meld or the pair may also cover nothing (all its tiles drawn)
        if best[k - 2] > best[k]:
            best[k] = best[k - 2]
    for k in range(1, 10, 2):
        if best[k - 1] > best[k]:
            best[k] = best[k - 1]
    return tuple(best)


def ref_shanten(counts: Sequence[int]) -> int:
    """Shanten of 4, 5, 7, 8, 10, 11, 13 or 14 suited tiles: target tiles not covered, less one."""
    size = sum(counts[:27])
    melds = size // 3
    profiles = [suit_profile(tuple(counts[9 * s : 9 * s + 9])) for s in range(3)]
    best = 0
    for m0 in range(melds + 1):
        for m1 in range(melds - m0 + 1):
            ms = (m0, m1, melds - m0 - m1)
            for p in range(3):
                best = max(best, sum(profiles[k][2 * ms[k] + (1 if k == p else 0)] for k in range(3)))
    std = 3 * melds + 2 - best - 1
    if size >= 13:
        pairs = sum(1 for x in counts[:27] if x >= 2)
        kinds = sum(1 for x in counts[:27] if x)
        std = min(std, 6 - pairs + max(0, 7 - kinds))
    return std
