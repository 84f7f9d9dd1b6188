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

from bisect import bisect_right
from collections import deque
from collections.abc import Callable, Iterable
from itertools import repeat
from operator import add, attrgetter, itemgetter, mul, sub
from typing import Any

from agari.riichi.expected.graph import Graph

Series = tuple[list[float], list[float], list[float]]
"""Tenpai chance, win chance and expected score by turn."""


def depths(graph: Graph, root: int, draw_root: bool) -> tuple[list[int], list[int]]:
    """Fewest draws to each draw state and each discard state (0-1 breadth first over the edges)."""
    big = 1 << 30
    dd = [big] * len(graph.targets)
    pd = [big] * len(graph.choices)
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


Row = tuple[list[int], list[float], list[int], list[float], list[float]]
"""A draw state's edges: plain (discard states, copies), winning (discard states, copies, scores)."""


class _DrawBlock:
    """Draw states in a row with the same depth, tenpai flag and numbers of plain and winning edges: their edges
    by column (the j-th edge of every state in one list), so a turn reads each column in one C-level pass."""

    __slots__ = ("start", "size", "tenpai", "pt", "pw", "wt", "ww", "ws", "wboth", "weight")
    pt: list[list[int]]
    pw: list[list[float]]
    wt: list[list[int]]
    ww: list[list[float]]
    ws: list[list[float]]

    def __init__(self, start: int, rows: list[Row], tenpai: bool) -> None:
        self.start = start
        self.size = len(rows)
        self.tenpai = tenpai
        kp = len(rows[0][0])
        kw = len(rows[0][2])
        # columns as lists of the rows' own objects (state numbers, the shared copies' floats, the scores): a turn
        # reads them without making a number object (an array would make one a value read)
        plain_t, plain_w, won_t, won_w, won_s = ([r[i] for r in rows] for i in range(5))
        self.pt = [list(map(itemgetter(j), plain_t)) for j in range(kp)]
        self.pw = [list(map(itemgetter(j), plain_w)) for j in range(kp)]
        self.wt = [list(map(itemgetter(j), won_t)) for j in range(kw)]
        self.ww = [list(map(itemgetter(j), won_w)) for j in range(kw)]
        self.ws = [list(map(itemgetter(j), won_s)) for j in range(kw)]
        self.wboth = [complex(sum(r[3]), sum(r[3])) for r in rows]
        """Per state: its winning edges' copies, counted in the tenpai and the win chance (a win is both)."""
        self.weight = [float(sum(r[1]) + sum(r[3])) for r in rows]
        """Per state: the copies of every tile it expands."""

    def step(self, dc: list[complex], de: list[float], pc: list[complex], pe: list[float], inv: float,
             out_c: list[complex], out_e: list[float]) -> None:
        """This block's values at turn t from theirs at t + 1 (``dc``, ``de``) and the discard states' (``pc``,
        ``pe``): value(t) = value(t+1) x (1 - copies / left) + (sum of copies x next value) / left."""
        lo = self.start
        hi = lo + self.size
        gc = pc.__getitem__
        ge = pe.__getitem__
        # each state's products side by side (one lazy map a column, read together by zip) and added up by sum in
        # C, column after column as before: no chain of maps as deep as the columns, no list a column
        # complex x float (not float x complex, which tries the float's multiply first): the same product
        terms_c = [map(mul, map(gc, t_col), w_col) for t_col, w_col in zip(self.pt, self.pw, strict=True)]
        terms_e = [map(mul, w_col, map(ge, t_col)) for t_col, w_col in zip(self.pt, self.pw, strict=True)]
        for t_col, w_col, s_col in zip(self.wt, self.ww, self.ws, strict=True):
            best = (s if s >= e else e for s, e in zip(s_col, map(ge, t_col), strict=True))  # max(s, e), cheaper
            terms_e.append(map(mul, w_col, best))
        acc_c: Iterable[complex] | None = map(sum, zip(*terms_c, strict=True)) if terms_c else None
        acc_e: Iterable[float] | None = map(sum, zip(*terms_e, strict=True)) if terms_e else None
        if self.wt:
            acc_c = self.wboth if acc_c is None else map(add, acc_c, self.wboth)
        alpha = list(map(sub, repeat(1.0), map(mul, self.weight, repeat(inv))))
        if acc_c is None or acc_e is None:  # nothing to draw: the state stays as it is
            new_c: Iterable[complex] = dc[lo:hi]
            new_e: Iterable[float] = de[lo:hi]
        else:
            new_c = map(add, map(mul, dc[lo:hi], alpha), map(mul, acc_c, repeat(inv)))
            new_e = map(add, map(mul, de[lo:hi], alpha), map(mul, acc_e, repeat(inv)))
        if self.tenpai:
            new_c = map(complex, repeat(1.0), map(_imag, new_c))
        out_c.extend(new_c)
        out_e.extend(new_e)


