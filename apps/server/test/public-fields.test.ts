/**
 * What the public sees: every GET route anyone may call without signing in is called anonymously on the seeded demo,
 * and every field of every answer must be on this file's allow-list. A new public route, or a new field in a public
 * answer, fails here until someone has decided it is meant for strangers and added it below.
 */
import { join } from "node:path";
import { WEEKDAYS } from "@zaika/contract/business-hours";
import { ALL_ENDPOINTS } from "@zaika/contract/endpoints/index";
import { defaultCacheDir, diskCache } from "@zaika/seed-artwork/cache";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restaurants } from "../src/db/schema/restaurants";
import { users } from "../src/db/schema/users";
import { seedCatalog } from "../src/db/seed/catalog";
import { DEMO } from "../src/db/seed/seed";
import { localStorage } from "../src/providers/storage/local";
import { createTestApp, type TestContext } from "./helpers/app";
import { demoTokens } from "./helpers/auth";
import { LUNCHTIME } from "./helpers/orders";

/** The spec's map centre (Indore), where the demo restaurants are. */
const CENTRE = { lat: 22.719568, lng: 75.857727 };
const POSITION = JSON.stringify({ lat: CENTRE.lat, lon: CENTRE.lng });

/** The key path an answer without a body stands for. */
const EMPTY_BODY = "(empty body)";

/** Opening hours, per weekday: closed or not, and the time slots. */
const HOURS_FIELDS = WEEKDAYS.flatMap((day) => [
  `${day}.isClosed`,
  `${day}.slots[]`,
  `${day}.slots[].open`,
  `${day}.slots[].close`,
]);

const within = (prefix: string, fields: readonly string[]) => fields.map((f) => `${prefix}${f}`);

/** A restaurant as strangers see it: no commission, bank or tax details, no owner. */
const RESTAURANT_FIELDS = [
  "_id",
  "name",
  "description",
  "foodType",
  "priceRange",
  "cuisine[]",
  "address.street",
  "address.city",
  "address.state",
  "address.zipCode",
  "address.country",
  "address.coordinates.lat",
  "address.coordinates.lng",
  // The restaurant's own business contact, shown on its page (not its owner's login or phone).
  "contactInfo.phones[]",
  "contactInfo.email",
  "contactInfo.website",
  "deliverySettings.isDeliveryAvailable",
  "deliverySettings.deliveryRadius",
  "deliverySettings.minimumOrderAmount",
  "deliverySettings.deliveryFee",
  "deliverySettings.estimatedDeliveryTime",
  "deliverySettings.freeDeliveryThreshold",
  "paymentOptions.acceptsCash",
  "paymentOptions.acceptsOnlinePayment",
  "paymentOptions.acceptsWalletPayment",
  // What the customer pays and waits for, shown at checkout.
  "additionalSettings.packagingCharge",
  "additionalSettings.preparationTime",
  "additionalSettings.isActive",
  "images.logo",
  "images.cover",
  "images.gallery[]",
  "rating.average",
  "rating.count",
  "isActive",
  "isVerified",
  ...within("businessHours.", HOURS_FIELDS),
  "isOpenNow",
  "distance",
  "opensAt",
  // Whether the kitchen is busy or paused, and until when: what the card and page say and checkout enforces.
  "kitchen.busyMinutes",
  "kitchen.paused",
  "kitchen.pausedUntil",
  // The delivery time promised now and the preparation it counts (learned ETAs, decision 018).
  "eta.minMinutes",
  "eta.maxMinutes",
  "eta.preparationMinutes",
  "createdAt",
];

/** A dish on a menu or in the nearby list. */
const DISH_FIELDS = [
  "_id",
  "name",
  "description",
  "image",
  "foodType",
  "price",
  "discountedPrice",
  "preparationTime",
  "isAvailable",
  "category._id",
  "category.name",
  "restaurant",
  "attributes[]",
  "attributes[].name",
  "attributes[].required",
  "attributes[].options[].name",
  "attributes[].options[].additionalPrice",
  "addons[]",
  "addons[].name",
  "addons[].price",
  "createdAt",
];

