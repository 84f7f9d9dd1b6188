// Tile faces drawn by our own code: one SVG sprite of <symbol>s, each tile on the page is a
// tiny <svg><use href="#t-5m"/></svg>, so a render clones nothing heavy.
// Characters (一…九, 萬, winds, dragons) are paths from web/glyphs.js, never <text>: no font needed.
// Colours come from CSS classes (tile-*), which follow the light/dark theme.

import { t } from "./i18n.js";
import { GLYPH_EM, GLYPHS } from "./glyphs.js";

const SVG_NS = "http://www.w3.org/2000/svg";

export const SUITS = ["m", "p", "s", "z"];
// characters drawn on the tile faces (names come from the language tables)
const KANJI_NUM = ["一", "二", "三", "四", "五", "六", "七", "八", "九"];
const HONOR_KANJI = ["東", "南", "西", "北", "白", "發", "中"];

/** Every tile code of the palette: 1m..9m, 1p..9p, 1s..9s, 1z..7z, then the red fives 0m 0p 0s. */
export const ALL_CODES = [];
for (const suit of ["m", "p", "s"]) for (let n = 1; n <= 9; n++) ALL_CODES.push(`${n}${suit}`);
for (let n = 1; n <= 7; n++) ALL_CODES.push(`${n}z`);
export const RED_CODES = ["0m", "0p", "0s"];
const CODE_SET = new Set([...ALL_CODES, ...RED_CODES]);

/** True for a well-formed tile code such as "5m", "0p" or "7z". */
export function isTileCode(code) {
  return typeof code === "string" && CODE_SET.has(code);
}

/** Type index 0..33 of a code ("0m" -> the index of 5m). */
export function tileIndex(code) {
  const n = Number(code[0]);
  const s = SUITS.indexOf(code[1]);
  return s * 9 + (n === 0 ? 5 : n) - 1;
}

/** The plain code of a type index. */
export function codeOfIndex(i) {
  return `${(i % 9) + 1}${SUITS[Math.floor(i / 9)]}`;
}

/** Sort key: by type, the red five before the plain fives. */
export function sortKey(code) {
  return tileIndex(code) * 2 + (code[0] === "0" ? 0 : 1);
}

export function isRed(code) {
  return code[0] === "0";
}

/** Accessible tile name in the page's language ("5 pin (red)", "赤五筒", "赤五万", "적5통"), from its table. */
export function tileName(code) {
  const n = Number(code[0]);
  const suit = code[1];
  if (suit === "z") return t(`tile_${n}z`);
  const digits = t("tile_digits");
  const name = t(`tile_${suit}`, { n: digits[(n === 0 ? 5 : n) - 1] });
  return n === 0 ? t("tile_red", { tile: name }) : name;
}

// ---- drawing -------------------------------------------------------------------------------

const W = 30;
const H = 40;

// Pins and sticks: the shapes of one colour are one <path> (rings and joints are holes by the even-odd
// rule, through which the tile's face shows, the colour they were painted in). Each <use> of a face clones
// its symbol, so a face of 4 elements instead of 28 (9p) makes every tile on the page cheaper to draw.

/** A number for path data: two decimals at most, no float noise. */
const num = (v) => String(Math.round(v * 100) / 100);

/** A circle as path data (two half-circle arcs). */
function circleD(x, y, r) {
  return `M${num(x - r)} ${num(y)}a${num(r)} ${num(r)} 0 1 0 ${num(2 * r)} 0a${num(r)} ${num(r)} 0 1 0 ${num(-2 * r)} 0z`;
}

/** A rectangle with rounded corners as path data (radius as SVG clamps it: at most half the width). */
function roundRectD(x, y, w, h, rx) {
  const r = Math.min(rx, w / 2, h / 2);
  const a = (dx, dy) => `a${num(r)} ${num(r)} 0 0 1 ${num(dx)} ${num(dy)}`;
  return `M${num(x + r)} ${num(y)}h${num(w - 2 * r)}${a(r, r)}v${num(h - 2 * r)}${a(-r, r)}` +
    `h${num(2 * r - w)}${a(-r, -r)}v${num(2 * r - h)}${a(r, -r)}z`;
}

/** One even-odd <path> per colour class, in the order the colours first appear. */
function byColour(parts) {
  const paths = new Map();
  for (const [cls, d] of parts) paths.set(cls, (paths.get(cls) ?? "") + d);
  return [...paths].map(([cls, d]) => `<path d="${d}" fill-rule="evenodd" class="tile-${cls}"/>`).join("");
}

/** A pin: a filled disc, a face-coloured ring (a hole) and a small centre dot. */
function circle(x, y, r, cls) {
  return [cls, circleD(x, y, r) + circleD(x, y, r * 0.62) + circleD(x, y, r * 0.25)];
}

