/** The web app's page with what it needs announced in its head (modules/seo/pages.ts). */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { MAIN_PICTURE_SIZES } from "@zaika/contract/media";
import {
  FIRST_VIEW_MODULE,
  laterScriptsElement,
  PAGE_DATA_ELEMENT_ID,
  type PageData,
  type RenderFirstView,
  ROUTE_PRELOADS_FILE,
  type RoutePreloads,
} from "@zaika/contract/seo";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { banners } from "../../../src/db/schema/catalog";
import {
  loadFirstView,
  matchesRoute,
  picturePreload,
  readRoutePreloads,
  webPages,
} from "../../../src/modules/seo/pages";
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

/** index.html as the web build writes it, with the app's element the first view goes before. */
const ROOTED = '<!doctype html><html><head><title>Zaika</title></head><body><div id="root"></div></body></html>';
const WITH_APP: RoutePreloads = {
  ...PRELOADS,
  app: ["/assets/main-m1.js", "/assets/framework-f1.js"],
  pages: [...PRELOADS.pages, { path: "/login", scripts: ["/assets/LoginPage-l1.js"] }],
};
const viewElement = (html: string) => `<div id="zaika-first-view" inert>${html}</div><div id="root"></div>`;

/** A stand-in for the web build's module: says what it was asked to draw. */
function fakeFirstView() {
  const asked: Array<{ path: string; language: string; data: PageData }> = [];
  const render: RenderFirstView = async (path, language, data) => {
    asked.push({ path, language, data });
    return `<main>${language} ${path}</main>`;
  };
  return { asked, render };
}

describe("the first view (decision 029)", () => {
  it("draws a listed customer page into the body, with its data, and lists its scripts for after it", async () => {
    const { asked, render } = fakeFirstView();
    const pages = webPages(t.database.db, ROOTED, { preloads: WITH_APP, firstView: render });
    const html = await pages.html("/user");
    expect(html).toContain(viewElement("<main>en /user</main>"));
    expect(asked).toEqual([{ path: "/user", language: "en", data: pageData(html) }]);
    expect(asked[0]?.data.banners?.length).toBeGreaterThan(0);
    // The picture is still announced; the scripts wait for the first view (apps/web src/boot.ts).
    expect(html).toContain(`<link rel="preload" as="image" href="${asked[0]?.data.banners?.[0]?.imageUrl}"`);
    expect(html).toContain(
      laterScriptsElement([
        "/assets/main-m1.js",
        "/assets/framework-f1.js",
        "/assets/core-en.js",
        "/assets/HomePage-a1.js",
        "/assets/listing-b2.js",
      ]),
    );
    expect(html).not.toContain("modulepreload");
  });

  it("draws the customer home for /, in the page's likely language", async () => {
    const { asked, render } = fakeFirstView();
    const pages = webPages(t.database.db, ROOTED, {
      preloads: { ...WITH_APP, pages: [{ path: "/", scripts: [] }] },
      firstView: render,
    });
    expect(await pages.html("/")).toContain(viewElement("<main>en /user</main>"));
    const hindi = await pages.html("/", { acceptLanguage: "hi-IN,hi;q=0.9" });
    expect(hindi).toContain(viewElement("<main>hi /user</main>"));
    expect(hindi).toContain(
      laterScriptsElement(["/assets/main-m1.js", "/assets/framework-f1.js", "/assets/core-hi.js"]),
    );
    expect(asked.map((call) => call.language)).toEqual(["en", "hi"]);
  });

  it("draws no other page: those announce every script in the head, the app's first", async () => {
    const { asked, render } = fakeFirstView();
    const pages = webPages(t.database.db, ROOTED, { preloads: WITH_APP, firstView: render });
    const html = await pages.html("/help");
    expect(html).toBe(
      ROOTED.replace(
        "</head>",
        `${["/assets/main-m1.js", "/assets/framework-f1.js", "/assets/core-en.js"].map((src) => `    ${script(src)}\n`).join("")}  </head>`,
      ),
    );
    expect(asked).toEqual([]);
  });

  it("sends the page without a first view when drawing fails, and tries again next time", async () => {
    let fail = true;
    const render: RenderFirstView = async () => {
      if (fail) throw new Error("broken");
      return "<main>drawn</main>";
    };
    const pages = webPages(t.database.db, ROOTED, { preloads: WITH_APP, firstView: render });
    const broken = await pages.html("/login");
    expect(broken).not.toContain("zaika-first-view");
    expect(broken).toContain(script("/assets/LoginPage-l1.js"));
    fail = false;
    expect(await pages.html("/login")).toContain(viewElement("<main>drawn</main>"));
  });

  it("sends no first view for an empty drawing or a page without the app's element", async () => {
    const empty = webPages(t.database.db, ROOTED, { preloads: WITH_APP, firstView: async () => "" });
    expect(await empty.html("/login")).toContain(script("/assets/main-m1.js"));
    const { render } = fakeFirstView();
    const elsewhere = webPages(t.database.db, INDEX, { preloads: WITH_APP, firstView: render });
    const html = await elsewhere.html("/login");
    expect(html).not.toContain("zaika-first-view");
    expect(html).toContain(script("/assets/LoginPage-l1.js"));
  });

  it("keeps the drawing's text as written, replacement patterns included", async () => {
    const pages = webPages(t.database.db, ROOTED, { preloads: WITH_APP, firstView: async () => "<p>$& $' $` $$</p>" });
    expect(await pages.html("/login")).toContain(viewElement("<p>$& $' $` $$</p>"));
  });

  it("draws a page at most once a minute per language", async () => {
    let time = 0;
    const { asked, render } = fakeFirstView();
    const pages = webPages(t.database.db, ROOTED, { preloads: WITH_APP, firstView: render, now: () => time });
    await pages.html("/login");
    await pages.html("/login");
    await pages.html("/login", { lang: "hi" });
    time = 60_000;
    await pages.html("/login");
    expect(asked.map((call) => `${call.language} ${call.path}`)).toEqual(["en /login", "hi /login", "en /login"]);
  });
});

describe("the web build's first-view module", () => {
  function buildWith(module: string | null): string {
    const dir = mkdtempSync(path.join(tmpdir(), "zaika-web-"));
    writeFileSync(path.join(dir, "index.html"), ROOTED);
    writeFileSync(path.join(dir, ROUTE_PRELOADS_FILE), JSON.stringify(WITH_APP));
    if (module !== null) {
      mkdirSync(path.join(dir, path.dirname(FIRST_VIEW_MODULE)), { recursive: true });
      writeFileSync(path.join(dir, FIRST_VIEW_MODULE), module);
    }
    return dir;
  }

  it("draws the server's pages, and is not a file the server sends", async () => {
    const app = await createTestApp({
      config: {
        webDistDir: buildWith(
          // biome-ignore lint/suspicious/noTemplateCurlyInString: the stand-in module's own source, a template inside
          "export const renderFirstView = async (path, language, data) => `<p>${path} ${language} ${JSON.stringify(data)}</p>`;",
        ),
      },
    });
    try {
      const login = await page("/login", {}, app);
      expect(login.body).toContain(viewElement("<p>/login en {}</p>"));
      expect((await page(`/${FIRST_VIEW_MODULE}`, {}, app)).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it("is none for a build without it, and draws nothing when it exports no renderer", async () => {
    expect(loadFirstView(buildWith(null), () => undefined)).toBeNull();
    const render = loadFirstView(buildWith("export const other = 1;"), () => undefined);
    expect(await render?.("/login", "en", {})).toBe("");
  });
});
