"""Build and serve: the engine loads in a module worker under the production CSP, shows progress, works
under a sub-path and offline after one visit, and a broken load says so in plain words."""

from __future__ import annotations

import base64
import gzip
import hashlib
import io
import json
import re
import threading
import tomllib
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from browserkit import ROOT, poll, wait_offline_ready, wait_ready
from playwright.sync_api import BrowserContext, Page, Response

from agari.frontends.jsonapi import handle

HAND = "123m456p789s11122z"  # East triplet: round and seat wind with the default east/east
SECOND = "234m345p456s77p888s"  # tanyao
TWO_SHANTEN = "1378m456p1589s122z"  # its expected-value search is past the calculator worker's budget


def expected_total(hand: str) -> str:
    """The total the engine itself gives for a share-link hand (ron, east/east, tenhou rules)."""
    result = handle({"op": "score", "hand": hand})
    assert result["ok"], result
    return str(result["total"])


def shown_total(page: Page) -> str:
    """The total on the results panel once it is rendered."""
    locator = page.locator('[data-testid="total"]')
    locator.wait_for(state="visible")
    return re.sub(r"\D", "", locator.inner_text())


def csp_of_netlify() -> str:
    """The Content-Security-Policy of netlify.toml (the local server sends the same)."""
    rules = tomllib.loads((ROOT / "netlify.toml").read_text())["headers"]
    return next(str(r["values"]["Content-Security-Policy"]) for r in rules if r["for"] == "/*")


def test_page_loads_engine_and_scores_share_link(page: Page, base_url: str) -> None:
    """A share link with a complete hand loads, the engine gets ready and the engine's total is shown."""
    page.goto(base_url + "#h=" + HAND)
    wait_ready(page)
    assert shown_total(page) == expected_total(HAND)
    assert page.locator('[data-testid="load-error"]').is_hidden()
    assert page.errors == []  # type: ignore[attr-defined]


def test_build_time_meta_is_what_python_answers(page: Page, base_url: str) -> None:
    """The worker's "ready" carries the meta computed at build time: it equals Pyodide's own answer."""
    page.goto(base_url + "#h=" + HAND)
    wait_ready(page)
    ready, asked = page.evaluate(
        "async () => [await window.__agariEngine.ready, await window.__agariEngine.call({op: 'meta'})]")
    assert ready == asked == handle({"op": "meta"})
    assert [p["name"] for p in ready["presets"]][:2] == ["tenhou", "majsoul"]


def test_progress_is_shown_while_loading(page: Page, serve: Callable[..., str]) -> None:
    """While the runtime downloads (slowed down here), the page shows the engine's progress label."""
    url = serve(delay={"pyodide.asm.wasm": 2.0})
    page.goto(url)
    poll(page, "() => document.querySelector('[data-testid=\"loading\"]')?.textContent"
               ".includes('Downloading the Python runtime')", timeout=10_000)
    assert page.locator('[data-testid="loading"]').is_visible()
    # the bytes: what has arrived (the library, the wheel, the snapshot; the wasm is held back) of all to come
    poll(page, "() => / MB$/.test(document.querySelector('[data-testid=\"loading\"]')?.textContent)",
         timeout=10_000)
    label = page.locator('[data-testid="loading"]').inner_text()
    got, total = (float(x) for x in re.findall(r"([\d.]+) of ([\d.]+) MB", label)[0])
    assert 0 < got < total and 3.5 < total < 9, label  # 3.9 MB, 8.2 with the snapshot (a fast link)
    wait_ready(page)
    assert page.evaluate("document.body.dataset.engine") == "ready"


