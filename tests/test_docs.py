"""The docs stay true: every example in README.md and docs/*.md is run, and the tables that restate the code are
compared with it.

- A ```console block is a terminal session run in a fresh folder: each `$ agari ...` line is run (in process, by
  `agari.frontends.cli.main`) and must print exactly the lines under it, with the exit status the output implies;
  `$ cat FILE` followed by lines writes FILE (or, when an earlier command wrote it, shows it and is compared);
  `< FILE` and `> FILE` redirect. Output trimmed for the page says so on its command line (`# ... trimmed`):
  then `...` inside a line stands for any text and a line `...` for any lines. Nothing else runs in a console
  block (set-up commands go in ```bash blocks).
- A ```python or ```pycon block is a doctest; the blocks of one page share their names, top to bottom.
- `agari --help`, each game's `agari --game NAME --help` and each subcommand's help list the same flags as
  docs/cli.md's section for that command (the subcommands are read from the CLI's own dispatch, so a new one is
  covered as soon as it exists).
- Links: a relative link names a file of the repository (and a heading of it, after `#`); a link leaving the
  repository is a cited source in a game page's Sources list; no page names a path of any machine.
"""

from __future__ import annotations

import ast
import contextlib
import doctest
import inspect
import io
import os
import re
import shlex
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple

import pytest

from agari.frontends import cli

ROOT = Path(__file__).resolve().parent.parent
PAGES = sorted([ROOT / "README.md", ROOT / "CHANGELOG.md", *(ROOT / "docs").glob("*.md")])
CLI_DOC = ROOT / "docs" / "cli.md"
RULE_PAGES = {"docs/riichi.md", "docs/small.md", "docs/fujian.md", "docs/danger.md"}
"""The pages that may link outside the repository: to the public sources they cite for a rule (or, danger.md, for
its published figures)."""
PENDING: set[str] = set()
"""Guides other branches are writing, linked from the README already. A test fails once one of them exists, so
that it is taken off this list (and its links and examples are checked like every other page)."""


