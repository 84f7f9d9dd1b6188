// The banners under the header: the notice naming what a share link held that could not be used, and the
// share box with the link shown selected.

import { t } from "../i18n.js";
import { $, setProp, setText } from "./dom.js";

/** The notice's words for the fields a link can hold (i18n keys); any other name is shown as it is. */
const FIELD_WORDS = {
  game: "game", view: "view", hand: "notice_url_hand", "winning tile": "win_tile", dora: "dora", ura: "ura", discards: "own_discards",
  rules: "rules", round: "round_wind", seat: "seat_wind", honba: "honba", sticks: "sticks", kita: "kita", pao: "pao",
  tsumo: "tsumo", riichi: "riichi", double_riichi: "double_riichi", ippatsu: "ippatsu", haitei: "haitei_tsumo",
  rinshan: "rinshan", chankan: "chankan", tenhou: "tenhou", chiihou: "chiihou", renhou: "renhou",
};

export function renderNotice(st) {
  const n = $("notice");
  if (!st.notice.length) {
    setProp(n, "hidden", true);
    return;
  }
  const what = st.notice.map((p) => (Object.hasOwn(FIELD_WORDS, p) ? t(FIELD_WORDS[p]) : p)).join(", ");
  setText(n, t("notice_url", { what }));
  setProp(n, "hidden", false);
}

let shareShown = null;

export function renderShareBox(st) {
  if (st.shareUrl === shareShown) return;
  shareShown = st.shareUrl;
  const box = $("share-box");
  if (!st.shareUrl) {
    box.hidden = true;
    return;
  }
  const input = $("share-url");
  input.value = st.shareUrl.url;
  box.hidden = false;
  input.select();
}
