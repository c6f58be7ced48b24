import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// One runner for unit, component and API tests; each workspace is a project with its own environment.
export default defineConfig({
  test: {
    // Vitest's default (cores - 1) leaves one of CI's two cores idle: its main process has little to do once files
    // are transformed, and the API tests spend part of their time waiting on sockets and timers.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: "contract", root: "packages/contract", include: ["src/**/*.test.ts"], environment: "node" } },
      // The import-boundary rules against their fixtures; `*.test.ts` only, the fixtures hold test files of their own.
      { test: { name: "lint", root: "tools/lint", include: ["*.test.ts"], environment: "node" } },
      {
        test: {
          name: "server",
          root: "apps/server",
          include: ["test/**/*.test.ts"],
          environment: "node",
          globalSetup: ["test/global-setup.ts"],
          // One module graph per worker, shared by its files: each file builds its own app on its own database, so
          // nothing is left in a module between files (and no vi.mock: it would leak into the next file).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: "apps/web/vite.config.ts",
        test: {
          name: "web",
          root: "apps/web",
          // plugins/: the build's own plugins (not part of the app, so outside the import-boundary check of src/).
          include: ["src/**/*.test.{ts,tsx}", "plugins/**/*.test.ts"],
          // jsdom in a VM context per file on reused workers, instead of a new process per file.
          pool: "vmForks",
          environment: "./src/test/jsdom-environment.ts",
          setupFiles: ["src/test/setup.ts"],
          // Whole forms typed key by key in jsdom take a few seconds on a busy 2-core machine; a hang still fails.
          testTimeout: 20_000,
        },
        // Recharts' CommonJS build (what Node resolves in tests) cannot load one of its dependencies; its ES build can,
        // and it is what Vite bundles for the browser anyway.
        resolve: { alias: [{ find: /^recharts$/, replacement: "recharts/es6/index.js" }] },
      },
    ],
  },
});
