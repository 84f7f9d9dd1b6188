// A round's discard decisions as a timeline of hands: each hand before its discard as tiles (the tile just drawn
// set apart, then the melds), the discard chosen framed and the judge's choice underlined; one verdict as the
// headline (the judge's: its choice, or the points the player's discard lost against it, coloured by how many),
// the judge's line (its tile, why, how often strong players throw it, the danger under riichi), and as a detail the
// tiles that help after the discard beside the most tiles; marked riichi, after a call, tsumogiri. Each decision is
// a button: a click (or Enter) opens that hand in the calculator (its share link). A "mistakes only" choice keeps
// the decisions that are not close to the judge's choice.

import { t } from "../../i18n.js";
import { parseHand, sortTiles } from "../../notation.js";
import { tileIndex, tileSvg } from "../../tiles.js";
import { decisionLink } from "../../store/review.js";
import { el } from "../dom.js";
import { openHand } from "./open-hand.js";
import { seatName, tileWords } from "./words.js";

function shantenText(n) {
  if (n < 0) return t("shanten_complete");
  return n === 0 ? t("shanten_tenpai") : t("shanten_n", { n });
}

/** The hand's tiles: marks on one copy of the discarded tile (the drawn one when it was the tile thrown) and on
 * one copy of each best discard. */
function handTiles(d) {
  let hand;
  try {
    hand = parseHand(d.hand);
  } catch {
    return el("span", { class: "rv-hand", text: d.hand });
  }
  const concealed = sortTiles(hand.concealed);
  const drawnAt = d.drawn ? concealed.lastIndexOf(d.drawn) : -1;
  const order = drawnAt >= 0 ? [...concealed.slice(0, drawnAt), ...concealed.slice(drawnAt + 1), d.drawn] : concealed;
  // the judge's choice underlined (one verdict); a decision the judge did not weigh: the discards of most tiles
  const judged = d.recommended !== null && d.recommended !== undefined;
  const best = new Set((judged ? [d.recommended] : d.best).map(tileIndex));
  const chosenAt = d.tsumogiri && drawnAt >= 0 ? order.length - 1 : order.lastIndexOf(d.discard);
  // one copy of each best kind is marked: the copy thrown when it was one of the best, else the last copy
  const bestAt = new Map();
  order.forEach((code, i) => {
    if (best.has(tileIndex(code))) bestAt.set(tileIndex(code), i);
  });
  if (chosenAt >= 0 && best.has(tileIndex(order[chosenAt]))) bestAt.set(tileIndex(order[chosenAt]), chosenAt);
  const marked = new Set(bestAt.values());
  const tiles = order.map((code, i) => {
    const cls = ["rv-ht"];
    if (i === order.length - 1 && drawnAt >= 0) cls.push("rv-drawn");
    if (i === chosenAt) cls.push("rv-chosen");
    if (marked.has(i)) cls.push("rv-best");
    return el("span", { class: cls.join(" "), "data-tile": code }, tileSvg(code, "tile small"));
  });
  const melds = hand.melds.map((m) => el("span", { class: "rv-meld" }, ...m.tiles.map((c) => tileSvg(c, "tile small"))));
  return el("span", { class: "rv-hand", "aria-hidden": "true" }, ...tiles, ...melds);
}

const pct1 = (x) => `${(Math.round(x * 1000) / 10).toFixed(1)}%`;

/** The word for the judge's choice: its own label (push, fold, value, speed); without one, "close to equal" only
 * when the player's discard lost next to nothing against it, else "strong players' choice" (the preference picked it
 * though it is neither the fastest nor the most valuable). */
function verdictLabel(d) {
  if (d.recommended_label) return d.recommended_label;
  const near = Math.max(CLOSE_POINTS, CLOSE_SHARE * Math.abs(d.recommended_points || 0));
  return d.agrees || d.points_lost <= near ? "" : "style";
}
const CLOSE_POINTS = 100;
const CLOSE_SHARE = 0.05;
/** Points lost from which a decision is a blunder (the verdict's strongest colour). */
const BLUNDER = 1000;

/** How the judge grades a decision: "best" (its choice), "close" (lost next to nothing: at most 100 points or 5 %
 * of the choice's value), "mistake", "blunder" (1,000 points or more); null when the judge did not weigh it. */
export function severity(d) {
  if (d.recommended === null || d.recommended === undefined) return null;
  if (d.agrees) return "best";
  if (d.points_lost <= Math.max(CLOSE_POINTS, CLOSE_SHARE * Math.abs(recommendedPoints(d)))) return "close";
  return d.points_lost >= BLUNDER ? "blunder" : "mistake";
}

/** The value in points of the judge's choice: a discard's own field, another kind's option (riichi, call, kan). */
function recommendedPoints(d) {
  if (typeof d.recommended_points === "number") return d.recommended_points;
  const i = Array.isArray(d.options) ? d.options.indexOf(d.recommended) : -1;
  return i >= 0 && Array.isArray(d.option_points) ? d.option_points[i] || 0 : 0;
}

