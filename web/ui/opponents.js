// The opponents' panel at the end of Riichi's situation panel (collapsible): for each other seat (right, across,
// left of the hand's seat) its discards in order, the tile it declared riichi with and its calls, typed in the
// page's notation. What they give is the danger of each discard (op "danger": ui/danger.js).

import { applyStatic, lang, t } from "../i18n.js";
import { parseHand, parseTileList, formatMeld, formatTiles } from "../notation.js";
import { WIND_LETTERS, emptyOpponent } from "../state.js";
import { tileName, tileSvg } from "../tiles.js";
import { setOpponent } from "../store/actions.js";
import { answersByKind, ruleValue } from "../store/select.js";
import { store } from "../store/store.js";
import { $, el, setAttr, setProp, setText } from "./dom.js";
import { detailText } from "./error-text.js";
import { windLabel } from "./labels.js";

const seats = []; // per opponent: {set, legend, river, riichi, calls, tiles}
let errorLine = null;
let summary = null;
const typed = {}; // "river-1" -> the text of a box that does not read (kept until it reads)

/** The panel, built once at the end of `box` (the situation panel). */
export function buildOpponents(box) {
  const details = el("details", { class: "opponents", id: "opponents", "data-testid": "opponents" });
  summary = el("summary", { "data-testid": "opponents-summary" });
  details.append(summary, el("p", { class: "muted small", id: "opp-help", "data-i18n": "opp_help" }));
  for (let k = 1; k <= 3; k++) {
    const river = el("input", { type: "text", id: `opp-river-${k}`, "data-testid": `opp-river-${k}`, autocomplete: "off",
      spellcheck: "false", autocapitalize: "off", placeholder: "1z9p2z4m", "aria-describedby": "opp-help opp-error" });
    const calls = el("input", { type: "text", id: `opp-calls-${k}`, "data-testid": `opp-calls-${k}`, autocomplete: "off",
      spellcheck: "false", autocapitalize: "off", placeholder: "(123m)", "aria-describedby": "opp-help opp-error" });
    const riichi = el("select", { id: `opp-riichi-${k}`, "data-testid": `opp-riichi-${k}` });
    river.addEventListener("change", () => readBox(k, "river", river));
    // while typing, a river that reads is taken at once (its tiles to pick the riichi from appear); one that does
    // not yet read waits for the box to be left (then it is named)
    river.addEventListener("input", () => readBox(k, "river", river, true));
    calls.addEventListener("change", () => readBox(k, "calls", calls));
    riichi.addEventListener("change", () => setOpponent(k - 1, { riichi: Number(riichi.value) }));
    // the river's tiles as pictures: a click on one declares the riichi on it (a second click takes it back)
    const tiles = el("div", { class: "opp-tiles", role: "group", "data-testid": `opp-tiles-${k}`, hidden: "" });
    tiles.addEventListener("click", (e) => {
      const b = e.target.closest("button[data-n]");
      if (!b) return;
      const n = Number(b.dataset.n);
      const o = (store.get().input.opponents || [])[k - 1] || emptyOpponent();
      setOpponent(k - 1, { riichi: o.riichi === n ? -1 : n });
    });
    const legend = el("legend");
    const set = el("fieldset", { class: "opponent", "data-testid": `opp-${k}` }, legend,
      el("label", { class: "field opp-river", for: river.id }, el("span", { "data-i18n": "opp_river" }), river),
      tiles,
      el("div", { class: "opp-row" },
        el("label", { class: "field", for: riichi.id }, el("span", { "data-i18n": "opp_riichi" }), riichi),
        el("label", { class: "field", for: calls.id }, el("span", { "data-i18n": "opp_calls" }), calls)));
    seats.push({ set, legend, river, riichi, calls, tiles });
    details.append(set);
  }
  errorLine = el("p", { class: "inline-error", id: "opp-error", "data-testid": "opp-error", "aria-live": "polite", hidden: "" });
  details.append(errorLine, el("p", { class: "muted small", "data-i18n": "opp_legend" }));
  box.append(details);
  applyStatic(details);
}

/** A river or calls box changed: what reads goes to the input; what does not stays in the box, named below it
 * (`typing`: a keystroke; what does not read yet is left alone until the box is left). */
