// Expected values on the calculator (op "expected", searched in a worker of its own: store/engine-link.js): the
// discard table's columns (tenpai %, win %, expected points at the hand's turn), sortable by a click on a heading;
// the win chance by turn of the best few discards; the search's progress; its options in the situation panel.

import { applyStatic, t } from "../i18n.js";
import { MAX_TURN } from "../state.js";
import { tileName, tileSvg } from "../tiles.js";
import { setEvOption, setTurn, sortDiscards } from "../store/actions.js";
import { answersByKind, expectedRequest } from "../store/select.js";
import { $, el, setAttr, setProp, setText } from "./dom.js";
import { detailText } from "./error-text.js";
import { winChart } from "./expected-chart.js";

/** How many discards the chart draws (the best by expected points). */
export const CHART_LINES = 3;

/** The discard table's columns that sort, with how to read a row's value and which way is better. */
const COLUMNS = {
  after: { key: "after", value: (row) => row.shanten, lowerIsBetter: true },
  count: { key: "count", value: (row) => row.ukeire, lowerIsBetter: false },
  tenpai: { key: "col_tenpai", value: (row) => row.tenpai, lowerIsBetter: false },
  win: { key: "col_win", value: (row) => row.win, lowerIsBetter: false },
  score: { key: "col_score", value: (row) => row.score, lowerIsBetter: false },
  danger: { key: "col_danger", lowerIsBetter: true }, // the Deal-in column, when opponents are given (ui/danger.js)
};
const EV_COLUMNS = ["tenpai", "win", "score"];

const inputs = {};

// ---- the options, in the situation panel ---------------------------------------------------------------------

/** The expected-value options at the end of Riichi's situation panel (`box`): the turn and three switches. */
export function buildExpectedOptions(box) {
  const turn = el("input", { type: "number", id: "ev-turn", min: "0", max: String(MAX_TURN), step: "1", inputmode: "numeric",
    "data-testid": "ev-turn", "aria-describedby": "ev-help" });
  turn.addEventListener("change", () => setTurn(turn.value));
  inputs.turn = turn;
  const checks = ["ev_shanten_down", "ev_tegawari", "ev_wall"].map((name) => {
    const id = name.replace(/_/g, "-");
    const input = el("input", { type: "checkbox", id, "data-testid": id });
    input.addEventListener("change", () => setEvOption(name, input.checked));
    inputs[name] = input;
    return el("label", { class: "check", for: id }, input, el("span", { "data-i18n": name === "ev_wall" ? "ev_real_wall" : name }));
  });
  const set = el("fieldset", { class: "ev-options", "data-testid": "ev-options" },
    el("legend", { "data-i18n": "ev_heading" }),
    el("p", { class: "muted small", id: "ev-help", "data-i18n": "ev_help" }),
    el("label", { class: "field", for: "ev-turn" }, el("span", { "data-i18n": "ev_turn" }), turn),
    el("div", { class: "flags" }, ...checks));
  box.append(set);
  applyStatic(set);
}

/** The options as the input has them. */
export function renderExpectedOptions(st) {
  const input = st.input;
  if (document.activeElement !== inputs.turn) setProp(inputs.turn, "value", String(input.turn));
  setProp(inputs.ev_shanten_down, "checked", input.ev_shanten_down);
  setProp(inputs.ev_tegawari, "checked", input.ev_tegawari);
  setProp(inputs.ev_wall, "checked", input.ev_wall === "real");
}

// ---- the search's answer -----------------------------------------------------------------------------------

/** The search of the input shown (state.expected), or null when the input has none (or it is an older one's). */
export function shownSearch(st) {
  const request = expectedRequest(st);
  if (!request || !st.expected || st.expected.key !== JSON.stringify(request)) return null;
  return st.expected;
}

const percent = (p) => `${(100 * p).toFixed(1)}%`;
const points = (x) => String(Math.round(x));

/** The figures of one discard at the hand's turn (index 0 of the op's arrays), or null. */
function figuresOf(answer, code) {
  const rows = answer && answer.ok && Array.isArray(answer.discards) ? answer.discards : [];
  const row = rows.find((d) => d.discard === code);
  if (!row) return null;
  return { tenpai: row.tenpai[0], win: row.win[0], score: row.score[0] };
}

/** The expected values of the newest answer: the discard table's columns and order, the status line, the chart. */
export function renderExpected(st) {
  const box = $("expected");
  // a complete hand has won: its score is the answer, not what each discard would be worth
  const { analyze: a } = st.busy ? {} : answersByKind(st.results);
  const search = a && a.ok && (a.complete || a.shanten === -1) ? null : shownSearch(st);
  const table = $("analysis").querySelector("table.discards");
  if (!search) {
    box.replaceChildren();
    box.dataset.state = "";
    return;
  }
  // the table is the newest input's once its results are on screen (the search may answer before them)
  if (table && !st.busy) decorateTable(table, st, search);
  renderStatusLine(box, search);
  renderChart(box, search);
}

