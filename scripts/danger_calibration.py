"""The danger model against real logs: every discard made into a declared riichi, predicted against what happened.

    python scripts/danger_calibration.py          # the tables of docs/danger.md (tuning logs, logs kept aside)
    python scripts/danger_calibration.py --fit    # the Brier score of the tuning logs for each value of PUSHED

Prints, for the tuning logs and for the logs kept aside: the number of discards and deal-ins, the Brier score of
the model and of the naive baseline (every tile that is not genbutsu equally dangerous, at the tuning logs'
rate), the discards in bins of predicted chance (mean predicted, observed), and the same by the player's category
of the tile (genbutsu, suji, ...).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from agari.danger import figures  # noqa: E402
from agari.danger.calibrate import HELD_OUT, TUNING, Record, baseline_rate, bins, brier, collect, files  # noqa: E402

CATEGORIES = ("genbutsu", "no-chance", "suji", "honor", "one-chance", "half-suji", "non-suji")


def table(name: str, recs: list[Record], rate: float) -> list[str]:
    """The lines of one set's tables (Markdown)."""
    hits = sum(r.dealt_in for r in recs)
    live = [r for r in recs if not r.genbutsu]
    model, base = brier(recs), brier(recs, rate)
    out = [f"### {name}: {len(recs)} discards into a riichi, {hits} dealt in", "",
           f"Brier score: model {model:.5f}, naive baseline {base:.5f} ({(base - model) / base * 100:+.1f} %); "
           f"of the {len(live)} that are not genbutsu: model {brier(live):.5f}, baseline {brier(live, rate):.5f}", "",
           "| predicted | discards | mean predicted | dealt in | observed |", "|---|---|---|---|---|"]
    for b in bins(recs):
        label = "0 (safe)" if b.low == 0 else f"{b.low * 100:g}-{min(b.high, 1) * 100:g} %"
        out.append(f"| {label} | {b.discards} | {b.predicted * 100:.1f} % | {b.deal_ins} | {b.observed * 100:.1f} % |")
    out += ["", "| category | discards | mean predicted | dealt in | observed |", "|---|---|---|---|---|"]
    for c in CATEGORIES:
        inside = [r for r in recs if r.category == c]
        if inside:
            mean = sum(r.chance for r in inside) / len(inside)
            dealt = sum(r.dealt_in for r in inside)
            out.append(f"| {c} | {len(inside)} | {mean * 100:.1f} % | {dealt} | {dealt / len(inside) * 100:.1f} % |")
    return out + [""]


def main(argv: list[str]) -> int:
    tuning = collect(files(TUNING, ROOT))
    if "--fit" in argv:
        rate = baseline_rate(tuning)
        print(f"baseline (rate {rate:.4f}): {brier(tuning, rate):.6f}")
        for tenth in range(4, 13):
            scale = tenth / 10 / figures.PUSHED
            score = sum((min(1.0, r.chance * scale) - r.dealt_in) ** 2 for r in tuning) / len(tuning)
            print(f"PUSHED {tenth / 10:.1f}: {score:.6f}")
        return 0
    held = collect(files(HELD_OUT, ROOT))
    rate = baseline_rate(tuning)
    print(f"naive baseline: {rate * 100:.2f} % for every tile that is not genbutsu (the tuning logs' rate)\n")
    print("\n".join(table("Tuning logs (tests/logs/tenhou)", tuning, rate)))
    print("\n".join(table("Logs kept aside", held, rate)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
