import { describe, expect, it } from "vitest";
import {
  ageInYears,
  DateOfBirthSchema,
  isAdult,
  LoginBodySchema,
  normaliseIndianMobile,
  PhoneSchema,
  RegisterBodySchema,
} from "./auth";
import { MESSAGES } from "./messages";
import { homePathFor } from "./roles";

describe("normaliseIndianMobile", () => {
  it.each([
    ["9876543210", "9876543210"],
    ["+919876543210", "9876543210"],
    ["919876543210", "9876543210"],
    ["09876543210", "9876543210"],
    ["+91 98765-43210", "9876543210"],
    ["6000000000", "6000000000"],
  ])("reads %s as %s", (input, expected) => {
    expect(normaliseIndianMobile(input)).toBe(expected);
  });

  it.each(["5876543210", "987654321", "98765432100", "+19876543210", "98765x3210", "", "+91"])(
    "refuses %j",
    (input) => {
      expect(normaliseIndianMobile(input)).toBeNull();
    },
  );

  it("gives the phone schema's message for a bad number", () => {
    const result = PhoneSchema.safeParse("12345");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Enter a valid 10-digit Indian mobile number");
  });
});

describe("age", () => {
  const today = new Date("2026-11-22T10:00:00Z");

  it("counts whole years, turning a year older on the birthday", () => {
    expect(ageInYears("2008-11-22", today)).toBe(18);
    expect(ageInYears("2008-11-23", today)).toBe(17);
    expect(ageInYears("2008-12-01", today)).toBe(17);
    expect(ageInYears("1990-01-01", today)).toBe(36);
  });

  it("treats a 29 February birthday as reached on 1 March in other years", () => {
    expect(ageInYears("2008-02-29", new Date("2026-02-28T00:00:00Z"))).toBe(17);
    expect(ageInYears("2008-02-29", new Date("2026-03-01T00:00:00Z"))).toBe(18);
  });

  it("is adult from the 18th birthday", () => {
    expect(isAdult("2008-11-22", today)).toBe(true);
    expect(isAdult("2008-11-23", today)).toBe(false);
  });

  it("refuses dates that are not real, in the future, or under 18", () => {
    const message = (value: string) => DateOfBirthSchema.safeParse(value).error?.issues[0]?.message;
    expect(message("1990-02-30")).toBe("Date of birth must be a real date");
    expect(message("22/11/1990")).toBe("Date of birth must be a date (YYYY-MM-DD)");
    expect(message("2999-01-01")).toBe("Date of birth cannot be in the future");
    const recent = new Date();
    recent.setUTCFullYear(recent.getUTCFullYear() - 10);
    expect(message(recent.toISOString().slice(0, 10))).toBe(MESSAGES.underage);
    expect(DateOfBirthSchema.safeParse("1990-02-28").success).toBe(true);
  });

  it("gives a bad date of birth one message, the first that applies (issue 16)", () => {
    const messages = (value: unknown) => DateOfBirthSchema.safeParse(value).error?.issues.map((issue) => issue.message);
    const tenYearsAgo = new Date();
    tenYearsAgo.setUTCFullYear(tenYearsAgo.getUTCFullYear() - 10);
    // Hand-written: each input and the one message it must get.
    const cases: Array<[unknown, string]> = [
      [undefined, "Date of birth is required"],
      ["", "Date of birth is required"],
      ["abc", "Date of birth must be a date (YYYY-MM-DD)"],
      ["1990-02-30", "Date of birth must be a real date"],
      ["2999-01-01", "Date of birth cannot be in the future"],
      ["1800-01-01", "Enter a valid date of birth"],
      [tenYearsAgo.toISOString().slice(0, 10), MESSAGES.underage],
    ];
    for (const [value, message] of cases) expect(messages(value), String(value)).toEqual([message]);
  });
});

describe("request bodies", () => {
  it("lower-cases and trims the e-mail at registration", () => {
    const parsed = RegisterBodySchema.parse({
      otpToken: "t",
      name: " Asha ",
      email: " Asha@Example.COM ",
      dateOfBirth: "1990-01-01",
    });
    expect(parsed).toMatchObject({ name: "Asha", email: "asha@example.com" });
  });

  it("accepts exactly one of the two login shapes", () => {
    expect(LoginBodySchema.safeParse({ otpToken: "abc" }).success).toBe(true);
    expect(LoginBodySchema.safeParse({ email: "a@b.in", password: "x" }).success).toBe(true);
    expect(LoginBodySchema.safeParse({ email: "a@b.in" }).success).toBe(false);
    expect(LoginBodySchema.safeParse({ otpToken: "abc", email: "a@b.in", password: "x" }).success).toBe(false);
  });
});

describe("homePathFor", () => {
  it("sends each role to its area", () => {
    expect(homePathFor("restaurant")).toBe("/restaurant");
    expect(homePathFor("admin")).toBe("/admin");
    expect(homePathFor("user")).toBe("/user");
    expect(homePathFor(undefined)).toBe("/user");
  });
});
