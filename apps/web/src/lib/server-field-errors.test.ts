import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { applyServerFieldErrors, type ServerFieldErrorOptions } from "./server-field-errors";

type Form = { name: string; phone: string; address: { city: string } };

const validation = (details: unknown) =>
  new ApiError(400, "Bad Request", { success: false, message: "Validation failed", code: "VALIDATION_ERROR", details });

type Case = {
  name: string;
  error: unknown;
  options?: ServerFieldErrorOptions<Form>;
  placed: boolean;
  /** [field, message, focused] of each setError call, in order. */
  calls: [string, string, boolean][];
};

const cases: Case[] = [
  {
    name: "places every issue under its field and focuses the first",
    error: validation([
      { field: "name", message: "Name is required" },
      { field: "phone", message: "Enter a valid 10-digit mobile number" },
    ]),
    options: { fields: ["name", "phone"] },
    placed: true,
    calls: [
      ["name", "Name is required", true],
      ["phone", "Enter a valid 10-digit mobile number", false],
    ],
  },
  {
    // Issue 16: a field the server finds two things wrong with shows one message, the first.
    name: "places one message per field: the first issue naming it",
    error: validation([
      { field: "dateOfBirth", message: "Date of birth must be a real date" },
      { field: "name", message: "Name is required" },
      { field: "dateOfBirth", message: "You must be 18 or older to use this service." },
    ]),
    placed: true,
    calls: [
      ["dateOfBirth", "Date of birth must be a real date", true],
      ["name", "Name is required", false],
    ],
  },
  {
    name: "counts a renamed server field as the form field it names",
    error: validation([
      { field: "mobile", message: "Phone already registered" },
      { field: "phone", message: "Enter a valid 10-digit mobile number" },
    ]),
    options: { fields: ["phone"], rename: { mobile: "phone" } },
    placed: true,
    calls: [["phone", "Phone already registered", true]],
  },
  {
    name: "leaves out an issue for a field the form does not have",
    error: validation([
      { field: "otpToken", message: "Expired" },
      { field: "phone", message: "Phone already registered" },
    ]),
    options: { fields: ["name", "phone"] },
    placed: true,
    calls: [["phone", "Phone already registered", true]],
  },
  {
    name: "reports nothing placed when no issue names a field of the form",
    error: validation([{ field: "otpToken", message: "Expired" }]),
    options: { fields: ["name", "phone"] },
    placed: false,
    calls: [],
  },
  {
    name: "maps a server name to the form's name",
    error: validation([{ field: "mobile", message: "Phone already registered" }]),
    options: { fields: ["name", "phone"], rename: { mobile: "phone" } },
    placed: true,
    calls: [["phone", "Phone already registered", true]],
  },
  {
    name: "takes a test for nested field names",
    error: validation([
      { field: "address.city", message: "City is required" },
      { field: "address.planet", message: "Unknown" },
    ]),
    options: { fields: (field) => field === "address.city" },
    placed: true,
    calls: [["address.city", "City is required", true]],
  },
  {
    name: "places every named field when no list is given",
    error: validation([{ field: "address.city", message: "City is required" }]),
    placed: true,
    calls: [["address.city", "City is required", true]],
  },
  {
    name: "ignores details that are not a list of field issues (e.g. a cart conflict)",
    error: validation({ currentRestaurant: { _id: "r1", name: "Apna Sweets" } }),
    options: { fields: ["name"] },
    placed: false,
    calls: [],
  },
  {
    name: "ignores an error without details",
    error: new ApiError(422, "Unprocessable Entity", { message: "Restaurant is closed" }),
    options: { fields: ["name"] },
    placed: false,
    calls: [],
  },
  {
    name: "ignores anything that is not an API error",
    error: new TypeError("Failed to fetch"),
    options: { fields: ["name"] },
    placed: false,
    calls: [],
  },
];

describe("applyServerFieldErrors", () => {
  it.each(cases)("$name", ({ error, options, placed, calls }) => {
    const setError = vi.fn();
    expect(applyServerFieldErrors<Form>(error, setError, options)).toBe(placed);
    expect(setError.mock.calls).toEqual(
      calls.map(([field, message, focused]) => [field, { type: "server", message }, { shouldFocus: focused }]),
    );
  });
});
