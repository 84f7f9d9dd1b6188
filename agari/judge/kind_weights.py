"""The fitted weights of each decision kind's preference (riichi, call, kan): a placeholder until
``scripts/fit_kinds.py`` writes this file (do not edit by hand)."""

WEIGHTS: dict[str, dict[str, float]] = {
    "riichi": {"bias": 1.5},
    "call": {"bias": -2.0, "yakuhai": 3.0, "step": 1.0},
    "kan": {"bias": 1.5},
}
