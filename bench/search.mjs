// The header search (issue 12): GET /api/search for a mix of typed words, prefixes and typos, answered from the
// server's in-memory index, against a bare Node `http` server answering a fixed JSON body on the same machine in the
// same run (target: search ≥ 0.25× the bare server's requests/s). Measured without a location (best match first)
// and with a random one near Indore (nearest first). The targets take turns in rounds (BENCH_ROUNDS × BENCH_ROUND_SECONDS,
// default 3 × 5 s): on a shared machine a baseline measured minutes apart says little.
// Usage: npm run build && node bench/search.mjs   (BENCH_DATABASE_URL to use another server; BENCH_RESTAURANTS=N tops
// the seeded catalogue up to N restaurants, each a copy of a seeded one with its menu, over a 60 km square)
import { spawn } from "node:child_process";
import pg from "pg";
import { createDatabase, dropDatabase, load, printTable, startServer, stopServer, waitUntilOk } from "./lib.mjs";

const TOTAL = Number(process.env.BENCH_RESTAURANTS ?? 0);
const PORT = Number(process.env.BENCH_PORT ?? 3214);
const BARE_PORT = PORT + 1;
const DB = `zaika_bench_search_${process.pid}`;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ROUND_S = Number(process.env.BENCH_ROUND_SECONDS ?? 5);
const CENTRE = { lat: 22.719568, lng: 75.857727 };
// What customers type: whole words, the first letters of one, two words, and misspellings.
const QUERIES = [
  "paneer",
  "panner",
  "biryani",
  "biriyani",
  "pizza",
  "dosa",
  "butter chicken",
  "chiken",
  "momos",
  "pan",
  "bir",
  "north indian",
  "chinese",
  "burger",
  "roll",
  "thali",
  "cake",
  "lassi",
  "tikka",
  "noodles",
];

/** A bare Node http server (no framework, no database) in its own process: the ceiling of this machine. */
async function startBareServer(port) {
  const source = `require("node:http").createServer((req, res) => {
    res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
    res.end('{"ok":true}');
  }).listen(${port}, "127.0.0.1");`;
  const child = spawn(process.execPath, ["-e", source], { stdio: ["ignore", "inherit", "inherit"] });
  if (await waitUntilOk(`http://127.0.0.1:${port}/`, 10_000)) return child;
  child.kill("SIGTERM");
  throw new Error("the bare server did not start");
}