const PIN_LAYOUT = {
  2: [[15, 11, 5.6, "green"], [15, 29, 5.6, "blue"]],
  3: [[8, 9, 4.6, "blue"], [15, 20, 4.6, "red"], [22, 31, 4.6, "green"]],
  4: [[9, 12, 5, "blue"], [21, 12, 5, "green"], [9, 28, 5, "green"], [21, 28, 5, "blue"]],
  5: [[8.5, 10, 4.4, "blue"], [21.5, 10, 4.4, "green"], [15, 20, 4.4, "red"], [8.5, 30, 4.4, "green"], [21.5, 30, 4.4, "blue"]],
  6: [[9.5, 8.5, 4.1, "green"], [20.5, 8.5, 4.1, "green"], [9.5, 22, 4.1, "red"], [20.5, 22, 4.1, "red"], [9.5, 32, 4.1, "red"], [20.5, 32, 4.1, "red"]],
  7: [[7.5, 6.5, 3.5, "green"], [15, 10, 3.5, "green"], [22.5, 13.5, 3.5, "green"], [10, 23.5, 3.9, "red"], [20, 23.5, 3.9, "red"], [10, 32.5, 3.9, "red"], [20, 32.5, 3.9, "red"]],
  8: [[10, 7, 3.8, "blue"], [20, 7, 3.8, "blue"], [10, 15.7, 3.8, "blue"], [20, 15.7, 3.8, "blue"], [10, 24.3, 3.8, "blue"], [20, 24.3, 3.8, "blue"], [10, 33, 3.8, "blue"], [20, 33, 3.8, "blue"]],
  9: [[7.5, 9, 3.7, "blue"], [15, 9, 3.7, "blue"], [22.5, 9, 3.7, "blue"], [7.5, 20, 3.7, "red"], [15, 20, 3.7, "red"], [22.5, 20, 3.7, "red"], [7.5, 31, 3.7, "green"], [15, 31, 3.7, "green"], [22.5, 31, 3.7, "green"]],
};

function pinFace(n, red) {
  if (n === 1) {
    // a big disc: blue ring, face ring, red ring, face centre
    return byColour([[red ? "red" : "blue", circleD(15, 20, 10) + circleD(15, 20, 7.4)],
      ["red", circleD(15, 20, 5.6) + circleD(15, 20, 2.2)]]);
  }
  return byColour(PIN_LAYOUT[n].map(([x, y, r, c]) => circle(x, y, r, red ? "red" : c)));
}

/** A bamboo stick: a rounded bar with a joint (a face-coloured gap) in the middle. */
function stick(x, y, h, cls, w = 3.6) {
  const x0 = x - w / 2;
  return [cls, roundRectD(x0, y - h / 2, w, h, 1.6) + `M${num(x0)} ${num(y - 0.45)}h${num(w)}v0.9h${num(-w)}z`];
}

const SOU_LAYOUT = {
  2: [[15, 11, 11], [15, 29, 11]],
  3: [[15, 11, 11], [9.5, 29, 11], [20.5, 29, 11]],
  4: [[9.5, 11, 11], [20.5, 11, 11], [9.5, 29, 11], [20.5, 29, 11]],
  5: [[8, 11, 11], [22, 11, 11], [15, 20, 11, "red"], [8, 29, 11], [22, 29, 11]],
  6: [[7.5, 11, 11], [15, 11, 11], [22.5, 11, 11], [7.5, 29, 11], [15, 29, 11], [22.5, 29, 11]],
  7: [[15, 7, 8, "red"], [7.5, 20, 8], [15, 20, 8], [22.5, 20, 8], [7.5, 32, 8], [15, 32, 8], [22.5, 32, 8]],
  8: [[6, 11, 11], [12, 11, 11], [18, 11, 11], [24, 11, 11], [6, 29, 11], [12, 29, 11], [18, 29, 11], [24, 29, 11]],
  9: [[7.5, 8, 8], [15, 8, 8, "red"], [22.5, 8, 8], [7.5, 20, 8], [15, 20, 8, "red"], [22.5, 20, 8], [7.5, 32, 8], [15, 32, 8, "red"], [22.5, 32, 8]],
};

function souFace(n, red) {
  if (n === 1) {
    // one tall stick with leaves and two joints, a red bud on top: a plain design of our own
    return (
      `<path d="M15 6 C9 10 8 14 10.5 17 M15 6 C21 10 22 14 19.5 17" class="tile-leaf"/>` +
      byColour([["green", roundRectD(12.2, 8, 5.6, 27, 2.6) + "M12.2 16.55h5.6v0.9h-5.6zM12.2 25.55h5.6v0.9h-5.6z"]]) +
      `<circle cx="15" cy="8.5" r="2.4" class="tile-red"/>`
    );
  }
  return byColour(SOU_LAYOUT[n].map(([x, y, h, c]) => stick(x, y, h, red ? "red" : c || "green", n === 8 ? 3.2 : 3.6)));
}

