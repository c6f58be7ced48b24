/** Local-disk storage: files under `<root>`, served by the app at `/uploads/<key>`. */
import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { isStorageKey, type StorageProvider, UPLOADS_URL_PREFIX } from "./types";

export { UPLOADS_URL_PREFIX };

/** Files are stored as the image pipeline wrote them; the name says what they are. */
const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
};

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
    async get(key) {
      if (!isStorageKey(key)) return null;
      const full = resolve(key);
      const found = await stat(full).catch(() => null);
      if (!found?.isFile()) return null;
      return {
        body: createReadStream(full),
        contentType: CONTENT_TYPES[path.extname(full).toLowerCase()] ?? "application/octet-stream",
        size: found.size,
      };
    },
    async remove(url) {
      if (!url.startsWith(UPLOADS_URL_PREFIX)) return;
      await rm(resolve(url.slice(UPLOADS_URL_PREFIX.length)), { force: true });
    },
  };
}
