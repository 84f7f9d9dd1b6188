// The Practice view (views.js): drills made by the engine from a seed, answered with the keyboard, marked by the
// engine with its full breakdown, and the player's progress kept in this browser. It draws from the store's
// `practice` (store/practice.js says each field) and calls that module's actions; imported the first time the view
// is shown, with its words (words.js) and styles (practice.css). docs/practice.md, "On the page".

import { lang, t } from "../../i18n.js";
import { asksThrow, nextDrill, openInCalculator, startPractice, timeUp } from "../../store/practice.js";
import { store } from "../../store/store.js";
import { el, setAttr, setProp, setText } from "../dom.js";
import { detailText } from "../error-text.js";
import { breakdownView, categoryView, marksView } from "./answer.js";
import { gameName, renderOptions, rulesName } from "./options.js";
import { progressView } from "./progress.js";
import { askView, handView, situationView } from "./question.js";
import { hasWords, loadWords, pt } from "./words.js";

let parts = null; // the view's elements
let ask = null; // the question's boxes, kept while the player types
let timer = 0;

function addStyles() {
  if (document.getElementById("practice-css")) return;
  document.head.append(el("link", { rel: "stylesheet", id: "practice-css", href: new URL("./practice.css", import.meta.url).href }));
}

/** Build the view in `root` (its <main>), then draw it from the store; the first drill follows the engine. */
export function mount(root) {
  addStyles();
  const heading = (id, key) => el("h2", { id, "data-pt": key });
  parts = {
    root,
    options: el("div", { class: "p-options", "data-testid": "p-options" }),
    title: heading("p-h-drill", "drill_h"),
    timer: el("span", { class: "p-timer", role: "timer", "data-testid": "p-timer-left", "aria-live": "off" }),
    about: el("p", { class: "muted small p-about", "data-testid": "p-about" }),
    hand: el("div", { class: "p-hand-box" }),
    hint: el("div", { class: "p-hint", "data-testid": "p-hint" }),
    ask: el("div", { class: "p-ask-box" }),
    status: el("p", { id: "p-status", class: "p-status", "data-testid": "p-status", "aria-live": "polite" }),
    actions: el("div", { class: "p-actions" }),
    breakdown: el("section", { class: "panel p-breakdown", "aria-labelledby": "p-h-breakdown", "data-testid": "p-breakdown", hidden: true }),
    progress: el("section", { class: "panel p-progress", "aria-labelledby": "p-h-progress", "data-testid": "p-progress" }),
  };
  const calc = el("button", { type: "button", "data-testid": "p-open-calc" });
  calc.addEventListener("click", openInCalculator);
  const next = el("button", { type: "button", class: "primary", "data-testid": "p-next" });
  next.addEventListener("click", nextDrill);
  parts.calc = calc;
  parts.next = next;
  parts.actions.append(next, calc);
  root.classList.add("practice");
  root.replaceChildren(
    el("div", { class: "p-grid" },
      el("section", { class: "panel p-drill", "aria-labelledby": "p-h-drill", "data-testid": "p-drill" },
        el("div", { class: "panel-head" }, parts.title, parts.timer), parts.about, parts.hand, parts.hint, parts.ask,
        parts.status, parts.actions),
      parts.breakdown,
      el("section", { class: "panel p-options-panel", "aria-labelledby": "p-h-options" },
        el("div", { class: "panel-head" }, heading("p-h-options", "practice_h")), parts.options),
      parts.progress));
  startPractice(); // the first drill is asked for while the words and styles are fetched
  loadWords(lang()).then(() => {
    store.subscribe(draw);
    draw(store.get(), null);
  });
}

const seen = {}; // what each part was last drawn from

/** Whether `part` must be drawn again: what it is drawn from (`from`, a list) changed since it was last drawn. */
function changed(part, from) {
  const before = seen[part];
  if (before && before.length === from.length && before.every((x, i) => x === from[i])) return false;
  seen[part] = from;
  return true;
}

