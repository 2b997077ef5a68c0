// Run Readability.js 0.6 over a batch of pages (bench only; see ../readability_diff.py).
// In: argv[2] = JSON file [{id, path (.html or .html.gz), url}, ...].
// Out: one JSON line per page on stdout:
//   {id, title, byline, siteName, publishedTime, excerpt, lang, textContent, ms} or {id, error}.
"use strict";
const fs = require("fs");
const zlib = require("zlib");
const { JSDOM, VirtualConsole } = require("jsdom");
const { Readability } = require("@mozilla/readability");

const tasks = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const quiet = new VirtualConsole(); // swallow CSS/script parse noise
const utf8 = new TextDecoder("utf-8", { fatal: true });

for (const task of tasks) {
  const started = Date.now();
  let out;
  try {
    let bytes = fs.readFileSync(task.path);
    if (task.path.endsWith(".gz")) bytes = zlib.gunzipSync(bytes);
    // Valid UTF-8 is taken as UTF-8 (jsdom would default to windows-1252 without a <meta charset>);
    // other bytes go in as a Buffer so jsdom sniffs the charset as a browser does.
    let input = bytes;
    try { input = utf8.decode(bytes); } catch (_) { /* not UTF-8 */ }
    const dom = new JSDOM(input, { url: task.url || "https://example.invalid/", virtualConsole: quiet });
    const article = new Readability(dom.window.document).parse();
    out = article
      ? {
          id: task.id,
          title: article.title ?? null,
          byline: article.byline ?? null,
          siteName: article.siteName ?? null,
          publishedTime: article.publishedTime ?? null,
          excerpt: article.excerpt ?? null,
          lang: article.lang ?? null,
          textContent: article.textContent ?? "",
        }
      : { id: task.id, title: null, byline: null, textContent: "", none: true };
    dom.window.close();
  } catch (err) {
    out = { id: task.id, error: String(err && err.message ? err.message : err) };
  }
  out.ms = Date.now() - started;
  process.stdout.write(JSON.stringify(out) + "\n");
}
