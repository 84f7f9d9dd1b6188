"""Fit the judge's preference weights (agari/judge/weights.py) to the discards of real games.

    python scripts/judge_corpus.py extract CORPUS   # once: judge every free discard (CORPUS=path/to/phoenix-2020)
    python scripts/fit_judge.py                     # fit on the train part, write agari/judge/weights.py
    python scripts/fit_judge.py --valid             # the fit's figures on the valid part (writes nothing)
    python scripts/fit_judge.py --curve             # the learning curve: valid agreement by train games
    python scripts/fit_judge.py --drop NAME,...     # the valid figures without some features (a choice)

Needs NumPy (``pip install numpy``); the engine itself does not (it only reads the table this writes).

The decisions come from scripts/judge_corpus.py's cache: every free discard of the corpus and of the project's
own logs, judged by value alone, each candidate described by agari/judge/features.py (read here, at fit time, by
the engine's own code; each feature's column is cached under ``.cache/judge-columns/``).  The games of the
corpus's ``train`` part (scripts/corpus_split.py) and the project's training logs (scripts/agreement.py's
TRAINING) are fitted on; every choice is made on the ``valid`` part; the ``test`` part and tests/logs/phoenix are
never read here.  One multinomial logit (a softmax over the decision's candidates) per group
(agari/judge/preference.py's ``group``), fitted by Newton's method with an L2 penalty.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from datetime import date
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from judge_corpus import CACHE, load  # noqa: E402

from agari.judge.features import FEATURES, NAMES, Context, Feature, Weighed  # noqa: E402
from agari.judge.preference import BANDS, CAUTION, EARLY, group  # noqa: E402
from agari.judge.standing import Standing  # noqa: E402

L2 = 1e-4
"""The penalty on the weights' squares, per decision (chosen on the valid part)."""
COLUMNS = ROOT / ".cache" / "judge-columns"
OUT = ROOT / "agari/judge/weights.py"
TRAIN_LOCAL = ("tests_logs_tenhou", "tests_logs_mjx", "tests_logs_mjai-reviewer", "tests_logs_corpus_mjai-reviewer",
               "tests_logs_corpus_mjx-rounds", "tests_logs_corpus_mjai-reviewer3p")
"""The project's own training logs (scripts/agreement.py's TRAINING), as judge_corpus.py names their folders."""
JOBS = 2
"""Processes reading the feature columns (the machine is shared)."""
CURVE = (50, 100, 200, 0)
"""The learning curve's numbers of four-player train games (0: all)."""


def context_of(d: dict[str, Any]) -> Context:
    c = [tuple(x) if isinstance(x, list) else x for x in d["context"]]
    st = d["standing"]
    standing = Standing(*[tuple(x) if isinstance(x, list) else x for x in st]) if st else None
    return Context(*c, standing=standing)


class Data:
    """Every cached decision: one row per candidate (the features' columns), one entry per decision."""

    def __init__(self) -> None:
        import numpy as np

        self.meta: list[tuple[str, str, str]] = []
        """Per game: (its part: train/valid/test/aside, its kind: 4p/4p-east/3p, its name)."""
        game, start, count, pick, low, riichi, groups, draws = [], [], [], [], [], [], [], []
        self.records: list[list[dict[str, Any]]] = []
        n = 0
        self.files: list[Path] = []
        for sub, path, rec in load(with_path=True):
            self.files.append(path)
            if sub.startswith("corpus/"):
                where = rec["part"]
            elif sub in TRAIN_LOCAL:
                where = "train-local"
            else:
                where = "aside"
            kind = rec["decisions"][0]["kind"] if rec["decisions"] else sub
            self.meta.append((where, kind, rec["file"]))
            self.records.append(rec["decisions"])
            for d in rec["decisions"]:
                ctx = context_of(d)
                game.append(len(self.meta) - 1)
                start.append(n)
                count.append(len(d["candidates"]))
                pick.append(d["pick"])
                low.append(ctx.low)
                riichi.append(ctx.threatened)
                draws.append(ctx.draws)
                groups.append(group(ctx))
                n += len(d["candidates"])
        self.game = np.array(game)
        self.start = np.array(start)
        self.count = np.array(count)
        self.pick = np.array(pick)
        self.low = np.array(low)
        self.riichi = np.array(riichi)
        self.draws = np.array(draws)
        self.group = np.array(groups)
        self.rows = n
        self.owner = np.repeat(np.arange(len(start)), self.count)
        """Per row: its decision."""
        self.back = np.zeros(n, dtype=np.float32)
        """Per row: shanten more than the fastest discard (two at most)."""
        i = 0
        for decs in self.records:
            for d in decs:
                lo = min(w[3] for w in d["candidates"])
                for w in d["candidates"]:
                    self.back[i] = min(w[3] - lo, 2)
                    i += 1

    def kind(self) -> Any:
        import numpy as np

        return np.array([self.meta[g][1] for g in self.game])

    def part(self) -> Any:
        import numpy as np

        return np.array([self.meta[g][0] for g in self.game])

    def columns(self, features: Sequence[Feature] = FEATURES) -> Any:
        """The rows × features matrix (float32), each game's columns cached by the features' code."""
        import numpy as np

        keys = [f"{f.name}-{feature_key(f)}" for f in features]
        start = time.perf_counter()
        with ProcessPoolExecutor(JOBS) as pool:
            parts = list(pool.map(_columns, [(str(f), keys) for f in self.files], chunksize=8))
        print(f"[feature columns read in {time.perf_counter() - start:.0f} s]", file=sys.stderr)
        return np.concatenate(parts) if parts else np.zeros((0, len(keys)), dtype=np.float32)


