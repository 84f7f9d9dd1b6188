// The live line: on narrow screens the results panel is far below the palette, so a compact line next to
// the palette (sticky at the bottom of the screen) repeats the engine's answer: the total of a complete
// hand, else the shanten and the tiles that help. A tap on it scrolls to the details.

import { lang, t } from "../i18n.js";
import { tileName, tileSvg } from "../tiles.js";
import { $, el } from "./dom.js";
import { hanFuText, tileChip } from "./labels.js";
import { shantenText, showsUkeire } from "./analysis.js";
import { fixText } from "./results.js";
import { answersByKind, situationError } from "../store/select.js";

/** Where the line is shown: the screens below app.css's two-column breakpoint (on wider ones the results
 * panel is beside the palette and app.css hides the line). Its contents are drawn only there. */
export const LIVE_SCREENS = matchMedia("(max-width: 899.98px)");

/** At most this many tiles that help are drawn (those that do not fit on the one row are hidden by CSS;
 * the line says how many tiles help in all). */
export const LIVE_CHIPS = 12;

function chipsOf(list) {
  return el("span", { class: "live-tiles", "data-testid": "live-tiles" },
    ...list.slice(0, LIVE_CHIPS).map((u) => tileChip(u.tile, u.count)));
}

/** What the line says (main text, data attributes, the tiles that help, a discard) for one set of engine
 * answers: data only, drawn by renderLive. */
function content(st) {
  const { plan } = st.results;
  const { analyze: a, score: r } = answersByKind(st.results);
  if (!plan.requests.length) {
    return plan.count > 0 ? { text: t("live_add", { n: plan.count }), data: { state: "short" } } : null;
  }
  const refused = situationError(st, st.results);
  if (refused) return { text: fixText(refused), data: { state: "fix", shanten: a.shanten } };
  const bad = [a, r].find((x) => x && x.ok === false && (x.error === "invalid" || x.error === "internal"));
  if (bad || !a || !a.ok) return { text: t("error_invalid"), data: { state: "error" } };
  const complete = a.complete || a.shanten === -1;
  if (complete && r && r.ok) {
    const total = String(r.total ?? r.points);
    // han and fu are Riichi's; the other games' scores are their total alone
    const text = r.han === undefined ? `${t("total")} ${total}` : `${t("total")} ${total} · ${hanFuText(r)}`;
    return { text, data: { state: "score", total, shanten: a.shanten } };
  }
  if (complete) return { text: t(r && r.error === "no_yaku" ? "no_yaku_short" : "error_not_winning"), data: { state: "no-score", shanten: a.shanten } };
  const data = { state: "analysis", shanten: a.shanten };
  if (showsUkeire(a)) {
    data.count = a.ukeire_count;
    return { text: shantenText(a), count: t("ukeire_total", { n: a.ukeire_count }), data, tiles: a.ukeire };
  }
  const best = Array.isArray(a.discards) ? a.discards[0] : null;
  if (best) {
    data.count = best.ukeire_count;
    data.bestDiscard = best.discard;
    const count = t("ukeire_total", { n: best.ukeire_count });
    return { text: shantenText(a), count, data, tiles: best.ukeire || [], cut: best.discard };
  }
  return { text: shantenText(a), data };
}

/** The state the line was last drawn for (drawn again when a narrow screen shows the line). */
let latest = null;
/** The palette taps the line has kept clear of (state.paletteTaps). */
let tapsSeen = 0;

/** Redraw the live line for the newest answers (called with every render of the results panel). Its data
 * attributes always follow; its text and tiles are drawn only while the screen shows the line. It floats at the
 * bottom of the screen once the palette has been tapped (before, it sits below the palette and covers none of
 * it: a link opened on a phone shows the whole palette). */
export function renderLive(st) {
  latest = st;
  const line = $("live");
  const plan = st.results.plan;
  const c = content(st);
  const keepClear = st.paletteTaps !== tapsSeen;
  tapsSeen = st.paletteTaps;
  line.classList.toggle("float", st.paletteTaps > 0);
  if (line.hidden !== (c === null)) line.hidden = c === null;
  for (const key of ["state", "total", "shanten", "count", "bestDiscard"]) delete line.dataset[key];
  line.dataset.hand = plan.hand;
  if (c === null) {
    line.replaceChildren();
    return;
  }
  Object.assign(line.dataset, Object.fromEntries(Object.entries(c.data).map(([k, v]) => [k, String(v)])));
  if (!LIVE_SCREENS.matches) {
    // not shown on this screen (display: none): nothing to draw, nothing to keep clear of
    line.replaceChildren();
    line.removeAttribute("aria-label");
    return;
  }
  const words = c.cut ? `${c.text}, ${t("discard")} ${tileName(c.data.bestDiscard, lang())}: ${c.count}` : c.count ? `${c.text}: ${c.count}` : c.text;
  line.setAttribute("aria-label", `${words}. ${t("live_details_label")}`);
  const cut = c.cut ? el("span", { class: "live-cut" }, t("discard"), tileSvg(c.cut, "tile small"), "→") : null;
  const parts = [el("span", { class: "live-main", "data-testid": "live-text", text: c.text }), cut,
    c.count ? el("span", { class: "live-count", text: c.count }) : null, c.tiles ? chipsOf(c.tiles) : null,
    el("span", { class: "live-go", "aria-hidden": "true", text: "↓" })];
  line.replaceChildren(...parts.filter(Boolean));
  if (keepClear) keepPaletteClear();
}

/** After a palette tap, if the line (stuck to the bottom of the screen) covers palette tiles, scroll just
 * enough that the whole palette is above it (when the palette and the line fit on the screen). */
function keepPaletteClear() {
  const line = $("live");
  // only where the line is shown (the one layout read a palette tap costs, and only on a narrow screen)
  if (line.hidden || !LIVE_SCREENS.matches || getComputedStyle(line).position !== "sticky") return;
  const pal = $("palette").getBoundingClientRect();
  const box = line.getBoundingClientRect();
  const overlap = pal.bottom - box.top;
  if (overlap > 0 && pal.height + box.height <= window.innerHeight) window.scrollBy(0, overlap + 2);
}

/** The line scrolls to the results panel and moves the focus there. */
export function buildLive() {
  // a screen turned or resized below the breakpoint: draw the line for the answers shown
  LIVE_SCREENS.addEventListener("change", () => {
    if (LIVE_SCREENS.matches && latest) renderLive(latest);
  });
  $("live").addEventListener("click", () => {
    const panel = $("h-results");
    panel.setAttribute("tabindex", "-1");
    panel.scrollIntoView({ block: "start" });
    panel.focus({ preventScroll: true });
  });
}
