import { describe, expect, it } from "vitest";
import { z } from "zod";
import { compileTemplate, HINDI_MESSAGES, HINDI_TEMPLATES, hasHindi, localizeMessage } from "./messages-hi";
import { contractMessages, contractModuleNames, SAMPLE, serverMessages } from "./messages-hi-sources.test-data";

/** Every contract module's exports by module name, so the scans read imported constants such as MESSAGES.otpInvalid. */
const CONTRACT = new Map(
  await Promise.all(
    contractModuleNames().map(
      async (name) => [name, (await import(`./${name}.ts`)) as Record<string, unknown>] as const,
    ),
  ),
);
const contractExport = (module: string, name: string) => CONTRACT.get(module)?.[name];

describe("localizeMessage", () => {
  // Hand-written: each English message a user can meet, and the Hindi it must read.
  const cases: Array<[string, string]> = [
    ["OTP sent successfully", "OTP भेज दिया गया है"],
    ["Please log in to continue.", "आगे बढ़ने के लिए कृपया लॉग इन करें।"],
    ["Enter a valid 10-digit Indian mobile number", "10 अंकों का सही भारतीय मोबाइल नंबर डालें"],
    ["Image must be 5 MB or smaller", "फ़ोटो 5 MB या उससे छोटी होनी चाहिए"],
    ["Add ₹19 more to use ZAIKA50", "ZAIKA50 इस्तेमाल करने के लिए ₹19 का और जोड़ें"],
    ["ZAIKA50 applied — you save ₹50", "ZAIKA50 लग गया — आपकी ₹50 की बचत"],
    ["Please wait 25 seconds before requesting a new OTP.", "नया OTP मँगाने से पहले कृपया 25 सेकंड रुकें।"],
    [
      "Too many login attempts. Please try again in 5 minutes.",
      "लॉग इन की बहुत ज़्यादा कोशिशें हुईं। कृपया 5 मिनट बाद फिर से कोशिश करें।",
    ],
    ["Incorrect OTP. Please try again. 1 attempt left.", "OTP गलत है। कृपया फिर से कोशिश करें। 1 कोशिश बाकी है।"],
    ["Order marked Out for Delivery", "ऑर्डर का स्टेटस: डिलीवरी के लिए निकला"],
    ["Full name is required", "पूरा नाम ज़रूरी है"],
    ["Price is required", "कीमत ज़रूरी है"],
    ["Add-on price is required", "ऐड-ऑन की कीमत ज़रूरी है"],
    ["Extra price is required", "अतिरिक्त कीमत ज़रूरी है"],
    ["Dish name must be at most 100 characters", "डिश का नाम: ज़्यादा से ज़्यादा 100 अक्षर हो सकते हैं"],
    ["That slot is full. The earliest slot is Tomorrow, 7:00 PM.", "यह स्लॉट भर चुका है। सबसे जल्दी का स्लॉट कल, 7:00 PM है।"],
    ["Invalid input: expected string, received undefined", "यह ज़रूरी है (टेक्स्ट चाहिए)"],
    ["Too small: expected string to have >=1 characters", "बहुत छोटा: कम से कम 1 अक्षर होने चाहिए"],
    [
      "Spice Villa is closed right now. Please order during its opening hours.",
      "Spice Villa अभी बंद है। कृपया इसके खुलने के समय में ऑर्डर करें।",
    ],
    ["Paneer Tikka: Choose one option for Size", "Paneer Tikka: Size के लिए एक विकल्प चुनें"],
    [
      "Item total ₹240 is below this restaurant's ₹249 minimum — add ₹9 more",
      "आइटम टोटल ₹240 इस रेस्टोरेंट के न्यूनतम ऑर्डर ₹249 से कम है — ₹9 का और जोड़ें",
    ],
    ['Invalid option: expected one of "en"|"hi"', 'विकल्प सही नहीं है: इनमें से एक चुनें: "en"|"hi"'],
    ["Route GET /api/nope not found", "रूट GET /api/nope नहीं मिला"],
  ];

  it.each(cases)("%s", (english, hindi) => {
    expect(localizeMessage(english, "hi")).toBe(hindi);
    expect(localizeMessage(english, "en")).toBe(english);
  });

  it("leaves a message it does not know in English", () => {
    expect(localizeMessage("Nothing like this exists", "hi")).toBe("Nothing like this exists");
    expect(hasHindi("Nothing like this exists")).toBe(false);
  });

  it("refuses a Hindi template naming a value its English does not have", () => {
    expect(() => compileTemplate("Add {amount} more", "{total} और जोड़ें")).toThrow(/total/);
  });

  it("compiles every template, and no template repeats a fixed message", () => {
    for (const [english, hindi] of HINDI_TEMPLATES) {
      expect(() => compileTemplate(english, hindi)).not.toThrow();
    }
    const englishTemplates = HINDI_TEMPLATES.map(([english]) => english);
    expect(new Set(englishTemplates).size).toBe(englishTemplates.length);
    for (const [english, hindi] of Object.entries(HINDI_MESSAGES)) {
      expect(hindi.trim(), english).not.toBe("");
    }
  });
});

