/**
 * Reorder (issue 14): a customer's own order goes back into the cart as the menu is today. The plan (which lines,
 * what changed) is the contract's planReorder; the lines are written under the cart's lock in one transaction, and the
 * answer is the cart exactly as `GET /cart` prices it, so nothing here restates a price.
 *
 * Decisions, written in the README too:
 * - Any of the customer's own orders may be repeated, whatever its status (the web app offers it on ended orders);
 *   another customer's order is a 404, as on the order page.
 * - The restaurant is checked as adding to the cart checks it: deactivated or deleted → 422; closed by its hours or
 *   paused is fine (the cart says so and the checkout offers a later slot).
 * - Nothing orderable → 422, whose details list why each dish was left out; this comes before the question about
 *   another restaurant's cart, so the customer is never asked to give up a cart for nothing.
 * - A cart of another restaurant → the add-to-cart 409 (same message and details) unless replaceCart, which empties it
 *   first. Lines of the same restaurant stay; a line with the same dish and choices takes the order's quantity rather
 *   than adding to it, so a second press (or a retry) does not double the food.
 */
import { CART_MESSAGES } from "@zaika/contract/cart";
import type { Position } from "@zaika/contract/geo";
import { ORDER_MESSAGES } from "@zaika/contract/order";
import {
  planReorder,
  REORDER_MESSAGES,
  type ReorderBodySchema,
  type ReorderChange,
  type ReorderResponse,
} from "@zaika/contract/reorder";
import type { z } from "zod";
import type { ModuleDeps } from "../../deps";
import { BusinessRule, NotFound } from "../../lib/errors";
import * as cartQueries from "../cart/queries";
import { getCart, OtherRestaurantInCart } from "../cart/service";
import * as q from "./queries";

export type ReorderDeps = Pick<ModuleDeps, "db" | "clock" | "eta">;
type ReorderBody = z.output<typeof ReorderBodySchema>;

export async function reorder(
  deps: ReorderDeps,
  userId: string,
  orderId: string,
  body: ReorderBody,
  position: Position | null = null,
): Promise<ReorderResponse> {
  const now = deps.clock.now();
  const changes: ReorderChange[] = await deps.db.transaction(async (tx) => {
    const order = await q.orderToRepeat(tx, orderId);
    if (!order || order.userId !== userId) throw new NotFound(ORDER_MESSAGES.notFound);
    const { restaurant } = order;
    if (!restaurant.isActive || restaurant.deletedAt) throw new BusinessRule(CART_MESSAGES.restaurantClosed);

    // From here on, no other write to this customer's cart interleaves (the cart module's lock).
    await cartQueries.lockCart(tx, userId);
    const ids = [...new Set(order.items.map((item) => item.productId))];
    const dishes = await q.dishesNow(tx, restaurant.id, ids);
    const plan = planReorder(
      order.items,
      dishes.map((dish) => ({ ...dish, isDeleted: dish.deletedAt !== null })),
    );
    if (plan.lines.length === 0) {
      throw new BusinessRule(REORDER_MESSAGES.nothingOrderable, { changes: plan.changes });
    }

    const current = await cartQueries.cartRestaurant(tx, userId);
    if (current && current.id !== restaurant.id) {
      if (!body.replaceCart) throw new OtherRestaurantInCart(current);
      await cartQueries.clearCart(tx, userId);
    }
    for (const [index, line] of plan.lines.entries()) {
      // Cart lines are listed by when they were added: a millisecond apart keeps the order's sequence.
      const addedAt = new Date(now.getTime() + index);
      await q.putLine(tx, {
        userId,
        itemId: line.itemId,
        restaurantId: restaurant.id,
        productId: line.productId,
        quantity: line.quantity,
        selectedAttributes: line.selectedAttributes,
        selectedAddons: line.selectedAddons,
        createdAt: addedAt,
        updatedAt: addedAt,
      });
    }
    return plan.changes;
  });
  return { success: true, message: REORDER_MESSAGES.added, ...(await getCart(deps, userId, position)), changes };
}
