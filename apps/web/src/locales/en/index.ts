/** The English catalog: every namespace file of this folder, loaded as one chunk when English is shown. */
import type { Catalog } from "../../lib/i18n";

const files = import.meta.glob<Record<string, string>>("./*.json", { eager: true, import: "default" });

const catalog: Catalog = Object.fromEntries(
  Object.entries(files).map(([file, texts]) => [file.replace(/^\.\/(.*)\.json$/, "$1"), texts]),
);
export default catalog;