@pytest.mark.console_allowed(r"violates the following Content Security Policy directive 'script-src")
def test_csp_header_in_effect(page: Page, base_url: str) -> None:
    """The page is served with netlify.toml's strict CSP, Pyodide still runs, and inline script is blocked."""
    response = page.goto(base_url + "#h=" + HAND)
    assert response is not None
    policy = response.headers.get("content-security-policy")
    assert policy == csp_of_netlify()
    assert "'unsafe-eval'" not in policy and "'unsafe-inline'" not in policy
    assert "script-src 'self' 'wasm-unsafe-eval'" in policy
    wait_ready(page)
    assert shown_total(page) == expected_total(HAND)
    blocked = page.evaluate(
        """() => new Promise((resolve) => {
            document.addEventListener("securitypolicyviolation", (e) => resolve(e.violatedDirective), {once: true});
            const s = document.createElement("script");
            s.textContent = "window.__inlineRan = true";
            document.head.append(s);
            setTimeout(() => resolve(window.__inlineRan ? "ran" : "silent"), 2000);
        })"""
    )
    assert blocked.startswith("script-src")


def test_works_under_a_sub_path(page: Page, serve: Callable[..., str]) -> None:
    """Served under /sub/path/, every request stays under it and the hand is scored."""
    url = serve(prefix="/sub/path/")
    assert url.endswith("/sub/path/")
    requested: list[str] = []
    page.on("request", lambda r: requested.append(r.url))
    page.goto(url + "#h=" + HAND)
    wait_ready(page)
    assert shown_total(page) == expected_total(HAND)
    assert requested and all(u.startswith(url) for u in requested), [u for u in requested if not u.startswith(url)]
    assert any(u.endswith("pyodide.asm.wasm") for u in requested)
    assert any(u.endswith(".whl.gz") for u in requested)


def browser_own(url: str) -> bool:
    """A request Chromium makes for itself, outside the page's service worker (favicon, app manifest, its icons)."""
    name = url.split("?", 1)[0].rsplit("/", 1)[-1]
    icon = name.startswith("icon") and name.endswith((".png", ".svg"))
    return name == "favicon.svg" or name.endswith(".webmanifest") or icon


def test_index_preloads_the_worker_and_its_first_files_fetched_once(page: Page, built_site: dict[str, Any]) -> None:
    """index.html preloads the worker (under its hashed name) and the runtime files it fetches first, so they
    download with the page's first requests; the worker's own requests for them are answered by the HTTP cache:
    the server sends each once. Neither the snapshot (the worker decides per connection) nor the wheel (asked for
    once the wasm is in) is preloaded."""
    from collections import Counter

    from conftest import serve_module

    html = (Path(built_site["dir"]) / "index.html").read_text()
    preloaded = re.findall(r'<link rel="preload" href="\./([^"]+)" as="fetch" crossorigin', html)
    runtime = built_site["pyodide_dir"]
    assert preloaded == [built_site["worker"], runtime + "pyodide.mjs", runtime + "pyodide.asm.mjs",
                         runtime + "python_stdlib.zip.gz", runtime + "pyodide.asm.wasm"]
    assert html.index('rel="preload"') < html.index('rel="stylesheet"') < html.index('rel="modulepreload"')
    hits: Counter[str] = Counter()
    handler = serve_module.make_handler(Path(built_site["dir"]))

    class Counting(handler):  # type: ignore[misc, valid-type]
        def respond(self, body: bool) -> None:
            hits[self.path.lstrip("/")] += 1
            super().respond(body)

    server = serve_module.Server(("127.0.0.1", 0), Counting)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        page.goto(f"http://127.0.0.1:{server.server_address[1]}/#h={HAND}")
        wait_ready(page)
        assert shown_total(page) == expected_total(HAND)
    finally:
        server.shutdown()
        server.server_close()
    assert {name: hits[name] for name in preloaded} == {name: 1 for name in preloaded}
    assert hits[built_site["wheel"]] == 1


