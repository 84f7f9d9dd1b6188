"""Every field of every game survives a share link: the request the engine receives carries it.

One link per field and per game (on a hand that makes the field mean something: ippatsu with riichi, rinshan
with a kan and tsumo, ...), opened in a running page as a pasted link is; and the same fields opened as a
first visit, grouped into a few links that hold them together (a first visit reads the link before the
engine's meta is known: the path where three-player kita were lost). The requests are seen through the page's
diagnostic event "agari:request" (store/engine-link.js), recorded from before the page's own scripts run.
"""

from __future__ import annotations

from typing import Any

import pytest
from browserkit import act_and_wait, poll, wait_ready, wait_rendered
from playwright.sync_api import Browser, BrowserContext, Page

from agari.frontends.jsonapi import handle
from agari.games import GAMES

RECORD = """window.__agariSent = [];
addEventListener("agari:request", (e) => window.__agariSent.push(JSON.parse(JSON.stringify(e.detail))));"""

H = "h=123m456p789s11122z"  # complete: East triplet (round and seat wind), any situation scores
SANMA = "h=11m999m456p789s222z&w=1m&t=1&sw=w"  # a three-player hand (no 2m-8m)
SMALL = "g=small&h=234m567p88s"
FUJIAN = "g=fujian&h=123456789m123456p55s&f.gold=5s"

