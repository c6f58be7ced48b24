// How close the learned ETAs come to what happened (issue 12, item 4). Seeds a new embedded database as a first start
// does (the demo, its 90-day order history ending at BENCH_NOW), then replays the history's delivered orders in the
// order they were placed: for each, the range the contract's formula (packages/contract/src/eta.ts) would have
// promised at placement from what the server knew then (the restaurant's learned preparation from its orders ready
// before that moment, else its configured time; the distance; the hour), against its actual delivered − placed.
// Prints the absolute error in minutes (p50, p90), the mean signed error and the share delivered inside the promised
// range, beside two baselines: the formula without learning (configured preparation) and the card's former fixed
// number (the restaurant's estimatedDeliveryTime).
// Usage: node --import tsx bench/eta-accuracy.mjs      (the contract and the seed are TypeScript: tsx loads them)
// BENCH_NOW (2026-05-20T09:30:00Z: the history tests' clock), BENCH_DAYS (90); ETA_DETOUR_FACTOR, ETA_SPEEDS_KMPH and
// ETA_PICKUP_MINUTES as the server reads them.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  etaRange,
  kitchenPreparationMinutes,
  LEARNED_PREPARATION_SAMPLES,
  learnedPreparationMinutes,
  orderEtaMinutes,
} from "@zaika/contract/eta";
import { defaultCacheDir, diskCache } from "@zaika/seed-artwork/cache";
import { loadConfig } from "../apps/server/src/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { seedIfEmpty } from "../apps/server/src/db/seed/seed.ts";
import { manualClock } from "../apps/server/src/lib/clock.ts";
import { localStorage } from "../apps/server/src/providers/storage/local.ts";
import { printTable } from "./lib.mjs";

const NOW = new Date(process.env.BENCH_NOW ?? "2026-05-20T09:30:00Z");
const DAYS = Number(process.env.BENCH_DAYS ?? 90);
const MINUTE = 60_000;

const scratch = mkdtempSync(path.join(tmpdir(), "zaika-bench-eta-"));
// The server's own reading of the ETA_* settings (the rest of the environment is not used).
const model = loadConfig({ ...process.env, DATA_DIR: scratch, DATABASE_URL: undefined }).eta;

