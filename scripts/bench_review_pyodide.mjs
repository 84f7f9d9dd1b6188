// Benchmark (not a test): the game review in Pyodide under Node, as the page's worker asks for it.
//
// usage: node scripts/bench_review_pyodide.mjs [--runs N] [--runtime DIR] [--repo DIR] [--compile] [--json] [LOG...]
//   LOG        game logs (default: every tests/logs/tenhou/*.json, 11 real four-player south games)
//   --runs     rounds over the games (default 3)
//   --runtime  a Pyodide folder (default node_modules/pyodide; a built site's immutable/pyodide-<hash>/ works too)
//   --repo     take the agari package from another checkout (an old commit's worktree: compare back to back)
//   --compile  no bytecode: every runtime compiles the modules it imports (a first visit of the page)
//   --json     one JSON object per game and run on stdout instead of the table
//
// Each game of each run is reviewed in a Node process of its own (V8 keeps the WebAssembly code it has optimised
// for the rest of a process, so a second runtime in the same process would start warmer than a page's worker
// does): a fresh Pyodide runtime, the agari package written into its file system with its bytecode (as the
// worker has it on a repeat visit; compiled beforehand in another process) and agari.frontends.jsonapi imported
// with its warm-up (the worker's "engine ready"); then the review op's requests the page sends, each timed from
// JavaScript around handle_json (request text in, answer text out): the header, every round in order (the page
// shows each as it comes), and the summary. The review's own modules are imported by the first request (as in
// the page): that cost is in the header's time. Reported per game: the engine's import, the header, the first
// round shown (the header and round 1: what the user waits for before the first round shows), the whole game
// (header, rounds, summary), the slowest round; wall time and the process's CPU time (steadier on a busy machine;
// V8's compiler threads included); then medians with their ranges over all games and runs.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const script = fileURLToPath(import.meta.url);
const argv = process.argv.slice(2);
const take = (name, fallback) => {
  const i = argv.indexOf(name);
  if (i < 0) return fallback;
  const value = argv[i + 1];
  argv.splice(i, 2);
  return value;
};
const here = path.resolve(path.dirname(script), "..");
const repo = path.resolve(take("--repo", here));
const runs = Number(take("--runs", "3"));
const runtime = path.resolve(take("--runtime", path.join(here, "node_modules", "pyodide")));
const child = take("--child", "");
const prepare = take("--prepare", "");
const pkg = take("--package", "");
const asJson = argv.includes("--json");
const compile = argv.includes("--compile");
const logs = argv.filter((a) => !a.startsWith("--")).map((a) => path.resolve(a));
if (!logs.length) {
  const dir = path.join(here, "tests", "logs", "tenhou");
  for (const f of readdirSync(dir).sort()) if (f.endsWith(".json")) logs.push(path.join(dir, f));
}
const { loadPyodide } = await import(pathToFileURL(path.join(runtime, "pyodide.mjs")).href);

// --prepare DIR: the package's source, and unless --compile its bytecode (never hash-checked, as the worker's
// bytecode written back from Cache Storage), written into DIR by a Pyodide runtime
if (prepare) {
  const py = await loadPyodide({ indexURL: runtime + "/" });
  py.mountNodeFS("/repo", repo);
  py.mountNodeFS("/out", prepare);
  py.runPython(`
import compileall, py_compile, shutil
shutil.copytree("/repo/agari", "/out/agari", ignore=shutil.ignore_patterns("__pycache__"))
if ${compile ? "False" : "True"}:
    compileall.compile_dir("/out/agari", quiet=1, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
`);
  process.exit(0);
}

const clock = () => [performance.now(), process.cpuUsage()];
const since = ([wall, cpu]) => {
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - wall, cpu: (used.user + used.system) / 1000 };
};
const add = (...xs) => ({ wall: xs.reduce((a, x) => a + x.wall, 0), cpu: xs.reduce((a, x) => a + x.cpu, 0) });

