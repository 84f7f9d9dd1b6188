// The review's words in the page's language: a round's name, a seat's name, a round's result, tiles with their
// names for screen readers. The engine's own English sentences (a log's error, an assumption) are shown as it
// writes them, after a lead in the page's language.

import { t } from "../../i18n.js";
import { tileName, tileSvg } from "../../tiles.js";
import { el } from "../dom.js";
import { hanFuText, label, limitText, windLabel } from "../labels.js";

/** "East 1", "東1局 1本場": a round's label (the engine's "E1") and honba in the page's words. */
export function roundName(round) {
  const m = /^([ESWN])(\d+)$/.exec(String(round.label ?? ""));
  const base = m ? t("review_round", { wind: windLabel(m[1].toLowerCase()), n: m[2] }) : String(round.label ?? "");
  return round.honba ? t("review_round_honba", { round: base, honba: round.honba }) : base;
}

/** A seat's name: the player's name from the log, else the seat's number. */
export function seatName(header, seat) {
  const name = header?.names?.[seat];
  return name ? String(name) : t("review_seat_n", { seat });
}

/** A tile for a line of text: its face (decorative) and its name for screen readers. */
export function tileWord(code, cls = "") {
  return el("span", { class: `rv-t ${cls}`.trim(), "data-tile": code }, tileSvg(code, "tile small"),
    el("span", { class: "sr-only", text: tileName(code) }));
}

/** Tiles as a row of tileWords. */
export function tileWords(codes, cls = "") {
  return el("span", { class: "rv-tiles" }, ...codes.map((c) => tileWord(c, cls)));
}

const DRAWS = ["exhaustive", "all_tenpai", "all_noten", "nagashi", "nine_terminals", "four_riichi", "four_kans",
  "four_winds", "triple_ron"];

/** The words of a draw's kind. */
export function drawText(kind) {
  return t(DRAWS.includes(kind) ? `review_draw_${kind}` : "review_draw_other");
}

/** A win's value in words: "8 han 20 fu · Baiman · 24000". */
export function valueText(side) {
  if (!side) return "";
  const parts = [];
  if (side.han !== null && side.han !== undefined) parts.push(side.fu ? hanFuText(side) : t("han_only", { han: side.han }));
  const lim = limitText(side);
  if (lim) parts.push(lim);
  if (side.points !== null && side.points !== undefined) parts.push(String(side.points));
  return parts.join(" · ");
}

/** A round's result in one line, from the header (before the round is reviewed) and its review (after). */
export function resultText(header, entry, round) {
  const who = (s) => seatName(header, s);
  if (round && !round.failed && Array.isArray(round.wins) && round.wins.length) {
    return round.wins.map((w) => {
      const how = w.tsumo ? t("review_tsumo_by", { winner: who(w.seat) })
        : t("review_ron_by", { winner: who(w.seat), loser: who(w.from) });
      const side = w.ours ?? w.recorded;
      return side && side.points !== null && side.points !== undefined ? `${how} ${side.points}` : how;
    }).join(" · ");
  }
  if (round && round.draw) return drawText(round.draw.kind);
  if (entry.result === "tsumo") return t("review_tsumo_by", { winner: who(entry.winners[0]) });
  if (entry.result === "ron") return entry.winners.map((s) => t("review_ron_short", { winner: who(s) })).join(" · ");
  if (entry.result === "none") return t("review_no_result");
  return drawText(entry.result);
}

/** A yaku's name in the page's language (the engine's meta), with its han. */
export function yakuText([name, han]) {
  return `${label("yaku", name)} ${han}`;
}
