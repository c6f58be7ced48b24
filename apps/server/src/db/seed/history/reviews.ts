/**
 * The history's ratings and reviews (issue 14): about a third of the delivered orders are rated by their customer, a
 * while after delivery. Each kitchen's food ratings are drawn around the rating the catalogue planned for it (better
 * kitchens get more fives), a refunded order's much lower; most ratings come with a few words in the way customers
 * in India write them, some name dishes of the order, and owners reply to some (the poor ones more often). The
 * restaurants' stored ratings are then worked out from these reviews (index.ts), so no number is made up. Drawn from
 * its own seeded generator over the planned orders in their order, so the same `now` gives the same reviews.
 */
import { type Random, random } from "@zaika/seed-artwork/random";
import type { reviews } from "../../schema/reviews";
import { DAY, HOUR, type Kitchen, MINUTE, type PlannedOrder } from "./shapes";

/** The share of delivered orders their customer rates. */
export const REVIEWED_SHARE = 0.35;

type ReviewRow = typeof reviews.$inferInsert;

/**
 * The chances of 1 to 5 stars whose mean is `mean`: p(k) ∝ e^(λk), the most even spread with that mean, so a kitchen
 * planned at 4.6 gets mostly fives and fours and now and then a poor rating, one at 3.8 a wider spread.
 */
export function starWeights(mean: number): number[] {
  const target = Math.min(4.95, Math.max(1.05, mean));
  const meanOf = (lambda: number) => {
    let sum = 0;
    let total = 0;
    for (let k = 1; k <= 5; k++) {
      const weight = Math.exp(lambda * k);
      sum += k * weight;
      total += weight;
    }
    return sum / total;
  };
  let low = -10;
  let high = 10;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (meanOf(mid) < target) low = mid;
    else high = mid;
  }
  const lambda = (low + high) / 2;
  return [1, 2, 3, 4, 5].map((k) => Math.exp(lambda * k));
}

function draw(rng: Random, weights: readonly number[]): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let roll = rng.next() * total;
  for (let i = 0; i < weights.length; i++) {
    roll -= weights[i] ?? 0;
    if (roll < 0) return i + 1;
  }
  return weights.length;
}

type Band = "great" | "good" | "fair" | "poor";
const bandOf = (stars: number): Band => (stars >= 5 ? "great" : stars === 4 ? "good" : stars === 3 ? "fair" : "poor");

const OPENERS: Record<Band, readonly string[]> = {
  great: [
    "Superb taste, just like home food.",
    "Loved every bite. Will order again for sure.",
    "Full paisa vasool, portions were generous.",
    "Hot, fresh and perfectly spiced.",
    "Our family's new favourite, the kids finished everything.",
    "Ekdum mast! Tasted just like eating at the restaurant.",
    "Fresh, flavourful and packed neatly.",
    "Top class as always.",
  ],
  good: [
    "Tasty food, slightly on the oily side.",
    "Good quantity and taste. Could be a little less spicy.",
    "Nice flavours, packaging could be better.",
    "Very good overall, just a bit salty.",
    "Good food at a fair price.",
    "Liked it. Rotis were a little cold by the time they came.",
  ],
  fair: [
    "Average. Expected more for the price.",
    "Taste was okay, quantity was less.",
    "Decent, but not like last time.",
    "Too much oil, flavour was fine.",
    "Okay-ish. The gravy was watery.",
  ],
  poor: [
    "Very disappointed, the food was not fresh.",
    "Too spicy to eat, could not finish it.",
    "One item was missing and the rest was cold.",
    "Quantity was very less for the price.",
    "Not up to the mark at all. Won't order again.",
  ],
};

const DISH_LINES: Record<Band, readonly ((dish: string) => string)[]> = {
  great: [(d) => `The ${d} was outstanding.`, (d) => `Must try the ${d}!`, (d) => `${d} was perfectly cooked.`],
  good: [(d) => `${d} was good.`, (d) => `Enjoyed the ${d}.`],
  fair: [(d) => `${d} was just okay.`, (d) => `${d} needed more salt.`],
  poor: [(d) => `${d} was not fresh.`, (d) => `${d} was bland.`],
};

const DELIVERY_LINES: Record<Band, readonly string[]> = {
  great: ["Delivery was super quick.", "Rider was very polite."],
  good: ["Delivered on time."],
  fair: ["Delivery took longer than shown."],
  poor: ["Delivery was very late.", "Food reached cold, the rider could not find the address."],
};

