/** The rider app's test data in its wire shape (valid against the contract): a rider, deliveries and offers. */
import type { RiderOffer } from "@zaika/contract/dispatch";
import type { Delivery, Rider, RiderMe, RiderToday } from "@zaika/contract/rider";

export const rider: Rider = {
  _id: "rider-1",
  name: "Ravi Kumar",
  phone: "9876500001",
  vehicleType: "scooter",
  vehicleNumber: "MP 09 AB 1234",
  isActive: true,
  isAvailable: true,
  activeDeliveries: 2,
  deliveredCount: 14,
  createdAt: "2026-01-01T00:00:00.000Z",
};

export const today: RiderToday = { deliveries: 5, earnings: 212, tips: 0 };

export const readyDelivery: Delivery = {
  _id: "order-ready",
  orderNumber: "100042",
  status: "READY_FOR_PICKUP",
  paymentMode: "COD",
  collect: 450,
  tip: 0,
  itemCount: 3,
  pickup: {
    name: "Sharma Ji Ki Rasoi",
    phone: "9812345678",
    address: "12 MG Road, Indore",
    coordinates: { lat: 22.72, lng: 75.86 },
  },
  drop: {
    name: "Asha Verma",
    phone: "9876543210",
    address: "4 Palasia Square, Indore",
    instructions: "Ring the bell twice",
    coordinates: { lat: 22.73, lng: 75.88 },
  },
  estimatedDeliveryTime: null,
  createdAt: "2026-01-15T06:30:00.000Z",
};

export const onTheWayDelivery: Delivery = {
  ...readyDelivery,
  _id: "order-otw",
  orderNumber: "100043",
  status: "OUT_FOR_DELIVERY",
  paymentMode: "ONLINE",
  collect: 0,
  drop: { ...readyDelivery.drop, name: "Vikram Rao", phone: "9811111111", instructions: "" },
};

export function riderMe(overrides: Partial<RiderMe> = {}): RiderMe {
  return { rider, deliveries: [], today, ...overrides };
}

export const OFFER_ID = "6a1f1f6e-3333-4a4a-8b8b-000000000001";

/** An offer of a COD order from Sharma Ji Ki Rasoi, expiring at `expiresAt`. */
export function makeOffer(overrides: Partial<RiderOffer> = {}): RiderOffer {
  return {
    _id: OFFER_ID,
    orderId: "6a1f1f6e-2222-4a4a-8b8b-000000000050",
    orderNumber: "ZK-100050",
    restaurant: {
      name: "Sharma Ji Ki Rasoi",
      address: "12 MG Road, Indore",
      coordinates: { lat: 22.72, lng: 75.86 },
    },
    dropArea: "Vijay Nagar, Indore",
    pickupMetres: 1240,
    dropMetres: 3460,
    payout: 62,
    collect: 450,
    batchedWith: null,
    expiresAt: "2026-01-15T13:00:30.000Z",
    ...overrides,
  };
}