# (game, link, what the engine's request holds); "analyze" in the name: checked on the analysis request
RIICHI_LINKS: list[tuple[str, str, dict[str, Any]]] = [
    ("h", H, {"hand": "123m456p789s11122z"}),
    ("w", f"{H}&w=3m", {"win": "3m"}),
    ("d", f"{H}&d=1m2p", {"dora": ["1m", "2p"]}),
    ("u", f"{H}&r=1&u=3s", {"ura": ["3s"], "riichi": True}),
    ("x analyze", f"{H}&x=9m4z", {"discards": ["9m", "4z"]}),
    ("t", f"{H}&t=1", {"tsumo": True}),
    ("r", f"{H}&r=1", {"riichi": True}),
    ("dr", f"{H}&dr=1", {"double_riichi": True, "riichi": True}),
    ("i", f"{H}&r=1&i=1", {"ippatsu": True}),
    ("hai", f"{H}&hai=1", {"haitei": True}),
    ("rin", "h=123m456p789s22z[1111z]&t=1&rin=1", {"rinshan": True, "tsumo": True}),
    ("ch", f"{H}&ch=1", {"chankan": True}),
    ("th", f"{H}&t=1&th=1", {"tenhou": True}),
    ("chi", f"{H}&sw=s&t=1&chi=1", {"chiihou": True, "seat": "s"}),
    ("ren", f"{H}&sw=s&ren=1", {"renhou": True}),
    ("rw", f"{H}&rw=s", {"round": "s"}),
    ("sw", f"{H}&sw=w", {"seat": "w"}),
    ("pao", "h=234p11s(555z)(666z)(777z)&w=1s&sw=s&pao=w", {"pao": "w"}),
    ("hb", f"{H}&hb=3", {"honba": 3}),
    ("st", f"{H}&st=2", {"sticks": 2}),
    ("ki", "h=12355567p678s555z&w=5p&rules=tenhou-sanma&t=1&rw=s&sw=w&d=7s&ki=3", {"kita": 3, "rules": "tenhou-sanma"}),
    ("rules", f"{H}&rules=majsoul", {"rules": "majsoul"}),
    ("o bool", f"{H}&o=kiriage:1", {"rules": {"preset": "tenhou", "kiriage": True}}),
    ("o word", f"{H}&rules=wrc&o=renhou:yakuman", {"rules": {"preset": "wrc", "renhou": "yakuman"}}),
    ("o int", f"{SANMA}&rules=majsoul-sanma&o=honba_value:100",
     {"rules": {"preset": "majsoul-sanma", "honba_value": 100}}),
]
SMALL_LINKS: list[tuple[str, str, dict[str, Any]]] = [
    ("g h", SMALL, {"game": "small", "hand": "234m567p88s"}),
    ("w", f"{SMALL}&w=7p", {"win": "7p"}),
    ("f.tsumo", f"{SMALL}&f.tsumo=1", {"tsumo": True}),
    ("f.reach", f"{SMALL}&f.reach=1", {"reach": True}),
    ("f.double_reach", f"{SMALL}&f.double_reach=1", {"double_reach": True}),
    ("f.one_shot", f"{SMALL}&f.reach=1&f.one_shot=1", {"one_shot": True, "reach": True}),
    ("f.last_tile", f"{SMALL}&f.tsumo=1&f.last_tile=1", {"last_tile": True}),
    ("f.first_turn", f"{SMALL}&f.tsumo=1&f.first_turn=1", {"first_turn": True}),
    ("f.heaven", f"{SMALL}&f.tsumo=1&f.heaven=1", {"first_turn": True, "dealer": True}),
    ("f.earth", f"{SMALL}&f.tsumo=1&f.earth=1", {"first_turn": True, "dealer": False}),
    ("f.dealer", f"{SMALL}&f.dealer=1", {"dealer": True}),
    ("f.players", f"{SMALL}&f.players=3", {"players": 3}),
    ("rules", f"{SMALL}&rules=smallmahjong", {"rules": "smallmahjong"}),
]
FUJIAN_LINKS: list[tuple[str, str, dict[str, Any]]] = [
    ("g h f.gold", FUJIAN, {"game": "fujian", "hand": "123456789m123456p55s", "gold": "5s"}),
    ("h melds", "g=fujian&h=123456789m55s(123p)(456p)&f.gold=5s", {"hand": "123456789m55s(123p)(456p)"}),
    ("w", f"{FUJIAN}&w=5s", {"win": "5s"}),
    ("f.bonus", f"{FUJIAN}&f.bonus=1z7z", {"bonus": "1z7z"}),
    ("f.tsumo", f"{FUJIAN}&f.tsumo=1", {"tsumo": True}),
    ("f.streak", f"{FUJIAN}&rules=fuzhou&f.streak=2", {"streak": 2, "rules": "fuzhou"}),
    ("f.rob_gold", f"{FUJIAN}&f.rob_gold=1", {"rob_gold": True}),
    ("rules", f"{FUJIAN}&rules=fuzhou", {"rules": "fuzhou"}),
]
LINKS = {"riichi": RIICHI_LINKS, "small": SMALL_LINKS, "fujian": FUJIAN_LINKS}