_EMPTY: list[Any] = []
_FLOAT = [float(w) for w in range(5)]
"""Copies in the wall as floats, one object each."""
_imag = attrgetter("imag")
_real = attrgetter("real")


def solve(graph: Graph, total: int, t_min: int, t_max: int, keep: list[int], root: int, draw_root: bool,
          progress: Callable[[int, int], None] | None = None) -> dict[int, Series]:
    """Per draw state in ``keep``: its tenpai chance, win chance and expected score for turns t_min..t_max."""
    dd, pd = depths(graph, root, draw_root)
    # by number of choices, then depth: one int a key (depths under 2**31), worked out in C-level passes; a block
    # of one number of choices holds every depth, its states needed at a turn a prefix of it
    p_key = list(map(add, map(mul, map(len, graph.choices), repeat(1 << 31)), pd))
    p_order = sorted(range(len(pd)), key=p_key.__getitem__)
    del p_key
    p_new = [0] * len(pd)
    for i, p in enumerate(p_order):
        p_new[p] = i
    # each draw state's edges, renumbered and split: plain edges and winning edges
    rows: list[Row] = []
    gp = p_new.__getitem__
    gf = _FLOAT.__getitem__
    for d in range(len(dd)):
        scores = graph.scores[d]
        if not any(scores):  # no winning edge (most states): renumbered in C-level passes
            rows.append((list(map(gp, graph.targets[d])), list(map(gf, graph.weights[d])), _EMPTY, _EMPTY, _EMPTY))
        else:
            pt: list[int] = []
            pw: list[float] = []
            wt: list[int] = []
            ww: list[float] = []
            ws: list[float] = []
            for p, w, sc in zip(graph.targets[d], graph.weights[d], scores, strict=True):
                if sc > 0.0:
                    wt.append(p_new[p])
                    ww.append(_FLOAT[w])
                    ws.append(sc)
                else:
                    pt.append(p_new[p])
                    pw.append(_FLOAT[w])
            rows.append((pt, pw, wt, ww, ws))
        graph.targets[d] = graph.weights[d] = graph.scores[d] = _EMPTY  # freed as we go
    tenpai = graph.draw_tenpai

    # by depth, tenpai flag, numbers of plain and winning edges (each under 256): one int a shape
    shapes = [((dd[d] * 2 + tenpai[d]) * 256 + len(rows[d][0])) * 256 + len(rows[d][2]) for d in range(len(dd))]
    shape = shapes.__getitem__
    d_order = sorted(range(len(dd)), key=shape)
    d_new = [0] * len(dd)
    for i, d in enumerate(d_order):
        d_new[d] = i
    d_blocks: list[_DrawBlock] = []
    start = 0
    for i in range(1, len(d_order) + 1):
        if i == len(d_order) or shape(d_order[i]) != shape(d_order[start]):
            d_blocks.append(_DrawBlock(start, [rows[d] for d in d_order[start:i]], tenpai[d_order[start]]))
            start = i
    del rows
    gd = d_new.__getitem__
    p_blocks = _blocks([list(map(gd, graph.choices[p])) for p in p_order], [pd[p] for p in p_order],
                       t_max - t_min)
    graph.choices = []
    d_at = [0] * (t_max - t_min + 2)  # states of depth <= k: a prefix of d_order
    for k in range(t_max - t_min + 1):
        d_at[k] = _prefix(dd, d_order, k)
    kept = [d_new[d] for d in keep]
    span = t_max - t_min + 1
    out = {d: ([0.0] * span, [0.0] * span, [0.0] * span) for d in keep}

    dc = [complex(1.0 if tenpai[d] else 0.0, 0.0) for d in d_order]
    de = [0.0] * len(dd)
    dten = list(map(_real, dc))
    dwin = list(map(_imag, dc))
    pc, pe = _choose(p_blocks, dten, dwin, de, t_max - t_min)
    _record(out, keep, kept, t_max - t_min, dten, dwin, de)
    for t in range(t_max - 1, t_min - 1, -1):
        inv = 1.0 / (total - t)
        n_active = d_at[t - t_min]
        new_c: list[complex] = []
        new_e: list[float] = []
        for block in d_blocks:
            if block.start >= n_active:
                break
            block.step(dc, de, pc, pe, inv, new_c, new_e)
        new_c.extend(dc[len(new_c):])
        new_e.extend(de[len(new_e):])
        dc, de = new_c, new_e
        dten = list(map(_real, dc))
        dwin = list(map(_imag, dc))
        pc, pe = _choose(p_blocks, dten, dwin, de, t - t_min)
        _record(out, keep, kept, t - t_min, dten, dwin, de)
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


