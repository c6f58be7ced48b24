/**
 * The delivery range on the nearby index's cards without working the whole promise out again per card and request
 * (issue 12's regression, docs/benchmarks.md): a restaurant's quote (what its promise is made of, wire.ts
 * restaurantQuote) is kept for the minute of `now` it holds in, and the `,"eta":{…}` JSON of each promise is written
 * once and shared by every card showing the same numbers. What it answers is byte for byte restaurantEta's.
 *
 * Why a quote holds for a minute: quoteEta reads `now` only through the speed of the India hour the rider leaves in,
 * `now` plus a wait of the pickup or the preparation minutes; India hours start on whole UTC minutes (IST is 5:30
 * ahead), so with a wait of whole minutes the rider leaves in the same hour all through one minute of `now`. The
 * preparation and pickup minutes are whole numbers (integer columns, an integer setting); a model or kitchen with a
 * fraction of a minute is quoted afresh on every call.
 */
import type { EtaModel, EtaQuote, RestaurantEta } from "@zaika/contract/eta";
import type { Restaurant } from "@zaika/contract/restaurant";
import { restaurantEtaOf, restaurantQuote } from "./wire";

const MINUTE_MS = 60_000;
/** More promises than this for one preparation time (absurd radii) and that preparation's JSON is written afresh. */
const MAX_JSON_PER_PREPARATION = 2000;

/** Where a card's quote is kept: the restaurant (with the kitchen's preparation) and its last quote. */
export interface QuoteHolder {
  readonly restaurant: Pick<Restaurant, "eta">;
  /** The quote worked out in minute `quoteMinute` (ms since the epoch / 60,000, floored); null until then. */
  quote: EtaQuote | null;
  quoteMinute: number;
}

export interface CardEta {
  /** restaurantEta of the holder's restaurant at `now`, for a caller `metres` away (null: no location). */
  eta(holder: QuoteHolder, now: Date, metres: number | null): RestaurantEta;
  /** The same promise as the response schema writes it on a card: `,"eta":` and its JSON. */
  json(holder: QuoteHolder, now: Date, metres: number | null): Buffer;
}

/** The cards' promises under `model` (the server's config). */
export function createCardEta(model: EtaModel): CardEta {
  const wholePickup = Number.isInteger(model.pickupMinutes);
  /** Per preparation time, per lower end: the upper end and the JSON. */
  const jsons = new Map<number, Map<number, { maxMinutes: number; json: Buffer }>>();

  function quoteOf(holder: QuoteHolder, now: Date): EtaQuote {
    const minute = Math.floor(now.getTime() / MINUTE_MS);
    if (holder.quote !== null && holder.quoteMinute === minute) return holder.quote;
    const quote = restaurantQuote(holder.restaurant, now, model);
    if (wholePickup && Number.isInteger(holder.restaurant.eta.preparationMinutes)) {
      holder.quote = quote;
      holder.quoteMinute = minute;
    }
    return quote;
  }

  const eta: CardEta["eta"] = (holder, now, metres) => restaurantEtaOf(holder.restaurant, quoteOf(holder, now), metres);

  return {
    eta,
    json(holder, now, metres) {
      const promise = eta(holder, now, metres);
      const { minMinutes, maxMinutes, preparationMinutes } = promise;
      let byMin = jsons.get(preparationMinutes);
      const known = byMin?.get(minMinutes);
      if (known && known.maxMinutes === maxMinutes) return known.json;
      const json = Buffer.from(`,"eta":${JSON.stringify(promise)}`);
      if (!byMin) {
        byMin = new Map();
        jsons.set(preparationMinutes, byMin);
      }
      if (byMin.size >= MAX_JSON_PER_PREPARATION) byMin.clear();
      byMin.set(minMinutes, { maxMinutes, json });
      return json;
    },
  };
}
