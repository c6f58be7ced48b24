// Fault drill (issue 9), not a test: two server nodes behind HAProxy (deploy/haproxy.cfg, unchanged) on one
// PostgreSQL database, Redis and a local S3 server. 150 buyers sign in with a phone code and place cash orders for
// 60 s, each retrying an unanswered or failed placement with the SAME Idempotency-Key until it is acknowledged;
// admins and restaurant owners follow the order event stream (GET /api/events), resuming with Last-Event-ID.
// At 20 s one node is SIGKILLed (and restarted 2 s later, as a supervisor would); at 40 s every database connection
// of the drill database is terminated. Then it counts, from the database: acknowledged orders found exactly once,
// lost, duplicated; seconds until requests succeeded again after each fault; order events the subscribers missed.
// Exits 1 when anything was lost, duplicated or missed, a node exited by itself, or a picture the seed stored in S3
// is not served by both nodes. Traffic stays on 127.0.0.1
// (each buyer connects from its own loopback address, 127.1.x.y, so per-IP limits see 150 clients).
// Usage: npm run build && node bench/fault-drill.mjs        (needs haproxy: apt-get install -y haproxy)
// Settings: DRILL_DURATION (s, 60), DRILL_BUYERS (150), DRILL_KILL_AT (s, 20), DRILL_TERMINATE_AT (s, 40),
// DRILL_RESTART_AFTER (s, 2), DRILL_THINK_MS (pause between a buyer's orders, 1000), DRILL_PORT (3300; nodes +1, +2,
// S3 +9), DRILL_HAPROXY_CFG (deploy/haproxy.cfg), DRILL_VERBOSE=1 (list every failed request), BENCH_DATABASE_URL,
// REDIS_URL.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, openSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { ADMIN_URL, createDatabase, dropDatabase, waitUntilOk } from "./lib.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const setting = (name, fallback) => Number(process.env[name] ?? fallback);
const DURATION_S = setting("DRILL_DURATION", 60);
const BUYERS = setting("DRILL_BUYERS", 150);
const KILL_AT_S = setting("DRILL_KILL_AT", 20);
const TERMINATE_AT_S = setting("DRILL_TERMINATE_AT", 40);
const RESTART_AFTER_S = setting("DRILL_RESTART_AFTER", 2);
const THINK_MS = setting("DRILL_THINK_MS", 1000);
const LB_PORT = setting("DRILL_PORT", 3300);
const NODE_PORTS = [LB_PORT + 1, LB_PORT + 2];
const S3_PORT = LB_PORT + 9;
const HAPROXY_CFG = process.env.DRILL_HAPROXY_CFG ?? path.join(root, "deploy/haproxy.cfg");
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
/** A request unanswered for this long is given up and retried (same Idempotency-Key for a placement). */
const REQUEST_TIMEOUT_MS = 10_000;
/** After the load ends, placements still retrying get this long to be acknowledged. */
const DRAIN_MS = 30_000;
/** Subscribers get this long after the load to receive every event in order_events. */
const EVENTS_SETTLE_MS = 20_000;
const ADMIN_SUBSCRIBERS = 4;
const DB = `zaika_drill_${process.pid}`;
const SHOPS = ["Midnight Bites 24x7", "Punjab Da Dhaba"]; // open round the clock
const workDir = mkdtempSync(path.join(tmpdir(), "zaika-drill-"));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const haproxyBin = process.env.HAPROXY_PATH ?? "haproxy";

// ---- preconditions ------------------------------------------------------------------------------------------------

if (spawnSync(haproxyBin, ["-v"]).error) {
  console.error(
    "HAProxy is not installed. On Debian or Ubuntu: sudo apt-get install -y haproxy (or run scripts/ensure-haproxy.sh " +
      "as root), or point HAPROXY_PATH at an haproxy binary.",
  );
  process.exit(2);
}
if (!existsSync(path.join(root, "apps/server/dist/server.js"))) {
  console.error("No server build: run npm run build first.");
  process.exit(2);
}

// ---- timeline -----------------------------------------------------------------------------------------------------

let t0 = 0;
const since = () => (t0 ? (Date.now() - t0) / 1000 : 0);
const timeline = [];
function mark(text) {
  timeline.push(`${since().toFixed(1).padStart(6)} s  ${text}`);
  console.info(`[drill ${since().toFixed(1)} s] ${text}`);
}

