"""The watch on every browser context (tests/browser/conftest.py): a console error and an unhandled promise
rejection are both caught, so a test whose page logs one fails."""

from __future__ import annotations

import conftest
from playwright.sync_api import Page


def test_console_errors_and_unhandled_rejections_are_caught(page: Page) -> None:
    page.goto("about:blank")
    page.evaluate("""() => {
        console.error("a console error");
        Promise.reject(new Error("an unhandled rejection"));
        setTimeout(() => { throw new Error("an uncaught error"); }, 0);
    }""")
    for _ in range(50):
        if len(conftest.PAGE_PROBLEMS) >= 3:
            break
        page.wait_for_timeout(20)
    caught = list(conftest.PAGE_PROBLEMS)
    conftest.PAGE_PROBLEMS.clear()  # caught on purpose: this test must not fail for them
    assert any(p.startswith("console.error: a console error") for p in caught), caught
    assert any("an unhandled rejection" in p for p in caught), caught
    assert any("an uncaught error" in p for p in caught), caught
