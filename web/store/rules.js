// The rule values the page reads for the shown game (preset and options from the engine's meta), from the
// store's state (`st`). Pure functions: no DOM, no engine.

import { gameMeta, isHomeGame } from "./games.js";

/** `read(meta)` for the shown game's meta, computed once per meta (a meta never changes once loaded; rule
 * values are read for every option on every render). */
function perMeta(read) {
  let seen;
  let value;
  let done = false;
  return (st) => {
    const m = gameMeta(st);
    if (!done || m !== seen) {
      seen = m;
      value = read(m);
      done = true;
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

/** The request's `rules`: the preset's name, or the preset with the options changed by hand. */
export function rulesRequest(input) {
  const o = input.overrides;
  return Object.keys(o).length ? { preset: input.preset, ...o } : input.preset;
}

export function presetOptions(st) {
  const p = rulePresets(st).find((x) => x.name === st.input.preset);
  if (!p) return {};
  if (Object.keys(p.options || {}).length || isHomeGame(st)) return p.options || {};
  // a game whose presets carry no option values: the options' defaults
  return Object.fromEntries(ruleOptions(st).map((o) => [o.name, o.default]));
}

export function ruleValue(st, name, fallback) {
  if (name in st.input.overrides) return st.input.overrides[name];
  const v = presetOptions(st)[name];
  return v === undefined ? fallback : v;
}

/** Whether the shown game's rule values are known (its meta is loaded): before, a rule value is a guess,
 * which nothing may be changed for (a link's kita stay while the preset's player count is not known). */
export function rulesKnown(st) {
  return gameMeta(st) !== null && gameMeta(st) !== undefined;
}

/** Three players (sanma): the tiles that do not exist (meta.three_player), else an empty set. */
export function missingTiles(st) {
  return isHomeGame(st) && ruleValue(st, "players", 4) === 3 ? new Set(st.meta?.three_player?.missing_tiles || []) : new Set();
}

export function redFives(st) {
  if (!isHomeGame(st)) return ruleValue(st, "red_fives", 0);
  return ruleValue(st, "red_fives", st.input.preset === "wrc" || st.input.preset === "ema" ? 0 : 1);
}

/** The multiple an integer option must be: `multiple_of`, unless the option says it holds only for a
 * number of players (`multiple_of_players`: honba_value is split in thirds only among four players). */
export function stepOf(st, opt) {
  if (!opt.multiple_of) return 1;
  if (opt.multiple_of_players && ruleValue(st, "players", 4) !== opt.multiple_of_players) return 1;
  return opt.multiple_of;
}
