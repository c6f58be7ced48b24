import { QUERY } from "@zaika/contract/constants";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { createQueryClient, retryDelay } from "./query-client";

describe("query client (spec §9)", () => {
  const client = createQueryClient();
  const { queries, mutations } = client.getDefaultOptions();
  const retry = queries?.retry as (failureCount: number, error: unknown) => boolean;

  it("keeps data fresh for 5 minutes and never retries mutations", () => {
    expect(queries?.staleTime).toBe(QUERY.staleTimeMs);
    expect(mutations?.retry).toBe(false);
  });

  it("retries network and server failures 3 times, but not answers like 404", () => {
    expect([0, 1, 2, 3].map((count) => retry(count, new TypeError("Failed to fetch")))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(retry(0, new ApiError(503, "Service Unavailable", undefined))).toBe(true);
    expect(retry(0, new ApiError(404, "Not Found", undefined))).toBe(false);
  });

  it("backs off exponentially up to 30 seconds", () => {
    expect([0, 1, 2, 10].map(retryDelay)).toEqual([1000, 2000, 4000, QUERY.retryDelayCapMs]);
  });
});
