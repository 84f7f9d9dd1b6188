// The situation panel. Riichi's: ron/tsumo, the flags with the reason a flag is disabled, winds, pao, honba,
// sticks, kita; and nagashi mangan, a settlement for the seat, honba and rules shown (op "nagashi"). Another
// game's: built from its registry fields (below).

import { applyStatic, t } from "../i18n.js";
import { FLAGS, WIND_LETTERS } from "../state.js";
import { tileName, tileSvg } from "../tiles.js";
import { removeFieldTile, setCount, setField, setFlag, setTsumo, setWind, settleNagashi } from "../store/actions.js";
import { fieldState, flagReasons, gameLabel, missingTiles, shownFields } from "../store/select.js";
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

// The situation panel of a game other than Riichi, built from its registry fields (meta.games[].fields):
// a flag per bool field, a select per field with choices, a number box per int field, and for a tile
// field its tiles (picked in the palette, the field being a target there; a click takes one back). A field that
// says the same as others (`same_as`: Small Mahjong's heaven is first_turn with dealer) is not offered again.
let builtFor = "";

function build(box, fields) {
  const rows = [];
  for (const f of fields) {
    const id = `gf-${f.name}`;
    const name = el("span", { "data-field-label": f.name });
    if (f.kind === "bool") {
      const input = el("input", { type: "checkbox", id, "data-testid": id, "data-field": f.name });
      input.addEventListener("change", () => setField(f.name, input.checked));
      rows.push(el("div", { class: "flag" }, el("label", { class: "check", for: id }, input, name)));
    } else if (f.kind === "tile" || f.kind === "tiles") {
      rows.push(el("div", { class: "indicator-row" }, el("span", { class: "ind-label" }, name),
        el("div", { class: "ind-tiles", id, "data-testid": id, "data-field": f.name })));
    } else if (Array.isArray(f.choices) && f.choices.length) {
      const input = el("select", { id, "data-testid": id, "data-field": f.name });
      for (const c of f.choices) input.append(el("option", { value: String(c), "data-choice": String(c) }));
      input.addEventListener("change", () => setField(f.name, f.kind === "int" ? Number(input.value) : input.value));
      rows.push(el("label", { class: "field", for: id }, name, input));
    } else {
      const input = el("input", { type: f.kind === "int" ? "number" : "text", id, "data-testid": id, "data-field": f.name,
        min: f.kind === "int" ? "0" : null, max: f.kind === "int" ? "999" : null, inputmode: f.kind === "int" ? "numeric" : null });
      input.addEventListener("change", () => {
        if (f.kind !== "int") return setField(f.name, input.value.trim().slice(0, 30));
        const n = Number.parseInt(input.value, 10);
        return setField(f.name, Number.isFinite(n) ? Math.min(999, Math.max(0, n)) : 0);
      });
      rows.push(el("label", { class: "field", for: id }, name, input));
    }
  }
  box.replaceChildren(el("div", { class: "flags" }, ...rows));
}

/** Draw the fields' values (and build the form when the game changed). */
export function renderGameFields(st, L) {
  const box = $("game-fields");
  const fields = shownFields(st);
  const key = `${st.input.game}|${fields.map((f) => f.name).join(",")}`;
  if (builtFor !== key) {
    builtFor = key;
    build(box, fields);
  }
  for (const span of box.querySelectorAll("[data-field-label]")) {
    const f = fields.find((x) => x.name === span.dataset.fieldLabel);
    setText(span, gameLabel(st, f.name, f.help));
  }
  for (const f of fields) {
    const node = $(`gf-${f.name}`);
    if (!node) continue;
    const v = fieldState(st, f);
    if (f.kind === "bool") setProp(node, "checked", Boolean(v));
    else if (f.kind === "tile" || f.kind === "tiles") {
      const tiles = v === null ? [] : Array.isArray(v) ? v : [v];
      const tilesKey = `${L}|${tiles.join("")}`;
      if (node.dataset.key === tilesKey) continue;
      node.dataset.key = tilesKey;
      node.replaceChildren(...tiles.map((code, i) => {
        const b = el("button", { type: "button", class: "ind-tile", "data-field-tile": code,
          "aria-label": t("indicator_remove", { tile: tileName(code, L) }) }, tileSvg(code));
        b.addEventListener("click", () => removeFieldTile(f.name, i));
        return b;
      }));
    } else if (node.tagName === "SELECT") {
      for (const o of node.options) setText(o, gameLabel(st, `${f.name}_${o.value}`, o.value));
      setProp(node, "value", v === null ? node.options[0]?.value ?? "" : String(v));
    } else if (document.activeElement !== node) setProp(node, "value", v === null ? "" : String(v));
  }
}
