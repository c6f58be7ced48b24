/**
 * A catalog from a folder's namespace files as `import.meta.glob` gives them: "./cart.json" → namespace "cart". The
 * files' texts arrive compiled for Lingui (plugins/compile-catalogs.ts): a string, or the tokens @lingui/core fills in.
 */
import type { Messages } from "@lingui/core";

/** A catalog: namespace → key → compiled text. */
export type Catalog = Record<string, Messages>;

export function catalogOf(files: Record<string, Messages>): Catalog {
  return Object.fromEntries(
    Object.entries(files).map(([file, texts]) => [file.replace(/^\.\/(.*)\.json$/, "$1"), texts]),
  );
}
