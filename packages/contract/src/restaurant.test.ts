import { describe, expect, it } from "vitest";
import { IndianPhoneSchema } from "./restaurant";

describe("IndianPhoneSchema", () => {
  // [as typed, as stored (a mobile's 10 digits, a landline with its 0 and STD code), or null when refused]
  const table: Array<[string, string | null]> = [
    ["9876543210", "9876543210"],
    ["+91 98765 43210", "9876543210"],
    ["098765 43210", "9876543210"],
    ["09876543210", "9876543210"],
    // Landlines whose STD code starts with 6-9: set apart, they stay landlines (not a stranger's mobile).
    ["0731-2345678", "07312345678"],
    ["0731 2345678", "07312345678"],
    ["080-23456789", "08023456789"],
    ["022-23456789", "02223456789"],
    ["011 2345 6789", "01123456789"],
    // Written without a separator, 0 + ten digits starting 6-9 cannot be told from a mobile with its trunk 0.
    ["07312345678", "7312345678"],
    ["12345", null],
    ["0731-234", null],
  ];
  it.each(table)("%s → %s", (typed, stored) => {
    const parsed = IndianPhoneSchema.safeParse(typed);
    expect(parsed.success ? parsed.data : null).toBe(stored);
  });
});
