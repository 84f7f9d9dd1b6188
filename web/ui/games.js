// The game selector and what the page knows of each game: all of it from the engine's registry
// (meta.games: name, labels, tiles, hand sizes, presets, request fields; a game's own meta on first
// use), nothing hard-coded here. The chosen game is in the state and the share link (g=), and each
// game's hand is kept while another is shown. Riichi has its own panels; another game gets the
// generic ones (ui/game-fields.js, ui/game-score.js).

import { lang, t } from "../i18n.js";
import { emptyState } from "../state.js";
import { changed } from "./changes.js";
import { $, el } from "./dom.js";
import { S } from "./store.js";

/** The game whose panels are the page's own (the others use the generic panels). */
export const HOME_GAME = "riichi";

const kept = new Map(); // game name -> its state while another game is shown

/** The games the engine offers (its meta), in its order. */
export function games() {
  return Array.isArray(S.meta?.games) ? S.meta.games : [];
}

export function defaultGame() {
  return S.meta?.default_game ?? games()[0]?.name ?? HOME_GAME;
}

export function currentGame() {
  return S.state.game ?? defaultGame();
}

/** The registry entry of the game shown (or null before the engine's meta is known). */
export function gameInfo() {
  return games().find((g) => g.name === currentGame()) ?? null;
}

/** True while the shown game is Riichi (its own panels) or the engine is not ready yet. */
export function isHomeGame() {
  return currentGame() === HOME_GAME;
}

/** The hand sizes of the shown game (winning hands, a meld counted as three). */
export function handSizes() {
  const sizes = gameInfo()?.hand_sizes;
  return Array.isArray(sizes) && sizes.length ? sizes : [14];
}

/** Most tiles a hand holds now: the chosen hand size of a game with several, else its only (largest) one. */
export function maxTiles() {
  const sizes = handSizes();
  return sizes.includes(S.state.size) ? S.state.size : Math.max(...sizes);
}

/** The shown game's own meta (presets, options, names), once loaded; Riichi's is the page's meta. */
export function gameMeta() {
  return isHomeGame() ? S.meta : S.gameMetas[currentGame()] ?? null;
}

/** The game's request fields for its score and analysis (registry; fields of other ops left out). */
export function gameFields() {
  return isHomeGame() ? [] : (gameInfo()?.fields ?? []).filter((f) => !f.op);
}

/** The label of a field, condition or payer of the shown game in the page's language: the game's meta
 * names, else the page's own word for it (tsumo, dealer, ...), else the given fallback (a field's help). */
export function gameLabel(key, fallback) {
  const m = gameMeta();
  const L = lang();
  for (const table of [m?.names, m?.reasons]) {
    const own = table?.[L]?.[key];
    if (own !== undefined) return own;
  }
  const word = t(key);
  if (word !== key) return word;
  return m?.names?.en?.[key] ?? m?.reasons?.en?.[key] ?? fallback ?? key;
}

/** The request field naming the game: none for the default game (the engine's own default). */
export function gameField() {
  return S.state.game ? { game: S.state.game } : {};
}

/** A game named by a share link that the engine does not have is dropped and named in the notice;
 * field values from the link are checked against the game's fields. */
export function checkLinkGame(problems) {
  if (S.state.game && !games().some((g) => g.name === S.state.game)) {
    S.state.game = null;
    S.state.fields = {};
    problems.push("game");
  }
  if (S.state.game === defaultGame()) S.state.game = null;
  const presets = gameInfo()?.presets ?? [];
  if (S.state.preset === null || (presets.length && !presets.includes(S.state.preset))) {
    if (S.state.preset !== null) problems.push("rules");
    S.state.preset = gameInfo()?.default_preset ?? "tenhou";
  }
  if (S.state.size !== null && !handSizes().includes(S.state.size)) {
    S.state.size = null;
    problems.push("hand");
  }
  // a link without a hand size: the smallest that holds its hand
  if (S.state.size === null && S.state.game) {
    const count = S.state.concealed.length + 3 * S.state.melds.length;
    const fits = handSizes().filter((n) => n >= count);
    const size = fits.length ? Math.min(...fits) : null;
    if (size !== null && size !== Math.max(...handSizes())) S.state.size = size;
  }
  const raw = S.state.fields;
  S.state.fields = {};
  for (const [name, text] of Object.entries(raw || {})) {
    const f = gameFields().find((x) => x.name === name);
    const value = f ? fieldValue(f, text) : undefined;
    if (value === undefined) problems.push(`"${name.slice(0, 12)}"`);
    else S.state.fields[name] = value;
  }
}

