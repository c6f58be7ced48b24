/** Stores uploaded files; the local default writes under DATA_DIR/uploads, S3 (or compatible) when configured. */
import type { Readable } from "node:stream";

/** The path every stored file is served under by the app (modules/media/routes.ts), whichever the provider. */
export const UPLOADS_URL_PREFIX = "/uploads/";

export interface StoredFile {
  body: Readable;
  contentType: string;
  /** Bytes, when the store knows. */
  size: number | undefined;
}

export interface StorageProvider {
  readonly name: string;
  /** Saves bytes at a relative key (e.g. "restaurants/abc/logo-1a2b.webp"); returns the public URL. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Reads a stored file by key, or null when there is none (served at /uploads/<key>). */
  get(key: string): Promise<StoredFile | null>;
  /** Removes a file given its public URL; unknown URLs are ignored. */
  remove(url: string): Promise<void>;
  /** Releases connections (the app calls it when it closes). */
  close?(): void;
}

/**
 * Keys are made by the server (`<purpose>/<uuid>.webp`, `seed/...`), so anything else in a request path (`..`,
 * empty segments, odd characters) names no file.
 */
export function isStorageKey(key: string): boolean {
  // Separators never touch, so neither `..` nor `//` can appear.
  return key.length <= 300 && /^[A-Za-z0-9_-]+(?:[./][A-Za-z0-9_-]+)*$/.test(key);
}