Block = tuple[int, list[list[int]], list[int]]
"""Discard states in a row with the same number of choices, by depth: how many, the choices by column, and for
each turn from the first how many of them (a prefix) can be reached by then."""


def _blocks(choices: list[list[int]], depth: list[int], levels: int) -> list[Block]:
    """Cut the discard states (sorted by number of choices, then depth) into blocks of one number of choices."""
    out: list[Block] = []
    start = 0
    for i in range(1, len(choices) + 1):
        if i == len(choices) or len(choices[i]) != len(choices[start]):
            k = len(choices[start])
            rows = choices[start:i]
            depths = depth[start:i]
            active = [bisect_right(depths, level) for level in range(levels + 1)]
            out.append((i - start, [list(map(itemgetter(j), rows)) for j in range(k)], active))
            start = i
    return out


def _choose(blocks: list[Block], dten: list[float], dwin: list[float], dexp: list[float],
            level: int) -> tuple[list[complex], list[float]]:
    """The discard states' best choices (those of depth up to ``level`` at least; the others 0): tenpai + 1j * win
    chance, expected score; block by block, each column of choices read in one pass (the work stays in C)."""
    te: list[complex] = []
    ex: list[float] = []
    gt = dten.__getitem__
    gw = dwin.__getitem__
    ge = dexp.__getitem__
    for size, cols, active in blocks:
        n = active[level]
        if n and cols:
            if n < size:
                cols = [c[:n] for c in cols]
            if len(cols) > 1:
                # the maxima column by column: "x if x >= y else y" is max(x, y) for numbers (no NaN here), and
                # the interpreter's float compare is cheaper than a call of max (which parses its arguments)
                first = cols[0]
                bt = list(map(gt, first))
                bw = list(map(gw, first))
                be = list(map(ge, first))
                for c in cols[1:]:
                    bt = [x if x >= y else y for x, y in zip(bt, map(gt, c), strict=True)]
                    bw = [x if x >= y else y for x, y in zip(bw, map(gw, c), strict=True)]
                    be = [x if x >= y else y for x, y in zip(be, map(ge, c), strict=True)]
                te.extend(map(complex, bt, bw))
                ex.extend(be)
            else:
                te.extend(map(complex, map(gt, cols[0]), map(gw, cols[0])))
                ex.extend(map(ge, cols[0]))
        else:  # nothing to choose (a complete start hand, shanten down off) or none reached yet
            n = 0
        if n < size:
            te.extend(repeat(0j, size - n))
            ex.extend(repeat(0.0, size - n))
    return te, ex


def _record(out: dict[int, Series], keep: list[int], kept: list[int], i: int, dten: list[float],
            dwin: list[float], dexp: list[float]) -> None:
    for d, k in zip(keep, kept, strict=True):
        a, b, c = out[d]
        a[i] = dten[k]
        b[i] = dwin[k]
        c[i] = dexp[k]
