// The view switch: a nav in the header with one button per view of the page (views.js), shown when there are
// two or more. The store's `view` says which one is shown (the share link keeps it, v=); a view other than the
// first is loaded and mounted the first time it is shown, into a <main> of its own.

import { t } from "../i18n.js";
import { showView } from "../store/actions.js";
import { store } from "../store/store.js";
import { $, el, setAttr, setProp, setText } from "./dom.js";
import { signal } from "./signals.js";

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
