// The report endpoints over a year of orders (issue 11, item 7; target: p95 ≤ 100 ms at 20 concurrent callers).
// Fills a fresh PostgreSQL database in bulk SQL (no HTTP): 10,000 restaurants, 1,000,000 orders over the 12 months up
// to now with their items, timeline (ACCEPTED, READY_FOR_PICKUP) and ledger entries, five "big" restaurants with about
// 5,000 orders each; then measures each report endpoint beside the health baseline, owners as a big restaurant's.
// Usage: npm run build && node bench/reports.mjs          (BENCH_DATABASE_URL to use another server)
//        node bench/reports.mjs --keep                      fill, measure, and keep the database (EXPLAIN ANALYZE it;
//                                                           drop it yourself: the URL is printed)
// BENCH_ORDERS (1,000,000), BENCH_RESTAURANTS (10,000), BENCH_DURATION (10 s), BENCH_CONNECTIONS (20), BENCH_PORT;
// BENCH_FULL_LEDGER=1 also writes the payments' postings (captured online, cash collected), which no report reads.
import { createHmac, randomUUID } from "node:crypto";
import { loadavg } from "node:os";
import autocannon from "autocannon";
import pg from "pg";
import { createDatabase, dropDatabase, printTable, startServer, stopServer } from "./lib.mjs";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const RESTAURANTS = Number(process.env.BENCH_RESTAURANTS ?? 10_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3213);
const BIG = 5;
const BIG_ORDERS = Math.min(5_000, Math.floor(ORDERS / 20));
const CUSTOMERS = Math.max(1_000, Math.round(ORDERS / 10));
const RIDERS = Math.max(50, Math.round(ORDERS / 500));
const KEEP = process.argv.includes("--keep");
const FULL_LEDGER = process.env.BENCH_FULL_LEDGER === "1";
const DB = `zaika_bench_reports_${process.pid}`;
const JWT_SECRET = `bench-secret-${randomUUID()}-${randomUUID()}`;

/**
 * Orders per India hour of the day, relative: quiet nights, a lunch peak at 13:00 and a dinner peak at 20:00-21:00.
 * Spread into an array with each hour repeated by its weight, so SQL draws an hour with one random index.
 */
const HOUR_WEIGHTS = [3, 2, 1, 1, 0, 0, 1, 2, 4, 5, 5, 7, 12, 14, 10, 5, 4, 5, 7, 11, 15, 14, 9, 5];
const HOURS = HOUR_WEIGHTS.flatMap((weight, hour) => Array(weight).fill(hour));

/** The India midnight that began today, as an instant (the server's India days are UTC+05:30, reports.ts). */
const TODAY_IST = `((date_trunc('day', (now() at time zone 'UTC') + interval '330 minutes') - interval '330 minutes')
  at time zone 'UTC')`;

const b64url = (value) => Buffer.from(JSON.stringify(value)).toString("base64url");
/** An HS256 access token exactly as the server signs them (modules/auth/tokens.ts), valid 15 minutes. */
function accessToken(id, role) {
  const now = Math.floor(Date.now() / 1000);
  const head = `${b64url({ alg: "HS256", typ: "JWT" })}.${b64url({ role, name: `Bench ${role}`, sub: id, iat: now, exp: now + 900 })}`;
  return `${head}.${createHmac("sha256", JWT_SECRET).update(head).digest("base64url")}`;
}

/** The bench's orders: numbers ZK-2000001 on (the server's sequence starts at ZK-100001). */
const BENCH_ORDER = `length(o.order_number) = 10 and o.order_number like 'ZK-2%'`;

/** An order's sale as the server posts it at placement (contract ledger.ts salePosting); `sign` -1 undoes it. */
const saleEntries = (kind, sign, at, when) =>
  ["('customer', o.total_paise)", "('restaurant_payable', -(o.subtotal_paise + o.packaging_paise))"]
    .concat(["('gst_payable', -o.tax_paise)", "('platform_revenue', -o.delivery_fee_paise)"])
    .map((entry) => entry.replace(/\('(\w+)', (.+)\)$/, `('${kind}', '$1', ${sign} * $2, ${at}, ${when})`));

const KINDS = ["sale", "payment_captured", "cash_collected", "commission", "rider_payout", "sale_reversal"]
  .concat(["cancellation_fee", "refund"])
  .map((kind) => `'${kind}'`);

