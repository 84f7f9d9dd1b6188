// The engine words its errors in English (a result's `detail`). In another language the page shows the
// errors a player meets while entering a hand in that language: each pattern below reads one of the
// engine's sentences, and the language table's `detail_*` entry says it again ({a} {b} {c}: what the
// pattern read; positions counted from 1, as the page counts them). Any other detail is shown as written.
import { lang, t } from "../i18n.js";

const DETAILS = [
  ["detail_no_suit", /^digit '(\d)' at position (\d+) has no suit letter \(m, p, s or z\) after it$/, "b"],
  ["detail_unknown_char", /^unknown character '(.+)' at position (\d+)$/, "b"],
  ["detail_honor", /^honor tile '(\d)z' at position (\d+) does not exist \(honors are 1z-7z\)$/, "b"],
  ["detail_copies", /^the hand holds (\d+) copies of (\w+); there are only (\d+)$/, ""],
  ["detail_seen", /^(\w+) is seen (\d+) times \(hand, melds, dora and visible tiles\); there are only (\d+)$/, ""],
  ["detail_meld_open", /^meld opened with '(.)' at position (\d+) is not closed by '(.)'$/, "b"],
  ["detail_meld_close", /^'(.)' at position (\d+) closes a meld that was never opened$/, "b"],
  ["detail_too_many", /^the hand has (\d+) tiles? \(melds count 3\); it needs 1 to 14 tiles$/, ""],
  ["detail_meld_shape", /^meld '(.+)' at position (\d+) is neither a sequence of consecutive tiles nor a triplet$/, "b"],
  ["detail_kan_shape", /^meld '(.+)' at position (\d+): a kan needs 4 identical tiles$/, "b"],
  ["detail_meld_size", /^meld '(.+)' at position (\d+) has (\d+) tiles?; a meld has 3 \(chi, pon\) or 4 \(kan\)$/, "b"],
  ["detail_two_reds", /^the hand holds two red fives of the same suit$/, ""],
  ["detail_empty", /^the hand is empty$/, ""],
  ["detail_sanma_man", /^(\dm) in the \w+ does not exist with three players /, ""],
  ["detail_small_honor", /^honor tile (\dz) at position (\d+): Small Mahjong has no honors/, "b"],
  ["detail_small_red", /^red five (0[mps]) at position (\d+): Small Mahjong has no red fives \(write (5[mps])\)$/, "b"],
  ["detail_bonus_in_hand", /^bonus tile (\dz) at position (\d+) is set aside, never held: give it in bonus$/, "b"],
  ["detail_fourth_gold", /^a 4th (\w+): it is the gold type and one gold is face up, so the hand holds at most 3 \(position (\d+)\)$/, "b"],
  ["detail_ron_needs_reach", /^ron needs Reach: a hand wins on a discard only after declaring Reach/, ""],
  ["detail_one_shot_needs_reach", /^one_shot needs Reach: /, ""],
  ["detail_small_size", /^the hand has (\d+) tiles?; Small Mahjong takes ([\d, or]+)$/, ""],
  ["detail_small_fifth", /^a 5th (\w+) at position (\d+): there are only 4 of each tile$/, "b"],
  ["detail_small_call", /^'(.)' at position (\d+): Small Mahjong has no calls, every hand is closed/, "b"],
  ["detail_gold_required", /^the gold tile type is required \(e\.g\. gold=5s\): every Fujian hand has one$/, ""],
  ["detail_fujian_size", /^the hand has (\d+) tiles? \(a meld counts 3, a kong too\); a Fujian hand here has 16 or 17/, ""],
  ["detail_fujian_fifth", /^a 5th (\w+); there are 4 of each tile \(position (\d+)\)$/, "b"],
];

/** The engine's error sentence in the page's language when it is one the tables know, else as written. */
export function detailText(detail) {
  if (!detail || lang() === "en") return detail;
  for (const [key, pattern, position] of DETAILS) {
    const m = pattern.exec(detail);
    if (!m) continue;
    const params = { a: m[1], b: m[2], c: m[3] };
    if (position) params[position] = Number(params[position]) + 1;
    return t(key, params);
  }
  return detail;
}

/** Situations the engine refuses that a tap fixes: the short line saying what to change (an i18n key) and the
 * true/false fields whose controls change it, by the engine's sentence. The field the error names comes too. */
const FIXES = [
  [/^ron needs Reach: /, "fix_ron_needs_reach", ["reach", "tsumo"]],
  [/^one_shot needs Reach: /, "fix_one_shot_needs_reach", ["reach", "one_shot"]],
];

/** What to change for a situation the engine refuses (an answer with its `detail` and `field`): {key, fields},
 * `key` null when the page has no short line for it (the engine's sentence says it). */
export function situationFix(answer) {
  const detail = String(answer.detail || "");
  for (const [pattern, key, fields] of FIXES) {
    if (pattern.test(detail)) return { key, fields: [...new Set([answer.field, ...fields].filter(Boolean))] };
  }
  return { key: null, fields: answer.field ? [answer.field] : [] };
}
