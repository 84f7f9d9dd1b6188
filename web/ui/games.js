// The game selector: the games of the engine's registry (meta.games, nothing hard-coded here), the
// chosen one in the state and the share link (g=), and each game's hand kept while another is shown.

import { lang } from "../i18n.js";
import { emptyState } from "../state.js";
import { changed } from "./changes.js";
import { $, el } from "./dom.js";
import { S } from "./store.js";

const kept = new Map(); // game name -> its state while another game is shown

/** The games the engine offers (its meta), in its order. */
export function games() {
  return Array.isArray(S.meta?.games) ? S.meta.games : [];
}

export function defaultGame() {
  return S.meta?.default_game ?? games()[0]?.name ?? null;
}

export function currentGame() {
  return S.state.game ?? defaultGame();
}

/** The request field naming the game: none for the default game (the engine's own default). */
export function gameField() {
  return S.state.game ? { game: S.state.game } : {};
}

/** A game named by a share link that the engine does not have is dropped and named in the notice. */
export function checkLinkGame(problems) {
  if (S.state.game && !games().some((g) => g.name === S.state.game)) {
    S.state.game = null;
    problems.push("game");
  }
  if (S.state.game === defaultGame()) S.state.game = null;
}

export function buildGameSelect() {
  const sel = $("game");
  sel.replaceChildren(...games().map((g) => el("option", { value: g.name, "data-game": g.name })));
  sel.disabled = games().length === 0;
  sel.addEventListener("change", () => switchGame(sel.value));
  renderGameSelect();
}

/** The selector's labels in the page's language and its value. */
export function renderGameSelect() {
  const sel = $("game");
  const L = lang();
  for (const o of sel.options) {
    const g = games().find((x) => x.name === o.value);
    const text = g ? g.labels?.[L] || g.labels?.en || g.name : o.value;
    if (o.textContent !== text) o.textContent = text;
  }
  sel.value = currentGame() ?? "";
}

function switchGame(name) {
  if (!games().some((g) => g.name === name) || name === currentGame()) return;
  kept.set(currentGame(), S.state);
  const next = kept.get(name) ?? emptyState();
  next.game = name === defaultGame() ? null : name;
  S.state = next;
  changed();
}
