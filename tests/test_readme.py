"""README.md stays true: its Python examples run as doctests and its `agari` examples print what it shows."""

from __future__ import annotations

import doctest
import re
import shlex
from pathlib import Path

import pytest

from agari.frontends.cli import main

README = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")


def blocks(lang: str) -> list[str]:
    return re.findall(rf"```{lang}\n(.*?)```", README, flags=re.S)


def console_examples() -> list[tuple[str, str]]:
    """(arguments, expected output) for every `$ agari ...` line without shell redirection."""
    out: list[tuple[str, str]] = []
    for block in blocks("console"):
        for chunk in re.split(r"^\$ ", block, flags=re.M)[1:]:
            command, _, expected = chunk.partition("\n")
            if command.startswith("agari ") and not re.search(r"[<>|]", command):
                out.append((command.removeprefix("agari "), expected))
    return out


def test_python_examples() -> None:
    (block,) = blocks("python")
    test = doctest.DocTestParser().get_doctest(block, {}, "README", "README.md", 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.failures == 0 and runner.tries >= 5


@pytest.mark.parametrize(("args", "expected"), console_examples())
def test_console_examples(args: str, expected: str, capsys: pytest.CaptureFixture[str]) -> None:
    code = main([*shlex.split(args), "--no-color"])
    captured = capsys.readouterr()
    assert (captured.out + captured.err).rstrip() == expected.rstrip()
    not_scored = captured.err.startswith(("agari: no yaku", "agari: not a winning hand"))
    assert code == (0 if not captured.err else 1 if not_scored else 2)  # 1: a valid hand that does not score


def test_console_examples_found() -> None:
    assert len(console_examples()) >= 3
