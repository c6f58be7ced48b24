/**
 * The demo catalogue around Indore: categories, banners, restaurants with owners, hours and settings, and their menus,
 * with pictures drawn by @zaika/seed-artwork (or read from its cache). Deterministic: every run builds the same demo.
 */
import { createHash } from "node:crypto";
import type { BusinessHours } from "@zaika/contract/business-hours";
import { toPaise } from "@zaika/contract/common";
import type { ImagePurpose } from "@zaika/contract/media";
import type { FoodType } from "@zaika/contract/product";
import { ART, type ArtKey } from "@zaika/seed-artwork/catalogue";
import { type DrawOptions, drawPictures, type PictureOrder } from "@zaika/seed-artwork/pictures";
import { random } from "@zaika/seed-artwork/random";
import { and, eq } from "drizzle-orm";
import { type Clock, systemClock } from "../../lib/clock";
import { hashPassword } from "../../lib/crypto";
import type { StorageProvider } from "../../providers/storage/types";
import type { Db } from "../client";
import { categories, products, type StoredAddon, type StoredAttribute } from "../schema/catalog";
import { media } from "../schema/media";
import { type BankDetails, restaurants, type TaxInfo } from "../schema/restaurants";
import { users } from "../schema/users";
import { BANNERS } from "./content/banners";
import { CATEGORIES } from "./content/categories";
import { type DishSeed, MENUS } from "./content/menus";
import { DEMO_RESTAURANT_SLUG, RESTAURANTS, type RestaurantSeed } from "./content/restaurants";
import { DEMO } from "./demo";
import { seedOffersAndBanners } from "./offers";
import {
  BANKS,
  digits,
  FREE_DELIVERY_THRESHOLDS,
  freeDeliveryAbove,
  gstinCheckChar,
  letters,
  menuPrice,
} from "./restaurant-draws";

/** Every demo owner signs in with the demo owner's password (README lists it). */
export const DEMO_OWNER_PASSWORD = DEMO.restaurant.password;
export const ownerEmail = (slug: string) => `owner.${slug}@demo.test`;

// ── The plan: what the demo contains, before any picture or row exists ─────────────────────────────────────────

export interface PlannedDish {
  name: string;
  description: string;
  category: string;
  foodType: FoodType;
  art: ArtKey;
  pricePaise: number;
  discountedPricePaise: number | null;
  isAvailable: boolean;
  preparationMinutes: number;
  attributes: StoredAttribute[];
  addons: StoredAddon[];
}

export interface PlannedRestaurant {
  seed: RestaurantSeed;
  dishes: PlannedDish[];
  deliveryRadiusMetres: number;
  minimumOrderPaise: number;
  deliveryFeePaise: number;
  freeDeliveryThresholdPaise: number | null;
  estimatedDeliveryMinutes: number;
  acceptsCash: boolean;
  acceptsOnlinePayment: boolean;
  acceptsWalletPayment: boolean;
  commissionRate: number;
  packagingChargePaise: number;
  preparationMinutes: number;
  phones: string[];
  email: string;
  website: string | null;
  bankDetails: BankDetails;
  taxInfo: TaxInfo;
  /**
   * How well known the restaurant is meant to be (ratings over its life): weighs how much it sells in the order
   * history. Its stored rating and count are not this but its reviews' (history/reviews.ts).
   */
  ratingCount: number;
  /** Dishes on the cover, the signature first. */
  coverArt: ArtKey[];
}

function allowed(restaurant: RestaurantSeed, dish: DishSeed): boolean {
  if (restaurant.foodType === "veg") return dish.foodType === "veg";
  if (restaurant.foodType === "non-veg") return dish.foodType !== "veg";
  return true;
}

