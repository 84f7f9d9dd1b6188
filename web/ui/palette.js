// The tile palette and the targets a click goes to (hand, melds, dora, ura, own discards).

import { t } from "../i18n.js";
import { sortTiles } from "../notation.js";
import { MAX_DISCARDS, copiesLeft, tileCount, usedCopies } from "../state.js";
import { ALL_CODES, RED_CODES, isRed, tileIndex, tileName, tileSvg } from "../tiles.js";
import { S } from "./store.js";
import { changed } from "./changes.js";
import { $, el } from "./dom.js";
import { renderInputs } from "./inputs.js";
import { redFives } from "./rules.js";
import { gameFields, gameInfo, isHomeGame, maxTiles } from "./games.js";

export const TARGETS = ["hand", "chi", "pon", "kan", "ankan", "dora", "ura", "discards"];

/** The tile fields of another game (its registry fields of kind tile / tiles): each is a palette target. */
export function tileFields() {
  return gameFields().filter((f) => f.kind === "tile" || f.kind === "tiles");
}

/** Where a palette click can go in the shown game: Riichi's targets, or the hand, the game's calls and its tile fields. */
export function targetsOfGame() {
  if (isHomeGame()) return TARGETS;
  const calls = (gameInfo()?.calls ?? []).filter((c) => TARGETS.includes(c));
  return ["hand", ...calls, ...tileFields().map((f) => `field:${f.name}`)];
}

/** The tile codes the palette offers for the current target (all of them in Riichi). */
export function paletteCodes() {
  if (isHomeGame()) return null;
  const f = S.target.startsWith("field:") ? tileFields().find((x) => `field:${x.name}` === S.target) : null;
  if (f && Array.isArray(f.choices) && f.choices.length) return new Set(f.choices);
  return new Set(gameInfo()?.tiles ?? []);
}

/** A palette click while a tile field of another game is the target: set the tile or add it to the list. */
function addFieldTile(code) {
  const f = tileFields().find((x) => `field:${x.name}` === S.target);
  if (!f) return;
  if (f.kind === "tile") S.state.fields[f.name] = code;
  else {
    const list = Array.isArray(S.state.fields[f.name]) ? S.state.fields[f.name] : [];
    if (list.length >= 24) return say(t("indicators_full"));
    S.state.fields[f.name] = [...list, code];
  }
  say("");
  changed();
}

/** The tile lists picked from the palette besides the hand, and the box that shows each. */
export const TILE_LISTS = { dora: "dora", ura: "ura", discards: "own-discards" };

export function say(msg) {
  $("palette-msg").textContent = msg || "";
}

export function addTile(code) {
  const usage = usedCopies(S.state);
  const rf = redFives();
  const name = tileName(code);
  if (isRed(code) && rf === 0) return say(t("red_off"));
  if (S.target.startsWith("field:")) return addFieldTile(code);
  const offered = paletteCodes();
  if (offered && !offered.has(code)) return say("");
  if (S.target === "hand") {
    if (tileCount(S.state) >= maxTiles()) return say(t("palette_full"));
    if (copiesLeft(code, usage, rf) < 1) return say(t("no_copies", { tile: name }));
    S.state.concealed.push(code);
    if (S.state.winMode !== "fixed") {
      S.state.win = code;
      S.state.winMode = "last";
    }
  } else if (S.target === "dora" || S.target === "ura" || S.target === "discards") {
    const list = S.state[S.target];
    if (S.target === "discards" && list.length >= MAX_DISCARDS) return say(t("discards_full", { n: MAX_DISCARDS }));
    if (S.target !== "discards" && list.length >= 5) return say(t("indicators_full"));
    if (copiesLeft(code, usage, rf) < 1) return say(t("no_copies", { tile: name }));
    list.push(code);
  } else {
    const tiles = meldTiles(S.target, code, usage, rf);
    if (typeof tiles === "string") return say(tiles);
    S.state.melds.push({ kind: S.target, tiles });
  }
  say("");
  changed();
}