@pytest.mark.console_allowed(r"Failed to load resource: net::ERR_FAILED \(\S+/build-info\.json\?")
def test_offline_reload_after_one_visit(new_context: Callable[..., BrowserContext], base_url: str) -> None:
    """After one visit the service worker has everything: offline, a reload still scores hands."""
    page = new_context(service_workers="allow").new_page()
    page.goto(base_url + "#h=" + HAND)
    wait_ready(page)
    wait_offline_ready(page)
    responses: list[Response] = []
    failed: list[str] = []
    page.context.on("response", lambda r: responses.append(r))
    page.context.on("requestfailed", lambda r: failed.append(r.url))
    page.context.set_offline(True)
    page.goto(base_url + "#h=" + SECOND)
    page.reload()
    wait_ready(page)
    # what the user sees: the page loads and scores a hand it has never seen
    assert shown_total(page) == expected_total(SECOND)
    # every file the page asks for came from the service worker, none from the network, and none failed
    # (the browser fetches the favicon, the manifest and its icons itself, past the service worker)
    ours = [r for r in responses if r.url.startswith(base_url) and not browser_own(r.url)]
    assert ours and [r.url for r in ours if not r.from_service_worker] == []
    assert [u for u in failed if not browser_own(u)] == []
    # and the network really is out of reach (a file the service worker does not keep cannot be fetched)
    reached = page.evaluate("fetch('./build-info.json?' + Date.now()).then(() => 'reached', () => 'blocked')")
    assert reached == "blocked"


def started(page: Page) -> dict[str, Any]:
    """How the worker started Python: {snapshot, reason, mbit} (engine.start)."""
    return dict(page.evaluate("window.__agariEngine.start"))


def test_fast_link_restores_the_snapshot_and_a_second_visit_takes_it_from_the_cache(
        new_context: Callable[..., BrowserContext], base_url: str) -> None:
    """On loopback the runtime's library arrives at once, so the worker restores the memory snapshot (the engine
    imported in it); once the service worker has precached the site, a reload takes the snapshot from its cache
    (and its index.html has no preloads)."""
    page = new_context(service_workers="allow").new_page()
    page.goto(base_url + "#h=" + HAND)
    wait_ready(page)
    assert shown_total(page) == expected_total(HAND)
    first = started(page)
    assert first["snapshot"] is True, first
    assert "the runtime's library arrived" in first["reason"], first
    wait_offline_ready(page)
    page.goto(base_url + "#h=" + SECOND)
    page.reload()
    wait_ready(page)
    assert shown_total(page) == expected_total(SECOND)
    assert started(page) == {"snapshot": True, "reason": "the snapshot is in the cache", "mbit": None}
    # the page the service worker answers with has no preloads (everything it would hurry is in the cache)
    assert page.evaluate("document.querySelectorAll('link[rel=preload]').length") == 0


def test_slow_link_starts_python_without_the_snapshot(new_context: Callable[..., BrowserContext],
                                                     serve: Callable[..., str], built_site: dict[str, Any]) -> None:
    """Through serve.py's throttled link (10 Mbit/s shared, 100 ms a response) the runtime's library arrives late,
    so the worker never downloads the 4.4 MB snapshot: Python starts from the bytecode and scores the same."""
    url = serve(throttle=(10.0, 100.0))
    # no service worker here (new_context blocks them): 1.5 s after the engine is ready it would precache the whole
    # site for offline use, the snapshot among it; the page and its worker's fetches are counted
    page = new_context().new_page()
    snapshot_bytes: list[int] = []
    page.on("response", lambda r: snapshot_bytes.append(r.status) if built_site["snapshot"] in r.url else None)
    page.goto(url + "#h=" + HAND)
    wait_ready(page)
    assert shown_total(page) == expected_total(HAND)
    how = started(page)
    assert how["snapshot"] is False, how
    assert "a slow link" in how["reason"] or "had not arrived" in how["reason"], how
    # a complete hand has no expected-value search: no second Python is started
    assert page.evaluate("document.body.dataset.ev") == ""
    assert len(page.workers) == 1
    # a hand two tiles from ready is searched in a worker of its own, which follows the first one's choice: its runtime
    # files come from the HTTP cache, but the snapshot is not downloaded for it either
    page.fill('[data-testid="notation"]', TWO_SHANTEN)
    poll(page, f"""() => document.querySelector("#analysis")?.dataset.hand === "{TWO_SHANTEN}"
                        && document.body.dataset.ev === "done" """)
    shown = page.eval_on_selector_all("table.discards td[data-ev=score]", "(cs) => cs.map((c) => c.dataset.value)")
    answer = handle({"op": "expected", "hand": TWO_SHANTEN})
    assert sorted(float(v) for v in shown if v) == pytest.approx(sorted(d["score"][0] for d in answer["discards"]))
    # (and the spare worker a search gets once it runs 400 ms, started the same way)
    assert len(page.workers) >= 2 and all(w.url.endswith("?snapshot=never") for w in page.workers[1:])
    assert 200 not in snapshot_bytes  # the HTTP-cache probes at most (only-if-cached: no download)


