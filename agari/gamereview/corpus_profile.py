"""The profile of every player of the Phoenix corpus together: a placeholder until ``scripts/profile_corpus.py``
writes this file (do not edit by hand)."""

from typing import Any

PROFILE: dict[str, Any] = {}
