// A small line chart drawn by us as SVG (no library): one line per seat over the turns, for the shanten of each
// seat's hand in a round (the start hand, then after each discard) and for the average shanten per turn of the
// summary. Lines differ in colour and in dash (readable without colour); the seat shown is drawn bold with its
// points, the others faded. The values are also given as text (a visually hidden list) for screen readers.

import { el } from "../dom.js";

const NS = "http://www.w3.org/2000/svg";
const W = 320;
const H = 132;
const PAD = { left: 24, right: 8, top: 8, bottom: 20 };

function svgEl(tag, attrs = {}) {
  const node = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

const round2 = (x) => Math.round(x * 100) / 100;

/** The chart as a <figure>: `series` one list of numbers per seat (an empty list: no line), `names` the seats'
 * names, `shown` the seat drawn bold (null: every seat alike), `caption` its title, `valueText(name, values)`
 * the line of text read for one seat, `turnLabel` the word under the x axis, `gridStep` the values between two grid
 * lines (1: every shanten). */
export function lineChart({ series, names, shown = null, caption, valueText, turnLabel, testid, gridStep = 1 }) {
  const longest = Math.max(2, ...series.map((s) => s.length));
  const top = gridStep * Math.max(1, Math.ceil(Math.max(0, ...series.flat()) / gridStep));
  const x = (i) => round2(PAD.left + (i * (W - PAD.left - PAD.right)) / (longest - 1));
  const y = (v) => round2(PAD.top + ((top - v) * (H - PAD.top - PAD.bottom)) / top);
  const svg = svgEl("svg", { viewBox: `0 0 ${W} ${H}`, class: "rv-chart", role: "img", "aria-label": caption,
    "data-testid": testid ?? "review-chart", "data-top": top, "data-turns": longest });
  // grid: one line per shanten value, labelled on the left; turns labelled below every few steps
  for (let v = 0; v <= top; v += gridStep) {
    svg.append(svgEl("line", { x1: PAD.left, x2: W - PAD.right, y1: y(v), y2: y(v), class: "rv-grid" }));
    const label = svgEl("text", { x: PAD.left - 5, y: y(v) + 3.5, class: "rv-axis", "text-anchor": "end" });
    label.textContent = String(v);
    svg.append(label);
  }
  const step = longest > 16 ? 4 : longest > 8 ? 2 : 1;
  for (let i = 0; i < longest; i += step) {
    const label = svgEl("text", { x: x(i), y: H - PAD.bottom + 13, class: "rv-axis", "text-anchor": "middle" });
    label.textContent = String(i);
    svg.append(label);
  }
  const lines = [];
  series.forEach((values, seat) => {
    if (!values.length) return;
    const points = values.map((v, i) => `${x(i)},${y(v)}`).join(" ");
    const cls = `rv-line rv-seat-${seat}${shown === null ? "" : shown === seat ? " rv-shown" : " rv-faded"}`;
    const line = svgEl("polyline", { points, class: cls, "data-seat": seat, "data-values": values.join(" ") });
    lines.push([seat, line]);
  });
  // the seat shown is drawn last (on top), with a dot at each value
  lines.sort((a, b) => (a[0] === shown) - (b[0] === shown));
  for (const [seat, line] of lines) {
    svg.append(line);
    if (seat === shown) {
      series[seat].forEach((v, i) => svg.append(svgEl("circle", { cx: x(i), cy: y(v), r: 2.4, class: `rv-dot rv-seat-${seat}` })));
    }
  }
  const legend = el("ul", { class: "rv-legend", "aria-hidden": "true" },
    ...series.map((values, seat) => (values.length
      ? el("li", { class: shown === seat ? "rv-shown-text" : "" },
        legendSwatch(seat), el("span", { text: names[seat] ?? String(seat) }))
      : null)));
  const text = el("ul", { class: "sr-only" },
    ...series.map((values, seat) => (values.length ? el("li", { text: valueText(names[seat] ?? String(seat), values) }) : null)));
  return el("figure", { class: "rv-figure" }, el("figcaption", { class: "muted small", text: caption }), svg,
    el("div", { class: "rv-axis-name muted small", "aria-hidden": "true", text: turnLabel }), legend, text);
}

function legendSwatch(seat) {
  const svg = svgEl("svg", { viewBox: "0 0 24 8", class: "rv-swatch", "aria-hidden": "true", focusable: "false" });
  svg.append(svgEl("line", { x1: 1, x2: 23, y1: 4, y2: 4, class: `rv-line rv-seat-${seat}` }));
  return svg;
}
