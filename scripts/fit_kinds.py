"""Fit the preference of each decision kind other than a discard (riichi, call, kan) on a corpus's train part.

    python scripts/fit_kinds.py extract CORPUS [--jobs 2]   # every decision's options and features, cached
    python scripts/fit_kinds.py fit CORPUS                  # fit on train, report valid, write kind_weights.py

``extract`` walks every game of the corpus (``scripts/corpus_split.py``: train, valid, test by a hash of the log id)
with ``agari.judge.kinds.choices`` and caches each decision (kind, action, options, each option's named features)
under ``.cache/kinds/<part>.jsonl``.  ``fit`` fits one conditional logit per kind (the player's option against the
others of the decision; not acting scores 0) with an L2 penalty chosen on the valid part, and writes
``agari/judge/kind_weights.py`` stamped with the source, the counts and the date.  NumPy is needed only here.
"""

from __future__ import annotations

import argparse
import datetime
import gzip
import json
import os
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from corpus_split import PARTS, games, part  # noqa: E402

from agari.judge.kinds import choices  # noqa: E402
from agari.logs import read_log  # noqa: E402

CACHE = ROOT / ".cache" / "kinds"
KINDS = ("riichi", "call", "kan")
PENALTIES = (0.01, 0.1, 1.0, 10.0)


def read(path: Path) -> Any:
    data = path.read_bytes()
    if path.suffix == ".gz":
        data = gzip.decompress(data)
    return read_log(data)


ONLY: frozenset[str] = frozenset(KINDS)


def game_rows(path: str) -> list[dict[str, Any]]:
    """Every riichi, call and kan decision of one game, as the cache keeps it."""
    try:
        game = read(Path(path))
    except Exception as exc:  # noqa: BLE001 - one bad log never stops the corpus
        print(f"{path}: {exc}", file=sys.stderr)
        return []
    out = []
    for c in choices(game, kinds=ONLY):
        out.append({"game": Path(path).name, "players": game.players, "length": game.rule.length,
                    "kind": c.kind, "action": c.action, "options": list(c.options),
                    "features": [dict(f) for f in c.features], "points": [round(p, 1) for p in c.points]})
    return out


def extract(corpus: str, jobs: int, only: frozenset[str]) -> None:
    """Extract every decision of the kinds ``only``; the cached decisions of the other kinds are kept."""
    global ONLY
    ONLY = only
    CACHE.mkdir(parents=True, exist_ok=True)
    files = games(corpus)
    kept = {p: [r for r in load(p) if r["kind"] not in only] if (CACHE / f"{p}.jsonl").exists() else [] for p in PARTS}
    outs = {p: open(CACHE / f"{p}.jsonl", "w") for p in PARTS}  # noqa: SIM115 - one file per part, closed below
    for p, rows in kept.items():
        for r in rows:
            outs[p].write(json.dumps(r) + "\n")
    with ProcessPoolExecutor(jobs) as pool:
        for f, rows in zip(files, pool.map(game_rows, [str(f) for f in files], chunksize=4), strict=True):
            out = outs[part(f)]
            for r in rows:
                out.write(json.dumps(r) + "\n")
    for o in outs.values():
        o.close()
    print(f"extracted {len(files)} games into {CACHE}")


def load(which: str, kind: str | None = None) -> list[dict[str, Any]]:
    with open(CACHE / f"{which}.jsonl") as f:
        rows = [json.loads(line) for line in f]
    return [r for r in rows if kind is None or r["kind"] == kind]


def names_of(rows: Sequence[dict[str, Any]]) -> list[str]:
    seen: dict[str, None] = {}
    for r in rows:
        for f in r["features"]:
            seen.update(dict.fromkeys(f))
    return list(seen)


