import { refreshSession } from "@zaika/contract/endpoints/auth";
import { getRestaurantReport } from "@zaika/contract/endpoints/reports";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockEndpoint, mockEndpointError } from "../test/mock-api";
import { makeAccessToken, signInAs } from "../test/utils";
import { ApiError } from "./api-error";
import { authStore } from "./auth-store";
import { downloadFile, fetchDownload, fileNameFromDisposition } from "./download";
import { toast } from "./toast";

const CSV = "Order ID,Order number\r\nord-1,100042\r\n";
const RANGE = { from: "2026-01-01", to: "2026-01-31", format: "csv" } as const;

function csvAnswer(disposition?: string): Response {
  const headers = new Headers({ "Content-Type": "text/csv; charset=utf-8" });
  if (disposition) headers.set("Content-Disposition", disposition);
  return new Response(CSV, { status: 200, headers });
}

beforeEach(() => {
  vi.spyOn(toast, "error").mockImplementation(() => "toast-id");
});

describe("fileNameFromDisposition", () => {
  it.each([
    // [header, the name a browser would save]
    ['attachment; filename="zaika-report-2026-01-01-to-2026-01-31.csv"', "zaika-report-2026-01-01-to-2026-01-31.csv"],
    ["attachment; filename=report.csv", "report.csv"],
    // RFC 5987: the encoded name wins over the plain fallback; %E2%82%B9 is "₹".
    ["attachment; filename=\"fallback.csv\"; filename*=UTF-8''%E2%82%B9%20report.csv", "₹ report.csv"],
    ['attachment; filename="say \\"hi\\".csv"', 'say "hi".csv'],
    // A folder in the name is never honoured.
    ['attachment; filename="../../etc/passwd"', "passwd"],
    ["attachment", undefined],
    [null, undefined],
  ])("reads %j as %j", (header, expected) => {
    expect(fileNameFromDisposition(header)).toBe(expected);
  });
});

describe("fetchDownload", () => {
  it("asks the declared path with the query and the session's bearer token, and names the file as the server does", async () => {
    signInAs("restaurant", "Owner", "owner-1");
    const calls = mockEndpoint(getRestaurantReport, () =>
      csvAnswer('attachment; filename="zaika-report-2026-01-01-to-2026-01-31.csv"'),
    );

    const file = await fetchDownload(getRestaurantReport, { query: RANGE, accept: "text/csv", fallbackName: "x.csv" });

    expect(file.fileName).toBe("zaika-report-2026-01-01-to-2026-01-31.csv");
    expect(await file.blob.text()).toBe(CSV);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query).toEqual({ from: "2026-01-01", to: "2026-01-31", format: "csv" });
    expect(calls[0]?.headers.get("Authorization")).toBe(`Bearer ${authStore.getState().accessToken}`);
    expect(calls[0]?.headers.get("Accept")).toContain("text/csv");
  });

  it("falls back to the given name when the answer names no file", async () => {
    signInAs("restaurant");
    mockEndpoint(getRestaurantReport, () => csvAnswer());

    const file = await fetchDownload(getRestaurantReport, {
      query: RANGE,
      accept: "text/csv",
      fallbackName: "report.csv",
    });

    expect(file.fileName).toBe("report.csv");
  });

  it("refreshes the session once on a 401 and retries with the new token", async () => {
    signInAs("restaurant", "Owner", "owner-1");
    // Another expiry than the first token's, so the two differ.
    const fresh = makeAccessToken({
      role: "restaurant",
      name: "Owner",
      sub: "owner-1",
      exp: Math.floor(Date.now() / 1000) + 1800,
    });
    mockEndpoint(refreshSession, { accessToken: fresh });
    const calls = mockEndpoint(getRestaurantReport, ({ headers }) =>
      headers.get("Authorization") === `Bearer ${fresh}`
        ? csvAnswer()
        : Response.json({ success: false, message: "Token expired", code: "UNAUTHENTICATED" }, { status: 401 }),
    );

    const file = await fetchDownload(getRestaurantReport, { query: RANGE, accept: "text/csv", fallbackName: "r.csv" });

    expect(await file.blob.text()).toBe(CSV);
    expect(calls).toHaveLength(2);
  });

  it("turns an error answer into an ApiError and toasts the server's message", async () => {
    signInAs("restaurant");
    mockEndpointError(getRestaurantReport, 404, { message: "You have no restaurant yet", code: "NOT_FOUND" });

    const failure = fetchDownload(getRestaurantReport, { query: RANGE, accept: "text/csv", fallbackName: "r.csv" });

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, message: "You have no restaurant yet" });
    expect(toast.error).toHaveBeenCalledWith("You have no restaurant yet", { id: "You have no restaurant yet" });
  });

  it("stays quiet with toast: false", async () => {
    signInAs("restaurant");
    mockEndpointError(getRestaurantReport, 404, { message: "You have no restaurant yet", code: "NOT_FOUND" });

    await expect(
      fetchDownload(getRestaurantReport, { query: RANGE, accept: "text/csv", fallbackName: "r.csv", toast: false }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe("downloadFile", () => {
  it("saves the bytes through an object URL on a link carrying the file name, then releases the URL", async () => {
    signInAs("restaurant");
    mockEndpoint(getRestaurantReport, () => csvAnswer('attachment; filename="zaika-report.csv"'));
    const saved: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return "blob:zaika-report";
    });
    const revokeObjectURL = vi.fn();
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    await downloadFile(getRestaurantReport, { query: RANGE, accept: "text/csv", fallbackName: "r.csv" });

    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe("zaika-report.csv");
    expect(clicked[0]?.getAttribute("href")).toBe("blob:zaika-report");
    expect(await saved[0]?.text()).toBe(CSV);
    // The temporary link is gone from the page.
    expect(document.querySelector("a[download]")).toBeNull();
    await vi.waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith("blob:zaika-report"));
  });
});