// ---- HTTP through the proxy (or straight to a node) ---------------------------------------------------------------

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

/** One request; resolves { status, json } or rejects on a network error or after timeoutMs without an answer. */
function call(
  method,
  urlPath,
  { token, body, headers = {}, localAddress, port = LB_PORT, timeoutMs = REQUEST_TIMEOUT_MS } = {},
) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: urlPath,
        localAddress,
        agent,
        headers: {
          ...(payload ? { "content-type": "application/json" } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("error", fail);
        res.on("end", () => {
          clearTimeout(timer);
          const text = Buffer.concat(chunks).toString("utf8");
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {}
          resolve({ status: res.statusCode, json, text });
        });
      },
    );
    function fail(error) {
      clearTimeout(timer);
      reject(error);
    }
    const timer = setTimeout(() => req.destroy(new Error("timeout")), timeoutMs);
    req.on("error", fail);
    req.end(payload);
  });
}

/** A failed attempt, for the recovery figures: when it started and ended, and what came back. */
const failures = [];
async function attempt(kind, run) {
  const start = Date.now();
  try {
    const res = await run();
    if (retryable(res.status)) {
      // The error code tells a node's answer (e.g. 503 database unavailable) from the proxy's own (no code).
      const code = res.json?.code ? ` ${res.json.code}` : "";
      failures.push({ kind, start, end: Date.now(), what: `${res.status}${code}` });
    }
    return res;
  } catch (error) {
    failures.push({ kind, start, end: Date.now(), what: error.code ?? error.message });
    return { status: 0, json: null, text: String(error.message) };
  }
}
const retryable = (status) => status === 0 || status >= 500 || status === 429 || status === 409 || status === 408;
const backoff = (tries) => sleep(Math.min(2000, 100 * 2 ** tries) * (0.5 + Math.random()));

// ---- processes ----------------------------------------------------------------------------------------------------

const secrets = {
  JWT_SECRET: randomBytes(48).toString("base64url"),
  RAZORPAY_KEY_SECRET: randomBytes(24).toString("base64url"),
  RAZORPAY_WEBHOOK_SECRET: randomBytes(24).toString("base64url"),
};
let databaseUrl = "";
const nodes = NODE_PORTS.map((port, i) => ({ name: `node${i + 1}`, port, child: null, expectedExit: false }));
const unexpectedExits = [];

