"""Helpers for browser tests (import as `from browserkit import wait_ready`; tests/browser is on sys.path)."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page

ROOT = Path(__file__).resolve().parent.parent.parent
READY_TIMEOUT_MS = 60_000  # generous for a loaded 2-core machine; the page itself gives up after 30 s


def wait_ready(page: Page, timeout: float = READY_TIMEOUT_MS) -> None:
    """Wait until the page says the engine is ready (body[data-engine="ready"])."""
    page.wait_for_selector('body[data-engine="ready"]', state="attached", timeout=timeout)


def wait_offline_ready(page: Page) -> None:
    """Wait until the service worker precached everything and controls the page."""
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    poll(page, "() => navigator.serviceWorker.controller !== null")


def poll(page: Page, predicate: str, timeout: float = READY_TIMEOUT_MS, every: float = 100) -> None:
    """Wait until a JS predicate (a function source) is true. Unlike page.wait_for_function this does not
    eval a string inside the page, which the page's Content-Security-Policy (no 'unsafe-eval') forbids."""
    waited = 0.0
    while not page.evaluate(predicate):
        if waited >= timeout:
            raise TimeoutError(f"still false after {timeout / 1000:.0f} s: {predicate}")
        page.wait_for_timeout(every)
        waited += every


def render_seq(page: Page) -> int:
    """How many times the page has rendered results (body[data-render-seq])."""
    return int(page.evaluate("Number(document.body.dataset.renderSeq || 0)"))


def wait_rendered(page: Page, after: int, timeout: float = 20.0) -> int:
    """Wait for a render newer than ``after`` with no engine request in flight (body[data-busy] not "1"),
    so what is shown is the newest state; returns the render count."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        seq, busy = page.evaluate("[Number(document.body.dataset.renderSeq || 0), document.body.dataset.busy]")
        if seq > after and busy != "1":
            return int(seq)
        page.wait_for_timeout(15)
    raise AssertionError(f"no render after #{after} within {timeout}s")


def act_and_wait(page: Page, action: Callable[[], object], timeout: float = 20.0) -> None:
    """Do something on the page and wait until it has rendered the engine's answer to it."""
    n = render_seq(page)
    action()
    wait_rendered(page, n, timeout)


AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
"""axe-core (npm devDependency, pinned in package.json; installed by `npm ci`)."""
AXE_TAGS = ["wcag2a", "wcag2aa"]


def axe_violations(page: Page, tags: list[str] | None = None) -> list[str]:
    """axe-core's WCAG 2 A and AA violations on the page as it is now, one line each (rule, impact, the first
    nodes and why). axe is put into the page once per document by DevTools evaluation, which the page's CSP
    does not govern (the page itself never loads it)."""
    if not page.evaluate("typeof window.axe === 'object'"):
        if not AXE.exists():
            raise AssertionError(f"{AXE} is missing: run `npm ci` (bash scripts/test.sh does)")
        page.evaluate(AXE.read_text(encoding="utf-8"))
    found: list[list[str]] = page.evaluate(
        """async (tags) => {
            const options = { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] };
            const result = await window.axe.run(document, options);
            return result.violations.map((v) => [v.id, v.impact ?? "", ...v.nodes.slice(0, 4).map(
                (n) => `${n.target.join(" ")}: ${(n.failureSummary ?? "").replace(/\\s+/g, " ").slice(0, 160)}`)]);
        }""",
        tags or AXE_TAGS,
    )
    return [" | ".join(v) for v in found]


def pick_lang(page: Page, code: str) -> None:
    """Choose a language in the header's language menu (ui/shell.js): its button opens it, a click picks one. The
    page switches once the language's table is fetched (document.documentElement.lang says when)."""
    page.locator('[data-testid="lang"]').click()
    page.locator(f'[data-testid="lang-{code}"]').click()


def table(code: str) -> dict[str, str]:
    """The page's words in one language (web/lang/CODE.js holds ``export default {JSON};``)."""
    text = (ROOT / "web" / "lang" / f"{code}.js").read_text(encoding="utf-8")
    out: dict[str, str] = json.loads(text.split("export default", 1)[1].strip().rstrip(";"))
    return out


def fill(text: str, **params: object) -> str:
    """A table's text with its {name} placeholders filled in, as the page's t() does."""
    for key, value in params.items():
        text = text.replace("{" + key + "}", str(value))
    return text
