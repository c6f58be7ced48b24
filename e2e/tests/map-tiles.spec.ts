/**
 * Street maps as a runtime setting (issue 13, decision 020): with MAP_TILE_URL set, the customer's location picker
 * draws that server's tiles, and the Content-Security-Policy lets the browser load them.
 *
 * The suite's server has no tiles (the offline basemap every other journey sees), so this file starts its own: a tile
 * server on a free port of 127.0.0.1 (a PNG for every /{z}/{x}/{y}.png, each request recorded), and the built server
 * on its own port with a fresh embedded database and MAP_TILE_URL pointing at it; it stops both afterwards.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { type OwnServer, startOwnServer } from "./own-server";
import { pngImage, watchConsole } from "./support";

const PORT = Number(process.env.E2E_MAP_TILES_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 60);
const BASE = `http://127.0.0.1:${PORT}`;
const ATTRIBUTION = "© Zaika test tiles";
const TILE_PATH = /^\/(\d+)\/(\d+)\/(\d+)\.png$/;
const TILE = pngImage(256, 256, "tile.png").buffer;

let tiles: Server | null = null;
let tileOrigin = "";
/** The paths the tile server was asked for, in order. */
const tileRequests: string[] = [];
let server: OwnServer | null = null;

/** Serves a PNG for every /{z}/{x}/{y}.png (404 otherwise) on a free port; resolves with its origin. */
async function startTileServer(): Promise<string> {
  tiles = createServer((req, res) => {
    const url = req.url ?? "";
    tileRequests.push(url);
    if (!TILE_PATH.test(url)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "Content-Type": "image/png", "Content-Length": TILE.length, "Cache-Control": "no-store" });
    res.end(TILE);
  });
  const listening = tiles;
  await new Promise<void>((resolve, reject) => {
    listening.once("error", reject);
    listening.listen(0, "127.0.0.1", resolve);
  });
  return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
}

test.beforeAll(async () => {
  // First start: the database is created and the demo seeded.
  test.setTimeout(180_000);
  tileOrigin = await startTileServer();
  server = await startOwnServer("map-tiles", PORT, {
    MAP_TILE_URL: `${tileOrigin}/{z}/{x}/{y}.png`,
    MAP_TILE_ATTRIBUTION: ATTRIBUTION,
  });
});

test.afterAll(async () => {
  await server?.stop();
  const listening = tiles;
  if (listening) await new Promise((resolve) => listening.close(resolve));
});

test("the location picker draws the configured street tiles, and the CSP lets them load", async ({ page }) => {
  const errors = watchConsole(page);
  // Blocked loads are reported both on the console and as events in the page: collect both.
  const cspMessages: string[] = [];
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) cspMessages.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });

  // The server hands the template to the web app and admits its host in img-src.
  const config = await (await page.request.get(`${BASE}/api/config/public`)).json();
  expect(config.map).toEqual({ tileUrl: `${tileOrigin}/{z}/{x}/{y}.png`, attribution: ATTRIBUTION });
  const home = await page.goto(`${BASE}/user`);
  const policy = (await home?.allHeaders())?.["content-security-policy"] ?? "";
  expect(policy).toMatch(new RegExp(`img-src [^;]*${tileOrigin.replace(/[.:/]/g, "\\$&")}`));

  // The customer's location picker: 'Pick on map' in the header's location box.
  const header = page.getByRole("banner");
  await header.getByRole("button", { name: "Show location options" }).click();
  await header.getByRole("option", { name: /Pick on map/ }).click();
  const dialog = page.getByRole("dialog", { name: "Pick your delivery location" });
  const map = dialog.getByRole("region", { name: /^Map: click a place/ });
  await expect(map).toBeVisible();

  // Tiles come from the tile server and load (Leaflet marks a tile loaded on the image's load event).
  const loaded = map.locator("img.leaflet-tile-loaded");
  await expect.poll(() => loaded.count()).toBeGreaterThan(0);
  for (const source of await loaded.evaluateAll((images) => images.map((img) => (img as HTMLImageElement).src))) {
    expect(source.startsWith(`${tileOrigin}/`), source).toBe(true);
  }
  expect(tileRequests.filter((url) => TILE_PATH.test(url)).length).toBeGreaterThan(0);
  // The picker opens at MAP.zoom 14.
  expect(tileRequests.some((url) => url.startsWith("/14/"))).toBe(true);
  await expect(map.locator(".leaflet-control-attribution")).toContainText(ATTRIBUTION);
  // Not the offline basemap.
  await expect(map.locator(".leaflet-control-attribution")).not.toContainText("Offline basemap");

  // No violation at all: not an image, nor zod's probe for `new Function` (off: lib/zod-config.ts).
  const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  expect(violations).toEqual([]);
  expect(cspMessages).toEqual([]);
  expect(errors).toEqual([]);
});
