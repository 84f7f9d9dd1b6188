// agari web page: the store (store/), the engine link, the views (views.js) and the page around them wired
// together. No scoring here: every number on the page comes from the engine. docs/web.md explains the parts.

import { LANGS, browserLang, loadLang } from "./i18n.js";
import { installSprite } from "./tiles.js";
import { VIEWS } from "./views.js";
import { openLink, registerViews, startLang, startUp } from "./store/actions.js";
import { startEngine, watchExpected, watchInput } from "./store/engine-link.js";
import { syncUrl, watchLink } from "./store/link.js";
import { store } from "./store/store.js";
import { buildHeader, mountViews, renderLoading, renderNotice, renderShareBox, renderWords } from "./ui/shell.js";

function chooseLang() {
  let saved = null;
  try {
    saved = localStorage.getItem("agari.lang");
  } catch {
    saved = null;
  }
  const q = new URLSearchParams(location.hash.slice(1)).get("lang");
  if (LANGS.includes(q)) return q;
  if (LANGS.includes(saved)) return saved;
  return browserLang();
}

/** The page around the views: its words, the banners, the engine's progress. */
function drawShell(st, prev) {
  renderWords(st, prev);
  if (!prev || st.notice !== prev.notice || st.lang !== prev.lang) renderNotice(st);
  renderShareBox(st);
  renderLoading(st, prev);
}

function main(startError, code) {
  const t0 = performance.now();
  installSprite();
  startLang(code);
  registerViews(VIEWS.map((v) => v.name));
  openLink(location.hash); // kept as read until the engine's meta is known (startUp checks it)
  watchInput(); // the engine link subscribes first: a view told of a change knows whether results are coming
  watchExpected(); // the expected-value searches, in a worker of their own
  watchLink();
  buildHeader();
  const first = document.getElementById(`view-${VIEWS[0].name}`); // the first view is in the page's markup
  VIEWS[0].module.mount(first);
  mountViews(VIEWS, first);
  store.subscribe(drawShell);
  drawShell(store.get(), null);
  // a pasted link: opened (our own replaceState does not fire this); read from the event: a link rewrite that
  // was due may have replaced the URL between the change and this event
  window.addEventListener("hashchange", (e) => openLink(new URL(e.newURL).hash));
  syncUrl();
  performance.measure("agari:startup", { start: t0, end: performance.now() });
  startUp(startError);
}

// the worker starts while the chosen language's table (if not English) is fetched
Promise.all([startEngine(), loadLang(chooseLang())]).then(([startError, code]) => main(startError, code));
