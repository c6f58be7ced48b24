/** Starts the server: reads the environment, opens and migrates the database, seeds a new one, listens. */
import path from "node:path";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { seedIfEmpty } from "./db/seed/seed";
import { localStorage } from "./providers/storage/local";

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl }
    : { kind: "pglite", dataDir: `${config.dataDir}/db` },
);
await database.migrate();
const app = await buildApp({ config, database });
// The seed writes its pictures where the app serves uploads from (app.ts: DATA_DIR/uploads).
const seeded = await seedIfEmpty(database.db, localStorage(path.join(config.dataDir, "uploads")));
if (seeded?.catalog) {
  const { restaurants, products, picturesMs } = seeded.catalog;
  app.log.info(`Seeded the demo: ${restaurants} restaurants, ${products} dishes (pictures drawn in ${picturesMs} ms)`);
} else if (seeded) {
  app.log.info("Seeded the demo accounts");
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received: finishing requests in flight and closing`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Zaika is serving on ${config.publicUrl} (${database.kind} database${config.webDistDir ? "" : ", API only: web app not built"})`,
);
