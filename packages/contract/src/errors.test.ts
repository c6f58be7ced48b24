import { describe, expect, it } from "vitest";
import { type FieldIssue, firstIssuePerField } from "./errors";

describe("firstIssuePerField", () => {
  // Hand-written: the issues a schema reports, and the one message each field keeps.
  const cases: Array<[string, FieldIssue[], FieldIssue[]]> = [
    ["nothing wrong", [], []],
    [
      "one issue per field is kept as it is",
      [
        { field: "name", message: "Name is required" },
        { field: "email", message: "Enter a valid e-mail address" },
      ],
      [
        { field: "name", message: "Name is required" },
        { field: "email", message: "Enter a valid e-mail address" },
      ],
    ],
    [
      "a field named twice keeps its first issue, in its first place",
      [
        { field: "price", message: "Amount cannot be negative" },
        { field: "name", message: "Dish name is required" },
        { field: "price", message: "Price must be more than 0" },
      ],
      [
        { field: "price", message: "Amount cannot be negative" },
        { field: "name", message: "Dish name is required" },
      ],
    ],
    [
      "nested fields are fields of their own",
      [
        { field: "addons.0.price", message: "Add-on price is required" },
        { field: "addons.1.price", message: "Amount cannot be negative" },
        { field: "addons", message: "Add-on names must differ" },
      ],
      [
        { field: "addons.0.price", message: "Add-on price is required" },
        { field: "addons.1.price", message: "Amount cannot be negative" },
        { field: "addons", message: "Add-on names must differ" },
      ],
    ],
  ];

  it.each(cases)("%s", (_name, issues, expected) => {
    expect(firstIssuePerField(issues)).toEqual(expected);
  });
});