/** The tiles of a meld built from a palette click, or a message saying why not. */
export function meldTiles(kind, code, usage, rf) {
  if (tileCount(S.state) + 3 > maxTiles() || S.state.melds.length >= Math.floor((maxTiles() - 2) / 3)) return t("meld_no_room");
  const suit = code[1];
  const n = isRed(code) ? 5 : Number(code[0]);
  let tiles;
  if (kind === "chi") {
    if (suit === "z" || n > 7) return t("chi_needs_run");
    tiles = [n, n + 1, n + 2].map((k) => `${k}${suit}`);
  } else {
    tiles = new Array(kind === "pon" ? 3 : 4).fill(`${n}${suit}`);
  }
  const wantRed = isRed(code) || S.meldRed;
  const five = tiles.indexOf(`5${suit}`);
  if (suit !== "z" && five >= 0 && wantRed && rf > 0) tiles[five] = `0${suit}`;
  const need = {};
  for (const x of tiles) need[x] = (need[x] || 0) + 1;
  for (const [x, k] of Object.entries(need)) {
    if (copiesLeft(x, usage, rf) < k) return t("meld_needs_copies", { tile: tileName(x) });
  }
  return tiles;
}

export function removeHandTile(sortedIndex) {
  const sorted = sortTiles(S.state.concealed);
  const code = sorted[sortedIndex];
  if (!code) return;
  removeConcealed(code);
}

export function removeConcealed(code) {
  let i = S.state.concealed.lastIndexOf(code);
  if (i < 0) i = S.state.concealed.findIndex((c) => tileIndex(c) === tileIndex(code));
  if (i < 0) return;
  S.state.concealed.splice(i, 1);
  say("");
  changed();
}

export const paletteButtons = new Map(); // code -> {btn, count}

export function buildPalette() {
  const pal = $("palette");
  const rows = [["m"], ["p"], ["s"], ["z"]];
  for (const [suit] of rows) {
    const row = el("div", { class: "pal-row", role: "group", "data-suit": suit, "data-i18n-label": `suit_${suit}` });
    const codes = ALL_CODES.filter((c) => c[1] === suit);
    const reds = RED_CODES.filter((c) => c[1] === suit);
    for (const code of [...codes, ...reds]) {
      const count = el("span", { class: "pal-count", "aria-hidden": "true" });
      const btn = el("button", { type: "button", class: "pal-tile" + (isRed(code) ? " pal-red" : ""), "data-tile": code },
        tileSvg(code), count);
      btn.addEventListener("click", () => {
        S.keepPaletteClear = true; // the live line must not end up over the palette (ui/live.js)
        addTile(code);
      });
      paletteButtons.set(code, { btn, count });
      row.append(btn);
    }
    pal.append(row);
  }
  // arrow keys move between palette tiles (rows = suits)
  pal.addEventListener("keydown", (e) => {
    const moves = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
    const move = moves[e.key];
    const btn = e.target.closest && e.target.closest(".pal-tile");
    if (!move || !btn) return;
    const rowsEls = [...pal.children];
    const r = rowsEls.indexOf(btn.parentElement);
    const c = [...btn.parentElement.children].indexOf(btn);
    const nr = Math.max(0, Math.min(rowsEls.length - 1, r + move[0]));
    const cells = rowsEls[nr].children;
    const nc = Math.max(0, Math.min(cells.length - 1, c + move[1]));
    cells[nc].focus();
    e.preventDefault();
  });
}

/** The target buttons of the shown game (rebuilt on a game switch). */
export function buildTargets() {
  const box = $("targets");
  const names = targetsOfGame();
  if (box.dataset.targets === names.join(" ")) return;
  box.dataset.targets = names.join(" ");
  if (!names.includes(S.target)) S.target = "hand";
  box.replaceChildren(...names.map((name) => {
    const testid = name.startsWith("field:") ? `target-${name.slice(6)}` : `target-${name}`;
    const b = el("button", { type: "button", class: "seg", "data-target": name, "data-testid": testid, "aria-pressed": "false" });
    b.addEventListener("click", () => {
      S.target = name;
      say("");
      renderInputs();
    });
    return b;
  }));
}

export function buildMeldRed() {
  $("meld-red").addEventListener("change", (e) => {
    S.meldRed = e.target.checked;
  });
}