/** Dishes from each of the restaurant's menus in turn, so every kitchen it runs shows up, then priced for it. */
export function planMenu(restaurant: RestaurantSeed): PlannedDish[] {
  const rng = random(`menu:${restaurant.slug}`);
  const pools = restaurant.menus.map((menu) => (MENUS[menu] as DishSeed[]).filter((dish) => allowed(restaurant, dish)));
  const cap = rng.int(16, 24);
  const chosen: DishSeed[] = [];
  const names = new Set<string>();
  for (let round = 0; chosen.length < cap; round++) {
    let added = false;
    for (const pool of pools) {
      const dish = pool[round];
      if (!dish || chosen.length >= cap) continue;
      added = true;
      if (names.has(dish.name.toLowerCase())) continue;
      names.add(dish.name.toLowerCase());
      chosen.push(dish);
    }
    if (!added) break;
  }
  return chosen.map((dish, index) => {
    const price = menuPrice(dish.price, restaurant.priceRange, rng);
    const discounted = price >= 100 && rng.chance(0.22) ? Math.floor((price * rng.range(0.8, 0.9)) / 5) * 5 : null;
    return {
      name: dish.name,
      description: dish.description,
      category: dish.category,
      foodType: dish.foodType,
      art: dish.art,
      pricePaise: toPaise(price),
      discountedPricePaise: discounted === null ? null : toPaise(discounted),
      // A few dishes are sold out, never the first ones on the menu.
      isAvailable: index < 4 || !rng.chance(0.06),
      preparationMinutes: Math.max(3, dish.prep + rng.int(-2, 3)),
      attributes: dish.attributes.map((attribute) => ({
        name: attribute.name,
        required: attribute.required,
        options: attribute.options.map((o) => ({ name: o.name, additionalPricePaise: toPaise(o.extra) })),
      })),
      addons: dish.addons.map((addon) => ({ name: addon.name, pricePaise: toPaise(addon.price) })),
    };
  });
}

export function planRestaurant(seed: RestaurantSeed): PlannedRestaurant {
  const rng = random(`restaurant:${seed.slug}`);
  const dishes = planMenu(seed);
  const deliveryFee = rng.pick([0, 19, 25, 29, 39, 49]);
  // Delivery that is already free needs no threshold.
  const drawnThreshold = deliveryFee === 0 ? null : rng.pick(FREE_DELIVERY_THRESHOLDS);
  const drawnCash = rng.chance(0.8);
  const surname = seed.owner.split(" ").at(-1) ?? seed.owner;
  // A proprietor's PAN: 4th letter P, 5th the surname's initial.
  const pan = `${letters(rng, 3)}P${surname[0]?.toUpperCase() ?? "X"}${digits(rng, 4)}${letters(rng, 1)}`;
  const gstinBody = `23${pan}1Z`;
  const [bankCode, bankName] = rng.pick(BANKS);
  // Mobiles only: the contract's phone rule reads an Indore landline (0731-xxxxxxx) as a mobile number.
  const mobile = () => `${rng.pick(["98260", "98270", "94250", "99770", "88170", "70009", "93000"])}${digits(rng, 5)}`;
  const phones = rng.chance(0.5) ? [mobile(), mobile()] : [mobile()];
  const coverArt = [seed.signature, ...dishes.map((dish) => dish.art)].filter(
    (art, i, all) => ART[art].view === "top" && all.indexOf(art) === i,
  );
  const deliveryRadiusMetres = rng.pick([3, 4, 5, 6, 7, 8, 10]) * 1000;
  const minimumOrder = seed.priceRange === "₹" ? rng.pick([99, 149]) : rng.pick([149, 199, 249, 299]);
  const estimatedDeliveryMinutes = rng.int(4, 10) * 5;
  // Drawn even where the seed pins the payments, so every later draw stays as it was.
  const drawnOnline = !drawnCash || rng.chance(0.9);
  const payments = seed.payments ?? { acceptsCash: drawnCash, acceptsOnlinePayment: drawnOnline };
  const threshold = freeDeliveryAbove(minimumOrder, drawnThreshold);
  return {
    seed,
    dishes,
    deliveryRadiusMetres,
    minimumOrderPaise: toPaise(minimumOrder),
    deliveryFeePaise: toPaise(deliveryFee),
    freeDeliveryThresholdPaise: threshold === null ? null : toPaise(threshold),
    estimatedDeliveryMinutes,
    ...payments,
    acceptsWalletPayment: rng.chance(0.5),
    commissionRate: rng.pick([10, 12, 12.5, 15, 15, 18, 20, 22.5, 25]),
    packagingChargePaise: toPaise(rng.pick([0, 10, 15, 20, 25, 30])),
    preparationMinutes: rng.int(2, 6) * 5,
    phones,
    email: `hello@${seed.slug}.demo.test`,
    website: rng.chance(0.4) ? `https://${seed.slug}.demo.test` : null,
    bankDetails: {
      accountName: seed.name,
      accountNumber: `${rng.int(1, 9)}${digits(rng, rng.int(10, 15))}`,
      ifscCode: `${bankCode}0${digits(rng, 6)}`,
      bankName,
    },
    taxInfo: { gstin: `${gstinBody}${gstinCheckChar(gstinBody)}`, vatNumber: null, panNumber: pan },
    ratingCount: Math.round(rng.range(40, 600) * (seed.rating - 3) * 2.5),
    coverArt: coverArt.slice(0, 4),
  };
}