/** The payments' postings: what no report reads, left out unless BENCH_FULL_LEDGER=1 (19 % more rows to write). */
const PAYMENT_ENTRIES = [
  "('payment_captured', 'gateway', o.total_paise, o.paid_at, m.captured)",
  "('payment_captured', 'customer', -o.total_paise, o.paid_at, m.captured)",
  "('cash_collected', 'cash_with_rider', o.total_paise, o.delivered_at, m.delivered and o.payment_mode = 'COD')",
  "('cash_collected', 'customer', -o.total_paise, o.delivered_at, m.delivered and o.payment_mode = 'COD')",
];

/**
 * Every ledger entry of every order, in the order the server writes them (contract ledger.ts): the sale; (with
 * BENCH_FULL_LEDGER) the online payment captured and on delivery the cash collected; on delivery the commission and
 * its GST (percentOfPaise: half up to the paisa, at the restaurant's rate) and the rider's payout (₹25 + ₹6 a km); on
 * cancellation or rejection the sale undone, the fee the restaurant keeps and the rest of a paid order refunded.
 * Rows: (kind, account, amount, at, happened).
 */
const LEDGER_ENTRIES = [
  ...saleEntries("sale", 1, "o.created_at", "true"),
  ...(FULL_LEDGER ? PAYMENT_ENTRIES : []),
  "('commission', 'restaurant_payable', m.commission + m.commission_gst, o.delivered_at, m.delivered)",
  "('commission', 'platform_revenue', -m.commission, o.delivered_at, m.delivered)",
  "('commission', 'gst_payable', -m.commission_gst, o.delivered_at, m.delivered)",
  "('rider_payout', 'platform_revenue', m.payout, o.delivered_at, m.delivered)",
  "('rider_payout', 'rider_payable', -m.payout, o.delivered_at, m.delivered)",
  ...saleEntries("sale_reversal", -1, "m.ended", "m.undone"),
  "('cancellation_fee', 'customer', m.fee, m.ended, m.undone)",
  "('cancellation_fee', 'restaurant_payable', -m.fee, m.ended, m.undone)",
  "('refund', 'customer', o.total_paise - m.fee, m.ended, o.payment_status = 'REFUNDED')",
  "('refund', 'gateway', m.fee - o.total_paise, m.ended, o.payment_status = 'REFUNDED')",
];

/**
 * The fill, step by step: $1 orders, $2 restaurants, $3 big restaurants, $4 orders each, $5 customers, $6 riders.
 * Random draws are seeded (setseed), so two runs fill alike apart from the day they run. Orders are written in the
 * order they were placed, as a live system writes them, so a week of orders sits on a week's worth of pages.
 */
