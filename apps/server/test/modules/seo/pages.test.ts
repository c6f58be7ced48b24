/** The web app's page with what it needs announced in its head (modules/seo/pages.ts). */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { MAIN_PICTURE_SIZES } from "@zaika/contract/media";
import { PAGE_DATA_ELEMENT_ID, type PageData, ROUTE_PRELOADS_FILE, type RoutePreloads } from "@zaika/contract/seo";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { banners } from "../../../src/db/schema/catalog";
import { matchesRoute, picturePreload, readRoutePreloads, webPages } from "../../../src/modules/seo/pages";
import { createTestApp, type TestContext } from "../../helpers/app";
import { addOwnerWithRestaurant } from "../products/fixtures";

const INDEX = "<!doctype html><html><head><title>Zaika</title></head><body><div id=root></div></body></html>";
const FIRST = "/uploads/banner/11111111-1111-4111-8111-111111111111.webp";
const SECOND = "/uploads/banner/22222222-2222-4222-8222-222222222222.webp";
const COVER = "/uploads/cover/33333333-3333-4333-8333-333333333333.webp";
const PRELOADS: RoutePreloads = {
  pages: [
    { path: "/user", scripts: ["/assets/HomePage-a1.js", "/assets/listing-b2.js"] },
    { path: "/user/restaurant/:id", scripts: ["/assets/RestaurantPage-c3.js"] },
  ],
  texts: { en: ["/assets/core-en.js"], hi: ["/assets/core-hi.js"] },
};

let t: TestContext;
/** The same app's pages without a route-preloads.json (a build that wrote none). */
let bare: TestContext;
let open: string;
let closedForGood: string;

function webDist(withPreloads: boolean): string {
  const dir = mkdtempSync(path.join(tmpdir(), "zaika-web-"));
  writeFileSync(path.join(dir, "index.html"), INDEX);
  if (withPreloads) writeFileSync(path.join(dir, ROUTE_PRELOADS_FILE), JSON.stringify(PRELOADS));
  return dir;
}

beforeAll(async () => {
  t = await createTestApp({ config: { webDistDir: webDist(true) } });
  await t.database.db.delete(banners);
  await t.database.db.insert(banners).values([
    { imageUrl: SECOND, position: 2 },
    { imageUrl: FIRST, position: 1 },
    { imageUrl: "/uploads/banner/hidden.webp", position: 0, isActive: false },
  ]);
  open = (await addOwnerWithRestaurant(t, { cover: COVER })).restaurantId;
  closedForGood = (await addOwnerWithRestaurant(t, { cover: COVER, isActive: false })).restaurantId;
  bare = await createTestApp({ config: { webDistDir: webDist(false) } });
  await bare.database.db.delete(banners);
  await bare.database.db.insert(banners).values({ imageUrl: FIRST, position: 1 });
});
afterAll(async () => {
  await bare.close();
  await t.close();
});

const page = (url: string, headers: Record<string, string> = {}, app = t) =>
  app.app.inject({ method: "GET", url, headers });
const withHints = (...hints: string[]) =>
  INDEX.replace("</head>", `${hints.map((hint) => `    ${hint}\n`).join("")}  </head>`);
const script = (src: string) => `<link rel="modulepreload" crossorigin href="${src}">`;

/** The srcset and sizes the web app's <img> has, so the hint and the page ask for the same file. */
const bannerHint =
  `<link rel="preload" as="image" href="${FIRST}" imagesrcset="` +
  [96, 160, 240, 320, 480, 640, 800, 960, 1280, 1600].map((w) => `${FIRST}?w=${w} ${w}w`).join(", ") +
  `" imagesizes="${MAIN_PICTURE_SIZES.banner}" fetchpriority="high">`;

/** The page data a page carries (contract seo.ts), read back from its script element; undefined without one. */
function pageData(html: string): PageData | undefined {
  const found = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return found ? (JSON.parse(found[1] as string) as PageData) : undefined;
}
/** The page data's element as the head carries it, after the picture's preload. */
const dataHint = (html: string) => html.slice(html.indexOf("<script"), html.indexOf("</script>") + 9);

