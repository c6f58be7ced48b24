/**
 * Dispatch records, boards and trackings as the API sends them (valid against the contract), for component tests: a
 * hand-written story of one order — offered to Ravi, declined as too far, offered to Meena, expired, withdrawn, then
 * assigned by an admin to Arjun — whose expected texts the tests spell out.
 */
import type { DispatchBoard, OrderDispatch, OrderTracking } from "@zaika/contract/dispatch";
import { ORDER_ID, RESTAURANT_ID } from "./orders";

export const RAVI = "9c0e0a4e-0000-4000-8000-000000000001";
export const MEENA = "9c0e0a4e-0000-4000-8000-000000000002";
export const ARJUN = "9c0e0a4e-0000-4000-8000-000000000003";
export const OTHER_ORDER_ID = "0b6f1c1e-5d6a-4b7e-9f00-000000000002";

/**
 * Weighed at 12:01:00 IST (06:31:00Z), the food ready in 240 s. Ravi rides 185 s (shown "4 min", rounded up) with a
 * score of 95.4 (shown "95"); Meena carries order 100041 of the same restaurant; Arjun's position is stale.
 */
const firstWeighing: OrderDispatch["decisions"][number]["candidates"] = [
  {
    riderId: RAVI,
    name: "Ravi Kumar",
    score: 95.4,
    travelSeconds: 185,
    readyInSeconds: 240,
    load: 0,
    batchedWith: null,
    excluded: null,
  },
  {
    riderId: MEENA,
    name: "Meena Shah",
    score: 410,
    travelSeconds: 420,
    readyInSeconds: 240,
    load: 1,
    batchedWith: "100041",
    excluded: null,
  },
  {
    riderId: ARJUN,
    name: "Arjun Patel",
    score: null,
    travelSeconds: null,
    readyInSeconds: 240,
    load: 0,
    batchedWith: null,
    excluded: "stale-position",
  },
];

export function makeOrderDispatch(): OrderDispatch {
  return {
    decisions: [
      {
        _id: "5e1d0000-0000-4000-8000-000000000001",
        at: "2026-01-15T06:31:00.000Z",
        kind: "offered",
        riderId: RAVI,
        riderName: "Ravi Kumar",
        reason: null,
        candidates: firstWeighing,
      },
      {
        _id: "5e1d0000-0000-4000-8000-000000000002",
        at: "2026-01-15T06:31:12.000Z",
        kind: "declined",
        riderId: RAVI,
        riderName: "Ravi Kumar",
        reason: "too-far",
        candidates: [],
      },
      {
        _id: "5e1d0000-0000-4000-8000-000000000003",
        at: "2026-01-15T06:31:15.000Z",
        kind: "offered",
        riderId: MEENA,
        riderName: "Meena Shah",
        reason: null,
        candidates: firstWeighing.filter((candidate) => candidate.riderId !== RAVI),
      },
      {
        _id: "5e1d0000-0000-4000-8000-000000000004",
        at: "2026-01-15T06:31:45.000Z",
        kind: "expired",
        riderId: MEENA,
        riderName: "Meena Shah",
        reason: null,
        candidates: [],
      },
      {
        _id: "5e1d0000-0000-4000-8000-000000000005",
        at: "2026-01-15T06:32:00.000Z",
        kind: "withdrawn",
        riderId: MEENA,
        riderName: "Meena Shah",
        reason: null,
        candidates: [],
      },
      {
        _id: "5e1d0000-0000-4000-8000-000000000006",
        at: "2026-01-15T06:33:30.000Z",
        kind: "manual",
        riderId: ARJUN,
        riderName: "Arjun Patel",
        reason: "Customer asked for Arjun",
        candidates: [
          {
            riderId: ARJUN,
            name: "Arjun Patel",
            score: 0,
            travelSeconds: 61,
            readyInSeconds: 0,
            load: 0,
            batchedWith: null,
            excluded: null,
          },
          {
            riderId: RAVI,
            name: "Ravi Kumar",
            score: null,
            travelSeconds: 185,
            readyInSeconds: 0,
            load: 0,
            batchedWith: null,
            excluded: "declined",
          },
        ],
      },
    ],
  };
}

