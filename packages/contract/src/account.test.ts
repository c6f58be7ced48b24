import { describe, expect, it } from "vitest";
import {
  ACCOUNT_MESSAGES,
  accountExportFileName,
  anonymisedDeliveryAddress,
  blocksAccountDeletion,
  DeleteAccountBodySchema,
} from "./account";
import type { DeliveryAddress } from "./address";
import type { OrderStatus } from "./order-status";

describe("accountExportFileName", () => {
  // Dated by the India day (UTC+05:30), worked out by hand.
  it.each([
    ["2026-01-15T06:30:00Z", "zaika-my-data-2026-01-15.json"], // 12:00 IST
    ["2026-01-15T18:29:59Z", "zaika-my-data-2026-01-15.json"], // 23:59:59 IST
    ["2026-01-15T18:30:00Z", "zaika-my-data-2026-01-16.json"], // 00:00 IST the next day
    ["2026-12-31T20:00:00Z", "zaika-my-data-2027-01-01.json"], // 01:30 IST on New Year's Day
    ["2028-02-28T19:00:00Z", "zaika-my-data-2028-02-29.json"], // 00:30 IST on a leap day
  ])("at %s: %s", (at, expected) => {
    expect(accountExportFileName(new Date(at))).toBe(expected);
  });
});

describe("blocksAccountDeletion", () => {
  // An order in progress (not delivered, rejected or cancelled) stops the deletion.
  it.each([
    ["PENDING", true],
    ["ACCEPTED", true],
    ["PREPARING", true],
    ["READY_FOR_PICKUP", true],
    ["OUT_FOR_DELIVERY", true],
    ["DELIVERED", false],
    ["REJECTED", false],
    ["CANCELLED", false],
  ] as Array<[OrderStatus, boolean]>)("%s: %s", (status, expected) => {
    expect(blocksAccountDeletion(status)).toBe(expected);
  });
});

describe("anonymisedDeliveryAddress", () => {
  const snapshot: DeliveryAddress = {
    fullName: "Asha Verma",
    addressLine1: "12 MG Road",
    addressLine2: "Flat 4B, Sunrise Apartments",
    landmark: "Opposite City Mall",
    city: "Indore",
    state: "Madhya Pradesh",
    postalCode: "452001",
    addressType: "work",
    phoneNumber: "9876543210",
    deliveryInstructions: "Ring the bell twice",
    coordinates: { lat: 22.7396, lng: 75.8577 },
  };

  it("erases the person and the exact place, keeping city, state, PIN code and type", () => {
    expect(anonymisedDeliveryAddress(snapshot)).toEqual({
      fullName: "Deleted customer",
      addressLine1: "",
      addressLine2: "",
      landmark: "",
      city: "Indore",
      state: "Madhya Pradesh",
      postalCode: "452001",
      addressType: "work",
      phoneNumber: "",
      deliveryInstructions: "",
      coordinates: { lat: 0, lng: 0 },
    });
  });

  it("leaves the address it was given as it was", () => {
    anonymisedDeliveryAddress(snapshot);
    expect(snapshot.fullName).toBe("Asha Verma");
    expect(snapshot.coordinates).toEqual({ lat: 22.7396, lng: 75.8577 });
  });
});

describe("DeleteAccountBodySchema", () => {
  it.each([
    [{ confirm: "DELETE" }, true],
    [{ confirm: "  DELETE " }, true],
    [{ confirm: "delete" }, false],
    [{ confirm: "DELETE MY ACCOUNT" }, false],
    [{ confirm: "" }, false],
    [{ confirm: 1 }, false],
    [{}, false],
  ])("%j: accepted %s", (body, accepted) => {
    const parsed = DeleteAccountBodySchema.safeParse(body);
    expect(parsed.success).toBe(accepted);
    if (!accepted) {
      expect(parsed.error?.issues[0]?.path).toEqual(["confirm"]);
      expect(parsed.error?.issues[0]?.message).toBe("Type DELETE to confirm");
    }
  });

  it("says which order is in progress", () => {
    expect(ACCOUNT_MESSAGES.orderInProgress("ZK100042")).toBe(
      "Your order ZK100042 is still in progress. You can delete your account once it is delivered or cancelled.",
    );
  });
});
