/** Stores uploaded files; the local default writes under DATA_DIR/uploads, served at /uploads. */
export interface StorageProvider {
  readonly name: string;
  /** Saves bytes at a relative key (e.g. "restaurants/abc/logo-1a2b.webp"); returns the public URL. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Removes a file given its public URL; unknown URLs are ignored. */
  remove(url: string): Promise<void>;
}
