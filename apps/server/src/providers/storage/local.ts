/** Local-disk storage: files under `<root>`, served by the app at `/uploads/<key>`. */
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { StorageProvider } from "./types";

export const UPLOADS_URL_PREFIX = "/uploads/";

export function localStorage(root: string): StorageProvider {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return full;
  };
  return {
    name: "local",
    async put(key, body) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, body);
      return `${UPLOADS_URL_PREFIX}${key}`;
    },
    async remove(url) {
      if (!url.startsWith(UPLOADS_URL_PREFIX)) return;
      await rm(resolve(url.slice(UPLOADS_URL_PREFIX.length)), { force: true });
    },
  };
}
