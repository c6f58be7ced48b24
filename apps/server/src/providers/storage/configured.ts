/** The storage the configuration names: an S3-compatible bucket when S3_BUCKET is set, DATA_DIR/uploads otherwise. */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Config } from "../../config";
import { localStorage } from "./local";
import { s3Storage } from "./s3";
import type { StorageProvider } from "./types";

/** Used by the app and by the seed, so seeded pictures land where the app serves them from. */
export function configuredStorage(config: Pick<Config, "dataDir" | "storage">): StorageProvider {
  if (config.storage.provider === "s3") {
    const { provider: _provider, ...options } = config.storage;
    return s3Storage(options);
  }
  const root = path.join(config.dataDir, "uploads");
  mkdirSync(root, { recursive: true });
  return localStorage(root);
}
