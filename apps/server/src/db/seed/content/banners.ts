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
    slug: "free-delivery",
    eyebrow: "Save on every order",
    headline: "Free delivery above ₹299",
    subline: "From hundreds of restaurants across Indore",
    cta: "Explore",
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
    eyebrow: "Open till 4 AM",
    headline: "Late-night cravings?",
    subline: "Momos, pizzas and shakes delivered after midnight",
    cta: "Order now",
    colors: ["#0d1b2a", "#3a0ca3"],
    dishes: ["veg-momos", "chicken-pizza", "chocolate-shake"],
  },
  {
    slug: "sweet-endings",
    eyebrow: "Mithai & desserts",
    headline: "Sweet endings from ₹49",
    subline: "Gulab jamun, rasmalai, kulfi and cakes near you",
    cta: "Treat yourself",
    colors: ["#ad1457", "#f06292"],
    dishes: ["gulab-jamun", "rasmalai", "sundae"],
  },
];
