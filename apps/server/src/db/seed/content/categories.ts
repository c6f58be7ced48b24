/** The demo's food categories: name, the dish on its tile, the tile's colour. */
import type { ArtKey } from "@zaika/seed-artwork/catalogue";

export interface CategorySeed {
  name: string;
  art: ArtKey;
  color: string;
  isActive: boolean;
}

const active = (name: string, art: ArtKey, color: string): CategorySeed => ({ name, art, color, isActive: true });

export const CATEGORIES = [
  active("Biryani", "chicken-biryani", "#f4a261"),
  active("Pizza", "margherita", "#e76f51"),
  active("Burgers", "veg-burger", "#e9c46a"),
  active("North Indian", "paneer-makhani", "#e07a5f"),
  active("South Indian", "masala-dosa", "#81b29a"),
  active("Chinese", "veg-noodles", "#ef476f"),
  active("Desserts", "sundae", "#f28482"),
  active("Street Food", "pani-puri", "#f6bd60"),
  active("Thali", "north-thali", "#90be6d"),
  active("Rolls & Wraps", "paneer-roll", "#f4a259"),
  active("Beverages", "mango-lassi", "#84a59d"),
  active("Cakes", "black-forest", "#f5cac3"),
  active("Healthy", "green-salad", "#a7c957"),
  active("Breakfast", "poha", "#ffd166"),
  active("Kebabs & Tandoori", "paneer-tikka", "#bc4749"),
  active("Sandwiches", "veg-sandwich", "#e9c46a"),
  active("Sweets", "laddoo", "#f7b267"),
  // Switched off between seasons: shown to admins only.
  { name: "Seasonal Specials", art: "kulfi", color: "#8ecae6", isActive: false },
] as const satisfies readonly CategorySeed[];

export type CategoryName = (typeof CATEGORIES)[number]["name"];