// --child LOG --package DIR: one game in this process, one JSON line out
if (child) {
  const py = await loadPyodide({ indexURL: runtime + "/" });
  const copy = (from, to) => {
    py.FS.mkdirTree(to);
    for (const name of readdirSync(from)) {
      const full = path.join(from, name);
      if (statSync(full).isDirectory()) copy(full, `${to}/${name}`);
      else py.FS.writeFile(`${to}/${name}`, readFileSync(full));
    }
  };
  copy(path.join(pkg, "agari"), "/pkg/agari");
  const t = clock();
  py.runPython('import sys; sys.path.insert(0, "/pkg")');
  const handle = py.pyimport("agari.frontends.jsonapi").handle_json;
  const engine = since(t);
  const ask = (request) => {
    const text = JSON.stringify(request);
    const t0 = clock();
    const answer = JSON.parse(handle(text));
    const spent = since(t0);
    if (!answer.ok) throw new Error(`${path.basename(child)}: ${answer.detail || answer.error}`);
    return [answer, spent];
  };
  const [head, header] = ask({ op: "review", log: readFileSync(child, "utf8"), part: "header" });
  const rounds = [];
  let decisions = 0;
  for (let i = 0; i < head.rounds.length; i++) {
    const [answer, spent] = ask({ op: "review", log_id: head.log_id, part: "round", round: i });
    rounds.push(spent);
    decisions += answer.round.decisions.length;
  }
  const [, summary] = ask({ op: "review", log_id: head.log_id, part: "summary" });
  console.log(JSON.stringify({
    game: path.basename(child), decisions, rounds: rounds.length, pyodide: py.version, engine, header,
    first_round: add(header, rounds[0]), round: rounds, summary, whole: add(header, ...rounds, summary),
    slowest_round: { wall: Math.max(...rounds.map((r) => r.wall)), cpu: Math.max(...rounds.map((r) => r.cpu)) },
  }));
  process.exit(0);
}

const node = (args) => {
  const res = spawnSync(process.execPath, [script, "--runtime", runtime, "--repo", repo, ...args], { encoding: "utf8" });
  if (res.status !== 0) throw new Error(`${args.join(" ")}: exit ${res.status}\n${res.stderr}`);
  return res.stdout;
};
const dir = mkdtempSync(path.join(tmpdir(), "agari-bench-"));
const results = [];
try {
  mkdirSync(path.join(dir, "pkg"));
  node(["--prepare", path.join(dir, "pkg"), ...(compile ? ["--compile"] : [])]);
  for (let run = 0; run < runs; run++) {
    for (const file of logs) {
      const r = JSON.parse(node(["--child", file, "--package", path.join(dir, "pkg")]));
      r.run = run;
      results.push(r);
      if (asJson) console.log(JSON.stringify(r));
      else {
        const f = (x) => `${x.wall.toFixed(0)}/${x.cpu.toFixed(0)}`;
        console.log(`run ${run + 1} ${r.game} (${r.decisions} decisions, ${r.rounds} rounds), ms wall/CPU: whole ` +
          `${f(r.whole)}, first round shown ${f(r.first_round)} (header ${f(r.header)}), slowest round ` +
          `${f(r.slowest_round)}; engine import ${f(r.engine)}`);
      }
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const fmt = (xs) => `${median(xs).toFixed(0)} ms (range ${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)})`;
if (!asJson) {
  console.log(`\nPyodide ${results[0].pyodide}, ${results.length} reviews (${logs.length} games x ${runs} runs), each ` +
    `in a fresh Node process and runtime with the engine imported ` +
    `(${compile ? "no bytecode: a first visit" : "from bytecode: a repeat visit"}); wall time, then the process's ` +
    `CPU time:`);
  for (const kind of ["wall", "cpu"]) {
    console.log(`${kind === "wall" ? "wall" : "CPU"}:`);
    const byGame = new Map();
    for (const r of results) byGame.set(r.game, [...(byGame.get(r.game) || []), r.whole[kind]]);
    for (const [game, xs] of byGame) console.log(`  ${game}: whole game ${fmt(xs)}`);
    console.log(`  whole game (header, every round, summary): median ${fmt(results.map((r) => r.whole[kind]))}; ` +
      `the slowest game's median ${Math.max(...[...byGame.values()].map(median)).toFixed(0)} ms (target <= 1500 ms)`);
    console.log(`  first round shown (header + round 1): median ${fmt(results.map((r) => r.first_round[kind]))}`);
    console.log(`  one round: median ${fmt(results.flatMap((r) => r.round.map((x) => x[kind])))}`);
    console.log(`  engine import: median ${fmt(results.map((r) => r.engine[kind]))}`);
  }
}
