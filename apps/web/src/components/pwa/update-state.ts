/**
 * The new version of the app waiting to take over, if any: the service worker registration offers it here and the
 * update prompt shows it until the customer reloads or dismisses it.
 */
import { useSyncExternalStore } from "react";

/** Activates the waiting version; with reloadPage (the default), reloads the page once it has taken over. */
export type UpdateServiceWorker = (reloadPage?: boolean) => Promise<void>;

let waiting: UpdateServiceWorker | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function offerUpdate(update: UpdateServiceWorker): void {
  waiting = update;
  emit();
}

export function dismissUpdate(): void {
  waiting = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The waiting version's update function, or null when the app is current. */
export function useWaitingUpdate(): UpdateServiceWorker | null {
  return useSyncExternalStore(subscribe, () => waiting);
}
