/** The admins' figures at most a minute old (decision 015): shared while computed, kept for the lifetime, then fresh. */
import { describe, expect, it } from "vitest";
import { manualClock } from "../../../src/lib/clock";
import { ADMIN_REPORT_TTL_MS, adminReportCache } from "../../../src/modules/reports/admin-cache";

function counter() {
  let calls = 0;
  return {
    compute: async () => {
      calls += 1;
      return calls;
    },
    calls: () => calls,
  };
}

describe("admin report cache", () => {
  it("keeps a result for a minute by default, then computes it again", async () => {
    const clock = manualClock();
    const cache = adminReportCache(clock);
    const c = counter();
    expect(ADMIN_REPORT_TTL_MS).toBe(60_000);
    expect(await cache.get("overview", c.compute)).toBe(1);
    clock.advance(59_999);
    expect(await cache.get("overview", c.compute)).toBe(1);
    clock.advance(1);
    expect(await cache.get("overview", c.compute)).toBe(2);
    expect(c.calls()).toBe(2);
  });

  it("lets concurrent callers share one computation", async () => {
    const cache = adminReportCache(manualClock());
    let release: (value: string) => void = () => {};
    let calls = 0;
    const slow = () => {
      calls += 1;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const waiting = Array.from({ length: 20 }, () => cache.get("revenue:365", slow));
    release("figures");
    expect(await Promise.all(waiting)).toEqual(Array(20).fill("figures"));
    expect(calls).toBe(1);
  });

  it("keeps each key apart", async () => {
    const cache = adminReportCache(manualClock());
    expect(await cache.get("revenue:7", async () => "week")).toBe("week");
    expect(await cache.get("revenue:30", async () => "month")).toBe("month");
    expect(await cache.get("revenue:7", async () => "not again")).toBe("week");
  });

  it("does not keep a failure: the next caller computes again", async () => {
    const cache = adminReportCache(manualClock());
    await expect(cache.get("overview", async () => Promise.reject(new Error("database down")))).rejects.toThrow(
      "database down",
    );
    expect(await cache.get("overview", async () => "recovered")).toBe("recovered");
  });

  it("with a lifetime of 0 computes every time (the API tests' setting)", async () => {
    const cache = adminReportCache(manualClock(), 0);
    const c = counter();
    expect(await cache.get("overview", c.compute)).toBe(1);
    expect(await cache.get("overview", c.compute)).toBe(2);
  });
});
