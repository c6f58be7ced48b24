/** Orders as POST /order and POST /order/verify-payment answer them, for the checkout's tests (full, valid orders). */
import type { Order, PaymentStart } from "@zaika/contract/order";
import type { CheckoutSuccess } from "@zaika/contract/payment";
import { ORDER_ID, RESTAURANT_ID } from "./test-data";

export function makeOrder(paymentMode: Order["paymentMode"], overrides: Partial<Order> = {}): Order {
  return {
    _id: ORDER_ID,
    orderNumber: "100001",
    status: "PENDING",
    user: { _id: "user-1", name: "Asha Verma", email: null, phone: "9876543210" },
    restaurant: {
      _id: RESTAURANT_ID,
      name: "Apna Sweets",
      logo: null,
      phone: "9876500000",
      address: { street: "12 MG Road", city: "Indore", state: "Madhya Pradesh" },
      coordinates: { lat: 22.72, lng: 75.86 },
    },
    items: [
      {
        product: {
          _id: "1a2b3c4d-0000-4000-8000-000000000011",
          name: "Paneer Tikka",
          image: "/uploads/paneer.jpg",
          description: "",
          price: 220,
          discountedPrice: 200,
          foodType: "veg",
        },
        quantity: 1,
        selectedAttributes: [],
        selectedAddons: [],
        unitPrice: 200,
        itemTotal: 200,
      },
    ],
    subtotal: 200,
    gstPercent: 5,
    taxAmount: 10,
    packagingCharge: 10,
    deliveryFee: 30,
    finalTotal: 250,
    deliveryAddress: {
      fullName: "Asha Verma",
      addressLine1: "14 Palasia Square",
      addressLine2: "",
      landmark: "",
      city: "Indore",
      state: "Madhya Pradesh",
      postalCode: "452001",
      addressType: "home",
      phoneNumber: "9876543210",
      deliveryInstructions: "",
      coordinates: { lat: 22.725, lng: 75.87 },
    },
    distanceKm: 0.9,
    paymentMode,
    paymentProvider: paymentMode === "ONLINE" ? "sandbox" : null,
    paymentStatus: "PENDING",
    paymentDetails: null,
    payableUntil: paymentMode === "ONLINE" ? "2026-01-15T06:45:00.000Z" : null,
    preparationMinutes: null,
    estimatedDeliveryTime: null,
    rider: null,
    deliveryCode: null,
    cancellation: null,
    rejectionReason: null,
    refund: null,
    timeline: [
      {
        _id: "e-1",
        type: "status",
        from: null,
        to: "PENDING",
        by: { role: "user", name: "Asha Verma" },
        reason: null,
        note: null,
        at: "2026-01-15T06:30:00.000Z",
      },
    ],
    createdAt: "2026-01-15T06:30:00.000Z",
    updatedAt: "2026-01-15T06:30:00.000Z",
    ...overrides,
  };
}

/** What POST /order (or /order/{id}/pay) hands the checkout. */
export const paymentDetails: PaymentStart = {
  keyId: "rzp_test_sandbox",
  amount: 25_000,
  currency: "INR",
  orderId: "order_SBX0000000001",
  provider: "sandbox",
  prefill: { name: "Asha Verma", email: null, contact: "9876543210" },
};

/** What the checkout returns after a successful payment. */
export const captured: CheckoutSuccess = {
  razorpay_payment_id: "pay_SBX0000000001",
  razorpay_order_id: "order_SBX0000000001",
  razorpay_signature: "c".repeat(64),
};
