/** CLOCK_START: a server clock that starts at a chosen instant, for development and browser tests only. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";

const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "zaika-config-")), ...env });

describe("CLOCK_START", () => {
  it("is left out by default: the system clock", () => {
    expect(load({}).clockStart).toBeUndefined();
  });

  it("reads an instant with its offset", () => {
    expect(load({ CLOCK_START: "2026-11-24T01:00:00+05:30", NODE_ENV: "test" }).clockStart).toEqual(
      new Date("2026-11-23T19:30:00Z"),
    );
    expect(load({ CLOCK_START: "2026-11-23T19:30:00Z" }).clockStart).toEqual(new Date("2026-11-23T19:30:00Z"));
  });

  it.each(["tomorrow", "2026-11-24", "2026-11-24T01:00:00"])("refuses %j, naming the setting", (value) => {
    expect(() => load({ CLOCK_START: value })).toThrow(/Invalid configuration: CLOCK_START/);
  });

  it("is refused in production", () => {
    expect(() => load({ CLOCK_START: "2026-11-24T01:00:00+05:30", NODE_ENV: "production" })).toThrow(
      "CLOCK_START is for development and tests",
    );
  });
});
