// The calculator view: its panels (hand, palette, situation, rules, results) drawn from the store. What a click
// costs: the page asks the engine first (store/engine-link.js) and redraws the inputs together with the results
// (one style and layout pass per click, after the result), or INPUTS_WAIT_MS after the click at the latest; a
// change the engine is not asked about (a target, a word) is drawn at once.

import { lang, t } from "../i18n.js";
import { currentGame, isHomeGame } from "../store/select.js";
import { store } from "../store/store.js";
import { bumpRendered, signal } from "./dom.js";
import { buildGameSelect, renderGameSelect } from "./game-select.js";
import { buildHand, buildNotationBox, handInput, renderHandPanel, renderNotationBox, renderNotationError } from "./hand.js";
import { buildLive, renderLive } from "./live.js";
import { buildPalette, renderPalette } from "./palette.js";
import { renderDanger, tintHand } from "./danger.js";
import { renderVerdict } from "./verdict.js";
import { buildExpectedOptions, markHand, renderExpected, renderExpectedOptions } from "./expected.js";
import { buildOpponents, renderOpponents } from "./opponents.js";
import { renderResults, renderStatus } from "./results.js";
import { renderRules } from "./rules.js";
import { buildSituation, renderGameFields, renderNagashi, renderSituation } from "./situation.js";

export const INPUTS_WAIT_MS = 60;

/** The state the inputs are drawn from: a change of any of these redraws them. */
const INPUT_KEYS = ["input", "target", "meldRed", "source", "text", "meta", "gameMetas", "lang", "rev", "message"];

let inputsTimer = 0;
let inputsDue = false;

/** Build the panels in the page's markup (`root`: the calculator's <main>) and draw them from the store. */
export function mount(root) {
  if (!root) return;
  buildHand();
  buildNotationBox();
  buildPalette();
  buildLive();
  buildSituation();
  buildExpectedOptions(document.getElementById("situation"));
  buildOpponents(document.getElementById("situation"));
  buildGameSelect();
  store.subscribe(onChange);
  drawInputs(store.get());
}

function onChange(st, prev) {
  signal("busy", st.busy ? "1" : "0");
  if (st.meta) signal("game", currentGame(st)); // the panels shown (app.css): Riichi's or another game's
  if (st.notationError !== prev.notationError || st.lang !== prev.lang) renderNotationError(st);
  if (st.nagashi !== prev.nagashi) renderNagashi(st);
  if (st.results !== prev.results || (st.lang !== prev.lang)) {
    drawInputs(st); // together with the results: one style and layout pass
    if (st.results) drawResults(st);
    else bumpRendered();
    return;
  }
  // the expected values come from a search of their own, later than the results (ui/expected.js)
  // (and once the newest input's results are on screen: its table takes the columns then)
  if (st.expected !== prev.expected || st.discardSort !== prev.discardSort || (prev.busy && !st.busy)) drawExpected(st);
  if (st.waiting && !prev.waiting) {
    drawInputs(st);
    renderStatus(t("waiting_engine"));
  } else if (INPUT_KEYS.some((k) => st[k] !== prev[k])) {
    if (st.busy && !st.waiting) {
      // the engine was asked: the inputs are drawn with its answer, or INPUTS_WAIT_MS from now at the latest
      inputsDue = true;
      clearTimeout(inputsTimer);
      inputsTimer = setTimeout(flushInputs, INPUTS_WAIT_MS);
    } else drawInputs(st);
  }
  if (prev.busy && !st.busy) flushInputs();
}

/** Draw the inputs for the newest state, if a change is waiting to be drawn. */
function flushInputs() {
  if (inputsDue) drawInputs(store.get());
}

/** The palette, hand, notation box and controls: no engine needed. */
function drawInputs(st) {
  clearTimeout(inputsTimer);
  inputsDue = false;
  const t0 = performance.now();
  const L = lang();
  renderPalette(st, L);
  renderHandPanel(st, L);
  renderSituation(st);
  renderExpectedOptions(st);
  renderOpponents(st);
  tintHand(st);
  markHand(st, handInput()); // after tintHand: both end the tiles' names
  if (!isHomeGame(st)) renderGameFields(st, L);
  renderGameSelect(st, L);
  renderRules(st, L);
  renderNotationBox(st);
  performance.measure("agari:inputs", { start: t0, end: performance.now() });
}

/** The results panel and the live line for the newest answers; tests and the bench count these renders. */
function drawResults(st) {
  const t1 = performance.now();
  if (renderResults(st) !== false) renderLive(st);
  renderDanger(st); // before the expected values: its column comes first
  renderVerdict(st); // then the Worth column (the judge's verdict)
  drawExpected(st);
  performance.measure("agari:render", { start: t1, end: performance.now() });
  bumpRendered();
}

/** The expected values of the newest search (its progress, its answer) over the results shown; body[data-ev] says
 * where the search of the input shown is (tests wait on it): "searching", "done", "failed", or "" for none. */
function drawExpected(st) {
  renderExpected(st);
  markHand(st, handInput());
  signal("ev", document.getElementById("expected").dataset.state || "");
}
