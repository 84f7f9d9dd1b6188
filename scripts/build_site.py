#!/usr/bin/env python3
"""Build the static web page into site/: our wheel, the self-hosted Pyodide runtime, web/, a service worker.

    python3 scripts/build_site.py [--out site]

Needs `npm ci` first (the Pyodide runtime comes from the npm package `pyodide`, pinned in
package.json/package-lock.json; never a CDN).  Everything Python would do on a first visit that can be done
here is done here, inside Pyodide under Node (the page's own CPython): the standard library and our engine
compiled to bytecode (scripts/pyodide_compile.mjs; the engine from its minified source, minify_python), the
standard library cut to what Python's start-up and the engine import (scripts/pyodide_snapshot.mjs trace),
and a memory snapshot of Python with the engine imported and its first-use tables built
(scripts/pyodide_snapshot.mjs snapshot). Results are cached in .cache/build/.

Layout of site/ (every path relative, so it works under a sub-path):
    index.html, *.css, *.js ...        our web/ files (revalidated on every visit; the SW makes them instant)
    sw.js                              with the build's precache list written in
    immutable/worker-<hash>.js         web/worker.js with the build's file names written in (engine.js names it;
                                       index.html preloads it and the runtime files it fetches first)
    manifest.webmanifest, icons/       the web app manifest (web/) and its PNG icons (scripts/make_icons.py)
    immutable/pyodide-<hash>/          pyodide.mjs, pyodide.asm.mjs, pyodide.asm.wasm, python_stdlib.zip.gz (the
                                       members Python's start-up and the engine import, as bytecode)
    immutable/snapshot-<hash>.bin.gz   Python's memory with the engine imported (sparse, gzipped): restored
                                       instead of starting Python where the link makes it pay (worker.js)
    immutable/agari-<hash>.whl.gz      our engine as bytecode (compiled by Pyodide's CPython from the minified
                                       source), a stored-member wheel gzipped whole, without the packages of
                                       the games other than the default one:
    immutable/agari-<game>-<hash>.zip.gz  each such game's package (bytecode), fetched when first asked for
    immutable/agari-op-<op>-<hash>.zip.gz  the packages only one op reads (review, drill; LAZY_OPS), the same way
    build-info.json                    names and sizes for tests and scripts/bench_web.py (not loaded by the page)
Each compressible file also gets a .gz twin (and a .br twin where brotli is 5% smaller) that scripts/serve.py
sends when the browser accepts gzip (br).
"""

from __future__ import annotations

import argparse
import ast
import base64
import gzip
import hashlib
import importlib.util
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYODIDE = ROOT / "node_modules" / "pyodide"
CACHE = ROOT / ".cache" / "build"
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")
# not used by the page: the CLI, the batch mode (its worker processes and Riichi's JSON-text writer, which only
# the batch reads), and the wheel's RECORD and entry points (unpackArchive reads neither); Riichi's meta and its
# names in four languages, which only the meta op reads: the page has that answer from the build (BUILD.meta in
# worker.js, which answers {"op": "meta"} itself)
WEB_WHEEL_SKIP = ("agari/frontends/cli.py", "agari/frontends/display.py", "agari/frontends/words.py",
                  "agari/__main__.py", "agari/frontends/batch.py", "agari/frontends/gamecli.py",
                  "agari/frontends/workers.py", "agari/riichi/resultjson.py",
                  "agari/riichi/meta.py", "agari/riichi/names.py", "agari/riichi/names_zh.py",
                  "agari/riichi/names_ko.py", "agari/py.typed", "agari/frontends/drillcli.py",
                  "agari/frontends/review_cli.py", "agari/frontends/review_text.py",
                  "agari/frontends/safe_text.py", "agari/frontends/distributed.py",
                  "agari/frontends/review_status.py", "agari/frontends/review_summary.py",
                  "agari/frontends/review_summary_text.py", "agari/frontends/ev_text.py",
                  "agari/frontends/danger_text.py")
