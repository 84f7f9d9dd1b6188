// The review's rounds as a list: each round a button (its name, its result, whether the recorded result matched
// ours, the chosen seat's tiles given up) that opens the round below it: its wins or draw (a difference with the
// log shown side by side), the shanten chart, the timeline of decisions. Rows are kept from one render to the
// next (the focus stays on a row's button); a row is written again only when its round, the seat, the language
// or its being open changed.

import { lang, t } from "../../i18n.js";
import { store } from "../../store/store.js";
import { toggleReviewRound, winLink } from "../../store/review.js";
import { el, keepChildren, setAttr } from "../dom.js";
import { label } from "../labels.js";
import { lineChart } from "./chart.js";
import { openHand } from "./open-hand.js";
import { timeline, timelineLegend } from "./timeline.js";
import { drawText, resultText, roundName, seatName, valueText, yakuText } from "./words.js";

/** A round's state for its row: pending, error, match or differs. */
export function roundStatus(round) {
  if (!round) return "pending";
  if (round.failed || round.error) return "error";
  return round.matches ? "match" : "differs";
}

const STATUS_WORDS = { pending: "review_pending", error: "review_not_reviewed", match: "review_matches", differs: "review_differs" };
const STATUS_MARKS = { pending: "…", error: "!", match: "✓", differs: "≠" };

/** What the seat lost in the round: the points its decisions lost against the judge's choices (when the judge
 * weighed them), else the tiles it gave up. */
function lossText(round, seat) {
  const mine = round.decisions.filter((d) => d.seat === seat);
  if (mine.some((d) => d.recommended !== null && d.recommended !== undefined)) {
    return t("review_verdict_lost", { n: mine.reduce((n, d) => n + (d.points_lost || 0), 0).toLocaleString() });
  }
  return t("review_lost", { n: mine.reduce((n, d) => n + d.loss, 0) });
}

function compareRow(name, ours, log, same) {
  return el("tr", { class: same ? "" : "rv-diff" }, el("th", { scope: "row", text: name }),
    el("td", { text: ours }), el("td", { text: log }),
    el("td", { class: "rv-diff-mark", text: same ? "" : "≠" }, same ? null : el("span", { class: "sr-only", text: t("review_differs") })));
}

const show = (v) => (v === null || v === undefined ? "–" : String(v));
const signed = (n) => (n === null || n === undefined ? "–" : n > 0 ? `+${n}` : String(n));

/** Ours beside the log's: every value of a win (or a draw's payments), the differing rows marked. */
function comparison(header, rows, caption) {
  return el("div", { class: "rv-scroll", role: "region", tabindex: "0", "aria-label": caption },
    el("table", { class: "rv-compare", "data-testid": "review-compare" },
      el("caption", { class: "sr-only", text: caption }),
      el("thead", null, el("tr", null, el("th", { scope: "col", text: "" }), el("th", { scope: "col", text: t("review_ours") }),
        el("th", { scope: "col", text: t("review_log") }), el("th", { scope: "col" }, el("span", { class: "sr-only", text: t("review_differs") })))),
      el("tbody", null, ...rows.map(([name, a, b]) => compareRow(name, a, b, a === b)))));
}

function deltaRows(header, ours, log) {
  return (ours ?? log ?? []).map((_, s) => [t("review_change_of", { name: seatName(header, s) }), signed(ours?.[s]), signed(log?.[s])]);
}

function winBlock(header, w) {
  const how = w.tsumo ? t("review_tsumo_by", { winner: seatName(header, w.seat) })
    : t("review_ron_by", { winner: seatName(header, w.seat), loser: seatName(header, w.from) });
  const line = el("p", { class: "rv-win-line" }, el("strong", { text: how }), " ",
    el("span", { text: valueText(w.ours ?? w.recorded) }), " ",
    el("span", { class: `rv-badge ${w.matches ? "rv-good" : "rv-bad"}`, text: `${w.matches ? "✓" : "≠"} ${t(w.matches ? "review_matches" : "review_differs")}` }));
  const open = el("button", { type: "button", class: "rv-open-win", "data-testid": "review-win-open", text: t("review_open_win") });
  open.addEventListener("click", () => openHand(winLink(w), open));
  const parts = [line];
  if (!w.matches) {
    const o = w.ours ?? {};
    const r = w.recorded ?? {};
    const yaku = (side) => (side.yaku ?? []).map(yakuText).join(", ") || "–";
    const rows = [[t("han"), show(o.han), show(r.han)], [t("fu"), show(o.fu), show(r.fu)], [t("points"), show(o.points), show(r.points)],
      [t("review_limit"), o.limit ? label("limits", o.limit) : "–", r.limit ? label("limits", r.limit) : "–"],
      [t("yaku"), yaku(o), yaku(r)], ...deltaRows(header, o.deltas, r.deltas)];
    // a value the log does not record (Tenhou writes no fu above mangan) is not a difference
    const shown = rows.filter(([, a, b], i) => !(i === 1 && b === "–"));
    parts.push(comparison(header, shown, t("review_compare_win", { winner: seatName(header, w.seat) })));
  }
  parts.push(el("p", { class: "rv-win-hand" }, el("span", { class: "muted small", text: `${w.hand} +${w.win}` }), " ", open));
  return el("div", { class: "rv-win" }, ...parts);
}

