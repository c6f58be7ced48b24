import { DEFAULT_BUSINESS_HOURS } from "@zaika/contract/business-hours";
import { MESSAGES } from "@zaika/contract/messages";
import { RESTAURANT_MESSAGES } from "@zaika/contract/restaurant";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restaurants } from "../../../src/db/schema/restaurants";
import { users } from "../../../src/db/schema/users";
import { createTestApp, type TestContext } from "../../helpers/app";
import { decodeClaims, demoTokens } from "../../helpers/auth";
import { auth, draft } from "./fixtures";

let t: TestContext;
let tokens: Awaited<ReturnType<typeof demoTokens>>;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await demoTokens(t);
});
afterAll(() => t.close());

const create = (payload: unknown, token = tokens.admin) =>
  t.app.inject({ method: "POST", url: "/api/admin/restaurant", headers: auth(token), payload: payload as object });

describe("POST /api/admin/restaurant", () => {
  it("creates the restaurant and its owner, who can then sign in with role restaurant", async () => {
    const body = draft({ name: "Apna Dhaba" });
    const res = await create(body);
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json).toMatchObject({ success: true, message: RESTAURANT_MESSAGES.added });
    expect(json.data).toMatchObject({
      name: "Apna Dhaba",
      cuisine: ["North Indian", "Chinese"],
      address: { zipCode: "452001", country: "India" },
      deliverySettings: { deliveryRadius: 7.5, minimumOrderAmount: 149.5, deliveryFee: 30, freeDeliveryThreshold: 499 },
      additionalSettings: {
        commissionRate: 12.5,
        packagingCharge: 10,
        isActive: true,
        bankDetails: { ifscCode: "HDFC0001234" },
        taxInfo: { gstin: "23ABCDE1234F1Z5", vatNumber: null, panNumber: "ABCDE1234F" },
      },
      owner: { name: "Owner Person", email: body.ownerEmail },
      isActive: true,
      isVerified: false,
      businessHours: DEFAULT_BUSINESS_HOURS,
      distance: null,
    });

    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: body.ownerEmail, password: body.password },
      remoteAddress: "10.1.1.1",
    });
    expect(login.statusCode).toBe(200);
    const claims = decodeClaims(login.json().accessToken);
    expect(claims.role).toBe("restaurant");

    const own = await t.app.inject({ method: "GET", url: "/api/restaurant", headers: auth(login.json().accessToken) });
    expect(own.statusCode).toBe(200);
    expect(own.json().data._id).toBe(json.data._id);
  });

  it("stores money in paise, the radius in metres and the password only as an argon2id hash", async () => {
    const body = draft();
    const id = (await create(body)).json().data._id;
    const [row] = await t.database.db.select().from(restaurants).where(eq(restaurants.id, id));
    expect(row).toMatchObject({
      deliveryRadiusMetres: 7500,
      minimumOrderPaise: 14_950,
      deliveryFeePaise: 3000,
      freeDeliveryThresholdPaise: 49_900,
      packagingChargePaise: 1000,
    });
    const [owner] = await t.database.db.select().from(users).where(eq(users.email, body.ownerEmail));
    expect(owner?.role).toBe("restaurant");
    expect(owner?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("keeps business hours sent with the form", async () => {
    const businessHours = {
      ...DEFAULT_BUSINESS_HOURS,
      monday: { isClosed: true, slots: [] },
      friday: {
        isClosed: false,
        slots: [
          { open: "11:00", close: "15:00" },
          { open: "18:30", close: "23:30" },
        ],
      },
    };
    const res = await create(draft({ businessHours }));
    expect(res.json().data.businessHours).toEqual(businessHours);
  });

  it("refuses an owner e-mail that is already taken with a 409 naming ownerEmail, and creates nothing", async () => {
    const first = draft();
    expect((await create(first)).statusCode).toBe(200);
    const second = draft({ ownerEmail: first.ownerEmail.toUpperCase(), name: "Should Not Exist" });
    const res = await create(second);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "CONFLICT", details: [{ field: "ownerEmail" }] });
    const rows = await t.database.db.select().from(restaurants).where(eq(restaurants.name, "Should Not Exist"));
    expect(rows).toHaveLength(0);
  });

  it("refuses the e-mail of the demo admin", async () => {
    const res = await create(draft({ ownerEmail: "admin@demo.test" }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.emailTaken);
  });

  const base = draft();
  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ["a 5-digit PIN", { address: { ...base.address, zipCode: "45200" } }, "address.zipCode"],
    ["a PIN starting with 0", { address: { ...base.address, zipCode: "052001" } }, "address.zipCode"],
    ["a PIN with letters", { address: { ...base.address, zipCode: "4520a1" } }, "address.zipCode"],
    ["a short phone", { contactInfo: { ...base.contactInfo, phones: ["98765"] } }, "contactInfo.phones.0"],
    [
      "a phone starting with 5",
      { contactInfo: { ...base.contactInfo, phones: ["5876543210"] } },
      "contactInfo.phones.0",
    ],
    ["no phone", { contactInfo: { ...base.contactInfo, phones: [] } }, "contactInfo.phones"],
    ["a bad contact e-mail", { contactInfo: { ...base.contactInfo, email: "nope" } }, "contactInfo.email"],
    [
      "a bad GSTIN",
      { additionalSettings: { ...base.additionalSettings, taxInfo: { gstin: "23ABCDE1234F1X5" } } },
      "additionalSettings.taxInfo.gstin",
    ],
    [
      "a bad PAN",
      { additionalSettings: { ...base.additionalSettings, taxInfo: { panNumber: "ABCD12345F" } } },
      "additionalSettings.taxInfo.panNumber",
    ],
    [
      "a bad IFSC",
      {
        additionalSettings: {
          ...base.additionalSettings,
          bankDetails: { ...base.additionalSettings.bankDetails, ifscCode: "HDFC1001234" },
        },
      },
      "additionalSettings.bankDetails.ifscCode",
    ],
    [
      "a commission of 100.5",
      { additionalSettings: { ...base.additionalSettings, commissionRate: 100.5 } },
      "additionalSettings.commissionRate",
    ],
    [
      "a negative commission",
      { additionalSettings: { ...base.additionalSettings, commissionRate: -1 } },
      "additionalSettings.commissionRate",
    ],
    [
      "a delivery radius of 0",
      { deliverySettings: { ...base.deliverySettings, deliveryRadius: 0 } },
      "deliverySettings.deliveryRadius",
    ],
    [
      "a negative delivery fee",
      { deliverySettings: { ...base.deliverySettings, deliveryFee: -5 } },
      "deliverySettings.deliveryFee",
    ],
    [
      "an amount with 3 decimals",
      { deliverySettings: { ...base.deliverySettings, minimumOrderAmount: 10.005 } },
      "deliverySettings.minimumOrderAmount",
    ],
    [
      "a delivery time of 0",
      { deliverySettings: { ...base.deliverySettings, estimatedDeliveryTime: 0 } },
      "deliverySettings.estimatedDeliveryTime",
    ],
    [
      "a free-delivery threshold of 0",
      { deliverySettings: { ...base.deliverySettings, freeDeliveryThreshold: 0 } },
      "deliverySettings.freeDeliveryThreshold",
    ],
    ["no cuisine", { cuisine: [] }, "cuisine"],
    ["a short password", { password: "abc12" }, "password"],
    [
      "a latitude of 91",
      { address: { ...base.address, coordinates: { lat: 91, lng: 75 } } },
      "address.coordinates.lat",
    ],
    [
      "no way to pay",
      { paymentOptions: { acceptsCash: false, acceptsOnlinePayment: false, acceptsWalletPayment: false } },
      "paymentOptions",
    ],
  ];

  it.each(invalid)("refuses %s with a 400 naming the field", async (_what, change, field) => {
    const res = await create({ ...draft(), ...change });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe("VALIDATION_ERROR");
    expect(body.details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it.each([0, 100])("accepts a commission of %s", async (commissionRate) => {
    const body = draft();
    const res = await create({ ...body, additionalSettings: { ...body.additionalSettings, commissionRate } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.additionalSettings.commissionRate).toBe(commissionRate);
  });

  it("accepts a landline with its STD code and mobiles in any common form, stored as digits", async () => {
    const body = draft();
    const res = await create({
      ...body,
      contactInfo: { ...body.contactInfo, phones: ["022-24901234", "+91 98765 43210"] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.contactInfo.phones).toEqual(["02224901234", "9876543210"]);
  });

  it("refuses a NUL character in any text field with a 400 naming it", async () => {
    const body = draft();
    const res = await create({ ...body, address: { ...body.address, street: "12 MG\u0000 Road" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe("address.street");
  });

  it("answers a customer with 403 and a visitor with 401", async () => {
    expect((await create(draft(), tokens.user)).statusCode).toBe(403);
    expect((await create(draft(), tokens.restaurant)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: "POST", url: "/api/admin/restaurant", payload: draft() });
    expect(anonymous.statusCode).toBe(401);
  });
});