/** The headline of a decision: the judge's verdict, else (not judged) the tiles given up. */
function headline(d) {
  const grade = severity(d);
  if (grade === "best") return [t("review_verdict_agrees"), "rv-good", grade];
  if (grade === "close") return [t("review_verdict_close", { n: d.points_lost.toLocaleString() }), "rv-good", grade];
  if (grade) return [t("review_verdict_lost", { n: d.points_lost.toLocaleString() }), grade === "blunder" ? "rv-bad" : "rv-warn", grade];
  if (d.is_best) return [t("review_is_best"), "rv-good", ""];
  return [d.shanten_loss > 0 ? t("review_back_shanten", { n: d.shanten_loss }) : t("review_loss", { n: d.loss }), "rv-bad", ""];
}

/** The judge's verdict (issue 29): its choice with its label, the points lost and how often strong players throw
 * it, and, while a riichi is on the table, the deal-in chance of the player's discard and of the judge's choice. None for a decision not judged. */
function judgeLine(d) {
  if (d.recommended === null || d.recommended === undefined) return null;
  const lost = d.agrees ? t("review_judge_same") : t("review_judge_lost", { n: d.points_lost.toLocaleString() });
  return el("span", { class: "rv-dec-line rv-judge", "data-testid": "review-judge", "data-recommended": d.recommended,
    "data-points-lost": d.points_lost, "data-danger": d.danger },
    el("span", { class: "rv-k", text: t("review_judge") }), tileWords([d.recommended], "rv-rec-word"),
    el("span", { class: "rv-n", text: `${t(`review_label_${verdictLabel(d)}`)} · ${lost}` }),
    // how often strong players throw the judge's tile here, said as such (the title says it at length)
    d.recommended_chance ? el("span", { class: "rv-n rv-players", "data-testid": "review-players", title: t("review_players_title"),
      text: t("review_players", { n: `${Math.round(d.recommended_chance * 100)}%` }) }) : null,
    d.threatened ? el("span", { class: "rv-k", text: t("review_danger") }) : null,
    d.threatened ? el("span", { class: "rv-n rv-danger",
      text: t("review_danger_vs", { mine: pct1(d.danger), best: pct1(d.recommended_danger) }) }) : null);
}

export function decisionButton(d, header, showSeat) {
  const head = [showSeat ? t("review_turn_of", { name: seatName(header, d.seat), turn: d.turn }) : t("review_turn", { turn: d.turn }),
    shantenText(d.shanten)];
  const tags = [];
  if (d.riichi) tags.push(t("review_tag_riichi"));
  if (d.call === "chi" || d.call === "pon") tags.push(t(`review_tag_${d.call}`));
  if (d.tsumogiri) tags.push(t("review_tag_tsumogiri"));
  const [verdict, tone, grade] = headline(d);
  const lost = tone !== "rv-good";
  const b = el("button", { type: "button", class: `rv-dec${lost ? " rv-lost" : ""}`, "data-testid": "review-decision",
    "data-seat": d.seat, "data-turn": d.turn, "data-loss": d.loss, "data-grade": grade },
    el("span", { class: "rv-dec-head" }, el("span", { text: head.join(" · ") }),
      tags.length ? el("span", { class: "rv-tags", text: tags.join(" · ") }) : null,
      el("span", { class: `rv-verdict ${tone}`, "data-testid": "review-verdict", text: verdict })),
    el("span", { class: "sr-only", text: `${t("review_hand")} ${d.hand}.` }),
    handTiles(d),
    judgeLine(d),
    el("span", { class: "rv-dec-line rv-detail" },
      el("span", { class: "rv-k", text: t("review_discarded") }), tileWords([d.discard], "rv-chosen-word"),
      // a discard that goes back in shanten says so, with the tiles that help at the shanten it goes back to
      d.discard_shanten > d.best_shanten
        ? el("span", { class: "rv-n rv-back", "data-testid": "review-steps-back", "data-shanten": d.discard_shanten,
          text: t("review_steps_back", { shanten: shantenText(d.discard_shanten), n: d.ukeire_count }) })
        : el("span", { class: "rv-n", text: t("review_tiles_after", { n: d.ukeire_count }) }),
      el("span", { class: "rv-k", text: t("review_best") }), tileWords(d.best, "rv-best-word"),
      el("span", { class: "rv-n", text: t("review_tiles_after", { n: d.best_count }) }),
      // the tiles given up, when the headline is the judge's
      grade && !d.is_best ? el("span", { class: "rv-n rv-tiles-lost", text: d.shanten_loss > 0
        ? t("review_back_shanten", { n: d.shanten_loss }) : t("review_loss", { n: d.loss }) }) : null));
  b.addEventListener("click", () => openHand(decisionLink(d), b));
  return b;
}

/** A decision that is not close to the judge's choice (a mistake or a blunder). */
export const isMistake = (d) => ["mistake", "blunder"].includes(severity(d));

/** An action of a decision of another kind in the page's words (riichi, dama, pass, chi, pon, kan, none). */
export function actionWord(action) {
  const key = `review_action_${action}`;
  const word = t(key);
  return word === key ? String(action) : word;
}

