/**
 * A spec that needs the server under settings the suite's server does not have (a clock, map tiles) starts its own:
 * the built server on its own port, with a fresh embedded database (whatever database the suite uses) in a temporary
 * DATA_DIR, stopped and cleaned up afterwards.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "@playwright/test";

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../apps/server/dist/server.js");

export interface OwnServer {
  base: string;
  /** Date.now() when it was started (its CLOCK_START, if any, reads from then on). */
  startedAt: number;
  stop(): Promise<void>;
}

/** Starts the server on `port` with `env` added, and resolves once its health answers (the first start seeds). */
export async function startOwnServer(name: string, port: number, env: NodeJS.ProcessEnv): Promise<OwnServer> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `zaika-e2e-${name}-`));
  const all: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "development",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    LOG_LEVEL: "warn",
    ...env,
  };
  // Its own embedded database, also when the suite runs on PostgreSQL (E2E_DATABASE_URL) or with Redis.
  delete all.DATABASE_URL;
  delete all.REDIS_URL;
  const startedAt = Date.now();
  const server: ChildProcess = spawn(process.execPath, [SERVER], { env: all, stdio: ["ignore", "ignore", "inherit"] });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Polls the health until it answers (Playwright's expect.poll), failing at once if the server exited.
  await expect
    .poll(
      async () => {
        if (server.exitCode !== null) throw new Error(`the ${name} server exited (${server.exitCode})`);
        return fetch(`${base}/api/health`).then(
          (res) => res.ok,
          () => false,
        );
      },
      { message: `the ${name} server did not become healthy`, timeout: 170_000, intervals: [300] },
    )
    .toBe(true)
    .catch(async (error: unknown) => {
      await stop();
      throw error;
    });
  return { base, startedAt, stop };
}