function draw(st) {
  const p = st.practice;
  // hidden (another view shown): nothing drawn, what changed meanwhile is drawn when the view is shown again
  if (!p || !parts || st.view !== "practice") return;
  const L = st.lang;
  if (!hasWords(L)) {
    loadWords(L).then(() => draw(store.get()));
    return; // the words of the language switched to come first (meanwhile the old ones stay)
  }
  for (const h of parts.root.querySelectorAll("[data-pt]")) setText(h, pt(h.dataset.pt, { n: (p.spec?.number ?? 0) + 1 }));
  renderOptions(parts.options, st);
  if (changed("about", [L, p.spec, st.gameMetas])) drawAbout(st, p);
  if (changed("hand", [L, p.drill, p.answer !== null, st.gameMetas])) drawHand(st, p);
  if (changed("hint", [L, p.drill, p.answer !== null, p.spoilers])) drawHint(p);
  if (changed("ask", [L, p.drill, p.answer])) drawAsk(st, p);
  if (changed("status", [L, p.loading, p.error, p.checking, p.answerError, p.late, p.answer, st.engine])) drawStatus(st, p);
  if (changed("actions", [L, p.drill, p.answer, p.spoilers])) drawActions(p);
  if (changed("breakdown", [L, p.answer, st.gameMetas])) drawBreakdown(st, p);
  if (changed("progress", [L, p.progress, p.kept, p.spec, p.confirmClear, st.meta])) drawProgress(st);
  runTimer(p);
  // for tests: what the view shows (its drill, and whether it asks, checks or shows the answer)
  const state = p.error ? "error" : p.loading || !p.drill ? "loading" : p.checking ? "checking" : p.answer ? "answered" : "asking";
  const drill = p.spec ? [p.spec.game, p.spec.rules, p.spec.kind, p.spec.difficulty, p.spec.seed, p.spec.number].join(" ") : "";
  setAttr(parts.root, "data-state", state);
  setAttr(parts.root, "data-drill", drill);
}

function drawAbout(st, p) {
  const s = p.spec;
  setText(parts.about, s ? pt("about", { game: gameName(st, s.game), rules: rulesName(st, s.game, s.rules), kind: pt(`kind_${s.kind}`),
    difficulty: pt(`difficulty_${s.difficulty}`), seed: s.seed }) : "");
}

function drawHand(st, p) {
  if (!p.drill) {
    parts.hand.replaceChildren();
    return;
  }
  const pick = asksThrow(p.drill.drill.kind) && !p.answer;
  const question = el("p", { class: "p-question", "data-testid": "p-question", text: pt(`question_${p.drill.drill.kind}`, { turn: p.drill.request.turn }) });
  parts.hand.replaceChildren(question, handView(st, p.drill, { pick }), situationView(st, p.drill));
}

function drawHint(p) {
  const sol = p.drill?.solution;
  const show = p.spoilers && sol && !p.answer;
  parts.hint.replaceChildren(...(show ? [categoryView(p.drill.drill, sol.category, sol.trap, sol.help)] : []));
}

/** Where the keyboard is: inside the drill's panel (or nowhere), or on a button that asks for a drill (retry one
 * missed, a new seed), focus follows the drill; elsewhere (an option being changed with the arrow keys), not. */
function focusFollows() {
  const a = document.activeElement;
  return !a || a === document.body || !a.isConnected || parts.root.querySelector(".p-drill")?.contains(a) ||
    ["p-retry", "p-new-seed"].includes(a.dataset?.testid);
}

function drawAsk(st, p) {
  const follow = focusFollows();
  const wasAsk = ask?.drill === p.drill && !p.answer ? ask : null;
  if (p.answer) {
    ask = null;
    parts.ask.replaceChildren(marksView(p));
    return;
  }
  if (!p.drill) {
    ask = null;
    parts.ask.replaceChildren();
    return;
  }
  // the boxes again (a language switch, the timer ran out): what was typed stays, and where the keyboard was
  const values = wasAsk ? [...parts.ask.querySelectorAll("input")].map((b) => [b.id, b.value]) : [];
  const focused = wasAsk && parts.ask.contains(document.activeElement) ? document.activeElement.id : null;
  const view = askView(p.drill, say);
  parts.ask.replaceChildren(view.node);
  for (const [id, value] of values) {
    const box = parts.ask.querySelector(`#${id}`);
    if (box) box.value = value;
  }
  ask = { drill: p.drill };
  if (focused) parts.ask.querySelector(`#${focused}`)?.focus();
  else if (!wasAsk && follow && st.view === "practice") {
    const first = asksThrow(p.drill.drill.kind) ? parts.hand.querySelector('.p-pick button[tabindex="0"]') : view.first;
    first?.focus();
  }
}