LAZY_OPS = {"review": ("agari/logs/", "agari/judge/", "agari/gamereview/"), "drill": ("agari/drill/",)}
"""The JSON door's ops whose packages only they read: each op's are a zip of their own that the worker fetches the
first time a request names the op, so a calculator visit never downloads the game review or the drills."""
SHARED_LAZY_OPS = {"verdict": "review"}
"""Ops that read another lazy op's packages (the calculator's verdict: the judge, with the log records it reads), by
the op whose zip they fetch: the worker fetches a zip once, whichever op asks first."""
WEB_WHEEL_SKIP_SUFFIXES = (".dist-info/RECORD", ".dist-info/entry_points.txt")
NOT_PRECACHED = ("build-info.json", "_headers", "glyphs-LICENSE.txt")  # not loaded by the page
MINIFY_SKIP = ("sw.js",)  # written after the precache list is known
STDLIB_PREFIX = "/lib/python314.zip"
SITE_PACKAGES = "/lib/python3.14/site-packages"
OPTIMIZE = 2  # .pyc without asserts and docstrings (Pyodide's own modules keep their docstrings)
KEEP_DOCSTRINGS = ["_pyodide/", "pyodide/"]
FIRST_LINE_ONLY = True  # .pyc line tables shrunk to each function's first line (~10% smaller; pyodide_compile.mjs)
GZIP_SUFFIXES = {".html", ".js", ".mjs", ".css", ".svg", ".json", ".wasm", ".txt", ".webmanifest", ".ico"}
STAMP = (1980, 1, 1, 0, 0, 0)
# Standard-library parts the page never imports (Pyodide's start-up + the engine were traced), left out of
# the page's python_stdlib.zip: ~45% fewer bytes to download. The Node-side test run gets the full library.
# tests/browser/test_infra.py checks that every stdlib module the engine imports directly is kept; the browser
# tests exercise the rest (scoring and analysis run on this trimmed library).
STDLIB_DROP = (
    "multiprocessing/", "email/", "_pyrepl/", "xml/", "xmlrpc/", "unittest/", "http/", "html/", "wsgiref/",
    "ctypes/", "tomllib/", "zoneinfo/", "sqlite3/", "idlelib/", "tkinter/", "turtledemo/", "venv/", "ensurepip/",
    "pdb.pyc", "pydoc.pyc", "doctest.pyc", "tarfile.pyc", "mailbox.pyc", "_pyio.pyc", "imaplib.pyc", "smtplib.pyc",
    "ftplib.pyc", "poplib.pyc", "pickletools.pyc", "optparse.pyc", "argparse.pyc", "configparser.pyc",
    "ipaddress.pyc", "plistlib.pyc", "webbrowser.pyc", "antigravity.pyc", "this.pyc", "__hello__.pyc",
    "__phello__/", "zipapp.pyc", "tabnanny.pyc", "pyclbr.pyc", "cProfile.pyc", "profile.pyc", "pstats.pyc",
    "trace.pyc", "timeit.pyc", "bdb.pyc", "cmd.pyc", "code.pyc", "rlcompleter.pyc", "socketserver.pyc",
    "netrc.pyc", "getpass.pyc", "pty.pyc", "tty.pyc", "wave.pyc", "shelve.pyc", "dbm/", "mimetypes.pyc",
    "quopri.pyc", "getopt.pyc", "modulefinder.pyc", "filecmp.pyc", "fileinput.pyc", "sched.pyc",
    "compileall.pyc", "py_compile.pyc", "_markupbase.pyc", "encodings/",
)
STDLIB_KEEP = tuple(f"encodings/{name}.pyc" for name in (
    "__init__", "aliases", "utf_8", "utf_8_sig", "ascii", "latin_1", "cp437", "idna", "utf_16", "utf_16_le",
    "utf_32", "raw_unicode_escape", "unicode_escape"))
BUILD_MARK = ("/* @build */", "/* @end */")
# What restoring the snapshot saves against starting Python and importing the engine, in seconds of a first
# visit: the worker fetches the snapshot only where the link it measures brings the snapshot's bytes in
# within that time (docs/web-performance.md: boot 0.44 s + engine import 0.25 s against a restore of ~0.15 s
# on the 2-core machine).
SNAPSHOT_SAVES_S = 0.5
STDLIB = "python_stdlib.zip.gz"
# kept in the page's standard library though neither start-up nor the engine imports them: pyodide.unpackArchive
# (the worker's way for a zip not made by this build) reads zips with zipfile, whose names need cp437
STDLIB_ALWAYS = ("encodings.cp437",)  # the page's standard library: a zip of stored members, gzipped whole


def digest(data: bytes, n: int = 12) -> str:
    """Hex content hash used in file names."""
    return hashlib.sha256(data).hexdigest()[:n]


def atomic_write(path: Path, data: bytes) -> None:
    """Write a cache file so that a parallel build never reads half of it."""
    tmp = path.with_name(f"{path.name}.tmp-{os.getpid()}")
    tmp.write_bytes(data)
    tmp.replace(path)


def sri(data: bytes) -> str:
    """Subresource-integrity string of some bytes."""
    return "sha256-" + base64.b64encode(hashlib.sha256(data).digest()).decode()