/** One character drawn from its outline (web/glyphs.js): `size` units wide, its ink centred on (cx, cy). */
function glyph(ch, cx, cy, size, cls) {
  const k = size / GLYPH_EM;
  const x = (cx - size / 2).toFixed(2);
  const y = (cy - size / 2).toFixed(2);
  return `<path transform="translate(${x} ${y}) scale(${k.toFixed(4)})" d="${GLYPHS[ch]}" class="tile-${cls}"/>`;
}

function manFace(n, red) {
  return glyph(KANJI_NUM[n - 1], 15, 12.5, 15, red ? "red" : "ink") + glyph("萬", 15, 28.5, 16, "red");
}

function honorFace(n) {
  if (n === 5) return `<rect x="7" y="8" width="16" height="24" rx="1.5" class="tile-frame"/>`;
  const cls = n === 6 ? "green" : n === 7 ? "red" : "ink";
  return glyph(HONOR_KANJI[n - 1], 15, 20, 21, cls);
}

/** The inner drawing (without the tile body) of a tile code. */
export function tileFace(code) {
  const n0 = Number(code[0]);
  const red = n0 === 0;
  const n = red ? 5 : n0;
  switch (code[1]) {
    case "m": return manFace(n, red);
    case "p": return pinFace(n, red);
    case "s": return souFace(n, red);
    default: return honorFace(n);
  }
}

function symbol(code) {
  const mark = isRed(code) ? `<circle cx="25.5" cy="4.5" r="2" class="tile-red"/>` : "";
  return (
    `<symbol id="t-${code}" viewBox="0 0 ${W} ${H}">` +
    `<rect x="0.75" y="0.75" width="${W - 1.5}" height="${H - 1.5}" rx="3.5" class="tile-body"/>` +
    tileFace(code) + mark + `</symbol>`
  );
}

/** Put the sprite of all 37 faces (plus a tile back) into the document, once. */
export function installSprite(doc = document) {
  if (doc.getElementById("tile-sprite")) return;
  const svg = doc.createElementNS(SVG_NS, "svg");
  svg.id = "tile-sprite";
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("width", "0");
  svg.setAttribute("height", "0");
  svg.style.position = "absolute";
  const back = `<symbol id="t-back" viewBox="0 0 ${W} ${H}"><rect x="0.75" y="0.75" width="${W - 1.5}" height="${H - 1.5}" rx="3.5" class="tile-back"/></symbol>`;
  // our own generated markup only (no user data)
  svg.innerHTML = [...ALL_CODES, ...RED_CODES].map(symbol).join("") + back;
  doc.body.prepend(svg);
}

/** A small <svg> showing one tile (decorative: the caller gives the accessible name). */
export function tileSvg(code, cls = "tile") {
  const svg = document.createElementNS(SVG_NS, "svg");
  svg.setAttribute("class", cls + (isRed(code) ? " red" : ""));
  svg.setAttribute("viewBox", `0 0 ${W} ${H}`);
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  const use = document.createElementNS(SVG_NS, "use");
  use.setAttribute("href", `#t-${isTileCode(code) ? code : "back"}`);
  svg.appendChild(use);
  return svg;
}

/** Point an existing tile <svg> at another face (DOM reuse). */
export function setTileSvg(svg, code) {
  svg.firstChild.setAttribute("href", `#t-${isTileCode(code) ? code : "back"}`);
  svg.classList.toggle("red", isRed(code));
}

/** True when every character of `s` has an outline in web/glyphs.js. */
export function hasGlyphs(s) {
  return s.length > 0 && [...s].every((ch) => ch in GLYPHS);
}

/** A word such as "日本語" drawn from outlines, 1em high, for a button (decorative: give the element a label). */
export function glyphWord(s, cls = "glyph-word") {
  const chars = [...s];
  const svg = document.createElementNS(SVG_NS, "svg");
  svg.setAttribute("class", cls);
  svg.setAttribute("viewBox", `0 0 ${chars.length * GLYPH_EM} ${GLYPH_EM}`);
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  chars.forEach((ch, i) => {
    const path = document.createElementNS(SVG_NS, "path");
    // 8% smaller than the em, like the ink of a typeset character
    path.setAttribute("transform", `translate(${i * GLYPH_EM + 4} 4) scale(0.92)`);
    path.setAttribute("d", GLYPHS[ch]);
    svg.appendChild(path);
  });
  return svg;
}