def feature_key(f: Feature) -> str:
    """A short hash of a feature's code (its column is read again when it changes)."""
    code = f.read.__code__
    return hashlib.sha256(code.co_code + repr(code.co_consts).encode() + repr(code.co_names).encode()
                          ).hexdigest()[:10]


def _columns(job: tuple[str, list[str]]) -> Any:
    """Some features' columns of one cached game (a worker's task), kept beside the game's cache file."""
    import gzip
    import json

    import numpy as np

    path, keys = job
    os.nice(5)
    store = COLUMNS / (str(Path(path).relative_to(CACHE)).removesuffix(".json.gz") + ".npz")
    have: dict[str, Any] = dict(np.load(store)) if store.exists() else {}
    todo = [k for k in keys if k not in have]
    if todo:
        with gzip.open(path, "rt", encoding="utf-8") as h:
            decs = json.load(h)["decisions"]
        by_key = {f"{f.name}-{feature_key(f)}": f.read for f in FEATURES}
        reads = [by_key[k] for k in todo]
        out = []
        for d in decs:
            ctx = context_of(d)
            for w in d["candidates"]:
                ww = Weighed(*w)
                out.append([r(ctx, ww) for r in reads])
        new = np.array(out, dtype=np.float32).reshape(len(out), len(reads))
        have.update({k: new[:, i] for i, k in enumerate(todo)})
        store.parent.mkdir(parents=True, exist_ok=True)
        tmp = store.with_name(store.name + ".tmp.npz")
        np.savez(tmp, **have)
        tmp.replace(store)
    return np.stack([have[k] for k in keys], axis=1)


def softmax(data: Data, rows: Any, scores: Any) -> Any:
    """Each row's chance within its decision (``rows``: the row indices of whole decisions, in order)."""
    import numpy as np

    owner = data.owner[rows]
    top = np.full(owner.max() + 1, -np.inf)
    np.maximum.at(top, owner, scores)
    e = np.exp(scores - top[owner])
    total = np.bincount(owner, weights=e, minlength=len(top))
    return e / total[owner]


def rows_of(data: Data, decisions: Any) -> Any:
    """The row indices of some decisions (sorted)."""
    import numpy as np

    return np.concatenate([np.arange(s, s + c) for s, c in zip(data.start[decisions], data.count[decisions],
                                                              strict=True)]) if len(decisions) else np.array([], int)


def fit(data: Data, x: Any, decisions: Any, l2: float = L2, offset: Any = None) -> Any:
    """One group's weights: the softmax's log-likelihood over ``decisions`` less the L2 penalty, by Newton's
    method (``offset``: a fixed score added per row, e.g. the caution)."""
    import numpy as np

    rows = rows_of(data, decisions)
    xs = x[rows].astype(np.float32)
    owner = np.searchsorted(decisions, data.owner[rows])
    picked = data.start[decisions] + data.pick[decisions]
    target = np.zeros(len(rows))
    target[np.searchsorted(rows, picked)] = 1.0
    off = offset[rows] if offset is not None else 0.0
    n = len(decisions)
    nf = x.shape[1]

    heads = np.flatnonzero(np.r_[True, owner[1:] != owner[:-1]])

    def state(w: Any) -> tuple[float, Any]:
        s = xs @ w + off
        top = np.maximum.reduceat(s, heads)
        e = np.exp(s - top[owner])
        total = np.add.reduceat(e, heads)
        p = e / total[owner]
        loss = float(-(s - top[owner] - np.log(total[owner]))[target > 0].sum() / n + l2 / 2 * w @ w)
        return loss, p

    w = np.zeros(nf)
    loss, p = state(w)
    for _ in range(20):  # Newton's method, each step halved until the loss falls
        grad = xs.T @ (p - target) / n + l2 * w
        m = np.add.reduceat(p[:, None] * xs, heads)
        hess = (xs.T @ (p[:, None] * xs) - m.T @ m) / n + l2 * np.eye(nf)
        step = np.linalg.solve(hess, grad)
        t = 1.0
        while t > 1e-4:
            new, q = state(w - t * step)
            if new <= loss:
                break
            t /= 2
        else:
            break
        w, done = w - t * step, loss - new < 1e-6
        loss, p = new, q
        if done:
            break
    return w


