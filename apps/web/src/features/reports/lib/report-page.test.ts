import { describe, expect, it } from "vitest";
import { pageFromParams, shownOrders } from "./report-page";

describe("pageFromParams", () => {
  it.each([
    // [query string, page]
    ["from=2026-02-01&to=2026-02-28", 1], // none named
    ["page=2", 2],
    ["page=12", 12],
    ["page=10000", 10_000], // the contract's highest page
    ["page=10001", 1],
    ["page=0", 1],
    ["page=-3", 1],
    ["page=2.5", 1],
    ["page=two", 1],
    ["page=", 1],
  ] as const)("%j is page %i", (query, page) => {
    expect(pageFromParams(new URLSearchParams(query))).toBe(page);
  });
});

describe("shownOrders", () => {
  it.each([
    // [page, limit, orders on the page, first, last] — positions counted by hand, newest first.
    [1, 50, 3, 1, 3], // a short period on one page
    [1, 50, 50, 1, 50],
    [2, 50, 50, 51, 100],
    [12, 50, 37, 551, 587], // the last of 587: 11 × 50 = 550 before it
    [3, 100, 1, 201, 201], // a page of one
  ] as const)("page %i of %i with %i orders shows %i to %i", (page, limit, count, first, last) => {
    expect(shownOrders({ page, limit, total: 587, totalPages: 12 }, count)).toEqual({ first, last });
  });

  it("is null for a page with no orders (past the last)", () => {
    expect(shownOrders({ page: 13, limit: 50, total: 587, totalPages: 12 }, 0)).toBeNull();
  });
});
