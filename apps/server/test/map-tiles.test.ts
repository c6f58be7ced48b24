/**
 * Street maps as a runtime setting (decision 020): MAP_TILE_URL and MAP_TILE_ATTRIBUTION are checked at start-up,
 * served in GET /api/config/public, and the tiles' host is admitted by the CSP's img-src.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { MAP_TILE_MESSAGES } from "@zaika/contract/map-tiles";
import { afterEach, describe, expect, it } from "vitest";
import { type Config, loadConfig } from "../src/config";
import { createTestApp, type TestContext } from "./helpers/app";

const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "zaika-config-")), ...env });

describe("MAP_TILE_URL and MAP_TILE_ATTRIBUTION at start-up", () => {
  it("are left out by default: no tiles", () => {
    expect(load({}).map).toEqual({ tileUrl: null, attribution: null });
    expect(load({ MAP_TILE_URL: "  ", MAP_TILE_ATTRIBUTION: "" }).map).toEqual({ tileUrl: null, attribution: null });
  });

  it("read a template with its attribution, trimmed", () => {
    expect(
      load({
        MAP_TILE_URL: " https://{s}.tile.example.org/{z}/{x}/{y}.png ",
        MAP_TILE_ATTRIBUTION: " © Example contributors ",
      }).map,
    ).toEqual({ tileUrl: "https://{s}.tile.example.org/{z}/{x}/{y}.png", attribution: "© Example contributors" });
  });

  // [MAP_TILE_URL, the problem named after it]
  it.each([
    ["tile.example.org/{z}/{x}/{y}.png", MAP_TILE_MESSAGES.notHttp],
    ["ftp://tile.example.org/{z}/{x}/{y}.png", MAP_TILE_MESSAGES.notHttp],
    ["https://tile.example.org/{z}/{x}.png", MAP_TILE_MESSAGES.missingTile],
    ["https://tile.example.org/tiles.png", MAP_TILE_MESSAGES.missingTile],
  ])("refuses %j, naming the variable", (template, problem) => {
    expect(() => load({ MAP_TILE_URL: template })).toThrow(`Invalid configuration: MAP_TILE_URL: ${problem}`);
  });

  it("refuses an attribution without tiles", () => {
    expect(() => load({ MAP_TILE_ATTRIBUTION: "© Example" })).toThrow("MAP_TILE_ATTRIBUTION needs MAP_TILE_URL");
  });
});

describe("the public configuration and the CSP", () => {
  let t: TestContext | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function start(map: Config["map"]) {
    t = await createTestApp({ seed: false, config: { map } });
    const config = await t.app.inject({ method: "GET", url: "/api/config/public" });
    const page = await t.app.inject({ method: "GET", url: "/api/health" });
    const imgSrc = String(page.headers["content-security-policy"])
      .split(";")
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith("img-src "));
    return { config: config.json(), imgSrc };
  }

  it("serves the tiles and admits their host in img-src", async () => {
    const map = { tileUrl: "http://127.0.0.1:4010/{z}/{x}/{y}.png", attribution: "© Test tiles" };
    const { config, imgSrc } = await start(map);
    expect(config.map).toEqual(map);
    expect(imgSrc).toBe("img-src 'self' data: blob: http://127.0.0.1:4010");
  });

  it("admits every subdomain when the template has {s}", async () => {
    const map = { tileUrl: "https://{s}.tile.example.org/{z}/{x}/{y}.png", attribution: null };
    const { config, imgSrc } = await start(map);
    expect(config.map).toEqual(map);
    expect(imgSrc).toBe("img-src 'self' data: blob: https://*.tile.example.org");
  });

  it("admits no other image host without tiles", async () => {
    const { config, imgSrc } = await start({ tileUrl: null, attribution: null });
    expect(config.map).toEqual({ tileUrl: null, attribution: null });
    expect(imgSrc).toBe("img-src 'self' data: blob:");
  });
});
