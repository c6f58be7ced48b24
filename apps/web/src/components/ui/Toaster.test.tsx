import { act, render, screen } from "@testing-library/react";
import { TOAST } from "@zaika/contract/constants";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "../../lib/toast";
import { TOASTER_LOAD_DELAY_MS, Toaster } from "./Toaster";

afterEach(() => {
  act(() => toast.remove());
});

describe("Toaster", () => {
  it(`keeps at most ${TOAST.limit} toasts on screen`, async () => {
    render(<Toaster />);

    act(() => {
      for (let index = 1; index <= TOAST.limit + 5; index += 1) toast(`Message ${index}`);
    });

    expect(await screen.findByText(`Message ${TOAST.limit + 5}`)).toBeInTheDocument();
    const visible = screen.getAllByRole("status").filter((element) => element.textContent?.startsWith("Message"));
    expect(visible.length).toBeLessThanOrEqual(TOAST.limit);
  });
});

describe("Toaster before react-hot-toast is in", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.resetModules();
  });

  it(`loads the library ${TOASTER_LOAD_DELAY_MS} ms after the first page, unasked, and then draws the toasts`, async () => {
    vi.resetModules();
    const fresh = await import("./Toaster");
    const lib = await import("../../lib/toast");
    vi.useFakeTimers();
    render(<fresh.Toaster />);

    expect(lib.toastsLoaded()).toBe(false);
    await act(async () => {
      vi.advanceTimersByTime(TOASTER_LOAD_DELAY_MS - 1);
      await vi.dynamicImportSettled();
    });
    expect(lib.toastsLoaded()).toBe(false);
    await act(async () => {
      vi.advanceTimersByTime(1);
      await vi.dynamicImportSettled();
    });
    expect(lib.toastsLoaded()).toBe(true);
    vi.useRealTimers();

    act(() => {
      lib.toast.success("Address saved");
    });
    expect(await screen.findByText("Address saved")).toBeInTheDocument();
  });

  it("loads the library at once for a toast shown before then", async () => {
    vi.resetModules();
    const fresh = await import("./Toaster");
    const lib = await import("../../lib/toast");
    render(<fresh.Toaster />);

    act(() => {
      lib.toast.error("Restaurant is closed");
    });
    expect(await screen.findByText("Restaurant is closed")).toBeInTheDocument();
  });
});
