// The game selector (in the header): the games of the engine's registry, labelled in the page's language.

import { switchGame } from "../store/actions.js";
import { $, el, setProp, setText } from "./dom.js";
import { currentGame, games } from "../store/select.js";

let builtFor = null;

export function buildGameSelect() {
  $("game").addEventListener("change", (e) => switchGame(e.target.value));
}

/** The selector's options (once the engine's meta is known), their labels and its value. */
export function renderGameSelect(st, L) {
  const sel = $("game");
  const list = games(st);
  if (list !== builtFor) {
    builtFor = list;
    sel.replaceChildren(...list.map((g) => el("option", { value: g.name, "data-game": g.name })));
  }
  setProp(sel, "disabled", list.length === 0);
  for (const o of sel.options) {
    const g = list.find((x) => x.name === o.value);
    setText(o, g ? g.labels?.[L] || g.labels?.en || g.name : o.value);
  }
  setProp(sel, "value", currentGame(st) ?? "");
}
