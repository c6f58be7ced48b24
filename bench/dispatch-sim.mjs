// A simulated peak evening in Indore (issue 13): the real server, its clock running SIM_SPEED times faster than real
// time (CLOCK_START + CLOCK_SPEED), takes SIM_ORDERS cash orders over SIM_MINUTES with a rising and falling rate
// across the seeded restaurants; the restaurants accept at once-ish and get the food ready in their preparation time
// (± 20%); SIM_RIDERS riders ride straight lines at city speed, report their positions every 10 s, poll their offers,
// accept most and decline some, pick up when the food is ready and deliver with the customer's code. The same evening
// (same seed) is played twice, each on a fresh database: with the dispatch engine (DISPATCH_STRATEGY=engine) and with
// the naive baseline (nearest idle rider once the food is ready), and the figures are printed side by side.
// Usage: npm run build && node bench/dispatch-sim.mjs   (SIM_SPEED=12 SIM_ORDERS=450 SIM_MINUTES=60 SIM_RIDERS=150)
// 450 orders an hour for 150 riders is a busy evening a fleet can serve (a rider delivers two or three orders an hour
// in a city); 3,000 would leave most orders undelivered whatever the dispatch.
import { createHmac, randomUUID } from "node:crypto";
import pg from "pg";
import { createDatabase, dropDatabase, printTable, startServer, stopServer } from "./lib.mjs";

const SPEED = Number(process.env.SIM_SPEED ?? 12);
const ORDERS = Number(process.env.SIM_ORDERS ?? 450);
const MINUTES = Number(process.env.SIM_MINUTES ?? 60);
const RIDERS = Number(process.env.SIM_RIDERS ?? 150);
const PORT = Number(process.env.BENCH_PORT ?? 3216);
/** After the last order, the evening goes on until every order is delivered or this many simulated minutes pass. */
const GRACE_MINUTES = 40;
/** Simulated seconds between two turns of the simulation. */
const TICK_S = 2;
const RIDER_KMPH = 20;
const DETOUR = 1.3;
const JWT_SECRET = `sim-secret-${randomUUID()}-${randomUUID()}`;
// 7 PM IST on a fixed day: every seeded restaurant is open (their default hours are 11 AM to 11 PM).
const EVENING = "2026-11-20T19:00:00+05:30";

/** A small deterministic generator, so both strategies play the same evening. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const b64url = (value) => Buffer.from(JSON.stringify(value)).toString("base64url");
/** An HS256 access token as the server signs them (modules/auth/tokens.ts), valid for days either side of now. */
function token(role, sub) {
  const now = Math.floor(Date.now() / 1000);
  const head = `${b64url({ alg: "HS256", typ: "JWT" })}.${b64url({ role, name: "Sim", sub, iat: now - 86_400 * 10, exp: now + 86_400 * 10 })}`;
  return `${head}.${createHmac("sha256", JWT_SECRET).update(head).digest("base64url")}`;
}

const toRad = (d) => (d * Math.PI) / 180;
function metres(a, b) {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}
/** Moves `from` toward `to` by `distance` metres along the straight line; returns the new point. */
function stepToward(from, to, distance) {
  const total = metres(from, to);
  if (total <= distance) return { ...to };
  const f = distance / total;
  return { lat: from.lat + (to.lat - from.lat) * f, lng: from.lng + (to.lng - from.lng) * f };
}
const quantile = (values, q) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

