"""Riichi (Japanese) mahjong: rules and presets, validation, yaku, fu, points, scoring and its analysis.

Imports ``agari.core`` and ``agari.analysis``; never a front end."""
