/**
 * What the tabs of one browser share about the session: a Web Lock, so that one tab at a time trades the refresh
 * cookie (two tabs sending the same cookie at once would look like a stolen cookie being reused), and a
 * BroadcastChannel that hands the new access token, or a sign-out, to the other tabs. Where either API is missing
 * (old browsers, pages served over plain http from another host, jsdom), each tab refreshes on its own as before.
 */
import type { AccessClaims } from "@zaika/contract/auth";

/** Times are milliseconds on this machine's clock, which every tab of the browser shares. */
export type SessionMessage =
  | { type: "token"; accessToken: string; claims: AccessClaims; expiresAt: number; refreshAt: number }
  | { type: "signedOut" };

const LOCK_NAME = "zaika-session-refresh";
const CHANNEL_NAME = "zaika-session";

let channel: BroadcastChannel | null | undefined;

function openChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(CHANNEL_NAME) : null;
  }
  return channel;
}

/** A tab still running an older build after a deploy may speak differently: only well-formed messages count. */
function isSessionMessage(data: unknown): data is SessionMessage {
  if (typeof data !== "object" || data === null) return false;
  const message = data as Record<string, unknown>;
  if (message.type === "signedOut") return true;
  return (
    message.type === "token" &&
    typeof message.accessToken === "string" &&
    typeof message.claims === "object" &&
    message.claims !== null &&
    typeof message.expiresAt === "number" &&
    typeof message.refreshAt === "number"
  );
}

/** Calls `handler` with every message another tab sends (a tab never hears its own). */
export function listenToOtherTabs(handler: (message: SessionMessage) => void): void {
  const open = openChannel();
  if (!open) return;
  open.onmessage = (event: MessageEvent<unknown>) => {
    if (isSessionMessage(event.data)) handler(event.data);
  };
}

export function tellOtherTabs(message: SessionMessage): void {
  openChannel()?.postMessage(message);
}

/** Runs `task` while holding the browser-wide refresh lock: tasks of all tabs run one after another. */
export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  if (!locks) return task();
  return locks.request(LOCK_NAME, () => task()) as Promise<T>;
}
