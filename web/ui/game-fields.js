// The situation panel of a game other than Riichi, built from its registry fields (meta.games[].fields):
// a flag per bool field, a select per field with choices, a number box per int field, and for a tile
// field its tiles (picked in the palette, the field being a target there; a click takes one back). A field that
// says the same as others (`same_as`: Small Mahjong's heaven is first_turn with dealer) is not offered again.

import { t } from "../i18n.js";
import { tileName, tileSvg } from "../tiles.js";
import { removeFieldTile, setField } from "../store/actions.js";
import { fieldState, gameLabel, shownFields } from "../store/games.js";
import { $, el, setProp, setText } from "./dom.js";

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
