"""An independent discard table for the review tests: brute force over the ``mahjong`` package's shanten.

For each discard of a 3n+2 hand: the shanten left (mahjong's ``Shanten``, seven pairs and kokushi only for a
hand without melds; a tenpai whose only waits are tiles the player holds all four of counts 1, as the engine
and Tenhou count it), every tile type whose draw lowers it (tried one by one), and the copies of those the
player has not seen (4 minus own hand before the discard, own melds and the seen tiles).
"""

from __future__ import annotations

from mahjong.shanten import Shanten

from agari.core.notation import Hand


def counts_of(hand_text: str) -> tuple[list[int], list[int], int]:
    hand = Hand.parse(hand_text)
    counts = [0] * 34
    copies = [0] * 34
    for t in hand.concealed:
        counts[t.index] += 1
    for m in hand.melds:
        for t in m.tiles:
            copies[t.index] += 1
    return counts, copies, len(hand.melds)


def reference_table(hand_text: str, seen: list[int], only: int | None = None) -> dict[int, tuple[int, list[int], int]]:
    """Discarded type -> (shanten left, types that help, copies of them unseen); ``only``: that discard alone."""
    counts, copies, melds = counts_of(hand_text)
    closed = melds == 0

    def plain(c: list[int]) -> int:
        return int(Shanten.calculate_shanten(c, use_chiitoitsu=closed, use_kokushi=closed))

    def shanten(c: list[int]) -> int:
        """As the engine counts it: a tenpai whose every winning tile the player holds all four of (hand and
        melds) is no tenpai but 1-shanten (Tenhou counts such a hand noten; a plain shanten counter says 0)."""
        value = plain(c)
        if value != 0 or all(c[t] + copies[t] < 4 for t in range(34)):  # no type held four times: no such tenpai
            return value
        if sum(c) % 3 == 1:
            for t in range(34):
                if c[t] + copies[t] < 4:
                    c[t] += 1
                    done = plain(c) == -1
                    c[t] -= 1
                    if done:
                        return 0
            return 1
        best = 9  # 14 tiles: the best discard, each tenpai checked as above
        for d in range(34):
            if c[d]:
                c[d] -= 1
                best = min(best, shanten(c))
                c[d] += 1
        return best

    out: dict[int, tuple[int, list[int], int]] = {}
    for d in range(34) if only is None else (only,):
        if not counts[d]:
            continue
        c = list(counts)
        c[d] -= 1
        base = shanten(c)
        helps = []
        for t in range(34):
            if c[t] + copies[t] >= 4:
                continue
            c[t] += 1
            if shanten(c) < base:
                helps.append(t)
            c[t] -= 1
        total = sum(max(0, 4 - counts[t] - copies[t] - seen[t]) for t in helps)
        out[d] = (base, helps, total)
    return out


def seen_of(calculator: dict[str, object]) -> list[int]:
    """Every copy the player has seen outside the hand: own discards, other visible tiles, dora indicators, kita."""
    from agari.core.tile import parse_tiles

    seen = [0] * 34
    texts = [*calculator["discards"], calculator["visible"], *calculator["dora"]]  # type: ignore[misc]
    for text in texts:
        for t in parse_tiles(str(text)):
            seen[t.index] += 1
    seen[30] += int(calculator.get("kita", 0))  # type: ignore[call-overload]
    rules = calculator.get("rules")
    preset = rules.get("preset") if isinstance(rules, dict) else rules
    if str(preset).endswith("sanma"):  # three players: 2m-8m are not in the wall
        for index in range(1, 8):
            seen[index] = 4
    return seen
