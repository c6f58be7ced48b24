/** SQL of placing an order and starting its payment: one statement per step, no N+1. */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type Db, preparedQuery, type Tx } from "../../db/client";
import { isUniqueViolation, pgErrorOf } from "../../db/errors";
import { addresses } from "../../db/schema/addresses";
import { cartItems } from "../../db/schema/cart";
import { products } from "../../db/schema/catalog";
import { cartCoupons, coupons, couponUses } from "../../db/schema/coupons";
import { idempotencyKeys, orders } from "../../db/schema/orders";
import { restaurants } from "../../db/schema/restaurants";
import { users } from "../../db/schema/users";
import { EVENT_CHANNEL } from "../../lib/events";
import { hasLiveOrderSql } from "../coupons/queries";
import { entriesJson, insertEntriesFromJsonSql, type LedgerRow } from "../ledger/queries";
import { cashFeesSql, outstandingFees } from "./cash-fees";
import { kitchenTimeColumns } from "./eta-queries";
import { type OrderRow, orderRestaurantColumns } from "./queries";

type Conn = Db | Tx;

const keyRecords = alias(idempotencyKeys, "key_records");

/**
 * Everything placing an order reads, in one prepared statement (built once per database, planned once per
 * connection): the customer, what their Idempotency-Key already stands for, the chosen address when it is theirs, and
 * the cart's lines with their dishes and restaurant. One row per line; one row with null line columns for an empty
 * cart; none when the customer does not exist.
 */
function checkoutReadStatement(db: Db) {
  return db
    .select({
      user: { id: users.id, name: users.name, email: users.email, phone: users.phone, isBlocked: users.isBlocked },
      keyRecord: { requestHash: keyRecords.requestHash, orderId: keyRecords.orderId },
      address: addresses,
      line: {
        itemId: cartItems.itemId,
        quantity: cartItems.quantity,
        selectedAttributes: cartItems.selectedAttributes,
        selectedAddons: cartItems.selectedAddons,
      },
      product: {
        id: products.id,
        name: products.name,
        image: products.image,
        description: products.description,
        foodType: products.foodType,
        pricePaise: products.pricePaise,
        discountedPricePaise: products.discountedPricePaise,
        isAvailable: products.isAvailable,
        deletedAt: products.deletedAt,
        attributes: products.attributes,
        addons: products.addons,
      },
      restaurant: {
        ...orderRestaurantColumns,
        businessHours: restaurants.businessHours,
        isActive: restaurants.isActive,
        deletedAt: restaurants.deletedAt,
        isDeliveryAvailable: restaurants.isDeliveryAvailable,
        minimumOrderPaise: restaurants.minimumOrderPaise,
        deliveryFeePaise: restaurants.deliveryFeePaise,
        freeDeliveryThresholdPaise: restaurants.freeDeliveryThresholdPaise,
        packagingChargePaise: restaurants.packagingChargePaise,
        deliveryRadiusMetres: restaurants.deliveryRadiusMetres,
        acceptsCash: restaurants.acceptsCash,
        acceptsOnlinePayment: restaurants.acceptsOnlinePayment,
        pausedAt: restaurants.pausedAt,
        pausedUntil: restaurants.pausedUntil,
        orderCapPerWindow: restaurants.orderCapPerWindow,
        // The kitchen's preparation time, for the delivery time promised (learned ETAs).
        ...kitchenTimeColumns,
      },
      // The coupon on the cart (issue 14), this customer's uses of it and whether they have ordered before (asked only
      // when there is a coupon). The write claims the use again atomically; this is for the rule's message.
      coupon: coupons,
      couponUses: couponUses.uses,
      hasOrdered: sql<boolean>`case when ${cartCoupons.couponId} is null then false else ${hasLiveOrderSql(users.id)} end`,
      // The customer's cash cancellation fees with the order that carries each (decision 027); the contract's
      // feeOutstanding picks the ones still owed. Usually none: the partial index answers without touching a row.
      cashFees: cashFeesSql(),
    })
    .from(users)
    .leftJoin(keyRecords, and(eq(keyRecords.userId, users.id), eq(keyRecords.key, sql.placeholder("key"))))
    .leftJoin(addresses, and(eq(addresses.id, sql.placeholder("addressId")), eq(addresses.userId, users.id)))
    .leftJoin(cartItems, eq(cartItems.userId, users.id))
    .leftJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(restaurants, eq(restaurants.id, cartItems.restaurantId))
    .leftJoin(cartCoupons, eq(cartCoupons.userId, users.id))
    .leftJoin(coupons, eq(coupons.id, cartCoupons.couponId))
    .leftJoin(couponUses, and(eq(couponUses.couponId, coupons.id), eq(couponUses.userId, users.id)))
    .where(eq(users.id, sql.placeholder("userId")))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.itemId))
    .prepare("checkout_read");
}

