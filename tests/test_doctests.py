"""The examples in the engine's docstrings are true."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import agari

MODULES = sorted(m.name for m in pkgutil.iter_modules(agari.__path__, "agari.") if m.name != "agari.__main__")


@pytest.mark.parametrize("name", ["agari", *MODULES])
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(name)
    failed, _ = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert failed == 0
