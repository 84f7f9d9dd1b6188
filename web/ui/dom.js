// Small DOM helpers: $ (by id), el (build an element), and writes that happen only when the value
// changes (an unchanged write still mutates the DOM: style, layout and accessibility work for nothing); and
// what the page tells tests and benchmarks (scripts/bench_web.py) on its <body>: a count of rendered results
// (data-render-seq, and the event "agari:rendered" per render), the engine's state (data-engine), whether
// requests are in flight (data-busy: "1" until the newest input's results are on screen), the game and the view.

export const $ = (id) => document.getElementById(id);

export function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  if (attrs) {
    for (const [k, v] of Object.entries(attrs)) {
      if (v === null || v === undefined || v === false) continue;
      if (k === "class") node.className = v;
      else if (k === "text") node.textContent = v;
      else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
      else node.setAttribute(k, v === true ? "" : String(v));
    }
  }
  for (const c of children) if (c !== null && c !== undefined && c !== false) node.append(c);
  return node;
}

/** Set a node's text, unless it already says that. */
export function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

/** Set an attribute, unless it already has that value. */
export function setAttr(node, name, value) {
  if (node.getAttribute(name) !== value) node.setAttribute(name, value);
}

/** Set a property (hidden, disabled, value, checked, ...), unless it already has that value. */
export function setProp(node, name, value) {
  if (node[name] !== value) node[name] = value;
}

/** Make `box`'s children exactly `nodes`, moving only what is not already in place (nodes reused from
 * one render to the next stay where they are). */
export function keepChildren(box, nodes) {
  const now = box.childNodes;
  let same = 0;
  while (same < nodes.length && now[same] === nodes[same]) same += 1;
  while (now.length > same) box.lastChild.remove();
  if (same < nodes.length) box.append(...nodes.slice(same));
}

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