/** Four riders, one in each state, and three orders, one in each state. */
export function makeDispatchBoard(): DispatchBoard {
  return {
    riders: [
      {
        _id: RAVI,
        name: "Ravi Kumar",
        phone: "9876500001",
        vehicleType: "scooter",
        state: "idle",
        position: { lat: 22.72, lng: 75.87, at: "2026-01-15T06:35:00.000Z" },
        orderIds: [],
        offeredOrderId: OTHER_ORDER_ID,
      },
      {
        _id: MEENA,
        name: "Meena Shah",
        phone: "9876500002",
        vehicleType: "motorcycle",
        state: "to-restaurant",
        position: { lat: 22.73, lng: 75.88, at: "2026-01-15T06:35:05.000Z" },
        orderIds: [ORDER_ID],
        offeredOrderId: null,
      },
      {
        _id: ARJUN,
        name: "Arjun Patel",
        phone: "9876500003",
        vehicleType: "bicycle",
        state: "to-customer",
        position: { lat: 22.74, lng: 75.89, at: "2026-01-15T06:35:10.000Z" },
        orderIds: [],
        offeredOrderId: null,
      },
      {
        _id: "9c0e0a4e-0000-4000-8000-000000000004",
        name: "Sunil Verma",
        phone: "9876500004",
        vehicleType: "electric-scooter",
        state: "offline",
        position: null,
        orderIds: [],
        offeredOrderId: null,
      },
    ],
    orders: [
      {
        _id: ORDER_ID,
        orderNumber: "100042",
        status: "PREPARING",
        state: "assigned",
        restaurant: { _id: RESTAURANT_ID, name: "Sharma Ji Ki Rasoi", coordinates: { lat: 22.72, lng: 75.86 } },
        drop: { lat: 22.75, lng: 75.89 },
        riderId: MEENA,
        offeredTo: null,
        readyAt: "2026-01-15T06:45:00.000Z",
      },
      {
        _id: OTHER_ORDER_ID,
        orderNumber: "100043",
        status: "ACCEPTED",
        state: "offered",
        restaurant: { _id: RESTAURANT_ID, name: "Sharma Ji Ki Rasoi", coordinates: { lat: 22.72, lng: 75.86 } },
        drop: { lat: 22.7, lng: 75.84 },
        riderId: null,
        offeredTo: RAVI,
        readyAt: "2026-01-15T06:50:00.000Z",
      },
      {
        _id: "0b6f1c1e-5d6a-4b7e-9f00-000000000003",
        orderNumber: "100044",
        status: "READY_FOR_PICKUP",
        state: "waiting",
        restaurant: {
          _id: "7d1e2f3a-0000-4000-8000-0000000000bb",
          name: "Chappan Dukan",
          coordinates: { lat: 22.71, lng: 75.88 },
        },
        drop: { lat: 22.69, lng: 75.87 },
        riderId: null,
        offeredTo: null,
        readyAt: null,
      },
    ],
  };
}

/**
 * The customer's tracking of ORDER_ID: restaurant at 22.72, 75.86 and the drop at 22.75, 75.89 (makeOrder's), the
 * rider `position` (null: not shown) and `etaMinutes`.
 */
export function makeTracking(overrides: Partial<OrderTracking> = {}): OrderTracking {
  return {
    orderId: ORDER_ID,
    phase: "to-customer",
    rider: {
      name: "Ravi Kumar",
      vehicleType: "scooter",
      position: { lat: 22.739, lng: 75.89, at: "2026-01-15T07:00:00.000Z" },
    },
    restaurant: { lat: 22.72, lng: 75.86 },
    drop: { lat: 22.75, lng: 75.89 },
    etaMinutes: 4,
    ...overrides,
  };
}