def test_forced_start_without_the_snapshot_scores_the_same(page: Page, base_url: str) -> None:
    """?agari-snapshot=never (for measurements) boots Python and imports the engine's bytecode on any link."""
    page.goto(base_url + "?agari-snapshot=never#h=" + SECOND)
    wait_ready(page)
    assert shown_total(page) == expected_total(SECOND)
    assert started(page) == {"snapshot": False, "reason": "asked for (snapshot=never)", "mbit": None}
    assert page.errors == []  # type: ignore[attr-defined]


def test_engine_ships_as_bytecode_of_the_page_python(built_site: dict[str, Any]) -> None:
    """The page's wheel and each game's zip hold bytecode only (compiled at build time by Pyodide's own CPython:
    the same magic number as the runtime's standard library), stored members of a gzipped zip."""
    import zipfile

    site = Path(built_site["dir"])
    with zipfile.ZipFile(page_stdlib(built_site)) as zf:
        magic = zf.read(next(n for n in zf.namelist() if n.endswith(".pyc")))[:4]
    for name in [built_site["wheel"], *built_site["games"].values(), *set(built_site["ops"].values())]:
        with zipfile.ZipFile(io.BytesIO(gzip.decompress((site / name).read_bytes()))) as zf:
            members = [m for m in zf.infolist() if not m.filename.endswith("/")]
            code = [m for m in members if m.filename.endswith(".pyc")]
            assert code and not [m.filename for m in members if m.filename.endswith(".py")], name
            assert all(m.compress_type == zipfile.ZIP_STORED for m in members), name
            assert {zf.read(m)[:4] for m in code} == {magic}, name
    with zipfile.ZipFile(io.BytesIO(gzip.decompress((site / built_site["wheel"]).read_bytes()))) as zf:
        names = set(zf.namelist())
    assert {"agari/frontends/jsonapi.pyc", "agari/riichi/scoring.pyc"} <= names
    assert "agari/frontends/cli.pyc" not in names and not any(n.startswith("agari/small/") for n in names)
    lazy = ("agari/small/", "agari/fujian/", "agari/logs/", "agari/judge/", "agari/gamereview/", "agari/drill/")
    assert not any(n.startswith(lazy) for n in names)
    assert not {"agari/frontends/drillcli.pyc", "agari/frontends/review_cli.pyc"} & names
    assert sorted(built_site["ops"]) == ["drill", "review", "verdict"]
    assert built_site["ops"]["verdict"] == built_site["ops"]["review"]  # the calculator's verdict: the review's judge
    for op, folders in {"review": ("agari/logs/", "agari/judge/", "agari/gamereview/"),
                        "drill": ("agari/drill/",)}.items():
        with zipfile.ZipFile(io.BytesIO(gzip.decompress((site / built_site["ops"][op]).read_bytes()))) as zf:
            tops = {"/".join(n.split("/")[:2]) + "/" for n in zf.namelist()}
        assert tops == set(folders), op


def test_an_op_package_is_fetched_when_a_request_first_names_the_op(page: Page, base_url: str,
                                                                      built_site: dict[str, Any]) -> None:
    """A calculator visit downloads neither the game review nor the drills; the first request of each op
    fetches its zip (a drill of another game fetches that game's too), once, and is answered."""
    fetched: list[str] = []
    page.on("request", lambda r: fetched.append(r.url))
    page.goto(base_url + "#h=" + HAND)
    wait_ready(page)
    assert shown_total(page) == expected_total(HAND)
    lazy = [*built_site["ops"].values(), *built_site["games"].values()]
    assert not [u for u in fetched if any(u.endswith(f) for f in lazy)]
    log = (ROOT / "tests" / "logs" / "mjai-reviewer" / "chankan.json").read_text(encoding="utf-8")
    answers = page.evaluate(
        """async (log) => {
            const e = window.__agariEngine;
            const drill = await e.call({ op: "drill", game: "small", kind: "shanten", seed: "infra" });
            const again = await e.call({ op: "drill", game: "small", kind: "shanten", seed: "infra" });
            const review = await e.call({ op: "review", log, part: "header" });
            return [drill, again, review];
        }""", log)
    drill, again, review = answers
    assert drill["ok"] and drill["drill"]["game"] == "small" and again == drill
    assert review["ok"] and review["names"] == ["Aさん", "Bさん", "Cさん", "Dさん"]
    wanted = [built_site["ops"]["drill"], built_site["games"]["small"], built_site["ops"]["review"]]
    assert [sum(u.endswith(f) for u in fetched) for f in wanted] == [1, 1, 1]


