// Restaurants near a location among 10,000 (target: 5,000 requests/s on this machine's PostgreSQL).
// Usage: npm run build && node bench/restaurants-near.mjs   (BENCH_DATABASE_URL to use another server)
import pg from "pg";
import { createDatabase, dropDatabase, load, printTable, startServer, stopServer } from "./lib.mjs";

const TOTAL = Number(process.env.BENCH_RESTAURANTS ?? 10_000);
const PORT = Number(process.env.BENCH_PORT ?? 3210);
const DB = `zaika_bench_near_${process.pid}`;
const CENTRE = { lat: 22.719568, lng: 75.857727 };

const url = await createDatabase(DB);
let server;
try {
  server = await startServer({ port: PORT, databaseUrl: url });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query("select id, business_hours from restaurants limit 1");
  const template = rows[0];
  const existing = Number((await client.query("select count(*) from restaurants")).rows[0].count);
  // Spread the rest over a 60 km square around Indore, like a large city's catalogue.
  await client.query(
    `insert into restaurants (owner_id, name, cuisine, lat, lng, city, state, zip_code, street, email, business_hours, is_active)
     select (select owner_id from restaurants where id = $1), 'Bench Kitchen ' || g, array['North Indian', 'Chinese'],
            $2 + (random() - 0.5) * 0.54, $3 + (random() - 0.5) * 0.58, 'Indore', 'Madhya Pradesh', '452001',
            'Street ' || g, 'bench' || g || '@demo.test', $4::jsonb, random() > 0.05
     from generate_series(1, $5) g`,
    [template.id, CENTRE.lat, CENTRE.lng, JSON.stringify(template.business_hours), Math.max(0, TOTAL - existing)],
  );
  await client.query("analyze restaurants");
  const count = Number((await client.query("select count(*) from restaurants")).rows[0].count);
  await client.end();

  const randomNear = () => {
    const lat = (CENTRE.lat + (Math.random() - 0.5) * 0.2).toFixed(6);
    const lng = (CENTRE.lng + (Math.random() - 0.5) * 0.2).toFixed(6);
    return `/api/admin/restaurant/all?latitude=${lat}&longitude=${lng}&mxRadius=5000&page=1&limit=10`;
  };
  const base = `http://127.0.0.1:${PORT}`;
  // Warm up, then measure the baseline (health: one trivial query) and the scenario in the same run.
  await load({ url: `${base}/api/health`, duration: 3 });
  const health = await load({ url: `${base}/api/health` });
  const near = await load({
    url: base,
    requests: [{ setupRequest: (req) => ({ ...req, path: randomNear() }) }],
  });
  printTable(`Restaurants near a location among ${count} (50 connections, 15 s)`, {
    "GET /api/health (baseline)": health,
    "GET /api/admin/restaurant/all near (5 km)": near,
  });
  console.info(`ratio near/health: ${(near.requestsPerSecond / health.requestsPerSecond).toFixed(2)}`);
} finally {
  await stopServer(server);
  await dropDatabase(DB);
}
