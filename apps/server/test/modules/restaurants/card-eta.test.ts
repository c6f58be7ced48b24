/**
 * The nearby index's card promises (card-eta.ts): a quote kept per minute and the JSON kept per promise give, byte for
 * byte, what the contract works out afresh (quoteEta, etaForDistance) — at every distance, across minute boundaries
 * where the rider's leaving hour changes speed band, and when the kitchen's preparation changes.
 */
import {
  DEFAULT_ETA_MODEL,
  type EtaModel,
  etaForDistance,
  quoteEta,
  type RestaurantEta,
  TYPICAL_DELIVERY_METRES,
} from "@zaika/contract/eta";
import { describe, expect, it } from "vitest";
import { createCardEta, type QuoteHolder } from "../../../src/modules/restaurants/card-eta";

/** A card's restaurant as the index holds it: the kitchen's preparation (busy minutes included). */
const holder = (preparationMinutes: number): QuoteHolder => ({
  restaurant: { eta: { minMinutes: 0, maxMinutes: 0, preparationMinutes } },
  quote: null,
  quoteMinute: 0,
});

/** India time on Tuesday 2026-11-24, e.g. "16:39:59.999". */
const ist = (time: string) => new Date(`2026-11-24T${time}+05:30`);

/** The contract's promise worked out afresh: the reference. */
function fresh(model: EtaModel, preparationMinutes: number, now: Date, metres: number | null): RestaurantEta {
  const range = etaForDistance(quoteEta(model, { preparationMinutes, now }), metres ?? TYPICAL_DELIVERY_METRES);
  return { minMinutes: range.minMinutes, maxMinutes: range.maxMinutes, preparationMinutes };
}
const jsonOf = (eta: RestaurantEta) => `,"eta":${JSON.stringify(eta)}`;

/** Shuffles in place with a fixed seed, so a failure can be replayed. */
function shuffle<T>(list: T[]) {
  let s = 2026;
  for (let i = list.length - 1; i > 0; i--) {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    const j = s % (i + 1);
    [list[i], list[j]] = [list[j] as T, list[i] as T];
  }
}

