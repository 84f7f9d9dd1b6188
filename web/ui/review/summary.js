// The review's summary per seat (op "review", part "summary"): the judge's verdict (agreement with its
// choice, points lost per decision), wins, deal-ins, riichi, final score in a table (the chosen seat's row marked);
// then the worst decisions (ui/review/worst.js), the average shanten after each discard as a chart, one line per
// seat, the details (the decisions, the share of discards keeping the most tiles, tiles given up, pushed / folded against riichi)
// in a table and the points lost per discard as a chart.

import { t } from "../../i18n.js";
import { el } from "../dom.js";
import { lineChart } from "./chart.js";
import { seatName } from "./words.js";

const pct = (x) => `${Math.round(x * 1000) / 10}%`;

/** The summary's parts in order; `worst`: the worst decisions' block, after the table. */
export function summaryBlock(rv, worst = null) {
  const header = rv.header;
  const rows = rv.summary.summary;
  // the judge's two columns by short names (the table fits 360 px), their full names in a title and for screen readers
  const cols = ["review_col_seat", ["review_col_agree_short", "review_col_agree"],
    ["review_col_lost_short", "review_col_lost_points"], "review_col_wins", "review_col_deal_ins", "review_col_riichi", "review_col_final"];
  const heading = (c) => (Array.isArray(c)
    ? el("th", { scope: "col", title: t(c[1]) }, el("span", { "aria-hidden": "true", text: t(c[0]) }), el("span", { class: "sr-only", text: t(c[1]) }))
    : el("th", { scope: "col", text: t(c) }));
  const table = el("table", { class: "rv-summary", "data-testid": "review-summary" },
    el("caption", { class: "sr-only", text: t("review_summary") }),
    el("thead", null, el("tr", null, ...cols.map(heading))),
    el("tbody", null, ...rows.map((s) => el("tr", { class: rv.seat === s.seat ? "rv-shown-row" : "", "data-seat": s.seat },
      el("th", { scope: "row", text: seatName(header, s.seat), title: seatName(header, s.seat) }),
      el("td", { class: "num", "data-col": "agree", text: s.judged ? pct(s.agreement) : "–" }),
      el("td", { class: "num", "data-col": "lost-points", text: s.judged ? s.points_lost_per_decision.toFixed(1) : "–" }),
      el("td", { class: "num", text: String(s.wins) }),
      el("td", { class: "num", text: String(s.deal_ins) }),
      el("td", { class: "num", text: String(s.riichi) }),
      el("td", { class: "num", text: s.final_score === null || s.final_score === undefined ? "–" : String(s.final_score) })))));
  const series = header.names.map((_, seat) => rows.find((s) => s.seat === seat)?.average_shanten ?? []);
  const names = header.names.map((_, s) => seatName(header, s));
  const chart = lineChart({ series, names, shown: rv.seat, caption: t("review_avg_chart"), testid: "review-avg-chart",
    valueText: (name, values) => t("review_chart_values", { name, values: values.map((v) => v.toFixed(1)).join(", ") }),
    turnLabel: t("review_chart_turns") });
  const lost = header.names.map((_, seat) => rows.find((s) => s.seat === seat)?.lost_by_turn ?? []);
  const lostChart = lineChart({ series: lost, names, shown: rv.seat, caption: t("review_lost_chart"),
    testid: "review-lost-chart", gridStep: 100,
    valueText: (name, values) => t("review_chart_values", { name, values: values.map((v) => String(Math.round(v))).join(", ") }),
    turnLabel: t("review_chart_turns") });
  return [el("div", { class: "rv-scroll", role: "region", tabindex: "0", "aria-label": t("review_summary") }, table),
    ...(worst ? [worst] : []), chart, detailTable(rv), lostChart];
}

/** The details per seat in a table of their own (the summary's is full at 360 px): the share of discards among
 * those keeping the most tiles, the tiles given up, and the rounds the seat pushed or folded against a riichi. */
function detailTable(rv) {
  const header = rv.header;
  const cols = ["review_col_seat", "review_col_decisions", "review_col_best", "review_col_lost", "review_col_push_fold"];
  const count = (s, plan) => (s.push_fold ?? []).filter((p) => p.plan === plan).length;
  return el("div", { class: "rv-judge-scroll", role: "region", tabindex: "0", "aria-label": t("review_judge_summary") },
    el("table", { class: "rv-summary", "data-testid": "review-detail-summary" },
      el("caption", { class: "sr-only", text: t("review_judge_summary") }),
      el("thead", null, el("tr", null, ...cols.map((c) => el("th", { scope: "col", text: t(c) })))),
      el("tbody", null, ...rv.summary.summary.map((s) => el("tr", { class: rv.seat === s.seat ? "rv-shown-row" : "",
        "data-seat": s.seat },
        el("th", { scope: "row", text: seatName(header, s.seat), title: seatName(header, s.seat) }),
        el("td", { class: "num", "data-col": "decisions", text: String(s.decisions) }),
        el("td", { class: "num", "data-col": "best" }, pct(s.best_share), el("span", { class: "rv-best-n", text: ` (${s.best})` })),
        el("td", { class: "num", "data-col": "lost", text: String(s.loss) }),
        el("td", { class: "num", "data-col": "push-fold", text: `${count(s, "pushed")} / ${count(s, "folded")}` }))))));
}
