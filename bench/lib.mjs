// Helpers shared by the load scenarios: a fresh PostgreSQL database, the built server as a child process, autocannon.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export async function createDatabase(name) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(name) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

/** Starts the built server (npm run build first) and resolves once /api/health answers. */
export async function startServer({ port, databaseUrl, env = {} }) {
  // BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the server under load.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, "apps/server/dist/server.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "zaika-bench-")),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (await waitUntilOk(`http://127.0.0.1:${port}/api/health`, 120_000)) return child;
  child.kill("SIGTERM");
  throw new Error("server did not become healthy in 120 s");
}

/** Polls a URL until it answers 2xx (true) or the time runs out (false). */
export async function waitUntilOk(url, timeoutMs, intervalMs = 300) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      if (res.ok) return true;
    } catch {}
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  return false;
}

export async function stopServer(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

/** Runs autocannon and returns the figures we record. */
export async function load(options) {
  const result = await autocannon({ connections: 50, duration: 15, ...options });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    "4xx": result["4xx"],
    "5xx": result["5xx"],
    timeouts: result.timeouts,
    total: result.requests.total,
  };
}

export function printTable(title, rows) {
  console.info(`\n${title}`);
  console.table(rows);
}