describe("card promises", () => {
  it("promise the hand-worked ranges, following the rider's leaving hour across a minute boundary", () => {
    // Default model: pickup 10 min, handover 5 min, detour 1.3; 20 km/h from 11:00, 15 km/h from 17:00 (IST).
    // Preparation 20: the rider leaves 20 minutes after `now`; fixed part 20 + 5 = 25 minutes.
    // Before 16:40 the rider leaves before 17:00: 1.3 × 60 / 20 = 3.9 min/km; from 16:40, 1.3 × 60 / 15 = 5.2 min/km.
    // A range is the 5-minute band of the estimate to the second: 34.9879 min = 2099.27 s → 30–35;
    // 34.9918 min = 2099.51 s → 2100 s → 35–40.
    const table: Array<[string, number, number | null, number, number]> = [
      // [IST time, preparation, metres, min, max]
      ["16:39:59.999", 20, 0, 25, 30], // 25 min
      ["16:39:59.999", 20, 2000, 30, 35], // 25 + 2 × 3.9 = 32.8
      ["16:39:59.999", 20, 2561, 30, 35], // 25 + 9.9879 = 34.9879
      ["16:39:59.999", 20, 2562, 35, 40], // 25 + 9.9918 = 34.9918
      ["16:39:59.999", 20, null, 35, 40], // typical 3 km: 25 + 11.7 = 36.7
      ["16:40:00.000", 20, 0, 25, 30],
      ["16:40:00.000", 20, 959, 25, 30], // 25 + 4.9868 = 29.9868 → 1799.2 s
      ["16:40:00.000", 20, 960, 30, 35], // 25 + 4.992 = 29.992 → 1799.5 s → 1800 s
      ["16:40:00.000", 20, 2000, 35, 40], // 25 + 10.4 = 35.4
      ["16:40:00.000", 20, null, 40, 45], // 25 + 15.6 = 40.6
      ["16:39:59.999", 20, 2000, 30, 35], // back in the earlier minute
      // Busy by 15 minutes: preparation 35, fixed part 40; the rider leaves 35 minutes after `now`.
      ["16:24:59.999", 35, 2000, 45, 50], // leaves 16:59:59.999: 40 + 7.8 = 47.8
      ["16:25:00.000", 35, 2000, 50, 55], // leaves 17:00: 40 + 10.4 = 50.4
    ];
    const cards = createCardEta(DEFAULT_ETA_MODEL);
    const holders = new Map<number, QuoteHolder>();
    for (const [time, preparationMinutes, metres, minMinutes, maxMinutes] of table) {
      const card = holders.get(preparationMinutes) ?? holder(preparationMinutes);
      holders.set(preparationMinutes, card);
      const expected = { minMinutes, maxMinutes, preparationMinutes };
      const label = `${time} ${preparationMinutes} min ${metres} m`;
      expect(cards.eta(card, ist(time), metres), label).toEqual(expected);
      expect(cards.json(card, ist(time), metres).toString(), label).toBe(jsonOf(expected));
      expect(fresh(DEFAULT_ETA_MODEL, preparationMinutes, ist(time), metres), label).toEqual(expected);
    }
  });

  it("quote afresh within a minute when the wait has a fraction of a minute", () => {
    // Pickup 10.5 min, preparation 5: the rider leaves 10.5 minutes after `now`, so the hour changes at 16:49:30.
    // Fixed part 10.5 + 5 = 15.5 min; 2 km: 15.5 + 7.8 = 23.3 (20–25), then 15.5 + 10.4 = 25.9 (25–30).
    const model = { ...DEFAULT_ETA_MODEL, pickupMinutes: 10.5 };
    const cards = createCardEta(model);
    const card = holder(5);
    expect(cards.eta(card, ist("16:49:29.999"), 2000)).toEqual({
      minMinutes: 20,
      maxMinutes: 25,
      preparationMinutes: 5,
    });
    expect(cards.eta(card, ist("16:49:30.000"), 2000)).toEqual({
      minMinutes: 25,
      maxMinutes: 30,
      preparationMinutes: 5,
    });
    expect(cards.json(card, ist("16:49:29.999"), 2000).toString()).toBe(
      ',"eta":{"minMinutes":20,"maxMinutes":25,"preparationMinutes":5}',
    );
  });

  it("write the same bytes as the contract for every metre, around every band change, in any order", () => {
    const models: EtaModel[] = [DEFAULT_ETA_MODEL, { ...DEFAULT_ETA_MODEL, pickupMinutes: 12.25, handoverMinutes: 3 }];
    for (const model of models) {
      const cards = createCardEta(model);
      for (const preparationMinutes of [0, 10, 20, 35, 61]) {
        const card = holder(preparationMinutes);
        const wait = Math.max(model.pickupMinutes, preparationMinutes);
        // Instants just before, at and after each speed band's start (as the rider leaves), and mid-minute; shuffled
        // back and forth so the kept quote is both reused and replaced.
        const instants: Date[] = [];
        for (const band of model.speeds) {
          const change = ist(`${String(band.fromHour).padStart(2, "0")}:00:00.000`).getTime() - wait * 60_000;
          for (const offset of [-60_001, -1, 0, 1, 29_999, 59_999, 60_000]) instants.push(new Date(change + offset));
        }
        shuffle(instants);
        for (const now of instants) {
          for (let metres = 0; metres <= 6000; metres++) {
            const expected = jsonOf(fresh(model, preparationMinutes, now, metres));
            const written = cards.json(card, now, metres).toString();
            if (written !== expected)
              expect(written, `${now.toISOString()} ${preparationMinutes} ${metres}`).toBe(expected);
          }
          expect(cards.json(card, now, null).toString()).toBe(jsonOf(fresh(model, preparationMinutes, now, null)));
          expect(cards.eta(card, now, 1234.5)).toEqual(fresh(model, preparationMinutes, now, 1234.5));
        }
      }
    }
  });

  it("promise a busy kitchen's longer preparation in the minute its earlier one was quoted", () => {
    const cards = createCardEta(DEFAULT_ETA_MODEL);
    const now = ist("16:20:10.000");
    // Not busy: 20 min, leaves 16:40 at 20 km/h: 25 + 7.8 = 32.8. Busy by 20 (the index indexes it again: a new
    // holder): 40 min, leaves 17:00 at 15 km/h: 45 + 10.4 = 55.4.
    expect(cards.json(holder(20), now, 2000).toString()).toBe(
      ',"eta":{"minMinutes":30,"maxMinutes":35,"preparationMinutes":20}',
    );
    expect(cards.json(holder(40), now, 2000).toString()).toBe(
      ',"eta":{"minMinutes":55,"maxMinutes":60,"preparationMinutes":40}',
    );
  });

  it("share one written promise between cards with the same numbers", () => {
    const cards = createCardEta(DEFAULT_ETA_MODEL);
    const now = ist("12:00:00.000");
    // 25 + 0.1 × 3.9 and 25 + 0.2 × 3.9: both 25–30.
    expect(cards.json(holder(20), now, 100)).toBe(cards.json(holder(20), now, 200));
  });
});