const database = await openDatabase({ kind: "pglite", dataDir: null });
try {
  await database.migrate();
  const started = performance.now();
  const seeded = await seedIfEmpty(database.db, localStorage(path.join(scratch, "uploads")), {
    clock: manualClock(NOW),
    artwork: { cache: diskCache(defaultCacheDir(process.env)) },
    history: { days: DAYS },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(`Seeded the demo with ${seeded?.history?.orders ?? 0} orders of history in ${seconds} s`);

  const query = async (text) => (await database.db.$client.query(text)).rows;
  const kitchens = new Map(
    (await query("select id, preparation_minutes, estimated_delivery_minutes from restaurants")).map((r) => [r.id, r]),
  );
  // Every order that was ready is a sample of its kitchen from its ready time on; the delivered ones are replayed.
  const samples = await query(`select restaurant_id, accepted_at, ready_at from orders
    where accepted_at is not null and ready_at is not null order by ready_at`);
  const delivered = await query(`select o.restaurant_id, o.distance_m, o.created_at, o.accepted_at, o.ready_at,
      o.delivered_at, (select min(e.created_at) from order_events e
        where e.order_id = o.id and e.to_status = 'OUT_FOR_DELIVERY') as picked_up_at
    from orders o where o.status = 'DELIVERED' order by o.created_at`);

  const known = new Map(); // restaurant id → accept → ready minutes of its orders ready so far, oldest first
  let next = 0;
  const errors = { learned: [], configured: [], fixed: [] };
  const signed = { learned: 0, configured: 0, fixed: 0 };
  const inRange = { learned: 0, configured: 0, fixed: 0 };
  let usedLearned = 0;
  // Where the time goes, the history's against the formula's (minutes summed over the delivered orders).
  const parts = {
    "placed → accepted": { actual: 0, formula: 0 },
    "accepted → ready": { actual: 0, formula: 0 },
    "ready → picked up": { actual: 0, formula: 0 },
    "picked up → delivered": { actual: 0, formula: 0 },
  };
  for (const order of delivered) {
    const placedAt = order.created_at;
    while (next < samples.length && samples[next].ready_at <= placedAt) {
      const s = samples[next++];
      const list = known.get(s.restaurant_id) ?? [];
      list.push((s.ready_at - s.accepted_at) / MINUTE);
      known.set(s.restaurant_id, list);
    }
    const kitchen = kitchens.get(order.restaurant_id);
    const newestFirst = (known.get(order.restaurant_id) ?? []).slice(-LEARNED_PREPARATION_SAMPLES).reverse();
    const learned = learnedPreparationMinutes(newestFirst);
    if (learned !== null) usedLearned++;
    const actual = (order.delivered_at - placedAt) / MINUTE;
    const promise = (learnedMinutes) => {
      const preparationMinutes = kitchenPreparationMinutes({
        learnedMinutes,
        configuredMinutes: kitchen.preparation_minutes,
        busyMinutes: 0,
      });
      const minutes = orderEtaMinutes(model, {
        status: "PENDING",
        now: placedAt,
        preparationMinutes,
        acceptedAt: null,
        distanceMetres: order.distance_m,
      });
      return etaRange(minutes);
    };
    const ranges = {
      learned: promise(learned),
      configured: promise(null),
      fixed: { minMinutes: kitchen.estimated_delivery_minutes, maxMinutes: kitchen.estimated_delivery_minutes },
    };
    const preparation = kitchenPreparationMinutes({
      learnedMinutes: learned,
      configuredMinutes: kitchen.preparation_minutes,
      busyMinutes: 0,
    });
    const ride = orderEtaMinutes(model, {
      status: "OUT_FOR_DELIVERY",
      now: order.picked_up_at,
      preparationMinutes: preparation,
      acceptedAt: null,
      distanceMetres: order.distance_m,
    });
    const span = (from, to) => (to - from) / MINUTE;
    parts["placed → accepted"].actual += span(placedAt, order.accepted_at);
    parts["accepted → ready"].actual += span(order.accepted_at, order.ready_at);
    parts["accepted → ready"].formula += preparation;
    parts["ready → picked up"].actual += span(order.ready_at, order.picked_up_at);
    parts["ready → picked up"].formula += Math.max(0, model.pickupMinutes - preparation);
    parts["picked up → delivered"].actual += span(order.picked_up_at, order.delivered_at);
    parts["picked up → delivered"].formula += ride;
    for (const [name, range] of Object.entries(ranges)) {
      // The promise as a customer reads it: the middle of its range (the fixed number is its own middle).
      const error = actual - (range.minMinutes + range.maxMinutes) / 2;
      errors[name].push(Math.abs(error));
      signed[name] += error;
      if (actual >= range.minMinutes && actual <= range.maxMinutes) inRange[name]++;
    }
  }

  const quantile = (values, q) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  };
  const n = delivered.length;
  const row = (name) => ({
    "abs. error p50 (min)": quantile(errors[name], 0.5).toFixed(1),
    "abs. error p90 (min)": quantile(errors[name], 0.9).toFixed(1),
    "mean signed (min, + = late)": (signed[name] / n).toFixed(1),
    "inside the range": `${((100 * inRange[name]) / n).toFixed(0)}%`,
  });
  printTable(
    `ETA promised at placement vs delivered − placed, ${n} delivered orders (${usedLearned} with a learned ` +
      `preparation time); model: detour ${model.detourFactor}, pickup ${model.pickupMinutes} min, handovers ` +
      `${model.handoverMinutes} min, speeds ` +
      model.speeds.map((b) => `${b.fromHour}:${b.kmph}`).join(","),
    {
      "learned ETA (formula)": row("learned"),
      "formula, configured preparation only": row("configured"),
      "card's former fixed number": row("fixed"),
    },
  );
  printTable(
    "Where the time goes: mean minutes of each stage, the history's and the formula's at placement",
    Object.fromEntries(
      Object.entries(parts).map(([stage, sum]) => [
        stage,
        { history: (sum.actual / n).toFixed(1), formula: (sum.formula / n).toFixed(1) },
      ]),
    ),
  );
  const actuals = delivered.map((o) => (o.delivered_at - o.created_at) / MINUTE);
  console.info(
    `Actual delivered − placed: p10 ${quantile(actuals, 0.1).toFixed(1)}, p50 ${quantile(actuals, 0.5).toFixed(1)}, ` +
      `p90 ${quantile(actuals, 0.9).toFixed(1)} min`,
  );
} finally {
  await database.close();
  rmSync(scratch, { recursive: true, force: true });
}
