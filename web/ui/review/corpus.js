// Several logs reviewed at once (store/review-corpus.js): the progress over the files, then the engine's summary
// per player over every game (players known by name): games, rounds, decisions, the share among the best, the
// share where one discard was best, tiles lost per decision, wins, deal-ins, riichi, average final place; then the
// players' profiles (rates per round, average win and deal-in, average place; the judge's agreement per kind of
// decision, bad moves and points lost per game) beside every Phoenix-room player of the 2020 corpus together (the
// engine's reference row, so a player sees where they stand); then the games whose results differ, those with
// rounds not reviewed, and the files that could not be read.
//
// For tests: body[data-review-corpus] is the set's status ("reviewing", "done", "failed"); the table's rows carry
// data-player (the name as the log writes it) and each figure cell data-col.

import { t } from "../../i18n.js";
import { el, setProp, setText, signal } from "../dom.js";
import { roundName } from "./words.js";

/** A round as the summary names it ("S4-1": South 4, honba 1) in the page's words; any other text as it is. */
function roundWords(text) {
  const m = /^([ESWN]\d+)(?:-(\d+))?$/.exec(String(text));
  return m ? roundName({ label: m[1], honba: Number(m[2] ?? 0) }) : String(text);
}

const pct = (x) => `${Math.round(x * 1000) / 10}%`;
const COLS = [
  ["games", "review_col_games", (p) => String(p.games)],
  ["rounds", "review_col_rounds", (p) => String(p.rounds)],
  ["decisions", "review_col_decisions", (p) => String(p.decisions)],
  ["best_share", "review_col_best", (p) => pct(p.best_share)],
  ["single_share", "review_col_single", (p) => (p.single ? pct(p.single_share) : "–")],
  ["loss_per_decision", "review_col_lost_per", (p) => p.loss_per_decision.toFixed(2)],
  ["wins", "review_col_wins", (p) => String(p.wins)],
  ["deal_ins", "review_col_deal_ins", (p) => String(p.deal_ins)],
  ["riichi", "review_col_riichi", (p) => String(p.riichi)],
  ["average_place", "review_col_place", (p) => (p.average_place === null ? "–" : p.average_place.toFixed(2))],
];

/** A file's error in the page's words (as store/review.js words a single file's). */
function errorText(error) {
  if (!error) return "";
  return error.key ? t(error.key, error.params) : t("review_failed", { detail: error.detail || "?" });
}

function table(summary) {
  return el("div", { class: "rv-scroll", role: "region", tabindex: "0", "aria-label": t("review_corpus_caption") },
    el("table", { class: "rv-summary rv-corpus-table", "data-testid": "review-corpus-table" },
      el("caption", { class: "sr-only", text: t("review_corpus_caption") }),
      el("thead", null, el("tr", null, el("th", { scope: "col", text: t("review_col_seat") }),
        ...COLS.map(([, key]) => el("th", { scope: "col", text: t(key) })))),
      el("tbody", null, ...summary.players.map((p) => el("tr", { "data-player": p.name },
        el("th", { scope: "row", text: p.name, title: p.name }),
        ...COLS.map(([col, key, show]) => el("td", { class: "num", "data-col": col, "data-label": t(key), text: show(p) })))))));
}

const num = (x, digits = 0) => (x === null || x === undefined ? "–" : Number(x).toFixed(digits));
const share = (x) => (x === null || x === undefined ? "–" : pct(x));
/** The profile's two tables: how the rounds went, and the judge's verdict; each row a player, then the corpus's. */
const PROFILE_TABLES = [
  ["review_profile_play", [
    ["win_rate", "review_col_win_rate", (f) => share(f.win_rate)],
    ["deal_in_rate", "review_col_deal_in_rate", (f) => share(f.deal_in_rate)],
    ["riichi_rate", "review_col_riichi_rate", (f) => share(f.riichi_rate)],
    ["call_rate", "review_col_call_rate", (f) => share(f.call_rate)],
    ["average_win", "review_col_average_win", (f) => num(f.average_win)],
    ["average_deal_in", "review_col_average_deal_in", (f) => num(f.average_deal_in)],
    ["average_place", "review_col_place", (f) => num(f.average_place, 2)]]],
  ["review_profile_judge", [
    ["agree_discard", "review_kind_short_discard", (f) => share(f.agreement?.discard)],
    ["agree_riichi", "review_kind_short_riichi", (f) => share(f.agreement?.riichi)],
    ["agree_call", "review_kind_short_call", (f) => share(f.agreement?.call)],
    ["agree_kan", "review_kind_short_kan", (f) => share(f.agreement?.kan)],
    ["bad_per_game", "review_col_bad_per_game", (f) => num(f.bad_per_game, 1)],
    ["points_lost_per_game", "review_col_lost_per_game", (f) => num(f.points_lost_per_game)]]],
];