const REPLIES: Record<Band, readonly ((name: string) => string)[]> = {
  great: [
    (n) => `Thank you so much, ${n}! Do order again.`,
    (n) => `Thanks for the lovely words, ${n}. See you soon!`,
    (n) => `Glad you enjoyed it, ${n}. Our kitchen team is very happy to read this.`,
  ],
  good: [
    (n) => `Thank you for the feedback, ${n}. We will work on it.`,
    (n) => `Noted, ${n}. We will keep it lighter next time.`,
  ],
  fair: [
    (n) => `Sorry it was not up to the mark, ${n}. We are looking into it.`,
    (n) => `Thank you for telling us, ${n}. We have shared this with the chef.`,
  ],
  poor: [
    (n) => `We are really sorry, ${n}. Please write to us so we can make it right.`,
    (n) => `Apologies, ${n}. This is not our standard; we have spoken to the kitchen team.`,
  ],
};

/** A review's words: an opener for the food, sometimes the dishes it names, sometimes the delivery. */
function reviewText(rng: Random, food: number, delivery: number, dishes: readonly string[]): string {
  const band = bandOf(food);
  const parts = [rng.pick(OPENERS[band])];
  for (const dish of dishes) parts.push(rng.pick(DISH_LINES[band])(dish));
  if (rng.chance(0.35)) parts.push(rng.pick(DELIVERY_LINES[bandOf(delivery)]));
  return parts.join(" ");
}

export interface ReviewPlanContext {
  kitchens: readonly Kitchen[];
  /** Customers' names by id: the owner's reply greets them by first name. */
  names: ReadonlyMap<string, string>;
  adminId: string;
  now: Date;
}

/** The reviews of the history's delivered orders, in the orders' order. */
export function planReviews(planned: readonly PlannedOrder[], ctx: ReviewPlanContext): ReviewRow[] {
  const rng = random("history:reviews");
  const kitchens = new Map(ctx.kitchens.map((kitchen) => [kitchen.id, kitchen]));
  const weightsOf = new Map<string, number[]>();
  const deliveryWeights = starWeights(4.2);
  const now = ctx.now.getTime();
  const rows: ReviewRow[] = [];
  for (const order of planned) {
    const { row } = order;
    if (row.status !== "DELIVERED" || !row.deliveredAt || !row.userId) continue;
    if (!rng.chance(REVIEWED_SHARE)) continue;
    const kitchen = kitchens.get(order.restaurantId);
    if (!kitchen) continue;
    // Most rate within the hour, some the next day.
    const createdAt = new Date(
      row.deliveredAt.getTime() + (rng.chance(0.7) ? rng.range(10, 90) * MINUTE : rng.range(2, 40) * HOUR),
    );
    if (createdAt.getTime() > now) continue;
    let weights = weightsOf.get(kitchen.id);
    if (!weights) {
      weights = starWeights(kitchen.plannedRating);
      weightsOf.set(kitchen.id, weights);
    }
    // A refunded order went wrong: its customer rates it low.
    const foodRating = order.refund ? rng.int(1, 2) : draw(rng, weights);
    const deliveryRating = draw(rng, deliveryWeights);
    const items = row.items ?? [];
    const withWords = rng.chance(foodRating <= 3 ? 0.85 : 0.65);
    const named = withWords && items.length > 0 && rng.chance(0.4) ? rng.shuffle(items).slice(0, rng.int(1, 2)) : [];
    const dishes = named.map((item) => ({ productId: item.productId, name: item.name }));
    const body = withWords
      ? reviewText(
          rng,
          foodRating,
          deliveryRating,
          dishes.map((dish) => dish.name),
        )
      : "";
    const review: ReviewRow = {
      orderId: order.id,
      restaurantId: order.restaurantId,
      userId: row.userId,
      foodRating,
      deliveryRating,
      body,
      dishes,
      createdAt,
      updatedAt: createdAt,
    };
    // Owners answer the poor ones more often, a few hours later.
    const band = bandOf(foodRating);
    if (withWords && rng.chance(band === "great" || band === "good" ? 0.2 : 0.5)) {
      const repliedAt = new Date(createdAt.getTime() + rng.range(1, 30) * HOUR);
      if (repliedAt.getTime() <= now) {
        const first = (ctx.names.get(row.userId) ?? "").split(" ")[0] || "there";
        review.reply = rng.pick(REPLIES[band])(first);
        review.repliedAt = repliedAt;
      }
    }
    // Now and then an admin hides one the restaurant reported, as moderation would.
    if (withWords && rng.chance(0.01)) {
      const hiddenAt = new Date(createdAt.getTime() + rng.range(0.5, 2) * DAY);
      if (hiddenAt.getTime() <= now) {
        review.hiddenAt = hiddenAt;
        review.hiddenReason = "Reported by the restaurant as not about this order";
        review.hiddenBy = ctx.adminId;
      }
    }
    rows.push(review);
  }
  return rows;
}