/** The share link of another kind's decision: its hand with the situation of the seat's nearest discard decision of
 * the round (dora, winds, rules), or null when the round has none. */
export function choiceLink(c, round) {
  const mine = round.decisions.filter((d) => d.seat === c.seat && d.calculator);
  if (!mine.length) return null;
  const near = mine.reduce((a, d) => (Math.abs(d.event - c.event) < Math.abs(a.event - c.event) ? d : a));
  return decisionLink({ ...near, drawn: null, calculator: { ...near.calculator, hand: c.hand, discards: [] } });
}

/** A decision of another kind (riichi or dama, call or pass, kan or not): the hand, what the player did and what the
 * judge would, with its grade as the headline; a click opens the hand in the calculator. */
export function choiceCard(c, round, header, showSeat) {
  const [verdict, tone, grade] = headline(c);
  const who = showSeat ? `${seatName(header, c.seat)} · ` : "";
  let hand = null;
  try {
    const h = parseHand(c.hand);
    hand = el("span", { class: "rv-hand", "aria-hidden": "true" },
      ...sortTiles(h.concealed).map((code) => el("span", { class: "rv-ht", "data-tile": code }, tileSvg(code, "tile small"))),
      ...h.melds.map((m) => el("span", { class: "rv-meld" }, ...m.tiles.map((code) => tileSvg(code, "tile small")))));
  } catch {
    hand = el("span", { class: "rv-hand", text: c.hand });
  }
  const chance = Array.isArray(c.options) ? c.option_chances?.[c.options.indexOf(c.action)] : undefined;
  const card = el("button", { type: "button", class: `rv-dec rv-choice${tone !== "rv-good" ? " rv-lost" : ""}`,
    "data-testid": "review-choice", "data-kind": c.kind, "data-seat": c.seat, "data-event": c.event,
    "data-action": c.action, "data-recommended": c.recommended, "data-points-lost": c.points_lost, "data-grade": grade },
    el("span", { class: "rv-dec-head" }, el("span", { text: `${who}${t(`review_kind_${c.kind}`)}` }),
      c.detail ? el("span", { class: "rv-tags", text: c.detail }) : null,
      el("span", { class: `rv-verdict ${tone}`, "data-testid": "review-verdict", text: verdict })),
    el("span", { class: "sr-only", text: `${t("review_hand")} ${c.hand}.` }),
    hand,
    el("span", { class: "rv-dec-line rv-judge" },
      el("span", { class: "rv-k", text: t("review_kind_played") }), el("span", { class: "rv-n", text: actionWord(c.action) }),
      el("span", { class: "rv-k", text: t("review_judge") }), el("span", { class: "rv-n rv-rec-word", text: actionWord(c.recommended) }),
      typeof chance === "number" ? el("span", { class: "rv-n rv-players", title: t("review_kind_players_title"),
        text: t("review_kind_players", { n: `${Math.round(chance * 100)}%` }) }) : null));
  const link = choiceLink(c, round);
  if (link) card.addEventListener("click", () => openHand(link, card));
  else card.disabled = true;
  return card;
}

/** A decision of another kind worth a card: the player acted, or the judge chose otherwise. */
export function shownChoice(c) {
  return !c.agrees || (Array.isArray(c.options) && c.action !== c.options[0]);
}

/** The timeline of a round's decisions of `seat` (null: every seat's, in play order): the discards and the decisions
 * of the other kinds (riichi, calls, kans: shownChoice) by their place in the round; `mistakes`: only those not close to the
 * judge's choice. */
export function timeline(round, header, seat, mistakes = false) {
  // of the other kinds, those where the player acted (a call, a riichi, a kan) or the judge would have: a call
  // passed as the judge passes it says nothing (a round holds dozens)
  const others = (Array.isArray(round.other_decisions) ? round.other_decisions : []).filter(shownChoice);
  const all = [...round.decisions.map((d) => ({ d, event: d.event, other: false })),
    ...others.map((d) => ({ d, event: d.event, other: true }))]
    .filter(({ d }) => seat === null || d.seat === seat)
    .sort((a, b) => a.event - b.event || Number(a.other) - Number(b.other));
  const list = mistakes ? all.filter(({ d }) => isMistake(d)) : all;
  if (!list.length) return el("p", { class: "muted", text: t(all.length ? "review_no_mistakes" : "review_no_decisions") });
  return el("ol", { class: "rv-timeline", "aria-label": t("review_decisions") },
    ...list.map(({ d, other }) => el("li", null, other ? choiceCard(d, round, header, seat === null)
      : decisionButton(d, header, seat === null))));
}

/** The marks' legend: the discard chosen, the best discards. */
export function timelineLegend() {
  return el("p", { class: "rv-legend-line muted small" },
    el("span", { class: "rv-ht rv-chosen rv-key", "aria-hidden": "true" }, tileSvg("5m", "tile small")),
    el("span", { text: t("review_legend_chosen") }),
    el("span", { class: "rv-ht rv-best rv-key", "aria-hidden": "true" }, tileSvg("5m", "tile small")),
    el("span", { text: t("review_legend_best") }),
    el("span", { text: t("review_open_hint") }));
}