const checkoutReads = new WeakMap<Db, ReturnType<typeof checkoutReadStatement>>();

export async function readCheckout(db: Db, userId: string, addressId: string, key: string) {
  let statement = checkoutReads.get(db);
  if (!statement) {
    statement = checkoutReadStatement(db);
    checkoutReads.set(db, statement);
  }
  const rows = await statement.execute({ userId, addressId, key });
  const [first] = rows;
  if (!first) return null;
  const lines = [];
  for (const row of rows) {
    if (row.line && row.product && row.restaurant) {
      lines.push({ ...row.line, product: row.product, restaurant: row.restaurant });
    }
  }
  const coupon = first.coupon
    ? { coupon: first.coupon, customerUses: first.couponUses ?? 0, isFirstOrder: !first.hasOrdered }
    : null;
  const previousFees = outstandingFees(first.cashFees ?? []);
  return { user: first.user, keyRecord: first.keyRecord, address: first.address, lines, coupon, previousFees };
}

export type CheckoutLine = NonNullable<Awaited<ReturnType<typeof readCheckout>>>["lines"][number];

/** Raised by the write below when the cart changed after it was read (migration 0003). */
const CART_CHANGED_SQLSTATE = "ZK409";

export function isCartChangedError(error: unknown): boolean {
  return pgErrorOf(error)?.code === CART_CHANGED_SQLSTATE;
}

export function isIdempotencyKeyTaken(error: unknown): boolean {
  return isUniqueViolation(error, "idempotency_keys_user_id_key_pk");
}

export interface OrderWrite {
  order: Pick<
    OrderRow,
    | "id"
    | "userId"
    | "restaurantId"
    | "paymentMode"
    | "paymentProvider"
    | "payableUntil"
    | "items"
    | "itemCount"
    | "subtotalPaise"
    | "gstPercent"
    | "taxPaise"
    | "packagingPaise"
    | "deliveryFeePaise"
    | "totalPaise"
    | "deliveryAddress"
    | "distanceMetres"
    | "deliveryCode"
    | "createdAt"
    | "scheduledFor"
    | "releaseAt"
    | "kitchenAt"
    | "smsDueAt"
    | "cancelDueAt"
    | "etaFrom"
    | "etaTo"
    | "couponCode"
    | "discountPaise"
    | "discountFundedBy"
    | "tipPaise"
    | "duesPaise"
    | "previousFees"
  >;
  /** The earlier cash fees this order carries, each with the carrier it had when read (compare-and-set). */
  carriedFees?: Array<{ id: string; carrierId: string | null }>;
  key: string;
  requestHash: string;
  /** The cart lines to delete, exactly as they were priced; empty to keep the cart (an online order until paid). */
  clear: Array<{ itemId: string; quantity: number }>;
  /** The live event, without its eventId and orderNumber (known only inside the statement). */
  event: Record<string, unknown>;
  /** The ledger entries of the sale (modules/ledger postingRows), written with the order; placeOrder always has them. */
  ledger?: LedgerRow[];
  /** The cart's coupon to claim a use of, with this customer's limit (null: none); absent without a coupon. */
  coupon?: { id: string; customerLimit: number | null };
}