/** The players' profiles beside the corpus's (`reference`: the engine's figures for every Phoenix player). */
function profiles(summary, reference) {
  const rows = summary.players.map((p) => [p.name, { ...(p.profile || {}), average_place: p.average_place }, false]);
  if (reference) rows.push([t("review_profile_reference"), reference, true]);
  return [el("h3", { class: "rv-corpus-h", id: "rv-h-profile", text: t("review_profile_title") }),
    el("p", { class: "muted small", text: t("review_profile_intro") }),
    ...PROFILE_TABLES.map(([caption, cols]) => el("div", { class: "rv-scroll", role: "region", tabindex: "0",
      "aria-label": t(caption) },
      el("table", { class: "rv-summary rv-profile", "data-testid": `review-profile-${caption.split("_").pop()}` },
        el("caption", { text: t(caption) }),
        el("thead", null, el("tr", null, el("th", { scope: "col", text: t("review_col_seat") }),
          ...cols.map(([, key]) => el("th", { scope: "col", text: t(key) })))),
        el("tbody", null, ...rows.map(([name, f, ref]) => el("tr", { "data-player": ref ? "" : name,
          class: ref ? "rv-reference-row" : "" },
          el("th", { scope: "row", text: name, title: name }),
          ...cols.map(([col, , show]) => el("td", { class: "num", "data-col": col, text: show(f) })))))))),
  ];
}

function list(title, items, testid) {
  if (!items.length) return [];
  return [el("h3", { class: "rv-corpus-h", text: title }), el("ul", { class: "rv-corpus-list", "data-testid": testid },
    ...items.map((x) => el("li", { text: x })))];
}

export function createCorpus() {
  const title = el("h2", { id: "rv-h-corpus" });
  const status = el("p", { class: "rv-corpus-status", role: "status", "data-testid": "review-corpus-status" });
  const bar = el("progress", { class: "rv-progress", max: "1", value: "0", hidden: true });
  const body = el("div", { class: "rv-corpus-body" });
  const node = el("section", { class: "panel rv-corpus-panel", "aria-labelledby": "rv-h-corpus", hidden: true,
    "data-testid": "review-corpus" }, title, status, bar, body);

  let shown = null;
  let shownLang = null;

  function render(c, lang) {
    signal("reviewCorpus", c ? c.status : "");
    setProp(node, "hidden", !c);
    if (!c) {
      shown = null;
      return;
    }
    if (c === shown && lang === shownLang) return;
    shown = c;
    shownLang = lang;
    setText(title, t("review_corpus_title", { n: c.total }));
    const running = c.status === "reviewing";
    setProp(bar, "hidden", !running);
    setProp(bar, "max", Math.max(1, c.total));
    setProp(bar, "value", c.done);
    bar.setAttribute("aria-label", t("review_progress_label"));
    if (running) {
      setText(status, t("review_corpus_progress", { done: Math.min(c.done + 1, c.total), total: c.total,
        file: c.files[Math.min(c.done, c.total - 1)] ?? "" }));
      body.replaceChildren(el("p", { class: "muted", text: t("review_corpus_after") }));
      return;
    }
    if (c.status === "failed") {
      setText(status, t("review_corpus_failed", { detail: c.error || "?" }));
      body.replaceChildren();
      return;
    }
    const s = c.summary;
    const missed = s.rounds_not_reviewed;
    setText(status, (s.mismatches ? t("review_corpus_differ", { games: s.games, rounds: s.rounds, n: s.mismatches })
      : t(missed ? "review_corpus_match_reviewed" : "review_corpus_match", { games: s.games, rounds: s.rounds }))
      + (missed ? ` ${t("review_corpus_missed", { n: missed })}` : ""));
    const unread = c.games.filter((g) => !g.log_id).map((g) => `${g.file}: ${errorText(g.error)}`);
    body.replaceChildren(
      el("p", { class: "muted small", text: t("review_corpus_by_name") }),
      table(s),
      ...profiles(s, c.reference),
      ...list(t("review_corpus_differ_title"), s.differ.map((g) => t("review_corpus_differ_item",
        { file: g.file, n: g.mismatches, rounds: g.rounds.map(roundWords).join(", ") })), "review-corpus-differ"),
      ...list(t("review_corpus_not_reviewed_title"), s.not_reviewed.flatMap((g) => g.problems.map((p) => `${g.file}: ${p}`)),
        "review-corpus-not-reviewed"),
      ...list(t("review_corpus_unreadable_title"), unread, "review-corpus-unreadable"));
  }

  return { node, render };
}
