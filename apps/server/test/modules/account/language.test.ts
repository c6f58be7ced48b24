/**
 * Languages on the API (issue 15): messages in the request's Accept-Language (Hindi when preferred, English otherwise
 * and by default), the account's stored language (PUT /api/user/me/language, shown by GET /api/auth/me), and the
 * sign-in code's SMS in the language of the request that asked for it.
 */
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smsOutbox } from "../../../src/db/schema/auth";
import type { TestContext } from "../../helpers/app";
import type { demoTokens } from "../../helpers/auth";
import { auth, customerAtShop, fillCart, type Shop } from "../../helpers/orders";

let t: TestContext;
let tokens: Awaited<ReturnType<typeof demoTokens>>;
let shop: Shop;

beforeAll(async () => {
  ({ t, tokens, shop } = await customerAtShop());
  const coupon = await t.app.inject({
    method: "POST",
    url: "/api/admin/coupons",
    headers: auth(tokens.admin),
    payload: {
      code: "ZAIKA50",
      title: "Flat 50% off",
      discountType: "percent",
      discountValue: 50,
      minOrderAmount: 199,
    },
  });
  if (coupon.statusCode !== 201) throw new Error(`coupon not created: ${coupon.body}`);
});
afterAll(() => t?.close());

const HINDI = { "accept-language": "hi" };

const setLanguage = (token: string | null, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "PUT",
    url: "/api/user/me/language",
    headers: { ...(token ? auth(token) : {}), ...headers },
    payload: payload as Record<string, unknown>,
  });
const me = async (token: string) =>
  (await t.app.inject({ method: "GET", url: "/api/auth/me", headers: auth(token) })).json();

describe("messages follow Accept-Language", () => {
  it("a 400 names the field in Hindi with hi, in English without", async () => {
    const hindi = await t.app.inject({ method: "GET", url: "/api/auth/otp?phone=12345", headers: HINDI });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json()).toEqual({
      success: false,
      code: "VALIDATION_ERROR",
      message: "phone: 10 अंकों का सही भारतीय मोबाइल नंबर डालें",
      details: [{ field: "phone", message: "10 अंकों का सही भारतीय मोबाइल नंबर डालें" }],
    });

    const english = await t.app.inject({ method: "GET", url: "/api/auth/otp?phone=12345" });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      success: false,
      code: "VALIDATION_ERROR",
      message: "phone: Enter a valid 10-digit Indian mobile number",
      details: [{ field: "phone", message: "Enter a valid 10-digit Indian mobile number" }],
    });
  });

  it("zod's own message and a schema's custom one, in Hindi", async () => {
    const notAnObject = await t.app.inject({
      method: "PUT",
      url: "/api/user/me/language",
      headers: { ...auth(tokens.user), ...HINDI, "content-type": "application/json" },
      payload: "[]",
    });
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json()).toMatchObject({
      message: "इनपुट सही नहीं है: ऑब्जेक्ट चाहिए था, पर मिला: सूची",
      details: [{ field: "body", message: "इनपुट सही नहीं है: ऑब्जेक्ट चाहिए था, पर मिला: सूची" }],
    });
    const missing = await setLanguage(tokens.user, {}, HINDI);
    expect(missing.json().message).toBe("language: अंग्रेज़ी (en) या हिन्दी (hi) चुनें");
  });

  it("a 422 business rule with values: the coupon's minimum (lassi ₹60 × 3 = ₹180, ZAIKA50 needs ₹199)", async () => {
    await fillCart(t, tokens.user, [{ productId: shop.dishes.lassi, quantity: 3 }]);
    const apply = (headers: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: "/api/cart/coupon",
        headers: { ...auth(tokens.user), ...headers },
        payload: { code: "ZAIKA50" },
      });
    const hindi = await apply(HINDI);
    expect(hindi.statusCode).toBe(422);
    expect(hindi.json()).toMatchObject({
      code: "BUSINESS_RULE",
      message: "ZAIKA50 इस्तेमाल करने के लिए ₹19 का और जोड़ें",
      details: [{ field: "code", message: "ZAIKA50 इस्तेमाल करने के लिए ₹19 का और जोड़ें" }],
    });
    expect(hindi.headers.vary).toMatch(/Accept-Language/);
    expect((await apply({})).json().message).toBe("Add ₹19 more to use ZAIKA50");
  });

  it("a 401 and a 404 route in Hindi", async () => {
    const signedOut = await setLanguage(null, { language: "hi" }, HINDI);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe("आगे बढ़ने के लिए कृपया लॉग इन करें।");
    const nowhere = await t.app.inject({ method: "GET", url: "/api/nowhere", headers: HINDI });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json().message).toBe("रूट GET /api/nowhere नहीं मिला");
  });

  it("a success message in Hindi", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: HINDI });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "आप लॉग आउट हो गए हैं" });
  });

  it.each([
    ["hi-IN,hi;q=0.9,en;q=0.8", "आप लॉग आउट हो गए हैं"],
    ["en-IN,en;q=0.9,hi;q=0.8", "Logged out successfully"],
    ["en;q=0.4, hi;q=0.6", "आप लॉग आउट हो गए हैं"],
    ["fr", "Logged out successfully"],
    ["fr-FR, hi;q=0.5", "आप लॉग आउट हो गए हैं"],
  ])("Accept-Language: %s", async (header, message) => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { "accept-language": header } });
    expect(res.json().message).toBe(message);
  });
});

