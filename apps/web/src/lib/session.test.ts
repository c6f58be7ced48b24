import { ACCESS_TOKEN_TTL_SECONDS } from "@zaika/contract/constants";
import { refreshSession } from "@zaika/contract/endpoints/auth";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiRequests, mockEndpoint, mockEndpointError } from "../test/mock-api";
import { makeAccessToken } from "../test/utils";
import { authStore } from "./auth-store";
// Loaded up front: the session loads the decoder on demand, and fake timers must not wait on a module load.
import "./jwt";
import "@zaika/contract/auth";
import { endSession, startSession } from "./session";
import { mayBeSignedIn } from "./session-hint";

/** A token issued now, as the server issues it (iat and exp, 15 minutes apart). */
function issueToken(lifeSeconds = ACCESS_TOKEN_TTL_SECONDS, name = "Asha Verma"): string {
  const iat = Math.floor(Date.now() / 1000);
  return makeAccessToken({ iat, exp: iat + lifeSeconds, name });
}

/** The refreshes the tabs asked for, answered or not. */
const refreshCalls = () =>
  apiRequests().filter((request) => request.method === "GET" && new URL(request.url).pathname === "/api/auth/refresh");

/** Lets pending promises (the refresh, the decoder, channel messages) settle without moving the clock. */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await vi.advanceTimersByTimeAsync(0);
}

function answerRefreshWithNewTokens(): string[] {
  const issued: string[] = [];
  mockEndpoint(refreshSession, () => {
    const token = issueToken(ACCESS_TOKEN_TTL_SECONDS, `Asha ${issued.length + 1}`);
    issued.push(token);
    return { accessToken: token };
  });
  return issued;
}

beforeEach(() => {
  vi.useFakeTimers();
});

