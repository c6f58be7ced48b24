/** `npm run seed`: resets the configured database to the demo data, pictures included. */
import { loadConfig } from "../../config";
import { configuredStorage } from "../../providers/storage/configured";
import { openDatabase } from "../client";
import { DEMO, resetAndSeed, terminalArtwork } from "./seed";

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl }
    : { kind: "pglite", dataDir: `${config.dataDir}/db` },
);
await database.migrate();
// Where the app serves uploads from (DATA_DIR/uploads or the S3 bucket).
const storage = configuredStorage(config);
const report = await resetAndSeed(database.db, storage, {
  artwork: terminalArtwork(config.artworkCacheDir, console.info),
});
storage.close?.();
await database.close();
const { history } = report;
console.info(
  `Demo data reset on the ${database.kind} database: ${report.restaurants} restaurants, ${report.products} dishes, ` +
    `${report.categories} categories, ${report.banners} banners, ${report.pictures} pictures, ` +
    `${history ? `${history.orders} orders of history (${history.delivered} delivered, ${history.invoices} invoices, ${history.reviews} reviews) ` : ""}` +
    `(pictures ${report.picturesMs} ms, database ${report.databaseMs} ms${history ? `, history ${history.ms} ms` : ""}). ` +
    `Admin: ${DEMO.admin.email}; restaurant: ${DEMO.restaurant.email} (every owner.<slug>@demo.test too, same password); ` +
    `customer phone: ${DEMO.customer.phone}`,
);