def project_meta() -> tuple[str, str]:
    """Name from pyproject.toml, version from agari/version.py (the one version number)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    tree = ast.parse((ROOT / "agari" / "version.py").read_text())
    version = next(ast.literal_eval(node.value) for node in tree.body
                   if isinstance(node, ast.Assign) and ast.unparse(node.targets[0]) == "__version__")
    return project["name"], str(version)


class _FunctionAnnotations(ast.NodeTransformer):
    """Drops the annotations of functions (arguments, return, annotated local assignments), which nothing reads
    at run time; class-level annotations stay (dataclasses and NamedTuples are made of them)."""

    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> ast.AST:
        args = node.args
        for arg in [*args.posonlyargs, *args.args, *args.kwonlyargs, args.vararg, args.kwarg]:
            if arg is not None:
                arg.annotation = None
        node.returns = None
        node.body = [self.local(s) for s in node.body]
        self.generic_visit(node)
        return node

    visit_AsyncFunctionDef = visit_FunctionDef  # type: ignore[assignment]

    def local(self, stmt: ast.stmt) -> ast.stmt:
        """`x: T = v` in a function body as `x = v`."""
        if isinstance(stmt, ast.AnnAssign) and stmt.value is not None and stmt.simple:
            return ast.copy_location(ast.Assign(targets=[stmt.target], value=stmt.value), stmt)
        return stmt


def minify_python(source: str) -> str:
    """The same module without docstrings and asserts (what ``python -OO`` drops), function annotations,
    comments and layout: ast.unparse of the pruned tree, so it runs the same on every Python >= 3.11."""
    tree = _FunctionAnnotations().visit(ast.parse(source))
    owners = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
    for node in ast.walk(tree):
        for field in ("body", "orelse", "finalbody"):
            block = getattr(node, field, None)
            if not isinstance(block, list) or not block or not isinstance(block[0], ast.stmt):
                continue
            kept = [s for s in block if not isinstance(s, ast.Assert)]
            if field == "body" and isinstance(node, owners) and kept and isinstance(kept[0], ast.Expr) \
                    and isinstance(kept[0].value, ast.Constant) and isinstance(kept[0].value.value, str):
                kept = kept[1:]
            if len(kept) != len(block):
                setattr(node, field, kept or ([] if isinstance(node, ast.Module) else [ast.Pass()]))
    return ast.unparse(ast.fix_missing_locations(tree)) + "\n"


def build_wheel(dest: Path, minify_source: bool = False) -> Path:
    """A pure-Python wheel of agari/ (source; minified with ``minify_source``), written as a zip per the
    wheel spec."""
    name, version = project_meta()
    dist_info = f"{name}-{version}.dist-info"
    files: list[tuple[str, bytes]] = []
    for path in sorted((ROOT / "agari").rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
            data = path.read_bytes()
            if minify_source and path.suffix == ".py":
                data = minify_python(data.decode()).encode()
            files.append((path.relative_to(ROOT).as_posix(), data))
    metadata = f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\nRequires-Python: >=3.11\n"
    wheel = "Wheel-Version: 1.0\nGenerator: agari-build-site\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    files += [
        (f"{dist_info}/METADATA", metadata.encode()),
        (f"{dist_info}/WHEEL", wheel.encode()),
        (f"{dist_info}/top_level.txt", b"agari\n"),
        (f"{dist_info}/entry_points.txt", b"[console_scripts]\nagari = agari.frontends.cli:main\n"),
    ]
    record = [f"{n},sha256={base64.urlsafe_b64encode(hashlib.sha256(d).digest()).rstrip(b'=').decode()},{len(d)}"
              for n, d in files]
    record.append(f"{dist_info}/RECORD,,")
    files.append((f"{dist_info}/RECORD", ("\n".join(record) + "\n").encode()))
    dest.parent.mkdir(parents=True, exist_ok=True)
    out = dest / f"{name}-{version}-py3-none-any.whl" if dest.is_dir() else dest
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for n, d in files:
            info = zipfile.ZipInfo(n, STAMP)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, d)
    return out


def trim_stdlib(data: bytes) -> bytes:
    """The compiled standard library without the parts the page never imports (STDLIB_DROP)."""
    src = zipfile.ZipFile(io.BytesIO(data))
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for info in src.infolist():
            name = info.filename
            if name.startswith(STDLIB_DROP) and name not in STDLIB_KEEP and name != "encodings/":
                continue
            zf.writestr(info, src.read(info))
    return buf.getvalue()


def lazy_game_packages() -> dict[str, str]:
    """Game name -> the package folder in the wheel that only that game uses (``agari/small/``), for every
    game but the default one: the page fetches such a package when the game is first chosen, so a first
    visit downloads the engine of the default game only (agari.games: a game's module is imported on use)."""
    code = ("import json, sys; from agari.games import DEFAULT_GAME, GAMES; "
            "sys.stdout.write(json.dumps({g.name: g.module for g in GAMES.values() if g.name != DEFAULT_GAME}))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True, capture_output=True, text=True,
                         env={**os.environ, "PYTHONPATH": str(ROOT)})
    modules: dict[str, str] = json.loads(out.stdout)
    return {name: "/".join(module.split(".")[:2]) + "/" for name, module in modules.items()
            if module.count(".") >= 2 and module.startswith("agari.")}


def lazy_packages() -> dict[str, tuple[str, ...]]:
    """Every package split off the first visit's wheel, by the name of its zip: each other game's
    (``small``), each lazy op's (``op-review``)."""
    return {**{game: (folder,) for game, folder in lazy_game_packages().items()},
            **{f"op-{op}": folders for op, folders in LAZY_OPS.items()}}


def web_wheel(data: bytes, lazy: dict[str, tuple[str, ...]] | None = None) -> tuple[bytes, dict[str, bytes]]:
    """The (bytecode) wheel without what the page never reads (WEB_WHEEL_SKIP), its members
    stored and the whole gzipped (~25% smaller than per-member deflate; the worker gunzips it natively);
    and, split off it, each lazily loaded package (``lazy``: name -> its folders) as a zip of its own."""
    lazy = lazy or {}
    src = zipfile.ZipFile(io.BytesIO(data))
    bufs = {name: io.BytesIO() for name in ["", *lazy]}
    zips = {name: zipfile.ZipFile(buf, "w", zipfile.ZIP_STORED) for name, buf in bufs.items()}
    for info in src.infolist():
        source_name = info.filename.removesuffix("c") if info.filename.endswith(".pyc") else info.filename
        if source_name in WEB_WHEEL_SKIP or info.filename.endswith(WEB_WHEEL_SKIP_SUFFIXES):
            continue
        owner = next((name for name, folders in lazy.items() if info.filename.startswith(folders)), "")
        content = src.read(info)
        info.compress_type = zipfile.ZIP_STORED
        zips[owner].writestr(info, content)
    for zf in zips.values():
        zf.close()
    packed = {name: gzip.compress(buf.getvalue(), 9, mtime=0) for name, buf in bufs.items()}
    return packed.pop(""), packed


def compile_in_pyodide(jobs: list[dict[str, object]]) -> None:
    """Compile zips to .pyc inside Pyodide under Node (scripts/pyodide_compile.mjs)."""
    if not jobs:
        return
    CACHE.mkdir(parents=True, exist_ok=True)
    spec = CACHE / f"jobs-{os.getpid()}.json"
    spec.write_text(json.dumps({"pyodide": str(PYODIDE), "jobs": jobs}))
    try:
        subprocess.run(["node", str(ROOT / "scripts" / "pyodide_compile.mjs"), str(spec)], check=True,
                       stdout=subprocess.DEVNULL)
    finally:
        spec.unlink()


def compiled(src_bytes: bytes, prefix: str, jobs: list[dict[str, object]], tag: str) -> Path:
    """Path of the cached compiled twin of a zip; schedules its compilation when missing."""
    script = (ROOT / "scripts" / "pyodide_compile.mjs").read_bytes()
    key = digest(src_bytes + script + prefix.encode() + repr((OPTIMIZE, KEEP_DOCSTRINGS, FIRST_LINE_ONLY)).encode()
                 + PYODIDE_VERSION.encode(), 20)
    out = CACHE / f"{tag}-{key}.zip"
    if not out.exists():
        src = CACHE / f"{tag}-{key}.src.zip"
        CACHE.mkdir(parents=True, exist_ok=True)
        atomic_write(src, src_bytes)
        jobs.append({"src": str(src), "dst": str(out), "prefix": prefix, "optimize": OPTIMIZE,
                     "keep_docstrings": KEEP_DOCSTRINGS, "first_line_only": FIRST_LINE_ONLY})
    return out


def in_pyodide(mode: str, runtime: dict[str, bytes], zips: list[bytes], modules: Sequence[str] = ()
               ) -> tuple[bytes, dict[str, list[str]]]:
    """Run scripts/pyodide_snapshot.mjs MODE on these runtime files with these zips written into site-packages
    (cached by every input): `trace` gives {"needed": stdlib members}, `snapshot` the gzipped memory snapshot
    and {"loaded": stdlib members in it}."""
    script = ROOT / "scripts" / "pyodide_snapshot.mjs"
    key = digest(mode.encode() + b"".join(runtime[k] for k in sorted(runtime)) + b"".join(zips)
                 + "\n".join(modules).encode() + script.read_bytes(), 20)
    cached = CACHE / f"{mode}-{key}.out"
    listing = cached.with_name(cached.name + ".json") if mode == "snapshot" else cached
    if not cached.exists() or not listing.exists():
        work = CACHE / f"{mode}-{key}-{os.getpid()}"
        work.mkdir(parents=True, exist_ok=True)
        try:
            for name, data in runtime.items():
                (work / name).write_bytes(data)
            paths = []
            for i, data in enumerate(zips):
                paths.append(str(work / f"in{i}.zip"))
                Path(paths[-1]).write_bytes(data)
            subprocess.run(["node", str(script), mode, str(work), str(PYODIDE / "pyodide-lock.json"), str(cached),
                            *paths, "--", *modules], check=True, stdout=subprocess.DEVNULL)
        finally:
            shutil.rmtree(work, ignore_errors=True)
    listed: dict[str, list[str]] = json.loads(listing.read_text())
    return (cached.read_bytes() if mode == "snapshot" else b""), listed


def stdlib_imports(wheel: bytes) -> list[str]:
    """Every module an import statement of the engine's Python names, anywhere (function bodies too),
    outside agari: the trace imports them, so a lazy import finds its module in the page's stdlib zip."""
    names: set[str] = set()
    with zipfile.ZipFile(io.BytesIO(wheel)) as zf:
        for name in zf.namelist():
            if not name.endswith(".py") or name in WEB_WHEEL_SKIP:
                continue
            for node in ast.walk(ast.parse(zf.read(name))):
                if isinstance(node, ast.Import):
                    names.update(alias.name for alias in node.names)
                elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                    names.add(node.module)
    return sorted(n for n in names if n.split(".")[0] != "agari")


def only_members(data: bytes, names: list[str]) -> bytes:
    """A zip with only the given members (and the directory entries above them), stored: gzipped whole it is
    10% smaller than with deflated members, and zipimport reads a member without inflating it."""
    keep = set(names)
    folders = {name[:i + 1] for name in keep for i, ch in enumerate(name) if ch == "/"}
    src = zipfile.ZipFile(io.BytesIO(data))
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_STORED) as zf:
        for info in src.infolist():
            if info.filename in keep or info.filename in folders:
                content = src.read(info)
                info.compress_type = zipfile.ZIP_STORED
                zf.writestr(info, content)
    return buf.getvalue()


