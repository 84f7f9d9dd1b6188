"""The shared core of every game: tiles, notation, errors, the split search and the shanten tables.

Imports nothing of agari outside ``agari.core``."""
