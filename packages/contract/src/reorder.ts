/**
 * Reorder (issue 14 item 4): a past order's dishes go back into the cart as the menu offers them today, at today's
 * prices, and the customer is told what changed. The server plans the cart lines with planReorder from the order's
 * item snapshots and the dishes as they are now; the web app lists the changes on the cart page.
 */
import { z } from "zod";
import { CartMutationResponseSchema, cartItemId, MAX_LINE_QUANTITY, resolveCartChoices } from "./cart";
import { toRupees } from "./common";
import { type OrderStatus, TERMINAL_STATUSES } from "./order-status";
import { formatRupees, type PriceablePaise, unitPricePaise } from "./pricing";

/**
 * Whether the web app offers Reorder on an order: once it has ended (delivered, rejected or cancelled), when repeating
 * it is what the customer may want. The server accepts any of the customer's own orders.
 */
export function reorderOffered(status: OrderStatus): boolean {
  return TERMINAL_STATUSES.includes(status);
}

/** Texts of reordering; the change messages name the dish as it was ordered, which is what the customer remembers. */
export const REORDER_MESSAGES = {
  added: "The dishes of your order are in your cart",
  nothingOrderable: "None of the dishes of this order can be ordered now",
  removed: (dish: string) => `${dish} is no longer on the menu, so it was left out`,
  unavailable: (dish: string) => `${dish} is currently unavailable, so it was left out`,
  optionGone: (dish: string, attribute: string, option: string) =>
    `${dish} was left out: ${option} is no longer offered for ${attribute}`,
  choiceNeeded: (dish: string, attribute: string) =>
    `${dish} was left out: it now needs a choice of ${attribute}. Add it from the menu.`,
  /** A choice the order held that cannot be made again (e.g. the same choice picked twice in an old order). */
  choiceProblem: (dish: string, problem: string) => `${dish} was left out: ${problem}`,
  extraGone: (dish: string, extra: string) => `${dish} was added without ${extra}, which is no longer offered`,
  priceChanged: (dish: string, oldUnitRupees: number, newUnitRupees: number) =>
    `${dish} now costs ${formatRupees(newUnitRupees)} (was ${formatRupees(oldUnitRupees)})`,
  quantityCapped: (dish: string, wanted: number) =>
    `${dish}: at most ${MAX_LINE_QUANTITY} of a dish fit in the cart, so ${MAX_LINE_QUANTITY} were added instead of ${wanted}`,
} as const;

/**
 * What changed, by kind: the dish is gone from the menu (removed) or switched off (unavailable); a required choice's
 * option is gone (optionGone) or the dish now asks for a choice the order did not make (choiceNeeded, choiceProblem):
 * each of these leaves the dish out. An add-on or an optional choice is gone (extraGone: added without it); the unit
 * price differs from the order's for the same choices (priceChanged); the merged quantity passed the line maximum
 * (quantityCapped).
 */
export const REORDER_CHANGE_KINDS = [
  "removed",
  "unavailable",
  "optionGone",
  "choiceNeeded",
  "choiceProblem",
  "extraGone",
  "priceChanged",
  "quantityCapped",
] as const;
export type ReorderChangeKind = (typeof REORDER_CHANGE_KINDS)[number];

export const ReorderChangeSchema = z.object({
  kind: z.enum(REORDER_CHANGE_KINDS),
  productId: z.string(),
  /** The dish's name as it was ordered. */
  name: z.string(),
  message: z.string(),
  /** Whether the dish (this line of the order) was left out of the cart. */
  leftOut: z.boolean(),
  /** For priceChanged: one unit with the same choices, then and today (rupees); null otherwise. */
  oldUnitPrice: z.number().nullable(),
  newUnitPrice: z.number().nullable(),
});
export type ReorderChange = z.infer<typeof ReorderChangeSchema>;

/**
 * `POST /order/{id}/reorder`: replaceCart empties a cart of another restaurant first (after the customer agreed). The
 * body may be left out (Fastify reads a missing body as null): that keeps the cart.
 */
export const ReorderBodySchema = z
  .object({ replaceCart: z.boolean({ error: "replaceCart must be true or false" }).default(false) })
  .nullish()
  .transform((body) => body ?? { replaceCart: false });
export type ReorderBody = z.input<typeof ReorderBodySchema>;

/** The cart as the cart routes answer it, with what changed since the order. */
export const ReorderResponseSchema = CartMutationResponseSchema.extend({ changes: z.array(ReorderChangeSchema) });
export type ReorderResponse = z.infer<typeof ReorderResponseSchema>;

/** The 422 body's details when nothing of the order can be ordered: why each dish was left out. */
export const ReorderRefusalDetailsSchema = z.object({ changes: z.array(ReorderChangeSchema) });

/** A dish as the order froze it (the order row's item snapshot, paise). */
export interface ReorderOrderedItem extends PriceablePaise {
  productId: string;
  name: string;
  quantity: number;
  selectedAttributes: ReadonlyArray<{ attributeName: string; selectedOption: string; additionalPricePaise: number }>;
  selectedAddons: ReadonlyArray<{ name: string; pricePaise: number }>;
}

/** A dish of the order's restaurant as it is today (paise). */
export interface ReorderDish extends PriceablePaise {
  id: string;
  isAvailable: boolean;
  isDeleted: boolean;
  attributes: ReadonlyArray<{
    name: string;
    required: boolean;
    options: ReadonlyArray<{ name: string; additionalPricePaise: number }>;
  }>;
  addons: ReadonlyArray<{ name: string; pricePaise: number }>;
}