# what the worker fetches first, preloaded by index.html in this order (the small ones first: they free their
# connection soon); not the snapshot, which the worker fetches only where it pays, nor our wheel, which it asks
# for once the wasm is in
PRELOAD = ("mjs", "asm", "stdlib", "wasm")


def preload_links(paths: list[str]) -> str:
    """index.html's preloads: fetched with the page's first requests, before its modules; the worker's own
    requests for them are answered from the HTTP cache (the files have hashed names, cached for good)."""
    return "\n".join(f'<link rel="preload" href="./{p}" as="fetch" crossorigin fetchpriority="high">'
                     for p in paths)


def wire_size(path: Path) -> int:
    """Bytes a browser that accepts br and gzip downloads for a file (its .br or .gz twin where there is one)."""
    for suffix in (".br", ".gz"):
        twin = path.with_name(path.name + suffix)
        if twin.is_file():
            return twin.stat().st_size
    return path.stat().st_size


def gzip_twin(path: Path) -> None:
    """Write path.gz (level 9, cached by content) when it makes the file smaller."""
    data = path.read_bytes()
    cached = CACHE / "gz" / (digest(data, 24) + ".gz")
    if not cached.exists():
        cached.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(cached, gzip.compress(data, 9, mtime=0))
    if cached.stat().st_size < len(data) * 0.95:
        shutil.copyfile(cached, path.with_name(path.name + ".gz"))