/** The table's three more columns (filled once the answer is in), and its headings as sort buttons. */
function decorateTable(table, st, search) {
  const head = table.tHead.rows[0];
  if (!table.dataset.ev) {
    table.dataset.ev = "1";
    for (const col of EV_COLUMNS) head.append(el("th", { scope: "col", "data-col": col }));
    for (const row of table.tBodies[0].rows) {
      for (const col of EV_COLUMNS) row.append(el("td", { class: "num", "data-ev": col }));
    }
    // the shanten and count headings sort too
    head.cells[1].dataset.col = "after";
    head.cells[3].dataset.col = "count";
    for (const th of head.cells) {
      const col = th.dataset.col;
      if (!col) continue;
      const button = el("button", { type: "button", class: "sort", "data-sort": col });
      button.addEventListener("click", () => sortDiscards(col));
      th.replaceChildren(button);
    }
  }
  for (const th of head.cells) {
    const col = th.dataset.col;
    if (!col) continue;
    setText(th.firstChild, t(COLUMNS[col].key));
    const sorted = st.discardSort && st.discardSort.column === col;
    const ascending = sorted && st.discardSort.descending === COLUMNS[col].lowerIsBetter;
    setAttr(th, "aria-sort", sorted ? (ascending ? "ascending" : "descending") : "none");
  }
  const answer = search.status === "done" ? search.answer : null;
  setAttr(table, "aria-busy", search.status === "searching" ? "true" : "false");
  const rows = [...table.tBodies[0].rows];
  rows.forEach((row, i) => {
    if (!row.dataset.order) row.dataset.order = String(i);
    const code = row.dataset.discardRow;
    const f = answer ? figuresOf(answer, code) : null;
    for (const col of EV_COLUMNS) {
      const cell = row.querySelector(`td[data-ev="${col}"]`);
      const value = f ? f[col] : null;
      setText(cell, value === null || value === undefined ? (search.status === "searching" ? "…" : "–") : col === "score" ? points(value) : percent(value));
      if (value === null || value === undefined) cell.removeAttribute("data-value");
      else setAttr(cell, "data-value", String(value));
    }
  });
  sortRows(table, rows, st.discardSort);
}

/** The rows in the order chosen (best first, or turned round), else in the engine's order. */
function sortRows(table, rows, sort) {
  const value = (row, col) => {
    if (col === "after") return Number(row.cells[1].dataset.shanten);
    if (col === "count") return Number(row.cells[3].dataset.count);
    if (col === "danger") return Number(row.querySelector("td[data-danger]")?.dataset.danger || Infinity);
    const v = row.querySelector(`td[data-ev="${col}"]`)?.dataset.value;
    return v === undefined ? -Infinity : Number(v);
  };
  const order = (row) => Number(row.dataset.order);
  let sorted = rows.slice().sort((a, b) => order(a) - order(b));
  if (sort && COLUMNS[sort.column]) {
    const { column, descending } = sort;
    const sign = (COLUMNS[column].lowerIsBetter ? 1 : -1) * (descending ? 1 : -1);
    sorted = sorted.sort((a, b) => sign * (value(a, column) - value(b, column)) || order(a) - order(b));
  }
  const body = table.tBodies[0];
  if (sorted.some((row, i) => body.rows[i] !== row)) body.append(...sorted);
}

/** The line under the table: the search's progress (a bar once it takes a moment), its failure, or what it was. */
function renderStatusLine(box, search) {
  let line = box.querySelector(".ev-status");
  if (!line) {
    line = el("div", { class: "ev-status", "data-testid": "ev-status", "aria-live": "polite" });
    box.prepend(line);
  }
  box.dataset.state = search.status;
  setAttr(line, "data-state", search.status);
  if (search.status === "searching") {
    let bar = line.querySelector("progress");
    if (!bar) {
      bar = el("progress", { "data-testid": "ev-progress", "aria-labelledby": "ev-progress-text" });
      line.replaceChildren(el("span", { id: "ev-progress-text", class: "muted small" }), bar);
    }
    const text = line.querySelector("#ev-progress-text");
    if (search.total > 0) {
      setProp(bar, "max", search.total);
      setProp(bar, "value", search.done);
      setAttr(bar, "data-done", String(search.done));
      setText(text, t("ev_progress", { pct: Math.floor((100 * search.done) / search.total) }));
    } else {
      if (bar.hasAttribute("value")) bar.removeAttribute("value");
      setText(text, t("ev_searching"));
    }
    return;
  }
  const a = search.answer || {};
  if (search.status === "failed") {
    const detail = a.detail ? detailText(String(a.detail)) : t("error_internal");
    line.replaceChildren(el("p", { class: "inline-error", "data-testid": "ev-error", "data-error": a.error || "", text: t("ev_failed", { detail }) }));
    return;
  }
  const last = a.t_max ?? MAX_TURN;
  line.replaceChildren(el("p", { class: "muted small", "data-testid": "ev-done",
    text: t("ev_done", { turn: a.turn ?? 0, last, wall: a.wall ?? "", ms: Math.round(search.ms ?? 0) }) }));
}

/** The chart of the win chance by turn for the best few discards (the op's order: best expected points first). */
function renderChart(box, search) {
  const old = box.querySelector(".ev-figure");
  if (search.status !== "done" || !search.answer || !Array.isArray(search.answer.discards) || !search.answer.discards.length) {
    // while the next hand is searched the last chart stays, faded, so the page does not jump at every click
    if (old && search.status === "searching") {
      old.classList.add("ev-stale");
      old.setAttribute("aria-hidden", "true");
    } else if (old) old.remove();
    return;
  }
  const a = search.answer;
  const lines = a.discards.slice(0, CHART_LINES).map((d) => ({ tile: d.discard, values: d.win }));
  const last = a.t_max ?? MAX_TURN;
  const figure = winChart({
    lines,
    first: a.turn ?? 0,
    caption: t("ev_chart"),
    turnLabel: t("ev_axis_turn"),
    valueText: (line) => t("ev_chart_line", { tile: tileName(line.tile), win: percent(line.values[0]), turn: a.turn ?? 0,
      end: percent(line.values[line.values.length - 1]), last }),
    legendItem: (line) => [tileSvg(line.tile, "tile small"), el("span", { text: `${tileName(line.tile)} ${percent(line.values[0])}` })],
  });
  if (old) old.replaceWith(figure);
  else box.append(figure);
}