export function planCatalog(): PlannedRestaurant[] {
  return RESTAURANTS.map(planRestaurant);
}

// ── Pictures ───────────────────────────────────────────────────────────────────────────────────────────────────

/** Public URLs of the stored pictures: dishes by art key, categories by name, the rest by slug. */
interface Pictures {
  dish: Map<string, string>;
  category: Map<string, string>;
  logo: Map<string, string>;
  cover: Map<string, string>;
  banner: Map<string, string>;
}

/** One picture of the demo: what to draw, and where it is filed. */
interface PictureSlot {
  kind: keyof Pictures;
  id: string;
  folder: string;
  order: PictureOrder;
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

function pictureSlots(plan: PlannedRestaurant[]): PictureSlot[] {
  const slots: PictureSlot[] = [];
  for (const key of new Set<ArtKey>(plan.flatMap((r) => r.dishes.map((dish) => dish.art)))) {
    slots.push({ kind: "dish", id: key, folder: `dishes/${key}`, order: { kind: "dish", key } });
  }
  for (const { name, art, color } of CATEGORIES) {
    const order = { kind: "category", name, art, color } as const;
    slots.push({ kind: "category", id: name, folder: `categories/${slugify(name)}`, order });
  }
  for (const { seed, coverArt } of plan) {
    const logo = { name: seed.name, slug: seed.slug, color: seed.color, emblem: seed.signature, tagline: seed.tagline };
    slots.push({ kind: "logo", id: seed.slug, folder: `restaurants/${seed.slug}/logo`, order: { kind: "logo", logo } });
    const cover = { kind: "cover", slug: seed.slug, dishes: coverArt } as const;
    slots.push({ kind: "cover", id: seed.slug, folder: `restaurants/${seed.slug}/cover`, order: cover });
  }
  for (const banner of BANNERS) {
    slots.push({
      kind: "banner",
      id: banner.slug,
      folder: `banners/${banner.slug}`,
      order: { kind: "banner", banner },
    });
  }
  return slots;
}

/** The demo's pictures as WebP, in pictureSlots order; the server starts this while it creates a new database. */
export function drawDemoPictures(artwork: DrawOptions): Promise<Buffer[]> {
  return drawPictures(
    pictureSlots(planCatalog()).map((slot) => slot.order),
    artwork,
  );
}

async function storePictures(plan: PlannedRestaurant[], bodies: Buffer[], storage: StorageProvider) {
  const pictures: Pictures = {
    dish: new Map(),
    category: new Map(),
    logo: new Map(),
    cover: new Map(),
    banner: new Map(),
  };
  await Promise.all(
    pictureSlots(plan).map(async ({ kind, id, folder }, i) => {
      const body = need(bodies[i], `picture ${kind} ${id}`);
      // Named by content: uploads are served as immutable, so a changed picture needs a new name.
      const hash = createHash("sha256").update(body).digest("hex").slice(0, 10);
      pictures[kind].set(id, await storage.put(`seed/${folder}-${hash}.webp`, body, "image/webp"));
    }),
  );
  return pictures;
}

// ── Writing it ─────────────────────────────────────────────────────────────────────────────────────────────────

export interface SeedCatalogOptions {
  clock?: Clock;
  /** Where drawn pictures are cached, and who hears how drawing goes; no cache when left out. */
  artwork?: DrawOptions;
  /** The demo's pictures when their drawing started earlier (drawDemoPictures with the same artwork options). */
  drawn?: Promise<Buffer[]>;
}

export interface SeedCatalogReport {
  restaurants: number;
  products: number;
  categories: number;
  banners: number;
  pictures: number;
  /** Milliseconds spent drawing (or reading from the cache) and storing pictures, and writing rows. */
  picturesMs: number;
  databaseMs: number;
}

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`seed: ${what} is missing`);
  return value;
};