function startNode(node) {
  const log = openSync(path.join(workDir, `${node.name}.log`), "a");
  const dataDir = path.join(workDir, node.name);
  mkdirSync(dataDir, { recursive: true });
  node.expectedExit = false;
  node.child = spawn(process.execPath, [path.join(root, "apps/server/dist/server.js")], {
    env: {
      ...process.env,
      ...secrets,
      PORT: String(node.port),
      HOST: "127.0.0.1",
      NODE_ENV: "development", // the phone codes are read from the dev outbox
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      TRUST_PROXY: "true",
      // 150 sign-ins within seconds would be a flood for the platform-wide ceiling on codes sent (OTP.maxSendsPerMinute),
      // which counts in the shared Redis; each buyer's own address keeps the per-IP limits at their defaults.
      OTP_SENDS_PER_MINUTE: "100000",
      S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
      S3_BUCKET: "zaika-drill",
      S3_REGION: "ap-south-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    stdio: ["ignore", log, log],
  });
  const child = node.child;
  child.on("exit", (code, signal) => {
    if (node.expectedExit || child !== node.child) return;
    unexpectedExits.push({ node: node.name, code, signal, at: since() });
    mark(
      `${node.name} EXITED BY ITSELF (code ${code}, signal ${signal}); log: ${path.join(workDir, `${node.name}.log`)}`,
    );
  });
}

const readyUrl = (node) => `http://127.0.0.1:${node.port}/api/health/ready`;

async function stopProcess(child, signal = "SIGTERM") {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill(signal);
  await Promise.race([exited, sleep(15_000)]);
}

let haproxy = null;
function startHaproxy() {
  haproxy = spawn(haproxyBin, ["-f", HAPROXY_CFG, "-db"], {
    env: {
      ...process.env,
      ZAIKA_LB_BIND: `127.0.0.1:${LB_PORT}`,
      ZAIKA_NODE1: `127.0.0.1:${NODE_PORTS[0]}`,
      ZAIKA_NODE2: `127.0.0.1:${NODE_PORTS[1]}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Its notice-level log is the servers going DOWN and UP: part of the timeline.
  const onLine = (chunk) => {
    for (const line of chunk.toString().split("\n")) {
      const m = line.match(/Server (\S+) is (UP|DOWN)[^,]*(, reason: [^,]*)?/);
      if (m && t0) mark(`haproxy: ${m[1]} ${m[2]}${m[3] ?? ""}`);
      else if (/ALERT|backend .* has no server available/.test(line) && t0) mark(`haproxy: ${line.trim()}`);
    }
  };
  // The same change is printed as a warning on stderr and logged on stdout: read the log only.
  haproxy.stdout.on("data", onLine);
  haproxy.stderr.resume();
}

// ---- data ---------------------------------------------------------------------------------------------------------

/** Buyers near the two round-the-clock restaurants, each with a saved address, and what they order there. */
async function prepare(client) {
  await client.query(
    `update restaurants set accepts_cash = true, is_delivery_available = true, minimum_order_paise = 0,
            delivery_radius_m = 10000 where name = any($1)`,
    [SHOPS],
  );
  const shops = (
    await client.query(
      `select r.id, r.lat, r.lng, u.email as owner_email,
              (select p.id from products p
                where p.restaurant_id = r.id and p.deleted_at is null and p.is_available
                  and not jsonb_path_exists(p.attributes, '$[*] ? (@.required == true)')
                order by p.id limit 1) as product_id
         from restaurants r join users u on u.id = r.owner_id
        where r.name = any($1) and r.is_active order by r.name`,
      [SHOPS],
    )
  ).rows;
  if (shops.length !== SHOPS.length) throw new Error("the seeded round-the-clock restaurants are missing");
  const buyers = [];
  for (let i = 0; i < BUYERS; i++) {
    const shop = shops[i % shops.length];
    const phone = `81${String(i).padStart(8, "0")}`;
    const user = await client.query(
      "insert into users (role, name, phone, phone_verified) values ('user', $1, $2, true) returning id",
      [`Drill Buyer ${i + 1}`, phone],
    );
    const userId = user.rows[0].id;
    const address = await client.query(
      `insert into addresses (user_id, full_name, address_line1, city, state, postal_code, phone_number, lat, lng, is_default)
       values ($1, $2, 'Flat 1, Vijay Nagar', 'Indore', 'Madhya Pradesh', '452010', $3, $4, $5, true) returning id`,
      [userId, `Drill Buyer ${i + 1}`, phone, shop.lat + 0.005, shop.lng + 0.005],
    );
    buyers.push({
      index: i,
      userId,
      phone,
      addressId: address.rows[0].id,
      productId: shop.product_id,
      restaurantId: shop.id,
      // Its own loopback address: HAProxy forwards it as X-Forwarded-For, so per-IP limits count 150 clients.
      localAddress: `127.1.${Math.floor(i / 250)}.${(i % 250) + 1}`,
      token: null,
    });
  }
  return { shops, buyers };
}

async function signInWithPhone(buyer) {
  const opts = { localAddress: buyer.localAddress };
  for (let tries = 0; tries < 8; tries++) {
    const sent = await call("GET", `/api/auth/otp?phone=${buyer.phone}`, opts).catch(() => null);
    if (sent?.status !== 200) {
      await backoff(tries + 3);
      continue;
    }
    const outbox = await call("GET", `/api/dev/outbox?phone=${buyer.phone}`, opts);
    const otp = outbox.json?.data?.[0]?.code;
    if (!otp) throw new Error(`no code in the dev outbox for ${buyer.phone}: ${outbox.status} ${outbox.text}`);
    const verified = await call("POST", "/api/auth/verifyOtp", { ...opts, body: { phone: buyer.phone, otp } });
    if (verified.status !== 200) throw new Error(`verifyOtp: ${verified.status} ${verified.text}`);
    const login = await call("POST", "/api/auth/login", { ...opts, body: { otpToken: verified.json.otpToken } });
    if (login.status !== 200) throw new Error(`login: ${login.status} ${login.text}`);
    return login.json.accessToken;
  }
  throw new Error(`could not send a code to ${buyer.phone}`);
}

async function signInWithPassword(email, password, localAddress) {
  const res = await call("POST", "/api/auth/login", { localAddress, body: { email, password } });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${res.text}`);
  return res.json.accessToken;
}

// ---- buyers -------------------------------------------------------------------------------------------------------

const placements = [];
let loadEndsAt = Number.POSITIVE_INFINITY;
let giveUpAt = Number.POSITIVE_INFINITY;

async function buyerLoop(buyer) {
  const opts = { token: buyer.token, localAddress: buyer.localAddress };
  while (Date.now() < loadEndsAt) {
    // Fill the cart (an unanswered add may have landed: a second one only raises the quantity).
    for (let tries = 0; ; tries++) {
      if (Date.now() >= giveUpAt) return;
      const res = await attempt("cart", () =>
        call("POST", "/api/cart", { ...opts, body: { productId: buyer.productId, quantity: 1, replaceCart: true } }),
      );
      if (res.status === 200) break;
      if (!retryable(res.status)) {
        buyer.stopped = `add to cart: ${res.status} ${res.text.slice(0, 200)}`;
        return;
      }
      await backoff(tries);
    }
    const placement = { buyer, key: `drill-${randomUUID()}`, orderIds: new Set(), attempts: 0, refused: null };
    placements.push(placement);
    for (let tries = 0; placement.orderIds.size === 0; tries++) {
      if (Date.now() >= giveUpAt) return;
      placement.attempts++;
      const res = await attempt("order", () =>
        call("POST", "/api/order", {
          ...opts,
          headers: { "idempotency-key": placement.key },
          body: { paymentMode: "COD", addressId: buyer.addressId },
        }),
      );
      if (res.status === 201 && res.json?.order?._id) placement.orderIds.add(res.json.order._id);
      else if (!retryable(res.status)) {
        placement.refused = `${res.status} ${res.text.slice(0, 200)}`;
        break;
      } else await backoff(tries);
    }
    // A buyer whose answer was lost retries once more with the same key: it must get the same order back.
    if (placement.orderIds.size > 0 && placement.attempts > 1) {
      const again = await attempt("order", () =>
        call("POST", "/api/order", {
          ...opts,
          headers: { "idempotency-key": placement.key },
          body: { paymentMode: "COD", addressId: buyer.addressId },
        }),
      );
      if (again.status === 201 && again.json?.order?._id) placement.orderIds.add(again.json.order._id);
    }
    await sleep(THINK_MS * (0.5 + Math.random()));
  }
}

// ---- order event subscribers --------------------------------------------------------------------------------------

const subscribers = [];

/** Follows GET /api/events through the proxy like the web app: reconnects with backoff, resumes with Last-Event-ID. */
function subscribe(name, token, localAddress, restaurantId = null) {
  const sub = {
    name,
    restaurantId,
    received: new Map(),
    lastId: null,
    connects: 0,
    outOfOrder: 0,
    ready: false,
    closed: false,
    droppedAt: null,
    longestGapMs: 0,
    req: null,
  };
  const connect = (tries) => {
    if (sub.closed) return;
    const headers = { authorization: `Bearer ${token}`, accept: "text/event-stream" };
    if (sub.lastId !== null) headers["last-event-id"] = String(sub.lastId);
    const req = http.get({ host: "127.0.0.1", port: LB_PORT, path: "/api/events", headers, localAddress });
    sub.req = req;
    let retried = false;
    const retry = () => {
      if (retried || sub.closed) return;
      retried = true;
      sub.ready = false;
      sub.droppedAt ??= Date.now();
      setTimeout(() => connect(tries + 1), Math.min(2000, 100 * 2 ** tries));
    };
    req.on("error", retry);
    req.on("response", (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        res.on("end", retry);
        return;
      }
      res.setEncoding("utf8");
      let buffer = "";
      res.on("data", (chunk) => {
        buffer += chunk;
        let cut = buffer.indexOf("\n\n");
        while (cut >= 0) {
          const frame = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf("\n\n");
          let event = "message";
          let data = "";
          for (const line of frame.split("\n")) {
            if (line.startsWith("event:")) event = line.slice(6).trim();
            else if (line.startsWith("data:")) data += line.slice(5).trim();
          }
          if (event === "ready") {
            sub.ready = true;
            sub.connects++;
            tries = -1;
            if (sub.droppedAt !== null) {
              sub.longestGapMs = Math.max(sub.longestGapMs, Date.now() - sub.droppedAt);
              sub.droppedAt = null;
            }
          } else if (event === "order") {
            const { eventId } = JSON.parse(data);
            if (sub.lastId !== null && eventId < sub.lastId) sub.outOfOrder++;
            sub.received.set(eventId, (sub.received.get(eventId) ?? 0) + 1);
            // The last id received, not the highest: what EventSource and the web app (lib/live-events.ts) resume from.
            sub.lastId = eventId;
          }
        }
      });
      res.on("end", retry);
      res.on("close", retry);
      res.on("error", retry);
    });
  };
  connect(0);
  subscribers.push(sub);
  return sub;
}

// ---- the drill ----------------------------------------------------------------------------------------------------

async function withClient(run) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
const pgQuery = (text, params = []) => withClient(async (client) => (await client.query(text, params)).rows);

async function terminateBackends() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    const res = await admin.query(
      `select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid()) t`,
      [DB],
    );
    return res.rows[0].n;
  } finally {
    await admin.end();
  }
}

