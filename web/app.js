// agari web page: builds the hand, asks the engine (Python in a worker, via engine.js) and shows
// what it computes. No scoring here: every number on the results panel comes from the engine.

import { LANGS, applyStatic, browserLang, lang, loadLang, nextLang, setLang, t } from "./i18n.js";
import { emptyState } from "./state.js";
import { glyphWord, hasGlyphs, installSprite, isTileCode } from "./tiles.js";
import { S } from "./ui/store.js";
import { onGameShown } from "./ui/games.js";
import { changed } from "./ui/changes.js";
import { $, el } from "./ui/dom.js";
import { renderInputs } from "./ui/inputs.js";
import { buildLive } from "./ui/live.js";
import { startEngineSafely, startWorker } from "./ui/loading.js";
import { hideNotationError, onNotationInput } from "./ui/notation-box.js";
import { buildMeldRed, buildPalette, buildTargets, say } from "./ui/palette.js";
import { bumpRendered, renderResults } from "./ui/results.js";
import { buildRules } from "./ui/rules.js";
import { checkLinkAgainstMeta, restoreFromUrl, share, showNotice, syncUrl } from "./ui/share.js";
import { buildSituation, normalizeFlags } from "./ui/situation.js";
import { buildNagashi } from "./ui/nagashi.js";

function chooseLang() {
  let saved = null;
  try {
    saved = localStorage.getItem("agari.lang");
  } catch {
    saved = null;
  }
  const q = new URLSearchParams(location.hash.slice(1)).get("lang");
  if (LANGS.includes(q)) return q;
  if (LANGS.includes(saved)) return saved;
  return browserLang();
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

/** The language button cycles en -> ja -> zh -> ko; the next table is fetched first (once). */
async function switchLang() {
  setLang(await loadLang(nextLang()));
  try {
    localStorage.setItem("agari.lang", lang());
  } catch {
    /* private mode */
  }
  applyStatic();
  labelLangButton();
  if (S.noticeProblems.length && !$("notice").hidden) showNotice(S.noticeProblems);
  renderInputs();
  if (S.lastResults) renderResults(S.lastResults.plan, S.lastResults.answers);
  else bumpRendered();
}

function clearAll() {
  const keep = { preset: S.state.preset, overrides: S.state.overrides, round: S.state.round, seat: S.state.seat, game: S.state.game };
  S.state = { ...emptyState(), ...keep };
  S.source = "palette";
  S.target = "hand";
  $("notice").hidden = true;
  $("share-box").hidden = true;
  hideNotationError();
  say("");
  changed();
}

window.addEventListener("pagehide", () => syncUrl());

function main(startError, code) {
  const t0 = performance.now();
  installSprite();
  setLang(code);
  labelLangButton();
  buildPalette();
  buildTargets();
  buildMeldRed();
  buildLive();
  buildSituation();
  buildNagashi();
  buildRules();
  restoreFromUrl();
  applyStatic();
  labelLangButton();
  $("notation").addEventListener("input", onNotationInput);
  $("win").addEventListener("change", (e) => {
    const v = e.target.value;
    if (v === "") {
      S.state.win = null;
      S.state.winMode = "auto";
    } else if (isTileCode(v) && S.state.concealed.includes(v)) {
      S.state.win = v;
      S.state.winMode = "fixed";
    }
    changed({ fromText: S.source === "text" });
  });
  $("share").addEventListener("click", share);
  $("clear").addEventListener("click", clearAll);
  $("lang").addEventListener("click", switchLang);
  window.addEventListener("hashchange", async (e) => {
    // a pasted link: restore it (our own replaceState does not fire this). Read from the event: a link
    // rewrite that was due (syncUrlSoon) may have replaced the URL between the change and this event.
    restoreFromUrl(new URL(e.newURL).hash);
    S.source = "palette";
    if (S.meta) {
      await checkLinkAgainstMeta();
      for (const fn of onGameShown) fn();
    }
    changed();
  });
  onGameShown.push(buildRules, () => renderInputs());
  S.source = "palette";
  normalizeFlags();
  renderInputs();
  syncUrl();
  performance.measure("agari:startup", { start: t0, end: performance.now() });
  startEngineSafely(startError);
}

// the worker starts while the chosen language's table (if not English) is fetched
Promise.all([startWorker(), loadLang(chooseLang())]).then(([startError, code]) => main(startError, code));
