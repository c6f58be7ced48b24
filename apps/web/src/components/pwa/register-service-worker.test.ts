import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { registerServiceWorker, SERVICE_WORKER_URL } from "./register-service-worker";
import { dismissUpdate, useWaitingUpdate } from "./update-state";

/** A stand-in for workbox-window's Workbox: records what the app asks of it and lets a test fire its events. */
const fake = vi.hoisted(() => {
  const state = {
    instances: [] as Array<{
      url: string;
      options: unknown;
      listeners: Map<string, Array<() => void>>;
      messageSkipWaiting: ReturnType<typeof import("vitest").vi.fn>;
      register: ReturnType<typeof import("vitest").vi.fn>;
      fire(type: string): void;
    }>,
    registration: { update: () => Promise.resolve() } as { update: () => Promise<void> } | undefined,
    registerFails: false,
  };
  return state;
});

vi.mock("workbox-window", async () => {
  const { vi } = await import("vitest");
  class Workbox {
    listeners = new Map<string, Array<() => void>>();
    messageSkipWaiting = vi.fn();
    register = vi.fn(async () => {
      if (fake.registerFails) throw new Error("SecurityError");
      return fake.registration;
    });
    constructor(
      public url: string,
      public options: unknown,
    ) {
      fake.instances.push(this);
    }
    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    fire(type: string) {
      for (const listener of this.listeners.get(type) ?? []) listener();
    }
  }
  return { Workbox };
});

beforeEach(() => {
  fake.instances.length = 0;
  fake.registerFails = false;
  fake.registration = { update: vi.fn(async () => undefined) };
  Object.defineProperty(navigator, "serviceWorker", { value: {}, configurable: true });
});

afterEach(() => {
  act(() => dismissUpdate());
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("registerServiceWorker", () => {
  it("registers /sw.js for the whole site", async () => {
    expect(await registerServiceWorker()).toBeTypeOf("function");
    expect(fake.instances).toHaveLength(1);
    expect(fake.instances[0]?.url).toBe(SERVICE_WORKER_URL);
    expect(fake.instances[0]?.options).toEqual({ scope: "/" });
    expect(fake.instances[0]?.register).toHaveBeenCalledOnce();
  });

  it("offers a waiting version to the prompt; updating skips waiting and reloads once it controls the page", async () => {
    const reload = vi.fn();
    const prompt = renderHook(() => useWaitingUpdate());
    await registerServiceWorker(reload);
    const workbox = fake.instances[0];
    expect(prompt.result.current).toBeNull();

    act(() => workbox?.fire("waiting"));
    const update = prompt.result.current;
    expect(update).toBeTypeOf("function");

    await update?.(true);
    expect(workbox?.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    workbox?.fire("controlling");
    expect(reload).toHaveBeenCalledOnce();
  });

  it("asks for a new version every hour", async () => {
    vi.useFakeTimers();
    await registerServiceWorker();
    expect(fake.registration?.update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(fake.registration?.update).toHaveBeenCalledOnce();
  });

  it("leaves the app as it was where service workers are missing or refused", async () => {
    fake.registerFails = true;
    expect(await registerServiceWorker()).toBeNull();
    Reflect.deleteProperty(navigator, "serviceWorker");
    expect(await registerServiceWorker()).toBeNull();
    expect(fake.instances).toHaveLength(1);
  });
});