const PAGINATION_FIELDS = ["pagination.page", "pagination.limit", "pagination.total", "pagination.totalPages"];
const PLACE_FIELDS = [
  "placeId",
  "description",
  "lat",
  "lon",
  "addressComponents.locality",
  "addressComponents.district",
  "addressComponents.state",
  "addressComponents.postal_code",
  "addressComponents.country",
];

/**
 * Every public GET route: the calls that exercise it (anonymous, valid parameters from the seed) and every field its
 * answers may carry. Key paths join object keys with "." and mark array elements with "[]".
 */
function publicRoutes(seed: { restaurantId: string; categoryId: string; phone: string }) {
  const near = `latitude=${CENTRE.lat}&longitude=${CENTRE.lng}`;
  return {
    "/api/health": { calls: ["/api/health"], fields: ["status", "db", "events"] },
    "/api/health/live": { calls: ["/api/health/live"], fields: ["status"] },
    "/api/health/ready": { calls: ["/api/health/ready"], fields: ["status", "db", "events"] },
    // The map tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION) every visitor's browser loads anyway (decision 020).
    "/api/config/public": {
      calls: ["/api/config/public"],
      fields: ["appName", "supportPhone", "supportEmail", "map.tileUrl", "map.attribution"],
    },
    // Development and tests only: never registered in production (system.test), where codes are not kept in clear.
    "/api/dev/outbox": {
      calls: [`/api/dev/outbox?phone=${seed.phone}`],
      fields: ["data[]", "data[].phone", "data[].code", "data[].text", "data[].createdAt"],
    },
    "/api/auth/otp": {
      calls: [`/api/auth/otp?phone=${seed.phone}`],
      fields: ["success", "message", "expiresInSeconds", "resendAfterSeconds"],
    },
    // Without a refresh cookie: 204, nothing.
    "/api/auth/refresh": { calls: ["/api/auth/refresh"], fields: [EMPTY_BODY] },
    "/api/admin/category/all": {
      calls: ["/api/admin/category/all"],
      fields: within("categories[].", ["_id", "name", "image", "isActive", "createdAt"]),
    },
    "/api/admin/banner": {
      calls: ["/api/admin/banner"],
      fields: within("data[].", [
        "_id",
        "imageUrl",
        "position",
        "isActive",
        "link",
        "link.kind",
        "link.target",
        "createdAt",
      ]),
    },
    // The offers running now (issue 14): their terms as the banners and the offers page advertise them.
    "/api/offers": {
      calls: ["/api/offers"],
      fields: within("data[].", [
        "code",
        "title",
        "description",
        "summary",
        "validUntil",
        "restaurants",
        "restaurants[]._id",
        "restaurants[].name",
      ]),
    },
    "/api/geo/places": {
      calls: ["/api/geo/places?q=Indore", "/api/geo/places?q=452001"],
      fields: within("data[].", PLACE_FIELDS),
    },
    "/api/geo/reverse": {
      calls: [`/api/geo/reverse?lat=${CENTRE.lat}&lon=${CENTRE.lng}`],
      fields: within("data.", PLACE_FIELDS),
    },
    "/api/settings": { calls: ["/api/settings"], fields: ["gst"] },
    "/api/products/nearby": {
      calls: [
        `/api/products/nearby?categoryId=${seed.categoryId}`,
        `/api/products/nearby?categoryId=${seed.categoryId}&${near}`,
      ],
      fields: [
        ...within("data[].product.", DISH_FIELDS),
        ...within("data[].restaurant.", ["_id", "name", "distance", "isOpenNow"]),
        ...PAGINATION_FIELDS,
      ],
    },
    "/api/admin/restaurant/all": {
      calls: [
        // The SQL path, the in-memory nearby index and filtered searches: several ways to build the same shape.
        "/api/admin/restaurant/all",
        `/api/admin/restaurant/all?${near}`,
        `/api/admin/restaurant/all?${near}&search=a`,
        `/api/admin/restaurant/all?categoryId=${seed.categoryId}`,
      ],
      // hasOffers: whether a dish is on offer, for the listing's "Offers" filter (decision 017).
      fields: [...within("data[].", RESTAURANT_FIELDS), "data[].hasOffers", ...PAGINATION_FIELDS],
    },
    "/api/admin/restaurant/:id": {
      calls: [`/api/admin/restaurant/${seed.restaurantId}`],
      fields: within("data.", RESTAURANT_FIELDS),
    },
    "/api/admin/restaurant/:id/business-hours": {
      calls: [`/api/admin/restaurant/${seed.restaurantId}/business-hours`],
      fields: within("businessHours.", HOURS_FIELDS),
    },
    "/api/restaurants/:id/menu": {
      calls: [`/api/restaurants/${seed.restaurantId}/menu`],
      fields: [
        ...within("restaurant.", RESTAURANT_FIELDS),
        "categories[]._id",
        "categories[].name",
        ...within("categories[].products[].", DISH_FIELDS),
      ],
    },
    // A restaurant's visible reviews (issue 14): the author's first name only, no order, account or moderation.
    "/api/restaurants/:id/reviews": {
      calls: [`/api/restaurants/${seed.restaurantId}/reviews`, `/api/restaurants/${seed.restaurantId}/reviews?page=2`],
      fields: [
        // None yet in this demo (the order history writes them).
        "data[]",
        ...within("data[].", ["_id", "author", "foodRating", "deliveryRating", "body", "createdAt", "updatedAt"]),
        ...within("data[].", ["dishes[]", "dishes[].productId", "dishes[].name", "reply"]),
        ...within("data[].", ["reply.text", "reply.repliedAt"]),
        ...PAGINATION_FIELDS,
        "summary.average",
        "summary.count",
        "summary.breakdown[].stars",
        "summary.breakdown[].count",
      ],
    },
    "/api/search": {
      calls: ["/api/search?q=paneer", `/api/search?q=indian&${near}`],
      fields: [
        "q",
        // A group with no match.
        "dishes[]",
        "restaurants[]",
        "categories[]",
        ...within("dishes[].", ["_id", "name", "price", "discountedPrice", "foodType", "image"]),
        ...within("dishes[].restaurant.", ["_id", "name", "distance", "isOpenNow"]),
        ...within("restaurants[].", ["_id", "name", "cuisine[]", "logo", "rating.average", "rating.count"]),
        // How to pay it at checkout, said beside the result as on its card (issue 16).
        ...within("restaurants[].", ["paymentOptions.acceptsCash", "paymentOptions.acceptsOnlinePayment"]),
        ...within("restaurants[].", ["distance", "isOpenNow"]),
        ...within("categories[].", ["_id", "name", "image"]),
      ],
    },
  } satisfies Record<string, { calls: string[]; fields: string[] }>;
}

