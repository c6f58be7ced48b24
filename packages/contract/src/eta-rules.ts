/**
 * Learned ETAs (issue 12): the delivery time a customer is promised, as a 5-minute range ("30–35 min").
 *
 *   promised = max(rider to the restaurant, preparation left) + travel to the customer
 *
 * Preparation is the restaurant's learned median (accepted → ready over its last orders) or, until it has enough of
 * them, its configured time, plus the minutes a busy kitchen adds. Travel is the handover minutes (the counter and the
 * door, whatever the distance) plus the distance times a detour factor at a speed that depends on the India hour the
 * rider leaves. Riders share no position yet (issue 13): the rider's leg is a typical pickup time, counted from
 * placement until the kitchen accepts and from acceptance after. The server may override the model's numbers (ETA_*
 * settings); the web app only formats what the server worked out. Decision 018 and docs/benchmarks.md (ETA accuracy).
 * The wire schemas are in ./eta, which re-exports these; this module is free of zod, so the customer pages' scripts
 * can show a promise without loading it.
 */
import { indiaTime } from "./business-hours-rules";
import { indiaClockTime } from "./kitchen-rules";
import type { OrderStatus } from "./order-status";

/** Ranges are this many minutes wide and start on a multiple of it. */
export const ETA_RANGE_MINUTES = 5;
/** The learned preparation time is the median of a restaurant's last this many orders that were ready… */
export const LEARNED_PREPARATION_SAMPLES = 20;
/** …once it has at least this many; before that its configured preparation time stands. */
export const LEARNED_PREPARATION_MIN_SAMPLES = 5;
/** Where a caller without a location is taken to be, in metres from the restaurant (decision 018). */
export const TYPICAL_DELIVERY_METRES = 3000;

/** A band of the day, from its India hour to the next band's (the last one to midnight). */
export interface SpeedBand {
  fromHour: number;
  kmph: number;
}

export interface EtaModel {
  /** Road distance over straight-line distance. */
  detourFactor: number;
  /** Riding speed by India hour; the first band starts at 0. */
  speeds: readonly SpeedBand[];
  /** Minutes a rider typically needs to reach the restaurant (until riders share positions). */
  pickupMinutes: number;
  /** Minutes of a ride that do not depend on its length: collecting the food at the counter, finding the door. */
  handoverMinutes: number;
}

/**
 * Night roads are empty, the evening peak is the slowest; the detour of a city grid over the straight line; a rider
 * a typical 10 minutes from any kitchen; 5 minutes at the counter and the door.
 */
export const DEFAULT_ETA_MODEL: EtaModel = {
  detourFactor: 1.3,
  speeds: [
    { fromHour: 0, kmph: 30 },
    { fromHour: 7, kmph: 24 },
    { fromHour: 11, kmph: 20 },
    { fromHour: 17, kmph: 15 },
    { fromHour: 21, kmph: 24 },
  ],
  pickupMinutes: 10,
  handoverMinutes: 5,
};

export const ETA_LIMITS = {
  detourFactor: { min: 1, max: 3 },
  kmph: { min: 1, max: 80 },
  pickupMinutes: { min: 0, max: 60 },
  handoverMinutes: { min: 0, max: 30 },
} as const;

/**
 * `ETA_SPEEDS_KMPH`: "hour:km/h" bands separated by commas, hours rising from 0, e.g. "0:30,7:24,11:20,17:15,21:24".
 * The bands, or what is wrong with the text.
 */
export function parseSpeedBands(text: string): { bands: SpeedBand[] } | { problem: string } {
  const bands: SpeedBand[] = [];
  for (const part of text.split(",")) {
    const match = /^\s*(\d{1,2})\s*:\s*(\d+(?:\.\d+)?)\s*$/.exec(part);
    if (!match) return { problem: `"${part.trim()}" is not hour:km/h (e.g. 17:15)` };
    const fromHour = Number(match[1]);
    const kmph = Number(match[2]);
    if (fromHour > 23) return { problem: `hour ${fromHour} is not 0 to 23` };
    const { min, max } = ETA_LIMITS.kmph;
    if (kmph < min || kmph > max) return { problem: `speed ${kmph} km/h is not ${min} to ${max}` };
    const previous = bands.at(-1);
    if (previous ? fromHour <= previous.fromHour : fromHour !== 0) {
      return { problem: "the hours must start at 0 and rise" };
    }
    bands.push({ fromHour, kmph });
  }
  return { bands };
}

/** The riding speed at `at` (its India hour's band). */
export function speedKmphAt(model: EtaModel, at: Date): number {
  const hour = Math.floor(indiaTime(at).minute / 60);
  let found = model.speeds[0];
  for (const band of model.speeds) if (band.fromHour <= hour) found = band;
  if (!found) throw new Error("An ETA model needs at least one speed band");
  return found.kmph;
}

/** Minutes of riding per straight-line kilometre for a rider leaving at `at`. */
export function minutesPerKm(model: EtaModel, at: Date): number {
  return (model.detourFactor * 60) / speedKmphAt(model, at);
}

/**
 * A restaurant's learned preparation time from its accept → ready durations in minutes, newest first: the median of
 * the newest LEARNED_PREPARATION_SAMPLES (the mean of the middle two for an even count), in whole minutes, half
 * rounding up; null with fewer than LEARNED_PREPARATION_MIN_SAMPLES.
 */