const FILL = [
  [
    "customers and riders",
    `insert into users (role, name, phone, phone_verified, created_at)
     select case when g <= $5 then 'user' else 'rider' end, 'Bench Person ' || g, '6' || lpad(g::text, 9, '0'), true,
            now() - random() * interval '400 days'
     from generate_series(1, $5 + $6) g
     on conflict do nothing`,
  ],
  [
    "owners of the big restaurants",
    `insert into users (role, name, email, created_at)
     select 'restaurant', 'Bench Owner ' || g, 'bench-owner-' || g || '@bench.test', now() - interval '2 years'
     from generate_series(1, $3) g`,
  ],
  [
    "restaurants",
    // Like restaurants-near.mjs: the seed's first owner holds the bulk; each big restaurant has an owner of its own.
    `with template as (select owner_id, business_hours from restaurants order by created_at limit 1)
     insert into restaurants (owner_id, name, cuisine, lat, lng, city, state, zip_code, street, email, business_hours,
                              is_active, commission_rate, created_at)
     select coalesce(big.id, t.owner_id), case when big.id is null then 'Bench Kitchen ' || g else 'Bench Big ' || g end,
            array['North Indian', 'Chinese'], 22.719568 + (random() - 0.5) * 0.54, 75.857727 + (random() - 0.5) * 0.58,
            'Indore', 'Madhya Pradesh', '452001', 'Street ' || g, 'bench' || g || '@demo.test', t.business_hours,
            big.id is not null or random() > 0.05, (array[10, 12.5, 15, 18, 20])[1 + floor(random() * 5)::int],
            now() - interval '2 years'
     from generate_series(1, greatest(0, $2 - (select count(*) from restaurants)::int)) g
     cross join template t
     left join (select id, row_number() over (order by email) as k from users where email like 'bench-owner-%') big
       on big.k = g and g <= $3`,
  ],
  [
    "numbering",
    // The big restaurants first (n 1..$3), then every other one; customers and riders numbered from 1.
    `create temporary table bench_restaurants as
       select row_number() over (order by coalesce(u.email like 'bench-owner-%', false) desc, r.id)::int as n, r.id
       from restaurants r join users u on u.id = r.owner_id;
     create temporary table bench_customers as
       select row_number() over (order by id)::int as n, id from users where name like 'Bench Person %' and role = 'user';
     create temporary table bench_riders as
       select row_number() over (order by id)::int as n, id from users where name like 'Bench Person %' and role = 'rider';
     analyze bench_restaurants; analyze bench_customers; analyze bench_riders`,
  ],
  [
    "drawing the orders",
    // Who, where, when and how each order went, sorted by when it was placed. The big restaurants take their share
    // in turn; the rest spread with a mild skew (the busiest small one gets a few hundred orders a year). Today's
    // hours still to come fall back to the same hour a week earlier.
    `create temporary table bench_orders as
     with drawn as (
       select g,
              case when g <= $3 * $4 then 1 + (g - 1) % $3
                   else $3 + 1 + floor(($2 - $3) * power(random(), 1.3))::int end as rn,
              1 + floor(random() * $5)::int as cn,
              ${TODAY_IST} - floor(365 * power(random(), 1.2))::int * interval '1 day'
                + (array[${HOURS}])[1 + floor(random() * ${HOURS.length})::int] * interval '1 hour'
                + random() * interval '1 hour' as at,
              random() as fate, random() < 0.35 as cod, 1 + floor(random() * 3)::int as lines,
              500 + floor(random() * 7500)::int as distance, (array[0, 1000, 2000])[1 + floor(random() * 3)::int] as packaging
       from generate_series(1, $1) g
     ), placed as (
       select d.*, case when d.at > now() - interval '1 minute' then d.at - interval '7 days' else d.at end as created
       from drawn d
     )
     select p.g, p.rn, r.id as restaurant_id, cu.id as user_id, ri.id as rider_id, p.created, p.fate, p.cod, p.lines,
            p.distance, p.packaging,
            case when p.fate < 0.06 then 'CANCELLED' when p.fate < 0.09 then 'REJECTED'
                 when now() - p.created < interval '8 minutes' then 'PENDING'
                 when now() - p.created < interval '20 minutes' then 'ACCEPTED'
                 when now() - p.created < interval '32 minutes' then 'PREPARING'
                 when now() - p.created < interval '40 minutes' then 'READY_FOR_PICKUP'
                 when now() - p.created < interval '70 minutes' then 'OUT_FOR_DELIVERY'
                 else 'DELIVERED' end as status
     from placed p
     join bench_restaurants r on r.n = p.rn
     join bench_customers cu on cu.n = p.cn
     join bench_riders ri on ri.n = 1 + p.g % $6
     order by p.created`,
  ],
  [
    "orders with their items",
    `insert into orders (order_number, user_id, restaurant_id, status, payment_mode, payment_provider, payment_status,
                         provider_order_id, paid_at, items, item_count, subtotal_paise, gst_percent, tax_paise,
                         packaging_paise, delivery_fee_paise, total_paise, delivery_address, distance_m,
                         preparation_minutes, estimated_delivery_at, rider_id, delivery_code, rejection_reason,
                         cancelled_by, cancel_reason, cancellation_fee_paise, cancelled_at, delivered_at, created_at,
                         updated_at)
     select 'ZK-' || (2000000 + q.g), q.user_id, q.restaurant_id, q.status, case when q.cod then 'COD' else 'ONLINE' end,
            case when q.cod then null else 'sandbox' end,
            case when q.cod then (case when q.status = 'DELIVERED' then 'PAID' else 'PENDING' end)
                 when q.status = 'REJECTED' or (q.status = 'CANCELLED' and q.fate >= 0.03) then 'REFUNDED'
                 when q.status = 'CANCELLED' then 'PENDING'
                 else 'PAID' end,
            case when q.cod then null else 'order_bench' || q.g end,
            case when q.cod and q.status = 'DELIVERED' then q.created + interval '45 minutes'
                 when not q.cod and not (q.status = 'CANCELLED' and q.fate < 0.03) then q.created + interval '40 seconds'
            end,
            it.items, it.item_count, it.subtotal, 5, b.tax, q.packaging, b.fee, it.subtotal + b.tax + q.packaging + b.fee,
            '{"fullName":"Bench Customer","addressLine1":"Flat 12, Vijay Nagar","addressLine2":"","landmark":"",
              "city":"Indore","state":"Madhya Pradesh","postalCode":"452010","addressType":"home",
              "phoneNumber":"9876500000","deliveryInstructions":"","coordinates":{"lat":22.75,"lng":75.89}}'::jsonb,
            q.distance, 20, q.created + interval '50 minutes',
            case when q.status in ('OUT_FOR_DELIVERY', 'DELIVERED') then q.rider_id end, '4821',
            case when q.status = 'REJECTED' then 'Kitchen is too busy' end,
            case when q.status = 'CANCELLED' then (case when q.fate < 0.03 and not q.cod then 'system' else 'user' end) end,
            case when q.status = 'CANCELLED' then (case when q.fate < 0.03 and not q.cod then 'Payment not completed in time'
                                                        else 'Changed my mind' end) end,
            -- Paid online orders cancelled late keep a fifth of the bill as the fee.
            case when q.status = 'CANCELLED' then (case when not q.cod and q.fate >= 0.05
                                                        then (it.subtotal + b.tax + q.packaging + b.fee) / 5 else 0 end) end,
            case when q.status = 'CANCELLED' then q.created + interval '6 minutes' end,
            case when q.status = 'DELIVERED' then q.created + interval '45 minutes' end,
            q.created,
            case when q.status = 'REJECTED' then q.created + interval '3 minutes'
                 when q.status = 'CANCELLED' then q.created + interval '6 minutes'
                 else q.created + interval '45 minutes' end
     from bench_orders q
     -- 1-3 lines of a 20-dish menu, the first dishes the favourites; 1-3 of each; GST 5 %, delivery free from ₹500.
     cross join lateral (
       select jsonb_agg(jsonb_build_object(
                'productId', md5(q.rn || ':' || x.dish)::uuid::text, 'name', 'Dish ' || x.dish, 'image', null,
                'description', '', 'foodType', 'veg', 'pricePaise', x.price, 'discountedPricePaise', null,
                'quantity', x.qty, 'selectedAttributes', '[]'::jsonb, 'selectedAddons', '[]'::jsonb,
                'unitPaise', x.price, 'totalPaise', x.price * x.qty)) as items,
              sum(x.qty)::int as item_count, sum(x.price * x.qty)::int as subtotal
       from (
         select k.dish, k.qty, 9900 + ((k.dish * 37 + q.rn * 11) % 41) * 1000 as price
         from (select 1 + floor(20 * power(random(), 2))::int as dish, 1 + floor(3 * power(random(), 3))::int as qty
               from generate_series(1, q.lines)) k
       ) x
     ) it
     cross join lateral (
       select (it.subtotal * 5 + 50) / 100 as tax, case when it.subtotal >= 50000 then 0 else 3000 end as fee
     ) b`,
  ],
  // Without statistics the planner may take the new orders for a handful and join them row by row.
  ["analyze orders", "analyze orders"],
  [
    "timeline: ACCEPTED and READY_FOR_PICKUP",
    `insert into order_events (order_id, kind, from_status, to_status, actor_role, created_at)
     select o.id, 'status', e.from_status, e.to_status, 'restaurant', e.at
     from orders o
     cross join lateral (select o.created_at + (60 + random() * 240) * interval '1 second' as accepted,
                                (8 + random() * 22) * interval '1 minute' as preparing) t
     cross join lateral (values ('PENDING', 'ACCEPTED', t.accepted, true),
                                ('PREPARING', 'READY_FOR_PICKUP', t.accepted + t.preparing,
                                 o.status in ('READY_FOR_PICKUP', 'OUT_FOR_DELIVERY', 'DELIVERED'))) as e(from_status, to_status, at, happened)
     where ${BENCH_ORDER} and o.status not in ('PENDING', 'CANCELLED', 'REJECTED') and e.happened`,
  ],
  [
    "ledger entries of the orders",
    `insert into ledger_entries (posting_id, kind, account, amount_paise, order_id, restaurant_id, rider_id, created_at)
     -- A posting's id: the order's with its first byte the posting kind's number (cheaper than a hash per entry).
     select overlay(o.id::text placing lpad(to_hex(array_position(array[${KINDS}], e.kind)), 2, '0') from 1 for 2)::uuid,
            e.kind, e.account, e.amount, o.id, o.restaurant_id, o.rider_id, e.at
     from orders o
     join restaurants r on r.id = o.restaurant_id
     cross join lateral (
       select c.commission, (c.commission * 18 + 50) / 100 as commission_gst,
              2500 + (600 * o.distance_m + 500) / 1000 as payout, o.status = 'DELIVERED' as delivered,
              o.payment_mode = 'ONLINE' and o.payment_status in ('PAID', 'REFUNDED') as captured,
              o.status in ('CANCELLED', 'REJECTED') as undone, coalesce(o.cancellation_fee_paise, 0) as fee,
              coalesce(o.cancelled_at, o.updated_at) as ended
       from (select floor((o.subtotal_paise * round(r.commission_rate * 100) + 5000) / 10000)::bigint as commission) c
     ) m
     cross join lateral (values ${LEDGER_ENTRIES.join(",\n       ")}) as e(kind, account, amount, at, happened)
     where ${BENCH_ORDER} and e.happened and e.amount <> 0`,
  ],
  [
    "ledger: monthly payouts to restaurants",
    // On the 5th, each restaurant is paid what its entries of the month before left owing.
    `insert into ledger_entries (posting_id, kind, account, amount_paise, restaurant_id, reference, created_at)
     select md5(m.restaurant_id::text || ':payout:' || m.month)::uuid, 'restaurant_payout', e.account, e.amount,
            m.restaurant_id, 'BENCH-UTR-' || to_char(m.month, 'YYYYMM'), m.month + interval '1 month 4 days 6 hours'
     from (select restaurant_id, date_trunc('month', created_at) as month, -sum(amount_paise)::bigint as owed
           from ledger_entries where account = 'restaurant_payable' group by 1, 2) m
     cross join lateral (values ('restaurant_payable', m.owed), ('bank', -m.owed)) as e(account, amount)
     where m.owed > 0 and m.month + interval '1 month 4 days 6 hours' < now()`,
  ],
];