/** Restaurants open and taking cash, customers with a cart near one of them, riders spread over the city. */
async function prepare(client, rand) {
  await client.query(
    `update restaurants set accepts_cash = true, is_delivery_available = true, minimum_order_paise = 0,
            delivery_radius_m = 8000, business_hours = null, paused_at = null, paused_until = null,
            order_cap_per_window = null, busy_minutes = 0
      where is_active and deleted_at is null`,
  );
  const shops = (
    await client.query(
      `select r.id, r.owner_id, r.lat, r.lng, r.preparation_minutes from restaurants r
        where r.is_active and r.deleted_at is null
          and exists (select 1 from products p where p.restaurant_id = r.id and p.is_available and p.deleted_at is null
                        and not jsonb_path_exists(p.attributes, '$[*] ? (@.required == true)'))`,
    )
  ).rows;
  // Popular kitchens get more orders: a weight per restaurant.
  const weights = shops.map(() => 0.3 + rand() * 1.7);
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const pickShop = () => {
    let at = rand() * totalWeight;
    for (let i = 0; i < shops.length; i++) {
      at -= weights[i];
      if (at <= 0) return shops[i];
    }
    return shops[shops.length - 1];
  };
  const customers = [];
  for (let n = 0; n < ORDERS; n++) {
    const shop = pickShop();
    // 0.5–4 km from the kitchen in a random direction.
    const distance = 500 + rand() * 3500;
    const angle = rand() * 2 * Math.PI;
    customers.push({
      n,
      shop,
      lat: shop.lat + (distance * Math.cos(angle)) / 111_195,
      lng: shop.lng + (distance * Math.sin(angle)) / (111_195 * Math.cos(toRad(shop.lat))),
    });
  }
  await client.query(
    `insert into users (role, name, phone, phone_verified)
       select 'user', 'Sim Customer ' || g, '7' || lpad(g::text, 9, '0'), true from generate_series(0, $1::int - 1) g`,
    [ORDERS],
  );
  const ids = (
    await client.query(`select id, substring(name from 14)::int as n from users where name like 'Sim Customer %'`)
  ).rows;
  for (const row of ids) customers[row.n].userId = row.id;
  const values = customers.map((c) => `('${c.userId}', '${c.shop.id}', ${c.lat}, ${c.lng}, ${c.n})`).join(",");
  await client.query(
    `create temporary table sim_customers (user_id uuid, restaurant_id uuid, lat float8, lng float8, n int)`,
  );
  await client.query(`insert into sim_customers values ${values}`);
  await client.query(
    `insert into addresses (user_id, full_name, address_line1, city, state, postal_code, phone_number, lat, lng, is_default)
       select user_id, 'Sim Customer', 'House ' || n || ', Vijay Nagar', 'Indore', 'Madhya Pradesh', '452010',
              '9' || lpad(n::text, 9, '0'), lat, lng, true
       from sim_customers`,
  );
  await client.query(
    `insert into cart_items (user_id, item_id, restaurant_id, product_id, quantity, selected_attributes, selected_addons)
       select c.user_id, p.id::text, c.restaurant_id, p.id, 1 + (c.n % 3), '[]'::jsonb, '[]'::jsonb
       from sim_customers c
       cross join lateral (
         select id from products
         where restaurant_id = c.restaurant_id and deleted_at is null and is_available
           and not jsonb_path_exists(attributes, '$[*] ? (@.required == true)')
         order by id limit 2) p`,
  );
  const addresses = (await client.query(`select user_id, id from addresses where full_name = 'Sim Customer'`)).rows;
  const addressOf = new Map(addresses.map((row) => [row.user_id, row.id]));
  for (const c of customers) c.addressId = addressOf.get(c.userId);

  // Riders start spread over the restaurants' area.
  const lats = shops.map((s) => s.lat);
  const lngs = shops.map((s) => s.lng);
  const box = {
    minLat: Math.min(...lats),
    maxLat: Math.max(...lats),
    minLng: Math.min(...lngs),
    maxLng: Math.max(...lngs),
  };
  await client.query(
    `insert into users (role, name, phone, phone_verified)
       select 'rider', 'Sim Rider ' || g, '6' || lpad(g::text, 9, '0'), true from generate_series(0, $1::int - 1) g`,
    [RIDERS],
  );
  await client.query(
    `insert into riders (user_id, vehicle_type, vehicle_number, is_active, is_available)
       select id, 'motorcycle', 'MP 09 SM ' || lpad(substring(name from 11), 4, '0'), true, false
       from users where name like 'Sim Rider %'`,
  );
  const riders = (await client.query(`select id from users where name like 'Sim Rider %' order by name`)).rows.map(
    (row) => ({
      id: row.id,
      pos: {
        lat: box.minLat + rand() * (box.maxLat - box.minLat),
        lng: box.minLng + rand() * (box.maxLng - box.minLng),
      },
    }),
  );
  // Order placement instants (simulated seconds from the start): a rate rising to its peak at half-time and falling.
  const times = Array.from({ length: ORDERS }, () => {
    const u = (rand() + rand()) / 2; // triangular over [0, 1]
    return Math.floor(u * MINUTES * 60);
  }).sort((a, b) => a - b);
  customers.forEach((c, i) => {
    c.placeAt = times[i];
  });
  return { shops, customers, riders };
}

