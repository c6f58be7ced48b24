import { MESSAGES } from "@zaika/contract/messages";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, makeAccessToken, signInAs } from "../test/utils";
import { apiRequest } from "./api-client";
import { ApiError } from "./api-error";
import { authStore } from "./auth-store";
import { startSession } from "./session";
import { writeStoredLocation } from "./storage";
import { toast } from "./toast";

const fetchMock = vi.fn<typeof fetch>();

function requestTo(url: string) {
  const call = fetchMock.mock.calls.find(([input]) => input === url);
  if (!call) throw new Error(`no request to ${url}`);
  return { url: call[0], init: call[1] ?? {}, headers: new Headers(call[1]?.headers) };
}

function callsTo(url: string) {
  return fetchMock.mock.calls.filter(([input]) => input === url);
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(toast, "error").mockImplementation(() => "toast-id");
});

describe("apiRequest: what every call carries", () => {
  it("sends cookies, the bearer token and the stored position under /api", async () => {
    const user = signInAs("user");
    writeStoredLocation({ lat: 22.72, lon: 75.86, description: "Vijay Nagar, Indore" });
    fetchMock.mockResolvedValue(jsonResponse({ data: [] }));

    await expect(apiRequest("/cart")).resolves.toEqual({ data: [] });

    const { init, headers } = requestTo("/api/cart");
    expect(init.credentials).toBe("include");
    expect(headers.get("Authorization")).toBe(`Bearer ${authStore.getState().accessToken}`);
    expect(JSON.parse(headers.get("position") ?? "null")).toEqual({ lat: 22.72, lon: 75.86 });
    expect(user.role).toBe("user");
  });

  it("leaves the position and Authorization headers out when there is no location or token", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));

    await apiRequest("/restaurant", { query: { page: 1, search: undefined } });

    const { headers } = requestTo("/api/restaurant?page=1");
    expect(headers.has("position")).toBe(false);
    expect(headers.has("Authorization")).toBe(false);
  });

  it("sends a JSON body only when there is one", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, message: MESSAGES.loggedOut }));

    await apiRequest("/auth/logout", { method: "POST" });

    const { init, headers } = requestTo("/api/auth/logout");
    expect(init.body).toBeUndefined();
    expect(headers.has("Content-Type")).toBe(false);
  });
});

describe("apiRequest: 401 handling (spec §4)", () => {
  it("refreshes once and retries the original request once with the new token", async () => {
    signInAs("user");
    const freshToken = makeAccessToken({ name: "Asha Verma", sub: "user-1" });
    let ordersCalls = 0;
    fetchMock.mockImplementation(async (input) => {
      if (input === "/api/auth/refresh") return jsonResponse({ accessToken: freshToken });
      ordersCalls += 1;
      return ordersCalls === 1
        ? jsonResponse({ success: false, message: "Expired", code: "UNAUTHENTICATED" }, { status: 401 })
        : jsonResponse({ data: ["order"] });
    });

    await expect(apiRequest("/order")).resolves.toEqual({ data: ["order"] });

    expect(callsTo("/api/auth/refresh")).toHaveLength(1);
    expect(callsTo("/api/order")).toHaveLength(2);
    expect(new Headers(callsTo("/api/order")[1]?.[1]?.headers).get("Authorization")).toBe(`Bearer ${freshToken}`);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("does not refresh a second time when the retried request fails with 401 again", async () => {
    signInAs("user");
    fetchMock.mockImplementation(async (input) =>
      input === "/api/auth/refresh"
        ? jsonResponse({ accessToken: makeAccessToken() })
        : jsonResponse({ success: false, message: MESSAGES.forbidden, code: "UNAUTHENTICATED" }, { status: 401 }),
    );

    await expect(apiRequest("/order")).rejects.toMatchObject({ status: 401 });

    expect(callsTo("/api/auth/refresh")).toHaveLength(1);
    expect(callsTo("/api/order")).toHaveLength(2);
  });

  it("signs the user out when the refresh fails", async () => {
    signInAs("user");
    fetchMock.mockImplementation(async (input) =>
      input === "/api/auth/refresh"
        ? jsonResponse({ success: false, message: MESSAGES.sessionExpired, code: "UNAUTHENTICATED" }, { status: 401 })
        : jsonResponse({ success: false, message: MESSAGES.unauthenticated, code: "UNAUTHENTICATED" }, { status: 401 }),
    );

    await expect(apiRequest("/order")).rejects.toBeInstanceOf(ApiError);

    expect(authStore.getState().status).toBe("signedOut");
    expect(callsTo("/api/order")).toHaveLength(1);
  });

  it("rejects a request failing with 401 while a refresh is already in progress", async () => {
    signInAs("user");
    let finishRefresh: (response: Response) => void = () => {};
    const unauthorised = () =>
      jsonResponse({ success: false, message: MESSAGES.unauthenticated, code: "UNAUTHENTICATED" }, { status: 401 });
    let ordersCalls = 0;
    fetchMock.mockImplementation((input) => {
      if (input === "/api/auth/refresh") return new Promise<Response>((resolve) => (finishRefresh = resolve));
      if (input === "/api/cart") return Promise.resolve(unauthorised());
      ordersCalls += 1;
      return Promise.resolve(ordersCalls === 1 ? unauthorised() : jsonResponse({ data: [] }));
    });

    const first = apiRequest("/order");
    await vi.waitFor(() => expect(callsTo("/api/auth/refresh")).toHaveLength(1));

    await expect(apiRequest("/cart")).rejects.toMatchObject({ status: 401 });

    finishRefresh(jsonResponse({ accessToken: makeAccessToken() }));
    await expect(first).resolves.toEqual({ data: [] });
    expect(callsTo("/api/auth/refresh")).toHaveLength(1);
    expect(callsTo("/api/cart")).toHaveLength(1);
  });

  it("keeps the user signed in and shows the server's message when the refresh answers 503", async () => {
    signInAs("user");
    const unavailable = "The service is briefly unavailable. Please try again in a few seconds.";
    fetchMock.mockImplementation(async (input) =>
      input === "/api/auth/refresh"
        ? jsonResponse(
            { success: false, message: unavailable, code: "DATABASE_UNAVAILABLE" },
            { status: 503, headers: { "Retry-After": "5" } },
          )
        : jsonResponse({ success: false, message: MESSAGES.sessionExpired, code: "UNAUTHENTICATED" }, { status: 401 }),
    );

    await expect(apiRequest("/order")).rejects.toMatchObject({ status: 503, retryAfterSeconds: 5 });

    expect(authStore.getState().status).toBe("signedIn");
    expect(vi.mocked(toast.error).mock.calls[0]?.[0]).toBe(unavailable);
  });

  it("renews a token it knows has expired (the machine slept) before sending, instead of earning a 401", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] });
    const iat = Math.floor(Date.now() / 1000);
    await startSession(makeAccessToken({ iat, exp: iat + 900 }));
    const freshToken = makeAccessToken({ name: "Asha Verma", sub: "user-1" });
    fetchMock.mockImplementation(async (input) =>
      input === "/api/auth/refresh" ? jsonResponse({ accessToken: freshToken }) : jsonResponse({ data: [] }),
    );
    vi.setSystemTime(Date.now() + 901_000);

    await expect(apiRequest("/order")).resolves.toEqual({ data: [] });

    expect(fetchMock.mock.calls.map(([input]) => input)).toEqual(["/api/auth/refresh", "/api/order"]);
    expect(requestTo("/api/order").headers.get("Authorization")).toBe(`Bearer ${freshToken}`);
  });

  it("never refreshes for the /auth calls themselves", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ success: false, message: MESSAGES.invalidCredentials, code: "UNAUTHENTICATED" }, { status: 401 }),
    );

    await expect(
      apiRequest("/auth/login", { method: "POST", body: { email: "a@b.in", password: "x" } }),
    ).rejects.toMatchObject({ status: 401 });

    expect(callsTo("/api/auth/refresh")).toHaveLength(0);
  });
});

