// The page around the views: the header's buttons (share link, clear, the language menu) and the words of the static
// markup (data-i18n), the banners under the header (the engine's progress and load error, the notice naming what
// a share link held that could not be used, the share box), the version in the footer, and the view switch.

import { HTML_LANG, LANGS, LANG_NAMES, applyStatic, lang, pickLang, t } from "../i18n.js";
import { glyphWord, hasGlyphs } from "../tiles.js";
import { clearAll, share, showView, switchLang } from "../store/actions.js";
import { store } from "../store/store.js";
import { $, bumpRendered, el, setAttr, setProp, setText, signal } from "./dom.js";

export function buildHeader() {
  $("share").addEventListener("click", share);
  $("clear").addEventListener("click", clearAll);
  buildLangMenu();
}

// ---- the language menu -------------------------------------------------------------------------------------
// A menu button (WAI-ARIA's pattern): the button names the language shown; its menu lists the four, each named in
// its own language, the shown one checked. Enter, Space or the arrows open it on that language; the arrows, Home
// and End move, Enter or Space picks, Escape closes it (back to the button), Tab or a click elsewhere closes it.

/** A language's name in that language: drawn from outlines where web/glyphs.js has its characters ("日本語": no CJK
 * font needed, a fresh machine may have none), with a visually hidden copy that keeps the word in the page's text. */
function langWord(code) {
  const name = LANG_NAMES[code];
  if (hasGlyphs(name)) return [glyphWord(name), el("span", { class: "sr-only", text: name })];
  return [el("span", { class: "lang-name", text: name })];
}

const menuItems = () => [...$("lang-list").children];

function buildLangMenu() {
  const button = $("lang");
  const list = $("lang-list");
  list.replaceChildren(...LANGS.map((code) => {
    const item = el("li", { role: "menuitemradio", tabindex: "-1", lang: HTML_LANG[code], "aria-checked": "false",
      "data-lang": code, "data-testid": `lang-${code}` }, el("span", { class: "lang-tick", "aria-hidden": "true" }), ...langWord(code));
    item.addEventListener("click", () => pick(code));
    return item;
  }));
  button.addEventListener("click", () => (list.hidden ? openMenu(0) : closeMenu(true)));
  button.addEventListener("keydown", (e) => {
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
    e.preventDefault();
    openMenu(e.key === "ArrowUp" ? -1 : 1);
  });
  list.addEventListener("keydown", onMenuKey);
  // a click elsewhere, or the focus leaving the menu (Tab), closes it
  document.addEventListener("pointerdown", (e) => {
    if (!list.hidden && !(e.target instanceof Element && e.target.closest(".lang-menu"))) closeMenu(false);
  });
  list.addEventListener("focusout", (e) => {
    if (!list.hidden && !(e.relatedTarget instanceof Element && e.relatedTarget.closest(".lang-menu"))) closeMenu(false);
  });
}

/** Open the menu with the focus on the language shown (`step` 0 or 1), or on the last one (-1). */
function openMenu(step) {
  const list = $("lang-list");
  list.classList.remove("at-start");
  list.hidden = false;
  // under the button's right end; where that runs off the screen's left (the header wrapped on a phone), its left end
  if (list.getBoundingClientRect().left < 0) list.classList.add("at-start");
  $("lang").setAttribute("aria-expanded", "true");
  const items = menuItems();
  const at = step < 0 ? items.length - 1 : Math.max(0, LANGS.indexOf(lang()));
  items[at].focus();
}

function closeMenu(backToButton) {
  const list = $("lang-list");
  if (list.hidden) return;
  list.hidden = true;
  $("lang").setAttribute("aria-expanded", "false");
  if (backToButton) $("lang").focus();
}

