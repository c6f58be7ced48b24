/** Saved delivery addresses (issue 4): the spec's deliveryAddress fields plus landmark, instructions and coordinates. */
import { z } from "zod";
import { PhoneSchema } from "./auth";
import { PinCodeSchema } from "./common";
import { CoordinatesSchema } from "./geo";

export const ADDRESS_TYPES = ["home", "work", "other"] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
export const MAX_ADDRESSES = 20;

export const ADDRESS_MESSAGES = {
  added: "Address added successfully",
  updated: "Address updated successfully",
  removed: "Address removed successfully",
  defaultSet: "Default address updated",
  notFound: "Address not found",
  tooMany: `You can save at most ${MAX_ADDRESSES} addresses`,
} as const;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const optional = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).default("");

export const AddressInputSchema = z.object({
  fullName: required("Full name", 80),
  addressLine1: required("Address line 1", 160),
  addressLine2: optional("Address line 2", 160),
  landmark: optional("Landmark", 120),
  city: required("City", 80),
  state: required("State", 80),
  postalCode: PinCodeSchema,
  addressType: z.enum(ADDRESS_TYPES, { error: "Choose home, work or other" }).default("home"),
  phoneNumber: PhoneSchema,
  deliveryInstructions: optional("Delivery instructions", 300),
  coordinates: CoordinatesSchema,
  isDefault: z.boolean().default(false),
});
export type AddressInput = z.input<typeof AddressInputSchema>;

/** The address as the spec's Order.deliveryAddress shows it, plus our extra fields. */
export const DeliveryAddressSchema = z.object({
  fullName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  landmark: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  addressType: z.enum(ADDRESS_TYPES),
  phoneNumber: z.string(),
  deliveryInstructions: z.string(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }),
});
export type DeliveryAddress = z.infer<typeof DeliveryAddressSchema>;

export const AddressSchema = DeliveryAddressSchema.extend({
  _id: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Address = z.infer<typeof AddressSchema>;

export const AddressListResponseSchema = z.object({ data: z.array(AddressSchema) });
export const AddressResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: AddressSchema });
export const AddressListMutationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(AddressSchema),
});

/** One line for lists and the order page: "12 MG Road, Near City Mall, Indore, Madhya Pradesh 452001". */
export function formatAddress(
  a: Pick<DeliveryAddress, "addressLine1" | "addressLine2" | "landmark" | "city" | "state" | "postalCode">,
): string {
  const head = [a.addressLine1, a.addressLine2, a.landmark && `Near ${a.landmark}`, a.city].filter(Boolean).join(", ");
  return `${head}, ${a.state} ${a.postalCode}`;
}
