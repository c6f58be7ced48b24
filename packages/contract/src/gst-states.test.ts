import { describe, expect, it } from "vitest";
import { gstState } from "./gst-states";

describe("gstState (the GST state code of a place of supply)", () => {
  it.each([
    // [name as an address carries it, code and current name] — codes as the first two digits of a GSTIN
    ["Madhya Pradesh", { code: "23", name: "Madhya Pradesh" }],
    ["  madhya pradesh ", { code: "23", name: "Madhya Pradesh" }], // as typed: spaces and case do not matter
    ["Gujarat", { code: "24", name: "Gujarat" }],
    ["Maharashtra", { code: "27", name: "Maharashtra" }],
    ["Karnataka", { code: "29", name: "Karnataka" }],
    ["Delhi", { code: "07", name: "Delhi" }],
    ["NCT of Delhi", { code: "07", name: "Delhi" }],
    ["New Delhi", { code: "07", name: "Delhi" }], // what geocoders often give
    ["Jammu & Kashmir", { code: "01", name: "Jammu and Kashmir" }], // "&" read as "and"
    ["Uttaranchal", { code: "05", name: "Uttarakhand" }], // old names still in use
    ["Orissa", { code: "21", name: "Odisha" }],
    ["Pondicherry", { code: "34", name: "Puducherry" }],
    ["Tamil Nadu", { code: "33", name: "Tamil Nadu" }],
    ["West Bengal", { code: "19", name: "West Bengal" }],
    // Daman and Diu (code 25) merged into 26 in 2020
    ["Daman and Diu", { code: "26", name: "Dadra and Nagar Haveli and Daman and Diu" }],
    ["Telangana", { code: "36", name: "Telangana" }],
    ["Andhra Pradesh", { code: "37", name: "Andhra Pradesh" }],
    ["Ladakh", { code: "38", name: "Ladakh" }],
    ["Atlantis", null], // unknown: printed as typed, without a code
    ["", null],
  ] as const)("%s → %o", (name, expected) => {
    expect(gstState(name)).toEqual(expected);
  });
});
