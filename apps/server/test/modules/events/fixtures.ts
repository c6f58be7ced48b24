/** Orders written straight to the database, with their live event, so the events tests need no other module. */
import type { PaymentMode, PaymentStatus } from "@zaika/contract/order-status";
import { eq } from "drizzle-orm";
import type { Db } from "../../../src/db/client";
import { orders } from "../../../src/db/schema/orders";
import { restaurants } from "../../../src/db/schema/restaurants";
import { users } from "../../../src/db/schema/users";
import { accessTokens } from "../../../src/modules/auth/tokens";
import { recordOrderEvent } from "../../../src/modules/orders/events";
import type { TestContext } from "../../helpers/app";

let orderCounter = 0;

export interface People {
  admin: { id: string; token: string };
  owner: { id: string; token: string };
  restaurantId: string;
  customerA: { id: string; token: string };
  customerB: { id: string; token: string };
  rider: { id: string; token: string };
}

/** The seeded admin, owner and customer, plus a second customer and a rider; tokens signed with the app's secret. */
export async function people(t: Pick<TestContext, "database" | "config" | "clock">): Promise<People> {
  const db = t.database.db;
  const tokens = accessTokens(t.config.jwtSecret, () => t.clock.now());
  const [admin] = await db.select().from(users).where(eq(users.role, "admin"));
  const [customerA] = await db.select().from(users).where(eq(users.role, "user"));
  const [restaurant] = await db.select().from(restaurants);
  const suffix = String(Math.floor(Math.random() * 1e6)).padStart(6, "0");
  const [customerB] = await db
    .insert(users)
    .values({ role: "user", name: "Customer B", phone: `9111${suffix}`, phoneVerified: true })
    .returning();
  const [rider] = await db
    .insert(users)
    .values({ role: "rider", name: "Rider R", phone: `9222${suffix}`, phoneVerified: true })
    .returning();
  if (!admin || !customerA || !restaurant || !customerB || !rider) throw new Error("seed incomplete");
  const sign = async (u: { id: string; role: "user" | "restaurant" | "admin" | "rider"; name: string }) => ({
    id: u.id,
    token: await tokens.sign(u),
  });
  return {
    admin: await sign(admin),
    owner: await sign({ id: restaurant.ownerId, role: "restaurant", name: "Owner" }),
    restaurantId: restaurant.id,
    customerA: await sign(customerA),
    customerB: await sign(customerB),
    rider: await sign(rider),
  };
}

export interface PlacedOrder {
  id: string;
  orderNumber: string;
  eventId: number;
}

/** Inserts a minimal order and records its `placed` event in one transaction (the NOTIFY goes out on commit). */
export async function placeOrder(
  db: Db,
  p: Pick<People, "restaurantId" | "owner">,
  input: { userId: string; paymentMode: PaymentMode; paymentStatus?: PaymentStatus; riderId?: string | null },
): Promise<PlacedOrder> {
  // Taken now: concurrent calls (Promise.all) must not all read the counter's final value inside their transactions.
  orderCounter += 1;
  const orderNumber = `ZK-T${Date.now().toString(36)}-${orderCounter}`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({
        orderNumber,
        userId: input.userId,
        restaurantId: p.restaurantId,
        paymentMode: input.paymentMode,
        paymentStatus: input.paymentStatus ?? "PENDING",
        riderId: input.riderId ?? null,
        items: [],
        itemCount: 1,
        subtotalPaise: 20000,
        gstPercent: 5,
        taxPaise: 1000,
        packagingPaise: 0,
        deliveryFeePaise: 0,
        totalPaise: 21000,
        deliveryAddress: {
          fullName: "Test",
          addressLine1: "1 MG Road",
          addressLine2: "",
          landmark: "",
          city: "Indore",
          state: "Madhya Pradesh",
          postalCode: "452001",
          addressType: "home",
          phoneNumber: "9876543210",
          deliveryInstructions: "",
          coordinates: { lat: 22.7, lng: 75.8 },
        },
        distanceMetres: 1200,
        deliveryCode: "1234",
      })
      .returning();
    if (!row) throw new Error("order not inserted");
    const eventId = await recordOrderEvent(tx, row, p.owner.id, {
      kind: "placed",
      to: "PENDING",
      actor: { id: input.userId, role: "user" },
      at: new Date(),
    });
    return { id: row.id, orderNumber: row.orderNumber, eventId };
  });
}

/** Moves an order to a new status and records it, as a lifecycle route would. */
export async function changeStatus(
  db: Db,
  ownerId: string,
  orderId: string,
  to: "ACCEPTED" | "PREPARING",
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(orders).set({ status: to }).where(eq(orders.id, orderId)).returning();
    if (!row) throw new Error("order not found");
    return recordOrderEvent(tx, row, ownerId, {
      kind: "status",
      from: "PENDING",
      to,
      actor: { id: ownerId, role: "restaurant" },
      at: new Date(),
    });
  });
}