async function playEvening(strategy) {
  const DB = `zaika_sim_${strategy.replaceAll("-", "_")}_${process.pid}`;
  const url = await createDatabase(DB);
  const rand = random(20261120);
  let server;
  const client = new pg.Client({ connectionString: url });
  try {
    // First start: migrate and seed at normal speed, then prepare the evening, then start again at speed.
    server = await startServer({ port: PORT, databaseUrl: url, env: { JWT_SECRET, NODE_ENV: "development" } });
    await stopServer(server);
    await client.connect();
    const { shops, customers, riders } = await prepare(client, rand);
    server = await startServer({
      port: PORT,
      databaseUrl: url,
      env: {
        JWT_SECRET,
        NODE_ENV: "development",
        CLOCK_START: EVENING,
        CLOCK_SPEED: String(SPEED),
        DISPATCH_STRATEGY: strategy,
      },
    });
    const base = `http://127.0.0.1:${PORT}/api`;
    const startedAt = Date.now();
    // The server's clock started a moment before it answered: simulated now, from the first order's stamp (below).
    let offsetMs = 0;
    const simNow = () => Date.parse(EVENING) + (Date.now() - startedAt) * SPEED + offsetMs;
    const simSeconds = () => (simNow() - Date.parse(EVENING)) / 1000;

    const call = async (method, path, auth, body) => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${auth}`,
          ...(body ? { "content-type": "application/json" } : {}),
          ...(method === "POST" && path === "/order" ? { "idempotency-key": randomUUID() } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    };
    const errors = { place: 0, status: 0, location: 0, offers: 0, other: 0 };

    const ownerToken = new Map(shops.map((s) => [s.id, token("restaurant", s.owner_id)]));
    const shopById = new Map(shops.map((s) => [s.id, s]));
    /** Orders by id: what the simulation knows and measures. */
    const orders = new Map();
    for (const rider of riders) {
      rider.token = token("rider", rider.id);
      rider.tasks = []; // { orderId, phase: "to-restaurant" | "waiting" | "to-customer", ... }
      rider.lastSent = -Infinity;
      rider.nextPoll = 0;
      rider.busyUntil = 0;
      const online = await call("PATCH", "/rider/me/availability", rider.token, { isAvailable: true });
      if (online.status !== 200) throw new Error(`rider online: ${online.status} ${JSON.stringify(online.body)}`);
    }

    let placed = 0;
    let firstStamp = true;
    const endOfOrders = MINUTES * 60;
    let lastTick = simSeconds();
    for (;;) {
      const now = simSeconds();
      const dt = now - lastTick;
      lastTick = now;
      const work = [];
      // Customers order.
      while (placed < customers.length && customers[placed].placeAt <= now) {
        const customer = customers[placed++];
        work.push(
          call("POST", "/order", token("user", customer.userId), {
            paymentMode: "COD",
            addressId: customer.addressId,
          }).then((res) => {
            if (res.status !== 201) {
              errors.place++;
              return;
            }
            const order = res.body.order;
            if (firstStamp) {
              firstStamp = false;
              offsetMs = Date.parse(order.createdAt) - simNow();
            }
            const shop = shopById.get(customer.shop.id);
            orders.set(order._id, {
              id: order._id,
              shop,
              drop: { lat: customer.lat, lng: customer.lng },
              placedAt: now,
              promisedBy: order.eta ? Date.parse(order.eta.to) : null,
              acceptAt: now + 20 + rand() * 40,
              prepSeconds: shop.preparation_minutes * 60 * (0.8 + rand() * 0.4),
              state: "placed",
            });
          }),
        );
      }
      // Kitchens accept, cook and call the food ready.
      for (const order of orders.values()) {
        const owner = ownerToken.get(order.shop.id);
        if (order.state === "placed" && now >= order.acceptAt) {
          order.state = "accepting";
          work.push(
            (async () => {
              const a = await call("PATCH", `/order/${order.id}/status`, owner, {
                status: "ACCEPTED",
                preparationMinutes: order.shop.preparation_minutes,
              });
              const p =
                a.status === 200 ? await call("PATCH", `/order/${order.id}/status`, owner, { status: "PREPARING" }) : a;
              if (p.status !== 200) errors.status++;
              order.acceptedAt = now;
              order.readyAt = now + order.prepSeconds;
              order.state = "cooking";
            })(),
          );
        } else if (order.state === "cooking" && now >= order.readyAt) {
          order.state = "readying";
          work.push(
            call("PATCH", `/order/${order.id}/status`, owner, { status: "READY_FOR_PICKUP" }).then((res) => {
              if (res.status !== 200) errors.status++;
              order.state = "ready";
            }),
          );
        }
      }
      // Riders ride, report, poll offers, pick up and deliver.
      for (const rider of riders) {
        if (rider.acting) continue;
        const task = rider.tasks[0];
        if (task) {
          const order = orders.get(task.orderId);
          const target = task.phase === "to-customer" ? order.drop : order.shop;
          rider.pos = stepToward(rider.pos, target, ((RIDER_KMPH / 3.6) * dt) / DETOUR);
          if (task.phase === "to-restaurant" && metres(rider.pos, order.shop) < 30) {
            task.phase = "waiting";
            order.riderArrivedAt ??= now;
          }
          if (task.phase === "waiting" && order.state === "ready") {
            // Pick up every ready order of this kitchen the rider carries, then ride to the nearest drop first.
            rider.acting = true;
            const here = rider.tasks.filter((t) => t.phase === "waiting" && orders.get(t.orderId).state === "ready");
            work.push(
              (async () => {
                for (const t of here) {
                  const res = await call("PATCH", `/order/${t.orderId}/status`, rider.token, {
                    status: "OUT_FOR_DELIVERY",
                  });
                  if (res.status !== 200) errors.status++;
                  const o = orders.get(t.orderId);
                  o.pickedUpAt = now;
                  o.riderArrivedAt ??= now;
                  t.phase = "to-customer";
                }
                rider.tasks.sort((a, b) => {
                  if (a.phase !== b.phase) return a.phase === "to-customer" ? -1 : 1;
                  return metres(rider.pos, orders.get(a.orderId).drop) - metres(rider.pos, orders.get(b.orderId).drop);
                });
                rider.acting = false;
              })(),
            );
          } else if (task.phase === "to-customer" && metres(rider.pos, order.drop) < 30) {
            rider.acting = true;
            work.push(
              (async () => {
                const code = (await client.query("select delivery_code from orders where id = $1", [order.id])).rows[0]
                  .delivery_code;
                const res = await call("PATCH", `/order/${order.id}/status`, rider.token, {
                  status: "DELIVERED",
                  deliveryCode: code,
                });
                if (res.status !== 200) errors.status++;
                order.deliveredAt = now;
                order.state = "delivered";
                rider.tasks.shift();
                rider.acting = false;
              })(),
            );
          }
        }
        if (now - rider.lastSent >= 10) {
          rider.lastSent = now;
          work.push(
            call("POST", "/rider/me/location", rider.token, { lat: rider.pos.lat, lng: rider.pos.lng }).then((res) => {
              if (res.status !== 200) errors.location++;
            }),
          );
        }
        if (now >= rider.nextPoll && !rider.acting) {
          rider.nextPoll = now + 10;
          rider.acting = true;
          work.push(
            (async () => {
              const res = await call("GET", "/rider/me/offers", rider.token);
              if (res.status !== 200) {
                errors.offers++;
              } else {
                for (const offer of res.body.data) {
                  // Nine in ten offers are taken after a few seconds; the rest declined.
                  if (rand() < 0.1) {
                    await call("POST", `/rider/offers/${offer._id}/decline`, rider.token, { reason: "busy" });
                    continue;
                  }
                  const taken = await call("POST", `/rider/offers/${offer._id}/accept`, rider.token);
                  const order = orders.get(offer.orderId);
                  if (taken.status === 200 && order) {
                    order.assignedAt = now;
                    order.offeredAt ??= Date.parse(offer.expiresAt) / 1000 - 30 - Date.parse(EVENING) / 1000;
                    rider.tasks.push({ orderId: order.id, phase: "to-restaurant" });
                  } else if (taken.status !== 409) {
                    errors.offers++;
                  }
                }
              }
              rider.acting = false;
            })(),
          );
        }
      }
      await Promise.all(work);
      const all = [...orders.values()];
      const open = all.filter((o) => o.state !== "delivered").length;
      if (placed === customers.length && ((now > endOfOrders && open === 0) || now > endOfOrders + GRACE_MINUTES * 60))
        break;
      if (Math.floor(now / 300) !== Math.floor((now - dt) / 300)) {
        console.info(
          `  ${strategy}: ${Math.round(now / 60)} min, placed ${placed}, open ${open}, delivered ${all.length - open}`,
        );
      }
      // The next turn when the simulated clock has moved TICK_S on (at once when this one ran late).
      const nextTurn = startedAt + ((now + TICK_S) * 1000 - offsetMs) / SPEED;
      await new Promise((r) => setTimeout(r, Math.max(1, nextTurn - Date.now())));
    }

    const all = [...orders.values()];
    const delivered = all.filter((o) => o.deliveredAt !== undefined);
    const minutes = (values) => values.map((v) => v / 60);
    const assign = minutes(
      all.filter((o) => o.assignedAt !== undefined && o.offeredAt !== undefined).map((o) => o.assignedAt - o.offeredAt),
    );
    const riderWait = minutes(delivered.map((o) => Math.max(0, o.pickedUpAt - o.riderArrivedAt)));
    const foodWait = minutes(delivered.map((o) => Math.max(0, o.pickedUpAt - o.readyAt)));
    const onTime = delivered.filter(
      (o) => o.promisedBy !== null && Date.parse(EVENING) + o.deliveredAt * 1000 <= o.promisedBy,
    );
    const hours = (Math.max(...delivered.map((o) => o.deliveredAt)) || 1) / 3600;
    const batched = Number(
      (
        await client.query(
          `select count(*) from dispatch_offers where status = 'accepted' and batched_with is not null`,
        )
      ).rows[0].count,
    );
    const fmt = (v) => (v === null ? "—" : v.toFixed(1));
    return {
      strategy,
      placed: all.length,
      delivered: delivered.length,
      "offer→assigned p50/p99 (min)": `${fmt(quantile(assign, 0.5))} / ${fmt(quantile(assign, 0.99))}`,
      "rider waits at kitchen p50/p90 (min)": `${fmt(quantile(riderWait, 0.5))} / ${fmt(quantile(riderWait, 0.9))}`,
      "food waits for rider p50/p90 (min)": `${fmt(quantile(foodWait, 0.5))} / ${fmt(quantile(foodWait, 0.9))}`,
      "on time": `${((100 * onTime.length) / Math.max(1, delivered.length)).toFixed(0)} %`,
      "orders per rider-hour": (delivered.length / (RIDERS * hours)).toFixed(2),
      batched,
      errors: Object.values(errors).reduce((a, b) => a + b, 0),
    };
  } finally {
    await client.end().catch(() => {});
    await stopServer(server);
    await dropDatabase(DB);
  }
}

const results = {};
for (const strategy of ["engine", "nearest-when-ready"]) {
  console.info(`Playing the evening with ${strategy} …`);
  const row = await playEvening(strategy);
  results[row.strategy] = row;
}
printTable(
  `A simulated evening: ${ORDERS} orders in ${MINUTES} min, ${RIDERS} riders, clock ×${SPEED}`,
  Object.fromEntries(Object.entries(results).map(([k, { strategy, ...v }]) => [k, v])),
);
