/** Restaurants in their wire shape, for component tests of any feature (a valid GET /restaurant or listing answer). */
import { sameEveryDay } from "@zaika/contract/business-hours";
import type { Restaurant } from "@zaika/contract/restaurant";

export function makeRestaurant(overrides: Partial<Restaurant> = {}): Restaurant {
  return {
    _id: "3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b",
    name: "Sarafa Spice House",
    description: "Street food classics.",
    foodType: "both",
    priceRange: "₹₹",
    cuisine: ["North Indian", "Street Food"],
    address: {
      street: "12 Sarafa Bazaar",
      city: "Indore",
      state: "Madhya Pradesh",
      zipCode: "452002",
      country: "India",
      coordinates: { lat: 22.7187, lng: 75.8553 },
    },
    contactInfo: { phones: ["9876543210"], email: "hello@sarafa.example", website: null },
    deliverySettings: {
      isDeliveryAvailable: true,
      deliveryRadius: 5,
      minimumOrderAmount: 149,
      deliveryFee: 30,
      estimatedDeliveryTime: 35,
      freeDeliveryThreshold: 499,
    },
    paymentOptions: { acceptsCash: true, acceptsOnlinePayment: true, acceptsWalletPayment: false },
    additionalSettings: {
      commissionRate: 12,
      packagingCharge: 10,
      preparationTime: 20,
      isActive: true,
      bankDetails: {
        accountName: "Sarafa Spice House LLP",
        accountNumber: "123456789012",
        ifscCode: "HDFC0001234",
        bankName: "HDFC Bank",
      },
      taxInfo: { gstin: "23ABCDE1234F1Z5", vatNumber: null, panNumber: null },
    },
    images: { logo: null, cover: null, gallery: [] },
    rating: { average: 4.3, count: 120 },
    isActive: true,
    isVerified: true,
    owner: { _id: "owner-1", name: "Ravi Jain", email: "ravi@sarafa.example" },
    businessHours: sameEveryDay([{ open: "11:00", close: "23:00" }]),
    isOpenNow: true,
    distance: null,
    opensAt: null,
    kitchen: { busyMinutes: 0, paused: false, pausedUntil: null },
    eta: { minMinutes: 30, maxMinutes: 35, preparationMinutes: 20 },
    createdAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}
