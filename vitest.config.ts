import { defineConfig } from "vitest/config";

// One runner for unit, component and API tests; each workspace is a project with its own environment.
export default defineConfig({
  test: {
    projects: [
      { test: { name: "contract", root: "packages/contract", include: ["src/**/*.test.ts"], environment: "node" } },
      {
        test: {
          name: "server",
          root: "apps/server",
          include: ["test/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: "apps/web/vite.config.ts",
        test: {
          name: "web",
          root: "apps/web",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["src/test/setup.ts"],
        },
      },
    ],
  },
});
