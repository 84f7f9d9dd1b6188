// What happens on every change of the inputs: normalise, ask the engine, redraw the inputs soon.

import { isRed } from "../tiles.js";
import { S } from "./store.js";
import { renderInputs } from "./inputs.js";
import { requestResults } from "./requests.js";
import { redFives } from "./rules.js";
import { syncUrlSoon } from "./share.js";
import { normalizeFlags } from "./situation.js";
import { clearNagashi } from "./nagashi.js";

/** Under rules without red fives, red fives in the hand become plain fives. */
export function plainFivesIfNoRed() {
  if (!S.meta || redFives() !== 0) return;
  const plain = (c) => (isRed(c) ? `5${c[1]}` : c);
  S.state.concealed = S.state.concealed.map(plain);
  S.state.melds = S.state.melds.map((m) => ({ kind: m.kind, tiles: m.tiles.map(plain) }));
  S.state.dora = S.state.dora.map(plain);
  S.state.ura = S.state.ura.map(plain);
  if (S.state.win) S.state.win = plain(S.state.win);
}

export function changed(opts = {}) {
  clearNagashi();
  if (!opts.fromText) plainFivesIfNoRed();
  normalizeFlags();
  if (!opts.fromText) S.source = "palette";
  // ask the S.engine first; the inputs are redrawn together with the results (one layout and paint per
  // click, and no frame in between that delays the worker's answer), or after INPUTS_WAIT_MS at the latest
  inputsPending = opts;
  clearTimeout(inputsTimer);
  inputsTimer = setTimeout(flushInputs, INPUTS_WAIT_MS);
  requestResults(); // without an S.engine request (too few tiles) this renders at once, inputs included
}

export const INPUTS_WAIT_MS = 60;

let inputsPending = null;

let inputsTimer = 0;

/** Redraw the palette, hand and controls for the newest change, if not done yet. */
export function flushInputs() {
  clearTimeout(inputsTimer);
  if (inputsPending === null) return;
  const opts = inputsPending;
  inputsPending = null;
  const t0 = performance.now();
  renderInputs(opts);
  performance.measure("agari:inputs", { start: t0, end: performance.now() });
  syncUrlSoon();
}
