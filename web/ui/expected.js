// Expected values on the calculator (op "expected", searched in a worker of its own: store/engine-link.js): the
// discard table's columns (tenpai %, win %, expected points at the hand's turn), sortable by a click on a heading;
// the discard the figures favour (the most expected points; every one of a tie) marked in the table, named above it
// and marked on the hand's tiles, and first in the table's own order; the win chance by turn of the best few
// discards; the search's progress; its options in the situation panel.

import { HTML_LANG, applyStatic, lang, t } from "../i18n.js";
import { MAX_TURN } from "../state.js";
import { tileName, tileSvg } from "../tiles.js";
import { setEvOption, setTurn, sortDiscards } from "../store/actions.js";
import { answersByKind, expectedRequest } from "../store/select.js";
import { $, el, setAttr, setProp, setText } from "./dom.js";
import { detailText } from "./error-text.js";
import { winChart } from "./expected-chart.js";
import { shownVerdict, verdictMark, verdictText } from "./verdict.js";

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
  worth: { key: "col_worth", lowerIsBetter: false }, // the Worth column, with the judge's verdict (ui/verdict.js)
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

/** The discards the figures favour: `{codes, points}`, the discards with the most expected points at the hand's turn
 * (every one of a tie, in the op's order: a tie is the same points as the table shows them, to the point), once the
 * search of the input shown is done; null while it runs, when it failed, for a complete hand, when no discard is
 * worth a point, or when the figures are another input's. With opponents given, the judge's verdict's one best
 * discard instead (`verdict`: its answer), as soon as it is in. */
export function favoured(st) {
  const verdict = shownVerdict(st); // with opponents given, the judge's verdict (value against danger) is the one
  if (verdict) return { codes: [verdict.best], points: points(verdict.discards[0].points), verdict };
  const search = shownSearch(st);
  const a = search && search.status === "done" ? search.answer : null;
  if (!a || !a.ok || a.shanten === -1 || !Array.isArray(a.discards)) return null;
  const value = (d) => (Array.isArray(d.score) && Number.isFinite(d.score[0]) ? d.score[0] : -Infinity);
  const top = Math.max(-Infinity, ...a.discards.map(value));
  if (!(top > 0)) return null;
  const codes = a.discards.filter((d) => points(value(d)) === points(top)).map((d) => d.discard);
  return { codes, points: points(top) };
}

/** Tile names as a list in the page's language ("1 man and 4 man", "一萬、四萬"). */
function namesList(codes) {
  const names = codes.map((c) => tileName(c));
  try {
    return new Intl.ListFormat(HTML_LANG[lang()], { type: "conjunction" }).format(names);
  } catch {
    return names.join(", ");
  }
}

/** What the mark on a favoured tile says (its hand tile's title and the end of its name). */
function markText(fav, code) {
  if (fav.verdict) return verdictMark(fav.verdict);
  if (fav.codes.length === 1) return t("ev_best_mark", { points: fav.points });
  return t("ev_best_mark_tied", { others: namesList(fav.codes.filter((c) => c !== code)), points: fav.points });
}

/** The hand's tile of each favoured discard marked (one copy: the last, like the winning tile): a mark over it
 * (app.css), its title and the end of its accessible name. None unless the hand on screen is the input whose figures
 * they are (`shownInput`: the input the hand panel drew; drawn after ui/danger.js's tintHand, which ends the name
 * after " · " too). */
export function markHand(st, shownInput) {
  const fav = shownInput === st.input ? favoured(st) : null;
  const tiles = [...document.querySelectorAll("#hand .hand-tile")];
  const marked = new Set();
  if (fav) {
    for (const code of fav.codes) {
      const last = tiles.findLast((b) => b.dataset.code === code);
      if (last) marked.add(last);
    }
  }
  for (const b of tiles) {
    const on = marked.has(b);
    const label = b.getAttribute("aria-label") || "";
    const old = b.dataset.evMark;
    const base = old && label.endsWith(` · ${old}`) ? label.slice(0, -` · ${old}`.length) : label;
    if (!on) {
      if (old === undefined) continue;
      delete b.dataset.evMark;
      delete b.dataset.evBest;
      b.removeAttribute("title");
      setAttr(b, "aria-label", base);
      continue;
    }
    const text = markText(fav, b.dataset.code);
    b.dataset.evBest = "1";
    b.dataset.evMark = text;
    setAttr(b, "title", `${tileName(b.dataset.code)}: ${text}`);
    setAttr(b, "aria-label", `${base} · ${text}`);
  }
}

/** The table's rows of the favoured discards marked (a word beside the tile), and a line above the table naming
 * them (a tie: each one, said to be equal); nothing of it without `fav`. */
