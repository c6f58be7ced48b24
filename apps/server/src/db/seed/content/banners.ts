/** The home page's promotions, in carousel order. */
import type { BannerInput } from "@zaika/seed-artwork/scenes";

export const BANNERS: BannerInput[] = [
  {
    slug: "first-order",
    eyebrow: "New on Zaika",
    headline: "Flat 50% off on your first order",
    subline: "Up to ₹100 off on orders above ₹199",
    cta: "Order now",
    code: "ZAIKA50",
    colors: ["#d62828", "#f77f00"],
    dishes: ["chicken-biryani", "paneer-makhani", "mango-lassi"],
  },
  {
    slug: "treat75",
    eyebrow: "Save on every order",
    headline: "Flat ₹75 off above ₹399",
    subline: "Three times per customer, at every restaurant",
    cta: "Use TREAT75",
    code: "TREAT75",
    colors: ["#0b6e4f", "#2a9d8f"],
    dishes: ["veggie-pizza", "masala-dosa", "veg-burger"],
  },
  {
    slug: "indori-street-food",
    eyebrow: "Sarafa · 56 Dukan",
    headline: "Indori Street Food Festival",
    subline: "Poha, jalebi, garadu and more, hot off the tawa",
    cta: "Taste Indore",
    colors: ["#6a1b9a", "#ff8f00"],
    dishes: ["poha", "jalebi", "garadu"],
  },
  {
    slug: "late-night",
    eyebrow: "Open 24x7",
    headline: "Late-night cravings?",
    subline: "Burgers, noodles and shakes delivered after midnight",
    cta: "Order now",
    colors: ["#0d1b2a", "#3a0ca3"],
    dishes: ["chicken-burger", "veg-noodles", "chocolate-shake"],
  },
  {
    slug: "sweet-endings",
    eyebrow: "Mithai & desserts",
    headline: "Sweet endings to every meal",
    subline: "Gulab jamun, rasmalai, kulfi and cakes near you",
    cta: "Treat yourself",
    colors: ["#ad1457", "#f06292"],
    dishes: ["gulab-jamun", "rasmalai", "sundae"],
  },
];

/**
 * Where each banner leads (issue 14): every promise a banner makes is a real offer, restaurant or category of the
 * seed. An offer by its code, a restaurant by its slug and a category by its name (the seed stores both as ids).
 */
export const BANNER_LINKS: Record<string, { kind: "offer" | "restaurant" | "category"; target: string }> = {
  "first-order": { kind: "offer", target: "ZAIKA50" },
  treat75: { kind: "offer", target: "TREAT75" },
  "indori-street-food": { kind: "category", target: "Street Food" },
  "late-night": { kind: "restaurant", target: "midnight-bites" },
  "sweet-endings": { kind: "category", target: "Sweets" },
};

/** The offers the banners advertise, as the admin would create them (money in paise). */
export const COUPONS = [
  {
    code: "ZAIKA50",
    title: "Flat 50% off on your first order",
    description: "Up to ₹100 off on your first Zaika order of ₹199 or more.",
    discountType: "percent" as const,
    discountValue: 50,
    maxDiscountPaise: 10_000,
    minOrderPaise: 19_900,
    firstOrderOnly: true,
  },
  {
    code: "TREAT75",
    title: "Flat ₹75 off above ₹399",
    description: "₹75 off any order of ₹399 or more, three times per customer.",
    discountType: "flat" as const,
    discountValue: 7_500,
    maxDiscountPaise: null,
    minOrderPaise: 39_900,
    firstOrderOnly: false,
    perCustomerLimit: 3,
  },
];
