// The header's buttons (share link, clear, language) and the words of the page's static markup
// (data-i18n), redrawn when the language changes.

import { applyStatic, lang, nextLang, t } from "../i18n.js";
import { glyphWord, hasGlyphs } from "../tiles.js";
import { clearAll, share, switchLang } from "../store/actions.js";
import { $, el } from "./dom.js";

export function buildHeader() {
  $("share").addEventListener("click", share);
  $("clear").addEventListener("click", clearAll);
  $("lang").addEventListener("click", switchLang);
}

/** The language button: it names the next language in that language ("日本語" etc. drawn from outlines
 * when web/glyphs.js has them: no CJK font needed), its accessible name says which language is shown
 * and which one a click switches to. */
function labelLangButton() {
  const button = $("lang");
  button.setAttribute("lang", nextLang());
  button.dataset.lang = lang();
  const label = t("lang_switch");
  // the outlines are what is seen; a visually hidden copy keeps the word in the text of the page
  if (hasGlyphs(label)) button.replaceChildren(glyphWord(label), el("span", { class: "sr-only", text: label }));
  else button.textContent = label;
}

/** The page's static words in its language (on start and on every language switch). */
export function renderWords(st, prev) {
  if (prev && st.lang === prev.lang) return;
  applyStatic();
  labelLangButton();
}
