// Service worker: the whole site (page, engine wheel, Pyodide runtime) is cached on the first visit,
// so the calculator then works offline. scripts/build_site.py writes the precache list below:
// every file with its sha256 integrity (the fetch is checked against it) and a version derived from
// all of them, which names the cache; a new build means a new cache and the old one is dropped.
const PRECACHE = /* @build */ { version: "dev", files: {} } /* @end */;
const CACHE = `agari-${PRECACHE.version}`;
const scope = new URL(self.registration.scope);
const urlOf = (path) => new URL(path, scope).href;

/** index.html as kept here: without its preloads, which hurry the runtime's downloads on a first visit but, on a
 * visit this worker answers, would only read each file twice from the cache (the page's copy, the worker's). */
async function withoutPreloads(response) {
  const text = (await response.text()).replace(/<link rel="preload"[^>]*>\n?/g, "");
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.delete("content-encoding");
  return new Response(text, { status: response.status, statusText: response.statusText, headers });
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const files = Object.entries(PRECACHE.files);
      const missing = [];
      for (const [path] of files) {
        if (await cache.match(urlOf(path))) continue;
        // hashed names never change content: reuse them from the previous version's cache
        const old = path.startsWith("immutable/") ? await caches.match(urlOf(path)) : undefined;
        if (old) await cache.put(urlOf(path), old);
        else missing.push(path);
      }
      // a few at a time: the first visit's files are usually still in the HTTP cache
      const queue = missing.slice();
      const worker = async () => {
        while (queue.length) {
          const path = queue.shift();
          const response = await fetch(urlOf(path), {
            integrity: PRECACHE.files[path],
            cache: path.startsWith("immutable/") ? "default" : "no-cache",
          });
          if (!response.ok) throw new Error(`precache ${path}: HTTP ${response.status}`);
          await cache.put(urlOf(path), path === "index.html" ? await withoutPreloads(response) : response);
        }
      };
      await Promise.all([worker(), worker(), worker(), worker()]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        // (and the bytecode an earlier page compiled and kept: the engine now ships as bytecode)
        if ((key.startsWith("agari-") && key !== CACHE) || key === "agari.bytecode") await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(scope.href)) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const url = new URL(request.url);
      url.search = "";
      url.hash = "";
      if (request.mode === "navigate" && url.href === scope.href) url.href = urlOf("index.html");
      const hit = await cache.match(url.href);
      if (hit) return hit;
      return fetch(request);
    })(),
  );
});
