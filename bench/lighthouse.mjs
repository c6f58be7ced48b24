// Lighthouse 12 (mobile, default simulated throttling) on system Chromium against the built app, for the four pages of
// issue 15: the customer home with a delivery location, a restaurant page, login, and the cart signed in with items.
// Builds nothing: run `npm run build` first (or point WEB_DIST_DIR at a `vite build --outDir` folder).
// Starts the built server on a fresh embedded database (seeded like `npm start`), signs the demo customer in with a
// phone code from the dev outbox, fills the cart, then runs each page LH_RUNS times (default 3) and keeps the median
// run by performance score. Prints every category per page with LCP, TBT, CLS, total and JS transfer, and the audits
// that cost points. `--json` also writes the raw reports to /tmp/lighthouse-<page>-<run>.json.
// Environment: LH_PORT (3242), LH_RUNS (3), LH_PAGES (e.g. "home,cart"), CHROMIUM_PATH (/usr/bin/chromium),
// LH_SERVER (the server script, apps/server/dist/server.js), WEB_DIST_DIR (the web build the server serves).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { stopServer, waitUntilOk } from "./lib.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.LH_PORT ?? 3242);
const runs = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const origin = `http://127.0.0.1:${port}`;
const writeJson = process.argv.includes("--json");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];
/** The demo customer (README) and a delivery location in Palasia, Indore, near the round-the-clock restaurant. */
const CUSTOMER_PHONE = "9876543210";
const LOCATION = { lat: 22.7244, lon: 75.8839, description: "Palasia, Indore, Madhya Pradesh" };
/** Open round the clock (README), so its page and cart look the same at any hour. */
const RESTAURANT_NAME = "Midnight Bites 24x7";
const REFRESH_COOKIE = "zaika_rt";
/** The web app's mark of a device that had a session (apps/web/src/lib/session-hint.ts). */
const SESSION_HINT_KEY = "zaika:signed-in";
const LIGHTHOUSE_VERSION = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve("lighthouse/package.json"), "utf8"),
).version;

/** The built server on a fresh embedded database, as `npm start` runs it (development: the dev outbox answers). */
async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "zaika-lighthouse-"));
  const env = {
    ...process.env,
    NODE_ENV: "development",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: origin,
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
  };
  // Always the embedded database, whatever the shell has configured.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const script = process.env.LH_SERVER ?? path.join(root, "apps/server/dist/server.js");
  const child = spawn(process.execPath, [script], { env, stdio: ["ignore", "ignore", "inherit"] });
  if (!(await waitUntilOk(`${origin}/api/health`, 180_000))) {
    await stopServer(child);
    throw new Error("the server did not become healthy in 180 s");
  }
  return {
    async stop() {
      await stopServer(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function api(method, url, { body, token, cookie } = {}) {
  const res = await fetch(`${origin}${url}`, {
    method,
    headers: {
      ...(body ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return { json: text ? JSON.parse(text) : null, headers: res.headers };
}

/** Signs the demo customer in by phone code (dev outbox); returns the access token and the refresh cookie's value. */
async function signInCustomer() {
  await api("GET", `/api/auth/otp?phone=${CUSTOMER_PHONE}`);
  let otp;
  for (let tries = 0; !otp && tries < 50; tries++) {
    otp = (await api("GET", `/api/dev/outbox?phone=${CUSTOMER_PHONE}`)).json.data[0]?.code;
    if (!otp) await new Promise((r) => setTimeout(r, 200));
  }
  if (!otp) throw new Error("no phone code in the dev outbox");
  const { otpToken } = (await api("POST", "/api/auth/verifyOtp", { body: { phone: CUSTOMER_PHONE, otp } })).json;
  const login = await api("POST", "/api/auth/login", { body: { otpToken } });
  const refresh = login.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .find((pair) => pair.startsWith(`${REFRESH_COOKIE}=`));
  if (!refresh) throw new Error("the login set no refresh cookie");
  return { token: login.json.accessToken, refreshToken: refresh.slice(REFRESH_COOKIE.length + 1) };
}

/** The restaurant's id and two of its dishes that need no choices, added to the customer's cart. */
async function prepareCart(token) {
  const { json: list } = await api("GET", `/api/admin/restaurant/all?search=${encodeURIComponent(RESTAURANT_NAME)}`);
  const restaurant = list.data.find((r) => r.name === RESTAURANT_NAME);
  if (!restaurant) throw new Error(`no seeded restaurant named ${RESTAURANT_NAME}`);
  const { json: menu } = await api("GET", `/api/restaurants/${restaurant._id}/menu`);
  const dishes = menu.categories
    .flatMap((category) => category.products)
    .filter((dish) => dish.isAvailable && !dish.attributes.some((attribute) => attribute.required))
    .slice(0, 2);
  for (const dish of dishes) await api("POST", "/api/cart", { token, body: { productId: dish._id, quantity: 2 } });
  return restaurant._id;
}

/**
 * Before each run: the origin's storage, service workers and the HTTP cache emptied (a first visit), then the
 * delivery location stored and, for a signed-in page, the refresh cookie set with the mark the app leaves on a
 * device that signed in (apps/web/src/lib/session-hint.ts), so the page waits for the session check as a returning
 * customer's does. Lighthouse's own reset is off
 * (disableStorageReset) because it would also remove those.
 */
async function prepareBrowser(page, session, signedIn) {
  const cdp = await page.createCDPSession();
  await page.goto(`${origin}/api/health`);
  await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" });
  await cdp.send("Network.clearBrowserCache");
  await cdp.send("Network.clearBrowserCookies");
  await page.evaluate((value) => window.localStorage.setItem("location", value), JSON.stringify(LOCATION));
  if (signedIn) {
    await page.evaluate((key) => window.localStorage.setItem(key, "1"), SESSION_HINT_KEY);
    await cdp.send("Network.setCookie", {
      name: REFRESH_COOKIE,
      value: session.refreshToken,
      domain: "127.0.0.1",
      path: "/api/auth",
      httpOnly: true,
      sameSite: "Strict",
    });
  }
  await cdp.detach();
}

/** The refresh cookie the app was given during the run (it rotates on every refresh), for the next run. */
async function keepRotatedCookie(page, session) {
  const cdp = await page.createCDPSession();
  const { cookies } = await cdp.send("Network.getAllCookies");
  await cdp.detach();
  const rotated = cookies.find((cookie) => cookie.name === REFRESH_COOKIE);
  if (rotated) session.refreshToken = rotated.value;
}

function figures(lhr) {
  const audit = (id) => lhr.audits[id];
  const summary = audit("resource-summary")?.details?.items ?? [];
  const transfer = (type) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const lost = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id].auditRefs) {
      const a = audit(ref.id);
      if (ref.weight > 0 && a.score !== null && a.score < 0.9)
        lost.push(`${id}: ${ref.id} (${a.displayValue ?? a.score})`);
    }
  }
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)])),
    lcp: audit("largest-contentful-paint").numericValue,
    tbt: audit("total-blocking-time").numericValue,
    cls: audit("cumulative-layout-shift").numericValue,
    fcp: audit("first-contentful-paint").numericValue,
    totalKb: transfer("total") / 1024,
    jsKb: transfer("script") / 1024,
    imageKb: transfer("image") / 1024,
    lost,
  };
}

