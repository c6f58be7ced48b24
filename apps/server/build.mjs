// Bundles the server (and the contract it imports) into dist/server.js; npm dependencies stay external.
import { cpSync, readFileSync, rmSync } from "node:fs";
import { build } from "esbuild";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith("@zaika/"));

rmSync("dist", { recursive: true, force: true });
await build({
  entryPoints: { server: "src/server.ts", seed: "src/db/seed/cli.ts" },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external,
  logLevel: "warning",
});
cpSync("src/db/migrations", "dist/migrations", { recursive: true });
