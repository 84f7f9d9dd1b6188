"""The chances and the expected score of every state of a graph, turn by turn from the last turn back.

Before a draw at turn t, each tile of the wall is drawn with its copies / (wall - t); a drawn tile the state
does not expand is discarded again (the state is the same at t + 1).  A draw that completes the hand wins
(chances 1, the score or going on, whichever is worth more).  Before a discard, the best choice is taken,
separately for each of the three numbers (as the reference does).
"""

from __future__ import annotations

from collections.abc import Callable

from agari.riichi.expected.graph import Graph

Series = tuple[list[float], list[float], list[float]]
"""Tenpai chance, win chance and expected score by turn."""


def solve(graph: Graph, total: int, t_min: int, t_max: int, keep: list[int],
          progress: Callable[[int, int], None] | None = None) -> dict[int, Series]:
    """Per draw state in ``keep``: its tenpai chance, win chance and expected score for turns t_min..t_max."""
    nd = len(graph.draw_keys)
    np_ = len(graph.discard_keys)
    tenpai_flag = graph.draw_tenpai
    edges = graph.edges
    choices = graph.choices
    out = {d: ([0.0] * (t_max - t_min + 1), [0.0] * (t_max - t_min + 1), [0.0] * (t_max - t_min + 1)) for d in keep}
    # the draw states' values at t + 1 and the discard states' values at t + 1
    dten = [1.0 if f else 0.0 for f in tenpai_flag]
    dwin = [0.0] * nd
    dexp = [0.0] * nd
    pten, pwin, pexp = _choose(choices, dten, dwin, dexp, np_)
    _record(out, t_max, t_min, dten, dwin, dexp)
    for t in range(t_max - 1, t_min - 1, -1):
        inv = 1.0 / (total - t)
        nten = [0.0] * nd
        nwin = [0.0] * nd
        nexp = [0.0] * nd
        for d in range(nd):
            t1 = dten[d]
            w1 = dwin[d]
            e1 = dexp[d]
            at = aw = ae = 0.0
            for p, w, sc in edges[d]:
                if sc > 0.0:
                    e = pexp[p]
                    at += w * (1.0 - t1)
                    aw += w * (1.0 - w1)
                    ae += w * ((sc if sc > e else e) - e1)
                else:
                    at += w * (pten[p] - t1)
                    aw += w * (pwin[p] - w1)
                    ae += w * (pexp[p] - e1)
            nten[d] = 1.0 if tenpai_flag[d] else t1 + at / (total - t)
            nwin[d] = w1 + aw / (total - t)
            nexp[d] = e1 + ae / (total - t)
        del inv
        dten, dwin, dexp = nten, nwin, nexp
        pten, pwin, pexp = _choose(choices, dten, dwin, dexp, np_)
        _record(out, t, t_min, dten, dwin, dexp)
        if progress is not None:
            progress(t_max - t, t_max - t_min)
    return out


def _choose(choices: list[list[int]], dten: list[float], dwin: list[float], dexp: list[float],
            n: int) -> tuple[list[float], list[float], list[float]]:
    pten = [0.0] * n
    pwin = [0.0] * n
    pexp = [0.0] * n
    for p in range(n):
        ch = choices[p]
        if ch:
            pten[p] = max([dten[d] for d in ch])
            pwin[p] = max([dwin[d] for d in ch])
            pexp[p] = max([dexp[d] for d in ch])
    return pten, pwin, pexp


def _record(out: dict[int, tuple[list[float], list[float], list[float]]], t: int, t_min: int, dten: list[float],
            dwin: list[float], dexp: list[float]) -> None:
    for d, (a, b, c) in out.items():
        a[t - t_min] = dten[d]
        b[t - t_min] = dwin[d]
        c[t - t_min] = dexp[d]