function drawBlock(header, d) {
  const parts = [el("strong", { text: drawText(d.kind) })];
  if (d.kind === "exhaustive" || d.kind === "nagashi") {
    const who = d.tenpai.map((s) => seatName(header, s)).join(", ");
    parts.push(" ", el("span", { text: who ? t("review_tenpai", { who }) : t("review_all_noten") }));
  }
  parts.push(" ", el("span", { class: `rv-badge ${d.matches ? "rv-good" : "rv-bad"}`, text: `${d.matches ? "✓" : "≠"} ${t(d.matches ? "review_matches" : "review_differs")}` }));
  const out = [el("p", { class: "rv-win-line" }, ...parts)];
  if (!d.matches) out.push(comparison(header, deltaRows(header, d.ours, d.recorded), t("review_compare_draw")));
  return el("div", { class: "rv-win" }, ...out);
}

function detail(rv, i, entry, round, mistakes) {
  const header = rv.header;
  if (!round) return [el("p", { class: "muted", text: t("review_waiting_round") })];
  const out = [];
  if (round.failed || round.error) {
    out.push(el("p", { class: "rv-error", "data-testid": "review-round-error" },
      el("strong", { text: t("review_round_error") }), " ", el("span", { text: round.error || t("review_not_reviewed") })));
    return out; // the round could not be followed (the event and why in its error): nothing of it is graded
  }
  for (const w of round.wins ?? []) out.push(winBlock(header, w));
  if (round.draw) out.push(drawBlock(header, round.draw));
  const names = header.names.map((_, s) => seatName(header, s));
  if (Array.isArray(round.shanten) && round.shanten.some((s) => s.length)) {
    out.push(lineChart({ series: round.shanten, names, shown: rv.seat, caption: t("review_chart", { round: roundName(entry) }),
      valueText: (name, values) => t("review_chart_values", { name, values: values.join(", ") }), turnLabel: t("review_chart_turns") }));
  }
  if (Array.isArray(round.decisions)) {
    out.push(el("h4", { class: "rv-h4", text: t("review_decisions") }), timelineLegend(), timeline(round, header, rv.seat, mistakes));
  }
  return out;
}

export function createRounds() {
  const list = el("ol", { class: "rv-rounds", "data-testid": "review-rounds" });
  const rows = new Map();
  let rowsOf = null;
  // "mistakes only": the open round's timeline keeps the decisions not close to the judge's choice
  let mistakes = false;
  let last = null;
  const mistakesBox = el("input", { type: "checkbox", id: "rv-mistakes", "data-testid": "review-mistakes" });
  const mistakesText = el("span");
  const controls = el("label", { class: "rv-mistakes", for: "rv-mistakes" }, mistakesBox, mistakesText);
  mistakesBox.addEventListener("change", () => {
    mistakes = mistakesBox.checked;
    render(last);
  });

  function makeRow(i) {
    const detailBox = el("div", { class: "rv-round-detail", id: `rv-round-${i}`, hidden: true, "data-testid": "review-round-detail" });
    const button = el("button", { type: "button", class: "rv-round-head", "aria-expanded": "false", "aria-controls": detailBox.id,
      "data-testid": "review-round", "data-index": i });
    button.addEventListener("click", () => toggleReviewRound(i));
    const li = el("li", { class: "rv-round" }, el("h3", { class: "rv-h3" }, button), detailBox);
    return { li, button, detailBox, seen: null };
  }

  function render(rv) {
    last = rv;
    mistakesText.textContent = t("review_mistakes_only");
    const header = rv?.header;
    if (!header) {
      rows.clear();
      keepChildren(list, []);
      return;
    }
    if (rowsOf !== header) {
      rows.clear();
      rowsOf = header;
    }
    const L = lang();
    const meta = store.get().meta;
    const nodes = header.rounds.map((entry, i) => {
      let row = rows.get(i);
      if (!row) rows.set(i, (row = makeRow(i)));
      const round = rv.rounds[i] ?? null;
      const open = rv.open === i;
      const key = [round, rv.seat, L, open, meta, mistakes];
      if (row.seen && key.every((x, k) => x === row.seen[k])) return row.li;
      const status = roundStatus(round);
      const parts = [el("span", { class: "rv-round-name", text: roundName(entry) }),
        el("span", { class: "rv-result", text: resultText(header, entry, round) }),
        el("span", { class: `rv-badge rv-st-${status}`, "data-status": status },
          el("span", { "aria-hidden": "true", text: `${STATUS_MARKS[status]} ` }), t(STATUS_WORDS[status]))];
      if (rv.seat !== null && round && Array.isArray(round.decisions)) {
        parts.push(el("span", { class: "rv-round-loss", text: lossText(round, rv.seat) }));
      }
      row.button.replaceChildren(...parts);
      row.button.dataset.status = status;
      setAttr(row.button, "aria-expanded", String(open));
      const wasOpen = row.seen ? row.seen[3] : false;
      if (open) {
        const same = row.seen && wasOpen && row.seen[0] === round && row.seen[1] === rv.seat && row.seen[2] === L
          && row.seen[4] === meta && row.seen[5] === mistakes;
        if (!same) row.detailBox.replaceChildren(...detail(rv, i, entry, round, mistakes));
      } else if (wasOpen) row.detailBox.replaceChildren();
      row.detailBox.hidden = !open;
      row.seen = key;
      return row.li;
    });
    keepChildren(list, nodes);
  }

  return { node: list, controls, render };
}