def fit_kind(rows: Sequence[dict[str, Any]], names: list[str], penalty: float) -> dict[str, float]:
    """A conditional logit: each option's score the bias plus features times weights, not acting 0; Newton steps."""
    import numpy as np

    k = len(names) + 1
    index = {n: i + 1 for i, n in enumerate(names)}
    m = max(len(r["options"]) for r in rows)
    x = np.zeros((len(rows), m, k))
    mask = np.zeros((len(rows), m), dtype=bool)
    y = np.zeros(len(rows), dtype=int)
    for j, r in enumerate(rows):
        mask[j, :len(r["options"])] = True
        for i, f in enumerate(r["features"]):
            if i == 0:
                continue
            x[j, i, 0] = 1.0
            for n, v in f.items():
                x[j, i, index[n]] = v
        y[j] = r["options"].index(r["action"]) if r["action"] in r["options"] else 0
    w = np.zeros(k)
    chosen = x[np.arange(len(rows)), y]
    for _ in range(30):
        z = np.where(mask, x @ w, -np.inf)
        p = np.exp(z - z.max(axis=1, keepdims=True))
        p /= p.sum(axis=1, keepdims=True)
        mean = np.einsum("jo,jok->jk", p, x)
        grad = (chosen - mean).sum(axis=0) - penalty * w
        grad[0] += penalty * w[0]
        second = np.einsum("jo,jok,jol->kl", p, x, x) - mean.T @ mean
        hess = -second - penalty * np.eye(k)
        hess[0, 0] += penalty - 1e-6
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-6:
            break
    out = {"bias": float(w[0])}
    out.update({n: float(v) for n, v in zip(names, w[1:], strict=True)})
    return out


def predict(weights: dict[str, float], r: dict[str, Any]) -> str:
    scores = [0.0 if i == 0 else weights.get("bias", 0.0) + sum(weights.get(n, 0.0) * v for n, v in f.items())
              for i, f in enumerate(r["features"])]
    return str(r["options"][max(range(len(scores)), key=scores.__getitem__)])


def agreement(weights: dict[str, float], rows: Sequence[dict[str, Any]]) -> float:
    return sum(1 for r in rows if predict(weights, r) == r["action"]) / max(1, len(rows))


def fit(corpus: str) -> None:
    tables: dict[str, dict[str, float]] = {}
    counts: dict[str, int] = {}
    for kind in KINDS:
        train = load("train", kind)
        valid = load("valid", kind)
        names = names_of(train)
        best = None
        for pen in PENALTIES:
            w = fit_kind(train, names, pen)
            a = agreement(w, valid)
            print(f"{kind}: penalty {pen}: train {agreement(w, train):.4f} valid {a:.4f}")
            if best is None or a > best[0] + 1e-9:
                best = (a, pen, w)
        assert best is not None
        print(f"{kind}: penalty {best[1]} chosen ({len(train)} train decisions, valid {best[0]:.4f})")
        tables[kind] = {n: round(v, 4) for n, v in best[2].items()}
        counts[kind] = len(train)
    write(tables, counts, corpus)


def write(tables: dict[str, dict[str, float]], counts: dict[str, int], corpus: str) -> None:
    today = datetime.date.today().isoformat()
    lines = ['"""The fitted weights of each decision kind\'s preference (riichi, call, kan): generated by',
             "``scripts/fit_kinds.py fit`` (do not edit by hand) on " + today + " from the train part of the",
             f"Phoenix corpus of 2020 ({Path(corpus).name}, scripts/corpus_split.py):",
             ", ".join(f"{counts[k]:,} {k} decisions" for k in KINDS) + '."""', "",
             "WEIGHTS: dict[str, dict[str, float]] = {"]
    for kind in KINDS:
        lines.append(f"    {kind!r}: {{")
        lines += [f"        {n!r}: {v}," for n, v in tables[kind].items()]
        lines.append("    },")
    lines.append("}")
    (ROOT / "agari" / "judge" / "kind_weights.py").write_text("\n".join(lines) + "\n")
    print("wrote agari/judge/kind_weights.py")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("step", choices=("extract", "fit"))
    ap.add_argument("corpus")
    ap.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1))
    ap.add_argument("--kinds", default=",".join(KINDS), help="extract only these kinds (the others' cache kept)")
    a = ap.parse_args(argv)
    if a.step == "extract":
        extract(a.corpus, a.jobs, frozenset(a.kinds.split(",")))
    else:
        fit(a.corpus)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
