/** The build plugin that keeps the contract's schemas (and zod) out of the first load: plugins/lean-contract.ts. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseAst } from "vite";
import { describe, expect, it } from "vitest";
import { leanEndpointSource, pureContractSource } from "./lean-contract";

describe("leanEndpointSource", () => {
  it("keeps only what call() reads of a declaration and drops the imports nothing reads any more", () => {
    const source = [
      'import { z } from "zod";',
      'import { CartSchema, LIMIT } from "../cart";',
      'import { endpoint } from "../endpoint";',
      'const tags = ["cart"];',
      "export const getCart = endpoint({",
      '  method: "GET",',
      '  path: "/cart",',
      '  access: ["user"],',
      "  tags,",
      '  summary: "The cart",',
      "  query: z.object({ page: z.number() }),",
      "  responses: { 200: CartSchema },",
      "});",
      'export const download = endpoint({ method: "GET", path: "/cart/pdf", responseKind: "file", fileType: "application/pdf", responses: {} } as const);',
    ].join("\n");
    const lean = leanEndpointSource(source);
    expect(lean).toContain('export const getCart = endpoint({ method: "GET", path: "/cart" });');
    expect(lean).toContain(
      'endpoint({ method: "GET", path: "/cart/pdf", responseKind: "file", fileType: "application/pdf" } as const)',
    );
    expect(lean).not.toContain("zod");
    expect(lean).not.toContain("CartSchema");
    // The endpoint() helper is still read; `tags` stays as a harmless constant.
    expect(lean).toContain('import { endpoint } from "../endpoint";');
  });

  it("keeps an import something still reads, and leaves a declaration with a spread whole", () => {
    const source = [
      'import { BASE, PATH } from "./common";',
      'import { endpoint } from "../endpoint";',
      "export const a = endpoint({ ...BASE, responses: {} });",
      "export const b = endpoint({ method: 'GET', path: PATH, responses: {} });",
    ].join("\n");
    const lean = leanEndpointSource(source) ?? "";
    expect(lean).toContain("endpoint({ ...BASE, responses: {} })");
    expect(lean).toContain("endpoint({ method: 'GET', path: PATH })");
    expect(lean).toContain('import { BASE, PATH } from "./common";');
  });

  it("cuts every declaration of a real endpoints module down to method and path, as valid TypeScript", () => {
    const source = readFileSync(path.resolve(__dirname, "../../../packages/contract/src/endpoints/cart.ts"), "utf8");
    const lean = leanEndpointSource(source) ?? "";
    expect(() => parseAst(lean, { lang: "ts" })).not.toThrow();
    expect(lean).not.toMatch(/responses:|summary:|from "zod"/);
    const paths = (text: string) => [...text.matchAll(/path: ("[^"]+")/g)].map((match) => match[1]);
    expect(paths(lean)).toEqual(paths(source));
    expect(paths(lean).length).toBeGreaterThan(2);
  });
});

describe("pureContractSource", () => {
  it("marks every call made while the module loads, chained calls each on their own, but none inside functions", () => {
    const source = "export const A = z.object({ a: z.string() }).refine((v) => check(v));\nconst n = 3;";
    const marked = pureContractSource(source);
    expect(marked).toBe(
      "export const A = (/*#__PURE__*/ (/*#__PURE__*/ z.object({ a: (/*#__PURE__*/ z.string()) })).refine((v) => check(v)));\nconst n = 3;",
    );
    expect(pureContractSource("export const n = 3;\nexport function f() { return g(); }")).toBeNull();
  });

  it("keeps what the module computes: the marked code gives the same values", () => {
    const source = [
      "const calls = [];",
      "const make = (name) => ({ name, extend: (more) => ({ name: name + more }) });",
      'export const base = make("base");',
      'export const more = base.extend("+more");',
      "export const list = new Array(3).fill(0).map((_, i) => i * 2);",
    ].join("\n");
    const run = (code: string) =>
      JSON.stringify(new Function(`${code.replace(/export /g, "")}\nreturn { base, more, list };`)());
    expect(run(pureContractSource(source) ?? "")).toBe(run(source));
    expect(run(source)).toBe('{"base":{"name":"base"},"more":{"name":"base+more"},"list":[0,2,4]}');
  });
});
