"""Fit the judge's preference weights (agari/judge/weights.py) to the discards of real games.

    python scripts/fit_judge.py                 # fit on the training logs, write agari/judge/weights.py
    python scripts/fit_judge.py --cv            # grouped cross-validation on the training logs only (writes nothing)
    python scripts/fit_judge.py --cache F.json  # keep the features of every decision in F (reused when present)

Needs NumPy (``pip install numpy``); the engine itself does not (it only reads the table this writes).

For every free discard of the training logs (scripts/agreement.py's TRAINING), the judge weighs value alone
(``judge(..., prefer=False)``); each candidate's features (agari/judge/features.py) and the player's discard make
one example of a multinomial logit (a softmax over the decision's candidates), fitted per group
(agari/judge/preference.py: riichi, calm early, calm late) by gradient descent with an L2 penalty.  The logs kept
aside (scripts/agreement.py's KEPT_ASIDE) are never read here.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from agreement import TRAINING, log_files  # noqa: E402

from agari.judge import judge, moments  # noqa: E402
from agari.judge.features import NAMES, table  # noqa: E402
from agari.judge.judge import as_weighed  # noqa: E402
from agari.judge.preference import CAUTION, group  # noqa: E402
from agari.logs import read_log  # noqa: E402

L2 = 1e-3
"""The penalty on the weights' squares (chosen by --cv among 1e-3, 3e-3, 1e-2)."""
STEPS = 600
RATE = 0.5
FOLDS = 8
CV_L2 = (1e-3,)
OUT = ROOT / "agari/judge/weights.py"


def examples(paths: list[Path]) -> list[dict[str, Any]]:
    """One example per free discard whose tile is among the candidates: its file, group, rows and the pick."""
    out = []
    for path in paths:
        game = read_log(str(path))
        for m, watch in moments(game):
            j = judge(watch, m.seat, prefer=False)
            assert j.context is not None
            pick = next((i for i, c in enumerate(j.candidates) if c.tile.index == m.tile.index), None)
            if pick is None:
                continue
            out.append({"file": str(path.relative_to(ROOT)), "group": group(j.context), "pick": pick,
                        "rows": table(j.context, as_weighed(j.candidates))})
    return out


def fit(xs: list[Any], picks: list[int], l2: float = L2) -> Any:
    """The weights of one group: a softmax over each decision's candidates, fitted by gradient descent."""
    import numpy as np

    nf = len(NAMES)
    size = max(len(x) for x in xs)
    t = np.zeros((len(xs), size, nf))
    mask = np.full((len(xs), size), -1e9)
    for i, x in enumerate(xs):
        t[i, :len(x)] = x
        mask[i, :len(x)] = 0.0
    y = np.array(picks)
    w = np.zeros(nf)
    v = np.zeros(nf)
    for _ in range(STEPS):
        s = t @ w + mask
        s -= s.max(1, keepdims=True)
        p = np.exp(s)
        p /= p.sum(1, keepdims=True)
        grad = ((p[:, :, None] * t).sum(1) - t[np.arange(len(y)), y]).mean(0) + l2 * w
        v = 0.9 * v - RATE * grad
        w += v
    return w


def fit_groups(data: list[dict[str, Any]], l2: float = L2) -> dict[str, Any]:
    groups = sorted({d["group"] for d in data})
    return {g: fit([d["rows"] for d in data if d["group"] == g], [d["pick"] for d in data if d["group"] == g], l2)
            for g in groups}


def _back(row: list[float]) -> float:
    """How many shanten more than the fastest discard a candidate leaves (2 for two or more)."""
    return row[NAMES.index("shanten_back")] + 2 * row[NAMES.index("shanten_back_2")]


def cross_validate(data: list[dict[str, Any]]) -> None:
    """Agreement on held-out folds of logs: in all, under riichi, and the shanten-back verdicts under riichi."""
    import numpy as np

    files = sorted({d["file"] for d in data})
    folds = [set(files[i::FOLDS]) for i in range(FOLDS)]
    riichi = [d for d in data if d["group"] == "riichi"]
    base = sum(d["pick"] == 0 for d in data)
    base_back = sum(d["pick"] != 0 and _back(d["rows"][d["pick"]]) > _back(d["rows"][0]) for d in riichi)
    print(f"{len(data)} decisions, {len(files)} logs; the value judge's choice: {base / len(data):.1%}, "
          f"under riichi {sum(d['pick'] == 0 for d in riichi) / len(riichi):.1%}, {base_back} shanten back")
    for l2 in CV_L2:
        n = r = back = 0
        for f in folds:
            w = fit_groups([d for d in data if d["file"] not in f], l2)
            for d in data:
                if d["file"] not in f or d["group"] not in w:
                    continue
                score = np.array(d["rows"]) @ w[d["group"]]
                if d["group"] == "riichi":
                    score = score + CAUTION * np.array([min(_back(x), 2) for x in d["rows"]])
                best = int(np.argmax(score))
                n += best == d["pick"]
                if d["group"] == "riichi":
                    r += best == d["pick"]
                    back += best != d["pick"] and _back(d["rows"][d["pick"]]) > _back(d["rows"][best])
        print(f"l2 {l2:g}: {n / len(data):.1%} on the held-out folds, under riichi {r / len(riichi):.1%}, "
              f"{back} shanten back")


def write(weights: dict[str, Any], data: list[dict[str, Any]]) -> None:
    files = sorted({d["file"].rsplit("/", 1)[0] for d in data})
    lines = ['"""The preference weights of agari.judge.preference, one table per group of decisions: generated by',
             "``scripts/fit_judge.py`` (do not edit by hand) from "
             f"{len(data)} free discards of real games in", *[f"{f}," for f in files[:-1]], f"{files[-1]}.", '"""', "",
             "WEIGHTS: dict[str, dict[str, float]] = {"]
    for g, w in weights.items():
        lines.append(f"    {g!r}: {{")
        lines += [f"        {n!r}: {round(float(x), 4)!r}," for n, x in zip(NAMES, w, strict=True)]
        lines.append("    },")
    lines.append("}")
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cv", action="store_true", help="cross-validate on the training logs, write nothing")
    parser.add_argument("--cache", type=Path, help="a JSON file keeping every decision's features")
    args = parser.parse_args(argv)
    if args.cache and args.cache.exists():
        data = json.loads(args.cache.read_text(encoding="utf-8"))
    else:
        data = examples(log_files(TRAINING))
        if args.cache:
            args.cache.write_text(json.dumps(data), encoding="utf-8")
    if args.cv:
        cross_validate(data)
        return 0
    write(fit_groups(data), data)
    print(f"wrote {OUT.relative_to(ROOT)} from {len(data)} decisions")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