/** The secondary indexes of the filled tables: dropped before the fill and built again after, much faster in bulk. */
const FILLED_TABLES = ["orders", "order_events", "ledger_entries"];
/** The reports' daily rollups (decision 015), rebuilt after the fill. */
const ROLLUP_TABLES = ["restaurant_day_sales", "restaurant_day_dishes", "platform_day_sales", "restaurant_day_ledger"];

async function fill(client) {
  const timings = {};
  const timed = async (label, run) => {
    const started = performance.now();
    await run();
    timings[label] = `${((performance.now() - started) / 1000).toFixed(1)} s`;
    console.info(`  ${label}: ${timings[label]}`);
  };
  const started = performance.now();
  await client.query("set timezone = 'UTC'");
  await client.query("set maintenance_work_mem = '256MB'");
  await client.query("set work_mem = '256MB'");
  await client.query("select setseed(0.2026)");
  // Foreign keys are ours to keep in this fill; skipping their per-row checks needs a superuser, else they run.
  await client.query("set session_replication_role = replica").catch(() => {});
  const { rows: indexes } = await client.query(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i
     where i.indrelid = any($1::regclass[]) and not i.indisprimary
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [FILLED_TABLES],
  );
  await timed("drop secondary indexes", () =>
    client.query(indexes.map((index) => `drop index ${index.name}`).join(";")),
  );
  // The sizes are numbers we checked, written into the SQL ($1..$6): several statements in one text take no parameters.
  const sizes = [ORDERS, RESTAURANTS, BIG, BIG_ORDERS, CUSTOMERS, RIDERS];
  if (!sizes.every((n) => Number.isSafeInteger(n) && n > 0)) throw new Error(`bad sizes: ${sizes.join(", ")}`);
  for (const [label, statement] of FILL) {
    await timed(label, () => client.query(statement.replace(/\$(\d)/g, (_, i) => String(sizes[i - 1]))));
  }
  await timed(`build ${indexes.length} indexes`, async () => {
    for (const index of indexes) await client.query(index.definition);
  });
  await client.query("set session_replication_role = origin").catch(() => {});
  // The rollups' triggers (migration 0009) did not fire under replica: built in bulk from what was filled, as the
  // migration's backfill does. Had they fired (no superuser), the rebuild gives the same rows.
  await timed("rebuild the report rollups", () => client.query("select rebuild_report_rollups()"));
  // Vacuumed as well as analyzed: a freshly written table has no visibility map yet, which autovacuum would build
  // (and compete for the CPU) during the measurements.
  await timed("vacuum analyze", () =>
    client.query(`vacuum (analyze) ${[...FILLED_TABLES, ...ROLLUP_TABLES, "users", "restaurants"].join(", ")}`),
  );
  return { seconds: (performance.now() - started) / 1000, timings };
}

