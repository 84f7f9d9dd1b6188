// Hand notation on the page side: only reading and writing the text, to keep the palette and
// the text box in sync. The engine stays the judge: it validates and scores.

import { SUITS, isTileCode, sortKey, tileIndex } from "./tiles.js";

const HONOR_LETTERS = [["wh", "5z"], ["e", "1z"], ["s", "2z"], ["w", "3z"], ["n", "4z"], ["g", "6z"], ["r", "7z"]];

export class NotationError extends Error {
  constructor(message, position) {
    super(message);
    this.position = position;
  }
}

/** Tiles of an unbracketed run ("123m0p", "eeewh", "5m,8m") as codes with their positions. */
function readTiles(text, offset) {
  const out = [];
  let pending = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    const low = ch.toLowerCase();
    const pos = offset + i;
    if (ch >= "0" && ch <= "9") {
      pending.push([ch, pos]);
      i += 1;
      continue;
    }
    if (pending.length && "mpsz".includes(low)) {
      for (const [d, dpos] of pending) {
        const code = `${d}${low}`;
        if (!isTileCode(code)) {
          const why = low === "z" ? "honors are 1z to 7z" : "suited tiles are 1 to 9 (0 = red five)";
          throw new NotationError(`no tile ${code} (${why})`, dpos);
        }
        out.push(code);
      }
      pending = [];
      i += 1;
      continue;
    }
    if (ch === " " || ch === "," || ch === "\t") {
      i += 1;
      continue;
    }
    if (pending.length) throw new NotationError(`digits at position ${pending[0][1]} need a suit letter (m, p, s or z)`, pending[0][1]);
    const hit = HONOR_LETTERS.find(([letters]) => text.slice(i, i + letters.length).toLowerCase() === letters);
    if (!hit) throw new NotationError(`unknown character "${ch}" at position ${pos}`, pos);
    out.push(hit[1]);
    i += hit[0].length;
  }
  if (pending.length) throw new NotationError(`digits at position ${pending[0][1]} need a suit letter (m, p, s or z)`, pending[0][1]);
  return out;
}

function meldKind(tiles, closed, pos) {
  const idx = tiles.map(tileIndex);
  const same = idx.every((x) => x === idx[0]);
  if (tiles.length === 4 && same) return closed ? "ankan" : "kan";
  if (closed) throw new NotationError("square brackets are for a closed kan of four same tiles", pos);
  if (tiles.length === 3 && same) return "pon";
  const sorted = [...idx].sort((a, b) => a - b);
  if (
    tiles.length === 3 && sorted[0] < 27 &&
    Math.floor(sorted[0] / 9) === Math.floor(sorted[2] / 9) &&
    sorted[1] === sorted[0] + 1 && sorted[2] === sorted[0] + 2
  ) return "chi";
  throw new NotationError("a meld is three in a row (chi), three of a kind (pon) or four of a kind (kan)", pos);
}

/** Read a hand: {concealed: [codes], melds: [{kind, tiles}]}; throws NotationError with a position. */
export function parseHand(text) {
  if (typeof text !== "string") throw new NotationError("not a hand", 0);
  const concealed = [];
  const melds = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === "(" || ch === "[") {
      const close = ch === "(" ? ")" : "]";
      const end = text.indexOf(close, i + 1);
      if (end < 0) throw new NotationError(`"${ch}" at position ${i} is never closed`, i);
      const inner = text.slice(i + 1, end);
      if (/[()[\]]/.test(inner)) throw new NotationError(`brackets inside a meld at position ${i}`, i);
      const tiles = readTiles(inner, i + 1).sort((a, b) => sortKey(a) - sortKey(b));
      melds.push({ kind: meldKind(tiles, ch === "[", i), tiles });
      i = end + 1;
      continue;
    }
    if (ch === ")" || ch === "]") throw new NotationError(`"${ch}" at position ${i} closes nothing`, i);
    let j = i;
    while (j < text.length && !"()[]".includes(text[j])) j += 1;
    concealed.push(...readTiles(text.slice(i, j), i));
    i = j;
  }
  return { concealed, melds };
}

/** Read a list of tiles ("1m5z", "1m,5z"); throws NotationError. */
export function parseTileList(text) {
  if (typeof text !== "string") throw new NotationError("not a tile list", 0);
  return readTiles(text, 0);
}

/** Write tiles grouped by suit in the given order: ["1m","2m","5z"] -> "12m5z". */
export function formatTiles(codes) {
  let out = "";
  let run = "";
  let suit = "";
  for (const c of codes) {
    if (c[1] !== suit && run) {
      out += run + suit;
      run = "";
    }
    suit = c[1];
    run += c[0];
  }
  return run ? out + run + suit : out;
}

export function sortTiles(codes) {
  return [...codes].sort((a, b) => sortKey(a) - sortKey(b));
}

export function formatMeld(meld) {
  const inner = formatTiles(sortTiles(meld.tiles));
  return meld.kind === "ankan" ? `[${inner}]` : `(${inner})`;
}

/** Concealed tiles sorted, then the melds: "123m456p789s11122z(111m)". */
export function formatHand(concealed, melds) {
  return formatTiles(sortTiles(concealed)) + melds.map(formatMeld).join("");
}

export { SUITS };
