"""Browser-test fixtures: the site built once per session, served on a free port, real Chromium via Playwright.

Playwright cannot download its own browser here: it drives the system Chromium (/usr/bin/chromium,
Debian's `chromium`, installed by scripts/test.sh; override with AGARI_CHROMIUM).
Screenshots go to test-artifacts/ (gitignored); a failing test leaves one named after it.

Every browser context the tests open is watched: a `console.error` or an uncaught error (an unhandled promise
rejection included) in any of its pages fails the test that was running, unless the test names what it expects
with ``@pytest.mark.console_allowed(r"pattern", ...)`` (a test that breaks the load on purpose).
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
import re
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import browserkit
import pytest
from browserkit import READY_TIMEOUT_MS, ROOT, wait_offline_ready, wait_ready
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, sync_playwright

__all__ = ["browserkit", "wait_ready", "wait_offline_ready"]

CHROMIUM = os.environ.get("AGARI_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-quic",
    "--no-first-run",
    "--disable-sync",
]
ARTIFACTS = ROOT / "test-artifacts"
RAN_WITH: list[str] = []
"""The browser the tests ran with, printed at the end of the run (a fresh machine may get another version)."""


PAGE_PROBLEMS: list[str] = []
"""Console errors and uncaught errors of the pages of the running test (every watched context)."""


def watch(context: BrowserContext) -> BrowserContext:
    """Collect the context's console errors and uncaught errors (unhandled rejections included) in PAGE_PROBLEMS."""
    def on_console(message: Any) -> None:
        if message.type == "error":
            at = message.location or {}
            PAGE_PROBLEMS.append(f"console.error: {message.text} ({at.get('url', '')}:{at.get('lineNumber', '')})")

    context.on("console", on_console)
    context.on("weberror", lambda error: PAGE_PROBLEMS.append(f"uncaught: {error.error}"))
    return context


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "console_allowed(*patterns): console errors a test expects (regexes)")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    """Fail a browser test whose pages logged a console error or left an error uncaught (not one it expects)."""
    PAGE_PROBLEMS.clear()
    yield  # a test that failed already raises here: its own failure is the one reported
    marker = item.get_closest_marker("console_allowed")
    allowed = [re.compile(p) for p in (marker.args if marker else ())]
    problems = [p for p in PAGE_PROBLEMS if not any(a.search(p) for a in allowed)]
    PAGE_PROBLEMS.clear()
    if problems:
        raise AssertionError("the page logged errors:\n" + "\n".join(problems))


def pytest_terminal_summary(terminalreporter: Any, config: pytest.Config) -> None:
    """Print the Chromium version the browser tests ran with (under pytest-xdist, the workers' browsers: asked of the
    same executable here)."""
    if not RAN_WITH and getattr(config.option, "numprocesses", None) and Path(CHROMIUM).exists():
        try:
            version = subprocess.run([CHROMIUM, "--version"], capture_output=True, text=True, timeout=30).stdout
        except (OSError, subprocess.SubprocessError):
            version = "version unknown"
        RAN_WITH.append(f"browser tests ran with {CHROMIUM}: {version.strip()}")
    for line in RAN_WITH:
        terminalreporter.write_line(line)



def _load_serve() -> Any:
    """scripts/serve.py as a module (scripts/ is not a package)."""
    spec = importlib.util.spec_from_file_location("agari_scripts_serve", ROOT / "scripts" / "serve.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


serve_module = _load_serve()


@pytest.fixture(scope="session")
def artifacts() -> Path:
    """Folder for screenshots (gitignored)."""
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


@pytest.fixture(scope="session")
def site_dir(built_site: dict[str, Any]) -> Path:
    """The built site folder."""
    return Path(built_site["dir"])


@pytest.fixture(scope="session")
def serve(site_dir: Path) -> Iterator[Callable[..., str]]:
    """Factory: serve the site (prefix=, fail=, mime_override=, delay=) on a free port; returns the base URL."""
    servers: list[Any] = []

    def start(**options: Any) -> str:
        server, url = serve_module.start_server(site_dir, **options)
        servers.append(server)
        return str(url)

    yield start
    for server in servers:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def base_url(serve: Callable[..., str]) -> str:
    """URL of the site served at the root of a local port, with the production headers."""
    return serve()


@pytest.fixture(scope="session")
def playwright() -> Iterator[Playwright]:
    """The Playwright driver."""
    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser(playwright: Playwright) -> Iterator[Browser]:
    """Headless system Chromium."""
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: `apt-get install -y chromium` (bash scripts/test.sh does)")
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
    RAN_WITH.append(f"browser tests ran with {CHROMIUM}: Chromium {browser.version}")
    new_context = browser.new_context

    def watched_context(**options: Any) -> BrowserContext:
        return watch(new_context(**options))

    browser.new_context = watched_context  # type: ignore[method-assign]  # every context is watched
    yield browser
    browser.close()


@pytest.fixture
def new_context(browser: Browser) -> Iterator[Callable[..., BrowserContext]]:
    """Factory for fresh browser contexts (empty cache); closed after the test. Service workers are blocked unless
    asked for (`service_workers="allow"`): 1.5 s after the engine is ready the page registers one, which precaches
    the whole site (14 MB, each file's hash checked), a second of CPU in every test that only the offline tests use."""
    contexts: list[BrowserContext] = []

    def make(**options: Any) -> BrowserContext:
        options.setdefault("service_workers", "block")
        context = browser.new_context(**options)
        context.set_default_timeout(READY_TIMEOUT_MS)
        contexts.append(context)
        return context

    yield make
    for context in contexts:
        context.close()


@pytest.fixture
def context(new_context: Callable[..., BrowserContext]) -> BrowserContext:
    """A fresh browser context at desktop size."""
    return new_context(viewport={"width": 1280, "height": 900})


@pytest.fixture
def page(context: BrowserContext, request: pytest.FixtureRequest, artifacts: Path) -> Iterator[Page]:
    """A page in a fresh context; page.errors collects uncaught page errors; screenshot on failure."""
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.errors = errors  # type: ignore[attr-defined]
    yield page
    report = getattr(request.node, "rep_call", None)
    if report is not None and report.failed and not page.is_closed():
        name = re.sub(r"[^\w.-]+", "_", request.node.nodeid.split("::", 1)[-1])
        with contextlib.suppress(Exception):  # a screenshot is a courtesy, never a second failure
            page.screenshot(path=str(artifacts / f"FAILED-{name}.png"), full_page=True)


@pytest.fixture
def offline_context(new_context: Callable[..., BrowserContext], base_url: str) -> BrowserContext:
    """A context that visited the page once (service worker installed and in control), then went offline."""
    context = new_context(service_workers="allow")
    page = context.new_page()
    page.goto(base_url)
    wait_ready(page)
    wait_offline_ready(page)
    page.close()
    context.set_offline(True)
    return context


@pytest.hookimpl(tryfirst=True, hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    """Keep each phase's report on the test item (the page fixture screenshots failures)."""
    outcome = yield
    report = outcome.get_result()  # type: ignore[attr-defined]
    setattr(item, f"rep_{report.when}", report)
