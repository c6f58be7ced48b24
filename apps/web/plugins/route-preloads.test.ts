/** The build plugin that lists each customer page's scripts for the server: plugins/route-preloads.ts. */
import { existsSync } from "node:fs";
import path from "node:path";
import { ROUTE_PRELOADS_FILE as CONTRACT_FILE } from "@zaika/contract/seo";
import type { Rolldown } from "vite";
import { describe, expect, it } from "vitest";
import { CORE_TEXTS, PRELOADED_PAGES } from "../src/app/preloaded-pages";
import { ROUTE_PRELOADS_FILE, routePreloadsOf } from "./route-preloads";

const ROOT = path.resolve(__dirname, "..");

function chunk(fileName: string, values: Partial<Rolldown.OutputChunk> = {}): Rolldown.OutputChunk {
  return {
    type: "chunk",
    fileName,
    imports: [],
    dynamicImports: [],
    isEntry: false,
    facadeModuleId: null,
    moduleIds: [],
    ...values,
  } as Rolldown.OutputChunk;
}

describe("routePreloadsOf", () => {
  const chunks = [
    chunk("assets/index.js", { isEntry: true, imports: ["assets/react.js"], dynamicImports: ["assets/main.js"] }),
    chunk("assets/react.js"),
    chunk("assets/main.js", {
      facadeModuleId: path.join(ROOT, "src/main.ts"),
      imports: ["assets/react.js", "assets/api.js"],
    }),
    chunk("assets/api.js"),
    chunk("assets/HomePage.js", {
      facadeModuleId: path.join(ROOT, "src/home/HomePage.tsx"),
      imports: ["assets/react.js", "assets/listing.js"],
    }),
    chunk("assets/listing.js", { imports: ["assets/zod.js"] }),
    chunk("assets/zod.js"),
    // A module merged into a shared chunk has no chunk of its own.
    chunk("assets/shared.js", { moduleIds: [path.join(ROOT, "src/locales/en/core.ts")], imports: ["assets/react.js"] }),
  ];

  it("lists a page's chunk and its static imports, less what index.html loads already", () => {
    const preloads = routePreloadsOf(
      chunks,
      { pages: [{ path: "/user", modules: ["src/home/HomePage.tsx"] }], texts: { en: "src/locales/en/core.ts" } },
      ROOT,
    );
    expect(preloads).toEqual({
      app: [],
      pages: [{ path: "/user", scripts: ["/assets/HomePage.js", "/assets/listing.js", "/assets/zod.js"] }],
      texts: { en: ["/assets/shared.js"] },
    });
  });

  it("lists the app the entry starts with its static imports, less the entry's, and leaves them out of the pages'", () => {
    const withApi = chunks.map((each) =>
      each.fileName === "assets/HomePage.js" ? { ...each, imports: [...each.imports, "assets/api.js"] } : each,
    );
    const preloads = routePreloadsOf(
      withApi,
      { app: ["src/main.ts"], pages: [{ path: "/user", modules: ["src/home/HomePage.tsx"] }], texts: {} },
      ROOT,
    );
    expect(preloads.app).toEqual(["/assets/main.js", "/assets/api.js"]);
    expect(preloads.pages[0]?.scripts).toEqual(["/assets/HomePage.js", "/assets/listing.js", "/assets/zod.js"]);
  });

  it("fails the build when a page that validates nothing with zod loads zod, and allows it for a form page", () => {
    const withZod = chunks.map((each) =>
      each.fileName === "assets/zod.js"
        ? chunk("assets/zod.js", { moduleIds: [path.join(ROOT, "../../node_modules/zod/v4/core/schemas.js")] })
        : each,
    );
    const home = { path: "/user", modules: ["src/home/HomePage.tsx"] };
    expect(() => routePreloadsOf(withZod, { pages: [home], texts: {} }, ROOT)).toThrow(
      "route-preloads: /user loads zod (in assets/zod.js)",
    );
    expect(
      routePreloadsOf(withZod, { pages: [{ ...home, validatesWithZod: true }], texts: {} }, ROOT).pages[0]?.scripts,
    ).toContain("/assets/zod.js");
  });

  it("fails the build when a listed module is in no chunk (renamed or moved)", () => {
    expect(() =>
      routePreloadsOf(chunks, { pages: [{ path: "/x", modules: ["src/gone/Page.tsx"] }], texts: {} }, ROOT),
    ).toThrow("route-preloads: no chunk holds src/gone/Page.tsx");
  });
});

describe("the preloaded pages", () => {
  it("name modules that exist, and the file the server reads", () => {
    for (const page of PRELOADED_PAGES) {
      for (const module of page.modules) expect(existsSync(path.join(ROOT, module)), module).toBe(true);
    }
    for (const module of Object.values(CORE_TEXTS)) expect(existsSync(path.join(ROOT, module)), module).toBe(true);
    expect(ROUTE_PRELOADS_FILE).toBe(CONTRACT_FILE);
  });
});