const median = (results) =>
  [...results].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor((results.length - 1) / 2)];

/** Tries at most this often when Lighthouse reports a failed trace (NO_NAVSTART and kin happen on a busy machine). */
const ATTEMPTS = 3;

/** One Lighthouse run of a page on a fresh tab, as a first visit. */
async function audit(browser, session, target) {
  for (let attempt = 1; ; attempt++) {
    const page = await browser.newPage();
    await prepareBrowser(page, session, target.signedIn);
    const result = await lighthouse(
      `${origin}${target.url}`,
      { logLevel: "error", output: "json", disableStorageReset: true, onlyCategories: CATEGORIES },
      undefined,
      page,
    );
    if (target.signedIn) await keepRotatedCookie(page, session);
    await page.close();
    if (!result) throw new Error(`Lighthouse returned nothing for ${target.name}`);
    if (!result.lhr.runtimeError) return result;
    if (attempt === ATTEMPTS) throw new Error(`${target.name}: ${result.lhr.runtimeError.message}`);
    console.warn(`${target.name}: ${result.lhr.runtimeError.code}, trying again`);
  }
}

async function main() {
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const session = await signInCustomer();
    const restaurantId = await prepareCart(session.token);
    const pages = [
      { name: "home", url: "/", signedIn: false },
      { name: "restaurant", url: `/user/restaurant/${restaurantId}`, signedIn: false },
      { name: "login", url: "/login", signedIn: false },
      { name: "cart", url: "/user/cart", signedIn: true },
    ].filter((p) => !process.env.LH_PAGES || process.env.LH_PAGES.split(",").includes(p.name));
    const rows = [];
    const lost = [];
    for (const target of pages) {
      const results = [];
      for (let run = 1; run <= runs; run++) {
        const result = await audit(browser, session, target);
        if (writeJson) writeFileSync(`/tmp/lighthouse-${target.name}-${run}.json`, result.report);
        const f = figures(result.lhr);
        console.info(`${target.name} run ${run}/${runs}: performance ${f.scores.performance}`);
        results.push(f);
      }
      const m = median(results);
      rows.push({
        page: target.name,
        performance: m.scores.performance,
        accessibility: m.scores.accessibility,
        "best-practices": m.scores["best-practices"],
        seo: m.scores.seo,
        "FCP s": +(m.fcp / 1000).toFixed(2),
        "LCP s": +(m.lcp / 1000).toFixed(2),
        "TBT ms": Math.round(m.tbt),
        CLS: +m.cls.toFixed(3),
        "transfer KB": Math.round(m.totalKb),
        "JS KB": Math.round(m.jsKb),
        "image KB": Math.round(m.imageKb),
        "perf runs": results.map((r) => r.scores.performance).join(" "),
      });
      for (const line of m.lost) lost.push(`${target.name}: ${line}`);
    }
    console.info(`\nLighthouse ${LIGHTHOUSE_VERSION} mobile (simulated throttling), median of ${runs} by performance`);
    console.table(rows);
    if (lost.length > 0) console.info(`Audits below 0.9 in the median runs:\n  ${lost.join("\n  ")}`);
    if (writeJson) console.info("Raw reports: /tmp/lighthouse-<page>-<run>.json");
  } finally {
    await browser.disconnect();
    chrome.kill();
    await server.stop();
  }
}

await main();
