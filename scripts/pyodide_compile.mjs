// Compile the .py files of zip archives (Pyodide's python_stdlib.zip, our wheel) to .pyc
// INSIDE Pyodide under Node, so the bytecode matches Pyodide's CPython exactly (no local 3.14).
//
// usage: node scripts/pyodide_compile.mjs JOBS.json
//   JOBS.json: {"pyodide": "node_modules/pyodide",
//               "jobs": [{"src": "in.zip", "dst": "out.zip", "prefix": "/lib/python314.zip",
//                         "optimize": 2, "keep_docstrings": ["_pyodide/", "pyodide/"],
//                         "drop": ["unittest/", "pdb.py"],     (members left out, by name prefix)
//                         "first_line_only": true}]}           (line tables shrunk, see below)
// Each .py member becomes a sourceless .pyc member (zipimport and the path finder load those
// directly); other members are copied; a wheel's RECORD is rewritten to match.
// first_line_only: every instruction of a function is attributed to the function's first line (a
// two-byte-per-8-instructions location table instead of the real one): ~10% smaller compressed;
// tracebacks still name the file and function (with its `def` line). Not for keep_docstrings members.
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const spec = JSON.parse(readFileSync(process.argv[2], "utf8"));
const pyodideDir = path.resolve(spec.pyodide);
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
// no column ranges in the bytecode (like `python -X no_debug_ranges`): ~30% smaller, line numbers kept
const py = await loadPyodide({ indexURL: pyodideDir + "/", env: { PYTHONNODEBUGRANGES: "1" } });

const COMPILER = String.raw`
import base64, hashlib, importlib._bootstrap_external as bx, json, zipfile

def first_line_table(n):
    # n code units, each entry: 1 | code 13 (no columns) | length-1, then line delta 0 (signed varint)
    full, rest = divmod(n, 8)
    return b"\xef\x00" * full + (bytes([0xe8 + rest - 1, 0]) if rest else b"")

def first_line_only(code):
    consts = tuple(first_line_only(c) if hasattr(c, "co_code") else c for c in code.co_consts)
    return code.replace(co_consts=consts, co_linetable=first_line_table(len(code.co_code) // 2))

def compile_zip(src, dst, prefix, optimize, keep_docstrings, drop, first_line=False):
    drop = tuple(drop)
    stamp = (1980, 1, 1, 0, 0, 0)
    record = None
    entries = []
    with zipfile.ZipFile(src) as zin:
        for info in zin.infolist():
            name = info.filename
            if name.startswith(drop):
                continue
            data = zin.read(info)
            if name.endswith("/"):
                entries.append((name, b""))
                continue
            if name.endswith(".dist-info/RECORD"):
                record = name
                continue
            if name.endswith(".py"):
                keep = name.startswith(tuple(keep_docstrings))
                try:
                    code = compile(data, prefix + "/" + name, "exec", dont_inherit=True, optimize=0 if keep else optimize)
                except SyntaxError:
                    pass
                else:
                    if first_line and not keep:
                        code = first_line_only(code)
                    name, data = name + "c", bytes(bx._code_to_timestamp_pyc(code, 0, 0))
            entries.append((name, data))
    if record is not None:
        lines = []
        for name, data in entries:
            if not name.endswith("/"):
                digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
                lines.append(f"{name},sha256={digest},{len(data)}")
        lines.append(f"{record},,")
        entries.append((record, ("\n".join(lines) + "\n").encode()))
    with zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zout:
        for name, data in entries:
            info = zipfile.ZipInfo(name, stamp)
            info.compress_type = zipfile.ZIP_STORED if name.endswith("/") else zipfile.ZIP_DEFLATED
            info.external_attr = (0o40755 << 16) | 0x10 if name.endswith("/") else 0o644 << 16
            zout.writestr(info, data)
    return len(entries)
`;
py.runPython(COMPILER);
const compileZip = py.globals.get("compile_zip");
for (const [i, job] of spec.jobs.entries()) {
  const src = `/tmp/in${i}.zip`;
  const dst = `/tmp/out${i}.zip`;
  py.FS.writeFile(src, readFileSync(job.src));
  const n = compileZip(src, dst, job.prefix, job.optimize ?? 0, py.toPy(job.keep_docstrings ?? []),
                      py.toPy(job.drop ?? []), Boolean(job.first_line_only));
  const tmp = `${job.dst}.tmp-${process.pid}`;  // atomic: parallel builds share the cache
  writeFileSync(tmp, py.FS.readFile(dst));
  renameSync(tmp, job.dst);
  console.log(`compiled ${job.src} -> ${job.dst} (${n} members)`);
}