function readBox(k, field, input, typing = false) {
  const text = input.value.trim();
  if (typing && !text) return;
  try {
    let change;
    if (field === "river") change = { river: parseTileList(text.replace(/[\s,]/g, "")) };
    else {
      const hand = parseHand(text.replace(/\s/g, ""));
      if (hand.concealed.length) throw new Error(t("opp_calls_only"));
      change = { calls: hand.melds };
    }
    delete typed[`${field}-${k}`];
    setOpponent(k - 1, change);
  } catch (e) {
    if (typing) return;
    typed[`${field}-${k}`] = { text, detail: e && e.message ? String(e.message) : "" };
  }
  renderOpponents(store.get());
}

/** The river's tiles as buttons, the riichi tile pressed (redrawn only when the river or the riichi changed). */
function renderRiver(s, o) {
  const key = `${o.river.join("")}|${o.riichi}|${lang()}`;
  if (s.tiles.dataset.key === key) return;
  s.tiles.dataset.key = key;
  setProp(s.tiles, "hidden", !o.river.length);
  setAttr(s.tiles, "aria-label", t("opp_riichi_pick"));
  s.tiles.replaceChildren(...o.river.map((c, n) => {
    const on = o.riichi === n;
    return el("button", { type: "button", class: `opp-tile${on ? " riichi" : ""}`, "data-n": String(n), "data-code": c,
      "aria-pressed": on ? "true" : "false", "aria-label": t("opp_riichi_tile", { n: n + 1, tile: tileName(c) }),
      title: t("opp_riichi_tile", { n: n + 1, tile: tileName(c) }) }, tileSvg(c, "tile small"));
  }));
}

let opened = false; // the panel opened by itself once, for opponents a link brought

/** Draw the panel from the input (a box being typed in keeps its text), with the danger op's refusal if any. */
export function renderOpponents(st) {
  if (!summary) return;
  const input = st.input;
  const players = ruleValue(st, "players", 4) === 3 ? 3 : 4;
  const seat = WIND_LETTERS.indexOf(input.seat);
  let given = 0;
  let inRiichi = 0;
  seats.forEach((s, i) => {
    const o = (input.opponents || [])[i] || emptyOpponent();
    const shown = i < players - 1;
    setProp(s.set, "hidden", !shown);
    const wind = WIND_LETTERS[(seat + i + 1) % players];
    setText(s.legend, t(`opp_${i + 1}`, { wind: windLabel(wind) }));
    if (shown && (o.river.length || o.calls.length)) given += 1;
    if (shown && o.riichi >= 0) inRiichi += 1;
    for (const field of ["river", "calls"]) {
      const box = s[field];
      const bad = typed[`${field}-${i + 1}`];
      const text = field === "river" ? formatTiles(o.river) : o.calls.map(formatMeld).join("");
      if (document.activeElement !== box) setProp(box, "value", bad ? bad.text : text);
      if (bad) setAttr(box, "aria-invalid", "true");
      else if (box.hasAttribute("aria-invalid")) box.removeAttribute("aria-invalid");
    }
    const options = [["-1", t("opp_no_riichi")], ...o.river.map((c, n) => [String(n), t("opp_riichi_tile", { n: n + 1, tile: tileName(c) })])];
    const now = [...s.riichi.options].map((x) => `${x.value}:${x.text}`).join("|");
    if (now !== options.map(([v, text]) => `${v}:${text}`).join("|")) {
      s.riichi.replaceChildren(...options.map(([value, text]) => el("option", { value, text })));
    }
    setProp(s.riichi, "value", String(o.riichi));
    renderRiver(s, o);
  });
  setText(summary, given ? t("opp_summary", { n: given, riichi: inRiichi }) : t("opp_heading"));
  if (given && !opened) {
    opened = true;
    $("opponents").open = true;
  }
  // what does not read (a box), else what the engine refuses (5 copies of a tile in view, ...)
  const bad = Object.entries(typed)[0];
  let message = "";
  if (bad) {
    const [key, { detail }] = bad;
    const [field, k] = key.split("-");
    message = t("opp_bad", { what: t(field === "river" ? "opp_river" : "opp_calls"), who: t(`opp_${k}`, { wind: windLabel(WIND_LETTERS[(seat + Number(k)) % players]) }), detail: detailText(detail) });
  } else {
    const { danger } = answersByKind(st.results);
    if (danger && !danger.ok) message = t("danger_failed", { detail: detailText(String(danger.detail || "")) });
  }
  setText(errorLine, message);
  setProp(errorLine, "hidden", !message);
}
