/** lib/toast before react-hot-toast is in: calls are kept in order, ids are given at once, a failed load is retried. */
import { afterEach, describe, expect, it, vi } from "vitest";

type HotToast = typeof import("react-hot-toast").default;

/** A fresh lib/toast whose react-hot-toast import waits for `release` (or fails when `fail` is called). */
async function freshToast() {
  vi.resetModules();
  const calls: string[] = [];
  let release: () => void = () => undefined;
  let fail: () => void = () => undefined;
  const arrival = new Promise<void>((resolve, reject) => {
    release = resolve;
    fail = () => reject(new Error("offline"));
  });
  const record =
    (name: string) =>
    (...args: unknown[]) =>
      calls.push(`${name} ${JSON.stringify(args)}`);
  const hot = Object.assign(record("blank"), {
    success: record("success"),
    error: record("error"),
    dismiss: record("dismiss"),
    remove: record("remove"),
  }) as unknown as HotToast;
  vi.doMock("react-hot-toast", async () => {
    await arrival;
    return { default: hot };
  });
  const module = await import("./toast");
  return { ...module, calls, release: () => release(), fail: () => fail() };
}

afterEach(() => {
  vi.doUnmock("react-hot-toast");
  vi.resetModules();
});

describe("lib/toast before react-hot-toast has loaded", () => {
  it("keeps the calls, in order, and makes them once the library is in", async () => {
    const { toast, calls, release, toastsLoaded } = await freshToast();

    const first = toast.success("Saved");
    const second = toast.error("Failed", { id: "fixed" });
    toast.dismiss(first);
    toast("Plain");

    expect(first).toBe("toast-1");
    expect(second).toBe("fixed");
    expect(calls).toEqual([]);
    expect(toastsLoaded()).toBe(false);

    release();
    await vi.waitFor(() => expect(calls).toHaveLength(4));
    expect(calls).toEqual([
      'success ["Saved",{"id":"toast-1"}]',
      'error ["Failed",{"id":"fixed"}]',
      'dismiss ["toast-1"]',
      'blank ["Plain",{"id":"toast-3"}]',
    ]);
    expect(toastsLoaded()).toBe(true);

    toast.remove();
    expect(calls.at(-1)).toBe("remove [null]");
  });

  it("tells its listeners when the library is in", async () => {
    const { loadToasts, onToastsLoaded, release } = await freshToast();
    const listener = vi.fn();
    onToastsLoaded(listener);

    const loading = loadToasts();
    expect(listener).not.toHaveBeenCalled();
    release();
    await loading;
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("keeps the calls through a failed load and makes them on the next attempt", async () => {
    const { toast, loadToasts, calls, fail, toastsLoaded } = await freshToast();

    toast.success("Saved");
    fail();
    await expect(loadToasts()).rejects.toThrow();
    expect(toastsLoaded()).toBe(false);
    expect(calls).toEqual([]);

    // The next attempt imports again: this time the library arrives at once.
    vi.doMock("react-hot-toast", () => ({
      default: Object.assign(() => "", {
        success: (...args: unknown[]) => calls.push(`success ${JSON.stringify(args)}`),
      }),
    }));
    vi.resetModules();
    await loadToasts();
    expect(calls).toEqual(['success ["Saved",{"id":"toast-1"}]']);
  });
});
