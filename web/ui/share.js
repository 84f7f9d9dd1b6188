// The share link: the state in the URL, restored from it, and the notice for bad link values.

import { t } from "../i18n.js";
import { applyOptions, decodeState, encodeState } from "../state.js";
import { checkLinkGame, loadGameMeta } from "./games.js";
import { ruleOptions, stepOf } from "./rules.js";
import { S } from "./store.js";
import { $ } from "./dom.js";
import { say } from "./palette.js";

let urlTimer = 0;

/** history.replaceState costs ~10 ms in Chromium: write the link once the clicking pauses. */
export function syncUrlSoon() {
  clearTimeout(urlTimer);
  urlTimer = setTimeout(syncUrl, 250);
}

export function syncUrl() {
  clearTimeout(urlTimer);
  const frag = encodeState(S.state);
  const url = `${location.pathname}${location.search}${frag ? `#${frag}` : ""}`;
  if (location.href === `${location.origin}${url}`) return; // already the link (a page opened from it)
  try {
    history.replaceState(null, "", url);
  } catch {
    /* some embedders forbid it: the share button still shows the link */
  }
}

export async function share() {
  syncUrl();
  const url = location.href;
  const box = $("share-box");
  const input = $("share-url");
  input.value = url;
  box.hidden = false;
  input.select();
  try {
    await navigator.clipboard.writeText(url);
    say(t("share_copied"));
  } catch {
    /* clipboard not allowed: the link is shown selected */
  }
}

/** Restore the state from a link fragment (default: the page's own). */
export function restoreFromUrl(fragment = location.hash) {
  clearTimeout(urlTimer); // a pending rewrite of the link must not put the old state back over the new one
  const { state: s, problems, rawOptions } = decodeState(fragment, null);
  S.state = s;
  S.pendingOptions = rawOptions;
  if (problems.length) showNotice(problems);
  else {
    S.noticeProblems = [];
    $("notice").hidden = true;
  }
}

/** Once the engine's meta is known: the link's game and rule options are checked against it; what does
 * not pass is dropped and named in the notice. */
export async function checkLinkAgainstMeta() {
  const problems = [];
  checkLinkGame(problems);
  await loadGameMeta();
  if (S.pendingOptions) {
    // the multiple an option must be under the link's preset (honba_value: thirds only with four players)
    const specs = Object.fromEntries(ruleOptions().map((o) => [o.name, { ...o, multiple_of: stepOf(o) }]));
    applyOptions(S.state, S.pendingOptions, specs, problems);
    S.pendingOptions = null;
  }
  if (problems.length) showNotice([...new Set([...S.noticeProblems, ...problems])]);
}

export function showNotice(problems) {
  S.noticeProblems = problems;
  const n = $("notice");
  const names = {
    game: "game", hand: "notice_url_hand", "winning tile": "win_tile", dora: "dora", ura: "ura", discards: "own_discards", rules: "rules",
    round: "round_wind", seat: "seat_wind", honba: "honba", sticks: "sticks", kita: "kita", pao: "pao", tsumo: "tsumo",
    riichi: "riichi", double_riichi: "double_riichi", ippatsu: "ippatsu", haitei: "haitei_tsumo",
    rinshan: "rinshan", chankan: "chankan", tenhou: "tenhou", chiihou: "chiihou", renhou: "renhou",
  };
  const what = problems.map((p) => (Object.hasOwn(names, p) ? t(names[p]) : p)).join(", ");
  n.textContent = t("notice_url", { what });
  n.hidden = false;
}
