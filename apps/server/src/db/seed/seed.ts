/** The demo data: accounts of every role (README lists them). The catalog issue extends it with restaurants and menus. */
import { count, sql } from "drizzle-orm";
import { hashPassword } from "../../modules/auth/service";
import type { Db } from "../client";
import { restaurants } from "../schema/restaurants";
import { users } from "../schema/users";

export const DEMO = {
  admin: { email: "admin@demo.test", password: "Admin@12345", name: "Platform Admin" },
  restaurant: {
    email: "restaurant@demo.test",
    password: "Restaurant@12345",
    name: "Rajesh Sharma",
    restaurantName: "Sharma Ji Ki Rasoi",
  },
  customer: { phone: "9876543210", name: "Demo Customer", email: "customer@demo.test", dateOfBirth: "1995-08-15" },
} as const;

/** Tables the seed owns, children first. */
const RESET_ORDER = [
  "cart_items",
  "products",
  "banners",
  "categories",
  "support_messages",
  "refresh_tokens",
  "otp_tokens",
  "otp_challenges",
  "otp_sends",
  "sms_outbox",
  "restaurants",
  "users",
];

export async function seedDemo(db: Db): Promise<void> {
  const [adminHash, ownerHash] = await Promise.all([
    hashPassword(DEMO.admin.password),
    hashPassword(DEMO.restaurant.password),
  ]);
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({ role: "admin", name: DEMO.admin.name, email: DEMO.admin.email, passwordHash: adminHash });
    const [owner] = await tx
      .insert(users)
      .values({ role: "restaurant", name: DEMO.restaurant.name, email: DEMO.restaurant.email, passwordHash: ownerHash })
      .returning({ id: users.id });
    if (!owner) throw new Error("seed: owner not created");
    await tx.insert(restaurants).values({ ownerId: owner.id, name: DEMO.restaurant.restaurantName });
    await tx.insert(users).values({
      role: "user",
      name: DEMO.customer.name,
      email: DEMO.customer.email,
      phone: DEMO.customer.phone,
      dateOfBirth: DEMO.customer.dateOfBirth,
      phoneVerified: true,
    });
  });
}

/** Seeds a database that has no accounts yet; returns whether it did. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(db);
  return true;
}

/** Empties every table and seeds again (`npm run seed`). */
export async function resetAndSeed(db: Db): Promise<void> {
  await db.execute(sql.raw(`truncate ${RESET_ORDER.join(", ")} restart identity cascade`));
  await seedDemo(db);
}