def groups_of(data: Data) -> list[str]:
    return sorted(set(data.group.tolist()))


def fit_all(data: Data, x: Any, train: Any, l2: float = L2, caution: float = CAUTION) -> dict[str, Any]:
    """Every group's weights, fitted on the decisions ``train`` (a boolean mask)."""
    import numpy as np

    off = caution * data.back * data.riichi[data.owner]
    out = {}
    for g in groups_of(data):
        decisions = np.flatnonzero(train & (data.group == g))
        if len(decisions):
            out[g] = fit(data, x, decisions, l2, off)
    return out


def figures(data: Data, x: Any, weights: dict[str, Any], mask: Any, caution: float = CAUTION) -> dict[str, Any]:
    """Agreement, log-loss, calibration error and bad moves over the decisions of ``mask``."""
    import numpy as np

    decisions = np.flatnonzero(mask)
    rows = rows_of(data, decisions)
    s = np.zeros(len(rows))
    owner = data.owner[rows]
    for g, w in weights.items():
        sel = data.group[owner] == g
        s[sel] = x[rows[sel]] @ w
    s += caution * data.back[rows] * data.riichi[owner]
    p = softmax(data, rows, s)
    local = np.searchsorted(decisions, owner)
    best = np.full(len(decisions), -1.0)
    np.maximum.at(best, local, p)
    first = np.full(len(decisions), len(rows))
    idx = np.flatnonzero(p >= best[local] - 1e-12)
    np.minimum.at(first, local[idx], idx)  # the first row reaching the decision's best chance is its choice
    pos = data.start[decisions] + data.pick[decisions]
    picked = np.searchsorted(rows, pos)
    hit = first == picked
    pp = p[picked]
    out = {"n": len(decisions), "agree": float(hit.mean()) if len(decisions) else 0.0,
           "logloss": float(-np.log(np.maximum(pp, 1e-12)).mean()) if len(decisions) else 0.0,
           "bad": float((pp < 0.05).mean()) if len(decisions) else 0.0}
    bins = np.minimum((best * 10).astype(int), 9)
    table, err = [], 0.0
    for b in range(10):
        sel = bins == b
        if sel.any():
            table.append((b, int(sel.sum()), float(best[sel].mean()), float(hit[sel].mean())))
            err += sel.sum() * abs(best[sel].mean() - hit[sel].mean())
    out["calibration"] = table
    out["ece"] = err / max(1, len(decisions))
    return out


def weights_table(table: dict[str, dict[str, float]]) -> dict[str, Any]:
    """A weights module's table as arrays in the order of NAMES (a feature it lacks weighs 0)."""
    import numpy as np

    return {g: np.array([w.get(n, 0.0) for n in NAMES]) for g, w in table.items()}


def report(data: Data, x: Any, weights: dict[str, Any], part: str, caution: float = CAUTION,
           groups: Any = None) -> list[str]:
    """The figures of one part (Markdown rows): by kind of game, group and shanten, the calibration deciles."""
    import numpy as np

    if groups is not None:
        saved, data.group = data.group, groups
    where = data.part() == part
    kinds = data.kind()
    early = data.draws < EARLY
    out = ["| decisions | n | agreement | log-loss | calibration error | bad moves |", "|---|---|---|---|---|---|"]
    cal: list[tuple[int, int, float, float]] = []
    for kind in ("4p", "4p-east", "3p"):
        k = where & (kinds == kind)
        if not k.any():
            continue
        rows = [(kind, k), (f"{kind} under riichi", k & data.riichi), (f"{kind} calm early", k & ~data.riichi & early),
                (f"{kind} calm late", k & ~data.riichi & ~early)]
        rows += [(f"{kind} {b}", k & (np.minimum(data.low, 3) == i)) for i, b in enumerate(BANDS)]
        for name, m in rows:
            f = figures(data, x, weights, m, caution)
            if name == kind:
                cal = f["calibration"] if kind == "4p" else cal
            out.append(f"| {name} | {f['n']} | {f['agree']:.1%} | {f['logloss']:.3f} | {f['ece'] * 100:.1f} | "
                       f"{f['bad']:.1%} |")
    out += ["", "| the judge's chance for its choice | decisions (4p) | mean chance | agreement |", "|---|---|---|---|"]
    out += [f"| {b / 10:.1f}-{(b + 1) / 10:.1f} | {n} | {c:.1%} | {a:.1%} |" for b, n, c, a in cal]
    if groups is not None:
        data.group = saved
    return out