describe("the refresh timer (one tab)", () => {
  it("refreshes one minute before the access token expires, and again before each new token expires", async () => {
    const issued = answerRefreshWithNewTokens();
    await startSession(issueToken());

    await vi.advanceTimersByTimeAsync((ACCESS_TOKEN_TTL_SECONDS - 60) * 1000 - 1);
    expect(refreshCalls()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(refreshCalls()).toHaveLength(1);
    expect(authStore.getState().accessToken).toBe(issued[0]);

    await vi.advanceTimersByTimeAsync((ACCESS_TOKEN_TTL_SECONDS - 60) * 1000);
    await settle();
    expect(refreshCalls()).toHaveLength(2);
    expect(authStore.getState()).toMatchObject({ status: "signedIn", accessToken: issued[1] });
  });

  it("refreshes a short-lived token when a tenth of its life is left", async () => {
    answerRefreshWithNewTokens();
    await startSession(issueToken(100));

    await vi.advanceTimersByTimeAsync(89_999);
    expect(refreshCalls()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(refreshCalls()).toHaveLength(1);
  });

  it("reads the token's life from iat, so a device clock hours off neither refreshes in a loop nor too late", async () => {
    answerRefreshWithNewTokens();
    // Issued by a server whose clock is three hours behind this device's.
    const iat = Math.floor(Date.now() / 1000) - 3 * 3600;
    await startSession(makeAccessToken({ iat, exp: iat + ACCESS_TOKEN_TTL_SECONDS }));
    await settle();
    expect(refreshCalls()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync((ACCESS_TOKEN_TTL_SECONDS - 60) * 1000);
    await settle();
    expect(refreshCalls()).toHaveLength(1);
  });

  it("never refreshes after sign-out", async () => {
    answerRefreshWithNewTokens();
    await startSession(issueToken());
    endSession();

    await vi.advanceTimersByTimeAsync(2 * ACCESS_TOKEN_TTL_SECONDS * 1000);
    await settle();
    expect(refreshCalls()).toHaveLength(0);
    expect(authStore.getState().status).toBe("signedOut");
  });

  it("refreshes at once when the tab wakes up after sleeping through the timer", async () => {
    answerRefreshWithNewTokens();
    await startSession(issueToken());
    // The machine slept: the clock moved on, the timer has not fired yet.
    vi.setSystemTime(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000);

    document.dispatchEvent(new Event("visibilitychange"));
    await settle();
    expect(refreshCalls()).toHaveLength(1);
    expect(authStore.getState().status).toBe("signedIn");
  });

  it("keeps the session when the server cannot refresh (503), and tries again after its Retry-After", async () => {
    const fresh = issueToken();
    // The first refresh meets the outage; the next one gets the fresh token.
    mockEndpoint(refreshSession, { accessToken: fresh });
    mockEndpointError(
      refreshSession,
      503,
      { message: "Service temporarily unavailable", code: "DATABASE_UNAVAILABLE" },
      { once: true, headers: { "Retry-After": "20" } },
    );
    await startSession(issueToken());

    await vi.advanceTimersByTimeAsync((ACCESS_TOKEN_TTL_SECONDS - 60) * 1000);
    await settle();
    expect(refreshCalls()).toHaveLength(1);
    expect(authStore.getState().status).toBe("signedIn");

    await vi.advanceTimersByTimeAsync(19_999);
    expect(refreshCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(refreshCalls()).toHaveLength(2);
    expect(authStore.getState().accessToken).toBe(fresh);
  });

  it("marks the device as having a session from sign-in until sign-out (lib/session-hint)", async () => {
    expect(mayBeSignedIn()).toBe(false);
    await startSession(issueToken());
    expect(mayBeSignedIn()).toBe(true);
    endSession();
    expect(mayBeSignedIn()).toBe(false);
  });

  it("forgets the session's mark when the server refuses the refresh", async () => {
    mockEndpointError(refreshSession, 401, { message: "Session expired", code: "UNAUTHENTICATED" });
    await startSession(issueToken());
    await vi.advanceTimersByTimeAsync(ACCESS_TOKEN_TTL_SECONDS * 1000);
    await settle();
    expect(mayBeSignedIn()).toBe(false);
  });

  it("signs out silently when the server refuses the refresh", async () => {
    mockEndpointError(refreshSession, 401, { message: "Session expired", code: "UNAUTHENTICATED" });
    await startSession(issueToken());

    await vi.advanceTimersByTimeAsync(ACCESS_TOKEN_TTL_SECONDS * 1000);
    await settle();
    expect(refreshCalls()).toHaveLength(1);
    expect(authStore.getState().status).toBe("signedOut");
  });
});

/**
 * Two tabs of one browser: two separate copies of the session modules (each with its own store, timer and channel
 * end), sharing the network (fetch), a lock manager and a broadcast channel, as tabs do.
 */
describe("several tabs", () => {
  type Tab = { session: typeof import("./session"); store: typeof authStore };

  /** Delivers to every other open end of the same name, a little later (a message never arrives synchronously). */
  class FakeBroadcastChannel {
    static open = new Set<FakeBroadcastChannel>();
    onmessage: ((event: MessageEvent) => void) | null = null;
    constructor(readonly name: string) {
      FakeBroadcastChannel.open.add(this);
    }
    postMessage(data: unknown): void {
      const copy = structuredClone(data);
      for (const end of FakeBroadcastChannel.open) {
        if (end !== this && end.name === this.name) {
          queueMicrotask(() => end.onmessage?.(new MessageEvent("message", { data: copy })));
        }
      }
    }
    close(): void {
      FakeBroadcastChannel.open.delete(this);
    }
  }

  /** An exclusive lock manager: callbacks for the same name run one after another, in request order. */
  function fakeLocks() {
    const tails = new Map<string, Promise<unknown>>();
    return {
      request: vi.fn((name: string, callback: () => Promise<unknown>) => {
        const run = (tails.get(name) ?? Promise.resolve()).then(() => callback());
        tails.set(
          name,
          run.catch(() => {}),
        );
        return run;
      }),
    };
  }

  let tabs: Tab[] = [];

  async function openTab(): Promise<Tab> {
    vi.resetModules();
    const tab = { session: await import("./session"), store: (await import("./auth-store")).authStore };
    tabs.push(tab);
    return tab;
  }

  function stubBrowserApis({ locks, channel }: { locks: boolean; channel: boolean }) {
    const manager = fakeLocks();
    vi.stubGlobal("BroadcastChannel", channel ? FakeBroadcastChannel : undefined);
    if (locks) Object.defineProperty(navigator, "locks", { value: manager, configurable: true });
    return manager;
  }

  afterEach(() => {
    for (const tab of tabs) tab.store.signOut();
    tabs = [];
    FakeBroadcastChannel.open.clear();
    Reflect.deleteProperty(navigator, "locks");
  });

  it("makes one network refresh when every tab's timer fires at once, and every tab ends with the new token", async () => {
    const locks = stubBrowserApis({ locks: true, channel: true });
    const issued = answerRefreshWithNewTokens();
    const a = await openTab();
    const b = await openTab();
    const c = await openTab();
    // Each tab restores the session as it starts (main.ts): the first to get the lock refreshes, the others take
    // the token it announces.
    await expect(Promise.all([a, b, c].map((tab) => tab.session.refreshSession()))).resolves.toEqual([
      true,
      true,
      true,
    ]);
    expect(refreshCalls()).toHaveLength(1);
    expect(locks.request).toHaveBeenCalledWith("zaika-session-refresh", expect.any(Function));
    expect([a, b, c].map((tab) => tab.store.getState().accessToken)).toEqual(Array(3).fill(issued[0]));

    await vi.advanceTimersByTimeAsync((ACCESS_TOKEN_TTL_SECONDS - 60) * 1000);
    await settle();

    expect(refreshCalls()).toHaveLength(2);
    expect([a, b, c].map((tab) => tab.store.getState())).toEqual(
      Array(3).fill(expect.objectContaining({ status: "signedIn", accessToken: issued[1] })),
    );
  });

  it("a tab that waited for the lock while another refreshed uses that token instead of refreshing again", async () => {
    stubBrowserApis({ locks: true, channel: true });
    let answer: (response: { accessToken: string }) => void = () => {};
    mockEndpoint(refreshSession, () => new Promise<{ accessToken: string }>((resolve) => (answer = resolve)));
    const a = await openTab();
    const b = await openTab();

    const first = a.session.refreshAccessToken();
    const second = b.session.refreshAccessToken();
    await settle();
    expect(refreshCalls()).toHaveLength(1);
    const fresh = issueToken();
    answer({ accessToken: fresh });

    await expect(Promise.all([first, second])).resolves.toEqual([{ status: "signedIn" }, { status: "signedIn" }]);
    expect(refreshCalls()).toHaveLength(1);
    expect([a.store.getState().accessToken, b.store.getState().accessToken]).toEqual([fresh, fresh]);
  });

  it("signing out in one tab signs the others out and stops their timers", async () => {
    stubBrowserApis({ locks: true, channel: true });
    answerRefreshWithNewTokens();
    const a = await openTab();
    const b = await openTab();
    await b.session.refreshSession();
    await a.session.startSession(issueToken());
    await settle();
    expect(b.store.getState().status).toBe("signedIn");
    const refreshesBefore = refreshCalls().length;

    a.session.endSession();
    await settle();
    expect(b.store.getState().status).toBe("signedOut");

    await vi.advanceTimersByTimeAsync(2 * ACCESS_TOKEN_TTL_SECONDS * 1000);
    await settle();
    expect(refreshCalls().slice(refreshesBefore)).toHaveLength(0);
  });

  it("a refresh the server refuses signs every tab out", async () => {
    stubBrowserApis({ locks: true, channel: true });
    const a = await openTab();
    const b = await openTab();
    // The first refresh gets a token; every later one is refused.
    mockEndpointError(refreshSession, 401, { message: "Session expired", code: "UNAUTHENTICATED" });
    mockEndpoint(refreshSession, { accessToken: issueToken() }, { once: true });
    await b.session.refreshSession();
    await a.session.startSession(issueToken());
    await settle();

    await expect(b.session.refreshSession()).resolves.toBe(false);
    await settle();
    expect([a.store.getState().status, b.store.getState().status]).toEqual(["signedOut", "signedOut"]);
  });

  it("a signed-out tab ignores the tokens other tabs announce", async () => {
    stubBrowserApis({ locks: true, channel: true });
    const a = await openTab();
    const b = await openTab();
    b.store.signOut();
    await a.session.startSession(issueToken());
    await settle();
    expect(b.store.getState().status).toBe("signedOut");
  });

  it("without Web Locks or BroadcastChannel each tab refreshes on its own, as before", async () => {
    stubBrowserApis({ locks: false, channel: false });
    const issued = answerRefreshWithNewTokens();
    const a = await openTab();
    const b = await openTab();
    await a.session.startSession(issueToken());
    await b.session.startSession(issueToken());

    await vi.advanceTimersByTimeAsync((ACCESS_TOKEN_TTL_SECONDS - 60) * 1000);
    await settle();
    expect(refreshCalls()).toHaveLength(2);
    expect([a.store.getState().accessToken, b.store.getState().accessToken]).toEqual(issued);

    a.session.endSession();
    expect(b.store.getState().status).toBe("signedIn");
  });
});