describe("the customer home's page", () => {
  it("announces the first active banner, the English texts and the home's scripts", async () => {
    const res = await page("/user");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toBe(
      withHints(
        bannerHint,
        dataHint(res.body),
        script("/assets/core-en.js"),
        script("/assets/HomePage-a1.js"),
        script("/assets/listing-b2.js"),
      ),
    );
  });

  it("carries the banners a customer gets from the API, active ones in carousel order, for the first render", async () => {
    const res = await page("/user");
    const api = await t.app.inject({ method: "GET", url: "/api/admin/banner" });
    const { data } = api.json() as { data: Array<{ imageUrl: string }> };
    expect(data.map((banner) => banner.imageUrl)).toEqual([FIRST, SECOND]);
    expect(pageData(res.body)).toEqual({ banners: data });
  });

  it("announces the Hindi texts for ?lang=hi or a browser that prefers Hindi", async () => {
    for (const [url, headers] of [
      ["/user?lang=hi", {}],
      ["/user", { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" }],
    ] as const) {
      const res = await page(url, headers);
      expect(res.body, url).toContain(script("/assets/core-hi.js"));
      expect(res.body, url).not.toContain("core-en");
    }
    // ?lang= wins over the browser.
    expect((await page("/user?lang=en", { "accept-language": "hi" })).body).toContain(script("/assets/core-en.js"));
  });

  it("announces the banner for / too, which sends visitors on to /user", async () => {
    const res = await page("/");
    expect(res.body).toBe(withHints(bannerHint, dataHint(res.body), script("/assets/core-en.js")));
    expect(pageData(res.body)?.banners?.map((banner) => banner.imageUrl)).toEqual([FIRST, SECOND]);
  });
});

describe("a restaurant's page", () => {
  it("announces the restaurant's cover, drawn as the restaurant page draws it, and the page's scripts", async () => {
    const res = await page(`/user/restaurant/${open}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<link rel="preload" as="image" href="${COVER}" imagesrcset="${COVER}?w=96 96w, `);
    expect(res.body).toContain(`${COVER}?w=1600 1600w" imagesizes="${MAIN_PICTURE_SIZES.restaurantCover}"`);
    expect(res.body).toContain(`${script("/assets/core-en.js")}\n    ${script("/assets/RestaurantPage-c3.js")}`);
    expect(pageData(res.body)).toEqual({ restaurantCover: { id: open, cover: COVER } });
  });

  it("names the restaurant by its id in lower case, however the address spells it", async () => {
    const res = await page(`/user/restaurant/${open.toUpperCase()}`);
    expect(pageData(res.body)).toEqual({ restaurantCover: { id: open, cover: COVER } });
  });

  it("announces no picture for a restaurant customers cannot open, an unknown one or a malformed id", async () => {
    for (const id of [closedForGood, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const res = await page(`/user/restaurant/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(withHints(script("/assets/core-en.js"), script("/assets/RestaurantPage-c3.js")));
      expect(pageData(res.body)).toBeUndefined();
    }
  });
});

describe("other pages", () => {
  it("announce the texts only", async () => {
    for (const url of ["/login", "/user/cart", "/help"]) {
      const { body } = await page(url);
      expect(body, url).toBe(withHints(script("/assets/core-en.js")));
      expect(pageData(body), url).toBeUndefined();
    }
  });
});

describe("a build without route-preloads.json", () => {
  it("still announces the pictures, and nothing else", async () => {
    const home = (await page("/user", {}, bare)).body;
    expect(home).toBe(withHints(bannerHint, dataHint(home)));
    expect((await page("/login", {}, bare)).body).toBe(INDEX);
  });
});

describe("webPages", () => {
  it("looks a picture up at most once a minute per page", async () => {
    let time = 0;
    const pages = webPages(t.database.db, INDEX, { now: () => time });
    expect(await pages.html("/user")).toContain(`href="${FIRST}"`);
    const newer = SECOND.replace("2222", "4444");
    await t.database.db.insert(banners).values({ imageUrl: newer, position: -1 });
    time = 59_999;
    expect(await pages.html("/user")).toContain(`href="${FIRST}"`);
    time = 60_000;
    expect(await pages.html("/user")).toContain(`href="${newer}"`);
  });
});

describe("matchesRoute", () => {
  it("matches literal segments and one non-empty segment per :name", () => {
    expect(matchesRoute("/user/restaurant/:id", "/user/restaurant/abc")).toBe(true);
    expect(matchesRoute("/user/restaurant/:id", "/user/restaurant/abc/")).toBe(true);
    expect(matchesRoute("/user/restaurant/:id", "/user/restaurant/")).toBe(false);
    expect(matchesRoute("/user/restaurant/:id", "/user/restaurant/abc/reviews")).toBe(false);
    expect(matchesRoute("/user", "/user/")).toBe(true);
    expect(matchesRoute("/", "/")).toBe(true);
    expect(matchesRoute("/user", "/users")).toBe(false);
  });
});

describe("readRoutePreloads", () => {
  it("reads the build's file, and answers null for none or one that does not read", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "zaika-web-"));
    expect(readRoutePreloads(dir)).toBeNull();
    writeFileSync(path.join(dir, ROUTE_PRELOADS_FILE), "{not json");
    expect(readRoutePreloads(dir)).toBeNull();
    writeFileSync(path.join(dir, ROUTE_PRELOADS_FILE), JSON.stringify({ pages: "nope", texts: {} }));
    expect(readRoutePreloads(dir)).toBeNull();
    writeFileSync(path.join(dir, ROUTE_PRELOADS_FILE), JSON.stringify(PRELOADS));
    expect(readRoutePreloads(dir)).toEqual(PRELOADS);
  });
});

describe("picturePreload", () => {
  it("names a picture stored elsewhere by its address alone, quoting it safely", () => {
    expect(picturePreload('https://cdn.example/a"b.webp', "100vw")).toBe(
      '<link rel="preload" as="image" href="https://cdn.example/a&quot;b.webp" fetchpriority="high">',
    );
  });
});