def train_mask(data: Data, kinds: Sequence[str] | None = None, games: int = 0) -> Any:
    """The decisions fitted on: the train part's (and the project's training logs), at most ``games`` 4p games."""
    import numpy as np

    parts = data.part()
    mask = (parts == "train") | (parts == "train-local")
    if games:  # the learning curve: the first ``games`` four-player train games only
        chosen = [i for i, (p, k, _) in enumerate(data.meta) if p == "train" and k == "4p"][:games]
        mask = np.isin(data.game, chosen)
    return mask


def write(weights: dict[str, Any], data: Data, mask: Any) -> None:
    import numpy as np

    games = sorted({data.meta[g] for g in np.unique(data.game[mask])})
    kinds: dict[str, int] = {}
    for _, k, _ in games:
        kinds[k] = kinds.get(k, 0) + 1
    counts = ", ".join(f"{n} {k}" for k, n in sorted(kinds.items()))
    lines = ['"""The preference weights of agari.judge.preference, one table per group of decisions: generated by',
             f"``scripts/fit_judge.py`` on {date.today().isoformat()} (do not edit by hand) from {int(mask.sum())} "
             "free discards of", f"{len(games)} real games ({counts}): the train part of the Phoenix 2020 corpus "
             "(scripts/corpus_split.py) and the", "project's training logs (scripts/agreement.py's TRAINING).",
             '"""', "", "WEIGHTS: dict[str, dict[str, float]] = {"]
    for g, w in weights.items():
        lines.append(f"    {g!r}: {{")
        lines += [f"        {n!r}: {round(float(v), 4)!r}," for n, v in zip(NAMES, w, strict=True)]
        lines.append("    },")
    lines.append("}")
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")


def baseline() -> tuple[dict[str, Any], Any]:
    """The weights before the corpus (git's HEAD~ of agari/judge/weights.py at the commit before this fit) and
    their groups: riichi, calm early, calm late."""
    import subprocess

    text = subprocess.run(["git", "show", f"{BASELINE}:agari/judge/weights.py"], cwd=ROOT, capture_output=True,
                          text=True, check=True).stdout
    space: dict[str, Any] = {}
    exec(text, space)
    return weights_table(space["WEIGHTS"]), None


BASELINE = "5075a59"
"""The commit whose weights are today's (fitted on the project's 44 logs), for --baseline."""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--valid", action="store_true", help="fit, then the figures on the valid part; write nothing")
    parser.add_argument("--report", choices=("train", "valid", "test", "aside"),
                        help="the figures of agari/judge/weights.py on one part (test: once the choices are made)")
    parser.add_argument("--baseline", action="store_true", help="with --report: the weights before the corpus")
    parser.add_argument("--curve", action="store_true", help="the learning curve on the valid part")
    parser.add_argument("--drop", default="", help="features left out (comma-separated), with --valid")
    parser.add_argument("--l2", type=float, default=L2)
    parser.add_argument("--caution", type=float, default=CAUTION)
    args = parser.parse_args(argv)
    if not CACHE.exists():
        print("fit_judge: no decisions cached; run scripts/judge_corpus.py extract CORPUS first", file=sys.stderr)
        return 2
    import numpy as np

    data = Data()
    keep = [f for f in FEATURES if f.name not in args.drop.split(",")]
    x = data.columns(FEATURES)
    if args.drop:
        x = x[:, [NAMES.index(f.name) for f in keep]]
    if args.report:
        if args.baseline:
            w, _ = baseline()
            old = np.where(data.riichi, "riichi", np.where(data.draws < EARLY, "calm early", "calm late"))
            print("\n".join(report(data, x, w, args.report, args.caution, old)))
        else:
            from agari.judge.weights import WEIGHTS

            print("\n".join(report(data, x, weights_table(WEIGHTS), args.report, args.caution)))
        return 0
    if args.curve:
        n4 = sum(1 for p, k, _ in data.meta if p == "train" and k == "4p")
        print("| four-player train games | decisions | valid agreement (4p) | valid log-loss |\n|---|---|---|---|")
        for games in CURVE:
            mask = train_mask(data, games=games or n4)
            w = fit_all(data, x, mask, args.l2, args.caution)
            f = figures(data, x, w, (data.part() == "valid") & (data.kind() == "4p"), args.caution)
            print(f"| {games or n4} | {int(mask.sum())} | {f['agree']:.1%} | {f['logloss']:.3f} |", flush=True)
        return 0
    mask = train_mask(data)
    w = fit_all(data, x, mask, args.l2, args.caution)
    if args.valid:
        print("\n".join(report(data, x, w, "valid", args.caution)))
        return 0
    if args.drop:
        print("fit_judge: --drop only with --valid (the weights file holds every feature)", file=sys.stderr)
        return 2
    write(w, data, mask)
    print(f"wrote {OUT.relative_to(ROOT)} from {int(mask.sum())} decisions")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
