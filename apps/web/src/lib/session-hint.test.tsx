/** Whether the app waits for the session check on start-up (lib/session-hint.ts). */
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signInAs } from "../test/utils";
import { mayBeSignedIn, rememberSignedIn, useWaitForSession, waitsForSession } from "./session-hint";

describe("the session hint", () => {
  it("is set and cleared in browser storage, and holds nothing else", () => {
    expect(mayBeSignedIn()).toBe(false);
    rememberSignedIn(true);
    expect(mayBeSignedIn()).toBe(true);
    expect(Object.values(window.localStorage)).toEqual(["1"]);
    rememberSignedIn(false);
    expect(mayBeSignedIn()).toBe(false);
  });
});

describe("waitsForSession", () => {
  it("holds the pages back only while the check is out on a device that had a session", () => {
    const cases = [
      { status: "loading", hadSession: true, waits: true },
      { status: "loading", hadSession: false, waits: false },
      { status: "signedIn", hadSession: true, waits: false },
      { status: "signedOut", hadSession: true, waits: false },
      { status: "signedOut", hadSession: false, waits: false },
    ] as const;
    for (const { status, hadSession, waits } of cases) {
      rememberSignedIn(hadSession);
      expect(waitsForSession(status), `${status}, had a session: ${hadSession}`).toBe(waits);
    }
  });
});

describe("useWaitForSession", () => {
  it("renders the spinner first (the pages mount as a deferred update), then the pages once signed in", async () => {
    rememberSignedIn(true);
    signInAs("user");
    const seen: boolean[] = [];
    renderHook(() => {
      seen.push(useWaitForSession());
    });
    await act(async () => undefined);
    expect(seen[0]).toBe(true);
    expect(seen.at(-1)).toBe(false);
  });
});
