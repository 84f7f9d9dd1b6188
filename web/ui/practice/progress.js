// The player's progress, kept in this browser: a row a drill type (answered, right, streak, best streak, average
// time), the chart of the shown type's last sessions, the missed list (retry a drill, or take it off), and a button
// that clears it all (a second click does).

import { lang } from "../../i18n.js";
import { KINDS, clearProgress, forgetMissed, retryMissed } from "../../store/practice.js";
import { sessionsOf, totals, typeOf, typesAnswered } from "../../store/practice-stats.js";
import { el } from "../dom.js";
import { sessionChart } from "./chart.js";
import { gameName } from "./options.js";
import { pt } from "./words.js";

/** A drill type's name: "Riichi · Score it". */
function typeName(st, type) {
  const [game, kind] = type.split(".");
  return `${gameName(st, game)} · ${pt(`kind_${kind}`)}`;
}

const percent = (right, n) => (n ? `${Math.round((100 * right) / n)}%` : "–");
const seconds = (ms, n) => (n ? pt("seconds", { n: (ms / n / 1000).toFixed(1) }) : "–");

/** A drill of the missed list in words: "Riichi · Score it · traps · ab12 #3". */
export function missedName(st, spec) {
  return `${typeName(st, typeOf(spec))} · ${pt(`difficulty_${spec.difficulty}`)} · ${spec.seed} #${spec.number}`;
}

function table(st, types) {
  const head = el("tr", {}, ...["col_drill", "col_answered", "col_right", "col_streak", "col_best", "col_time"]
    .map((k) => el("th", { scope: "col", text: pt(k) })));
  const rows = types.map((type) => {
    const s = totals(st.practice.progress, type);
    return el("tr", { "data-type": type, "data-n": s.n, "data-right": s.right, "data-streak": s.now, "data-best": s.best },
      el("th", { scope: "row", text: typeName(st, type) }),
      el("td", { class: "num", text: String(s.n) }),
      el("td", { class: "num", text: percent(s.right, s.n) }),
      el("td", { class: "num", text: String(s.now) }),
      el("td", { class: "num", text: String(s.best) }),
      el("td", { class: "num", text: seconds(s.ms, s.n) }));
  });
  return el("table", { class: "p-stats", "data-testid": "p-stats" }, el("caption", { class: "sr-only", text: pt("progress_caption") }),
    el("thead", {}, head), el("tbody", {}, ...rows));
}

function chart(st, type) {
  const sessions = sessionsOf(st.practice.progress, type);
  const date = (ms) => new Date(ms).toLocaleDateString(lang(), { month: "numeric", day: "numeric" });
  const words = {
    date,
    seconds: (n) => pt("seconds_short", { n }),
    label: (list) => pt("chart_label", { type: typeName(st, type), list: list.map((s) => pt("chart_session", {
      date: date(s.start), share: percent(s.right, s.n), n: s.n, time: seconds(s.ms, s.n) })).join("; ") }),
  };
  return el("figure", { class: "p-figure", "data-testid": "p-chart", "data-sessions": sessions.length },
    sessionChart(sessions, words),
    el("figcaption", { class: "muted small" }, pt("chart_caption", { type: typeName(st, type), n: sessions.length }), " ",
      el("span", { class: "p-key p-key-bar", "aria-hidden": "true" }), ` ${pt("chart_accuracy")} `,
      el("span", { class: "p-key p-key-line", "aria-hidden": "true" }), ` ${pt("chart_time")}`));
}

function missedList(st) {
  const missed = st.practice.progress.missed;
  const items = missed.map((m) => {
    const name = missedName(st, m.spec);
    const retry = el("button", { type: "button", class: "seg", "data-testid": "p-retry", "aria-label": pt("retry_label", { drill: name }), text: pt("retry") });
    retry.addEventListener("click", () => retryMissed(m.spec));
    const drop = el("button", { type: "button", class: "seg", "data-testid": "p-forget", "aria-label": pt("forget_label", { drill: name }), text: pt("forget") });
    drop.addEventListener("click", () => forgetMissed(m.spec));
    return el("li", { "data-seed": m.spec.seed, "data-number": m.spec.number, "data-kind": m.spec.kind, "data-game": m.spec.game },
      el("span", { class: "p-missed-name", text: name }), el("span", { class: "p-missed-go" }, retry, drop));
  });
  return [el("h3", { id: "p-h-missed", text: pt("missed_h", { n: missed.length }) }),
    missed.length ? el("ul", { class: "p-missed", "data-testid": "p-missed", "aria-labelledby": "p-h-missed" }, ...items)
      : el("p", { class: "muted small", "data-testid": "p-missed-none", text: pt("missed_none") })];
}

/** The progress panel's content. */
export function progressView(st) {
  const p = st.practice;
  const order = (type) => {
    const [game, kind] = type.split(".");
    const g = (st.meta?.games ?? []).findIndex((x) => x.name === game);
    return (g < 0 ? 99 : g) * 10 + KINDS.indexOf(kind);
  };
  const types = typesAnswered(p.progress).sort((a, b) => order(a) - order(b));
  const out = [el("p", { class: "muted small", "data-testid": "p-kept", text: p.kept ? pt("progress_note") : pt("progress_not_kept") })];
  out.push(types.length ? table(st, types) : el("p", { class: "muted", "data-testid": "p-stats-none", text: pt("progress_none") }));
  const shown = p.spec ? typeOf(p.spec) : types[0];
  if (shown && types.includes(shown)) out.push(chart(st, shown));
  out.push(...missedList(st));
  if (types.length || p.progress.missed.length) {
    const clear = el("button", { type: "button", class: p.confirmClear ? "danger" : null, "data-testid": "p-clear",
      text: p.confirmClear ? pt("clear_confirm") : pt("clear") });
    clear.addEventListener("click", () => clearProgress());
    out.push(el("p", { class: "p-clear-row" }, clear));
  }
  return out;
}