def test_offline_context_fixture_scores(offline_context: BrowserContext, base_url: str) -> None:
    """A fresh page in a context that went offline after its first visit loads from the service worker."""
    page = offline_context.new_page()
    page.goto(base_url + "#h=" + HAND)
    wait_ready(page)
    assert shown_total(page) == expected_total(HAND)


def load_error(page: Page, url: str) -> str:
    """Open the page and return the plain-words load error it shows (well within the 30 s limit)."""
    page.goto(url)
    alert = page.locator('[data-testid="load-error"]')
    alert.wait_for(state="visible", timeout=35_000)
    return str(alert.inner_text())


NOT_FOUND = r"Failed to load resource: the server responded with a status of 404"
"""What the browser logs for a preloaded runtime file the server does not have (index.html preloads them)."""


@pytest.mark.console_allowed(r"uncaught: the Python runtime could not be downloaded \(HTTP 404\)", NOT_FOUND)
def test_wasm_404_says_so_in_plain_words(page: Page, serve: Callable[..., str]) -> None:
    """A missing runtime file gives a plain-words error (not an endless spinner) well within 30 s."""
    url = serve(fail={"pyodide.asm.wasm": 404})
    text = load_error(page, url)
    assert "could not start" in text and "404" in text
    assert page.evaluate("document.body.dataset.engine") == "failed"


def test_wrong_wasm_type_still_loads(page: Page, serve: Callable[..., str]) -> None:
    """A host sending the wasm with a wrong MIME type only loses streaming compilation: the page still works."""
    url = serve(mime_override={".wasm": "application/octet-stream"})
    warnings: list[str] = []
    page.on("console", lambda m: warnings.append(m.text) if m.type == "warning" else None)
    page.goto(url + "#h=" + HAND)
    wait_ready(page)
    assert shown_total(page) == expected_total(HAND)


def test_host_that_gunzips_the_wheel_still_works(page: Page, serve: Callable[..., str]) -> None:
    """A host that sends our .whl.gz with Content-Encoding: gzip (the browser unpacks it) still loads the engine."""
    url = serve(extra_headers={".whl.gz": {"Content-Encoding": "gzip"}})
    page.goto(url + "#h=" + HAND)
    wait_ready(page)
    assert shown_total(page) == expected_total(HAND)


def test_wrong_module_type_says_so(page: Page, serve: Callable[..., str]) -> None:
    """A host sending the Pyodide module script as text/plain (blocked by nosniff) is reported in plain words."""
    url = serve(mime_override={".mjs": "text/plain"})
    text = load_error(page, url)
    assert "could not start" in text
    assert page.evaluate("document.body.dataset.engine") == "failed"


def test_wheel_404_says_so(page: Page, serve: Callable[..., str]) -> None:
    """A missing engine wheel is reported too."""
    url = serve(fail={".whl.gz": 404})
    text = load_error(page, url)
    assert "could not start" in text


@pytest.mark.console_allowed(
    # the plain-words error may surface uncaught or through Pyodide's own console.error, with its own line first
    r"(uncaught|console\.error): (Error: )?the Python runtime could not be downloaded \(HTTP 404",
    r"console\.error: Error occurred while installing the standard library",
    NOT_FOUND,
)
def test_stdlib_404_says_so(page: Page, serve: Callable[..., str]) -> None:
    """A missing standard library (which the worker inflates for Pyodide) is reported in plain words too."""
    url = serve(fail={"python_stdlib.zip.gz": 404})
    text = load_error(page, url)
    assert "could not start" in text and "404" in text


