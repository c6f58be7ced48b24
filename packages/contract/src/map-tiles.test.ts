import { describe, expect, it } from "vitest";
import { MapTileUrlSchema, PublicConfigSchema } from "./config";
import { MAP_TILE_MESSAGES, mapTileImageSource, mapTileUrlProblem } from "./map-tiles";

describe("tile URL templates", () => {
  // [template, problem (null: usable)]
  it.each([
    ["https://tile.openstreetmap.org/{z}/{x}/{y}.png", null],
    ["https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png", null],
    ["http://127.0.0.1:4010/{z}/{x}/{y}.png", null],
    ["https://tiles.example.org/styles/basic/{z}/{x}/{y}{r}.png?key=abc", null],
    ["https://tiles.example.org/tms/{z}/{x}/{-y}.png", null],
    ["https://tile-{s}.maps.example.co.in/{z}/{x}/{y}.png", null],
    ["HTTPS://Tiles.Example.org/{z}/{x}/{y}.png", null],
    ["http://[::1]:8080/{z}/{x}/{y}.png", null],
    ["ftp://tiles.example.org/{z}/{x}/{y}.png", MAP_TILE_MESSAGES.notHttp],
    ["//tiles.example.org/{z}/{x}/{y}.png", MAP_TILE_MESSAGES.notHttp],
    ["tiles.example.org/{z}/{x}/{y}.png", MAP_TILE_MESSAGES.notHttp],
    ["https:///{z}/{x}/{y}.png", MAP_TILE_MESSAGES.notHttp],
    ["https://tiles example.org/{z}/{x}/{y}.png", MAP_TILE_MESSAGES.notHttp],
    ["https://tiles.example.org:99999/{z}/{x}/{y}.png", MAP_TILE_MESSAGES.notHttp],
    ["https://tiles.example.org:port/{z}/{x}/{y}.png", MAP_TILE_MESSAGES.notHttp],
    ["https://tiles.example.org/{z}/{x}.png", MAP_TILE_MESSAGES.missingTile],
    ["https://tiles.example.org/{x}/{y}.png", MAP_TILE_MESSAGES.missingTile],
    ["https://tiles.example.org/{z}/{y}.png", MAP_TILE_MESSAGES.missingTile],
    ["https://tiles.example.org/tile.png", MAP_TILE_MESSAGES.missingTile],
    ["https://tiles.example.org/{z}/{x}/{y}.png?key={apikey}", MAP_TILE_MESSAGES.unknownPlaceholder("apikey")],
    ["https://tiles.example.org/{Z}/{x}/{y}.png", MAP_TILE_MESSAGES.unknownPlaceholder("Z")],
    ["https://user:secret@tiles.example.org/{z}/{x}/{y}.png", MAP_TILE_MESSAGES.credentials],
    ["https://user@tiles.example.org/{z}/{x}/{y}.png", MAP_TILE_MESSAGES.credentials],
    ["https://{z}.tiles.example.org/{z}/{x}/{y}.png", MAP_TILE_MESSAGES.placeholderInHost],
    ["https://tiles.example.org:{z}/{z}/{x}/{y}.png", MAP_TILE_MESSAGES.placeholderInHost],
    ["https://{s}.org/{z}/{x}/{y}.png", MAP_TILE_MESSAGES.subdomainTooHigh],
    ["https://tiles.{s}/{z}/{x}/{y}.png", MAP_TILE_MESSAGES.subdomainTooHigh],
  ])("%s → %s", (template, problem) => {
    expect(mapTileUrlProblem(template)).toBe(problem);
  });

  // [template, the CSP img-src source admitting its tiles]
  it.each([
    ["https://tile.openstreetmap.org/{z}/{x}/{y}.png", "https://tile.openstreetmap.org"],
    ["https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png", "https://*.tile.openstreetmap.org"],
    ["https://tile-{s}.maps.example.co.in/{z}/{x}/{y}.png", "https://*.maps.example.co.in"],
    ["http://127.0.0.1:4010/{z}/{x}/{y}.png", "http://127.0.0.1:4010"],
    ["https://tiles.example.org:443/{z}/{x}/{y}.png", "https://tiles.example.org"],
    ["https://{s}.tiles.example.org:8443/{z}/{x}/{y}.png", "https://*.tiles.example.org:8443"],
    ["HTTPS://Tiles.Example.org/a/{s}/{z}/{x}/{y}.png", "https://tiles.example.org"],
    ["http://tiles.example.org:80/{z}/{x}/{y}.png", "http://tiles.example.org"],
    ["http://tiles.example.org:443/{z}/{x}/{y}.png", "http://tiles.example.org:443"],
    ["http://[::1]:8080/{z}/{x}/{y}.png", "http://[::1]:8080"],
  ])("%s is admitted by img-src %s", (template, source) => {
    expect(mapTileImageSource(template)).toBe(source);
  });

  it("is trimmed by its schema and refused with the rule's message", () => {
    expect(MapTileUrlSchema.parse("  https://tiles.example.org/{z}/{x}/{y}.png\n")).toBe(
      "https://tiles.example.org/{z}/{x}/{y}.png",
    );
    const refused = MapTileUrlSchema.safeParse("https://tiles.example.org/{z}.png");
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([MAP_TILE_MESSAGES.missingTile]);
  });
});

describe("public configuration", () => {
  const contacts = { appName: "Zaika", supportPhone: "+91 22 4890 1234", supportEmail: "support@zaika.example" };

  it("carries the map settings: tiles with their attribution, or none (the offline basemap)", () => {
    const tiles = { tileUrl: "https://{s}.tile.example.org/{z}/{x}/{y}.png", attribution: "© Example contributors" };
    expect(PublicConfigSchema.parse({ ...contacts, map: tiles })).toEqual({ ...contacts, map: tiles });
    const offline = { tileUrl: null, attribution: null };
    expect(PublicConfigSchema.parse({ ...contacts, map: offline })).toEqual({ ...contacts, map: offline });
  });

  it("refuses an answer without the map settings or with a malformed template", () => {
    expect(PublicConfigSchema.safeParse(contacts).success).toBe(false);
    const bad = PublicConfigSchema.safeParse({
      ...contacts,
      map: { tileUrl: "https://x.org/tile.png", attribution: null },
    });
    expect(bad.error?.issues).toEqual([
      expect.objectContaining({ path: ["map", "tileUrl"], message: MAP_TILE_MESSAGES.missingTile }),
    ]);
  });
});
