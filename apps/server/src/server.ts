/**
 * Starts the server: reads the environment, opens and migrates the database, seeds a new one, listens. With
 * WEB_CONCURRENCY > 1 on a PostgreSQL server, the primary process migrates and seeds once, then forks that many
 * workers sharing the port (the app is stateless; events cross processes through NOTIFY like across machines).
 */
import cluster from "node:cluster";
import { existsSync } from "node:fs";
import { buildApp } from "./app";
import { type Config, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { isDatabaseUnavailable } from "./db/errors";
import { startEmbeddedMaintenance } from "./db/maintenance";
import { drawDemoPictures } from "./db/seed/catalog";
import { seedIfEmpty, terminalArtwork } from "./db/seed/seed";
import { type Clock, systemClock } from "./lib/clock";
import { configuredStorage } from "./providers/storage/configured";

const config = loadConfig();
/** SIGTERM: requests in flight get this long to finish; then their connections are cut. */
const DRAIN_MS = 10_000;
/** Whatever hangs during shutdown, the process ends after this (a cluster primary waits a little longer). */
const FORCE_EXIT_MS = 13_000;
/** Where the event listener reports a lost connection; the app's logger once it exists. */
let reportEventsError = (error: unknown) => console.warn("event listener:", error);
// The embedded database lives inside one process: several workers need a PostgreSQL server.
const workers = config.databaseUrl ? config.workers : 1;

async function openAndPrepare(config: Config, log: (message: string) => void) {
  const embeddedDir = `${config.dataDir}/db`;
  const artwork = terminalArtwork(config.artworkCacheDir, log);
  // A new embedded database gets the demo: its pictures are drawn (on sharp's threads) while the database is created
  // (on this one). A failure surfaces where the seed awaits them.
  const isNew = !config.databaseUrl && !existsSync(embeddedDir);
  if (isNew) log(`First start: creating the database in ${embeddedDir} and seeding the demo`);
  const drawn = isNew ? drawDemoPictures(artwork) : undefined;
  drawn?.catch(() => {});
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl, onEventsError: (error) => reportEventsError(error) }
      : { kind: "pglite", dataDir: embeddedDir },
  );
  await database.migrate();
  // The seed writes its pictures where the app serves uploads from (DATA_DIR/uploads or the S3 bucket).
  const storage = configuredStorage(config);
  const seeded = await seedIfEmpty(database.db, storage, { artwork, drawn }).finally(() => storage.close?.());
  if (seeded?.catalog) {
    const { restaurants, products, pictures, picturesMs } = seeded.catalog;
    const history = seeded.history ? `, ${seeded.history.orders} orders of history (${seeded.history.ms} ms)` : "";
    log(
      `Seeded the demo: ${restaurants} restaurants, ${products} dishes, ${pictures} pictures (${picturesMs} ms)${history}`,
    );
  } else if (seeded) {
    log("Seeded the demo accounts");
  }
  return database;
}

if (workers > 1 && cluster.isPrimary) {
  const log = (message: string) => console.info(message);
  await (await openAndPrepare(config, log)).close();
  let stopping = false;
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on("exit", (worker, code) => {
    if (stopping) return;
    console.warn(`Worker ${worker.process.pid} exited (${code}); starting another`);
    cluster.fork();
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    const force = setTimeout(() => process.exit(1), FORCE_EXIT_MS + 2000);
    force.unref();
    cluster.on("exit", () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  log(`Zaika is serving on ${config.publicUrl} with ${workers} worker processes (postgres database)`);
} else {
  await startWorker();
}

/**
 * The system clock, or with CLOCK_START (development and tests) one that starts there and runs on, CLOCK_SPEED times
 * faster than real time.
 */
function clockOf(config: Config): Clock {
  const start = config.clockStart;
  if (!start) return systemClock;
  const speed = config.clockSpeed ?? 1;
  const startedAt = Date.now();
  return { now: () => new Date(start.getTime() + (Date.now() - startedAt) * speed) };
}

async function startWorker() {
  // Workers find the database migrated and seeded by the primary; a single process prepares it itself.
  const database = cluster.isWorker
    ? await openDatabase({
        kind: "postgres",
        url: config.databaseUrl as string,
        onEventsError: (error) => reportEventsError(error),
      })
    : await openAndPrepare(config, (message) => console.info(message));
  const app = await buildApp({ config, database, clock: clockOf(config) });
  reportEventsError = (error) =>
    app.log.warn({ err: error }, "event listener: connection lost or reconnect failed; retrying");
  // A promise rejected by a database outage and awaited by nobody must not end the process (issue 9): the failed
  // work already answered 503 or is retried by its owner. Anything else keeps Node's default (crash and restart).
  process.on("unhandledRejection", (reason) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    app.log.warn({ err: reason }, "database unavailable (unhandled rejection)");
  });
  const stopMaintenance = startEmbeddedMaintenance(database, (error) =>
    app.log.error({ err: error }, "embedded database maintenance failed"),
  );

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests in flight and closing`);
    const force = setTimeout(() => process.exit(1), FORCE_EXIT_MS);
    force.unref();
    stopMaintenance();
    // app.close(): stop accepting, end every SSE stream with a retry hint (modules/events), answer 503 to requests
    // arriving on kept-alive connections, wait for those in flight. Those still running after DRAIN_MS are cut.
    const cut = setTimeout(() => app.server.closeAllConnections(), DRAIN_MS);
    cut.unref();
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, "closing the app failed");
    }
    clearTimeout(cut);
    // Releases the LISTEN connection and ends the pool.
    await database.close().catch((error: unknown) => app.log.error({ err: error }, "closing the database failed"));
    process.exit(0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  if (cluster.isPrimary) {
    app.log.info(
      `Zaika is serving on ${config.publicUrl} (${database.kind} database${config.webDistDir ? "" : ", API only: web app not built"})`,
    );
  }
}