/** autocannon with every response's latency kept, for the p95 autocannon does not report. */
async function measure(options) {
  const latencies = [];
  const tracker = autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  tracker.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await tracker;
  latencies.sort((a, b) => a - b);
  const at = (p) =>
    Math.round((latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0) * 10) / 10;
  return {
    "req/s": Math.round(result.requests.average),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

const url = await createDatabase(DB);
let server;
try {
  server = await startServer({ port: PORT, databaseUrl: url, env: { JWT_SECRET } });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  console.info(`filling ${ORDERS} orders over 12 months across ${RESTAURANTS} restaurants…`);
  // The machine is shared: its load says how far the fill's wall time is this scenario's own.
  const loadBefore = loadavg()[0].toFixed(1);
  const filled = await fill(client);
  console.info(
    `fill: ${filled.seconds.toFixed(1)} s (load average ${loadBefore} before, ${loadavg()[0].toFixed(1)} after)`,
  );
  const { rows: counts } = await client.query(
    `select (select count(*) from orders)::int as orders, (select count(*) from order_events)::int as events,
            (select count(*) from ledger_entries)::int as "ledger entries",
            (select count(*) from restaurants)::int as restaurants,
            pg_size_pretty(pg_database_size(current_database())) as size`,
  );
  const { rows: mix } = await client.query(
    "select status, count(*)::int as orders, round(100.0 * count(*) / sum(count(*)) over (), 1) as percent from orders group by 1 order by 2 desc",
  );
  const { rows: unbalanced } = await client.query(
    "select count(*)::int as n from (select posting_id from ledger_entries group by 1 having sum(amount_paise) <> 0) p",
  );
  if (unbalanced[0].n > 0) throw new Error(`${unbalanced[0].n} ledger postings do not sum to zero`);
  const { rows: owners } = await client.query(
    `select u.id, r.name, count(o.id)::int as orders from users u join restaurants r on r.owner_id = u.id
     join orders o on o.restaurant_id = r.id where u.email like 'bench-owner-%' group by 1, 2 order by 3 desc`,
  );
  const { rows: admins } = await client.query("select id from users where role = 'admin' order by created_at limit 1");
  await client.end();
  console.table(counts);
  console.table(mix);
  console.table(owners);

  const base = `http://127.0.0.1:${PORT}`;
  const owner = { authorization: `Bearer ${accessToken(owners[0].id, "restaurant")}` };
  const admin = { authorization: `Bearer ${accessToken(admins[0].id, "admin")}` };
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() + 330 * 60_000 - 29 * 86_400_000).toISOString().slice(0, 10);
  const scenarios = [
    ["GET /api/restaurant/revenue?days=7", owner],
    ["GET /api/restaurant/revenue?days=90", owner],
    [`GET /api/restaurant/report?from=${monthAgo}&to=${today}`, owner],
    [`GET /api/restaurant/report?from=${monthAgo}&to=${today}&format=csv`, owner],
    ["GET /api/order/overview", admin],
    ["GET /api/order/revenue?days=7", admin],
    ["GET /api/order/revenue?days=365", admin],
  ];
  // Each once first, so a broken set-up fails loudly instead of as a table of errors.
  for (const [request, headers] of scenarios) {
    const res = await fetch(`${base}${request.slice(4)}`, { headers });
    const body = await res.text();
    if (!res.ok) throw new Error(`${request} answered ${res.status}: ${body.slice(0, 300)}`);
    console.info(`${request}: ${res.status}, ${body.length} bytes`);
  }

  await measure({ url: `${base}/api/health`, duration: 3 });
  const table = { "GET /api/health (baseline)": await measure({ url: `${base}/api/health` }) };
  for (const [request, headers] of scenarios) {
    const path = request.slice(4);
    await measure({ url: `${base}${path}`, headers, duration: 2 });
    table[request.replace(/from=[\d-]+&to=[\d-]+/, "last 30 days")] = await measure({ url: `${base}${path}`, headers });
  }
  printTable(
    `Reports over ${counts[0].orders} orders, ${counts[0]["ledger entries"]} ledger entries (${CONNECTIONS} connections, ${DURATION} s; owner: ${owners[0].name}, ${owners[0].orders} orders; fill ${filled.seconds.toFixed(0)} s)`,
    table,
  );
  if (KEEP) console.info(`kept: ${url}`);
} finally {
  await stopServer(server);
  if (!KEEP) await dropDatabase(DB);
}