function onMenuKey(e) {
  const items = menuItems();
  const at = items.indexOf(document.activeElement);
  const move = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[e.key];
  if (move !== undefined) {
    e.preventDefault();
    items[(move + items.length) % items.length].focus();
  } else if (e.key === "Enter" || e.key === " ") {
    e.preventDefault();
    if (at >= 0) pick(items[at].dataset.lang);
  } else if (e.key === "Escape") {
    e.preventDefault();
    closeMenu(true);
  } else if (e.key === "Tab") closeMenu(false);
}

/** A language picked: the menu closes (the focus back on its button) and the page switches (the choice is kept). */
function pick(code) {
  closeMenu(true);
  if (code === lang()) return;
  pickLang(code);
  switchLang();
}

/** The menu's button names the language shown, in that language; its accessible name says what it is for
 * ("Language: English", "言語: 日本語"); the menu checks the language shown. */
function labelLangMenu() {
  const button = $("lang");
  const L = lang();
  if (button.dataset.lang !== L) {
    button.dataset.lang = L;
    button.setAttribute("lang", HTML_LANG[L]);
    button.replaceChildren(...langWord(L), el("span", { class: "lang-caret", "aria-hidden": "true" }));
  }
  setAttr(button, "aria-label", t("lang_menu_label", { name: LANG_NAMES[L] }));
  setAttr($("lang-list"), "aria-label", t("lang_menu"));
  for (const item of menuItems()) setAttr(item, "aria-checked", String(item.dataset.lang === L));
}

/** The page's static words in its language (on start and on every language switch). */
export function renderWords(st, prev) {
  if (prev && st.lang === prev.lang) return;
  applyStatic();
  labelLangMenu();
}

export function showProgress(ev) {
  const stage = ev && ev.stage;
  const text = stage && lang() !== "en" ? t(`stage_${stage}`) : (ev && ev.label) || t("loading");
  // the English label carries the bytes itself; the others get them appended
  const bytes = lang() !== "en" && ev && ev.total ? ` ${(ev.loaded / 1e6).toFixed(1)} / ${(ev.total / 1e6).toFixed(1)} MB` : "";
  setText($("loading-label"), text + bytes);
  const f = Math.max(0, Math.min(1, Number(ev && ev.fraction) || 0));
  $("loading-bar").style.transform = `scaleX(${Math.round(f * 100) / 100})`;
}

/** The banner for the engine's state (state.engine, progress, loadError); `prev`: the state drawn before (null
 * at the first drawing). */
export function renderLoading(st, prev) {
  if (st.engine === "loading") {
    if (prev ? st.progress !== prev.progress || st.lang !== prev.lang : st.progress) showProgress(st.progress);
    return;
  }
  signal("engine", st.engine);
  setProp($("loading"), "hidden", true);
  if (st.engine === "ready") {
    setText($("version"), st.meta?.version ? `agari ${st.meta.version}` : "");
    return;
  }
  const box = $("load-error");
  const msg = st.loadError || t("load_failed");
  setText(box, msg.includes("could not start") && lang() === "en" ? msg : `${t("load_failed")} ${msg}`);
  setProp(box, "hidden", false);
  if (prev?.engine !== "failed") {
    setText($("status"), "");
    bumpRendered();
  }
}

/** The notice's words for the fields a link can hold (i18n keys); any other name is shown as it is. */
const FIELD_WORDS = {
  game: "game", view: "view", hand: "notice_url_hand", "winning tile": "win_tile", dora: "dora", ura: "ura", discards: "own_discards",
  rules: "rules", round: "round_wind", seat: "seat_wind", honba: "honba", sticks: "sticks", kita: "kita", pao: "pao",
  tsumo: "tsumo", riichi: "riichi", double_riichi: "double_riichi", ippatsu: "ippatsu", haitei: "haitei_tsumo",
  rinshan: "rinshan", chankan: "chankan", tenhou: "tenhou", chiihou: "chiihou", renhou: "renhou",
  turn: "ev_turn", "expected value": "ev_heading", opponents: "opp_heading",
};

