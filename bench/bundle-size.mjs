// First-load JavaScript of the built web app: the scripts index.html loads (classic and module), the app's own that
// its entry starts (route-preloads.json `app`, which the server announces with the page), and every chunk they import
// statically, with their gzip and brotli sizes. Lazy chunks (import()) are not counted: routes, maps, charts.
// Usage: node bench/bundle-size.mjs [dist dir] [--budget KB] [--json] (default apps/web/dist, budget 120 KB gzip).
// Exits 1 when the gzip total is over the budget. `npm run build` (or vite build --outDir) first.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The script URLs index.html loads before the app runs: <script src> and <link rel="modulepreload">. */
export function entryScripts(html) {
  const found = new Set();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) found.add(match[1]);
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) found.add(match[1]);
  return [...found].filter((src) => src.startsWith("/"));
}

/** The modules a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`), never `import("./x.js")`. */
export function staticImports(code) {
  const found = new Set();
  for (const match of code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g)) {
    found.add(match[1]);
  }
  for (const match of code.matchAll(/\bexport\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+\.js)["']/g)) found.add(match[1]);
  return [...found];
}

/** Every file of the first load, by path relative to the dist folder, with its raw, gzip and brotli bytes. */
export function firstLoad(dist) {
  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  const seen = new Map();
  const visit = (relative) => {
    if (seen.has(relative)) return;
    const code = readFileSync(path.join(dist, relative));
    seen.set(relative, {
      file: relative,
      raw: code.length,
      gzip: gzipSync(code, { level: 9 }).length,
      brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
    for (const imported of staticImports(code.toString("utf8"))) {
      visit(path.posix.join(path.posix.dirname(relative), imported));
    }
  };
  let app = [];
  try {
    app = JSON.parse(readFileSync(path.join(dist, "route-preloads.json"), "utf8")).app ?? [];
  } catch {
    // A build without the file: index.html lists everything.
  }
  for (const src of [...entryScripts(html), ...app]) visit(src.replace(/^\//, ""));
  const files = [...seen.values()].sort((a, b) => b.gzip - a.gzip);
  const total = files.reduce(
    (sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip, brotli: sum.brotli + f.brotli }),
    {
      raw: 0,
      gzip: 0,
      brotli: 0,
    },
  );
  return { files, total };
}

const kb = (bytes) => Math.round(bytes / 102.4) / 10;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const budgetAt = args.indexOf("--budget");
  const budgetKb = budgetAt >= 0 ? Number(args[budgetAt + 1]) : 120;
  const dist = path.resolve(
    args.find((arg, i) => !arg.startsWith("--") && args[i - 1] !== "--budget") ?? path.join(root, "apps/web/dist"),
  );
  const { files, total } = firstLoad(dist);
  if (args.includes("--json")) {
    console.info(JSON.stringify({ dist, budgetKb, files, total }, null, 2));
  } else {
    console.info(`First-load JavaScript of ${dist} (${files.length} files)`);
    console.table(
      files.map((f) => ({ file: f.file, "raw KB": kb(f.raw), "gzip KB": kb(f.gzip), "brotli KB": kb(f.brotli) })),
    );
    console.info(
      `Total: ${kb(total.raw)} KB raw, ${kb(total.gzip)} KB gzip, ${kb(total.brotli)} KB brotli (budget ${budgetKb} KB gzip)`,
    );
  }
  if (total.gzip > budgetKb * 1024) {
    console.error(`Over budget: ${kb(total.gzip)} KB gzip > ${budgetKb} KB`);
    process.exitCode = 1;
  }
}