def test_snapshot_404_falls_back_to_starting_python(page: Page, serve: Callable[..., str]) -> None:
    """A missing memory snapshot only costs time: the worker says so on the console and starts Python itself."""
    url = serve(fail={".bin.gz": 404})
    warnings: list[str] = []
    page.on("console", lambda m: warnings.append(m.text) if m.type == "warning" else None)
    page.goto(url + "?agari-snapshot=always#h=" + HAND)  # asked for whatever the link's speed, so the 404 is met
    wait_ready(page)
    assert shown_total(page) == expected_total(HAND)
    how = started(page)
    assert how["snapshot"] is False and "404" in how["reason"], how
    assert any("snapshot" in w and "404" in w for w in warnings), warnings


def test_host_that_gunzips_the_snapshot_still_works(page: Page, serve: Callable[..., str]) -> None:
    """A host that sends the snapshot with Content-Encoding: gzip (the browser unpacks it) still starts."""
    url = serve(extra_headers={".bin.gz": {"Content-Encoding": "gzip"}})
    page.goto(url + "?agari-snapshot=always#h=" + HAND)
    wait_ready(page)
    assert shown_total(page) == expected_total(HAND)
    how = started(page)
    assert how["snapshot"] is True, how


def test_server_headers_mime_and_gzip(base_url: str, built_site: dict[str, Any]) -> None:
    """wasm is application/wasm (streaming compile), gzip is sent when accepted, hashed files are immutable."""
    wasm = base_url + built_site["pyodide_dir"] + "pyodide.asm.wasm"
    for accepted, encoding in (("gzip, br", "br"), ("gzip", "gzip")):
        request = urllib.request.Request(wasm, method="HEAD", headers={"Accept-Encoding": accepted})
        with urllib.request.urlopen(request) as response:
            assert response.headers["Content-Type"] == "application/wasm"
            assert response.headers["Content-Encoding"] == encoding
            assert "immutable" in response.headers["Cache-Control"]
    with urllib.request.urlopen(base_url) as response:
        assert response.headers["Content-Type"].startswith("text/html")
        assert response.headers["Cache-Control"] == "no-cache"
    for name in ("engine.js", built_site["worker"], built_site["pyodide_dir"] + "pyodide.mjs"):
        with urllib.request.urlopen(base_url + name) as response:
            assert response.headers["Content-Type"].startswith("text/javascript"), name


def test_precache_list_carries_content_hashes(built_site: dict[str, Any]) -> None:
    """sw.js lists every file of the site with its sha256; the big runtime files have hashed names."""
    site = Path(built_site["dir"])
    text = (site / "sw.js").read_text()
    match = re.search(r"/\* @build \*/ (\{.*?\}) /\* @end \*/", text, re.S)
    assert match is not None
    precache = json.loads(match.group(1))
    files = precache["files"]
    on_disk = {p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file()
               and not (p.suffix in (".gz", ".br") and p.with_suffix("").is_file())
               and p.name not in ("sw.js", "build-info.json", "_headers", "glyphs-LICENSE.txt")}  # never loaded
    assert set(files) == on_disk
    for path, integrity in files.items():
        digest = base64.b64encode(hashlib.sha256((site / path).read_bytes()).digest()).decode()
        assert integrity == "sha256-" + digest, path
    assert "index.html" in files and built_site["worker"] in files
    assert re.fullmatch(r"immutable/agari-[0-9a-f]{12}\.whl\.gz", built_site["wheel"])
    assert re.fullmatch(r"immutable/worker-[0-9a-f]{12}\.js", built_site["worker"])
    assert re.fullmatch(r"immutable/pyodide-[0-9a-f]{12}/", built_site["pyodide_dir"])
    assert f"agari-{precache['version']}" not in ""  # version is a plain hash string
    assert re.fullmatch(r"[0-9a-f]{12}", precache["version"])