/** A field's value read from link text, or undefined when it is not one. */
export function fieldValue(f, text) {
  const s = String(text);
  if (f.kind === "bool") return s === "1" ? true : s === "0" ? false : undefined;
  if (f.kind === "int") {
    if (!/^\d{1,3}$/.test(s)) return undefined;
    const n = Number(s);
    return Array.isArray(f.choices) && f.choices.length && !f.choices.includes(n) ? undefined : n;
  }
  if (f.kind === "tile" || f.kind === "tiles") {
    const tiles = s.match(/[0-9][mpsz]/g) || [];
    if (tiles.join("") !== s || (f.kind === "tile" && tiles.length !== 1) || tiles.length > 24) return undefined;
    const allowed = f.choices?.length ? f.choices : null;
    if (allowed && tiles.some((x) => !allowed.includes(x))) return undefined;
    return f.kind === "tile" ? tiles[0] : tiles;
  }
  if (Array.isArray(f.choices) && f.choices.length) return f.choices.includes(s) ? s : undefined;
  return /^[A-Za-z0-9_-]{1,30}$/.test(s) ? s : undefined;
}

export function buildGameSelect() {
  const sel = $("game");
  sel.replaceChildren(...games().map((g) => el("option", { value: g.name, "data-game": g.name })));
  sel.disabled = games().length === 0;
  sel.addEventListener("change", () => switchGame(sel.value));
  $("hand-size").addEventListener("change", (e) => {
    const n = Number(e.target.value);
    if (!handSizes().includes(n)) return;
    S.state.size = n === Math.max(...handSizes()) ? null : n;
    // a smaller hand drops the tiles that no longer fit (the last ones added)
    while (S.state.concealed.length + 3 * S.state.melds.length > n && S.state.concealed.length) S.state.concealed.pop();
    changed();
  });
  renderGameSelect();
}

/** The selector's labels in the page's language and its value; the page's body says which game is shown. */
export function renderGameSelect() {
  const sel = $("game");
  const L = lang();
  for (const o of sel.options) {
    const g = games().find((x) => x.name === o.value);
    const text = g ? g.labels?.[L] || g.labels?.en || g.name : o.value;
    if (o.textContent !== text) o.textContent = text;
  }
  sel.value = currentGame() ?? "";
  const shown = currentGame();
  if (document.body.dataset.game !== shown) document.body.dataset.game = shown;
  // the hand-size choice: only for a game with several hand sizes (dealt tiles = size - 1)
  const size = $("hand-size");
  const sizes = handSizes();
  const key = `${shown}|${sizes.join(",")}|${L}`;
  if (size.dataset.key !== key) {
    size.dataset.key = key;
    size.replaceChildren(...sizes.map((n) => el("option", { value: String(n), text: t("hand_size_n", { n, dealt: n - 1 }) })));
  }
  size.value = String(maxTiles());
  size.closest("label").hidden = sizes.length < 2;
}

/** Load the shown game's own meta once (presets, options, names); `then` runs when it is there. */
export async function loadGameMeta() {
  const name = currentGame();
  if (isHomeGame() || S.gameMetas[name] || !S.engine) return;
  try {
    const m = await S.engine.call({ op: "meta", game: name });
    S.gameMetas[name] = m && m.presets ? m : { presets: [], options: [], names: {} };
  } catch {
    S.gameMetas[name] = { presets: [], options: [], names: {} };
  }
}

/** Listeners to run after a game switch (the rules panel, the palette's targets): set by app.js. */
export const onGameShown = [];

export async function switchGame(name) {
  if (!games().some((g) => g.name === name) || name === currentGame()) return;
  kept.set(currentGame(), S.state);
  let next = kept.get(name);
  if (!next) {
    next = emptyState();
    const info = games().find((g) => g.name === name);
    if (info?.default_preset) next.preset = info.default_preset;
  }
  next.game = name === defaultGame() ? null : name;
  S.state = next;
  S.target = "hand";
  await showGame();
}

/** Make the page show the current game: its meta loaded, its panels and targets built, then ask the engine. */
export async function showGame() {
  await loadGameMeta();
  renderGameSelect();
  for (const fn of onGameShown) fn();
  changed();
}