/** When each fault happened (ms). */
const faultAt = { kill: 0, termination: 0 };

/**
 * Seconds from a fault until the last request that failed after it had ended, and what the failures were: every
 * failure that ended after the fault (requests in flight at a SIGKILL included) and before the next one.
 */
function recovery(from, to) {
  const hit = failures.filter((f) => f.end >= from && f.end < to);
  const kinds = {};
  for (const f of hit) kinds[f.what] = (kinds[f.what] ?? 0) + 1;
  const seconds = hit.length ? (Math.max(...hit.map((f) => f.end)) - from) / 1000 : 0;
  const what = Object.entries(kinds)
    .map(([k, n]) => `${k} ×${n}`)
    .join(", ");
  return { seconds, text: `${seconds.toFixed(1)} s (${hit.length} failed requests${what ? `: ${what}` : ""})` };
}

let s3 = null;
let exitCode = 0;
try {
  // S3: the shared image store every node reads and writes.
  const { default: S3rver } = await import("s3rver");
  s3 = new S3rver({
    address: "127.0.0.1",
    port: S3_PORT,
    silent: true,
    directory: path.join(workDir, "s3"),
    configureBuckets: [{ name: "zaika-drill" }],
  });
  await s3.run();

  databaseUrl = await createDatabase(DB);
  console.info(`drill database ${DB}, logs in ${workDir}`);
  // The first node migrates and seeds; the second starts on the prepared database.
  startNode(nodes[0]);
  if (!(await waitUntilOk(readyUrl(nodes[0]), 180_000))) throw new Error(`node1 not ready: see ${workDir}/node1.log`);
  startNode(nodes[1]);
  const { shops, buyers } = await withClient(prepare);
  if (!(await waitUntilOk(readyUrl(nodes[1]), 120_000))) throw new Error(`node2 not ready: see ${workDir}/node2.log`);
  // Shared images: a picture the seed stored (in the S3 bucket) is served by both nodes.
  const picture = (await pgQuery("select cover from restaurants where cover like '/uploads/%' limit 1"))[0]?.cover;
  const served = await Promise.all(
    nodes.map((node) =>
      fetch(`http://127.0.0.1:${node.port}${picture}`).then(
        (res) => res.status,
        () => 0,
      ),
    ),
  );
  const picturesShared = picture !== undefined && served.every((status) => status === 200);
  console.info(`seeded picture ${picture ?? "(none)"}: ${nodes.map((n, i) => `${n.name} ${served[i]}`).join(", ")}`);
  startHaproxy();
  if (!(await waitUntilOk(`http://127.0.0.1:${LB_PORT}/api/health/ready`, 30_000))) {
    throw new Error("HAProxy does not reach the nodes");
  }

  // Followers of the event stream: admins see every order, owners their restaurant's.
  for (let i = 0; i < ADMIN_SUBSCRIBERS; i++) {
    const address = `127.2.0.${i + 1}`;
    subscribe(`admin ${i + 1}`, await signInWithPassword("admin@demo.test", "Admin@12345", address), address);
  }
  for (const [i, shop] of shops.entries()) {
    const address = `127.2.1.${i + 1}`;
    const token = await signInWithPassword(shop.owner_email, "Restaurant@12345", address);
    subscribe(`owner of ${SHOPS[i]}`, token, address, shop.id);
  }
  const signIn = Date.now();
  for (let i = 0; i < buyers.length; i += 10) {
    await Promise.all(buyers.slice(i, i + 10).map(async (b) => (b.token = await signInWithPhone(b))));
  }
  console.info(`${buyers.length} buyers signed in with phone codes in ${((Date.now() - signIn) / 1000).toFixed(1)} s`);
  const subscribed = Date.now() + 10_000;
  while (subscribers.some((s) => !s.ready) && Date.now() < subscribed) await sleep(100);
  if (subscribers.some((s) => !s.ready)) throw new Error("event subscribers did not connect");

  t0 = Date.now();
  loadEndsAt = t0 + DURATION_S * 1000;
  giveUpAt = loadEndsAt + DRAIN_MS;
  mark(`load starts: ${buyers.length} buyers, ${subscribers.length} event subscribers`);
  failures.length = 0;
  const load = Promise.all(buyers.map((b) => buyerLoop(b)));

  const victim = nodes[0];
  const kill = (async () => {
    await sleep(t0 + KILL_AT_S * 1000 - Date.now());
    victim.expectedExit = true;
    victim.child.kill("SIGKILL");
    faultAt.kill = Date.now();
    mark(`SIGKILL ${victim.name} (pid ${victim.child.pid})`);
    await sleep(RESTART_AFTER_S * 1000);
    startNode(victim);
    mark(`${victim.name} restarted`);
    if (await waitUntilOk(readyUrl(victim), 60_000, 100)) mark(`${victim.name} ready again`);
    else mark(`${victim.name} NOT ready 60 s after its restart`);
  })();
  const termination = (async () => {
    await sleep(t0 + TERMINATE_AT_S * 1000 - Date.now());
    faultAt.termination = Date.now();
    const terminated = await terminateBackends();
    mark(`pg_terminate_backend: ${terminated} connections of ${DB} terminated`);
  })();

  await Promise.all([load, kill, termination]);
  mark("load ended; every placement answered or given up");

  // Every event in order_events for the buyers' orders must reach every subscriber allowed to see it.
  const ids = buyers.map((b) => b.userId);
  const check = new pg.Client({ connectionString: databaseUrl });
  await check.connect();
  const expectedEvents = async () =>
    (
      await check.query(
        `select e.id::bigint as id, o.restaurant_id from order_events e join orders o on o.id = e.order_id
          where o.user_id = any($1) order by e.id`,
        [ids],
      )
    ).rows.map((r) => ({ id: Number(r.id), restaurantId: r.restaurant_id }));
  const missedBy = (sub, events) =>
    events.filter((e) => (sub.restaurantId === null || e.restaurantId === sub.restaurantId) && !sub.received.has(e.id));
  let events = await expectedEvents();
  const settle = Date.now() + EVENTS_SETTLE_MS;
  while (subscribers.some((s) => missedBy(s, events).length > 0) && Date.now() < settle) {
    await sleep(500);
    events = await expectedEvents();
  }
  mark("event subscribers checked");

  const orders = (
    await check.query(
      `select o.id, o.user_id, k.key from orders o left join idempotency_keys k on k.order_id = o.id
        where o.user_id = any($1)`,
      [ids],
    )
  ).rows;
  await check.end();

  // ---- figures --------------------------------------------------------------------------------------------------

  const byId = new Map(orders.map((o) => [o.id, o]));
  const acknowledged = placements.filter((p) => p.orderIds.size > 0);
  const conflicting = acknowledged.filter((p) => p.orderIds.size > 1);
  const found = acknowledged.filter((p) => {
    const order = byId.get([...p.orderIds][0]);
    return p.orderIds.size === 1 && order && order.user_id === p.buyer.userId && order.key === p.key;
  });
  const lost = acknowledged.filter((p) => [...p.orderIds].some((id) => !byId.has(id)));
  const ackedIds = new Set(acknowledged.flatMap((p) => [...p.orderIds]));
  const keys = new Map(placements.map((p) => [p.key, p]));
  const extra = orders.filter((o) => !ackedIds.has(o.id));
  // An order nobody was told about is a duplicate unless it belongs to a placement still unanswered at the end.
  const unanswered = extra.filter((o) => o.key && keys.get(o.key)?.orderIds.size === 0);
  const duplicated = extra.length - unanswered.length + conflicting.length;
  const refused = placements.filter((p) => p.refused);
  const givenUp = placements.filter((p) => p.orderIds.size === 0 && !p.refused);
  const missed = subscribers.map((s) => ({ sub: s, missed: missedBy(s, events).length }));
  const missedTotal = missed.reduce((n, m) => n + m.missed, 0);
  const duplicatesReceived = subscribers.reduce((n, s) => n + [...s.received.values()].filter((c) => c > 1).length, 0);
  const afterKill = recovery(faultAt.kill, faultAt.termination);
  const afterTermination = recovery(faultAt.termination, Number.POSITIVE_INFINITY);
  const failedTotal = failures.length;

  const row = (label, value) => console.info(`  ${label.padEnd(44)} ${value}`);
  console.info(
    `\nFault drill: 2 nodes behind HAProxy, ${BUYERS} buyers for ${DURATION_S} s, ${victim.name} SIGKILLed at ` +
      `${KILL_AT_S} s (restarted ${RESTART_AFTER_S} s later), every database connection terminated at ${TERMINATE_AT_S} s`,
  );
  console.info(timeline.map((line) => `  ${line}`).join("\n"));
  console.info("\nResults");
  row("placements started", placements.length);
  row("acknowledged orders", acknowledged.length);
  row("found exactly once in the database", found.length);
  row("lost", lost.length);
  row("duplicated", duplicated);
  row("refused (4xx other than 408/409/429)", refused.length);
  row("unanswered at the end (in the database)", `${givenUp.length} (${unanswered.length})`);
  row("failed requests, retried (all)", failedTotal);
  row("seconds to recover after the kill", afterKill.text);
  row("seconds to recover after the termination", afterTermination.text);
  row("order events in the database", events.length);
  row("live events missed", `${missedTotal} (${subscribers.length} subscribers)`);
  for (const m of missed) {
    row(
      `  ${m.sub.name}`,
      `received ${m.sub.received.size}, missed ${m.missed}, connections ${m.sub.connects}, ` +
        `longest gap ${(m.sub.longestGapMs / 1000).toFixed(1)} s, out of order ${m.sub.outOfOrder}`,
    );
  }
  row("events received twice", duplicatesReceived);
  row("nodes that exited by themselves", unexpectedExits.length);
  row("a seeded picture (S3) served by both nodes", picturesShared ? "yes" : "NO");
  for (const b of buyers.filter((b) => b.stopped).slice(0, 5))
    console.info(`  buyer ${b.index + 1} stopped: ${b.stopped}`);
  for (const p of refused.slice(0, 5)) console.info(`  refused: buyer ${p.buyer.index + 1}: ${p.refused}`);
  if (process.env.DRILL_VERBOSE) {
    for (const f of failures) {
      console.info(
        `  failed ${f.kind} at ${((f.start - t0) / 1000).toFixed(2)}-${((f.end - t0) / 1000).toFixed(2)} s: ${f.what}`,
      );
    }
  }
  for (const e of unexpectedExits)
    console.info(`  ${e.node} exited at ${e.at.toFixed(1)} s: code ${e.code}, signal ${e.signal}`);
  console.info(`  node logs: ${workDir}/node1.log, ${workDir}/node2.log`);

  if (lost.length || duplicated || missedTotal || unexpectedExits.length || !picturesShared) exitCode = 1;
} catch (error) {
  console.error(error);
  console.error(`node logs: ${workDir}`);
  exitCode = 1;
} finally {
  for (const sub of subscribers) {
    sub.closed = true;
    sub.req?.destroy();
  }
  agent.destroy();
  await stopProcess(haproxy);
  for (const node of nodes) {
    node.expectedExit = true;
    await stopProcess(node.child);
  }
  await s3?.close().catch(() => {});
  await dropDatabase(DB).catch((error) => console.error(`could not drop ${DB}: ${error.message}`));
}
process.exit(exitCode);
