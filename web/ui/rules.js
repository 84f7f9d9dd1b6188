// The rules panel: the shown game's preset and its options (from the engine's meta), rebuilt when another
// game's meta is shown; every label is written as the panel is built (its select is never left nameless).

import { applyStatic, t } from "../i18n.js";
import { setNumberOption, setOption, setPreset } from "../store/actions.js";
import { $, el, setProp, setText } from "./dom.js";
import { gameLabel, gameMeta, presetLabel, ruleOptions, rulePresets, ruleValue, stepOf } from "../store/select.js";

let builtFor; // the meta the panel was built from
let labelled = ""; // the language its labels are in

function build(st) {
  const box = $("rules");
  builtFor = gameMeta(st);
  labelled = "";
  if (!builtFor) {
    box.replaceChildren(el("p", { class: "muted", "data-i18n": "waiting_engine", text: t("waiting_engine") }));
    return;
  }
  const sel = el("select", { id: "preset", "data-testid": "preset" });
  for (const p of rulePresets(st)) sel.append(el("option", { value: p.name }));
  sel.addEventListener("change", () => setPreset(sel.value));
  const list = el("div", { class: "options" });
  for (const opt of ruleOptions(st)) {
    const id = `opt-${opt.name}`;
    const name = el("span", { class: "opt-label", "data-opt-label": opt.name });
    if (opt.type === "bool") {
      const input = el("input", { type: "checkbox", id, "data-testid": id, "data-option": opt.name });
      input.addEventListener("change", () => setOption(opt.name, input.checked));
      list.append(el("label", { class: "check option", for: id }, input, name));
    } else if (Array.isArray(opt.choices)) {
      const input = el("select", { id, "data-testid": id, "data-option": opt.name });
      const words = opt.type === "str"; // word choices (renhou: none / mangan / yakuman) are labelled per language
      for (const c of opt.choices) {
        input.append(el("option", words ? { value: c, "data-i18n": `choice_${c}` } : { value: String(c), text: String(c) }));
      }
      input.addEventListener("change", () => setOption(opt.name, words ? input.value : Number(input.value)));
      list.append(el("label", { class: "field option", for: id }, name, input));
    } else {
      const input = el("input", { type: "number", id, min: String(opt.min ?? 0), step: String(stepOf(st, opt)), "data-testid": id, "data-option": opt.name });
      input.addEventListener("change", () => setNumberOption(opt.name, input.value));
      list.append(el("label", { class: "field option", for: id }, name, input));
    }
  }
  box.replaceChildren(el("label", { class: "field", for: "preset" }, el("span", { "data-i18n": "preset" }), sel,
    el("span", { id: "rules-custom", class: "muted small" })), list);
}

/** The panel for the shown game (built when its meta changed), its labels in the page's language, its values. */
export function renderRules(st, L) {
  if (gameMeta(st) !== builtFor || !$("rules").firstChild) build(st);
  if (!builtFor) return;
  if (labelled !== L) {
    labelled = L;
    applyStatic($("rules"));
    for (const span of $("rules").querySelectorAll("[data-opt-label]")) {
      const opt = ruleOptions(st).find((o) => o.name === span.dataset.optLabel);
      span.textContent = (opt && (opt[L] || opt.en)) || gameLabel(st, span.dataset.optLabel, span.dataset.optLabel);
    }
    for (const option of $("rules").querySelectorAll("#preset option")) {
      const p = rulePresets(st).find((x) => x.name === option.value);
      if (p) option.textContent = presetLabel(p, L);
    }
  }
  setProp($("preset"), "value", st.input.preset);
  for (const input of $("rules").querySelectorAll("[data-option]")) {
    const v = ruleValue(st, input.dataset.option, null);
    if (input.type === "checkbox") setProp(input, "checked", Boolean(v));
    else if (document.activeElement !== input) setProp(input, "value", String(v));
    if (input.type === "number") {
      const opt = ruleOptions(st).find((o) => o.name === input.dataset.option);
      if (opt) setProp(input, "step", String(stepOf(st, opt)));
    }
  }
  setText($("rules-custom"), Object.keys(st.input.overrides).length ? t("custom") : "");
}