const url = await createDatabase(DB);
let server;
let bare;
try {
  server = await startServer({ port: PORT, databaseUrl: url });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const existing = Number((await client.query("select count(*) from restaurants")).rows[0].count);
  if (TOTAL > existing) {
    // Copies of the public seeded restaurants, round robin, each remembering its template in `description` until
    // its dishes are copied.
    await client.query(
      `with templates as (
         select id, (row_number() over (order by id) - 1)::int as n from restaurants
         where is_active and deleted_at is null)
       insert into restaurants (owner_id, name, description, cuisine, lat, lng, city, state, zip_code, street, email,
                                business_hours, is_active, rating_average, rating_count, logo)
       select r.owner_id, r.name || ' ' || g, t.id::text, r.cuisine, $1 + (random() - 0.5) * 0.54,
              $2 + (random() - 0.5) * 0.58, r.city, r.state, r.zip_code, 'Street ' || g, 'bench' || g || '@demo.test',
              r.business_hours, true, r.rating_average, r.rating_count, r.logo
       from generate_series(1, $3) g
       join templates t on t.n = g % (select count(*) from templates)
       join restaurants r on r.id = t.id`,
      [CENTRE.lat, CENTRE.lng, TOTAL - existing],
    );
    await client.query(
      `insert into products (restaurant_id, category_id, name, description, price_paise, discounted_price_paise,
                             food_type, image, is_available, preparation_minutes, attributes, addons)
       select copy.id, p.category_id, p.name, p.description, p.price_paise, p.discounted_price_paise, p.food_type,
              p.image, p.is_available, p.preparation_minutes, p.attributes, p.addons
       from restaurants copy join products p on p.restaurant_id = copy.description::uuid
       where copy.email like 'bench%@demo.test' and p.deleted_at is null`,
    );
    await client.query("update restaurants set description = '' where email like 'bench%@demo.test'");
    await client.query("select pg_notify('zaika_events', $1)", [JSON.stringify({ type: "catalog.changed" })]);
  }
  const count = Number((await client.query("select count(*) from restaurants where is_active")).rows[0].count);
  const dishes = Number((await client.query("select count(*) from products where is_available")).rows[0].count);
  await client.end();

  const base = `http://127.0.0.1:${PORT}`;
  const pick = () => encodeURIComponent(QUERIES[Math.floor(Math.random() * QUERIES.length)]);
  // The paths are drawn before the load, and taken in turn: the load generator shares the machine's two cores with the
  // server, and drawing random points per request (as the bare server's fixed path does not) was measured as the
  // server's cost. 4,096 paths keep each query and point rare enough that no answer is served twice in a row.
  const POOL = 4096;
  const pool = (draw) => {
    const paths = Array.from({ length: POOL }, draw);
    let next = 0;
    return () => paths[next++ % POOL];
  };
  const anywhere = pool(() => `/api/search?q=${pick()}`);
  const nearby = pool(() => {
    const lat = (CENTRE.lat + (Math.random() - 0.5) * 0.2).toFixed(6);
    const lng = (CENTRE.lng + (Math.random() - 0.5) * 0.2).toFixed(6);
    return `/api/search?q=${pick()}&latitude=${lat}&longitude=${lng}`;
  });
  const first = await fetch(`${base}/api/search?q=paneer`);
  const body = await first.json();
  if (!first.ok || body.dishes.length === 0) throw new Error(`search failed: ${first.status} ${JSON.stringify(body)}`);

  bare = await startBareServer(BARE_PORT);
  const targets = {
    "bare node http (baseline)": { url: `http://127.0.0.1:${BARE_PORT}/` },
    // The app's cheapest route (no query, a constant answer): what every request pays for the app's plugins and hooks.
    "GET /api/health/live (the app's ceiling)": { url: `${base}/api/health/live` },
    "GET /api/search?q": { url: base, requests: [{ setupRequest: (req) => ({ ...req, path: anywhere() }) }] },
    "GET /api/search?q&latitude&longitude": {
      url: base,
      requests: [{ setupRequest: (req) => ({ ...req, path: nearby() }) }],
    },
  };
  for (const options of Object.values(targets)) await load({ ...options, duration: 3 });
  // In rounds, each target in turn: a change in what else the machine runs then weighs on all of them alike.
  const runs = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, options] of Object.entries(targets))
      runs[name].push(await load({ ...options, duration: ROUND_S }));
  }
  const sum = (list, key) => list.reduce((total, run) => total + run[key], 0);
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const rows = Object.fromEntries(
    Object.entries(runs).map(([name, list]) => [
      name,
      {
        requestsPerSecond: Math.round(sum(list, "total") / (ROUNDS * ROUND_S)),
        p50: median(list.map((run) => run.p50)),
        p99: Math.max(...list.map((run) => run.p99)),
        errors: sum(list, "errors"),
        "5xx": sum(list, "5xx"),
        total: sum(list, "total"),
      },
    ]),
  );
  printTable(
    `Header search over ${count} restaurants and ${dishes} dishes (50 connections, ${ROUNDS} rounds of ${ROUND_S} s each)`,
    rows,
  );
  const [baseline, live, plain, near] = Object.values(runs);
  // Each round's ratio to the baseline measured next to it; the median round is reported.
  const ratio = (list) =>
    median(list.map((run, i) => run.requestsPerSecond / baseline[i].requestsPerSecond)).toFixed(2);
  console.info(`ratio search/bare: ${ratio(plain)}; with a location: ${ratio(near)} (target ≥ 0.25)`);
  console.info(`ratio health/live/bare: ${ratio(live)}`);
} finally {
  if (bare && bare.exitCode === null) bare.kill("SIGTERM");
  await stopServer(server);
  await dropDatabase(DB);
}
