import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../lib/i18n";
import { BACK_ONLINE_MS, ConnectivityNotice } from "./ConnectivityNotice";

function setOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
}

/** The browser's own sequence: navigator.onLine changes, then the event fires on window. */
function goOffline() {
  setOnline(false);
  act(() => void window.dispatchEvent(new Event("offline")));
}

function goOnline() {
  setOnline(true);
  act(() => void window.dispatchEvent(new Event("online")));
}

afterEach(() => vi.useRealTimers());

describe("ConnectivityNotice", () => {
  it("says nothing while online, in a live region that is there from the start", () => {
    setOnline(true);
    render(<ConnectivityNotice />);
    const region = screen.getByRole("status");
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(region).toBeEmptyDOMElement();
  });

  it("announces going offline, then being back online for a few seconds", () => {
    vi.useFakeTimers();
    setOnline(true);
    render(<ConnectivityNotice />);
    const region = screen.getByRole("status");

    goOffline();
    expect(region).toHaveTextContent("You are offline. Showing what was saved.");

    goOnline();
    expect(region).toHaveTextContent("Back online");
    expect(region).not.toHaveTextContent("You are offline");

    act(() => void vi.advanceTimersByTime(BACK_ONLINE_MS - 100));
    expect(region).toHaveTextContent("Back online");
    act(() => void vi.advanceTimersByTime(100));
    expect(region).toBeEmptyDOMElement();
  });

  it("going offline again before 'Back online' has gone shows the offline notice and keeps it", () => {
    vi.useFakeTimers();
    setOnline(false);
    render(<ConnectivityNotice />);
    const region = screen.getByRole("status");
    // Opened while offline: said at once.
    expect(region).toHaveTextContent("You are offline. Showing what was saved.");

    goOnline();
    goOffline();
    act(() => void vi.advanceTimersByTime(BACK_ONLINE_MS * 2));
    expect(region).toHaveTextContent("You are offline. Showing what was saved.");
  });

  it("an 'online' event while already online announces nothing", () => {
    setOnline(true);
    render(<ConnectivityNotice />);
    goOnline();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("speaks Hindi when the app does", async () => {
    await setLanguage("hi");
    setOnline(true);
    render(<ConnectivityNotice />);
    goOffline();
    expect(screen.getByRole("status")).toHaveTextContent("आप ऑफ़लाइन हैं। सेव की गई जानकारी दिखाई जा रही है।");
  });
});
