/** What every feature module is handed by the composition root (app.ts): never imported from globals. */
import type { EtaModel } from "@zaika/contract/eta";
import type { Config } from "./config";
import type { Db } from "./db/client";
import type { Clock } from "./lib/clock";
import type { EventBus } from "./lib/events";
import type { PaymentsProvider } from "./providers/payments/types";
import type { RateLimiter } from "./providers/rate-limit/types";
import type { StorageProvider } from "./providers/storage/types";

export interface ModuleDeps {
  config: Config;
  db: Db;
  clock: Clock;
  events: EventBus;
  storage: StorageProvider;
  limiter: RateLimiter;
  payments: PaymentsProvider;
  settings: SettingsStore;
  blockedAccounts: BlockedAccounts;
  /** The learned ETAs' travel and pickup numbers (config.eta, else the contract's defaults). */
  eta: EtaModel;
}

/**
 * The ids of blocked accounts, held in memory by every node so the access check costs no query; kept current by the
 * account.blocked-changed event and reloaded whole when the event listener reconnects (modules/customers).
 */
export interface BlockedAccounts {
  has(userId: string): boolean;
  /** Records a block or unblock this node has just committed (seen by its next request) and tells the other nodes. */
  changed(userId: string, blocked: boolean): Promise<void>;
}

/** The platform settings, cached in-process and refreshed by the settings.changed event (modules/settings). */
export interface SettingsStore {
  gstPercent(): Promise<number>;
  /** Saves a new GST percentage (admin) and announces it; returns the stored value. */
  setGstPercent(gstPercent: number, adminId: string): Promise<number>;
}