/**
 * Writes an order in one statement, so in one implicit transaction and one round trip:
 * - claims the Idempotency-Key with the order's id (a concurrent request with the same key waits here, then fails
 *   with a unique violation: isIdempotencyKeyTaken);
 * - deletes the priced cart lines;
 * - inserts the order (PENDING, payment PENDING), numbered from the sequence (ZK100001, …), and its first timeline row;
 * - inserts the sale's ledger entries (a WITH clause that changes data runs whether or not it is read);
 * - claims a use of the cart's coupon (issue 14): the coupon row's count only while under its total limit, then the
 *   customer's count only while under their limit. Both are row updates, so a concurrent placement waits for the
 *   other's commit and re-checks the limit against it; a claim that fails aborts the statement (as a changed cart
 *   does), and the caller's next attempt reads the coupon used up and answers 422 with the rule;
 * - for a cash order, takes the coupon off the cart with its lines (an online order keeps both until it is paid);
 * - NOTIFYs the live event with the row's id (delivered on commit).
 * If a priced line was changed or removed meanwhile, zaika_abort (migration 0003) rolls all of it back
 * (isCartChangedError) and the caller prices the cart again. A prepared statement: see preparedQuery.
 */
const WRITE_ORDER_SQL = `
  with claim as (
    insert into idempotency_keys (user_id, key, request_hash, order_id, created_at)
    values ($1, $2, $3, $4, $5)
    returning 1
  ),
  cleared as (
    delete from cart_items c
    using jsonb_to_recordset($6::jsonb) as l("itemId" text, quantity int)
    where c.user_id = $1 and c.item_id = l."itemId" and c.quantity = l.quantity and exists (select 1 from claim)
    returning 1
  ),
  placed as (
    insert into orders (
      id, order_number, user_id, restaurant_id, status, payment_mode, payment_provider, payment_status, payable_until,
      items, item_count, subtotal_paise, gst_percent, tax_paise, packaging_paise, delivery_fee_paise, total_paise,
      delivery_address, distance_m, delivery_code, created_at, updated_at,
      scheduled_for, release_at, kitchen_at, sms_due_at, cancel_due_at, eta_from, eta_to,
      coupon_id, coupon_code, discount_paise, discount_funded_by, tip_paise, dues_paise, previous_fees)
    values (
      $4, 'ZK' || nextval('order_number_seq'), $1, $7, 'PENDING', $8, $9, 'PENDING', $10,
      $11::jsonb, $12, $13, $14, $15, $16, $17, $18,
      $19::jsonb, $20, $21, $5, $5,
      $26, $27, $28, $29, $30, $31, $32,
      $33::uuid, $35, $36, $37, $38, $41, $42::jsonb)
    returning order_number
  ),
  fees_carried as (
    update orders f set fee_carried_by = $4
    from jsonb_to_recordset($40::jsonb) as r(id uuid, "carrierId" uuid)
    where f.id = r.id and f.user_id = $1 and f.fee_carried_by is not distinct from r."carrierId"
      and exists (select 1 from placed)
    returning 1
  ),
  coupon_claim as (
    update coupons set used_count = used_count + 1, updated_at = $5
    where id = $33::uuid and is_active and (total_limit is null or used_count < total_limit)
    returning id
  ),
  customer_claim as (
    insert into coupon_uses (coupon_id, user_id, uses)
    select id, $1, 1 from coupon_claim
    on conflict (coupon_id, user_id) do update set uses = coupon_uses.uses + 1
    where $34::int is null or coupon_uses.uses < $34::int
    returning 1
  ),
  coupon_cleared as (
    delete from cart_coupons where user_id = $1 and $39::boolean and exists (select 1 from claim)
    returning 1
  ),
  event as (
    insert into order_events (order_id, kind, to_status, actor_id, actor_role, created_at)
    select $4, 'placed', 'PENDING', $1, 'user', $5 from placed
    returning id
  ),
  ledger as (
    ${insertEntriesFromJsonSql("$25")}
  )
  select placed.order_number as "orderNumber", event.id as "eventId",
    case when (select count(*) from cleared) = $22 then true
         else zaika_abort('cart changed while the order was being placed') end as "cartUnchanged",
    case when (select count(*) from fees_carried) = jsonb_array_length($40::jsonb) then true
         else zaika_abort('a cash fee was carried by another order meanwhile') end as "feesHeld",
    case when $33::uuid is null or exists (select 1 from customer_claim) then true
         else zaika_abort('the coupon was used up while the order was being placed') end as "couponHeld",
    pg_notify($23, jsonb_set(jsonb_set($24::jsonb, '{eventId}', to_jsonb(event.id)),
      '{orderNumber}', to_jsonb(placed.order_number))::text) as notified
  from placed, event`;