/**
 * Latin words that may stay in a Hindi message: what Hindi apps write in Latin letters (OTP, GST, UPI, km), the
 * API's own names (field and query names, values to type), formats and units.
 */
const KEPT_WORDS = new Set(
  [
    "km",
    "h",
    "en",
    "hi",
    "id",
    "int",
    "page",
    "limit",
    "sort",
    "format",
    "days",
    "from",
    "to",
    "reference",
    "reason",
    "all",
    "true",
    "false",
    "null",
    "json",
    "csv",
    "replied",
    "unanswered",
    "answered",
    "visibility",
    "visible",
    "hidden",
    "purpose",
    "gallery",
    "pause",
    "until",
    "resumed",
    "resume",
    "signature",
    "body",
    "content",
    "type",
    "application",
    "multipart",
    "form",
    "data",
    "https",
    "email",
    "password",
    "distance",
    "Idempotency",
    "Key",
    "Webhook",
    "webhook",
  ].map((word) => word.toLowerCase()),
);

/** A word kept as it is: an abbreviation (OTP, COD), a camelCase name (otpToken, WebP), or one with digits. */
function isKept(word: string): boolean {
  return /^[A-Z]{2,}$/.test(word) || /[a-z][A-Z]/.test(word) || /\d/.test(word) || KEPT_WORDS.has(word.toLowerCase());
}

const words = (text: string) => text.match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];

/**
 * What is still English in the message's Hindi: its Latin words that are not kept ones nor part of a value (the
 * values passed to build the message: a restaurant's name, a date). Empty when the message is fully translated.
 */
function untranslated(english: string, values: readonly unknown[] = []): string[] {
  const fromValues = new Set(values.flatMap((value) => words(String(value instanceof Date ? "" : value))));
  const english_words = words(english.replaceAll(SAMPLE, " ")).filter((w) => w.length > 1 && !isKept(w));
  const hindi = localizeMessage(english, "hi");
  if (english_words.length > 0 && hindi === english) return [english];
  return words(hindi.replaceAll(SAMPLE, " ")).filter((w) => w.length > 1 && !isKept(w) && !fromValues.has(w));
}

/** Messages only an operator sees (configuration errors at start-up) or only a machine reads. */
const NOT_FOR_USERS = {
  files: [
    // MAP_TILE_URL's problems: the server refuses to start with them.
    "packages/contract/src/map-tiles.ts",
  ],
  messages: new Set([
    // ORDER_AUTO_CANCEL_AFTER_SECONDS vs ORDER_SMS_AFTER_SECONDS: a start-up error.
    "ORDER_AUTO_CANCEL_AFTER_SECONDS must be more than ORDER_SMS_AFTER_SECONDS",
    // The answer to Razorpay's webhook.
    "ok",
  ]),
};

/** Parsing every source file takes a few seconds on a busy machine. */
const SCAN_TIMEOUT_MS = 60_000;

