import { MESSAGES } from "@zaika/contract/messages";
import { describe, expect, it } from "vitest";
import { makeAccessToken } from "../test/utils";
import { authStore } from "./auth-store";
import { decodeAccessToken } from "./jwt";
import { startSession } from "./session";

describe("decodeAccessToken", () => {
  it("reads the claims of a well-formed token, including non-ASCII names", () => {
    const token = makeAccessToken({ sub: "42", role: "admin", name: "अनन्या" });
    expect(decodeAccessToken(token)).toMatchObject({ sub: "42", role: "admin", name: "अनन्या" });
  });

  it("keeps only the claims the app knows, like the contract's schema", () => {
    const token = makeAccessToken({ sub: "9", role: "user", name: "Asha", exp: 2_000_000_000, iat: 1_999_999_100 });
    const withExtra = token.replace(/^([^.]+)\.([^.]+)\./, (_all, header: string, payload: string) => {
      const claims = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
      const extended = btoa(JSON.stringify({ ...claims, scope: "everything" })).replace(/=+$/, "");
      return `${header}.${extended.replace(/\+/g, "-").replace(/\//g, "_")}.`;
    });
    expect(decodeAccessToken(withExtra)).toEqual({
      sub: "9",
      role: "user",
      name: "Asha",
      exp: 2_000_000_000,
      iat: 1_999_999_100,
    });
  });

  it.each([
    ["garbage", "not-a-token"],
    ["a payload that is not JSON", "aaa.bm90IGpzb24.sig"],
    ["claims with an unknown role", makeAccessToken({ role: "superuser" as never })],
    ["claims without an expiry", makeAccessToken({ exp: undefined as never })],
    ["an empty subject", makeAccessToken({ sub: "" })],
    ["an issue time that is not a number", makeAccessToken({ iat: "today" as never })],
  ])('throws "Invalid token" for %s', (_case, token) => {
    expect(() => decodeAccessToken(token)).toThrow(new Error(MESSAGES.invalidToken));
  });
});

describe("startSession", () => {
  it("signs the user in from the token's claims", async () => {
    await startSession(makeAccessToken({ sub: "7", role: "restaurant", name: "Spice Hub" }));
    expect(authStore.getState()).toMatchObject({ status: "signedIn", user: { id: "7", role: "restaurant" } });
  });

  it('rejects with "Invalid token" and stays signed out when the token does not decode', async () => {
    await expect(startSession("broken")).rejects.toThrow(MESSAGES.invalidToken);
    expect(authStore.getState().status).toBe("signedOut");
  });
});
