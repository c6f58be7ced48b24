/** A catalog from a folder's namespace files as `import.meta.glob` gives them: "./cart.json" → namespace "cart". */
import type { Catalog } from "../lib/i18n";

export function catalogOf(files: Record<string, Record<string, string>>): Catalog {
  return Object.fromEntries(
    Object.entries(files).map(([file, texts]) => [file.replace(/^\.\/(.*)\.json$/, "$1"), texts]),
  );
}
