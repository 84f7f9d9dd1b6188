"""The published figures the danger model is built on, each with its source (docs/danger.md lists them in full).

Probabilities are percent at the reference moment: a riichi declared around turn 8-9 with about one copy of every
number tile seen (three unseen).  ``[K]`` kobalab's 2019 Phoenix count, ``[G]`` gimite's count of Tenhou-i games,
``[T]`` Totsugeki-Touhoku's honor figures, ``[H]`` mahjong-helper's tables (from 「統計学」のマージャン戦術 where it
says so), ``[S]`` 科学する麻雀 as mahjong-helper quotes it, ``[ours]`` a value we set where no figure was found,
``[fit]`` fitted to the tuning logs.
"""

from __future__ import annotations

WAIT_BY_NUMBER = (4.24, 5.56, 6.68, 8.25, 8.46, 8.32, 6.66, 5.62, 4.29)
"""[K] How often a number tile 1..9 is among a riichi hand's winning tiles, at the declaration (1,311,599
Phoenix riichi of 2019)."""

RYANMEN = 2.75
"""Per open-wait pair of tiles (23 for 1-4): from [K], (4 + 5 + 6)/3 minus 2 (the extra open wait of a middle tile)."""
KANCHAN = 1.33
"""Per closed wait (13 for 2): from [K], 2 minus 1."""
PENCHAN = 1.08
"""Per edge wait (12 for 3): from [K], 3 minus 2."""
PAIR_WAIT = 1.52
"""Per number tile, its pair waits (shanpon and tanki together): from [K], 1 minus the open wait on it."""
SHANPON_SHARE = 2 / 3
"""[ours] The part of a number tile's pair waits that are shanpon (the rest tanki)."""
REFERENCE_UNSEEN = 3
"""Unseen copies of each number tile at the reference moment (the figures above are averages over such tables)."""

HONOR = {(0, 0): 5.5, (0, 1): 5.0, (0, 2): 3.0, (1, 0): 2.7, (1, 1): 2.5, (2, 0): 0.75}
"""An honor's chance to be a winning tile by (copies discarded or called, copies the seat holds): [G] none seen
5.0-5.9, one discarded 2.4-2.9, two 0.6-0.9; [T] one held 5 (guest wind), two held 3, one of each 2-3."""
HONOR_LAST = 0.2
"""[G] Three copies seen: 0.1-0.3 (a tanki on the last copy)."""
YAKUHAI = 1.3
"""[T] A dragon, the round wind or the riichi player's own wind: 7 against 5 for a guest wind (none discarded, one
held)."""

EARLY_TURNS = 6
"""Discards counted as early (the riichi player's first six)."""
EARLY = 0.4
"""[S][G] A wait built on a tile kind the player discarded early: 0.4 (the tiles outside an early discard, 3.8-4.6
against 11.2-11.4 for an average non-suji tile)."""
BEFORE_RIICHI = 0.75
"""[G] A wait built on a tile kind discarded later before the riichi: straddling suji 8.2-8.6 against 11.2-11.4."""
RIICHI_TILE = 0.87
"""[G] A wait built on the riichi tile's kind: the riichi tile's straddling suji 9.3-10.2 against 11.2-11.4."""
SUJI_TRAP = 1.23
"""[G] A closed, edge or pair wait on a suji of the riichi tile: 4.7-5.6 against 4.0-4.5 for suji on average."""
PUSHED = 0.6
"""[fit] The one figure fitted to logs: every chance is multiplied by it.  The figures above describe any tile of a
kind; the tiles players discard into a riichi are chosen with their own reading, and dealt in at about 0.6 of the
model's chance in the tuning logs (tests/logs/tenhou: the best Brier score of 0.4..1.2 in steps of 0.1;
``scripts/danger_calibration.py --fit``).  The logs kept aside confirm it (docs/danger.md)."""
DORA = 1.3
"""[ours] A wait holding or waiting on a dora (the direction of pathofhouou's Phoenix tile win rates)."""

TENPAI_OPEN = {
    2: (0, 0, 9.9, 12.1, 17.5, 23.2, 30.3, 37.6, 43.5, 50.3, 55.1, 62.0, 66.0, 70.8, 72.5, 75.0, 77.0, 81.6),
    3: (0, 0, 0, 33.3, 43.8, 52.1, 61.4, 68.2, 72.6, 77.6, 81.2, 84.5, 86.2, 87.3, 87.2, 87.4, 87.7, 89.0),
}
"""[H] Tenpai rate (percent) of a hand with 2 or 3 calls by its own discard count, at the moment of its last call."""
FLUSH_OFF_SUIT = 0.05
"""[ours] A wait in a suit a flush-looking open hand does not collect."""
DRAGON_PATTERN = 3.0
"""[ours] A wait on the last dragon of a hand that called two dragon sets."""

RON_RIICHI = 5172
"""[H] from 「統計学」のマージャン戦術: a non-dealer's riichi, average ron (not on the ippatsu turn)."""
RON_RIICHI_IPPATSU = 7445
"""[H] the same, on the ippatsu turn."""
RON_OPEN = 3000
"""[H] an open hand without dora shown (mahjong-helper's own rough figure)."""
RON_FLUSH = 6603
"""[H] from 「統計学」のマージャン戦術: half flush."""
RON_DRAGONS = 8000
"""[ours] two dragon sets called: at least a mangan is likely (shousangen, or two yakuhai with dora)."""
DORA_SHOWN = 1.4
"""[H] each dora shown in the calls (red fives included, at most three counted) multiplies the value."""
DEALER = 1.5
"""A dealer's hand is worth half as much again."""