def minify(out: Path) -> None:
    """Minify our JS modules and CSS in place with esbuild (npm devDependency; no bundling, imports kept);
    /*! ... */ licence notices (web/glyphs.js) are kept."""
    esbuild = ROOT / "node_modules" / ".bin" / "esbuild"
    files = [str(p) for p in sorted(out.rglob("*"))
             if p.suffix in (".js", ".css") and p.name not in MINIFY_SKIP
             and p.relative_to(out).parts[0] not in ("immutable", "pyodide")]
    if not files:
        return
    if not esbuild.exists():
        print("build_site: esbuild missing (npm ci): files left unminified", file=sys.stderr)
        return
    subprocess.run([str(esbuild), *files, "--minify", "--format=esm", "--target=es2022", "--legal-comments=inline",
                    f"--outdir={out}", "--allow-overwrite", "--log-level=warning"], check=True)


BROTLI_JS = """
const zlib = require("node:zlib"), fs = require("node:fs");
for (const [src, dst, quality, window] of JSON.parse(process.argv[1])) {
  const data = fs.readFileSync(src);
  const out = zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_LGWIN]: window, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
  fs.writeFileSync(dst + ".tmp-" + process.pid, out);
  fs.renameSync(dst + ".tmp-" + process.pid, dst);
}
"""


