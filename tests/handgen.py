"""Seeded generator of LEGAL winning cases (the legal-case rules of tests/cases/README.md).

``gen_case(rng)`` returns a case dict in the shared case format: a complete hand
(standard, chiitoitsu or kokushi; open or closed, with kans and red fives), a
winning tile among the concealed tiles, and flags chosen only where the rules
allow them (riichi only closed, ippatsu only with riichi, rinshan only on tsumo
with a kan and without ippatsu, chankan only on ron on the single copy of a tile
no indicator shows, haitei not with rinshan or chankan, tenhou / chiihou only on
tsumo with no melds and no riichi).  Themes steer the hands towards every yaku
and yakuman.  The hand may still lack a yaku (then the answer is ``no_yaku``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

SUITS = "mpsz"
WINDS = "eswn"
YAOCHUU = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
GREEN = (19, 20, 21, 23, 25, 32)  # 2s 3s 4s 6s 8s hatsu
FIVES = (4, 13, 22)


def type_name(i: int) -> str:
    return f"{i % 9 + 1}{SUITS[i // 9]}"


@dataclass
class Group:
    """One set of the hand: kind 'seq' | 'trip' | 'kan' | 'pair', its first type, how declared."""

    kind: str
    first: int
    meld: str = ""  # "" concealed, "chi", "pon", "kan" (open), "ankan"
    reds: list[int] = field(default_factory=list)  # positions (0..) of red fives in this group

    def types(self) -> list[int]:
        if self.kind == "seq":
            return [self.first, self.first + 1, self.first + 2]
        size = {"trip": 3, "kan": 4, "pair": 2}[self.kind]
        return [self.first] * size

    def tile_strings(self) -> list[str]:
        out = [type_name(t) for t in self.types()]
        for pos in self.reds:
            out[pos] = "0" + out[pos][1]
        return out


# Themes: (weight, pool of types, probability of a sequence, probability a set is called, forced groups)
THEMES: dict[str, tuple[int, tuple[int, ...], float, float]] = {
    "any": (30, tuple(range(34)), 0.6, 0.25),
    "simples": (10, tuple(i for i in range(27) if i % 9 not in (0, 8)), 0.6, 0.3),
    "honitsu_m": (6, tuple(range(0, 9)) + tuple(range(27, 34)), 0.5, 0.3),
    "honitsu_p": (4, tuple(range(9, 18)) + tuple(range(27, 34)), 0.5, 0.3),
    "chinitsu_s": (6, tuple(range(18, 27)), 0.6, 0.25),
    "chinitsu_p": (4, tuple(range(9, 18)), 0.6, 0.25),
    "outside": (8, YAOCHUU + (1, 2, 6, 7, 10, 11, 15, 16, 19, 20, 24, 25), 0.5, 0.25),
    "honors": (6, tuple(range(27, 34)) + YAOCHUU[:6], 0.1, 0.3),
    "triplets": (8, tuple(range(34)), 0.0, 0.3),
    "closed_triplets": (6, tuple(range(34)), 0.1, 0.0),
    "terminals": (4, YAOCHUU, 0.0, 0.2),
    "green": (4, GREEN, 0.3, 0.2),
    "dragons": (5, tuple(range(34)), 0.5, 0.3),
    "winds": (4, tuple(range(34)), 0.3, 0.3),
    "kans": (5, tuple(range(34)), 0.3, 0.3),
    "chuuren": (2, (), 0.0, 0.0),
    "sanshoku": (4, tuple(range(27)), 0.8, 0.2),
    "ittsu": (3, tuple(range(27)), 0.8, 0.2),
    "pinfu": (6, tuple(range(34)), 1.0, 0.0),
    "peikou": (3, tuple(range(27)), 1.0, 0.0),
    "doukou": (2, tuple(range(34)), 0.3, 0.3),
    "chinroutou": (2, (0, 8, 9, 17, 18, 26), 0.0, 0.2),
    "tsuuiisou": (2, tuple(range(27, 34)), 0.0, 0.3),
    "chinitsu_closed": (3, tuple(range(0, 9)), 0.6, 0.0),
    "suukantsu": (1, tuple(range(34)), 0.0, 0.4),
}
KAZOE_THEMES = frozenset({"chinitsu_closed"})
"""Themes that also get riichi and dora aimed at the hand (counted yakuman)."""


class Retry(Exception):
    """The random choices ran into the 4-copies limit; draw again."""


def _seq_ok(first: int, pool: set[int]) -> bool:
    return first < 27 and first % 9 <= 6 and {first, first + 1, first + 2} <= pool


def gen_case(rng: random.Random, ident: str = "") -> dict[str, Any]:
    """One legal winning case (retries until the random choices fit)."""
    for _ in range(200):
        try:
            return _gen(rng, ident)
        except Retry:
            continue
    raise RuntimeError("generator could not build a hand")


def _gen(rng: random.Random, ident: str) -> dict[str, Any]:
    counts = [0] * 34
    roll = rng.random()
    groups: list[Group]
    theme = "kokushi" if roll < 0.025 else "chiitoitsu" if roll < 0.11 else ""
    if theme == "kokushi":
        extra = rng.choice(YAOCHUU)
        groups = [Group("pair" if t == extra else "single", t) for t in YAOCHUU]
    elif theme == "chiitoitsu":
        pool = rng.choice([tuple(range(34)), tuple(range(27)), tuple(range(18, 27)) + tuple(range(27, 34)),
                           YAOCHUU, tuple(i for i in range(27) if i % 9 not in (0, 8))])
        if len(pool) < 7:
            raise Retry
        groups = [Group("pair", t) for t in rng.sample(pool, 7)]
    else:
        names = list(THEMES)
        theme = rng.choices(names, weights=[THEMES[n][0] for n in names])[0]
        groups = _standard_groups(rng, theme)
    for g in groups:
        for t in g.types() if g.kind != "single" else [g.first]:
            counts[t] += 1
            if counts[t] > 4:
                raise Retry

    # red fives: at most one per suit; a five type held four times must show its red one
    for five in FIVES:
        spots = [(gi, pos) for gi, g in enumerate(groups)
                 for pos, t in enumerate(g.types() if g.kind != "single" else [g.first]) if t == five]
        if spots and (len(spots) == 4 or rng.random() < 0.45):
            gi, pos = rng.choice(spots)
            groups[gi].reds.append(pos)

    melds = [g for g in groups if g.meld]
    concealed_groups = [g for g in groups if not g.meld]
    concealed: list[str] = []
    for g in concealed_groups:
        concealed.extend(g.tile_strings() if g.kind != "single" else
                         [("0" + type_name(g.first)[1]) if g.reds else type_name(g.first)])
    win = rng.choice(concealed)
    rng.shuffle(concealed)
    concealed.sort(key=lambda s: (SUITS.index(s[1]), int(s[0]) if s[0] != "0" else 5))
    hand = _fmt(concealed) + "".join(_meld_text(g) for g in melds)

    opened = any(g.meld in ("chi", "pon", "kan") for g in melds)
    kans = sum(1 for g in melds if g.meld in ("kan", "ankan"))
    tsumo = rng.random() < 0.5
    riichi = not opened and rng.random() < (0.9 if theme in KAZOE_THEMES else 0.45)
    double_riichi = riichi and rng.random() < 0.2
    ippatsu = riichi and rng.random() < 0.3
    rinshan = tsumo and kans > 0 and not ippatsu and rng.random() < 0.35
    tenhou = chiihou = False
    seat = rng.choice(WINDS)
    rnd = rng.choice(WINDS) if rng.random() < 0.6 else rng.choice("es")
    if tsumo and not melds and not riichi and rng.random() < 0.08:
        if rng.random() < 0.5:
            seat = "e"
        tenhou = seat == "e"
        chiihou = seat != "e"

    # indicators: one dora per kan plus one, sometimes more; never a fifth copy
    n_dora = 1 + kans if rng.random() < 0.8 else rng.randint(0, 4)
    if theme in KAZOE_THEMES:
        n_dora = rng.randint(2, 4)
    aim = 0.9 if theme in KAZOE_THEMES else 0.4
    held = sorted({t for g in groups for t in (g.types() if g.kind != "single" else [g.first])})
    dora = _indicators(rng, counts, n_dora, held, aim)
    ura = _indicators(rng, counts, n_dora, held, aim) if (riichi and rng.random() < 0.85) or rng.random() < 0.05 else []

    win_type = int(win[0] if win[0] != "0" else 5) - 1 + 9 * SUITS.index(win[1])
    chankan_ok = (not tsumo and counts[win_type] == 1 and not tenhou and not chiihou
                  and win_type not in {_type_of(t) for t in dora + ura})
    chankan = chankan_ok and rng.random() < 0.3
    haitei = not rinshan and not chankan and not tenhou and not chiihou and rng.random() < 0.1
    honba = rng.choice([0, 0, 0, 1, 2, 5])
    sticks = rng.choice([0, 0, 0, 1, 2]) + (1 if riichi and rng.random() < 0.5 else 0)
    return {
        "id": ident, "hand": hand, "win": win, "tsumo": tsumo, "riichi": riichi, "double_riichi": double_riichi,
        "ippatsu": ippatsu, "round": rnd, "seat": seat, "dora": dora, "ura": ura, "haitei": haitei,
        "rinshan": rinshan, "chankan": chankan, "tenhou": tenhou, "chiihou": chiihou, "honba": honba,
        "sticks": sticks, "rules": "tenhou", "tags": [theme],
    }


def _type_of(tile: str) -> int:
    n = int(tile[0]) if tile[0] != "0" else 5
    return 9 * SUITS.index(tile[1]) + n - 1


def _dora_of(indicator: int) -> int:
    if indicator < 27:
        return indicator - 8 if indicator % 9 == 8 else indicator + 1
    if indicator <= 30:
        return 27 if indicator == 30 else indicator + 1
    return 31 if indicator == 33 else indicator + 1


INDICATOR_FOR = {_dora_of(i): i for i in range(34)}
"""Dora type -> the indicator type that shows it."""


def _indicators(rng: random.Random, counts: list[int], n: int, held: list[int], aim: float) -> list[str]:
    out = []
    for _ in range(n):
        free = [t for t in range(34) if counts[t] < 4]
        aimed = [INDICATOR_FOR[h] for h in held if counts[INDICATOR_FOR[h]] < 4]
        t = rng.choice(aimed if aimed and rng.random() < aim else free)
        counts[t] += 1
        out.append(type_name(t))
    return out


def _fmt(tiles: list[str]) -> str:
    out = ""
    run = ""
    suit = ""
    for t in tiles:
        if t[1] != suit and run:
            out += run + suit
            run = ""
        suit = t[1]
        run += t[0]
    return out + (run + suit if run else "")


def _meld_text(g: Group) -> str:
    tiles = sorted(g.tile_strings(), key=lambda s: (int(s[0]) if s[0] != "0" else 5, s[0] == "0"))
    inner = "".join(s[0] for s in tiles) + tiles[0][1]
    return f"[{inner}]" if g.meld == "ankan" else f"({inner})"


def _standard_groups(rng: random.Random, theme: str) -> list[Group]:
    _, pool_t, p_seq, p_open = THEMES[theme]
    pool = set(pool_t)
    forced: list[Group] = []
    if theme == "chuuren":
        suit = rng.randrange(3) * 9
        extra = suit + rng.randrange(9)
        # 1112345678999 + extra, read as groups: we only need the tiles; encode as concealed singles
        tiles = [suit] * 3 + [suit + k for k in range(1, 8)] + [suit + 8] * 3 + [extra]
        return [Group("single", t) for t in tiles]
    pair_type: int | None = None
    if theme == "dragons":
        dragons = rng.sample((31, 32, 33), 3)
        forced = [Group("trip", d) for d in dragons[: rng.choice((2, 2, 3))]]
        if len(forced) == 2 and rng.random() < 0.5:
            pair_type = dragons[2]
    elif theme == "winds":
        winds = rng.sample((27, 28, 29, 30), 4)
        forced = [Group("trip", w) for w in winds[: rng.choice((3, 3, 4))]]
        if len(forced) == 3 and rng.random() < 0.5:
            pair_type = winds[3]
    elif theme == "peikou":
        a, b = rng.choice([t for t in pool if _seq_ok(t, pool)]), rng.choice([t for t in pool if _seq_ok(t, pool)])
        forced = [Group("seq", a), Group("seq", a)] + ([Group("seq", b), Group("seq", b)] if rng.random() < 0.6 else [])
    elif theme == "doukou":
        n = rng.randrange(9)
        forced = [Group("trip", s * 9 + n) for s in range(3)]
    elif theme in ("sanshoku", "ittsu"):
        if theme == "sanshoku":
            n = rng.randrange(7)
            forced = [Group("seq", s * 9 + n) for s in range(3)]
        else:
            s = rng.randrange(3) * 9
            forced = [Group("seq", s + k) for k in (0, 3, 6)]
    groups = list(forced)
    while len(groups) < 4:
        if rng.random() < p_seq:
            starts = [t for t in pool if _seq_ok(t, pool)]
            if not starts:
                continue
            groups.append(Group("seq", rng.choice(starts)))
        else:
            groups.append(Group("trip", rng.choice(sorted(pool))))
    rng.shuffle(groups)
    pair = Group("pair", pair_type if pair_type is not None else rng.choice(sorted(pool)))
    # kans and calls
    p_kan = {"kans": 0.6, "suukantsu": 1.0}.get(theme, 0.07)
    for g in groups:
        if g.kind == "trip" and rng.random() < p_kan:
            g.kind = "kan"
        called = rng.random() < p_open
        if g.kind == "kan":
            g.meld = "kan" if called else "ankan"
        elif called:
            g.meld = "chi" if g.kind == "seq" else "pon"
    if all(g.meld for g in groups) and rng.random() < 0.5:
        # keep at least one set concealed most of the time (a bare pair wait is still legal)
        g = rng.choice(groups)
        if g.kind != "kan":
            g.meld = ""
    return groups + [pair]
