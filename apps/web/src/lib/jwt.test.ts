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

  it.each([
    ["garbage", "not-a-token"],
    ["a payload that is not JSON", "aaa.bm90IGpzb24.sig"],
    ["claims with an unknown role", makeAccessToken({ role: "superuser" as never })],
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
