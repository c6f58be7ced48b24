import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAfterIdle } from "./use-after-idle";

// jsdom has loaded its document and has no requestIdleCallback: "idle" is 200 ms later (the hook's Safari path).
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("useAfterIdle", () => {
  it("is ready once the loaded page is idle", () => {
    const { result } = renderHook(() => useAfterIdle());
    expect(result.current[0]).toBe(false);
    act(() => vi.advanceTimersByTime(199));
    expect(result.current[0]).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBe(true);
  });

  it("waits afterLoadMs longer before looking for idle time", () => {
    const { result } = renderHook(() => useAfterIdle(4000));
    act(() => vi.advanceTimersByTime(4199));
    expect(result.current[0]).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBe(true);
  });

  it("is ready at once when asked (an interaction), whatever the wait", () => {
    const { result } = renderHook(() => useAfterIdle(4000));
    act(() => vi.advanceTimersByTime(1000));
    act(() => result.current[1]());
    expect(result.current[0]).toBe(true);
  });
});
