// The rules panel (preset and options from the engine's meta) and the rule values the page reads.

import { lang } from "../i18n.js";
import { S } from "./store.js";
import { changed } from "./changes.js";
import { $, el } from "./dom.js";
import { gameMeta, isHomeGame } from "./games.js";
import { renderInputs } from "./inputs.js";

/** `read(meta)` for the shown game's meta, computed once per meta (a meta never changes once loaded; rule
 * values are read for every option on every render). */
function perMeta(read) {
  let seen;
  let value;
  return () => {
    const m = gameMeta();
    if (value === undefined || m !== seen) {
      seen = m;
      value = read(m);
    }
    return value;
  };
}

/** The shown game's presets as {name, label, options}, whatever shape its meta gives them in. */
export const rulePresets = perMeta((m) =>
  (m?.presets ?? []).map((p) => (typeof p === "string" ? { name: p, label: p, options: {} } : { label: p.name, options: {}, ...p })));

/** A preset's name for the user: in the language when its meta names it per language (Fujian), else its label. */
export function presetLabel(preset, L) {
  return preset.labels?.[L] ?? preset.labels?.en ?? preset.label;
}

/** The shown game's rule options as {name, type, choices, ...}: a type from its default where none is given. */
export const ruleOptions = perMeta((m) =>
  (m?.options ?? []).map((o) => {
    if (o.type) return o;
    const d = o.default;
    const type = typeof d === "boolean" ? "bool" : Number.isInteger(d) ? "int" : "str";
    return { ...o, type };
  }));

export function rulesRequest() {
  const o = S.state.overrides;
  return Object.keys(o).length ? { preset: S.state.preset, ...o } : S.state.preset;
}

export function presetOptions() {
  const p = rulePresets().find((x) => x.name === S.state.preset);
  if (!p) return {};
  if (Object.keys(p.options || {}).length || isHomeGame()) return p.options || {};
  // a game whose presets carry no option values: the options' defaults
  return Object.fromEntries(ruleOptions().map((o) => [o.name, o.default]));
}

export function ruleValue(name, fallback) {
  if (name in S.state.overrides) return S.state.overrides[name];
  const v = presetOptions()[name];
  return v === undefined ? fallback : v;
}

/** Three players (sanma): the tiles that do not exist (meta.three_player), else an empty set. */
export function missingTiles() {
  return isHomeGame() && ruleValue("players", 4) === 3 ? new Set(S.meta?.three_player?.missing_tiles || []) : new Set();
}

export function redFives() {
  if (!isHomeGame()) return ruleValue("red_fives", 0);
  return ruleValue("red_fives", S.state.preset === "wrc" || S.state.preset === "ema" ? 0 : 1);
}

export function buildRules() {
  const box = $("rules");
  box.replaceChildren();
  delete box.dataset.lang;
  if (!gameMeta()) {
    box.append(el("p", { class: "muted", "data-i18n": "waiting_engine" }));
    return;
  }
  const sel = el("select", { id: "preset", "data-testid": "preset" });
  for (const p of rulePresets()) sel.append(el("option", { value: p.name, text: presetLabel(p, lang()) }));
  sel.addEventListener("change", () => {
    if (rulePresets().some((p) => p.name === sel.value)) S.state.preset = sel.value;
    S.state.overrides = {};
    changed();
  });
  box.append(el("label", { class: "field", for: "preset" }, el("span", { "data-i18n": "preset" }), sel,
    el("span", { id: "rules-custom", class: "muted small" })));
  const list = el("div", { class: "options" });
  for (const opt of ruleOptions()) {
    const id = `opt-${opt.name}`;
    let input;
    if (opt.type === "bool") {
      input = el("input", { type: "checkbox", id, "data-testid": id, "data-option": opt.name });
      input.addEventListener("change", () => setOption(opt.name, input.checked));
      list.append(el("label", { class: "check option", for: id }, input, el("span", { class: "opt-label", "data-opt-label": opt.name })));
    } else if (Array.isArray(opt.choices)) {
      input = el("select", { id, "data-testid": id, "data-option": opt.name });
      const words = opt.type === "str"; // word choices (renhou: none / mangan / yakuman) are labelled per language
      for (const c of opt.choices) {
        input.append(el("option", words ? { value: c, "data-i18n": `choice_${c}` } : { value: String(c), text: String(c) }));
      }
      input.addEventListener("change", () => setOption(opt.name, words ? input.value : Number(input.value)));
      list.append(el("label", { class: "field option", for: id }, el("span", { class: "opt-label", "data-opt-label": opt.name }), input));
    } else {
      input = el("input", { type: "number", id, min: String(opt.min ?? 0), step: String(stepOf(opt)), "data-testid": id, "data-option": opt.name });
      input.addEventListener("change", () => {
        const n = Number.parseInt(input.value, 10);
        const step = stepOf(opt);
        if (Number.isFinite(n) && n >= (opt.min ?? 0) && n % step === 0 && n <= 30000) setOption(opt.name, n);
        else renderInputs();
      });
      list.append(el("label", { class: "field option", for: id }, el("span", { class: "opt-label", "data-opt-label": opt.name }), input));
    }
  }
  box.append(list);
}

/** The multiple an integer option must be: `multiple_of`, unless the option says it holds only for a
 * number of players (`multiple_of_players`: honba_value is split in thirds only among four players). */
export function stepOf(opt) {
  if (!opt.multiple_of) return 1;
  if (opt.multiple_of_players && ruleValue("players", 4) !== opt.multiple_of_players) return 1;
  return opt.multiple_of;
}

export function setOption(name, value) {
  if (presetOptions()[name] === value) delete S.state.overrides[name];
  else S.state.overrides[name] = value;
  changed();
}