function restaurantColumns(planned: PlannedRestaurant, pictures: Pictures, at: Date) {
  const { seed } = planned;
  const gallery = [...new Set(planned.dishes.map((dish) => dish.art))]
    .slice(0, 3)
    .map((key) => need(pictures.dish.get(key), `picture of ${key}`));
  return {
    name: seed.name,
    description: seed.description,
    foodType: seed.foodType,
    priceRange: seed.priceRange,
    cuisine: seed.cuisine,
    street: `${seed.street}, ${seed.area}`,
    city: "Indore",
    state: "Madhya Pradesh",
    zipCode: seed.zipCode,
    country: "India",
    lat: seed.lat,
    lng: seed.lng,
    phones: planned.phones,
    email: planned.email,
    website: planned.website,
    isDeliveryAvailable: true,
    deliveryRadiusMetres: planned.deliveryRadiusMetres,
    minimumOrderPaise: planned.minimumOrderPaise,
    deliveryFeePaise: planned.deliveryFeePaise,
    estimatedDeliveryMinutes: planned.estimatedDeliveryMinutes,
    freeDeliveryThresholdPaise: planned.freeDeliveryThresholdPaise,
    acceptsCash: planned.acceptsCash,
    acceptsOnlinePayment: planned.acceptsOnlinePayment,
    acceptsWalletPayment: planned.acceptsWalletPayment,
    commissionRate: planned.commissionRate,
    packagingChargePaise: planned.packagingChargePaise,
    preparationMinutes: planned.preparationMinutes,
    bankDetails: planned.bankDetails,
    taxInfo: planned.taxInfo,
    logo: need(pictures.logo.get(seed.slug), `logo of ${seed.slug}`),
    cover: need(pictures.cover.get(seed.slug), `cover of ${seed.slug}`),
    gallery,
    // No made-up ratings: the order history's reviews give each restaurant its own (history/index.ts).
    ratingAverage: 0,
    ratingCount: 0,
    businessHours: seed.hours as BusinessHours,
    isActive: seed.isActive ?? true,
    isVerified: seed.isVerified ?? true,
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * Adds the catalogue to a database that has the demo accounts (seedDemo) and nothing else: fills in the demo owner's
 * restaurant, and adds the other restaurants with their owners, the categories, the menus and the banners.
 */
export async function seedCatalog(
  db: Db,
  storage: StorageProvider,
  options: SeedCatalogOptions = {},
): Promise<SeedCatalogReport> {
  const clock = options.clock ?? systemClock;
  const now = clock.now().getTime();
  const plan = planCatalog();
  const started = performance.now();
  const [pictures, ownerHash] = await Promise.all([
    (options.drawn ?? drawDemoPictures(options.artwork ?? { cache: null })).then((bodies) =>
      storePictures(plan, bodies, storage),
    ),
    hashPassword(DEMO_OWNER_PASSWORD),
  ]);
  const picturesMs = performance.now() - started;
  const pictureCount = Object.values(pictures).reduce((sum, map) => sum + map.size, 0);

  const written = performance.now();
  let productCount = 0;
  await db.transaction(async (tx) => {
    const [demo] = await tx
      .select({ restaurantId: restaurants.id, ownerId: users.id })
      .from(users)
      .innerJoin(restaurants, eq(restaurants.ownerId, users.id))
      .where(and(eq(users.email, DEMO.restaurant.email), eq(users.role, "restaurant")))
      .limit(1);
    if (!demo) throw new Error("seed: the demo owner's restaurant is missing; seed the accounts (seedDemo) first");

    const categoryRows = await tx
      .insert(categories)
      .values(
        CATEGORIES.map((category, i) => ({
          name: category.name,
          image: need(pictures.category.get(category.name), `picture of ${category.name}`),
          isActive: category.isActive,
          createdAt: new Date(now - (CATEGORIES.length - i) * 60_000),
          updatedAt: new Date(now - (CATEGORIES.length - i) * 60_000),
        })),
      )
      .returning({ id: categories.id, name: categories.name });
    const categoryId = new Map(categoryRows.map((row) => [row.name, row.id]));

    const others = plan.filter((r) => r.seed.slug !== DEMO_RESTAURANT_SLUG);
    const owners = await tx
      .insert(users)
      .values(
        others.map((r) => ({
          role: "restaurant" as const,
          name: r.seed.owner,
          email: ownerEmail(r.seed.slug),
          passwordHash: ownerHash,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const ownerId = new Map(owners.map((row) => [row.email, row.id]));

    // The newest restaurant first in the list: each one a day older than the one before.
    const createdAt = (index: number) => new Date(now - index * 86_400_000);
    const restaurantId = new Map<string, string>();
    const demoPlan = need(
      plan.find((r) => r.seed.slug === DEMO_RESTAURANT_SLUG),
      "the demo restaurant's plan",
    );
    await tx
      .update(restaurants)
      .set(restaurantColumns(demoPlan, pictures, createdAt(plan.indexOf(demoPlan))))
      .where(eq(restaurants.id, demo.restaurantId));
    restaurantId.set(DEMO_RESTAURANT_SLUG, demo.restaurantId);
    const inserted = await tx
      .insert(restaurants)
      .values(
        others.map((r) => ({
          ownerId: need(ownerId.get(ownerEmail(r.seed.slug)), `owner of ${r.seed.slug}`),
          ...restaurantColumns(r, pictures, createdAt(plan.indexOf(r))),
        })),
      )
      .returning({ id: restaurants.id, ownerId: restaurants.ownerId });
    const slugByOwner = new Map(others.map((r) => [ownerId.get(ownerEmail(r.seed.slug)), r.seed.slug]));
    for (const row of inserted) restaurantId.set(need(slugByOwner.get(row.ownerId), "restaurant slug"), row.id);

    const productRows = plan.flatMap((r, ri) =>
      r.dishes.map((dish, di) => {
        const at = new Date(now - ri * 86_400_000 + di * 1000);
        return {
          restaurantId: need(restaurantId.get(r.seed.slug), `restaurant ${r.seed.slug}`),
          categoryId: need(categoryId.get(dish.category), `category ${dish.category}`),
          name: dish.name,
          description: dish.description,
          pricePaise: dish.pricePaise,
          discountedPricePaise: dish.discountedPricePaise,
          foodType: dish.foodType,
          image: need(pictures.dish.get(dish.art), `picture of ${dish.art}`),
          isAvailable: dish.isAvailable,
          preparationMinutes: dish.preparationMinutes,
          attributes: dish.attributes,
          addons: dish.addons,
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
    await tx.insert(products).values(productRows);
    productCount = productRows.length;

    // The offers the banners advertise, then the banners linked to them, a restaurant or a category (issue 14).
    await seedOffersAndBanners(tx, { bannerPicture: pictures.banner, restaurantId, categoryId, now });

    // Who may use which picture: each owner their restaurant's (dish pictures shared by several restaurants are
    // every one of those owners'), the admin the categories' and banners'.
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO.admin.email)).limit(1);
    const owned = new Map<string, typeof media.$inferInsert>();
    const own = (url: string, ownerId: string, purpose: ImagePurpose) =>
      owned.set(`${ownerId} ${url}`, { url, ownerId, purpose, createdAt: new Date(now) });
    for (const r of plan) {
      const owner =
        r.seed.slug === DEMO_RESTAURANT_SLUG
          ? demo.ownerId
          : need(ownerId.get(ownerEmail(r.seed.slug)), `owner of ${r.seed.slug}`);
      const { logo, cover, gallery } = restaurantColumns(r, pictures, new Date(now));
      own(logo, owner, "logo");
      own(cover, owner, "cover");
      for (const url of gallery) own(url, owner, "gallery");
      for (const dish of r.dishes) own(need(pictures.dish.get(dish.art), `picture of ${dish.art}`), owner, "product");
    }
    if (admin) {
      for (const url of pictures.category.values()) own(url, admin.id, "category");
      for (const url of pictures.banner.values()) own(url, admin.id, "banner");
    }
    await tx
      .insert(media)
      .values([...owned.values()])
      .onConflictDoNothing();
  });

  return {
    restaurants: plan.length,
    products: productCount,
    categories: CATEGORIES.length,
    banners: BANNERS.length,
    pictures: pictureCount,
    picturesMs: Math.round(picturesMs),
    databaseMs: Math.round(performance.now() - written),
  };
}
