/**
 * Build only: writes route-preloads.json (contract seo.ts) beside index.html: the app's own scripts (src/main.ts and
 * src/app/mount.tsx, which the entry src/boot.ts imports, with their static imports); for each preloaded customer page
 * (src/app/preloaded-pages.ts) the chunk files its route loads lazily, with their static imports, less what the app
 * loads first; and the same for each language's core texts. The server announces them in the page's head, or lists
 * them for the entry to fetch after the first view (apps/server/src/modules/seo/pages.ts), so they download together.
 */
import path from "node:path";
import type { Plugin, Rolldown } from "vite";

/**
 * The contract's ROUTE_PRELOADS_FILE and RoutePreloads (seo.ts), written out: Vite's config loader cannot import the
 * contract's TypeScript (./route-preloads.test.ts checks they agree).
 */
export const ROUTE_PRELOADS_FILE = "route-preloads.json";
export interface RoutePreloads {
  pages: Array<{ path: string; scripts: string[] }>;
  texts: Record<string, string[]>;
  app?: string[];
}

type Chunk = Rolldown.OutputChunk;

const ZOD_MODULE = /[\\/]node_modules[\\/]zod[\\/]/;

interface PreloadTable {
  /** The app's own modules, which the entry (src/boot.ts) imports dynamically, one after the other. */
  app?: readonly string[];
  pages: ReadonlyArray<{ path: string; modules: readonly string[]; validatesWithZod?: boolean }>;
  texts: Readonly<Record<string, string>>;
}

/** The chunk files a set of chunks needs before it runs: themselves and their static imports, transitively. */
export function staticClosure(start: readonly Chunk[], byFile: ReadonlyMap<string, Chunk>): Set<string> {
  const files = new Set<string>();
  const visit = (chunk: Chunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) visit(next);
    }
  };
  for (const chunk of start) visit(chunk);
  return files;
}

/** The preload lists of a finished bundle; `root` is the web app's folder the table's paths are relative to. */
export function routePreloadsOf(chunks: readonly Chunk[], table: PreloadTable, root: string): RoutePreloads {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = (module: string): Chunk => {
    const id = path.resolve(root, module);
    const chunk =
      chunks.find((candidate) => candidate.facadeModuleId === id) ??
      chunks.find((candidate) => candidate.moduleIds.includes(id));
    if (!chunk) throw new Error(`route-preloads: no chunk holds ${module} (renamed? see src/app/preloaded-pages.ts)`);
    return chunk;
  };
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const entry = staticClosure(entries, byFile);
  // What every page runs first: the entry, the app it starts, and their static imports.
  const loadedFirst = staticClosure([...entries, ...(table.app ?? []).map(chunkOf)], byFile);
  const filesOf = (modules: readonly string[]) =>
    [...staticClosure(modules.map(chunkOf), byFile)].filter((file) => !loadedFirst.has(file));
  const scriptsOf = (modules: readonly string[]) => filesOf(modules).map((file) => `/${file}`);
  // Zod (about 24 KB gzipped) is for the pages with forms that validate before sending: any other customer page that
  // loads it took a helper from a contract module with schemas instead of its zod-free rules (decision 026).
  for (const page of table.pages) {
    if (page.validatesWithZod) continue;
    const withZod = [...loadedFirst, ...filesOf(page.modules)].find((file) =>
      byFile.get(file)?.moduleIds.some((id) => ZOD_MODULE.test(id)),
    );
    if (withZod) {
      throw new Error(
        `route-preloads: ${page.path} loads zod (in ${withZod}): import the contract's zod-free *-rules modules there`,
      );
    }
  }
  return {
    // Vite announces the entry's own imports in index.html; the app it starts is the server's to announce.
    app: [...loadedFirst].filter((file) => !entry.has(file)).map((file) => `/${file}`),
    pages: table.pages.map((page) => ({ path: page.path, scripts: scriptsOf(page.modules) })),
    texts: Object.fromEntries(Object.entries(table.texts).map(([language, module]) => [language, scriptsOf([module])])),
  };
}

export function routePreloads(table: PreloadTable): Plugin {
  let root = process.cwd();
  return {
    name: "zaika-route-preloads",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === "chunk");
      const preloads = routePreloadsOf(chunks, table, root);
      this.emitFile({ type: "asset", fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}