def page_stdlib(built_site: dict[str, Any]) -> io.BytesIO:
    """The page's standard-library zip (shipped gzipped whole)."""
    return io.BytesIO(gzip.decompress((Path(built_site["dir"]) / built_site["pyodide_dir"] / "python_stdlib.zip.gz")
                                      .read_bytes()))


def stdlib_modules(zip_path: str | Path | io.BytesIO) -> set[str]:
    """Module names in a compiled standard-library zip."""
    import zipfile

    out = set()
    for name in zipfile.ZipFile(zip_path).namelist():
        if name.endswith(".pyc"):
            module = name[:-4].replace("/", ".")
            out.add(module.removesuffix(".__init__"))
    return out


def test_trimmed_stdlib_keeps_what_the_engine_imports(built_site: dict[str, Any]) -> None:
    """The page's python_stdlib.zip.gz holds what Python's own start-up imports (the snapshot's modules: a slow link
    boots without it) and every stdlib module an import statement of the page's engine names, anywhere."""
    import ast
    import importlib.util

    spec = importlib.util.spec_from_file_location("agari_scripts_build_site_infra", ROOT / "scripts" / "build_site.py")
    assert spec is not None and spec.loader is not None
    build_site = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build_site)
    WEB_WHEEL_SKIP = build_site.WEB_WHEEL_SKIP  # noqa: N806
    full = stdlib_modules(built_site["stdlib_for_tests"])
    in_zip = stdlib_modules(page_stdlib(built_site))
    in_snapshot = {name[:-4].replace("/", ".").removesuffix(".__init__") for name in built_site["snapshot_loaded"]}
    assert "json" in in_snapshot and "dataclasses" in in_snapshot
    assert in_snapshot <= in_zip
    assert "unittest" not in in_zip and "email" not in in_zip and len(in_zip) < len(full) / 3
    imported: set[str] = set()
    for path in sorted((ROOT / "agari").rglob("*.py")):
        if path.relative_to(ROOT).as_posix() in WEB_WHEEL_SKIP:
            continue  # not in the page's wheel
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                imported.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                imported.add(node.module)
    imported = {m for m in imported if m.split(".")[0] != "agari"}
    assert imported, "no imports found?"
    import _imp

    frozen = set(_imp._frozen_module_names())  # os, stat, io...: built into the interpreter, not read from the zip
    missing = sorted(m for m in imported if m in full and m not in in_zip and m not in frozen)
    assert missing == [], f"the page's stdlib lacks {missing}: see stdlib_imports in scripts/build_site.py"


def test_both_starts_answer_as_cpython(built_site: dict[str, Any], tmp_path: Path) -> None:
    """The page's runtime started both ways worker.js does (under Node): the snapshot restored, with the engine
    already imported in it, and Python booted from the page's cut-down stdlib zip and the engine's bytecode; each
    answers Riichi and Small Mahjong requests (Small imported after the start, from its own zip) as CPython does,
    and neither imports any engine module from source."""
    import subprocess

    requests = [{"op": "score", "hand": "123m456p789s11122z", "tsumo": True, "riichi": True},
                {"op": "analyze", "hand": "123m456p789s1122z"},
                {"op": "analyze", "game": "small", "hand": "123m456p789s11s"}]
    (tmp_path / "requests.json").write_text(json.dumps(requests))
    proc = subprocess.run(
        ["node", str(ROOT / "tests" / "pyodide" / "snapshot_check.mjs"), str(built_site["dir"]),
         str(ROOT / "node_modules" / "pyodide" / "pyodide-lock.json"), str(tmp_path / "requests.json")],
        capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr[-2000:]
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    here = [handle(r) for r in requests]
    assert here[0]["points"] == 12000 and here[1]["shanten"] == 0 and here[2]["ok"], here
    for how in ("snapshot", "boot"):
        assert out[how]["python"].startswith("3.14"), out[how]
        assert out[how]["answers"] == here, how
        assert out[how]["sources"] == [], how
        assert out[how]["files"] >= 30, how
    engine = {"agari.frontends.jsonapi", "agari.riichi.scoring", "agari.riichi.analysis"}
    assert engine <= set(out["snapshot"]["before"])
    assert out["boot"]["before"] == []
