// The page's views, in the order of the view switch (ui/shell.js); the first is the one a link without v= opens.
// A view is one module exporting mount(root): it builds its DOM in `root` (a <main> of its own), subscribes to
// the store (store/store.js) and calls actions (store/actions.js). Adding a view is one module and one entry
// here: `load` imports it the first time it is shown (so it costs a calculator visit nothing), `label` is the
// i18n key of its name in the nav (web/lang/*.js). docs/web.md says more.

import * as calculator from "./ui/calculator.js";

export const VIEWS = [
  { name: "calc", label: "view_calc", module: calculator },
  // `dropFiles`: files dropped on another view are given to this one (a game log dropped on the calculator is
  // reviewed, where the browser would otherwise leave the page to show the file; several are summed per player)
  { name: "review", label: "view_review", load: () => import("./ui/review/view.js"),
    dropFiles: async (files) => (await import("./store/review-corpus.js")).reviewFiles(files) },
  { name: "practice", label: "view_practice", load: () => import("./ui/practice/view.js") },
];
