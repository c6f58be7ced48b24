// A restaurant's menu page, served from the in-process cache that catalog events invalidate (the bar: "a menu page
// served from an in-process cache invalidated by events"). Every request asks for a random seeded restaurant's menu;
// a second run changes a dish of one restaurant every 100 ms and announces it as the server does (NOTIFY
// catalog.restaurant-changed), so that menu is dropped from every instance's cache and rebuilt under load.
// Usage: npm run build && node bench/menu-page.mjs   (BENCH_DATABASE_URL to use another server)
import pg from "pg";
import { createDatabase, dropDatabase, load, printTable, startServer, stopServer } from "./lib.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3212);
const DB = `zaika_bench_menu_${process.pid}`;

const url = await createDatabase(DB);
let server;
try {
  server = await startServer({ port: PORT, databaseUrl: url });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(
    `select r.id, count(p.id)::int as dishes from restaurants r join products p on p.restaurant_id = r.id
     where r.is_active and r.deleted_at is null group by r.id`,
  );
  const ids = rows.map((row) => row.id);
  const dishes = rows.reduce((sum, row) => sum + row.dishes, 0);
  const base = `http://127.0.0.1:${PORT}`;
  const randomMenu = () => `/api/restaurants/${ids[Math.floor(Math.random() * ids.length)]}/menu`;
  const first = await fetch(`${base}${randomMenu()}`);
  if (!first.ok) throw new Error(`menu request failed: ${first.status}`);

  await load({ url: `${base}/api/health`, duration: 3 });
  const health = await load({ url: `${base}/api/health` });
  await load({ url: base, duration: 3, requests: [{ setupRequest: (req) => ({ ...req, path: randomMenu() }) }] });
  const menus = await load({ url: base, requests: [{ setupRequest: (req) => ({ ...req, path: randomMenu() }) }] });

  // The same while one restaurant's menu changes ten times a second (the owner editing prices during the rush).
  const edited = ids[0];
  const editor = setInterval(() => {
    client
      .query(
        `with dish as (select id from products where restaurant_id = $1 order by id limit 1)
         update products set price_paise = price_paise + 100 - 200 * (random() > 0.5)::int, updated_at = now()
         where id = (select id from dish)`,
        [edited],
      )
      .then(() =>
        client.query("select pg_notify('zaika_events', $1)", [
          JSON.stringify({ type: "catalog.restaurant-changed", restaurantId: edited }),
        ]),
      )
      .catch(() => {});
  }, 100);
  const whileEditing = await load({
    url: base,
    requests: [{ setupRequest: (req) => ({ ...req, path: randomMenu() }) }],
  });
  clearInterval(editor);
  await client.end();

  printTable(`Menu pages of ${ids.length} restaurants (${dishes} dishes; 50 connections, 15 s)`, {
    "GET /api/health (baseline)": health,
    "GET /api/restaurants/{id}/menu": menus,
    "same, one menu edited every 100 ms": whileEditing,
  });
  console.info(`ratio menu/health: ${(menus.requestsPerSecond / health.requestsPerSecond).toFixed(2)}`);
} finally {
  await stopServer(server);
  await dropDatabase(DB);
}
