/**
 * Platform settings (the GST percentage): one row, cached per server instance, refreshed by the settings.changed event
 * and whenever the event listener reconnects (a change made meanwhile was not heard).
 */
import { GST } from "@zaika/contract/constants";
import { SETTINGS_MESSAGES } from "@zaika/contract/settings";
import type { Db } from "../../db/client";
import type { ModuleDeps, SettingsStore } from "../../deps";
import type { EventBus } from "../../lib/events";
import * as q from "./queries";

export type SettingsDeps = Pick<ModuleDeps, "settings">;

async function readGstPercent(db: Db): Promise<number> {
  // The migration inserts the row; a database restored without it still prices with the documented default.
  return (await q.readGstPercent(db)) ?? GST.default;
}

export async function createSettingsStore(db: Db, events: EventBus): Promise<SettingsStore> {
  let gst = await readGstPercent(db);
  // Each read or write takes a number; a reload that finishes after a newer one started is dropped, so a slow
  // reload can never put back a value older than one this instance already knows.
  let generation = 0;

  const reload = () => {
    const mine = ++generation;
    readGstPercent(db)
      .then((value) => {
        if (mine === generation) gst = value;
      })
      .catch(() => {
        // Keep the value we have; the next event, reconnect or restart refreshes it.
      });
  };
  events.subscribe((event) => {
    // Re-read rather than trust the payload: two admins saving at once may notify in either order.
    if (event.type === "settings.changed") reload();
  });
  // A change saved while this instance was not listening was never heard: the cached value may be stale.
  events.onReconnect(reload);

  return {
    gstPercent: async () => gst,
    async setGstPercent(value, adminId) {
      const stored = (await q.saveGstPercent(db, value, adminId, new Date())) ?? value;
      generation++;
      gst = stored;
      await events.publish({ type: "settings.changed", gstPercent: stored });
      return stored;
    },
  };
}

export async function getSettings(deps: SettingsDeps) {
  return { gst: await deps.settings.gstPercent() };
}

export async function updateGst(deps: SettingsDeps, gstPercent: number, adminId: string) {
  const gst = await deps.settings.setGstPercent(gstPercent, adminId);
  return { success: true as const, message: SETTINGS_MESSAGES.gstUpdated, gst };
}
