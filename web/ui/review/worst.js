// The game's worst decisions, across every round (issue 36): the decisions of the seat shown (every seat's when none
// is chosen), discards and the other kinds (riichi, calls, kans) alike, that are not close to the judge's choice,
// most points lost first, at most WORST; each one a button that opens its hand in the calculator (as the timeline's
// cards do), so a player need not open the rounds one by one.

import { t } from "../../i18n.js";
import { tileName } from "../../tiles.js";
import { decisionLink } from "../../store/review.js";
import { el } from "../dom.js";
import { openHand } from "./open-hand.js";
import { actionWord, choiceLink, isMistake, severity } from "./timeline.js";
import { roundName, seatName } from "./words.js";

/** How many decisions the list shows. */
export const WORST = 10;

/** The worst decisions of the review `rv` (its rounds reviewed so far): [{d, entry, round, other}], most points
 * lost first (`other`: a decision of another kind than a discard). */
export function worstDecisions(rv) {
  const out = [];
  rv.rounds.forEach((round, i) => {
    if (!round || !Array.isArray(round.decisions)) return;
    const others = Array.isArray(round.other_decisions) ? round.other_decisions : [];
    for (const [list, other] of [[round.decisions, false], [others, true]]) {
      for (const d of list) {
        if ((rv.seat === null || d.seat === rv.seat) && isMistake(d)) out.push({ d, entry: rv.header.rounds[i], round, other });
      }
    }
  });
  return out.sort((a, b) => b.d.points_lost - a.d.points_lost).slice(0, WORST);
}

/** The list with its title and a line saying what it is (or that there is no mistake). */
export function worstBlock(rv) {
  const list = worstDecisions(rv);
  const title = el("h3", { class: "rv-h3", id: "rv-h-worst", text: t("review_worst_title") });
  if (!list.length) return el("section", { class: "rv-worst-box", "aria-labelledby": "rv-h-worst", "data-testid": "review-worst" },
    title, el("p", { class: "muted", text: t("review_worst_none") }));
  return el("section", { class: "rv-worst-box", "aria-labelledby": "rv-h-worst", "data-testid": "review-worst" },
    title, el("p", { class: "muted small", text: t("review_worst_intro") }),
    el("ol", { class: "rv-worst" }, ...list.map(({ d, entry, round, other }) => {
      const grade = severity(d);
      const words = other
        ? t("review_worst_choice", { round: roundName(entry), name: seatName(rv.header, d.seat), kind: t(`review_kind_${d.kind}`),
          chosen: actionWord(d.action), recommended: actionWord(d.recommended) })
        : t("review_worst_item", { round: roundName(entry), name: seatName(rv.header, d.seat), turn: d.turn,
          chosen: tileName(d.discard), recommended: tileName(d.recommended) });
      const b = el("button", { type: "button", class: "rv-worst-item", "data-testid": "review-worst-item",
        "data-seat": d.seat, "data-turn": d.turn ?? "", "data-kind": other ? d.kind : "discard",
        "data-points-lost": d.points_lost, "data-grade": grade },
        el("span", { text: words }),
        el("span", { class: `rv-verdict ${grade === "blunder" ? "rv-bad" : "rv-warn"}`,
          text: t("review_verdict_lost", { n: d.points_lost.toLocaleString() }) }));
      const link = other ? choiceLink(d, round) : decisionLink(d);
      if (link) b.addEventListener("click", () => openHand(link, b));
      return el("li", null, b);
    })));
}
