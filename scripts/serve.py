#!/usr/bin/env python3
"""Serve the built site/ on http://127.0.0.1:8000 with the production headers (netlify.toml).

    python3 scripts/serve.py [--dir site] [--port 8000] [--prefix /sub/path/] [--throttle [MBIT,RTT_MS]]

Correct MIME types (application/wasm, text/javascript), the Content-Security-Policy and cache headers
of netlify.toml (plus site/_headers), ETag revalidation, and the build's .br / .gz twins when the browser
accepts br / gzip.  The browser tests and scripts/bench_web.py use `start_server()` from here.

--throttle serves as a phone on a fair mobile link would be served (default 10 Mbit/s, 100 ms): every
response waits one round trip before its first byte, and all responses share one bandwidth (their bytes
go out in 16 KB slices, one slice at a time on the link), so every request -- the page's, the worker's,
the service worker's -- is slowed the same way, in any browser.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import http.server
import sys
import threading
import time
import tomllib
import urllib.parse
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
MIME = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".whl": "application/zip",
    ".gz": "application/gzip",
    ".txt": "text/plain; charset=utf-8",
    ".woff2": "font/woff2",
}
Rule = tuple[str, dict[str, str]]
PHONE = (10.0, 100.0)  # --throttle's default: 10 Mbit/s shared, 100 ms round trip per response
SLICE = 16 * 1024


class Link:
    """A throttled link: one round trip of latency per response, one bandwidth shared by every response.

    Each slice of a body reserves the link for len/rate seconds after the last reservation (first come,
    first served, so concurrent responses share the bandwidth slice by slice) and is sent when its time
    on the link has passed."""

    def __init__(self, mbit: float, rtt_ms: float) -> None:
        if mbit <= 0 or rtt_ms < 0:
            raise ValueError(f"throttle: bandwidth must be > 0 and round trip >= 0 (got {mbit} Mbit/s, {rtt_ms} ms)")
        self.rate = mbit * 1e6 / 8  # bytes per second
        self.rtt = rtt_ms / 1000
        self.lock = threading.Lock()
        self.free_at = 0.0
        self.sent = 0

    def round_trip(self) -> None:
        """The wait before a response's first byte."""
        time.sleep(self.rtt)

    def send(self, write: Callable[[bytes], object], data: bytes) -> None:
        """Write data through the link, slice by slice."""
        for at in range(0, len(data), SLICE):
            part = data[at:at + SLICE]
            with self.lock:
                start = max(time.monotonic(), self.free_at)
                self.free_at = start + len(part) / self.rate
                done = self.free_at
                self.sent += len(part)
            time.sleep(max(0.0, done - time.monotonic()))
            write(part)


def parse_throttle(text: str) -> tuple[float, float]:
    """'10,100' -> (10.0 Mbit/s, 100.0 ms); a clear error for anything else."""
    try:
        mbit, rtt = (float(x) for x in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"--throttle wants MBIT,RTT_MS (e.g. 10,100), not {text!r}") from None
    if mbit <= 0 or rtt < 0:
        raise argparse.ArgumentTypeError(f"--throttle: bandwidth must be > 0 and round trip >= 0, not {text!r}")
    return mbit, rtt


def netlify_rules(site: Path) -> list[Rule]:
    """Header rules of netlify.toml followed by those of site/_headers, in order."""
    rules: list[Rule] = []
    toml = ROOT / "netlify.toml"
    if toml.exists():
        for rule in tomllib.loads(toml.read_text()).get("headers", []):
            rules.append((rule["for"], dict(rule.get("values", {}))))
    extra = site / "_headers"
    if extra.exists():
        current: dict[str, str] | None = None
        for line in extra.read_text().splitlines():
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            if not line[0].isspace():
                current = {}
                rules.append((line.strip(), current))
            elif current is not None and ":" in line:
                key, value = line.split(":", 1)
                current[key.strip()] = value.strip()
    return rules


def matches(pattern: str, path: str) -> bool:
    """Netlify path matching: exact, or a prefix ending in /*."""
    if pattern.endswith("/*"):
        return path.startswith(pattern[:-1])
    return path == pattern


def headers_for(rules: Iterable[Rule], path: str) -> dict[str, str]:
    """All headers the rules give to a site path (later rules win)."""
    out: dict[str, str] = {"Cache-Control": "no-cache"}
    for pattern, values in rules:
        if matches(pattern, path):
            out.update(values)
    return out


