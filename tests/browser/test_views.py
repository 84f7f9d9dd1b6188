"""The view switch: the store's `view`, a nav of the page's views (web/views.js), the share link keeping the view
(v=). The page's own views (web/views.js) are named in the nav; a probe view is added here the way a new view is
added (one module, one entry in views.js), served in place of the built views.js, and the switch is checked with it:
the nav, the link, axe in both views and languages, a view opening a hand in the calculator."""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from browserkit import ROOT, act_and_wait, axe_violations, pick_lang, wait_ready, wait_rendered
from playwright.sync_api import BrowserContext, Page, Route

from agari.frontends.jsonapi import handle

VIEWS_WITH_PROBE = """import * as calculator from "./ui/calculator.js";
export const VIEWS = [
  { name: "calc", label: "view_calc", module: calculator },
  { name: "probe", label: "view_probe", load: () => import("./probe-view.js") },
];
"""
PROBE_VIEW = """import { openLink } from "./store/actions.js";
import { store } from "./store/store.js";
export function mount(root) {
  const heading = document.createElement("h2");
  heading.textContent = "Probe";
  const open = document.createElement("button");
  open.type = "button";
  open.textContent = "Open a hand";
  open.dataset.testid = "probe-open";
  open.addEventListener("click", () => openLink("#h=123m456p789s11122z&t=1"));
  const seen = document.createElement("p");
  seen.dataset.testid = "probe-seen";
  const show = (st) => { seen.textContent = `${st.view} ${st.input.concealed.length} ${st.lang}`; };
  store.subscribe(show);
  show(store.get());
  root.append(heading, open, seen);
}
"""
HAND = "123m456p789s11122z"


def tid(page: Page, name: str) -> Any:
    return page.locator(f'[data-testid="{name}"]')


def url_with(page: Page, part: str, present: bool = True, timeout: float = 5.0) -> str:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if (part in page.url) == present:
            return str(page.url)
        page.wait_for_timeout(25)
    raise AssertionError(f"{part!r} {'not ' if present else ''}in {page.url}")


@pytest.fixture
def probe_page(new_context: Callable[..., BrowserContext]) -> Iterator[Page]:
    """A page whose views.js also registers a second view (probe-view.js)."""
    context = new_context(viewport={"width": 1280, "height": 900}, service_workers="block")

    def serve(body: str) -> Callable[[Route], None]:
        return lambda route: route.fulfill(status=200, content_type="text/javascript; charset=utf-8", body=body)

    context.route(re.compile(r".*/views\.js(\?.*)?$"), serve(VIEWS_WITH_PROBE))
    context.route(re.compile(r".*/probe-view\.js(\?.*)?$"), serve(PROBE_VIEW))
    yield context.new_page()


def assert_axe_clean(page: Page, where: str) -> None:
    found = axe_violations(page)
    assert found == [], f"{where}:\n" + "\n".join(found)


def page_views() -> list[tuple[str, str]]:
    """The page's views as web/views.js lists them: (name, English label)."""
    en = json.loads((ROOT / "web" / "lang" / "en.js").read_text(encoding="utf-8").split("export default", 1)[1]
                    .strip()[:-1])
    found = re.findall(r'\{ name: "([a-z-]+)", label: "([a-z_]+)"', (ROOT / "web" / "views.js").read_text())
    return [(name, en[key]) for name, key in found]


def test_the_nav_names_the_views_and_the_link_names_no_first_view(page: Page, base_url: str) -> None:
    """The nav names the page's views (web/views.js), the calculator current; v=calc is taken (and left out of the
    rewritten link); a view the page does not have is named in the notice and the calculator is shown."""
    page.goto(f"{base_url}#v=calc&h={HAND}")
    wait_ready(page)
    wait_rendered(page, 0)
    views = page_views()
    assert views[0] == ("calc", "Calculator") and len(views) >= 2
    assert [b.inner_text() for b in tid(page, "views").locator("button").all()] == [label for _, label in views]
    assert tid(page, "view-calc").get_attribute("aria-current") == "page" and tid(page, "notice").is_hidden()
    assert page.evaluate("document.body.dataset.view") == "calc"
    url_with(page, "v=", present=False)
    page.goto("about:blank")
    page.goto(f"{base_url}#v=nowhere&h={HAND}")
    wait_ready(page)
    wait_rendered(page, 0)
    assert "view" in tid(page, "notice").inner_text()
    assert page.evaluate("document.body.dataset.view") == "calc" and page.locator("#view-calc").is_visible()
    assert tid(page, "total").inner_text() == str(handle({"op": "score", "hand": HAND})["total"])


def test_a_second_view_is_switched_to_and_kept_by_the_link(probe_page: Page, base_url: str) -> None:
    page = probe_page
    page.goto(f"{base_url}#h={HAND}")
    wait_ready(page)
    wait_rendered(page, 0)
    nav = tid(page, "views")
    assert nav.is_visible() and nav.get_attribute("aria-label") == "Views"
    assert [b.inner_text() for b in nav.locator("button").all()] == ["Calculator", "view_probe"]
    assert tid(page, "view-calc").get_attribute("aria-current") == "page"
    assert_axe_clean(page, "the calculator with the nav")
    # the switch: the probe view shown (loaded on first use), the calculator hidden with its hand kept
    tid(page, "view-probe").click()
    tid(page, "probe-seen").wait_for()
    assert page.evaluate("document.body.dataset.view") == "probe"
    assert page.locator("#view-calc").is_hidden() and page.locator("#view-probe").is_visible()
    assert tid(page, "probe-seen").inner_text() == "probe 14 en"
    assert tid(page, "view-probe").get_attribute("aria-current") == "page"
    assert tid(page, "view-calc").get_attribute("aria-current") is None
    url = url_with(page, "v=probe")
    assert f"h={HAND}" in url
    assert_axe_clean(page, "the probe view")
    # the language follows in every view
    act_and_wait(page, lambda: pick_lang(page, "ja"))
    assert tid(page, "view-calc").inner_text() == "計算機" and tid(page, "probe-seen").inner_text() == "probe 14 ja"
    assert_axe_clean(page, "the probe view in Japanese")
    # the link opens the view it names
    page.goto("about:blank")
    page.goto(url)
    wait_ready(page)
    tid(page, "probe-seen").wait_for()
    assert page.locator("#view-calc").is_hidden() and tid(page, "probe-seen").inner_text().startswith("probe 14")
    # a view opens a hand in the calculator (a share-link fragment): the calculator shows it, scored
    act_and_wait(page, lambda: tid(page, "probe-open").click())
    assert page.evaluate("document.body.dataset.view") == "calc" and page.locator("#view-calc").is_visible()
    expected = handle({"op": "score", "hand": HAND, "tsumo": True})
    assert tid(page, "total").inner_text() == str(expected["total"])
    url_with(page, "v=", present=False)