/** Every key path of a JSON value: objects by key, arrays flattened ("[]"), leaves (and empty containers) listed. */
function keyPaths(value: unknown, prefix = "", into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    if (value.length === 0) into.add(`${prefix}[]`);
    for (const item of value) keyPaths(item, `${prefix}[]`, into);
  } else if (value !== null && typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.length === 0 && prefix) into.add(prefix);
    for (const [key, inner] of entries) keyPaths(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix) {
    into.add(prefix);
  }
  return into;
}

let t: TestContext;
let routes: ReturnType<typeof publicRoutes>;
/** What the app saw for each URL the test called: the route it reached and that route's declared access. */
const reached = new Map<string, { route: string | undefined; access: unknown }>();

beforeAll(async () => {
  t = await createTestApp({
    now: LUNCHTIME,
    extend: (app) =>
      app.addHook("onResponse", async (request) => {
        reached.set(request.url, { route: request.routeOptions.url, access: request.routeOptions.config.access });
      }),
  });
  // The whole demo (restaurants, menus, categories, banners), before any request fills a cache.
  await seedCatalog(t.database.db, localStorage(join(t.config.dataDir, "uploads")), {
    clock: t.clock,
    // The machine's picture cache: drawn by the first seed on the machine only.
    artwork: { cache: diskCache(defaultCacheDir(process.env)) },
  });
  const [restaurant] = await t.database.db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.isActive, true))
    .limit(1);
  const { categories } = (await t.app.inject({ url: "/api/admin/category/all" })).json() as {
    categories: Array<{ _id: string }>;
  };
  if (!restaurant || !categories[0]) throw new Error("the demo seed has no restaurant or category");
  routes = publicRoutes({ restaurantId: restaurant.id, categoryId: categories[0]._id, phone: "9876500001" });
}, 120_000);
afterAll(() => t.close());

