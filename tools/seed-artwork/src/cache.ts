/**
 * Drawn pictures kept on disk, named by a hash of everything that went into them (the SVG document and the encoder's
 * settings), so a picture is drawn once per machine and a changed drawing is drawn again under a new name.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import path from "node:path";

export interface ArtCache {
  dir: string;
  read(key: string): Promise<Buffer | null>;
  write(key: string, body: Buffer): Promise<void>;
}

export function cacheKey(parts: string[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\0");
  return hash.digest("hex");
}

/**
 * The user's cache folder (XDG_CACHE_HOME or ~/.cache; %LOCALAPPDATA% on Windows), shared by every checkout, data
 * folder, test and benchmark run on the machine. The caller reads the environment and passes it in.
 */
export function defaultCacheDir(env: { XDG_CACHE_HOME?: string | undefined; LOCALAPPDATA?: string | undefined }) {
  const base =
    process.platform === "win32"
      ? (env.LOCALAPPDATA ?? path.join(homedir(), "AppData", "Local"))
      : (env.XDG_CACHE_HOME ?? path.join(homedir(), ".cache"));
  return path.join(base, "zaika", "seed-artwork");
}

/**
 * A cache in `dir`. It only ever saves work: a folder that cannot be read or written means drawing (again), never a
 * failed seed. Files are written under a temporary name and renamed, so a reader never sees half a picture.
 */
export function diskCache(dir: string): ArtCache {
  const file = (key: string) => path.join(dir, `${key}.webp`);
  let ready: Promise<unknown> | undefined;
  return {
    dir,
    async read(key) {
      try {
        return await readFile(file(key));
      } catch {
        return null;
      }
    },
    async write(key, body) {
      ready ??= mkdir(dir, { recursive: true }).catch(() => {});
      await ready;
      const temporary = `${file(key)}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
      try {
        await writeFile(temporary, body);
        await rename(temporary, file(key));
      } catch {
        // Not cached this time.
      }
    },
  };
}
