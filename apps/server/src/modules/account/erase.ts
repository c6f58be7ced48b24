/**
 * Deleting a customer's account (decision 022), in one transaction: either every piece of personal data is erased or
 * anonymised, or nothing is. The account row keeps its id, because the orders kept for tax point to it.
 *
 * Table by table: users (anonymised, deleted_at set); addresses, cart_items, cart_coupons, favourites,
 * idempotency_keys (deleted); orders (delivery address anonymised, the customer's cancellation reason erased);
 * order_events (reasons the customer wrote erased); track_points of their orders (deleted); reviews (author and text
 * erased, ratings kept); support_messages (deleted); refresh_tokens (revoked); otp_challenges, otp_sends, otp_tokens,
 * sms_outbox (the phone's rows deleted). Payments, refunds, the ledger, invoices, the sandbox's books, dispatch and the
 * report rollups hold no personal data of the customer (order ids, amounts, riders); coupon_uses only counts.
 */
import { ACCOUNT_MESSAGES } from "@zaika/contract/account";
import type { ModuleDeps } from "../../deps";
import { BusinessRule, NotFound } from "../../lib/errors";
import { revokeSessions } from "../customers/queries";
import { ACCOUNT_NOT_FOUND } from "./export";
import * as q from "./queries";

export type DeleteAccountDeps = Pick<ModuleDeps, "db" | "clock" | "blockedAccounts">;

export async function deleteAccount(deps: DeleteAccountDeps, userId: string) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // Locked first, so two deletions (two tabs) run one after the other and the second finds no account.
    const customer = await q.lockCustomer(tx, userId);
    if (!customer) throw new NotFound(ACCOUNT_NOT_FOUND);
    // An order under way still needs the customer's address and phone (the rider is coming), and may yet be
    // refunded to them: they can delete once it is delivered or cancelled.
    const inProgress = await q.orderInProgress(tx, userId);
    if (inProgress !== null) {
      throw new BusinessRule(ACCOUNT_MESSAGES.orderInProgress(inProgress), { orderNumber: inProgress });
    }
    await q.anonymiseOrders(tx, userId);
    await q.anonymiseReviews(tx, userId);
    await q.deleteBelongings(tx, userId);
    await q.deleteSupportMessages(tx, userId, customer.email);
    if (customer.phone) await q.deletePhoneTraces(tx, customer.phone);
    await revokeSessions(tx, userId, now);
    await q.anonymiseUser(tx, userId, now);
  });
  // After the commit, as when an admin blocks an account (modules/customers): every node refuses the account's
  // access token from its next request on and ends its live-event stream, without a query per request.
  await deps.blockedAccounts.changed(userId, true);
  return { success: true as const, message: ACCOUNT_MESSAGES.deleted };
}