export function learnedPreparationMinutes(newestFirst: readonly number[]): number | null {
  const samples = newestFirst.slice(0, LEARNED_PREPARATION_SAMPLES).sort((a, b) => a - b);
  if (samples.length < LEARNED_PREPARATION_MIN_SAMPLES) return null;
  const middle = samples.length / 2;
  const median = Number.isInteger(middle)
    ? ((samples[middle - 1] as number) + (samples[middle] as number)) / 2
    : (samples[Math.floor(middle)] as number);
  return Math.round(median);
}

/** What a kitchen takes now: its learned time, else its configured one, plus the minutes it is busy. */
export function kitchenPreparationMinutes(kitchen: {
  learnedMinutes: number | null;
  configuredMinutes: number;
  busyMinutes: number;
}): number {
  return (kitchen.learnedMinutes ?? kitchen.configuredMinutes) + kitchen.busyMinutes;
}

export interface EtaRange {
  minMinutes: number;
  maxMinutes: number;
}

/**
 * The range holding an estimate: the estimate is taken to the second, and the range is the 5-minute band it falls in
 * (29:59 → 25–30, 30:00 → 30–35).
 */
export function etaRange(minutes: number): EtaRange {
  const seconds = Math.round(Math.max(0, minutes) * 60);
  const band = ETA_RANGE_MINUTES * 60;
  const minMinutes = (Math.floor(seconds / band) * band) / 60;
  return { minMinutes, maxMinutes: minMinutes + ETA_RANGE_MINUTES };
}

/**
 * A restaurant's promise on its card and page: the range to the caller's location (without one, to the typical
 * distance), and the preparation minutes it counts (learned or configured, busy minutes included).
 */
export interface RestaurantEta extends EtaRange {
  preparationMinutes: number;
}

/** "30–35 min"; the first band is "Under 5 min". */
export function formatEtaRange(range: EtaRange): string {
  if (range.minMinutes === 0) return `Under ${range.maxMinutes} min`;
  return `${range.minMinutes}–${range.maxMinutes} min`;
}

/**
 * What a restaurant's promise is made of before an order, for a customer at any distance: the minutes that do not
 * depend on the distance (the wait at the restaurant, the handovers), and the riding minutes per straight-line
 * kilometre when the rider leaves.
 */
export interface EtaQuote {
  fixedMinutes: number;
  travelMinutesPerKm: number;
}

export function quoteEta(model: EtaModel, input: { preparationMinutes: number; now: Date }): EtaQuote {
  const wait = Math.max(model.pickupMinutes, input.preparationMinutes);
  const leaves = new Date(input.now.getTime() + wait * 60_000);
  return { fixedMinutes: wait + model.handoverMinutes, travelMinutesPerKm: minutesPerKm(model, leaves) };
}

/** The range promised to a customer `distanceMetres` (straight line) from the restaurant. */
export function etaForDistance(quote: EtaQuote, distanceMetres: number): EtaRange {
  return etaRange(quote.fixedMinutes + (distanceMetres / 1000) * quote.travelMinutesPerKm);
}

export interface OrderEtaInput {
  status: OrderStatus;
  now: Date;
  /** The kitchen's preparation time for this order: stated when it accepted, else its current one. */
  preparationMinutes: number;
  acceptedAt: Date | null;
  distanceMetres: number;
}

/**
 * Minutes from `now` to delivery for an order in `status`, or null once nothing is on its way (delivered, rejected,
 * cancelled). Waiting for the kitchen: the whole preparation and the rider's leg from now. Accepted or being
 * prepared: what is left of both since acceptance. Ready: what is left of the rider's leg. Out for delivery: the ride.
 * Then the ride, handovers included, at the speed of the hour the rider leaves.
 */
export function orderEtaMinutes(model: EtaModel, input: OrderEtaInput): number | null {
  const { status, now } = input;
  const since = input.acceptedAt ? Math.max(0, (now.getTime() - input.acceptedAt.getTime()) / 60_000) : 0;
  let wait: number;
  switch (status) {
    case "PENDING":
      wait = Math.max(model.pickupMinutes, input.preparationMinutes);
      break;
    case "ACCEPTED":
    case "PREPARING":
      wait = Math.max(model.pickupMinutes - since, input.preparationMinutes - since, 0);
      break;
    case "READY_FOR_PICKUP":
      wait = Math.max(model.pickupMinutes - since, 0);
      break;
    case "OUT_FOR_DELIVERY":
      wait = 0;
      break;
    default:
      return null;
  }
  const leaves = new Date(now.getTime() + wait * 60_000);
  return wait + model.handoverMinutes + (input.distanceMetres / 1000) * minutesPerKm(model, leaves);
}

/** An order's promised range as instants (ISO 8601). */
export interface OrderEta {
  from: string;
  to: string;
}

/** The promised range as instants (stored on the order as eta_from and eta_to), or null. */
export function orderEta(model: EtaModel, input: OrderEtaInput): { from: Date; to: Date } | null {
  const minutes = orderEtaMinutes(model, input);
  if (minutes === null) return null;
  const range = etaRange(minutes);
  const at = input.now.getTime();
  return { from: new Date(at + range.minMinutes * 60_000), to: new Date(at + range.maxMinutes * 60_000) };
}

/** "8:30–8:35 PM" in India time; "11:55 AM–12:00 PM" across noon or midnight. */
export function formatEtaWindow(eta: OrderEta): string {
  const from = indiaClockTime(new Date(eta.from));
  const to = indiaClockTime(new Date(eta.to));
  const suffix = to.slice(-3);
  return from.endsWith(suffix) ? `${from.slice(0, -3)}–${to}` : `${from}–${to}`;
}
