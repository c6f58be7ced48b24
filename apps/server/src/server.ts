/**
 * Starts the server: reads the environment, opens and migrates the database, seeds a new one, listens. With
 * WEB_CONCURRENCY > 1 on a PostgreSQL server, the primary process migrates and seeds once, then forks that many
 * workers sharing the port (the app is stateless; events cross processes through NOTIFY like across machines).
 */
import cluster from "node:cluster";
import path from "node:path";
import { buildApp } from "./app";
import { type Config, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { startEmbeddedMaintenance } from "./db/maintenance";
import { seedIfEmpty } from "./db/seed/seed";
import { localStorage } from "./providers/storage/local";

const config = loadConfig();
// The embedded database lives inside one process: several workers need a PostgreSQL server.
const workers = config.databaseUrl ? config.workers : 1;

async function openAndPrepare(config: Config, log: (message: string) => void) {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl }
      : { kind: "pglite", dataDir: `${config.dataDir}/db` },
  );
  await database.migrate();
  // The seed writes its pictures where the app serves uploads from (app.ts: DATA_DIR/uploads).
  const seeded = await seedIfEmpty(database.db, localStorage(path.join(config.dataDir, "uploads")));
  if (seeded?.catalog) {
    const { restaurants, products, picturesMs } = seeded.catalog;
    log(`Seeded the demo: ${restaurants} restaurants, ${products} dishes (pictures drawn in ${picturesMs} ms)`);
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
    const force = setTimeout(() => process.exit(1), 12_000);
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

async function startWorker() {
  // Workers find the database migrated and seeded by the primary; a single process prepares it itself.
  const database = cluster.isWorker
    ? await openDatabase({ kind: "postgres", url: config.databaseUrl as string })
    : await openAndPrepare(config, (message) => console.info(message));
  const app = await buildApp({ config, database });
  const stopMaintenance = startEmbeddedMaintenance(database, (error) =>
    app.log.error({ err: error }, "embedded database maintenance failed"),
  );

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests in flight and closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    stopMaintenance();
    await app.close();
    await database.close();
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