/** Public event streams, in the OpenAPI document's path form. */
const STREAMS = new Set(
  ALL_ENDPOINTS.filter((e) => e.responseKind === "event-stream").map(
    (e) => `/api${e.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}")}`,
  ),
);

/** Every GET route of the OpenAPI document whose declared access is "public" (in Fastify's `:param` form). */
async function publicGetRoutes(): Promise<string[]> {
  const doc = (await t.app.inject({ url: "/api/docs/json" })).json() as { paths: Record<string, object> };
  const found: string[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!("get" in methods)) continue;
    // A public event stream never ends, so it cannot be called here; its frames carry ids only (kitchen.test).
    if (STREAMS.has(path)) continue;
    const route = path.replace(/\{([^}]+)\}/g, ":$1");
    // Any call reaches the route's hooks (even a 400 or 404), which report its declared access.
    const url = path.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000");
    await t.app.inject({ url });
    const seen = reached.get(url);
    if (!seen?.route) throw new Error(`calling ${url} reached no route`);
    if (seen.access === "public") found.push(route);
  }
  return found;
}

describe("public responses", () => {
  it("cover every public GET route, and name no other", async () => {
    const found = await publicGetRoutes();
    expect(found.length).toBeGreaterThan(5);
    expect(
      found.filter((route) => !(route in routes)),
      "public GET routes missing from publicRoutes() in this test",
    ).toEqual([]);
    expect(
      Object.keys(routes).filter((route) => !found.includes(route)),
      "entries of publicRoutes() that are not public GET routes",
    ).toEqual([]);
  });

  it("carry only the fields on the allow-list", async () => {
    const unexpected: string[] = [];
    const bodies: string[] = [];
    for (const [route, { calls, fields }] of Object.entries(routes)) {
      expect(calls.length, `no call exercises ${route}`).toBeGreaterThan(0);
      for (const url of calls) {
        const res = await t.app.inject({ url, headers: { position: POSITION } });
        expect(res.statusCode, `${url} → ${res.statusCode} ${res.body.slice(0, 200)}`).toBeLessThan(300);
        bodies.push(res.body);
        for (const path of res.body ? keyPaths(res.json()) : [EMPTY_BODY]) {
          if (!(fields as string[]).includes(path)) unexpected.push(`${url} → ${path}`);
        }
      }
    }
    expect(unexpected).toEqual([]);
    // Whatever the field is called: no account's login e-mail, phone or password hash appears in any public answer.
    const accounts = await t.database.db
      .select({ email: users.email, phone: users.phone, passwordHash: users.passwordHash })
      .from(users);
    const secrets = accounts.flatMap((a) => [a.email, a.phone, a.passwordHash]).filter((v): v is string => !!v);
    expect(secrets.length).toBeGreaterThan(10);
    expect(secrets.filter((secret) => bodies.some((body) => body.includes(secret)))).toEqual([]);
  });
});

describe("commercial terms", () => {
  it("shows the commission only to the restaurant's owner and admins", async () => {
    const tokens = await demoTokens(t);
    const [own] = await t.database.db
      .select({ id: restaurants.id, commissionRate: restaurants.commissionRate })
      .from(restaurants)
      .innerJoin(users, eq(users.id, restaurants.ownerId))
      .where(eq(users.email, DEMO.restaurant.email));
    if (!own) throw new Error("the demo restaurant account has no restaurant");
    const commission = async (token?: string) => {
      const res = await t.app.inject({
        url: `/api/admin/restaurant/${own.id}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.additionalSettings.commissionRate;
    };
    expect(await commission()).toBeUndefined();
    expect(await commission(tokens.user)).toBeUndefined();
    expect(await commission(tokens.restaurant)).toBe(own.commissionRate);
    expect(await commission(tokens.admin)).toBe(own.commissionRate);
  });
});