def make_handler(site: Path, prefix: str = "/", fail: dict[str, int] | None = None,
                 mime_override: dict[str, str] | None = None, delay: dict[str, float] | None = None,
                 extra_headers: dict[str, dict[str, str]] | None = None, link: Link | None = None
                 ) -> type[http.server.BaseHTTPRequestHandler]:
    """A request handler class serving `site` under `prefix`.

    For tests: `fail` maps path suffixes to error statuses, `mime_override` file suffixes to types,
    `delay` path suffixes to seconds to wait before answering, `extra_headers` path suffixes to headers.
    `link`: every response goes through this throttled link (--throttle).
    """
    site = site.resolve()
    rules = netlify_rules(site)
    failing = dict(fail or {})
    delays = dict(delay or {})
    extras = dict(extra_headers or {})
    mimes = {**MIME, **(mime_override or {})}
    etags: dict[tuple[str, float, int], str] = {}

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        server_version = "agari-serve"

        def log_message(self, format: str, *args: object) -> None:
            pass

        def do_HEAD(self) -> None:
            if link is not None:
                link.round_trip()
            self.respond(body=False)

        def do_GET(self) -> None:
            if link is not None:
                link.round_trip()
            self.respond(body=True)

        def write_body(self, data: bytes) -> None:
            with contextlib.suppress(BrokenPipeError, ConnectionResetError):
                if link is None:
                    self.wfile.write(data)
                else:
                    link.send(self.wfile.write, data)

        def send_error_page(self, status: int, text: str) -> None:
            data = text.encode()
            self.send_response(status)
            self.send_header("Content-Type", "text/plain; charset=utf-8")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            if self.command != "HEAD":
                self.write_body(data)

        def respond(self, body: bool) -> None:
            path = urllib.parse.unquote(urllib.parse.urlsplit(self.path).path)
            if not path.startswith(prefix):
                if path in ("/", prefix.rstrip("/")):
                    self.send_response(302)
                    self.send_header("Location", prefix)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                self.send_error_page(404, "not found")
                return
            rel = path[len(prefix):]
            for suffix, seconds in delays.items():
                if rel.endswith(suffix):
                    time.sleep(seconds)
            for suffix, status in failing.items():
                if rel.endswith(suffix):
                    self.send_error_page(status, f"failing on purpose: {rel}")
                    return
            if rel == "" or rel.endswith("/"):
                rel += "index.html"
            file = (site / rel).resolve()
            if site not in file.parents or not file.is_file() or file.name.startswith("_headers"):
                self.send_error_page(404, "not found")
                return
            stat = file.stat()
            key = (str(file), stat.st_mtime, stat.st_size)
            if key not in etags:
                etags[key] = '"' + hashlib.sha256(file.read_bytes()).hexdigest()[:16] + '"'
            etag = etags[key]
            headers = headers_for(rules, "/" + rel)
            headers.setdefault("Content-Type", mimes.get(file.suffix, "application/octet-stream"))
            headers["ETag"] = etag
            for suffix, values in extras.items():
                if rel.endswith(suffix):
                    headers.update(values)
            headers["Vary"] = "Accept-Encoding"
            if self.headers.get("If-None-Match") == etag:
                self.send_response(304)
                for k, v in headers.items():
                    if k != "Content-Type":
                        self.send_header(k, v)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            accepted = self.headers.get("Accept-Encoding", "")
            for token, suffix in (("br", ".br"), ("gzip", ".gz")):
                twin = file.with_name(file.name + suffix)
                if token in accepted and twin.is_file():
                    file = twin
                    headers["Content-Encoding"] = token
                    break
            data = file.read_bytes()
            self.send_response(200)
            for k, v in headers.items():
                self.send_header(k, v)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            if body:
                self.write_body(data)

    return Handler


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    link: Link | None = None

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A browser that drops a connection (a cancelled preload, a closed page) is no error of the server."""
        if isinstance(sys.exc_info()[1], (ConnectionResetError, BrokenPipeError)):
            return
        super().handle_error(request, client_address)


def start_server(site: Path, port: int = 0, host: str = "127.0.0.1", prefix: str = "/",
                 fail: dict[str, int] | None = None, mime_override: dict[str, str] | None = None,
                 delay: dict[str, float] | None = None, extra_headers: dict[str, dict[str, str]] | None = None,
                 throttle: tuple[float, float] | None = None) -> tuple[Server, str]:
    """Serve in a background thread; returns the server and the site's base URL. `throttle`: (Mbit/s, round
    trip ms) of a shared throttled link (the server's `link` attribute), as --throttle."""
    if not prefix.endswith("/"):
        prefix += "/"
    link = Link(*throttle) if throttle else None
    server = Server((host, port), make_handler(site, prefix, fail, mime_override, delay, extra_headers, link))
    server.link = link
    threading.Thread(target=server.serve_forever, daemon=True, name="agari-serve").start()
    return server, f"http://{host}:{server.server_address[1]}{prefix}"


def main(argv: list[str] | None = None) -> int:
    """Command line entry."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", default=str(ROOT / "site"), help="folder to serve (default: site/)")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--prefix", default="/", help="serve under this sub-path, e.g. /agari/")
    parser.add_argument("--throttle", nargs="?", const=PHONE, type=parse_throttle, metavar="MBIT,RTT_MS",
                        help="a throttled link shared by all responses: bandwidth and round trip per response "
                             f"(default {PHONE[0]:g},{PHONE[1]:g}: a phone on a fair mobile link)")
    args = parser.parse_args(argv)
    site = Path(args.dir)
    if not (site / "index.html").exists():
        print(f"serve: {site}/index.html is missing; run python3 scripts/build_site.py first", file=sys.stderr)
        return 1
    prefix = args.prefix if args.prefix.endswith("/") else args.prefix + "/"
    link = Link(*args.throttle) if args.throttle else None
    server = Server((args.host, args.port), make_handler(site, prefix, link=link))
    slow = f" (throttled: {args.throttle[0]:g} Mbit/s shared, {args.throttle[1]:g} ms a response)" if link else ""
    print(f"agari: serving {site} on http://{args.host}:{server.server_address[1]}{prefix}{slow}  (Ctrl+C to stop)",
          flush=True)
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main())
