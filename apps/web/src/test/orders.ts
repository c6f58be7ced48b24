/** Orders as the API sends them (valid against the contract), for component tests of any feature. */
import type { Order, OrderListResponse, OrderSummary } from "@zaika/contract/order";

export const ORDER_ID = "0b6f1c1e-5d6a-4b7e-9f00-000000000001";
export const RESTAURANT_ID = "7d1e2f3a-0000-4000-8000-0000000000aa";

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: ORDER_ID,
    orderNumber: "100042",
    status: "PENDING",
    user: { _id: "u-1", name: "Asha Verma", email: "asha@example.com", phone: "9876543210" },
    restaurant: {
      _id: RESTAURANT_ID,
      name: "Sharma Ji Ki Rasoi",
      logo: null,
      phone: "9876500000",
      address: { street: "12 MG Road", city: "Indore", state: "Madhya Pradesh" },
      coordinates: { lat: 22.72, lng: 75.86 },
    },
    items: [
      {
        product: {
          _id: "p-1",
          name: "Paneer Tikka",
          image: "/uploads/products/paneer.webp",
          description: "Char-grilled cottage cheese",
          price: 240,
          discountedPrice: 220,
          foodType: "veg",
        },
        quantity: 2,
        selectedAttributes: [{ attributeName: "Portion", selectedOption: "Full", additionalPrice: 40 }],
        selectedAddons: [{ name: "Extra mint chutney", price: 15 }],
        unitPrice: 275,
        itemTotal: 550,
      },
    ],
    subtotal: 550,
    discount: 0,
    couponCode: null,
    gstPercent: 5,
    taxAmount: 27.5,
    packagingCharge: 20,
    deliveryFee: 0,
    tip: 0,
    tipAfterDelivery: null,
    finalTotal: 597.5,
    previousFees: [],
    amountPayable: 597.5,
    deliveryAddress: {
      fullName: "Asha Verma",
      addressLine1: "45 Vijay Nagar",
      addressLine2: "Flat 3B",
      landmark: "C21 Mall",
      city: "Indore",
      state: "Madhya Pradesh",
      postalCode: "452010",
      addressType: "home",
      phoneNumber: "9876543210",
      deliveryInstructions: "Ring the bell",
      coordinates: { lat: 22.75, lng: 75.89 },
    },
    distanceKm: 3.2,
    paymentMode: "ONLINE",
    paymentProvider: "sandbox",
    paymentStatus: "PAID",
    paymentDetails: {
      orderId: "order_SANDBOX12345678",
      paymentId: "pay_SANDBOX87654321",
      paymentDate: "2026-01-15T06:31:00.000Z",
    },
    payableUntil: null,
    preparationMinutes: null,
    estimatedDeliveryTime: "2026-01-15T07:15:00.000Z",
    // 12:40–12:45 PM in India.
    eta: { from: "2026-01-15T07:10:00.000Z", to: "2026-01-15T07:15:00.000Z" },
    scheduledFor: null,
    releaseAt: null,
    acceptBy: null,
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
    updatedAt: "2026-01-15T06:31:00.000Z",
    ...overrides,
  };
}

export function toSummary(order: Order): OrderSummary {
  return {
    _id: order._id,
    orderNumber: order.orderNumber,
    status: order.status,
    user: order.user,
    finalTotal: order.finalTotal,
    paymentMode: order.paymentMode,
    paymentStatus: order.paymentStatus,
    estimatedDeliveryTime: order.estimatedDeliveryTime,
    scheduledFor: order.scheduledFor,
    acceptBy: order.acceptBy,
    createdAt: order.createdAt,
    restaurant: { _id: order.restaurant._id, name: order.restaurant.name, logo: null },
    itemCount: order.items.length,
    itemNames: order.items.map((item) => item.product.name),
    rider: order.rider ? { _id: order.rider._id, name: order.rider.name } : null,
    deliveryAddress: {
      fullName: order.deliveryAddress.fullName,
      addressLine1: order.deliveryAddress.addressLine1,
      city: order.deliveryAddress.city,
    },
  };
}

export function listOf(orders: OrderSummary[], page = 1, limit = 5): OrderListResponse {
  return {
    data: orders,
    pagination: { page, limit, total: orders.length, totalPages: Math.max(1, Math.ceil(orders.length / limit)) },
  };
}