function markTable(table, fav) {
  const best = new Set(fav ? fav.codes : []);
  for (const row of table.tBodies[0].rows) {
    const on = best.has(row.dataset.discardRow);
    row.classList.toggle("ev-best", on);
    let mark = row.cells[0].querySelector(".ev-best-mark");
    if (on && !mark) {
      mark = el("span", { class: "ev-best-mark", "data-testid": "ev-best-mark" });
      row.cells[0].append(mark);
    } else if (!on && mark) mark.remove();
    if (on) setText(mark, t("ev_best_badge"));
  }
  const before = table.previousElementSibling;
  let line = before && before.classList.contains("ev-best") ? before : null;
  if (!fav) {
    if (line) line.remove();
    return;
  }
  if (!line) {
    line = el("p", { class: "ev-best", "data-testid": "ev-best" });
    table.before(line);
  }
  setAttr(line, "data-best", fav.codes.join(" "));
  setAttr(line, "data-verdict", fav.verdict ? fav.verdict.label || "best" : "");
  if (fav.verdict) setText(line, verdictText(fav.verdict));
  else setText(line, fav.codes.length === 1 ? t("ev_best_one", { tile: tileName(fav.codes[0]), points: fav.points })
    : t("ev_best_tied", { tiles: namesList(fav.codes), points: fav.points }));
}

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
    const fav = table && !st.busy ? favoured(st) : null; // the verdict needs no search
    if (table && (table.dataset.ev || fav)) markTable(table, fav);
    if (table && fav) {
      const rows = [...table.tBodies[0].rows];
      rows.forEach((row, i) => { if (!row.dataset.order) row.dataset.order = String(i); });
      sortRows(table, rows, st.discardSort, new Set(fav.codes));
    }
    box.replaceChildren();
    box.dataset.state = "";
    return;
  }
  // the table is the newest input's once its results are on screen (the search may answer before them)
  if (table && !st.busy) decorateTable(table, st, search);
  else if (table && table.dataset.ev) markTable(table, null);
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
  // while the full search runs, its first figures (both options off), marked as such, once they are in
  const first = search.status === "searching" && search.first ? search.first : null;
  const answer = search.status === "done" ? search.answer : first;
  setAttr(table, "aria-busy", search.status === "searching" ? "true" : "false");
  if (first) table.dataset.evFirst = "1";
  else delete table.dataset.evFirst;
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
      if (first && value !== null && value !== undefined) cell.dataset.first = "1";
      else delete cell.dataset.first;
    }
  });
  const fav = favoured(st);
  markTable(table, fav);
  sortRows(table, rows, st.discardSort, new Set(fav ? fav.codes : []));
}

/** The rows in the order chosen (best first, or turned round), else in the engine's order with the favoured
 * discards first. */
function sortRows(table, rows, sort, favouredCodes) {
  const value = (row, col) => {
    if (col === "after") return Number(row.cells[1].dataset.shanten);
    if (col === "count") return Number(row.cells[3].dataset.count);
    if (col === "danger") return Number(row.querySelector("td[data-danger]")?.dataset.danger || Infinity);
    if (col === "worth") return Number(row.querySelector("td[data-worth]")?.dataset.worth || -Infinity);
    const v = row.querySelector(`td[data-ev="${col}"]`)?.dataset.value;
    return v === undefined ? -Infinity : Number(v);
  };
  const order = (row) => Number(row.dataset.order);
  const first = (row) => (favouredCodes.has(row.dataset.discardRow) ? 0 : 1);
  let sorted = rows.slice().sort((a, b) => first(a) - first(b) || order(a) - order(b));
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
    let note = line.querySelector(".ev-first-note");
    if (search.first && !note) {
      note = el("span", { class: "ev-first-note small", "data-testid": "ev-first" });
      line.prepend(note);
    } else if (!search.first && note) note.remove();
    if (note) setText(note, t("ev_first_figures"));
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
  // the first figures draw the chart too while the full search runs (its caption says they are the first ones)
  const shown = search.status === "done" ? search.answer : search.status === "searching" ? search.first : null;
  if (!shown || !Array.isArray(shown.discards) || !shown.discards.length) {
    // while the next hand is searched the last chart keeps its room (the page does not jump at every click) but
    // shows nothing of another hand: its lines and words hidden, its caption saying it waits for this hand's figures
    if (old && search.status === "searching") {
      old.classList.add("ev-stale");
      const caption = old.querySelector("figcaption");
      if (caption) caption.textContent = t("ev_chart_stale");
    } else if (old) old.remove();
    return;
  }
  const a = shown;
  const lines = a.discards.slice(0, CHART_LINES).map((d) => ({ tile: d.discard, values: d.win }));
  const last = a.t_max ?? MAX_TURN;
  const figure = winChart({
    lines,
    first: a.turn ?? 0,
    caption: search.status === "done" ? t("ev_chart") : t("ev_chart_first"),
    turnLabel: t("ev_axis_turn"),
    valueText: (line) => t("ev_chart_line", { tile: tileName(line.tile), win: percent(line.values[0]), turn: a.turn ?? 0,
      end: percent(line.values[line.values.length - 1]), last }),
    legendItem: (line) => [tileSvg(line.tile, "tile small"), el("span", { text: `${tileName(line.tile)} ${percent(line.values[0])}` })],
  });
  if (old) old.replaceWith(figure);
  else box.append(figure);
}
