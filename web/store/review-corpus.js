// Several logs reviewed at once (the Review view, a drop or a choice of several files): each file is reviewed in
// turn exactly as one file is (store/review.js: header, rounds, summary; the view shows the game under review),
// then the engine sums the games per player (op "review", part "corpus", agari/gamereview/corpus.py: the figures
// the worker kept of each game's summary, by log_id), the same summary as `agari review --summary`. A new file,
// a pasted log or another set of files cancels the set still running.
//
// The state is one field, `reviewCorpus` (store/store.js), null unless several files were given:
//   {job, files: [names], done, total, status: "reviewing" | "done" | "failed", games: [{file, log_id} |
//    {file, error: {key, params} | {detail}}], summary: the engine's answer's summary | null, error: text | null}

import { call } from "./engine-link.js";
import { currentReviewJob, reviewFile, reviewText } from "./review.js";
import { store } from "./store.js";

let job = 0;

function update(id, patch) {
  store.set((st) => {
    const c = st.reviewCorpus;
    if (!c || c.job !== id) return null;
    return { reviewCorpus: { ...c, ...(typeof patch === "function" ? patch(c) : patch) } };
  });
}

/** Stop the set of files still being reviewed (its state is dropped). */
function stop() {
  job += 1;
  if (store.get().reviewCorpus) store.set({ reviewCorpus: null });
}

/** Files chosen or dropped: one is reviewed alone; several in turn, then summed per player. */
export async function reviewFiles(list) {
  const files = [...(list ?? [])];
  stop();
  if (files.length <= 1) return files.length ? reviewFile(files[0]) : undefined;
  const id = job;
  const names = files.map((f, i) => (f && typeof f.name === "string" ? f.name : `#${i + 1}`));
  store.set({ reviewCorpus: { job: id, files: names, done: 0, total: files.length, status: "reviewing", games: [],
    summary: null, error: null } });
  const games = [];
  for (let i = 0; i < files.length; i++) {
    const running = reviewFile(files[i]);
    const mine = currentReviewJob();
    await running;
    if (id !== job) return undefined;
    if (currentReviewJob() !== mine) return stop(); // another log was opened meanwhile: this set is dropped
    const rv = store.get().review;
    const logId = rv?.status === "done" && rv.summary ? rv.header?.log_id : null;
    games.push(logId ? { file: names[i], log_id: logId } : { file: names[i], error: rv?.error ?? { key: "review_unreadable" } });
    update(id, { games: [...games], done: i + 1 });
  }
  const request = games.map((g) => (g.log_id ? g : { file: g.file, error: "unreadable" }));
  let answer = null;
  try {
    answer = await call({ op: "review", part: "corpus", games: request });
  } catch {
    answer = null;
  }
  if (id !== job) return undefined;
  if (answer && answer.ok && answer.summary) update(id, { status: "done", summary: answer.summary, reference: answer.reference ?? null });
  else update(id, { status: "failed", error: String(answer?.detail || answer?.error || "") });
  performance.mark("agari:review-corpus-done");
  return undefined;
}

/** A log pasted as text: reviewed alone (a set of files still running is stopped). */
export function reviewPasted(text) {
  stop();
  return reviewText(text);
}