describe("apiRequest: error toast (spec §8)", () => {
  it("shows the response body's message and rethrows an ApiError", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ success: false, message: "Restaurant is closed", code: "BUSINESS_RULE" }, { status: 422 }),
    );

    const error = await apiRequest("/order", { method: "POST", body: {} }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: "BUSINESS_RULE" });
    expect(vi.mocked(toast.error).mock.calls[0]?.[0]).toBe("Restaurant is closed");
  });

  it("falls back to the response's status text when the body has no message", async () => {
    fetchMock.mockResolvedValue(new Response("<html>", { status: 502, statusText: "Bad Gateway" }));

    await expect(apiRequest("/restaurant")).rejects.toMatchObject({ status: 502 });

    expect(vi.mocked(toast.error).mock.calls[0]?.[0]).toBe("Bad Gateway");
  });

  it("falls back to the error's own message when there is no response", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));

    await expect(apiRequest("/restaurant")).rejects.toThrow("Failed to fetch");

    expect(vi.mocked(toast.error).mock.calls[0]?.[0]).toBe("Failed to fetch");
  });

  it('falls back to "Something went wrong" when nothing else says what happened', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 500, statusText: "" }));

    await expect(apiRequest("/restaurant")).rejects.toMatchObject({ status: 500 });

    expect(vi.mocked(toast.error).mock.calls[0]?.[0]).toBe(MESSAGES.somethingWentWrong);
  });

  it("shows the server's own message for a 503 and keeps its Retry-After", async () => {
    const message = "The service is briefly unavailable. Please try again in a few seconds.";
    fetchMock.mockResolvedValue(
      jsonResponse(
        { success: false, message, code: "DATABASE_UNAVAILABLE" },
        { status: 503, statusText: "Service Unavailable", headers: { "Retry-After": "7" } },
      ),
    );

    await expect(apiRequest("/restaurant")).rejects.toMatchObject({
      status: 503,
      code: "DATABASE_UNAVAILABLE",
      retryAfterSeconds: 7,
    });

    expect(vi.mocked(toast.error).mock.calls[0]?.[0]).toBe(message);
  });

  it("stays silent when the caller opts out of the toast", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ success: false, message: MESSAGES.rateLimited, code: "RATE_LIMITED" }, { status: 429 }),
    );

    await expect(apiRequest("/auth/otp", { query: { phone: "9876543210" }, toast: false })).rejects.toMatchObject({
      status: 429,
    });

    expect(toast.error).not.toHaveBeenCalled();
  });
});