# brotli's best setting (quality 11, a 16 MB window) for files of 1 MB and more: the wasm 3.10 MB -> 2.77 MB,
# 0.27 s less at 10 Mbit/s, for ~30 s of one build (cached by content); quality 9 for the rest
BROTLI_BEST_FROM = 1_000_000


def brotli_twins(paths: list[Path]) -> None:
    """Write path.br (brotli, by Node's zlib, cached by content) where it beats the gzip twin by 5%:
    scripts/serve.py sends it to browsers that accept br (the wasm: 3.5 MB gzip -> 2.8 MB)."""
    todo, plan = [], []
    for path in paths:
        data = path.read_bytes()
        quality, window = (11, 24) if len(data) >= BROTLI_BEST_FROM else (9, 22)
        cached = CACHE / "br" / f"{digest(data, 24)}-q{quality}w{window}.br"
        plan.append((path, cached))
        if not cached.exists():
            cached.parent.mkdir(parents=True, exist_ok=True)
            todo.append((str(path), str(cached), quality, window))
    if todo:
        subprocess.run(["node", "-e", BROTLI_JS, json.dumps(todo)], check=True)
    for path, cached in plan:
        gz = path.with_name(path.name + ".gz")
        best = gz.stat().st_size if gz.is_file() else path.stat().st_size
        if cached.stat().st_size < best * 0.95:
            shutil.copyfile(cached, path.with_name(path.name + ".br"))


def is_twin(path: Path) -> bool:
    """Whether a file is the .gz or .br twin of another one (sent with Content-Encoding: gzip / br)."""
    return path.suffix in (".gz", ".br") and path.with_suffix("").is_file()


def write_icons(dest: Path) -> None:
    """The manifest's PNG icons, drawn by scripts/make_icons.py (cached by that script's bytes: ~10 s of Python)."""
    script = ROOT / "scripts" / "make_icons.py"
    folder = CACHE / "icons" / digest(script.read_bytes(), 20)
    if not folder.is_dir():
        spec = importlib.util.spec_from_file_location("agari_make_icons", script)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        tmp = folder.with_name(f"{folder.name}.tmp-{os.getpid()}")
        tmp.mkdir(parents=True, exist_ok=True)
        for name, data in module.icons().items():
            (tmp / name).write_bytes(data)
        try:
            tmp.rename(folder)
        except OSError:  # a parallel build got there first
            shutil.rmtree(tmp, ignore_errors=True)
    shutil.copytree(folder, dest, dirs_exist_ok=True)


def substitute(text: str, value: object, where: str) -> str:
    """Replace the /* @build */ ... /* @end */ literal of a JS file by JSON."""
    start, end = text.find(BUILD_MARK[0]), text.find(BUILD_MARK[1])
    if start < 0 or end < start:
        sys.exit(f"build_site: {where} has no {BUILD_MARK[0]} ... {BUILD_MARK[1]} marker")
    return text[:start + len(BUILD_MARK[0])] + " " + json.dumps(value, separators=(",", ":")) + " " + text[end:]


def pyodide_version() -> str:
    """The installed npm pyodide version (must equal package.json's pin)."""
    if not (PYODIDE / "package.json").exists():
        sys.exit("build_site: node_modules/pyodide is missing; run `npm ci` first")
    version: str = json.loads((PYODIDE / "package.json").read_text())["version"]
    pinned = json.loads((ROOT / "package.json").read_text())["dependencies"]["pyodide"]
    if version != pinned:
        sys.exit(f"build_site: node_modules has pyodide {version} but package.json pins {pinned}; run `npm ci`")
    return version


PYODIDE_VERSION = ""


def engine_meta() -> object:
    """The engine's answer to {"op": "meta"} (pure data from agari/: the same under Pyodide, checked by
    tests/browser/test_infra.py), so the worker can say "ready" without spending Python time on it."""
    code = ("import json, sys; from agari.frontends.jsonapi import handle; "
            "sys.stdout.write(json.dumps(handle({'op': 'meta'})))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True, capture_output=True, text=True,
                         env={**os.environ, "PYTHONPATH": str(ROOT)})
    return json.loads(out.stdout)