export function renderNotice(st) {
  const n = $("notice");
  if (!st.notice.length) {
    setProp(n, "hidden", true);
    return;
  }
  const what = st.notice.map((p) => (Object.hasOwn(FIELD_WORDS, p) ? t(FIELD_WORDS[p]) : p)).join(", ");
  setText(n, t("notice_url", { what }));
  setProp(n, "hidden", false);
}

let shareShown = null;

export function renderShareBox(st) {
  if (st.shareUrl === shareShown) return;
  shareShown = st.shareUrl;
  const box = $("share-box");
  if (!st.shareUrl) {
    box.hidden = true;
    return;
  }
  const input = $("share-url");
  input.value = st.shareUrl.url;
  box.hidden = false;
  input.select();
}

// The view switch: a nav in the header with one button per view of the page (views.js), shown when there are
// two or more. The store's `view` says which one is shown (the share link keeps it, v=); a view other than the
// first is loaded and mounted the first time it is shown, into a <main> of its own.

let views = [];
const roots = new Map(); // view name -> its root element
const mounted = new Map(); // view name -> a promise of its mounting

/** The nav and the views: `registry` is views.js's VIEWS; `first` the root of the first view (in the page). */
export function mountViews(registry, first) {
  views = registry;
  roots.set(views[0].name, first);
  const nav = $("views");
  nav.replaceChildren(...views.map((v) => {
    const b = el("button", { type: "button", class: "seg", "data-view": v.name, "data-testid": `view-${v.name}` });
    b.addEventListener("click", () => showView(v.name));
    return b;
  }));
  setProp(nav, "hidden", views.length < 2);
  store.subscribe((st, prev) => {
    if (st.view !== prev.view || st.lang !== prev.lang) render(st);
  });
  render(store.get());
  // a file dragged over a view that takes none (the calculator, the drills) goes to the view that does, instead
  // of the browser leaving the page to show it; a view's own drop zone handles its drops first
  const taker = views.find((v) => v.dropFiles);
  if (!taker) return;
  const carriesFiles = (e) => Boolean(e.dataTransfer && [...e.dataTransfer.types].includes("Files"));
  document.addEventListener("dragover", (e) => {
    if (e.defaultPrevented || !carriesFiles(e)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = "copy";
  });
  document.addEventListener("drop", async (e) => {
    if (e.defaultPrevented || !carriesFiles(e)) return;
    e.preventDefault();
    const files = [...e.dataTransfer.files]; // read now: the list is emptied once the event is over
    if (!files.length) return;
    showView(taker.name);
    await mount(taker);
    taker.dropFiles(files);
  });
}

function rootOf(name) {
  let root = roots.get(name);
  if (!root) {
    root = el("main", { id: `view-${name}`, class: "view", "data-view": name, hidden: true });
    const last = [...roots.values()].pop();
    last.after(root);
    roots.set(name, root);
  }
  return root;
}

/** Load and mount a view once (the first is mounted by app.js); a view that cannot be loaded says so. */
function mount(v) {
  if (!mounted.has(v.name)) {
    mounted.set(v.name, (async () => {
      const root = rootOf(v.name);
      try {
        const mod = v.module ?? (await v.load());
        mod.mount(root);
      } catch (e) {
        root.replaceChildren(el("p", { class: "load-error", role: "alert", text: `${t("view_failed")} ${e && e.message ? e.message : ""}` }));
      }
    })());
  }
  return mounted.get(v.name);
}

function render(st) {
  signal("view", st.view);
  setAttr($("views"), "aria-label", t("views_label"));
  for (const b of $("views").children) {
    const v = views.find((x) => x.name === b.dataset.view);
    setText(b, t(v.label));
    if (b.dataset.view === st.view) setAttr(b, "aria-current", "page");
    else b.removeAttribute("aria-current");
  }
  const shown = views.find((v) => v.name === st.view) ?? views[0];
  if (shown !== views[0]) mount(shown);
  for (const v of views) {
    const root = v === shown ? rootOf(v.name) : roots.get(v.name);
    if (root) setProp(root, "hidden", v !== shown);
  }
}
