/** The Hindi catalog: every namespace file of this folder, loaded as one chunk when Hindi is shown. */
import { localizeMessage as localizeMessageIn } from "@zaika/contract/messages-hi";
import type { Catalog } from "../../lib/i18n";

const files = import.meta.glob<Record<string, string>>("./*.json", { eager: true, import: "default" });

const catalog: Catalog = Object.fromEntries(
  Object.entries(files).map(([file, texts]) => [file.replace(/^\.\/(.*)\.json$/, "$1"), texts]),
);
export default catalog;

/** Hindi for the contract's and the server's English messages (zod messages, MESSAGES, business rules). */
export function localizeMessage(message: string): string {
  return localizeMessageIn(message, "hi");
}