# first visits: every field above, grouped into links whose fields hold together (the page makes Riichi's flags
# consistent; another game's fields go to the engine as they are, which words what it refuses)
FIRST_VISITS: list[tuple[str, str, dict[str, Any]]] = [
    ("riichi", "h=123m456p789s22z[1111z]&w=2z&t=1&r=1&rin=1&d=1m&u=3s&x=9m&rw=s&sw=w&hb=3&st=2&rules=majsoul"
     "&o=kiriage:1,honba_value:600",
     {"tsumo": True, "riichi": True, "rinshan": True, "dora": ["1m"], "ura": ["3s"], "round": "s", "seat": "w",
      "honba": 3, "sticks": 2, "win": "2z", "rules": {"preset": "majsoul", "kiriage": True, "honba_value": 600}}),
    ("riichi", f"{H}&w=3m&dr=1&i=1&hai=1",
     {"double_riichi": True, "riichi": True, "ippatsu": True, "haitei": True, "win": "3m"}),
    ("riichi", f"{H}&ch=1&rules=wrc&o=renhou:yakuman",
     {"chankan": True, "rules": {"preset": "wrc", "renhou": "yakuman"}}),
    ("riichi", f"{H}&t=1&th=1", {"tenhou": True, "tsumo": True}),
    ("riichi", f"{H}&sw=s&t=1&chi=1", {"chiihou": True}),
    ("riichi", f"{H}&sw=s&ren=1", {"renhou": True, "seat": "s"}),
    ("riichi", "h=234p11s(555z)(666z)(777z)&w=1s&sw=s&pao=w", {"pao": "w"}),
    ("riichi", "h=12355567p678s555z&w=5p&rules=tenhou-sanma&t=1&rw=s&sw=w&d=7s&ki=3",  # the link
     {"kita": 3, "round": "s", "seat": "w", "dora": ["7s"], "rules": "tenhou-sanma", "tsumo": True}),
    ("small", "g=small&n=11&h=234m567p88s&w=7p&f.tsumo=1&f.reach=1&f.double_reach=1&f.one_shot=1&f.last_tile=1"
     "&f.first_turn=1&f.dealer=1&f.players=3&rules=smallmahjong",
     {"game": "small", "win": "7p", "tsumo": True, "reach": True, "double_reach": True, "one_shot": True,
      "last_tile": True, "first_turn": True, "dealer": True, "players": 3, "rules": "smallmahjong"}),
    ("small", f"{SMALL}&f.tsumo=1&f.heaven=1", {"first_turn": True, "dealer": True}),
    ("small", f"{SMALL}&f.tsumo=1&f.earth=1", {"first_turn": True, "dealer": False}),
    ("fujian", f"{FUJIAN}&w=5s&f.bonus=1z7z&f.tsumo=1&f.streak=2&rules=fuzhou",
     {"game": "fujian", "gold": "5s", "win": "5s", "bonus": "1z7z", "tsumo": True, "streak": 2, "rules": "fuzhou"}),
    ("fujian", "g=fujian&h=123456789m55s(123p)(456p)&f.gold=5s&f.rob_gold=1",
     {"hand": "123456789m55s(123p)(456p)", "rob_gold": True}),
]


@pytest.fixture(scope="module")
def recording(browser: Browser) -> Any:
    """A context whose pages record every request they send the engine (warm: its cache serves the reloads)."""
    context: BrowserContext = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(60_000)
    context.add_init_script(RECORD)
    context.add_init_script("try { localStorage.removeItem('agari.lang'); } catch (e) {}")
    yield context
    context.close()


def sent(page: Page) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = page.evaluate("window.__agariSent")
    return out


def newest(page: Page, op: str) -> dict[str, Any]:
    """The newest request of an op (score or analyze) the page sent the engine."""
    found = [r for r in sent(page) if r.get("op") == op]
    assert found, (op, sent(page))
    return found[-1]


def holds(request: dict[str, Any], want: dict[str, Any]) -> dict[str, tuple[Any, Any]]:
    """The fields of `want` the request does not hold as wanted: {field: (wanted, sent)}."""
    return {k: (v, request.get(k)) for k, v in want.items() if request.get(k) != v}


def check(page: Page, name: str, link: str, want: dict[str, Any]) -> None:
    op = "analyze" if "analyze" in name or not any(r.get("op") == "score" for r in sent(page)) else "score"
    request = newest(page, op)
    assert holds(request, want) == {}, (name, link, request)
    notice = page.locator('[data-testid="notice"]')
    assert notice.is_hidden(), (name, link, notice.inner_text())


@pytest.mark.parametrize("game", sorted(LINKS))
def test_every_field_survives_a_link_opened_in_the_page(recording: BrowserContext, base_url: str, game: str) -> None:
    if game not in GAMES:
        pytest.skip(f"{game} is not registered")
    page = recording.new_page()
    page.goto(base_url)
    wait_ready(page)
    wait_rendered(page, 0)
    for name, link, want in LINKS[game]:
        page.evaluate("window.__agariSent = []")
        act_and_wait(page, lambda f=link: page.evaluate("(f) => { location.hash = f; }", f))
        check(page, name, link, want)
    if game == "small":  # the hand size is not a request field: the page shows it, and plans for it
        act_and_wait(page, lambda: page.evaluate("() => { location.hash = 'g=small&n=11&h=234m567p88s'; }"))
        assert page.locator('[data-testid="hand-size"]').input_value() == "11"
        assert page.locator('[data-testid="tile-count"]').inner_text() == "8 of 11 tiles"
    page.close()


