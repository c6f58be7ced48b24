/** `npm run seed`: resets the configured database to the demo data. */
import { loadConfig } from "../../config";
import { openDatabase } from "../client";
import { DEMO, resetAndSeed } from "./seed";

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl }
    : { kind: "pglite", dataDir: `${config.dataDir}/db` },
);
await database.migrate();
await resetAndSeed(database.db);
await database.close();
console.info(
  `Demo data reset on the ${database.kind} database. Admin: ${DEMO.admin.email}; restaurant: ${DEMO.restaurant.email}; customer phone: ${DEMO.customer.phone}`,
);
