// Run the engine's pytest suite inside Pyodide under Node (no browser), against the site's wheel.
//
// usage: node tests/pyodide/run.mjs --runtime DIR --wheel AGARI.whl --wheels DIR [-- pytest args...]
//   --runtime  the built Pyodide folder (site/immutable/pyodide-<hash>/: the same runtime and
//              compiled stdlib the page loads)
//   --wheel    our wheel (installed with micropip, like any wheel)
//   --wheels   pure-Python wheels from tests/pyodide/requirements.txt (micropip, pytest, ...)
//   --stdlib   the full compiled standard library (the page's is trimmed; pytest needs more of it)
// The repository is mounted at /repo with mountNodeFS; tests import agari from the installed wheel,
// never from /repo. Test modules that need the `mahjong` package or subprocesses are left out
// (they cannot run in Pyodide). Exit code = pytest's.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const argv = process.argv.slice(2);
const opt = (name) => {
  const i = argv.indexOf(name);
  if (i < 0 || i + 1 >= argv.length) throw new Error(`missing ${name}`);
  return path.resolve(argv[i + 1]);
};
const dash = argv.indexOf("--");
const extra = dash >= 0 ? argv.slice(dash + 1) : [];
const runtime = opt("--runtime");
const wheel = opt("--wheel");
const wheels = opt("--wheels");
const stdlib = argv.includes("--stdlib") ? opt("--stdlib") : undefined;

const { loadPyodide } = await import(pathToFileURL(path.join(runtime, "pyodide.mjs")).href);
const t0 = performance.now();
const lock = JSON.parse(readFileSync(path.join(repo, "node_modules", "pyodide", "pyodide-lock.json"), "utf8"));
const pyodide = await loadPyodide({
  indexURL: runtime + "/",
  packages: [],
  lockFileContents: { info: lock.info, packages: {} },
  ...(stdlib ? { stdLibURL: stdlib } : {}),
});
pyodide.mountNodeFS("/repo", repo);
pyodide.mountNodeFS("/wheels", wheels);
pyodide.FS.mkdirTree("/agari-wheel");
pyodide.FS.writeFile(`/agari-wheel/${path.basename(wheel)}`, readFileSync(wheel));

const files = readdirSync(wheels).filter((f) => f.endsWith(".whl"));
const micropipWheel = files.find((f) => f.startsWith("micropip-"));
if (!micropipWheel) throw new Error(`no micropip wheel in ${wheels}`);
pyodide.unpackArchive(new Uint8Array(readFileSync(path.join(wheels, micropipWheel))), "wheel");
const others = files.filter((f) => f !== micropipWheel).map((f) => `emfs:/wheels/${f}`);
others.push(`emfs:/agari-wheel/${path.basename(wheel)}`);

// test modules that cannot run here: they need the mahjong package (native cross-check) or subprocesses
// (directly, or through a helper module of tests/ that does)
const testsDir = path.join(repo, "tests");
const pyFiles = readdirSync(testsDir).filter((f) => f.endsWith(".py"));
const source = Object.fromEntries(pyFiles.map((f) => [f, readFileSync(path.join(testsDir, f), "utf8")]));
const banned = ["mahjong", "subprocess", "playwright"];
const needs = (text, names) =>
  new RegExp(String.raw`^\s*(import|from)\s+(tests\.)?(${names.join("|")})\b`, "m").test(text);
for (let changed = true; changed; ) {
  changed = false;
  for (const f of pyFiles) {
    const mod = f.slice(0, -3);
    if (!f.startsWith("test_") && !banned.includes(mod) && needs(source[f], banned)) {
      banned.push(mod);
      changed = true;
    }
  }
}
const skip = pyFiles.filter((f) => f.startsWith("test_") && (needs(source[f], banned) || f === "test_pyodide.py"));

pyodide.globals.set("WHEELS", pyodide.toPy(others));
pyodide.globals.set("SKIP", pyodide.toPy(skip));
pyodide.globals.set("EXTRA", pyodide.toPy(extra));
await pyodide.runPythonAsync(`
import micropip
await micropip.install(WHEELS, deps=False)
`);
console.log(`pyodide: Python ${pyodide.runPython("import sys; sys.version.split()[0]")} ready in ` +
            `${Math.round(performance.now() - t0)} ms; left out (need mahjong/subprocess): ${skip.join(", ") || "none"}`);
const code = await pyodide.runPythonAsync(`
import os, sys
os.chdir("/repo")
# the property tests draw fewer examples here (CPython draws the full count; the runtime is what Pyodide adds)
os.environ.setdefault("AGARI_PROPERTY_EXAMPLES", "60")
sys.path[:] = [p for p in sys.path if p not in ("", ".", "/repo")]
import agari
assert "site-packages" in agari.__file__, agari.__file__
print("pyodide: testing agari from", os.path.dirname(agari.__file__))
# WebAssembly is slower than native: timing-based Hypothesis health checks and deadlines do not apply
try:
    from hypothesis import HealthCheck, settings
except ImportError:
    pass
else:
    settings.register_profile("pyodide", deadline=None, suppress_health_check=list(HealthCheck))
    settings.load_profile("pyodide")
import pytest
args = ["-p", "no:cacheprovider", "--rootdir=/repo", "tests", "--ignore=tests/browser", "--ignore=tests/pyodide"]
args += ["--ignore=tests/" + f for f in SKIP] + list(EXTRA)
# the long seeded reference runs (marked slow) check the engine's logic, which CPython runs alike
args += ["-m", "not slow"]
code = int(pytest.main(args))
sys.stdout.flush()
sys.stderr.flush()
code
`);
process.exitCode = code;
