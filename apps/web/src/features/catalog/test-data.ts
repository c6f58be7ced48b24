/** Menu data for the catalog's component tests, shaped like the API's answers. */
import type { Menu } from "@zaika/contract/menu";
import type { Product } from "@zaika/contract/product";
import type { Restaurant } from "@zaika/contract/restaurant";

const day = { isClosed: false, slots: [{ open: "00:00", close: "24:00" }] };

export function makeRestaurant(overrides: Partial<Restaurant> = {}): Restaurant {
  return {
    _id: "6f1c2a3b-0000-4000-8000-000000000001",
    name: "Apna Sweets",
    description: "Sweets and snacks",
    foodType: "both",
    priceRange: "₹₹",
    cuisine: ["North Indian", "Sweets"],
    address: {
      street: "12 MG Road",
      city: "Indore",
      state: "Madhya Pradesh",
      zipCode: "452001",
      country: "India",
      coordinates: { lat: 22.72, lng: 75.86 },
    },
    contactInfo: { phones: ["9876543210"], email: "hello@apna.test", website: null },
    deliverySettings: {
      isDeliveryAvailable: true,
      deliveryRadius: 5,
      minimumOrderAmount: 149,
      deliveryFee: 30,
      estimatedDeliveryTime: 30,
      freeDeliveryThreshold: 299,
    },
    paymentOptions: { acceptsCash: true, acceptsOnlinePayment: true, acceptsWalletPayment: false },
    additionalSettings: { commissionRate: 10, packagingCharge: 10, preparationTime: 20, isActive: true },
    images: { logo: null, cover: null, gallery: [] },
    rating: { average: 4.2, count: 87 },
    isActive: true,
    isVerified: true,
    businessHours: {
      monday: day,
      tuesday: day,
      wednesday: day,
      thursday: day,
      friday: day,
      saturday: day,
      sunday: day,
    },
    isOpenNow: true,
    distance: 1800,
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: "6f1c2a3b-0000-4000-8000-000000000101",
    restaurant: "6f1c2a3b-0000-4000-8000-000000000001",
    category: { _id: "cat-pizza", name: "Pizza" },
    name: "Paneer Pizza",
    description: "Paneer tikka, onion and capsicum",
    price: 300,
    discountedPrice: 250,
    foodType: "veg",
    image: null,
    isAvailable: true,
    preparationTime: 20,
    attributes: [
      {
        name: "Size",
        required: true,
        options: [
          { name: "Regular", additionalPrice: 0 },
          { name: "Large", additionalPrice: 120 },
        ],
      },
      { name: "Crust", required: false, options: [{ name: "Cheese burst", additionalPrice: 80.5 }] },
    ],
    addons: [
      { name: "Extra cheese", price: 40 },
      { name: "Jalapenos", price: 25 },
    ],
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

export function makeMenu(restaurant: Partial<Restaurant> = {}, products: Product[] = [makeProduct()]): Menu {
  return {
    restaurant: makeRestaurant(restaurant),
    categories: [{ _id: "cat-pizza", name: "Pizza", products }],
  };
}
