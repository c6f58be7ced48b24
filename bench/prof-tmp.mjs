import pg from "pg";
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import autocannon from "autocannon";
import { createDatabase, dropDatabase } from "/work/main/bench/lib.mjs";
const DB = "zaika_prof";
const url = await createDatabase(DB);
const child = spawn(process.execPath, ["apps/server/dist/server.js"], { env: { ...process.env, PORT: "3298", HOST: "127.0.0.1", NODE_ENV: "production", LOG_LEVEL: "warn", DATA_DIR: mkdtempSync("/tmp/zp-"), DATABASE_URL: url }, stdio: "inherit" });
for (;;) { try { if ((await fetch("http://127.0.0.1:3298/api/health")).ok) break; } catch {} await new Promise(r => setTimeout(r, 300)); }
const c = new pg.Client({ connectionString: url }); await c.connect();
const { rows } = await c.query("select id, business_hours from restaurants limit 1");
await c.query(`insert into restaurants (owner_id, name, cuisine, lat, lng, city, state, zip_code, street, email, business_hours, is_active)
 select (select owner_id from restaurants where id = $1), 'Bench Kitchen ' || g, array['North Indian'], 22.719568 + (random() - 0.5) * 0.54, 75.857727 + (random() - 0.5) * 0.58, 'Indore','MP','452001','S','b@x', $2::jsonb, true from generate_series(1, 9957) g`, [rows[0].id, JSON.stringify(rows[0].business_hours)]);
await c.query("analyze"); await c.end();
const r = await autocannon({ url: "http://127.0.0.1:3298/api/admin/restaurant/all?latitude=22.72&longitude=75.86&mxRadius=5000&page=1&limit=10", connections: Number(process.env.CONN ?? 20), duration: 6 });
console.log("rps", r.requests.average, "p99", r.latency.p99);
const exited = new Promise(res => child.once("exit", res)); child.kill("SIGTERM"); await exited;
await dropDatabase(DB);