def rel(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


class Block(NamedTuple):
    lang: str
    body: str
    line: int
    """Line number of the block's first line in its page (1-based)."""


def blocks(text: str) -> list[Block]:
    """The fenced code blocks of a Markdown text."""
    out = []
    for m in re.finditer(r"^```(\w*)[^\n]*\n(.*?)^```[ \t]*$", text, flags=re.S | re.M):
        out.append(Block(m[1], m[2], text.count("\n", 0, m.start()) + 2))
    return out


# -- console sessions ----------------------------------------------------------------------------------------


def expected_status(out: str, err: str) -> int:
    """The exit status an example's output implies: 0 (no error), 1 (a valid hand that does not score), 2."""
    if not err:
        return 0
    return 1 if err.startswith(("agari: no yaku", "agari: not a winning hand")) else 2


def matches(expected: str, actual: str, trimmed: bool) -> bool:
    """Whether the output is what the page shows (with `...` wildcards when the page says it trimmed it)."""
    exp_lines, act_lines = expected.rstrip().split("\n"), actual.rstrip().split("\n")
    if not trimmed:
        return exp_lines == act_lines
    pattern = ""
    for line in exp_lines:
        if line.strip() == "...":
            pattern += r"(?:[^\n]*\n)*?"
        else:
            pattern += ".*?".join(map(re.escape, line.split("..."))) + r"\n"
    return re.fullmatch(pattern, "\n".join(act_lines) + "\n") is not None


def run_agari(args: list[str], stdin: str) -> tuple[int, str, str]:
    """Run the CLI in this process: (exit status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = cli.main(args)
    finally:
        sys.stdin = saved
    return code, out.getvalue(), err.getvalue()


@contextlib.contextmanager
def inside(folder: Path) -> Iterator[None]:
    before = Path.cwd()
    os.chdir(folder)
    try:
        yield
    finally:
        os.chdir(before)


def link_repository(folder: Path) -> None:
    """Make the repository's files reachable from ``folder`` (an example may read `tests/logs/...`): a link to each
    top-level entry, so that what a block writes stays in ``folder``."""
    for entry in ROOT.iterdir():  # lexists: a link made by an earlier call whose target is out of reach counts too
        if not entry.name.startswith(".") and not os.path.lexists(folder / entry.name):
            (folder / entry.name).symlink_to(entry)


def run_console(body: str, folder: Path) -> list[str]:
    """Run one console block in ``folder``; the differences found, as messages (empty: the block is true)."""
    problems: list[str] = []
    link_repository(folder)
    for chunk in re.split(r"^\$ ", body, flags=re.M)[1:]:
        command, _, expected = chunk.partition("\n")
        trimmed = "trimmed" in command.partition("#")[2]
        words = shlex.split(command, comments=True)
        stdin_file = stdout_file = None
        if "<" in words:
            stdin_file = words[words.index("<") + 1]
            del words[words.index("<"):words.index("<") + 2]
        if ">" in words:
            stdout_file = words[words.index(">") + 1]
            del words[words.index(">"):words.index(">") + 2]
        if stdout_file and ("/" in stdout_file or (folder / stdout_file).is_symlink()):
            problems.append(f"$ {command}: an example writes only new files of its own folder, not {stdout_file}")
            continue
        if words[:1] == ["cat"] and len(words) == 2:
            path = folder / words[1]
            if path.exists():
                if not matches(expected, path.read_text(encoding="utf-8"), trimmed):
                    problems.append(f"$ {command}\n  shows:\n{expected}  but the file holds:\n{path.read_text()}")
            elif "/" in words[1]:
                problems.append(f"$ {command}: no such file to show")
            else:
                path.write_text(expected, encoding="utf-8")
            continue
        if words[:1] != ["agari"]:
            problems.append(f"$ {command}: a console block runs only `agari` and `cat` (use a bash block)")
            continue
        stdin = (folder / stdin_file).read_text(encoding="utf-8") if stdin_file else ""
        with inside(folder):
            code, out, err = run_agari(words[1:], stdin)
        if stdout_file:
            (folder / stdout_file).write_text(out, encoding="utf-8")
            out = ""
        shown = out + err
        if not matches(expected, shown, trimmed):
            problems.append(f"$ {command}\n  the page shows:\n{expected}\n  agari prints:\n{shown}")
        elif code != expected_status(out, err):
            problems.append(f"$ {command}: exit status {code}, but the output implies {expected_status(out, err)}")
    return problems


def run_python(page: str, text: str) -> tuple[int, list[str]]:
    """Run a page's Python blocks as one doctest session: (examples run, failure reports)."""
    globs: dict[str, object] = {}
    tries = 0
    problems: list[str] = []
    for block in blocks(text):
        if block.lang not in ("python", "pycon"):
            continue
        if ">>>" not in block.body:
            problems.append(f"{page}:{block.line}: a Python example is written as a doctest (>>> lines)")
            continue
        test = doctest.DocTestParser().get_doctest(block.body, globs, page, page, block.line - 1)
        report = io.StringIO()
        runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
        runner.run(test, out=report.write, clear_globs=False)
        globs = test.globs  # the next block goes on from this one's names (a DocTest copies what it is given)
        tries += runner.tries
        if runner.failures:
            problems.append(report.getvalue())
    return tries, problems


def check_page(page: str, text: str, folder: Path) -> list[str]:
    """Every example of one page: the differences found (empty: the page is true)."""
    problems: list[str] = []
    for i, block in enumerate(blocks(text)):
        if block.lang == "console":
            sub = folder / f"block{i}"
            sub.mkdir()
            problems += [f"{page}:{block.line}: {p}" for p in run_console(block.body, sub)]
    problems += run_python(page, text)[1]
    return problems


@pytest.fixture(autouse=True)
def _no_color(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")


@pytest.mark.parametrize("page", PAGES, ids=rel)
def test_examples(page: Path, tmp_path: Path) -> None:
    problems = check_page(rel(page), page.read_text(encoding="utf-8"), tmp_path)
    assert not problems, "\n\n".join(problems)


def test_examples_are_many() -> None:
    """The guides hold real examples (a regex that found none would pass every page)."""
    texts = {rel(p): p.read_text(encoding="utf-8") for p in PAGES}
    commands = {page: sum(b.body.count("\n$ agari") + b.body.startswith("$ agari") for b in blocks(text)
                          if b.lang == "console") for page, text in texts.items()}
    assert commands["README.md"] >= 3 and commands["docs/cli.md"] >= 10
    assert commands["docs/small.md"] >= 3 and commands["docs/fujian.md"] >= 3 and commands["docs/riichi.md"] >= 3
    doctests = {page: run_python(page, text)[0] for page, text in texts.items() if page.startswith("docs/python")}
    assert doctests["docs/python.md"] >= 40


def test_an_edited_output_fails(tmp_path: Path) -> None:
    """The check is not blind: one changed character in a shown output, or in a doctest's answer, is caught."""
    text = CLI_DOC.read_text(encoding="utf-8")
    (tmp_path / "a").mkdir()
    assert check_page("docs/cli.md", text, tmp_path / "a") == []
    edited = text.replace("12000 points", "12100 points", 1)
    assert edited != text
    (tmp_path / "b").mkdir()
    problems = check_page("docs/cli.md", edited, tmp_path / "b")
    assert len(problems) == 1 and "12100 points" in problems[0] and "12000 points" in problems[0]
    python = (ROOT / "docs" / "python.md").read_text(encoding="utf-8")
    edited = python.replace("(4, 20, 5200,", "(4, 20, 5300,", 1)
    assert edited != python
    assert run_python("docs/python.md", python)[1] == []
    problems = run_python("docs/python.md", edited)[1]
    assert len(problems) == 1 and "5300" in problems[0] and "5200" in problems[0]


def test_trimmed_output_needs_the_mark(tmp_path: Path) -> None:
    """`...` stands for text only where the command says the output is trimmed."""
    body = "$ agari 123m456p789s1122z --shanten\n...\n"
    assert run_console(body, tmp_path)  # unmarked: `...` is literal text, so this differs
    marked = "$ agari 123m456p789s1122z --shanten   # trimmed\n🀇...\nShanten: 0 ...\n"
    assert run_console(marked, tmp_path) == []
    wrong = "$ agari 123m456p789s1122z --shanten   # trimmed\n🀇...\nShanten: 1 ...\n"
    assert run_console(wrong, tmp_path)


# -- the CLI's flags and docs/cli.md ---------------------------------------------------------------------------


def subcommands() -> list[str]:
    """The words `agari WORD ...` dispatches to a command of its own: read from ``cli.main``'s source (its tests of
    ``args[0]``) and from the parsers of the front ends (``prog="agari WORD"``), so a new one is found either way."""
    tree = ast.parse(inspect.getsource(cli.main))
    found = []
    for path in sorted((ROOT / "agari" / "frontends").glob("*.py")):
        found += re.findall(r"""prog=f?["']agari ([a-z][a-z-]*)["']""", path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare) and ast.unparse(node.left) == "args[0]":
            for comp in node.comparators:
                for const in ast.walk(comp):
                    if isinstance(const, ast.Constant) and isinstance(const.value, str):
                        found.append(const.value)
    return sorted(set(found))


def commands() -> list[tuple[str, ...]]:
    """Every command line with a help of its own: `agari`, `agari --game NAME` for each other game, and each
    subcommand."""
    from agari.games import DEFAULT_GAME, GAMES

    return [(), *(("--game", name) for name in GAMES if name != DEFAULT_GAME), *((name,) for name in subcommands())]


def help_flags(command: tuple[str, ...]) -> set[str]:
    """The flags a command's --help lists (without -h/--help)."""
    code, out, err = run_agari([*command, "--help"], "")
    assert code == 0 and not err, (command, err)
    flags: set[str] = set()
    for line in out.split("\n"):
        m = re.match(r"^ {2}(-[^ ].*?)(?: {2,}|$)", line)
        if m:
            flags |= set(re.findall(r"(?<![\w-])(--?[A-Za-z][\w-]*)", m[1]))
    return flags - {"-h", "--help"}


def doc_sections() -> dict[str, str]:
    """docs/cli.md's sections by heading: `## agari batch` -> its text."""
    text = CLI_DOC.read_text(encoding="utf-8")
    parts = re.split(r"^## (.+)$", text, flags=re.M)
    return {parts[i].strip().strip("`"): parts[i + 1] for i in range(1, len(parts), 2)}


def doc_flags(section: str) -> set[str]:
    """The flags of a section's tables (the first column of each row)."""
    flags: set[str] = set()
    for line in section.split("\n"):
        if line.startswith("| `-"):
            first = line.split("|")[1]
            flags |= set(re.findall(r"(?<![\w-])(--?[A-Za-z][\w-]*)", first))
    return flags


def test_subcommands_found() -> None:
    assert {"batch", "nagashi"} <= set(subcommands())


@pytest.mark.parametrize("command", commands(), ids=lambda c: " ".join(("agari", *c)))
def test_cli_doc_lists_every_flag(command: tuple[str, ...]) -> None:
    heading = " ".join(("agari", *command))
    sections = doc_sections()
    assert heading in sections, f"docs/cli.md has no section `## {heading}`"
    in_help, in_doc = help_flags(command), doc_flags(sections[heading])
    assert in_help == in_doc, (f"`{heading} --help` and docs/cli.md differ: only in the help "
                               f"{sorted(in_help - in_doc)}, only in the doc {sorted(in_doc - in_help)}")


def test_cli_doc_has_no_stale_section() -> None:
    headings = {" ".join(("agari", *c)) for c in commands()}
    stale = {h for h in doc_sections() if h.startswith("agari") and h not in headings}
    assert not stale, f"docs/cli.md documents commands agari does not have: {sorted(stale)}"


def test_flag_check_is_not_blind() -> None:
    section = doc_sections()["agari nagashi"]
    assert doc_flags(section) == help_flags(("nagashi",)) and "--seat" in doc_flags(section)
    assert doc_flags(section.replace("`--seat WIND`", "`--sit WIND`")) != help_flags(("nagashi",))


# -- links and paths -----------------------------------------------------------------------------------------


def slug(heading: str) -> str:
    """GitHub's anchor of a heading."""
    text = re.sub(r"[`*_]|\[([^\]]*)\]\([^)]*\)", r"\1", heading.strip().lower())
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(path: Path) -> set[str]:
    text = re.sub(r"^```.*?^```", "", path.read_text(encoding="utf-8"), flags=re.S | re.M)
    return {slug(h) for h in re.findall(r"^#+ (.+)$", text, flags=re.M)}


def links(text: str) -> Iterator[tuple[int, str]]:
    """(line, target) of every Markdown link and image outside code blocks, and every bare URL."""
    outside = re.sub(r"^```.*?^```", lambda m: "\n" * m[0].count("\n"), text, flags=re.S | re.M)
    for m in re.finditer(r"\]\(([^)\s]+)\)|(?<![(<\w])(https?://[^\s)>`]+)", outside):
        yield outside.count("\n", 0, m.start()) + 1, m[1] or m[2]


def sources_lines(text: str) -> set[int]:
    """The lines of a page's `## Sources` section."""
    lines = text.split("\n")
    inside_sources, out = False, set()
    for i, line in enumerate(lines, 1):
        if line.startswith("## "):
            inside_sources = line.strip() == "## Sources"
        if inside_sources:
            out.add(i)
    return out


@pytest.mark.parametrize("page", PAGES, ids=rel)
def test_links(page: Path) -> None:
    text = page.read_text(encoding="utf-8")
    problems = []
    cited = sources_lines(text) if rel(page) in RULE_PAGES else set()
    for line, target in links(text):
        if re.match(r"https?://(127\.0\.0\.1|localhost)[:/]", target):
            continue  # the page served on this machine by scripts/serve.sh
        if re.match(r"https?://", target):
            if line not in cited:
                problems.append(f"{rel(page)}:{line}: {target} leaves the repository (only a rule page's Sources may)")
            continue
        file_part, _, anchor = target.partition("#")
        dest = (page.parent / file_part).resolve() if file_part else page
        if rel(dest) in PENDING and not dest.exists():
            continue
        if not dest.exists() or ROOT not in dest.parents and dest != ROOT:
            problems.append(f"{rel(page)}:{line}: {target} names no file of the repository")
        elif anchor and dest.suffix == ".md" and anchor not in anchors(dest):
            problems.append(f"{rel(page)}:{line}: {target}: {rel(dest)} has no heading #{anchor}")
    assert not problems, "\n".join(problems)


MACHINE_PATH = re.compile(r"(?<![\w.])(/work/|/home/|/root/|/tmp/|/usr/|/opt/|/var/|[A-Z]:\\|\.\./shared)")


@pytest.mark.parametrize("page", PAGES, ids=rel)
def test_no_machine_paths(page: Path) -> None:
    text = page.read_text(encoding="utf-8")
    found = [f"{rel(page)}:{text.count(chr(10), 0, m.start()) + 1}: {m[0]}" for m in MACHINE_PATH.finditer(text)]
    assert not found, found


def test_pending_pages_are_still_missing() -> None:
    arrived = sorted(p for p in PENDING if (ROOT / p).exists())
    assert not arrived, f"take {arrived} off PENDING in tests/test_docs.py: they exist now"


def test_readme_is_short_and_starts_with_the_two_commands() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(text.split("\n")) <= 150
    first = next(b for b in blocks(text))
    assert first.lang == "bash" and [line.split("#")[0].strip() for line in first.body.strip().split("\n")] == [
        "bash scripts/serve.sh", "bash scripts/test.sh"]
    assert "docs/images/page.png" in text


# -- the rule tables restate the code -----------------------------------------------------------------------


def table_rows(path: Path, header_start: str) -> list[list[str]]:
    """The rows (cells, stripped) of the table whose header line starts with ``header_start``."""
    lines = path.read_text(encoding="utf-8").split("\n")
    start = next(i for i, line in enumerate(lines) if line.startswith(header_start))
    rows = []
    for line in lines[start + 2:]:
        if not line.startswith("|"):
            break
        rows.append([cell.strip() for cell in line.strip().strip("|").split("|")])
    return rows


def cell_value(text: str) -> object:
    """A table cell as the option value it shows."""
    words = {"yes": True, "no": False, "—": None}
    if text in words:
        return words[text]
    return int(text) if re.fullmatch(r"-?\d+", text) else text


def test_riichi_preset_table_is_the_code() -> None:
    from agari.riichi.rules import OPTION_NAMES, PRESETS

    page = ROOT / "docs" / "riichi.md"
    header = next(line for line in page.read_text(encoding="utf-8").split("\n") if line.startswith("| option |"))
    presets = [cell.strip() for cell in header.strip().strip("|").split("|")][1:]
    assert presets == list(PRESETS)
    rows = {row[0].strip("`"): row[1:] for row in table_rows(page, "| option |")}
    assert sorted(rows) == sorted(OPTION_NAMES)
    for option, cells in rows.items():
        assert [cell_value(c) for c in cells] == [getattr(PRESETS[p], option) for p in presets], option


def test_riichi_yaku_tables_are_the_code() -> None:
    from agari.riichi import names

    page = ROOT / "docs" / "riichi.md"
    shown: dict[str, tuple[object, object]] = {}
    for header in ("| name | yaku |", "| name | yakuman |"):
        for row in table_rows(page, header):
            shown[row[0].strip("`")] = (cell_value(row[2]), cell_value(row[3]))
    expected = {}
    for y in names.YAKU.values():
        if y.kind == "bonus":
            continue
        if y.kind == "yakuman":
            expected[y.name] = ("yakuman", None if y.han_open is None else "yakuman")
        else:
            expected[y.name] = (y.han_closed, y.han_open)
    assert shown == expected


def test_small_conditions_table_is_the_code() -> None:
    from agari.small.conditions import TABLE

    rows = table_rows(ROOT / "docs" / "small.md", "| condition | points |")
    shown = [(row[0].split("`")[1], row[1], row[2]) for row in rows]
    expected = []
    for c in TABLE:
        points = f"{c.points} + dealt ÷ 3" if c.per_deal else str(c.points)
        deals = "all" if len(c.deals) == 4 else ", ".join(map(str, c.deals))
        expected.append((c.key, points, deals))
    assert shown == expected


def test_fujian_preset_table_is_the_code() -> None:
    from agari.fujian.rules import OPTION_NAMES, PRESETS

    rows = {row[0].strip("`"): row[1:] for row in table_rows(ROOT / "docs" / "fujian.md", "| option | gold-rush |")}
    assert sorted(rows) == sorted(OPTION_NAMES)
    for option, cells in rows.items():
        assert [cell_value(c) for c in cells] == [getattr(PRESETS[p], option) for p in ("gold-rush", "fuzhou")], option


def test_screenshot_is_a_picture_of_the_page() -> None:
    """docs/images/page.png is what scripts/screenshot.py writes: a PNG of the window it opens."""
    import struct

    data = (ROOT / "docs" / "images" / "page.png").read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    script = (ROOT / "scripts" / "screenshot.py").read_text(encoding="utf-8")
    viewport = re.search(r'VIEWPORT = \{"width": (\d+), "height": (\d+)\}', script)
    assert viewport and (width, height) == (int(viewport[1]), int(viewport[2]))
    assert 'OUT = ROOT / "docs" / "images" / "page.png"' in script


def test_examples_read_the_repository_but_write_their_own_folder(tmp_path: Path) -> None:
    body = ("$ agari batch tests/cases/edge.jsonl > out.jsonl\n"
            "$ agari batch < cases.jsonl > tests/cases/edge.jsonl\n")
    problems = run_console(body, tmp_path)
    assert len(problems) == 1 and "not tests/cases/edge.jsonl" in problems[0]
    assert (tmp_path / "out.jsonl").read_text(encoding="utf-8").count("\n") == sum(
        1 for _ in (ROOT / "tests" / "cases" / "edge.jsonl").open(encoding="utf-8"))


def test_python_page_names_every_public_name() -> None:
    """docs/python.md shows every name of the public API (agari, agari.small, agari.fujian), in code."""
    import agari
    from agari import fujian, small

    text = (ROOT / "docs" / "python.md").read_text(encoding="utf-8")
    shown = set(re.findall(r"`(?:agari\.|small\.|fujian\.)?([A-Za-z_]\w*)", text))
    missing = {f"{module.__name__}.{name}" for module in (agari, small, fujian) for name in module.__all__
               if name not in shown}
    assert not missing, f"docs/python.md does not show {sorted(missing)}"
