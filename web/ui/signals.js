// What the page tells tests and benchmarks (scripts/bench_web.py) on its <body>: a count of rendered results
// (data-render-seq, and the event "agari:rendered" per render), the engine's state (data-engine), whether
// requests are in flight (data-busy: "1" until the newest input's results are on screen), the game and the view.

let renderSeq = 0;

/** One more render of results (or of what stands for them: a language switch, a load error). */
export function bumpRendered() {
  renderSeq += 1;
  document.body.dataset.renderSeq = String(renderSeq);
  document.dispatchEvent(new CustomEvent("agari:rendered", { bubbles: true, detail: { seq: renderSeq } }));
}

/** Set a data attribute of <body>, unless it already has that value. */
export function signal(name, value) {
  if (document.body.dataset[name] !== value) document.body.dataset[name] = value;
}