/** A cart line to write: the choices in the dish's spelling and order, as adding to the cart stores them. */
export interface ReorderLine {
  itemId: string;
  productId: string;
  quantity: number;
  selectedAttributes: Array<{ attributeName: string; optionName: string }>;
  selectedAddons: string[];
}

export interface ReorderPlan {
  /** In the order's order; items whose choices became the same are one line. */
  lines: ReorderLine[];
  changes: ReorderChange[];
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function change(
  kind: ReorderChangeKind,
  item: { productId: string; name: string },
  message: string,
  prices: { old: number; new: number } | null = null,
): ReorderChange {
  const leftOut = kind !== "extraGone" && kind !== "priceChanged" && kind !== "quantityCapped";
  return {
    kind,
    productId: item.productId,
    name: item.name,
    message,
    leftOut,
    oldUnitPrice: prices ? toRupees(prices.old) : null,
    newUnitPrice: prices ? toRupees(prices.new) : null,
  };
}

/** Why the dish cannot go into the cart with the order's choices, or null when it can (dropping gone extras). */
function leftOutReason(item: ReorderOrderedItem, dish: ReorderDish | undefined): ReorderChange | null {
  if (!dish || dish.isDeleted) return change("removed", item, REORDER_MESSAGES.removed(item.name));
  if (!dish.isAvailable) return change("unavailable", item, REORDER_MESSAGES.unavailable(item.name));
  for (const chosen of item.selectedAttributes) {
    const attribute = dish.attributes.find((a) => same(a.name, chosen.attributeName));
    if (attribute?.required && !attribute.options.some((o) => same(o.name, chosen.selectedOption))) {
      const message = REORDER_MESSAGES.optionGone(item.name, attribute.name, chosen.selectedOption);
      return change("optionGone", item, message);
    }
  }
  const missing = dish.attributes.find(
    (a) => a.required && !item.selectedAttributes.some((chosen) => same(chosen.attributeName, a.name)),
  );
  if (missing) return change("choiceNeeded", item, REORDER_MESSAGES.choiceNeeded(item.name, missing.name));
  return null;
}

/**
 * The cart lines that repeat an order today, and the changes to tell the customer. A dish that is gone, switched off
 * or whose required choice can no longer be made is left out; an add-on or optional choice that is gone is dropped
 * and the dish added without it; each line is priced as the dish is today and compared, choice for choice, with what
 * the same choices cost in the order; items that end up with the same choices share one line, capped at
 * MAX_LINE_QUANTITY. Names are matched ignoring case, as adding to the cart does (resolveCartChoices).
 */
export function planReorder(items: readonly ReorderOrderedItem[], dishes: readonly ReorderDish[]): ReorderPlan {
  const changes: ReorderChange[] = [];
  const lines = new Map<string, ReorderLine & { item: ReorderOrderedItem }>();

  for (const item of items) {
    const dish = dishes.find((d) => d.id === item.productId);
    const reason = leftOutReason(item, dish);
    if (reason || !dish) {
      if (reason) changes.push(reason);
      continue;
    }
    // Choices still offered are kept with the prices they had; the others are extras now gone.
    const keptAttributes = item.selectedAttributes.filter((chosen) =>
      dish.attributes.some(
        (a) => same(a.name, chosen.attributeName) && a.options.some((o) => same(o.name, chosen.selectedOption)),
      ),
    );
    const keptAddons = item.selectedAddons.filter((chosen) => dish.addons.some((a) => same(a.name, chosen.name)));
    const resolved = resolveCartChoices(
      dish,
      keptAttributes.map((a) => ({ attributeName: a.attributeName, optionName: a.selectedOption })),
      keptAddons.map((a) => a.name),
    );
    if (!resolved.ok) {
      changes.push(change("choiceProblem", item, REORDER_MESSAGES.choiceProblem(item.name, resolved.problem.message)));
      continue;
    }
    const gone = [
      ...item.selectedAttributes.filter((a) => !keptAttributes.includes(a)).map((a) => a.selectedOption),
      ...item.selectedAddons.filter((a) => !keptAddons.includes(a)).map((a) => a.name),
    ];
    for (const extra of gone) changes.push(change("extraGone", item, REORDER_MESSAGES.extraGone(item.name, extra)));

    const oldUnit = unitPricePaise(item, keptAttributes, keptAddons);
    const newUnit = unitPricePaise(
      dish,
      resolved.attributes.map((a) => a.option),
      resolved.addons,
    );
    if (oldUnit !== newUnit) {
      const message = REORDER_MESSAGES.priceChanged(item.name, toRupees(oldUnit), toRupees(newUnit));
      changes.push(change("priceChanged", item, message, { old: oldUnit, new: newUnit }));
    }

    const selectedAttributes = resolved.attributes.map((a) => ({
      attributeName: a.attributeName,
      optionName: a.option.name,
    }));
    const selectedAddons = resolved.addons.map((a) => a.name);
    const itemId = cartItemId(dish.id, selectedAttributes, selectedAddons);
    const line = lines.get(itemId);
    if (line) line.quantity += item.quantity;
    else
      lines.set(itemId, {
        itemId,
        productId: dish.id,
        quantity: item.quantity,
        selectedAttributes,
        selectedAddons,
        item,
      });
  }

  const planned: ReorderLine[] = [];
  for (const { item, ...line } of lines.values()) {
    if (line.quantity > MAX_LINE_QUANTITY) {
      changes.push(change("quantityCapped", item, REORDER_MESSAGES.quantityCapped(item.name, line.quantity)));
      line.quantity = MAX_LINE_QUANTITY;
    }
    planned.push(line);
  }
  return { lines: planned, changes };
}