const isoOrNull = (at: Date | null) => at?.toISOString() ?? null;

export async function writeOrder(db: Db, write: OrderWrite): Promise<{ orderNumber: string; eventId: number }> {
  const { order } = write;
  const [row] = await preparedQuery<{ orderNumber: string; eventId: string | number }>(
    db,
    "write_order",
    WRITE_ORDER_SQL,
    [
      order.userId,
      write.key,
      write.requestHash,
      order.id,
      order.createdAt.toISOString(),
      JSON.stringify(write.clear),
      order.restaurantId,
      order.paymentMode,
      order.paymentProvider,
      order.payableUntil?.toISOString() ?? null,
      JSON.stringify(order.items),
      order.itemCount,
      order.subtotalPaise,
      order.gstPercent,
      order.taxPaise,
      order.packagingPaise,
      order.deliveryFeePaise,
      order.totalPaise,
      JSON.stringify(order.deliveryAddress),
      order.distanceMetres,
      order.deliveryCode,
      write.clear.length,
      EVENT_CHANNEL,
      JSON.stringify(write.event),
      entriesJson(write.ledger ?? []),
      ...[order.scheduledFor, order.releaseAt, order.kitchenAt, order.smsDueAt, order.cancelDueAt].map(isoOrNull),
      ...[order.etaFrom, order.etaTo].map(isoOrNull),
      write.coupon?.id ?? null,
      write.coupon?.customerLimit ?? null,
      order.couponCode,
      order.discountPaise,
      order.discountFundedBy,
      order.tipPaise,
      // The coupon leaves the cart with its lines: now for cash, when paid for online (cart clearCart).
      write.clear.length > 0,
      JSON.stringify(write.carriedFees ?? []),
      order.duesPaise,
      JSON.stringify(order.previousFees),
    ],
  );
  if (!row) throw new Error("order not written");
  return { orderNumber: row.orderNumber, eventId: Number(row.eventId) };
}

/**
 * Stores the provider order created after the order committed, unless another request (a retry racing the first)
 * stored one already; returns the id that is stored either way.
 */
export async function storeProviderOrder(
  conn: Conn,
  orderId: string,
  provider: OrderRow["paymentProvider"],
  providerOrderId: string,
): Promise<string> {
  const [updated] = await conn
    .update(orders)
    .set({ providerOrderId, paymentProvider: provider })
    .where(and(eq(orders.id, orderId), isNull(orders.providerOrderId)))
    .returning({ providerOrderId: orders.providerOrderId });
  if (updated?.providerOrderId) return updated.providerOrderId;
  const [stored] = await conn
    .select({ providerOrderId: orders.providerOrderId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return stored?.providerOrderId ?? providerOrderId;
}

export async function orderIdByProviderOrder(conn: Conn, providerOrderId: string) {
  const [row] = await conn
    .select({ id: orders.id, userId: orders.userId })
    .from(orders)
    .where(eq(orders.providerOrderId, providerOrderId));
  return row ?? null;
}