def build(out: Path, wheel_dir: Path | None = None) -> dict[str, object]:
    """Build everything into out/ (the minified full wheel for the Pyodide test run into wheel_dir) and return
    the build info."""
    global PYODIDE_VERSION
    PYODIDE_VERSION = pyodide_version()
    name, version = project_meta()
    wheel_dir = wheel_dir or ROOT / "build" / "wheel-pyc"
    wheel_dir.mkdir(parents=True, exist_ok=True)
    wheel_src = build_wheel(wheel_dir / f"source-{os.getpid()}.whl", minify_source=True)
    wheel_min = wheel_src.read_bytes()
    wheel_src.unlink()
    wheel_name_std = f"{name}-{version}-py3-none-any.whl"
    jobs: list[dict[str, object]] = []
    stdlib_pyc = compiled((PYODIDE / "python_stdlib.zip").read_bytes(), STDLIB_PREFIX, jobs, "stdlib")
    # the engine as bytecode made by Pyodide's own CPython: a first visit compiles nothing
    wheel_pyc = compiled(wheel_min, SITE_PACKAGES, jobs, "wheel")
    compile_in_pyodide(jobs)

    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    wheel_bytes, lazy_zips = web_wheel(wheel_pyc.read_bytes(), lazy_packages())
    engine_zip = gzip.decompress(wheel_bytes)
    runtime = {f: (PYODIDE / f).read_bytes() for f in RUNTIME_FILES}
    trimmed = trim_stdlib(stdlib_pyc.read_bytes())
    runtime["python_stdlib.zip"] = trimmed
    # the stdlib members Python's start-up and every engine module import (every game's), found by doing it
    _, traced = in_pyodide("trace", runtime, [engine_zip, *(gzip.decompress(z) for z in lazy_zips.values())],
                           [*stdlib_imports(wheel_min), *STDLIB_ALWAYS])
    runtime["python_stdlib.zip"] = only_members(trimmed, traced["needed"])
    # Python's start-up and the engine's import happen here, once: a fast link restores this memory instead
    snapshot, listed = in_pyodide("snapshot", runtime, [engine_zip])
    snapshot_loaded = listed["loaded"]
    runtime_dir = f"immutable/pyodide-{digest(b''.join(runtime[k] for k in sorted(runtime)))}/"
    (out / runtime_dir).mkdir(parents=True)
    for f, data in runtime.items():
        if f == "python_stdlib.zip":  # gzipped whole, as our wheel: the worker inflates it for Pyodide
            (out / runtime_dir / STDLIB).write_bytes(gzip.compress(data, 9, mtime=0))
        else:
            (out / runtime_dir / f).write_bytes(data)
    snapshot_name = f"immutable/snapshot-{digest(snapshot)}.bin.gz"
    (out / snapshot_name).write_bytes(snapshot)
    wheel_name = f"immutable/agari-{digest(wheel_bytes)}.whl.gz"
    (out / wheel_name).write_bytes(wheel_bytes)
    game_files: dict[str, str] = {}
    op_files: dict[str, str] = {}
    for key, data in lazy_zips.items():
        name = f"immutable/agari-{key}-{digest(data)}.zip.gz"
        (out / name).write_bytes(data)
        if key.startswith("op-"):
            op_files[key.removeprefix("op-")] = name
        else:
            game_files[key] = name
    for op, owner in SHARED_LAZY_OPS.items():
        op_files[op] = op_files[owner]
    # the whole minified wheel (with the CLI) under its proper name, for the Pyodide-under-Node test run
    wheel_for_tests = wheel_dir / wheel_name_std
    wheel_for_tests.write_bytes(wheel_min)
    stdlib_for_tests = wheel_dir / "python_stdlib_full.zip"
    stdlib_for_tests.write_bytes(stdlib_pyc.read_bytes())
    (out / "_headers").write_text(f"/{runtime_dir}pyodide.asm.wasm\n  Content-Type: application/wasm\n")
    # the worker's downloads, as [bytes it reads, bytes on the wire with br/gzip]: its progress bar and its
    # measure of the link
    big = {"wasm": runtime_dir + "pyodide.asm.wasm", "stdlib": runtime_dir + STDLIB,
           "wheel": wheel_name, "snapshot": snapshot_name}
    paths = [out / f for f in big.values()]
    big |= {"mjs": runtime_dir + "pyodide.mjs", "asm": runtime_dir + "pyodide.asm.mjs"}
    for path in paths:
        if path.suffix in GZIP_SUFFIXES:
            gzip_twin(path)
    brotli_twins([p for p in paths if p.suffix in GZIP_SUFFIXES])
    sizes = {k: [(out / f).stat().st_size, wire_size(out / f)] for k, f in big.items() if out / f in paths}

    lock = json.loads((PYODIDE / "pyodide-lock.json").read_text())
    build_const = {
        "pyodide": runtime_dir,
        "wheel": wheel_name,
        "games": game_files,
        "ops": op_files,
        "lock": {"info": lock["info"], "packages": {}},
        "snapshot": snapshot_name,
        "sitePackages": SITE_PACKAGES,
        "version": version,
        "meta": engine_meta(),
        "sizes": sizes,
        "snapshotSaves": SNAPSHOT_SAVES_S,
        "stdlib": STDLIB,
    }
    web = ROOT / "web"
    for path in sorted(web.rglob("*")):
        rel = path.relative_to(web)
        if not path.is_file() or any(p.startswith(".") or p == "__pycache__" for p in rel.parts):
            continue
        dest = out / rel
        dest.parent.mkdir(parents=True, exist_ok=True)
        if rel.as_posix() == "worker.js":
            dest.write_text(substitute(path.read_text(), {"root": "../", **build_const}, "web/worker.js"))
        elif rel.as_posix() != "sw.js":
            shutil.copyfile(path, dest)

    write_icons(out / "icons")
    minify(out)
    # the worker under a hashed name, cached for good, so that index.html can preload it: it and the runtime it
    # fetches start downloading with the page instead of behind the page's own modules
    worker = out / "worker.js"
    worker_name = f"immutable/worker-{digest(worker.read_bytes())}.js"
    worker.rename(out / worker_name)
    engine_js = out / "engine.js"
    text = engine_js.read_text()
    if text.count('"./worker.js"') != 1:
        sys.exit("build_site: engine.js should name \"./worker.js\" exactly once")
    engine_js.write_text(text.replace('"./worker.js"', f'"./{worker_name}"'))
    index = out / "index.html"
    html = index.read_text()
    mark = re.search(r"<!-- @preload.*?-->", html)
    if mark is None:
        sys.exit("build_site: web/index.html has no <!-- @preload --> marker")
    index.write_text(html[:mark.start()] + preload_links([worker_name, *(big[k] for k in PRELOAD)])
                     + html[mark.end():])

    precache = {}
    for path in sorted(out.rglob("*")):
        if path.is_file() and path.name not in NOT_PRECACHED and not is_twin(path):
            precache[path.relative_to(out).as_posix()] = sri(path.read_bytes())
    # the service worker's own code too: a new sw.js makes a new cache (it may keep the files differently)
    version_tag = digest(json.dumps(precache, sort_keys=True).encode() + (web / "sw.js").read_bytes())
    sw_text = substitute((web / "sw.js").read_text(), {"version": version_tag, "files": precache}, "web/sw.js")
    (out / "sw.js").write_text(sw_text)

    for path in sorted(out.rglob("*")):
        if path.is_file() and path.suffix in GZIP_SUFFIXES:
            gzip_twin(path)
    brotli_twins([p for p in sorted(out.rglob("*")) if p.is_file() and p.suffix in GZIP_SUFFIXES])

    own = [p for p in out.rglob("*") if p.is_file() and not is_twin(p)
           and not p.relative_to(out).as_posix().startswith(runtime_dir)]
    info: dict[str, object] = {
        "version": version_tag,
        "pyodide_version": PYODIDE_VERSION,
        "pyodide_dir": runtime_dir,
        "wheel": wheel_name,
        "worker": worker_name,
        "games": game_files,
        "ops": op_files,
        "wheel_for_tests": str(wheel_for_tests),
        "stdlib_for_tests": str(stdlib_for_tests),
        "own_files": sorted(p.relative_to(out).as_posix() for p in own),
        "snapshot": snapshot_name,
        "snapshot_loaded": snapshot_loaded,
        "stdlib_members": traced["needed"],
        "sizes": sizes,
    }
    (out / "build-info.json").write_text(json.dumps(info, indent=1) + "\n")
    return info


def main(argv: list[str] | None = None) -> int:
    """Command line entry."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "site"), help="output folder (default: site/)")
    args = parser.parse_args(argv)
    out = Path(args.out).resolve()
    info = build(out)
    total = sum(f.stat().st_size for f in out.rglob("*") if f.is_file() and not f.name.endswith(".gz"))
    print(f"built {os.path.relpath(out)}: pyodide {info['pyodide_version']}, {total / 1e6:.1f} MB, "
          f"version {info['version']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
