"""Helpers for browser tests (import as `from browserkit import wait_ready`; tests/browser is on sys.path)."""

from __future__ import annotations

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
