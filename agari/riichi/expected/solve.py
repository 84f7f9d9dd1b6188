"""The chances and the expected score of every state of a graph, turn by turn from the last turn back.

Before a draw at turn t, each tile of the wall is drawn with its copies / (wall - t); a drawn tile the state
does not expand is discarded again (the state is the same at t + 1).  A draw that completes the hand wins
(chances 1, the score or going on, whichever is worth more).  Before a discard, the best choice is taken,
separately for each of the three numbers (as the reference does).

A state's *depth* is the fewest draws from the start to it along the graph's edges (a discard state's
choices at its own depth): it is needed from turn ``start + depth`` on only, so each turn works on the
states of depth up to that turn's, kept as a prefix of states sorted by depth.  The tenpai chance and the
win chance of the discard states travel together as one complex number (one sum for both).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from operator import mul

from agari.riichi.expected.graph import Graph

Series = tuple[list[float], list[float], list[float]]
"""Tenpai chance, win chance and expected score by turn."""


def depths(graph: Graph, root: int, draw_root: bool) -> tuple[list[int], list[int]]:
    """Fewest draws to each draw state and each discard state (0-1 breadth first over the edges)."""
    big = 1 << 30
    dd = [big] * len(graph.draw_keys)
    pd = [big] * len(graph.discard_keys)
    queue: deque[tuple[int, bool]] = deque()
    if draw_root:
        dd[root] = 0
    else:
        pd[root] = 0
    queue.append((root, draw_root))
    targets = graph.targets
    choices = graph.choices
    while queue:
        v, is_draw = queue.popleft()
        if is_draw:
            nxt = dd[v] + 1
            for p in targets[v]:
                if nxt < pd[p]:
                    pd[p] = nxt
                    queue.append((p, False))
        else:
            here = pd[v]
            for d in choices[v]:
                if here < dd[d]:
                    dd[d] = here
                    queue.appendleft((d, True))
    return dd, pd


def solve(graph: Graph, total: int, t_min: int, t_max: int, keep: list[int], root: int, draw_root: bool,
          progress: Callable[[int, int], None] | None = None) -> dict[int, Series]:
    """Per draw state in ``keep``: its tenpai chance, win chance and expected score for turns t_min..t_max."""
    dd, pd = depths(graph, root, draw_root)
    d_order = sorted(range(len(dd)), key=dd.__getitem__)
    p_order = sorted(range(len(pd)), key=lambda p: (pd[p], len(graph.choices[p])))
    d_new = [0] * len(dd)
    for i, d in enumerate(d_order):
        d_new[d] = i
    p_new = [0] * len(pd)
    for i, p in enumerate(p_order):
        p_new[p] = i
    nd = len(dd)
    # renumbered copies of the edges, split: plain edges and winning edges
    plain_t: list[list[int]] = []
    plain_w: list[list[float]] = []
    plain_sum: list[float] = []
    win_t: list[list[int]] = []
    win_w: list[list[float]] = []
    win_s: list[list[float]] = []
    win_sum: list[float] = []
    tenpai = []
    for d in d_order:
        pt: list[int] = []
        pw: list[float] = []
        wt: list[int] = []
        ww: list[float] = []
        ws: list[float] = []
        for p, w, sc in zip(graph.targets[d], graph.weights[d], graph.scores[d], strict=True):
            if sc > 0.0:
                wt.append(p_new[p])
                ww.append(float(w))
                ws.append(sc)
            else:
                pt.append(p_new[p])
                pw.append(float(w))
        plain_t.append(pt)
        plain_w.append(pw)
        plain_sum.append(float(sum(pw)))
        win_t.append(wt)
        win_w.append(ww)
        win_s.append(ws)
        win_sum.append(float(sum(ww)))
        tenpai.append(graph.draw_tenpai[d])
    blocks = _blocks([[d_new[d] for d in graph.choices[p]] for p in p_order])
    d_at = [0] * (t_max - t_min + 2)  # states of depth <= k: a prefix of d_order
    p_at = [0] * (t_max - t_min + 2)
    for k in range(t_max - t_min + 1):
        d_at[k] = _prefix(dd, d_order, k)
        p_at[k] = _prefix(pd, p_order, k)
    kept = [d_new[d] for d in keep]
    span = t_max - t_min + 1
    out = {d: ([0.0] * span, [0.0] * span, [0.0] * span) for d in keep}

    dten = [1.0 if f else 0.0 for f in tenpai]
    dwin = [0.0] * nd
    dexp = [0.0] * nd
    pte, pexp = _choose(blocks, dten, dwin, dexp, p_at[t_max - t_min])
    _record(out, keep, kept, t_max - t_min, dten, dwin, dexp)
    for t in range(t_max - 1, t_min - 1, -1):
        inv = 1.0 / (total - t)
        n_active = d_at[t - t_min]
        get_te = pte.__getitem__
        get_exp = pexp.__getitem__
        for d in range(n_active):
            t1 = dten[d]
            w1 = dwin[d]
            e1 = dexp[d]
            pt = plain_t[d]
            total_w = plain_sum[d]
            te_sum = wi_sum = ex_sum = 0.0
            if pt:
                pw = plain_w[d]
                c: complex = sum(map(mul, pw, map(get_te, pt)))
                ex_sum = sum(map(mul, pw, map(get_exp, pt)))
                te_sum = c.real
                wi_sum = c.imag
            wt = win_t[d]
            if wt:
                wsum = win_sum[d]
                te_sum += wsum
                wi_sum += wsum
                for p, wgt, sc in zip(wt, win_w[d], win_s[d], strict=True):
                    v = pexp[p]
                    ex_sum += wgt * (sc if sc > v else v)
                total_w += wsum
            dten[d] = 1.0 if tenpai[d] else t1 + (te_sum - total_w * t1) * inv
            dwin[d] = w1 + (wi_sum - total_w * w1) * inv
            dexp[d] = e1 + (ex_sum - total_w * e1) * inv
        pte, pexp = _choose(blocks, dten, dwin, dexp, p_at[t - t_min])
        _record(out, keep, kept, t - t_min, dten, dwin, dexp)
        if progress is not None:
            progress(t_max - t, span - 1)
    return out


def _prefix(depth: list[int], order: list[int], k: int) -> int:
    lo, hi = 0, len(order)
    while lo < hi:
        mid = (lo + hi) // 2
        if depth[order[mid]] <= k:
            lo = mid + 1
        else:
            hi = mid
    return lo


Block = tuple[int, int, list[list[int]]]
"""Discard states in a row with the same number of choices: the first one's number, how many, the choices by
column."""


def _blocks(choices: list[list[int]]) -> list[Block]:
    """Cut the discard states (sorted by depth, then number of choices) into blocks of one number of choices."""
    out: list[Block] = []
    start = 0
    for i in range(1, len(choices) + 1):
        if i == len(choices) or len(choices[i]) != len(choices[start]):
            k = len(choices[start])
            out.append((start, i - start, [[choices[p][j] for p in range(start, i)] for j in range(k)]))
            start = i
    return out


def _choose(blocks: list[Block], dten: list[float], dwin: list[float], dexp: list[float],
            n: int) -> tuple[list[complex], list[float]]:
    """The discard states' best choices (the first ``n`` states at least): tenpai + 1j * win chance, expected
    score; block by block, each column of choices read in one pass (the work stays in C)."""
    te: list[complex] = []
    ex: list[float] = []
    gt = dten.__getitem__
    gw = dwin.__getitem__
    ge = dexp.__getitem__
    for start, size, cols in blocks:
        if start >= n:
            break
        if len(cols) > 1:
            te.extend(map(complex, map(max, *[map(gt, c) for c in cols]), map(max, *[map(gw, c) for c in cols])))
            ex.extend(map(max, *[map(ge, c) for c in cols]))
        elif cols:
            te.extend(map(complex, map(gt, cols[0]), map(gw, cols[0])))
            ex.extend(map(ge, cols[0]))
        else:  # a start hand with nothing to discard (complete, shanten down off)
            te.extend([0j] * size)
            ex.extend([0.0] * size)
    return te, ex


def _record(out: dict[int, Series], keep: list[int], kept: list[int], i: int, dten: list[float],
            dwin: list[float], dexp: list[float]) -> None:
    for d, k in zip(keep, kept, strict=True):
        a, b, c = out[d]
        a[i] = dten[k]
        b[i] = dwin[k]
        c[i] = dexp[k]
