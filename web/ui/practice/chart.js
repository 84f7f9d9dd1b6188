// A small chart of a drill type's last sessions, drawn by us in SVG: a bar a session for its accuracy (0-100 %,
// the share written above it), a line through the average time an answer took (its own scale, the longest at the
// top), the session's date under its bar. It is one image for a screen reader: its label says every figure.

const NS = "http://www.w3.org/2000/svg";
const W = 320;
const H = 150;
const PAD = { left: 30, right: 34, top: 16, bottom: 22 };

function node(tag, attrs, text) {
  const n = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) n.setAttribute(k, String(v));
  if (text !== undefined) n.textContent = text;
  return n;
}

/** The chart of `sessions` ({start, n, right, ms}, oldest first); `words`: {label(list), date(ms), seconds(n)}. */
export function sessionChart(sessions, words) {
  const svg = node("svg", { viewBox: `0 0 ${W} ${H}`, class: "p-chart", role: "img", "aria-label": words.label(sessions), focusable: "false" });
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const y = (share) => PAD.top + plotH * (1 - share);
  for (const share of [0, 0.5, 1]) {
    svg.append(node("line", { x1: PAD.left, x2: W - PAD.right, y1: y(share), y2: y(share), class: "p-gridline" }));
    svg.append(node("text", { x: PAD.left - 4, y: y(share) + 3, class: "p-axis", "text-anchor": "end" }, `${share * 100}%`));
  }
  const n = Math.max(sessions.length, 1);
  const slot = plotW / n;
  const bar = Math.min(28, slot * 0.62);
  const avg = sessions.map((s) => (s.n ? s.ms / s.n / 1000 : 0));
  const top = Math.max(1, ...avg);
  svg.append(node("text", { x: W - PAD.right + 4, y: y(1) + 3, class: "p-axis p-time-axis" }, words.seconds(Math.round(top))));
  svg.append(node("text", { x: W - PAD.right + 4, y: y(0) + 3, class: "p-axis p-time-axis" }, words.seconds(0)));
  const points = [];
  const values = [];
  const every = Math.ceil(sessions.length / 8); // a date under every bar, or under every second, third...
  sessions.forEach((s, i) => {
    const share = s.n ? s.right / s.n : 0;
    const cx = PAD.left + slot * (i + 0.5);
    svg.append(node("rect", { x: cx - bar / 2, y: y(share), width: bar, height: Math.max(0, y(0) - y(share)), class: "p-bar",
      "data-share": Math.round(share * 100), "data-n": s.n }));
    values.push(node("text", { x: cx, y: y(share) - 3, class: "p-value", "text-anchor": "middle" }, `${Math.round(share * 100)}`));
    if (i % every === 0) svg.append(node("text", { x: cx, y: H - 6, class: "p-axis", "text-anchor": "middle" }, words.date(s.start)));
    points.push([cx, y(avg[i] / top)]);
  });
  if (points.length > 1) {
    svg.append(node("polyline", { points: points.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(" "), class: "p-line" }));
  }
  for (const [px, py] of points) svg.append(node("circle", { cx: px.toFixed(1), cy: py.toFixed(1), r: 2.6, class: "p-dot" }));
  svg.append(...values); // over the line, each with a halo of the panel's colour
  return svg;
}
