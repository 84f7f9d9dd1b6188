// Riichi's situation panel: ron/tsumo, the flags with the reason a flag is disabled, winds, pao, honba,
// sticks, kita; and nagashi mangan, a settlement for the seat, honba and rules shown (op "nagashi").

import { applyStatic, t } from "../i18n.js";
import { FLAGS, WIND_LETTERS } from "../state.js";
import { setCount, setFlag, setTsumo, setWind, settleNagashi } from "../store/actions.js";
import { missingTiles } from "../store/rules.js";
import { flagReasons } from "../store/situation.js";
import { $, el, setProp, setText } from "./dom.js";
import { detailText } from "./error-text.js";
import { paymentsLines, windLabel } from "./labels.js";

const flagInputs = {};

export function buildSituation() {
  const box = $("situation");
  // ron / tsumo
  const wt = el("div", { class: "seg-row", role: "radiogroup", "data-i18n-label": "win_type" });
  for (const v of ["ron", "tsumo"]) {
    const id = `wt-${v}`;
    const input = el("input", { type: "radio", name: "wintype", id, value: v, "data-testid": `wintype-${v}` });
    input.addEventListener("change", () => setTsumo(v === "tsumo"));
    wt.append(el("label", { class: "radio", for: id }, input, el("span", { "data-i18n": v })));
    flagInputs[`wt-${v}`] = input;
  }
  box.append(wt);
  const grid = el("div", { class: "flags" });
  for (const f of FLAGS.filter((x) => x !== "tsumo")) {
    const id = `flag-${f}`;
    const input = el("input", { type: "checkbox", id, "data-testid": `flag-${f}`, "aria-describedby": `why-${f}` });
    input.addEventListener("change", () => setFlag(f, input.checked));
    const label = el("span", { id: `label-${f}`, "data-i18n": f === "haitei" ? "haitei_ron" : f });
    const why = el("span", { class: "reason", id: `why-${f}`, "data-testid": `why-${f}` });
    grid.append(el("div", { class: "flag" }, el("label", { class: "check", for: id }, input, label), why));
    flagInputs[f] = input;
  }
  box.append(grid);
  const winds = el("div", { class: "winds" });
  for (const field of ["round", "seat"]) {
    const sel = el("select", { id: `wind-${field}`, "data-testid": `wind-${field}` });
    for (const w of WIND_LETTERS) sel.append(el("option", { value: w }));
    sel.addEventListener("change", () => setWind(field, sel.value));
    winds.append(el("label", { class: "field", for: sel.id }, el("span", { "data-i18n": `${field}_wind` }), sel));
    flagInputs[field] = sel;
  }
  const pao = el("select", { id: "pao", "data-testid": "pao" });
  for (const w of ["", ...WIND_LETTERS]) pao.append(el("option", { value: w }));
  pao.addEventListener("change", () => setWind("pao", pao.value));
  winds.append(el("label", { class: "field", for: "pao" }, el("span", { "data-i18n": "pao" }), pao));
  flagInputs.pao = pao;
  for (const field of ["honba", "sticks", "kita"]) {
    const max = field === "kita" ? 4 : 99;
    const input = el("input", { type: "number", id: `num-${field}`, min: "0", max: String(max), step: "1", inputmode: "numeric", "data-testid": field });
    input.addEventListener("change", () => setCount(field, input.value));
    const wrap = el("label", { class: "field", for: input.id }, el("span", { "data-i18n": field }), input);
    if (field === "kita") wrap.id = "kita-field"; // shown only with three players
    winds.append(wrap);
    flagInputs[field] = input;
  }
  box.append(winds);
  // nagashi mangan: a button at the end of the panel
  const button = el("button", { type: "button", id: "nagashi", "data-testid": "nagashi", "data-i18n": "nagashi_button" });
  button.addEventListener("click", settleNagashi);
  box.append(el("div", { class: "nagashi" },
    el("p", { class: "muted small", "data-i18n": "nagashi_help" }), button,
    el("div", { id: "nagashi-result", "data-testid": "nagashi-result", "aria-live": "polite" })));
  applyStatic(box);
}

export function renderSituation(st) {
  const input = st.input;
  const three = missingTiles(st).size > 0;
  const reasons = flagReasons(input);
  setProp(flagInputs["wt-ron"], "checked", !input.tsumo);
  setProp(flagInputs["wt-tsumo"], "checked", input.tsumo);
  for (const f of FLAGS.filter((x) => x !== "tsumo")) {
    const box = flagInputs[f];
    setProp(box, "checked", Boolean(input[f]));
    setProp(box, "disabled", Boolean(reasons[f]));
    setText($(`why-${f}`), reasons[f] ? t(reasons[f]) : "");
  }
  setText($("label-haitei"), t(input.tsumo ? "haitei_tsumo" : "haitei_ron"));
  for (const field of ["round", "seat"]) {
    const sel = flagInputs[field];
    for (const o of sel.options) {
      setText(o, windLabel(o.value));
      setProp(o, "hidden", three && o.value === "n");
      setProp(o, "disabled", three && o.value === "n");
    }
    setProp(sel, "value", input[field]);
  }
  const pao = flagInputs.pao;
  for (const o of pao.options) {
    setText(o, o.value ? windLabel(o.value) : t("pao_none"));
    const off = (three && o.value === "n") || (o.value !== "" && o.value === input.seat);
    setProp(o, "hidden", off);
    setProp(o, "disabled", off);
  }
  setProp(pao, "value", input.pao);
  setProp($("kita-field"), "hidden", !three);
  for (const field of ["honba", "sticks", "kita"]) {
    if (document.activeElement !== flagInputs[field]) setProp(flagInputs[field], "value", String(input[field]));
  }
}

let nagashiShown;

/** The nagashi settlement (state.nagashi): its total and who pays what, or why not; nothing after a change. */
export function renderNagashi(st) {
  const r = st.nagashi;
  if (r === nagashiShown) return;
  nagashiShown = r;
  const out = $("nagashi-result");
  if (!r) {
    if (out.childNodes.length) out.replaceChildren();
    return;
  }
  if (!r.ok) {
    out.replaceChildren(el("p", { class: "inline-error", text: r.detail ? detailText(r.detail) : t(r.error === "internal" ? "error_internal" : "error_invalid") }));
    return;
  }
  // three players: the payment lines name the two payers (paymentsLines reads "kita" for it)
  const shown = missingTiles(st).size ? { ...r, kita: 0 } : r;
  out.replaceChildren(
    el("p", {}, el("strong", { "data-testid": "nagashi-total", text: String(r.total) }), " ",
      el("span", { class: "muted", text: `${t("nagashi_for", { seat: windLabel(r.seat) })}` })),
    el("ul", { class: "pay-list muted small", "data-testid": "nagashi-payments" },
      ...paymentsLines(shown).map((line) => el("li", { text: line }))));
  out.dataset.seat = r.seat;
}
