// Import boundaries (ARCHITECTURE §3, issue 10): run by `npm run lint` from the repository root as
//   depcruise --config .dependency-cruiser.cjs packages apps/server/src apps/web/src
// Paths below are relative to the repository root. tools/lint/boundaries.test.ts proves every rule bites.

/** Test code: test files, test folders (the web test setup, fakes) and test data (test-data.ts, *-test-data.ts, ...). */
const TEST_CODE = [
  "[.](?:test|spec)[.][cm]?[jt]sx?$",
  "(?:^|/)test/",
  "(?:^|/)[^/]*test-(?:data|fixtures)[.][cm]?[jt]sx?$",
];

/** Every HTTP routes file of the server: modules/<m>/routes.ts and any other *routes.ts. */
const SERVER_ROUTES = "^apps/server/src/.*routes[.]ts$";

/** The provider interfaces: the only provider files a routes file may name, and with `import type` only. */
const PROVIDER_INTERFACES = "^apps/server/src/providers/[^/]+/types[.]ts$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // --- packages/contract: zod schemas and pure rules, shared by both apps ---
    {
      name: "contract-only-zod",
      severity: "error",
      comment:
        "packages/contract imports only zod and its own files (no node built-ins, no other package, no app): " +
        "it runs unchanged in the browser and on the server.",
      from: { path: "^packages/contract/", pathNot: TEST_CODE },
      to: { pathNot: ["^packages/contract/", "(?:^|/)node_modules/zod/"] },
    },
    {
      name: "contract-tests-only-test-tools",
      severity: "error",
      comment: "Contract tests import the contract, zod, vitest and fast-check only.",
      from: { path: "^packages/contract/.+[.]test[.]ts$" },
      to: { pathNot: ["^packages/contract/", "(?:^|/)node_modules/(?:zod|vitest|fast-check|@vitest/[^/]+)/"] },
    },

    // --- apps: one way, and the contract only as the @zaika/contract package ---
    {
      name: "web-not-to-server",
      severity: "error",
      comment: "The web app talks to the server over HTTP only; shared code lives in packages/contract.",
      from: { path: "^apps/web/" },
      to: { path: "^apps/server/" },
    },
    {
      name: "server-not-to-web",
      severity: "error",
      comment: "The server never imports the web app; shared code lives in packages/contract.",
      from: { path: "^apps/server/" },
      to: { path: "^apps/web/" },
    },
    {
      name: "contract-through-package",
      severity: "error",
      comment:
        "Apps import the contract as @zaika/contract/<file> (its package exports), never by a relative path into " +
        "packages/contract.",
      from: { path: "^apps/" },
      to: { path: "^packages/contract/", dependencyTypes: ["local"] },
    },

    // --- server: routes -> services -> queries/db; providers are handed in ---
    {
      name: "routes-no-sql",
      severity: "error",
      comment:
        "routes.ts is HTTP only: SQL, the drizzle schema and every other db/ module belong in queries.ts " +
        "(through service.ts). db/client is left to routes-only-types-from-db-client-and-providers.",
      from: { path: SERVER_ROUTES },
      to: {
        path: ["^apps/server/src/db/", "(?:^|/)node_modules/drizzle-orm/"],
        pathNot: "^apps/server/src/db/client[.]ts$",
      },
    },
    {
      name: "routes-no-providers",
      severity: "error",
      comment:
        "Providers are constructed in app.ts (the composition root) and handed in: routes.ts imports no provider " +
        "implementation (not even a type from one).",
      from: { path: SERVER_ROUTES },
      to: { path: "^apps/server/src/providers/", pathNot: PROVIDER_INTERFACES },
    },
    {
      name: "routes-only-types-from-db-client-and-providers",
      severity: "error",
      comment:
        "routes.ts may name the Database type and a provider interface (providers/<p>/types.ts) to type the deps it " +
        "hands to its services, with `import type` only: it never creates or queries the database or a provider.",
      from: { path: SERVER_ROUTES },
      to: { path: ["^apps/server/src/db/client[.]ts$", PROVIDER_INTERFACES], dependencyTypesNot: ["type-only"] },
    },
    {
      name: "db-not-to-modules",
      severity: "error",
      comment: "db/ (schema, migrations, seed) sits below the feature modules and never imports them.",
      from: { path: "^apps/server/src/db/" },
      to: { path: "^apps/server/src/modules/" },
    },

    // --- web: features are islands; shared code sits below them ---
    {
      name: "web-feature-isolation",
      severity: "error",
      comment:
        "A web feature never imports another feature. A resource read by several features gets one fetcher in " +
        "src/api/<resource>.ts; shared components go to src/components.",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: { path: "^apps/web/src/features/", pathNot: "^apps/web/src/features/$1/" },
    },
    {
      name: "web-shared-not-to-features",
      severity: "error",
      comment:
        "Shared web code (src/api, src/components, src/lib, src/config, ...) never imports a feature; otherwise a " +
        "feature could reach another through it. Only the app shell (src/app, src/main.tsx) composes features.",
      from: {
        path: "^apps/web/src/",
        pathNot: ["^apps/web/src/features/", "^apps/web/src/app/", "^apps/web/src/main[.]tsx$", ...TEST_CODE],
      },
      to: { path: "^apps/web/src/features/" },
    },

    // --- everywhere ---
    {
      name: "no-circular",
      severity: "error",
      comment: "No import cycles (type-only ones included): split the shared part out into its own module.",
      from: {},
      to: { circular: true },
    },
    {
      name: "not-to-dev-dep",
      severity: "error",
      comment:
        "Production code imports only its workspace's dependencies, never its devDependencies (type-only " +
        "imports are erased and allowed).",
      from: { pathNot: TEST_CODE },
      to: { dependencyTypes: ["npm-dev"], dependencyTypesNot: ["type-only"], pathNot: "(?:^|/)node_modules/@types/" },
    },
    {
      name: "not-to-test-code",
      severity: "error",
      comment:
        "Production code never imports test code (tests, test setup, fakes, test data): that would ship test tools " +
        "past not-to-dev-dep.",
      from: { pathNot: TEST_CODE },
      to: { path: TEST_CODE },
    },
    {
      name: "no-non-package-json",
      severity: "error",
      comment:
        "Production code imports only packages its own workspace's package.json declares (hoisting must not " +
        "hide a missing dependency).",
      from: { pathNot: TEST_CODE },
      to: { dependencyTypes: ["npm-no-pkg", "npm-unknown"] },
    },
    {
      name: "no-orphans",
      severity: "error",
      comment: "A module that imports nothing and is imported by nothing is dead: use it or delete it.",
      from: { orphan: true, pathNot: "[.]d[.]ts$" },
      to: {},
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment: "Every import resolves to a file (also what keeps the path rules above meaningful).",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "(?:^|/)node_modules/" },
    // Build output of a workspace; dist folders inside node_modules are real code and stay.
    exclude: { path: "^(?:apps|packages|tools)/[^/]+/dist/" },
    // Type-only imports are dependencies too, labelled "type-only" (rules above allow them where they say so).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    moduleSystems: ["es6", "cjs"],
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".d.ts", ".js", ".mjs", ".cjs", ".jsx", ".json"],
      mainFields: ["module", "main", "types", "typings"],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
