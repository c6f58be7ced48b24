/**
 * The restaurant form's values and how they become a request body. One set of values serves the three forms: the
 * admin's "add restaurant" (draft form plus the owner's login), the admin's edit, and the owner's settings (without
 * commission, active status and verification). Lists are held as `{ value }` objects for useFieldArray.
 */
import type { Restaurant } from "@zaika/contract/restaurant";
import {
  type PRICE_RANGES,
  type RestaurantCreateBody,
  RestaurantCreateBodySchema,
  type RestaurantFoodType,
  type RestaurantOwnerUpdateBody,
  RestaurantOwnerUpdateBodySchema,
  type RestaurantUpdateBody,
  RestaurantUpdateBodySchema,
} from "@zaika/contract/restaurant";
import { withDeliverySettingsRule } from "@zaika/contract/restaurant-terms";
import type { Resolver } from "react-hook-form";
import { z } from "zod";
import { zodFormResolver } from "./zod-form-resolver";

export type RestaurantFormMode = "create" | "admin" | "owner";

type ListItem = { value: string };

export type RestaurantFormValues = {
  name: string;
  description: string;
  foodType: RestaurantFoodType | "";
  priceRange: (typeof PRICE_RANGES)[number] | "";
  cuisine: ListItem[];
  address: {
    street: string;
    city: string;
    state: string;
    zipCode: string;
    country: string;
    coordinates: { lat: number; lng: number };
  };
  contactInfo: { phones: ListItem[]; email: string; website: string };
  deliverySettings: {
    isDeliveryAvailable: boolean;
    deliveryRadius: number;
    minimumOrderAmount: number;
    deliveryFee: number;
    estimatedDeliveryTime: number;
    freeDeliveryThreshold: number | null;
  };
  paymentOptions: { acceptsCash: boolean; acceptsOnlinePayment: boolean; acceptsWalletPayment: boolean };
  additionalSettings: {
    commissionRate: number;
    packagingCharge: number;
    preparationTime: number;
    isActive: boolean;
    bankDetails: { accountName: string; accountNumber: string; ifscCode: string; bankName: string };
    taxInfo: { gstin: string; vatNumber: string; panNumber: string };
  };
  isVerified: boolean;
  ownerName: string;
  ownerEmail: string;
  password: string;
};

export type RestaurantBodyOf = {
  create: RestaurantCreateBody;
  admin: RestaurantUpdateBody;
  owner: RestaurantOwnerUpdateBody;
};

/** The request body a form sends in each mode (before validation: the server parses it with the same schema). */
export function toRestaurantBody<M extends RestaurantFormMode>(
  mode: M,
  values: RestaurantFormValues,
): RestaurantBodyOf[M] {
  const { cuisine, contactInfo, additionalSettings, isVerified, ownerName, ownerEmail, password, ...profile } = values;
  const common = {
    ...profile,
    cuisine: cuisine.map((item) => item.value),
    contactInfo: { ...contactInfo, phones: contactInfo.phones.map((item) => item.value) },
  };
  if (mode === "create")
    return { ...common, additionalSettings, ownerName, ownerEmail, password } as RestaurantBodyOf[M];
  if (mode === "admin") return { ...common, additionalSettings, isVerified } as RestaurantBodyOf[M];
  const { commissionRate: _commission, isActive: _active, ...ownerSettings } = additionalSettings;
  return { ...common, additionalSettings: ownerSettings } as RestaurantBodyOf[M];
}

const SCHEMAS = {
  create: RestaurantCreateBodySchema,
  admin: RestaurantUpdateBodySchema,
  owner: RestaurantOwnerUpdateBodySchema,
} as const;

/**
 * Validates the form with the contract schema of its mode, and the rule the server checks on save (free delivery
 * starts above the minimum order, issue 16) under the threshold field. `raw`: the submit handler gets the form's own
 * values (the schema's output, e.g. null for an empty GSTIN, is not what the route accepts as input).
 */
export function restaurantFormResolver(mode: RestaurantFormMode): Resolver<RestaurantFormValues> {
  const schema = z.preprocess(
    (values: RestaurantFormValues) => toRestaurantBody(mode, values),
    withDeliverySettingsRule(SCHEMAS[mode]),
  ) as z.ZodType<unknown, RestaurantFormValues>;
  return zodFormResolver(schema, {
    raw: true,
    // An empty number input reads as NaN: say so plainly where the schema gives no message of its own.
    error: (issue) =>
      issue.code === "invalid_type" && issue.expected === "number" ? "restaurants:enterNumber" : undefined,
  });
}

/** A blank "add restaurant" form, with the usual defaults filled in. */
export function emptyRestaurantForm(): RestaurantFormValues {
  return {
    name: "",
    description: "",
    foodType: "",
    priceRange: "",
    cuisine: [],
    address: {
      street: "",
      city: "",
      state: "",
      zipCode: "",
      // i18n-ignore: the stored value of the country field (data, not a label)
      country: "India",
      coordinates: { lat: Number.NaN, lng: Number.NaN },
    },
    contactInfo: { phones: [{ value: "" }], email: "", website: "" },
    deliverySettings: {
      isDeliveryAvailable: true,
      deliveryRadius: 5,
      minimumOrderAmount: 0,
      deliveryFee: 0,
      estimatedDeliveryTime: 30,
      freeDeliveryThreshold: null,
    },
    paymentOptions: { acceptsCash: true, acceptsOnlinePayment: true, acceptsWalletPayment: false },
    additionalSettings: {
      commissionRate: Number.NaN,
      packagingCharge: 0,
      preparationTime: 20,
      isActive: true,
      bankDetails: { accountName: "", accountNumber: "", ifscCode: "", bankName: "" },
      taxInfo: { gstin: "", vatNumber: "", panNumber: "" },
    },
    isVerified: false,
    ownerName: "",
    ownerEmail: "",
    password: "",
  };
}

/** The edit form's starting values: the restaurant as it is. */
export function restaurantFormValues(restaurant: Restaurant): RestaurantFormValues {
  const { additionalSettings: settings } = restaurant;
  return {
    ...emptyRestaurantForm(),
    name: restaurant.name,
    description: restaurant.description,
    foodType: restaurant.foodType,
    priceRange: restaurant.priceRange,
    cuisine: restaurant.cuisine.map((value) => ({ value })),
    address: { ...restaurant.address, coordinates: { ...restaurant.address.coordinates } },
    contactInfo: {
      phones: restaurant.contactInfo.phones.map((value) => ({ value })),
      email: restaurant.contactInfo.email,
      website: restaurant.contactInfo.website ?? "",
    },
    deliverySettings: { ...restaurant.deliverySettings },
    paymentOptions: { ...restaurant.paymentOptions },
    additionalSettings: {
      // Only owners and admins edit a restaurant, and both are sent the commission; NaN (empty) if it is ever missing.
      commissionRate: settings.commissionRate ?? Number.NaN,
      packagingCharge: settings.packagingCharge,
      preparationTime: settings.preparationTime,
      isActive: settings.isActive,
      bankDetails: settings.bankDetails ?? { accountName: "", accountNumber: "", ifscCode: "", bankName: "" },
      taxInfo: {
        gstin: settings.taxInfo?.gstin ?? "",
        vatNumber: settings.taxInfo?.vatNumber ?? "",
        panNumber: settings.taxInfo?.panNumber ?? "",
      },
    },
    isVerified: restaurant.isVerified,
  };
}
