/**
 * Stored pictures at the responsive widths of the contract (IMAGE_WIDTHS, `/uploads/<key>?w=320`): made with sharp
 * from the stored picture on the first request for them, then kept on this node's disk and read from there. Keys
 * never change content (a new picture gets a new key), so a kept file never goes stale; a picture no wider than the
 * width asked for is kept as it is stored.
 */
import { createReadStream } from "node:fs";
import { mkdir, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { ImageWidth } from "@zaika/contract/media";
import { resizeImage } from "../../lib/images";
import { isStorageKey, type StorageProvider, type StoredFile } from "../../providers/storage/types";

const WEBP = "image/webp";

export interface ImageWidths {
  /** The picture stored at `key`, `width` pixels wide (or narrower when it is); null when no picture has that key. */
  get(key: string, width: ImageWidth): Promise<StoredFile | null>;
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Kept files as they are named on disk: `<cacheDir>/<width>/<key>`; the content type follows the key's extension. */
export function imageWidths(storage: StorageProvider, cacheDir: string): ImageWidths {
  const root = path.resolve(cacheDir);
  /** Requests for the same file while it is being made share the work. */
  const making = new Map<string, Promise<Buffer | null>>();

  const typeOf = (key: string) => (key.endsWith(".webp") ? WEBP : null);

  async function make(key: string, width: ImageWidth, file: string): Promise<Buffer | null> {
    const stored = await storage.get(key);
    if (!stored) return null;
    const original = await readAll(stored.body);
    const body = (await resizeImage(original, width)) ?? original;
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside and renamed, so a request never reads half a file.
    const partial = `${file}.${process.pid}.${Date.now()}.part`;
    await writeFile(partial, body);
    await rename(partial, file);
    return body;
  }

  return {
    async get(key, width) {
      if (!isStorageKey(key)) return null;
      const contentType = typeOf(key);
      // Only the pipeline's WebP pictures have widths; anything else is served as stored.
      if (!contentType) return storage.get(key);
      const file = path.join(root, String(width), key);
      if (!file.startsWith(root + path.sep)) return null;
      const kept = await stat(file).catch(() => null);
      if (kept?.isFile()) return { body: createReadStream(file), contentType, size: kept.size };
      const id = `${width}/${key}`;
      let pending = making.get(id);
      if (!pending) {
        pending = make(key, width, file).finally(() => making.delete(id));
        making.set(id, pending);
      }
      const body = await pending;
      if (!body) return null;
      return { body: Readable.from([body]), contentType, size: body.length };
    },
  };
}
