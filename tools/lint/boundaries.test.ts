/**
 * The import boundaries of `npm run lint` (.dependency-cruiser.cjs) bite: the real configuration, run through
 * dependency-cruiser's API on two small copies of the repository's layout under fixtures/:
 * - fixtures/bad: every file marked in it breaks exactly one rule once, and nothing else is reported;
 * - fixtures/clean: what the rules allow (type-only imports of db/client and provider interfaces in routes, test tools
 *   in tests, the contract through @zaika/contract, features through src/api and the app shell) reports nothing.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { cruise, type ICruiseResult } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { describe, expect, it } from "vitest";

const HERE = fileURLToPath(new URL(".", import.meta.url));
const REPO = join(HERE, "../..");
const CONFIG = ".dependency-cruiser.cjs";
/** The folders `npm run lint` cruises, relative to the repository root (or to a fixture standing in for it). */
const CRUISED = ["packages", "apps/server/src", "apps/web/src"];
const TIMEOUT_MS = 30_000;

interface Finding {
  rule: string;
  from: string;
  to: string;
}

/** node_modules/<package>/<whatever file its types resolve to> → npm:<package>, so hoisting does not matter. */
function short(path: string): string {
  const npm = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path);
  return npm ? `npm:${npm[1]}` : path;
}

async function cruiseFixture(name: "bad" | "clean"): Promise<{ findings: Finding[]; modules: number }> {
  const options = await extractDepcruiseOptions(join(REPO, CONFIG));
  const tsConfigFile = join(REPO, options.tsConfig?.fileName ?? "tsconfig.json");
  const { output } = await cruise(
    CRUISED,
    { ...options, baseDir: join(HERE, "fixtures", name), tsConfig: { fileName: tsConfigFile } },
    {},
    { tsConfig: extractTSConfig(tsConfigFile) },
  );
  const result = output as ICruiseResult;
  const findings = result.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: short(v.to) }));
  return { findings: sortFindings(findings), modules: result.summary.totalCruised };
}

function sortFindings(findings: Finding[]): Finding[] {
  const key = (f: Finding) => `${f.rule} ${f.from} ${f.to}`;
  return [...findings].sort((a, b) => key(a).localeCompare(key(b)));
}

const S = "apps/server/src";
const W = "apps/web/src";
const C = "packages/contract/src";

/** What fixtures/bad must report: one line per deliberate mistake. */
const EXPECTED_IN_BAD: Finding[] = [
  { rule: "contract-only-zod", from: `${C}/ids.ts`, to: "crypto" },
  { rule: "contract-tests-only-test-tools", from: `${C}/ids.test.ts`, to: `${S}/lib/crypto.ts` },
  { rule: "web-not-to-server", from: `${W}/lib/password.ts`, to: `${S}/lib/crypto.ts` },
  { rule: "server-not-to-web", from: `${S}/lib/format.ts`, to: `${W}/lib/format.ts` },
  { rule: "contract-through-package", from: `${W}/lib/roles.ts`, to: `${C}/roles.ts` },
  { rule: "routes-no-sql", from: `${S}/modules/orders/routes.ts`, to: `${S}/db/schema/orders.ts` },
  { rule: "routes-no-sql", from: `${S}/modules/orders/routes.ts`, to: "npm:drizzle-orm" },
  { rule: "routes-no-providers", from: `${S}/modules/payments/routes.ts`, to: `${S}/providers/payments/sandbox.ts` },
  { rule: "routes-no-providers", from: `${S}/modules/media/routes.ts`, to: `${S}/providers/payments/sandbox.ts` },
  {
    rule: "routes-only-types-from-db-client-and-providers",
    from: `${S}/plugins/admin-routes.ts`,
    to: `${S}/db/client.ts`,
  },
  {
    rule: "routes-only-types-from-db-client-and-providers",
    from: `${S}/plugins/admin-routes.ts`,
    to: `${S}/providers/payments/types.ts`,
  },
  { rule: "db-not-to-modules", from: `${S}/db/seed/seed.ts`, to: `${S}/modules/auth/service.ts` },
  {
    rule: "web-feature-isolation",
    from: `${W}/features/cart/CartPage.ts`,
    to: `${W}/features/orders/api/get-orders.ts`,
  },
  { rule: "web-shared-not-to-features", from: `${W}/components/CartLink.ts`, to: `${W}/features/cart/CartPage.ts` },
  {
    rule: "no-circular",
    from: `${W}/features/products/api/get-products.ts`,
    to: `${W}/features/products/api/keys.ts`,
  },
  { rule: "not-to-dev-dep", from: `${W}/lib/clock.ts`, to: "npm:vitest" },
  { rule: "not-to-test-code", from: `${W}/features/cart/CartSummary.ts`, to: `${W}/features/cart/cart-test-data.ts` },
  { rule: "no-non-package-json", from: `${S}/lib/tokens.ts`, to: "npm:jose" },
  { rule: "no-orphans", from: `${S}/lib/forgotten.ts`, to: `${S}/lib/forgotten.ts` },
  { rule: "not-to-unresolvable", from: `${S}/lib/missing.ts`, to: "./does-not-exist" },
];

describe("import boundaries (.dependency-cruiser.cjs)", () => {
  it("is what npm run lint runs, on the folders these fixtures copy", () => {
    const manifest = JSON.parse(readFileSync(join(REPO, "package.json"), "utf8")) as { scripts: { lint: string } };
    expect(manifest.scripts.lint).toContain(`depcruise --config ${CONFIG} ${CRUISED.join(" ")}`);
  });

  it(
    "reports each deliberate mistake in fixtures/bad under its rule, once, and nothing else",
    async () => {
      const { findings } = await cruiseFixture("bad");
      expect(findings).toEqual(sortFindings(EXPECTED_IN_BAD));
    },
    TIMEOUT_MS,
  );

  it("has a mistake in fixtures/bad for every rule of the configuration", async () => {
    const options = await extractDepcruiseOptions(join(REPO, CONFIG));
    const rules = (options.ruleSet?.forbidden ?? []).map((rule) => rule.name);
    expect(new Set(EXPECTED_IN_BAD.map((f) => f.rule))).toEqual(new Set(rules));
    expect(rules).toHaveLength(new Set(rules).size);
  });

  it(
    "passes fixtures/clean, which uses everything the rules allow",
    async () => {
      const { findings, modules } = await cruiseFixture("clean");
      expect(findings).toEqual([]);
      // The clean fixture's 26 source files, plus what they import (zod, drizzle-orm, @zaika/contract/roles, ...).
      expect(modules).toBeGreaterThanOrEqual(26);
    },
    TIMEOUT_MS,
  );
});