describe("every message a user can see has Hindi", () => {
  it(
    "the server's error messages and success messages written in its code",
    () => {
      const missing = serverMessages(contractExport).flatMap(({ where, texts }) =>
        texts.flatMap((text) => {
          const left = untranslated(text);
          return left.length > 0 ? [`${where}: "${text}" → "${localizeMessage(text, "hi")}" (${left.join(", ")})`] : [];
        }),
      );
      expect(missing).toEqual([]);
    },
    SCAN_TIMEOUT_MS,
  );

  it(
    "zod's custom messages in the contract",
    () => {
      const missing = contractMessages(contractExport)
        .filter(({ where }) => !NOT_FOR_USERS.files.some((file) => where.startsWith(file)))
        .flatMap(({ where, texts }) =>
          texts
            .filter((text) => /[A-Za-z]/.test(text) && !NOT_FOR_USERS.messages.has(text))
            .flatMap((text) => {
              const left = untranslated(text);
              return left.length > 0
                ? [`${where}: "${text}" → "${localizeMessage(text, "hi")}" (${left.join(", ")})`]
                : [];
            }),
        );
      expect(missing).toEqual([]);
    },
    SCAN_TIMEOUT_MS,
  );

  it("zod's own messages, as its checks produce them", () => {
    const failing: Array<[z.ZodType, unknown]> = [
      [z.string(), undefined],
      [z.string(), 5],
      [z.number(), "x"],
      [z.boolean(), "yes"],
      [z.object({ a: z.string() }), []],
      [z.array(z.string()), {}],
      [z.enum(["x", "y"]), "z"],
      [z.literal("x"), "y"],
      [z.string().min(3), "a"],
      [z.string().min(3).max(5), "abcdefgh"],
      [z.string().length(4), "a"],
      [z.number().min(1), 0],
      [z.number().max(5), 9],
      [z.number().gt(0), 0],
      [z.number().lt(1), 1],
      [z.number().int(), 1.5],
      [z.number().multipleOf(5), 3],
      [z.array(z.string()).min(1), []],
      [z.array(z.string()).max(1), ["a", "b"]],
      [z.email(), "someone"],
      [z.url(), "nowhere"],
      [z.uuid(), "1234"],
      [z.iso.datetime(), "yesterday"],
      [z.iso.date(), "yesterday"],
      [z.string().regex(/^\d+$/), "abc"],
      [z.string().startsWith("ZK"), "AB"],
      [z.object({}).strict(), { extra: 1 }],
      [z.object({}).strict(), { extra: 1, more: 2 }],
      [z.union([z.string(), z.number()]), true],
    ];
    const messages = failing.flatMap(([schema, input]) => {
      const result = schema.safeParse(input);
      if (result.success) throw new Error(`${JSON.stringify(input)} passed`);
      return result.error.issues.map((issue) => issue.message);
    });
    expect(messages.length).toBeGreaterThanOrEqual(failing.length);
    const missing = messages.flatMap((message) => {
      const left = untranslated(message, ["x", "y", "extra", "more", "ZK"]);
      return left.length > 0 ? [`"${message}" → "${localizeMessage(message, "hi")}" (${left.join(", ")})`] : [];
    });
    expect(missing).toEqual([]);
  });
});

/**
 * The arguments each message function of the contract's `*_MESSAGES` objects is called with (every branch of its
 * text). A function missing here fails the test: a new message needs its Hindi and a line here.
 */
const SAMPLE_CALLS: Record<string, unknown[][]> = {
  "TIP_MESSAGES.paid": [[50, "Ravi Kumar"]],
  "SETTLEMENT_MESSAGES.payoutTooLarge": [[125_000]],
  "SETTLEMENT_MESSAGES.depositTooLarge": [[99_950]],
  "SETTLEMENT_MESSAGES.payoutRecorded": [[500_000, "Spice Villa"]],
  "SETTLEMENT_MESSAGES.depositRecorded": [[120_000, "Ravi Kumar"]],
  "ACCOUNT_MESSAGES.orderInProgress": [["ZK-20260115-0042"]],
  "REORDER_MESSAGES.removed": [["Paneer Tikka"]],
  "REORDER_MESSAGES.unavailable": [["Paneer Tikka"]],
  "REORDER_MESSAGES.optionGone": [["Paneer Tikka", "Size", "Large"]],
  "REORDER_MESSAGES.choiceNeeded": [["Paneer Tikka", "Size"]],
  "REORDER_MESSAGES.choiceProblem": [["Paneer Tikka", "Choose one option for Size"]],
  "REORDER_MESSAGES.extraGone": [["Paneer Tikka", "Extra cheese"]],
  "REORDER_MESSAGES.priceChanged": [["Paneer Tikka", 180, 220]],
  "REORDER_MESSAGES.quantityCapped": [["Paneer Tikka", 25]],
  "BANNER_MESSAGES.linkTargetMissing": [
    ["offer", "ZAIKA50"],
    ["restaurant", "r1"],
    ["category", "c1"],
  ],
  "CART_MESSAGES.otherRestaurant": [["Spice Villa"]],
  "CART_MESSAGES.chooseOption": [["Size"]],
  "CART_MESSAGES.unknownAttribute": [["Size"]],
  "CART_MESSAGES.unknownOption": [["Size", "Huge"]],
  "CART_MESSAGES.unknownAddon": [["Extra cheese"]],
  "AUTH_LIMIT_MESSAGES.otpResendWait": [[25]],
  "AUTH_LIMIT_MESSAGES.otpPhoneHourly": [[50], [1800]],
  "AUTH_LIMIT_MESSAGES.otpFromAddress": [[1], [40], [600]],
  "AUTH_LIMIT_MESSAGES.otpBusy": [[1], [40], [600]],
  "AUTH_LIMIT_MESSAGES.otpChecksFromAddress": [[1], [40], [600]],
  "AUTH_LIMIT_MESSAGES.loginAttempts": [[1], [40], [600]],
  "REVIEW_MESSAGES.rating": [["Food"], ["Delivery"]],
  "REVIEW_MESSAGES.chooseRating": [["Food"], ["Delivery"]],
  "COUPON_MESSAGES.applied": [["ZAIKA50", 5000]],
  "COUPON_MESSAGES.unknown": [["NOPE10"]],
  "COUPON_MESSAGES.inactive": [["ZAIKA50"]],
  "COUPON_MESSAGES.notStarted": [["ZAIKA50", new Date("2026-02-01T00:00:00+05:30")]],
  "COUPON_MESSAGES.expired": [["ZAIKA50", new Date("2026-01-01T00:00:00+05:30")]],
  "COUPON_MESSAGES.restaurant": [["ZAIKA50", "Spice Villa"]],
  "COUPON_MESSAGES.exhausted": [["ZAIKA50"]],
  "COUPON_MESSAGES.firstOrder": [["ZAIKA50"]],
  "COUPON_MESSAGES.perCustomer": [
    ["ZAIKA50", 1],
    ["ZAIKA50", 3],
  ],
  "COUPON_MESSAGES.belowMinimum": [["ZAIKA50", 1900]],
  "COUPON_MESSAGES.codeTaken": [["ZAIKA50"]],
  "ORDER_MESSAGES.restaurantClosed": [["Spice Villa"]],
  "ORDER_MESSAGES.deliveryUnavailable": [["Spice Villa"]],
  "ORDER_MESSAGES.outsideRadius": [["12.4", "8"]],
  "ORDER_MESSAGES.belowMinimum": [
    ["₹180", "₹199", "₹19"],
    ["₹149.50", "₹150", "₹0.50"],
  ],
  "ORDER_MESSAGES.dishUnavailable": [["Paneer Tikka"]],
  "ORDER_MESSAGES.statusUpdated": [["Accepted"], ["Out for Delivery"], ["Delivered"]],
  "ORDER_MESSAGES.transitionNotAllowed": [["Delivered", "Preparing"]],
  "ORDER_MESSAGES.assigned": [["Ravi Kumar", "ZK-20260115-0042"]],
  "ORDER_MESSAGES.refundRecorded": [["₹250"]],
  "DELIVERY_TERMS_MESSAGES.freeDeliveryNotAboveMinimum": [["₹249"]],
  // Dates in messages are written the English way ("1 Feb 2026"); Hindi apps show them so too.
};
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Sep", "Oct", "Nov", "Dec"];

