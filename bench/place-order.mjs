// Placing orders (targets: 1,000 orders/s with p99 < 100 ms and no errors on this machine's PostgreSQL; 200 orders/s
// on the embedded PGlite default). Every request is a different customer with a filled cart, as on a busy evening:
// the server re-prices the cart, checks hours, radius and minimum, writes the order and clears the cart in one
// transaction. Cash on delivery, so no payment provider call is involved.
// Usage: npm run build && node bench/place-order.mjs            (real PostgreSQL; BENCH_DATABASE_URL for another)
//        npm run build && node bench/place-order.mjs --embedded (PGlite in DATA_DIR)
import { createHmac, randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { createDatabase, dropDatabase, load, printTable, startServer, stopServer } from "./lib.mjs";

const embedded = process.argv.includes("--embedded");
const RATE = Number(process.env.BENCH_RATE ?? (embedded ? 200 : 1000));
const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3211);
const DB = `zaika_bench_orders_${process.pid}`;
const JWT_SECRET = `bench-secret-${randomUUID()}-${randomUUID()}`;
// Enough carts for the paced run and an unpaced one after it.
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? RATE * DURATION * 2 + 20_000);

const b64url = (value) => Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64url");
/** An HS256 access token exactly as the server signs them (modules/auth/tokens.ts). */
function accessToken(id) {
  const now = Math.floor(Date.now() / 1000);
  const head = `${b64url({ alg: "HS256", typ: "JWT" })}.${b64url({ role: "user", name: "Bench Customer", sub: id, iat: now, exp: now + 900 })}`;
  return `${head}.${createHmac("sha256", JWT_SECRET).update(head).digest("base64url")}`;
}

/** Customers near the round-the-clock restaurants, each with a saved address and a cart of plain dishes. */
const PREPARE = [
  // Their seeded delivery settings are pseudo-random: make every bench cart orderable by cash.
  `update restaurants set accepts_cash = true, is_delivery_available = true, minimum_order_paise = 0,
          delivery_radius_m = 10000
     where name in ('Midnight Bites 24x7', 'Punjab Da Dhaba')`,
  `create temporary table bench_shops as
     select id, lat, lng from restaurants where name in ('Midnight Bites 24x7', 'Punjab Da Dhaba') and is_active`,
  `insert into users (role, name, phone, phone_verified)
     select 'user', 'Bench Customer ' || g, '7' || lpad(g::text, 9, '0'), true from generate_series(1, $1::int) g`,
  `create temporary table bench_customers as
     select u.id as user_id, s.id as restaurant_id, s.lat, s.lng, u.n
     from (select id, row_number() over (order by id) as n from users where name like 'Bench Customer %') u
     join (select id, lat, lng, row_number() over (order by id) - 1 as k, count(*) over () as shops from bench_shops) s
       on s.k = u.n % s.shops`,
  `insert into addresses (user_id, full_name, address_line1, city, state, postal_code, phone_number, lat, lng, is_default)
     select user_id, 'Bench Customer', 'Flat ' || n || ', Vijay Nagar', 'Indore', 'Madhya Pradesh', '452010',
            '9' || lpad(n::text, 9, '0'), lat + 0.005, lng + 0.005, true
     from bench_customers`,
  `insert into cart_items (user_id, item_id, restaurant_id, product_id, quantity, selected_attributes, selected_addons)
     select c.user_id, p.id::text, c.restaurant_id, p.id, 4, '[]'::jsonb, '[]'::jsonb
     from bench_customers c
     cross join lateral (
       select id from products
       where restaurant_id = c.restaurant_id and deleted_at is null and is_available
         and not jsonb_path_exists(attributes, '$[*] ? (@.required == true)')
       order by id limit 2) p`,
  "analyze",
];

async function prepare(run) {
  for (const statement of PREPARE) await run(statement, statement.includes("$1") ? [CUSTOMERS] : []);
  const rows = await run(
    `select c.user_id, a.id as address_id from bench_customers c join addresses a on a.user_id = c.user_id order by c.n`,
  );
  return rows.map((row) => ({ token: accessToken(row.user_id), addressId: row.address_id }));
}

const dataDir = mkdtempSync(path.join(tmpdir(), "zaika-bench-orders-"));
const env = { JWT_SECRET, DATA_DIR: dataDir };
let server;
let customers;
const url = embedded ? null : await createDatabase(DB);
try {
  // First start migrates and seeds the demo catalogue.
  server = await startServer({ port: PORT, databaseUrl: url, env });
  if (embedded) {
    // PGlite lives inside the server process: stop it, write the customers into its data directory, start again.
    await stopServer(server);
    const { PGlite } = await import("@electric-sql/pglite");
    const db = new PGlite(path.join(dataDir, "db"));
    customers = await prepare(async (text, params = []) => (await db.query(text, params)).rows);
    await db.close();
    server = await startServer({ port: PORT, databaseUrl: null, env });
  } else {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    customers = await prepare(async (text, params = []) => (await client.query(text, params)).rows);
    await client.end();
  }
  console.info(`prepared ${customers.length} customers with carts`);

  const base = `http://127.0.0.1:${PORT}`;
  let next = 0;
  const placeOrder = () => ({
    method: "POST",
    path: "/api/order",
    setupRequest: (req) => {
      const customer = customers[next++ % customers.length];
      return {
        ...req,
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${customer.token}`,
          "idempotency-key": randomUUID(),
        },
        body: JSON.stringify({ paymentMode: "COD", addressId: customer.addressId }),
      };
    },
  });

  // One order first, so a broken set-up fails loudly instead of as a table of errors.
  const probe = placeOrder().setupRequest({});
  const first = await fetch(`${base}${probe.path ?? "/api/order"}`, {
    method: "POST",
    headers: probe.headers,
    body: probe.body,
  });
  if (first.status !== 201) throw new Error(`placing one order failed: ${first.status} ${await first.text()}`);

  await load({ url: `${base}/api/health`, duration: 3 });
  const health = await load({ url: `${base}/api/health`, duration: 10 });
  const paced = await load({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    overallRate: RATE,
    requests: [placeOrder()],
  });
  const unpaced = await load({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    amount: Math.max(1, customers.length - next),
    requests: [placeOrder()],
  });
  printTable(
    `Placing COD orders on ${embedded ? "PGlite (embedded)" : "PostgreSQL"} (${CONNECTIONS} connections, ${DURATION} s)`,
    {
      "GET /api/health (baseline)": health,
      [`POST /api/order paced at ${RATE}/s`]: paced,
      "POST /api/order as fast as it goes": unpaced,
    },
  );
} finally {
  await stopServer(server);
  if (!embedded) await dropDatabase(DB);
}