/** A word in the status line (the question's own: a box without a number). */
function say(text) {
  setText(parts.status, text);
}

function drawStatus(st, p) {
  let text = "";
  if (p.error) text = pt("drill_error", { detail: detailText(p.error.detail || t("error_internal")) });
  else if (p.loading) text = st.engine === "ready" ? pt("dealing") : st.engine === "failed" ? t("load_failed") : t("waiting_engine");
  else if (!p.spec && st.engine !== "ready") text = st.engine === "failed" ? t("load_failed") : t("waiting_engine");
  else if (p.answerError) text = detailText(p.answerError.detail || t("error_internal"));
  else if (p.checking) text = pt("checking");
  else if (p.answer) text = p.late ? pt(p.answer.right ? "late_right" : "late_wrong") : pt(p.answer.right ? "verdict_right" : "verdict_wrong");
  else if (p.late) text = pt("time_up");
  parts.status.classList.toggle("error", Boolean(p.error || p.answerError));
  parts.status.classList.toggle("sr-only", Boolean(p.answer)); // the verdict is on screen with the marks
  setText(parts.status, text);
}

function drawActions(p) {
  const follow = focusFollows();
  setText(parts.next, pt("next"));
  setText(parts.calc, pt("open_calc"));
  setProp(parts.next, "hidden", !p.answer);
  setProp(parts.calc, "hidden", !p.drill || !(p.answer || p.spoilers));
  if (p.answer && follow) parts.next.focus();
}

function drawBreakdown(st, p) {
  const box = parts.breakdown;
  if (!p.answer) {
    setProp(box, "hidden", true);
    box.replaceChildren();
    return;
  }
  box.replaceChildren(el("div", { class: "panel-head" }, el("h2", { id: "p-h-breakdown", text: pt("breakdown_h") })),
    categoryView(p.spec, p.answer.category, p.answer.trap, p.answer.help),
    el("div", { class: "p-breakdown-body", "data-testid": "p-breakdown-body" }, ...breakdownView(st, p)));
  setProp(box, "hidden", false);
}

/** The progress panel again; the keyboard stays on the button it was on (the same one, or the next of its kind when
 * its row left the missed list). */
function drawProgress(st) {
  const box = parts.progress;
  const a = document.activeElement;
  const kind = box.contains(a) ? a.dataset.testid : null;
  const index = kind ? [...box.querySelectorAll(`[data-testid="${kind}"]`)].indexOf(a) : -1;
  box.replaceChildren(el("div", { class: "panel-head" }, el("h2", { id: "p-h-progress", text: pt("progress_h") })), ...progressView(st));
  if (!kind) return;
  const same = box.querySelectorAll(`[data-testid="${kind}"]`);
  const to = same[Math.min(index, same.length - 1)] ?? box.querySelector("button") ?? null;
  if (to) to.focus();
  else {
    box.querySelector("h2").tabIndex = -1;
    box.querySelector("h2").focus();
  }
}

// ---- the timer ------------------------------------------------------------------------------------------

function runTimer(p) {
  const on = p.timer > 0 && p.drill && !p.answer && !p.late;
  setProp(parts.timer, "hidden", !(p.timer > 0 && p.drill && !p.answer));
  if (on && !timer) timer = setInterval(tick, 200);
  if (!on && timer) {
    clearInterval(timer);
    timer = 0;
  }
  tick();
}

function tick() {
  const p = store.get().practice;
  if (!p?.drill || !(p.timer > 0) || p.answer) return;
  const left = Math.max(0, p.timer - Math.floor((Date.now() - p.shownAt) / 1000));
  setText(parts.timer, p.late ? pt("time_up_short") : pt("timer_left", { s: left }));
  parts.timer.classList.toggle("low", left <= 5);
  if (left <= 0 && !p.late) timeUp();
}
