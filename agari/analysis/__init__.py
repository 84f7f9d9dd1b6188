"""Hand analysis on tile counts, shared by the games: ukeire (tiles that help) and the discard table.

Imports ``agari.core`` only."""
