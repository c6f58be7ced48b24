/** Delivery partners (issue 5): created by admins, sign in by phone OTP, work from the mobile /rider area. */
import { z } from "zod";
import { NameSchema, PhoneSchema } from "./auth";
import { PaginationSchema } from "./common";
import { ORDER_STATUSES } from "./order-status";

export const VEHICLE_TYPES = ["bicycle", "scooter", "motorcycle", "electric-scooter"] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export const RIDER_MESSAGES = {
  created: "Rider added successfully",
  updated: "Rider updated successfully",
  activated: "Rider activated",
  deactivated: "Rider deactivated",
  phoneTaken: "This phone number already belongs to an account",
  notFound: "Rider not found",
  online: "You are online",
  offline: "You are offline",
  inactive: "Your rider account is inactive. Please contact support.",
} as const;

export const CreateRiderBodySchema = z.object({
  name: NameSchema,
  phone: PhoneSchema,
  vehicleType: z.enum(VEHICLE_TYPES, { error: "Choose a vehicle type" }),
  vehicleNumber: z
    .string({ error: "Vehicle number is required" })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}[ -]?\d{1,2}[ -]?[A-Z]{0,3}[ -]?\d{1,4}$/, "Enter a vehicle number like MP 09 AB 1234"),
});
export type CreateRiderBody = z.input<typeof CreateRiderBodySchema>;

export const UpdateRiderBodySchema = z.object({ isActive: z.boolean() });

export const RiderSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  vehicleType: z.enum(VEHICLE_TYPES),
  vehicleNumber: z.string(),
  isActive: z.boolean(),
  isAvailable: z.boolean(),
  activeDeliveries: z.number().int(),
  deliveredCount: z.number().int(),
  createdAt: z.string(),
});
export type Rider = z.infer<typeof RiderSchema>;

export const RiderListQuerySchema = z.object({
  search: z.string().trim().max(80).optional(),
  available: z.enum(["true", "false"]).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const RiderListResponseSchema = z.object({ data: z.array(RiderSchema), pagination: PaginationSchema });
export const RiderResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: RiderSchema });

export const RiderAvailabilityBodySchema = z.object({ isAvailable: z.boolean() });

/** What a rider sees of a delivery: pickup, drop, what to collect. */
export const DeliverySchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMode: z.enum(["ONLINE", "COD"]),
  /** Cash to collect at the door (COD), else 0. */
  collect: z.number(),
  /** The customer's tip for the rider (issue 14), all of it the rider's; 0 without one. */
  tip: z.number(),
  itemCount: z.number().int(),
  pickup: z.object({
    name: z.string(),
    phone: z.string().nullable(),
    address: z.string(),
    coordinates: z.object({ lat: z.number(), lng: z.number() }),
  }),
  drop: z.object({
    name: z.string(),
    phone: z.string(),
    address: z.string(),
    instructions: z.string(),
    coordinates: z.object({ lat: z.number(), lng: z.number() }),
  }),
  estimatedDeliveryTime: z.string().nullable(),
  createdAt: z.string(),
});
export type Delivery = z.infer<typeof DeliverySchema>;

/**
 * The rider's India day so far: deliveries made and ₹ earned (issue 13); earnings include `tips`, the tips customers
 * paid them after delivery today (issue 14).
 */
export const RiderTodaySchema = z.object({ deliveries: z.number().int(), earnings: z.number(), tips: z.number() });
export type RiderToday = z.infer<typeof RiderTodaySchema>;

export const RiderMeResponseSchema = z.object({
  rider: RiderSchema,
  deliveries: z.array(DeliverySchema),
  today: RiderTodaySchema,
});
export type RiderMe = z.infer<typeof RiderMeResponseSchema>;