describe("the contract's message objects have Hindi", () => {
  const objects = [...CONTRACT].flatMap(([module, exports]) =>
    Object.entries(exports)
      .filter(([name, value]) => /(^|_)MESSAGES$/.test(name) && typeof value === "object" && value !== null)
      .filter(([name]) => name !== "MAP_TILE_MESSAGES") // start-up errors of MAP_TILE_URL (NOT_FOR_USERS)
      .map(([name, value]) => ({ module, name, entries: Object.entries(value as Record<string, unknown>) })),
  );

  it("finds the message objects", () => {
    const names = objects.map((o) => o.name);
    for (const expected of ["MESSAGES", "ORDER_MESSAGES", "COUPON_MESSAGES", "CART_MESSAGES", "LANGUAGE_MESSAGES"]) {
      expect(names).toContain(expected);
    }
  });

  it("every fixed text", () => {
    const missing = objects.flatMap(({ name, entries }) =>
      entries
        .filter(([, value]) => typeof value === "string" && !NOT_FOR_USERS.messages.has(value))
        .flatMap(([key, value]) => {
          const left = untranslated(value as string);
          return left.length > 0 ? [`${name}.${key}: "${value}" (${left.join(", ")})`] : [];
        }),
    );
    expect(missing).toEqual([]);
  });

  it("every text built from values, called with SAMPLE_CALLS", () => {
    const functions = objects.flatMap(({ name, entries }) =>
      entries.filter(([, value]) => typeof value === "function").map(([key, fn]) => [`${name}.${key}`, fn] as const),
    );
    expect(functions.map(([name]) => name).filter((name) => !(name in SAMPLE_CALLS))).toEqual([]);
    const missing = functions.flatMap(([name, fn]) =>
      (SAMPLE_CALLS[name] ?? []).flatMap((args) => {
        const english = (fn as (...a: unknown[]) => string)(...args);
        const left = untranslated(english, [...args, ...MONTHS]);
        return left.length > 0
          ? [`${name}: "${english}" → "${localizeMessage(english, "hi")}" (${left.join(", ")})`]
          : [];
      }),
    );
    expect(missing).toEqual([]);
  });
});