@pytest.mark.parametrize(("game", "link", "want"), FIRST_VISITS,
                         ids=[f"{g}-{i}" for i, (g, _, _) in enumerate(FIRST_VISITS)])
def test_every_field_survives_a_first_visit(recording: BrowserContext, base_url: str, game: str, link: str,
                                            want: dict[str, Any]) -> None:
    if game not in GAMES:
        pytest.skip(f"{game} is not registered")
    page = recording.new_page()
    page.goto(f"{base_url}#{link}")
    wait_ready(page)
    wait_rendered(page, 0)
    check(page, link, link, want)
    if "n=11" in link:
        assert page.locator('[data-testid="hand-size"]').input_value() == "11"
    if "ki=3" in link:  # the link: the page shows the engine's own total for it (9000, not 3900)
        expected = handle(newest(page, "score"))
        assert expected["ok"] and expected["total"] == 9000
        assert page.locator('[data-testid="total"]').inner_text() == "9000"
    page.close()


def test_every_rule_option_survives_one_link(recording: BrowserContext, base_url: str) -> None:
    """Every rule option of the engine's meta set away from its preset's value, all in one link (a first visit)."""
    meta = handle({"op": "meta"})
    preset = next(p for p in meta["presets"] if p["name"] == "tenhou")["options"]
    changed: dict[str, Any] = {}
    for opt in meta["options"]:
        name, now = opt["name"], preset[opt["name"]]
        if name == "players":
            continue  # a preset's own (the three-player presets), checked with them above
        if isinstance(now, bool):
            changed[name] = not now
        elif opt.get("choices"):
            changed[name] = next(c for c in opt["choices"] if c != now)
        else:
            changed[name] = now + opt.get("multiple_of", 1)
    assert len(changed) >= 15
    words = ",".join(f"{k}:{int(v) if isinstance(v, bool) else v}" for k, v in changed.items())
    page = recording.new_page()
    page.goto(f"{base_url}#{H}&o={words}")
    wait_ready(page)
    wait_rendered(page, 0)
    assert newest(page, "score")["rules"] == {"preset": "tenhou", **changed}
    assert page.locator('[data-testid="notice"]').is_hidden()
    page.close()


def test_the_address_is_the_link_opened_while_the_engine_starts(page: Page, serve: Any) -> None:
    """While Python starts (its runtime held back 4 s), the address keeps every part of the link opened: the rule
    options (checked only once the engine's meta is known) were cut from it until then, so a reload or a copied
    address in that window lost them."""
    url = serve(delay={"pyodide.asm.wasm": 4.0})
    link = f"{H}&w=2m&t=1&hb=2&rules=wrc&o=kiriage:1,renhou:yakuman"
    page.goto(url + "#" + link, wait_until="domcontentloaded")
    poll(page, "() => document.body.dataset.view === 'calc'")  # the page started: its first rewrite of the address done
    assert page.evaluate("document.body.dataset.engine") != "ready"
    assert page.url.endswith("&o=kiriage:1,renhou:yakuman")
    wait_ready(page)
    assert page.url.endswith("&o=kiriage:1,renhou:yakuman")
    assert page.locator('[data-testid="total"]').inner_text() == str(
        handle({"op": "score", "hand": "123m456p789s11122z", "win": "2m", "tsumo": True, "honba": 2,
                "rules": {"preset": "wrc", "kiriage": True, "renhou": "yakuman"}})["total"])
