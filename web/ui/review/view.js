// The Review view (views.js "review"): open a game log (a file, a drop, or pasted text), and see it reviewed by
// the engine round by round: the rounds as a list (each one's result and whether the log's score matched ours),
// each round's decisions as a timeline of hands, its shanten chart, the summary per seat, a seat choice. The
// review itself runs in the worker (store/review.js asks for it one round at a time); this module draws the
// store's `review` field and calls the review's actions. Styles: ui/review/review.css (loaded with the view).
//
// For tests and scripts/bench_web.py: body[data-review] is the review's status ("reading", "reviewing", "done",
// "failed"), body[data-review-rounds] the number of rounds on screen; performance marks "agari:review-first-shown"
// and "agari:review-done-shown" are set when the first round and the whole review are drawn.

import { lang, t } from "../../i18n.js";
import { chooseReviewSeat } from "../../store/review.js";
import { presetLabel } from "../../store/select.js";
import { reviewFiles, reviewPasted } from "../../store/review-corpus.js";
import { store } from "../../store/store.js";
import { el, setAttr, setProp, setText, signal } from "../dom.js";
import { lastOpener } from "./open-hand.js";
import { createCorpus } from "./corpus.js";
import { createRounds } from "./rounds.js";
import { summaryBlock } from "./summary.js";
import { worstBlock } from "./worst.js";
import { seatName } from "./words.js";

const ACCEPT = ".json,.jsonl,.mjson,.mjai,.mjlog,.xml,.gz,.txt,.log,application/json,text/plain,application/xml,text/xml,application/gzip";

function loadStyles() {
  const href = new URL("./review.css", import.meta.url).href;
  if ([...document.styleSheets].some((s) => s.href === href) || document.querySelector(`link[data-review-css]`)) return;
  document.head.append(el("link", { rel: "stylesheet", href, "data-review-css": "" }));
}

/** Rounds not reviewed so far: those the reader could not read (the header's problems) and those whose review
 * failed or could not follow the play. Never counted as matching. */
function notReviewed(rv) {
  return (rv.header?.problems?.length ?? 0) + rv.rounds.filter((r) => r && (r.failed || r.error)).length;
}