describe("PUT /api/user/me/language", () => {
  it("is null on the profile until chosen, then kept and shown", async () => {
    expect((await me(tokens.user)).language).toBeNull();
    const res = await setLanguage(tokens.user, { language: "hi" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "Language saved", language: "hi" });
    expect((await me(tokens.user)).language).toBe("hi");

    const back = await setLanguage(tokens.user, { language: "en" }, HINDI);
    expect(back.json()).toEqual({ success: true, message: "भाषा सेव हो गई", language: "en" });
    expect((await me(tokens.user)).language).toBe("en");
  });

  it("is every signed-in account's: a restaurant owner's too", async () => {
    expect((await setLanguage(tokens.restaurant, { language: "hi" })).statusCode).toBe(200);
    expect((await me(tokens.restaurant)).language).toBe("hi");
    expect((await me(tokens.admin)).language).toBeNull();
  });

  it("refuses another language with a 400 naming language, and keeps the stored one", async () => {
    await setLanguage(tokens.user, { language: "hi" });
    const res = await setLanguage(tokens.user, { language: "fr" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: "VALIDATION_ERROR",
      message: "language: Choose English (en) or Hindi (hi)",
      details: [{ field: "language", message: "Choose English (en) or Hindi (hi)" }],
    });
    expect((await me(tokens.user)).language).toBe("hi");
  });

  it("answers 401 when signed out", async () => {
    const res = await setLanguage(null, { language: "hi" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: "UNAUTHENTICATED", message: "Please log in to continue." });
  });
});

describe("the sign-in code's SMS", () => {
  const lastText = async (phone: string) => {
    const [row] = await t.database.db
      .select({ code: smsOutbox.code, text: smsOutbox.text })
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, phone))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    return row;
  };

  it("is in Hindi when the request prefers Hindi", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/otp?phone=9123457701", headers: HINDI });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("OTP भेज दिया गया है");
    const sent = await lastText("9123457701");
    expect(sent?.text).toBe(
      `${sent?.code} आपका ज़ायका वेरिफ़िकेशन कोड है। यह 5 मिनट में एक्सपायर हो जाएगा। इसे किसी के साथ शेयर न करें।`,
    );
  });

  it("is in English otherwise", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/otp?phone=9123457702" });
    expect(res.json().message).toBe("OTP sent successfully");
    const sent = await lastText("9123457702");
    expect(sent?.text).toBe(
      `${sent?.code} is your Zaika verification code. It expires in 5 minutes. Never share it with anyone.`,
    );
  });
});
