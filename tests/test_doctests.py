"""The examples in the engine's docstrings are true."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import agari

MODULES = sorted(m.name for m in pkgutil.walk_packages(agari.__path__, "agari.") if not m.name.endswith("__main__"))
"""Every module of the engine, subpackages included (``agari.riichi.scoring``, ``agari.frontends.batch``...)."""


@pytest.mark.parametrize("name", ["agari", *MODULES])
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(name)
    failed, _ = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert failed == 0


def test_the_walk_reaches_the_subpackages() -> None:
    assert {"agari.frontends.batch", "agari.riichi.scoring", "agari.fujian.score", "agari.small.score"} <= set(MODULES)
