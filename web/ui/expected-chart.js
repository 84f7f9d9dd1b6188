// The win chance by turn of the best few discards: a line chart drawn by us as SVG (no library). Lines differ in
// colour and in dash (readable without colour); each line's values are also given as text (a visually hidden
// list) for screen readers, and on the line itself (data-values) for tests.

import { el } from "./dom.js";

const NS = "http://www.w3.org/2000/svg";
const W = 320;
const H = 150;
const PAD = { left: 30, right: 8, top: 8, bottom: 20 };

function svgEl(tag, attrs = {}) {
  const node = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

const round2 = (x) => Math.round(x * 100) / 100;

/** The chart as a <figure>: `lines` [{name, tile, values}] (chances 0..1, one per turn from `first`), `caption` its
 * title, `valueText(line)` the sentence read for a line, `turnLabel` the word under the x axis, `legendItem(line)`
 * the legend's content for a line (DOM nodes). */
export function winChart({ lines, first, caption, valueText, turnLabel, legendItem }) {
  const turns = Math.max(2, ...lines.map((l) => l.values.length));
  const most = Math.max(0, ...lines.flatMap((l) => l.values));
  // the y axis in whole tens of percent, at least 10 %
  const top = Math.max(10, Math.ceil((most * 100) / 10) * 10);
  const x = (i) => round2(PAD.left + (i * (W - PAD.left - PAD.right)) / (turns - 1));
  const y = (p) => round2(PAD.top + ((top - p * 100) * (H - PAD.top - PAD.bottom)) / top);
  const svg = svgEl("svg", { viewBox: `0 0 ${W} ${H}`, class: "ev-chart", role: "img", "aria-label": caption,
    "data-testid": "ev-chart", "data-top": top, "data-turns": turns, "data-first": first });
  const gridStep = top > 50 ? 25 : top > 20 ? 10 : 5;
  for (let v = 0; v <= top; v += gridStep) {
    const at = y(v / 100);
    svg.append(svgEl("line", { x1: PAD.left, x2: W - PAD.right, y1: at, y2: at, class: "ev-grid" }));
    const label = svgEl("text", { x: PAD.left - 4, y: at + 3.5, class: "ev-axis", "text-anchor": "end" });
    label.textContent = `${v}%`;
    svg.append(label);
  }
  const step = turns > 12 ? 3 : turns > 6 ? 2 : 1;
  for (let i = 0; i < turns; i += step) {
    const label = svgEl("text", { x: x(i), y: H - PAD.bottom + 13, class: "ev-axis", "text-anchor": "middle" });
    label.textContent = String(first + i);
    svg.append(label);
  }
  lines.forEach((line, k) => {
    if (!line.values.length) return;
    const points = line.values.map((v, i) => `${x(i)},${y(v)}`).join(" ");
    svg.append(svgEl("polyline", { points, class: `ev-line ev-series-${k}`, "data-ev-discard": line.tile,
      "data-values": line.values.join(" ") }));
  });
  const legend = el("ul", { class: "ev-legend", "aria-hidden": "true" },
    ...lines.map((line, k) => el("li", { "data-ev-discard": line.tile }, swatch(k), ...legendItem(line))));
  const text = el("ul", { class: "sr-only" }, ...lines.map((line) => el("li", { text: valueText(line) })));
  return el("figure", { class: "ev-figure" }, el("figcaption", { class: "muted small", text: caption }), svg,
    el("div", { class: "ev-axis-name muted small", "aria-hidden": "true", text: turnLabel }), legend, text);
}

function swatch(k) {
  const svg = svgEl("svg", { viewBox: "0 0 24 8", class: "ev-swatch", "aria-hidden": "true", focusable: "false" });
  svg.append(svgEl("line", { x1: 1, x2: 23, y1: 4, y2: 4, class: `ev-line ev-series-${k}` }));
  return svg;
}