export function mount(root) {
  loadStyles();
  root.classList.add("rv-view");

  // ---- opening a log: a file, a drop, or pasted text
  const title = el("h2", { id: "rv-h" });
  const intro = el("p", { class: "muted rv-intro" });
  const file = el("input", { type: "file", id: "rv-file", accept: ACCEPT, multiple: true, hidden: true, "data-testid": "review-file" });
  const pick = el("button", { type: "button", class: "rv-pick", "data-testid": "review-pick" });
  const dropWords = el("span", { class: "muted" });
  const drop = el("div", { class: "rv-drop", "data-testid": "review-drop" }, pick, dropWords, file);
  const pasteSummary = el("summary");
  const pasteLabel = el("label", { for: "rv-text" });
  const paste = el("textarea", { id: "rv-text", rows: "5", spellcheck: "false", autocomplete: "off", "data-testid": "review-text" });
  const pasteGo = el("button", { type: "button", "data-testid": "review-paste-go" });
  const pasteBox = el("details", { class: "rv-paste" }, pasteSummary, el("div", { class: "rv-paste-body" }, pasteLabel, paste, pasteGo));
  const statusText = el("span", { "data-testid": "review-status" });
  const bar = el("progress", { class: "rv-progress", max: "1", value: "0", hidden: true, "data-testid": "review-progress" });
  const status = el("div", { class: "rv-status", role: "status" }, statusText, bar);
  const error = el("p", { class: "load-error rv-failed", role: "alert", hidden: true, "data-testid": "review-error" });
  const openPanel = el("section", { class: "panel rv-open-panel", "aria-labelledby": "rv-h" }, title, intro, drop, pasteBox, status, error);

  pick.addEventListener("click", () => file.click());
  file.addEventListener("change", () => {
    if (file.files && file.files.length) reviewFiles(file.files); // several: each reviewed, then summed per player
    file.value = ""; // the same file chosen again is reviewed again
  });
  pasteGo.addEventListener("click", () => reviewPasted(paste.value));
  // a file dropped anywhere on the view
  root.addEventListener("dragover", (e) => {
    e.preventDefault();
    if (e.dataTransfer) e.dataTransfer.dropEffect = "copy";
    drop.classList.add("rv-over");
  });
  root.addEventListener("dragleave", (e) => {
    if (!root.contains(e.relatedTarget)) drop.classList.remove("rv-over");
  });
  root.addEventListener("drop", (e) => {
    e.preventDefault();
    drop.classList.remove("rv-over");
    const dt = e.dataTransfer;
    if (dt && dt.files && dt.files.length) reviewFiles(dt.files);
    else if (dt) {
      const text = dt.getData("text/plain");
      if (text) reviewPasted(text);
    }
  });

  // ---- the game: players, rule, seat choice, summary
  const gameTitle = el("h2", { id: "rv-h-game" });
  const seatLabelText = el("span");
  const seat = el("select", { id: "rv-seat", "data-testid": "review-seat" });
  seat.addEventListener("change", () => chooseReviewSeat(seat.value === "" ? null : Number(seat.value)));
  const about = el("p", { class: "rv-about muted small", "data-testid": "review-about" });
  const problems = el("ul", { class: "rv-problems", "data-testid": "review-problems" });
  const incomplete = el("p", { class: "rv-incomplete", "data-testid": "review-incomplete", hidden: true });
  const summaryBox = el("div", { class: "rv-summary-box" });
  const gamePanel = el("section", { class: "panel rv-game-panel", "aria-labelledby": "rv-h-game", hidden: true },
    el("div", { class: "panel-head" }, gameTitle, el("label", { class: "rv-seat", for: "rv-seat" }, seatLabelText, seat)),
    about, incomplete, problems, summaryBox);

  // ---- the rounds
  const roundsTitle = el("h2", { id: "rv-h-rounds" });
  const rounds = createRounds();
  const roundsPanel = el("section", { class: "panel rv-rounds-panel", "aria-labelledby": "rv-h-rounds", hidden: true },
    roundsTitle, rounds.controls, rounds.node);

  const corpus = createCorpus();
  root.append(openPanel, corpus.node, gamePanel, roundsPanel);

  let shownJob = null;
  let firstShown = false;
  let doneShown = false;

  function words() {
    setText(title, t("review_title"));
    setText(intro, t("review_intro"));
    setText(pick, t("review_open"));
    setText(dropWords, t("review_drop"));
    setText(pasteSummary, t("review_paste"));
    setText(pasteLabel, t("review_paste_label"));
    setText(pasteGo, t("review_paste_go"));
    setText(gameTitle, t("review_game"));
    setText(seatLabelText, t("review_seat"));
    setText(roundsTitle, t("review_rounds"));
    setAttr(bar, "aria-label", t("review_progress_label"));
  }

  function drawStatus(rv) {
    let text = "";
    let failed = "";
    if (rv) {
      if (rv.status === "reading") text = t("review_reading", { file: rv.file ?? "" });
      else if (rv.status === "reviewing") text = rv.header ? t("review_progress", { done: rv.done, total: rv.total }) : t("review_starting");
      else if (rv.status === "done") {
        const n = rv.summary ? rv.summary.mismatches : rv.rounds.filter((r) => r && !r.failed && !r.error && !r.matches).length;
        const broken = notReviewed(rv);
        // a round not reviewed is never a match: the line never says "every result matches" then
        if (broken) text = t(n ? "review_done_partial_differ" : "review_done_partial", { broken, n });
        else text = n ? t("review_done_differ", { rounds: rv.total, n }) : t("review_done_match", { rounds: rv.total });
      } else if (rv.status === "failed" && rv.error) {
        failed = rv.error.key ? t(rv.error.key, rv.error.params) : t("review_failed", { detail: rv.error.detail || "?" });
      }
    }
    setText(statusText, text);
    const running = rv?.status === "reviewing" && rv.header !== null;
    setProp(bar, "hidden", !running);
    status.classList.toggle("rv-quiet", !text && !running);
    if (running) {
      setProp(bar, "max", Math.max(1, rv.total));
      setProp(bar, "value", rv.done);
      setAttr(bar, "aria-valuetext", t("review_progress", { done: rv.done, total: rv.total }));
    }
    setText(error, failed);
    setProp(error, "hidden", !failed);
  }

  function drawGame(rv, prev, langChanged) {
    const header = rv?.header ?? null;
    setProp(gamePanel, "hidden", !header);
    setProp(roundsPanel, "hidden", !header);
    if (!header) return;
    const prevRv = prev?.review;
    if (langChanged || prevRv?.header !== header) {
      seat.replaceChildren(el("option", { value: "", text: t("review_every_seat") }),
        ...header.names.map((_, s) => el("option", { value: String(s), text: t("review_seat_option", { seat: s, name: seatName(header, s) }) })));
      const rule = header.rule || {};
      const fmt = t(`review_format_${header.format}`);
      // the preset by its name in the page's language (the engine's meta), else as the engine names it
      const preset = (store.get().meta?.presets ?? []).find((p) => p.name === rule.preset);
      setText(about, t("review_about", { format: fmt.startsWith("review_") ? header.format : fmt, label: rule.label || "–",
        preset: preset ? presetLabel(preset, lang()) : rule.preset ?? "–", players: header.players }));
      const lines = [...(rule.assumptions ?? []).map((a) => `${t("review_assumed")} ${a}`),
        ...(header.problems ?? []).map((p) => `${t("review_problem")} ${p}`)];
      problems.replaceChildren(...lines.map((x) => el("li", { text: x })));
      setProp(problems, "hidden", !lines.length);
    }
    const broken = notReviewed(rv);
    setText(incomplete, broken ? t("review_game_incomplete", { n: broken }) : "");
    setProp(incomplete, "hidden", !broken);
    gamePanel.dataset.complete = broken ? "no" : rv.status === "done" ? "yes" : "";
    setProp(seat, "value", rv.seat === null ? "" : String(rv.seat));
    if (langChanged || prevRv?.summary !== rv.summary || prevRv?.seat !== rv.seat || prevRv?.header !== header) {
      summaryBox.replaceChildren(...(rv.summary ? summaryBlock(rv, worstBlock(rv))
        : [el("p", { class: "muted", text: t("review_summary_after") })]));
    }
  }

  function draw(st, prev) {
    const rv = st.review;
    // back from the calculator: the hand opened last has the focus again
    if (prev && st.view === "review" && prev.view !== "review") lastOpener()?.focus();
    const langChanged = !prev || st.lang !== prev.lang;
    if (langChanged) words();
    corpus.render(st.reviewCorpus, st.lang);
    if (prev && rv === prev.review && !langChanged && st.meta === prev.meta) return;
    signal("review", rv ? rv.status : "");
    drawStatus(rv);
    drawGame(rv, langChanged || st.meta !== prev?.meta ? null : prev, langChanged || st.meta !== prev?.meta);
    rounds.render(rv);
    const shownRounds = rv ? rv.rounds.filter(Boolean).length : 0;
    signal("reviewRounds", String(shownRounds));
    if (rv?.job !== shownJob) {
      shownJob = rv?.job ?? null;
      firstShown = false;
      doneShown = false;
    }
    if (rv && !firstShown && shownRounds > 0) {
      firstShown = true;
      performance.mark("agari:review-first-shown");
    }
    if (rv && !doneShown && rv.status === "done") {
      doneShown = true;
      performance.mark("agari:review-done-shown");
    }
  }

  store.subscribe(draw);
  draw(store.get(), null);
}
