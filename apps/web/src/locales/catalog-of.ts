/** A catalog from a folder's namespace files as `import.meta.glob` gives them: "./cart.json" → namespace "cart". */
/** A catalog: namespace → key → text. */
export type Catalog = Record<string, Record<string, string>>;

export function catalogOf(files: Record<string, Record<string, string>>): Catalog {
  return Object.fromEntries(
    Object.entries(files).map(([file, texts]) => [file.replace(/^\.\/(.*)\.json$/, "$1"), texts]),
  );
}
