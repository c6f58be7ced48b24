/** What every feature module is handed by the composition root (app.ts): never imported from globals. */
import type { Config } from "./config";
import type { Db } from "./db/client";
import type { Clock } from "./lib/clock";
import type { EventBus } from "./lib/events";
import type { RateLimiter } from "./providers/rate-limit/types";
import type { StorageProvider } from "./providers/storage/types";

export interface ModuleDeps {
  config: Config;
  db: Db;
  clock: Clock;
  events: EventBus;
  storage: StorageProvider;
  limiter: RateLimiter;
}
