/** Restaurants: the draft form of spec §3, the wire shape, and the search query of spec §7. */
import { z } from "zod";
import { EmailSchema, NameSchema, normaliseIndianMobile } from "./auth";
import { BusinessHoursSchema } from "./business-hours";
import {
  GSTIN_REGEX,
  IdSchema,
  IFSC_REGEX,
  PAN_REGEX,
  PageQuerySchema,
  PaginationSchema,
  PinCodeSchema,
  QueryBooleanSchema,
  RupeesSchema,
} from "./common";
import { RESTAURANT_LIST } from "./constants";
import { RestaurantEtaSchema } from "./eta";
import { CoordinatesSchema, LatitudeSchema, LongitudeSchema } from "./geo";
import { PublicKitchenSchema } from "./kitchen";
import { ListingQueryFields, SORT_NEEDS_LOCATION_MESSAGE } from "./listing";
import { PRICE_RANGES } from "./price-range";

export const RESTAURANT_FOOD_TYPES = ["veg", "non-veg", "both"] as const;
export type RestaurantFoodType = (typeof RESTAURANT_FOOD_TYPES)[number];
// In their own module, which the listing's rules (listing.ts) share without importing this one.
export { PRICE_RANGE_LABELS, PRICE_RANGES } from "./price-range";

/**
 * A landline written with its STD code set apart: "0731-2345678", "0731 2345678", "022-23456789". Written so, an STD
 * code that starts with 6–9 (Indore's 0731, Bengaluru's 080) is not read as the start of a mobile number: that number
 * would belong to someone else, and restaurants' phones get texts (unanswered-order alerts).
 */
const LANDLINE_WITH_STD = /^0(\d{2,4})[\s-]+(\d{6,8})$/;

/** A mobile (any accepted form) or a landline with its STD code, e.g. 0731-2345678. */
export const IndianPhoneSchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const landline = LANDLINE_WITH_STD.exec(value);
    if (landline && `${landline[1]}${landline[2]}`.length === 10) return `0${landline[1]}${landline[2]}`;
    const mobile = normaliseIndianMobile(value);
    if (mobile) return mobile;
    const digits = value.replace(/[\s-]/g, "");
    if (/^0\d{10}$/.test(digits)) return digits;
    ctx.addIssue({ code: "custom", message: "Enter a valid Indian phone number (mobile, or landline with STD code)" });
    return z.NEVER;
  });

const optionalText = (max: number, pattern?: { regex: RegExp; message: string }) => {
  const base = z.string().trim().toUpperCase().max(max);
  const checked = pattern ? base.refine((v) => v === "" || pattern.regex.test(v), pattern.message) : base;
  return checked.optional().transform((v) => (v ? v : null));
};

export const RestaurantAddressSchema = z.object({
  street: z.string({ error: "Street is required" }).trim().min(3, "Street is required").max(200),
  city: z.string({ error: "City is required" }).trim().min(2, "City is required").max(80),
  state: z.string({ error: "State is required" }).trim().min(2, "State is required").max(80),
  zipCode: PinCodeSchema,
  country: z.string().trim().max(60).default("India"),
  coordinates: CoordinatesSchema,
});

export const ContactInfoSchema = z.object({
  phones: z.array(IndianPhoneSchema).min(1, "Add at least one phone number").max(5, "At most 5 phone numbers"),
  email: EmailSchema,
  website: z
    .union([z.literal(""), z.url("Enter a valid website address (https://...)")])
    .optional()
    .transform((v) => (v ? v : null)),
});

export const DeliverySettingsSchema = z.object({
  isDeliveryAvailable: z.boolean().default(true),
  /** Kilometres from the restaurant. */
  deliveryRadius: z
    .number({ error: "Delivery radius is required" })
    .gt(0, "Delivery radius must be more than 0")
    .max(50, "Delivery radius can be at most 50 km"),
  minimumOrderAmount: RupeesSchema,
  deliveryFee: RupeesSchema,
  /** Minutes. */
  estimatedDeliveryTime: z.number().int().gt(0, "Delivery time must be more than 0").max(180),
  /** Subtotal from which delivery is free; null: never free. */
  freeDeliveryThreshold: RupeesSchema.refine((v) => v > 0, "Free-delivery threshold must be more than 0").nullable(),
});

export const PaymentOptionsSchema = z
  .object({
    acceptsCash: z.boolean(),
    acceptsOnlinePayment: z.boolean(),
    acceptsWalletPayment: z.boolean(),
  })
  .refine((p) => p.acceptsCash || p.acceptsOnlinePayment || p.acceptsWalletPayment, "Accept at least one way to pay");

export const BankDetailsSchema = z.object({
  accountName: z.string().trim().min(2, "Account holder name is required").max(100),
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d{9,18}$/, "Account number must be 9 to 18 digits"),
  ifscCode: z.string().trim().toUpperCase().regex(IFSC_REGEX, "Enter a valid IFSC code (e.g. HDFC0001234)"),
  bankName: z.string().trim().min(2, "Bank name is required").max(100),
});

export const TaxInfoSchema = z.object({
  gstin: optionalText(15, { regex: GSTIN_REGEX, message: "Enter a valid 15-character GSTIN (e.g. 23ABCDE1234F1Z5)" }),
  vatNumber: optionalText(20),
  panNumber: optionalText(10, { regex: PAN_REGEX, message: "Enter a valid PAN (e.g. ABCDE1234F)" }),
});

export const AdditionalSettingsSchema = z.object({
  commissionRate: z
    .number({ error: "Commission rate is required" })
    .min(0, "Commission must be 0 to 100")
    .max(100, "Commission must be 0 to 100"),
  packagingCharge: RupeesSchema,
  /** Minutes. */
  preparationTime: z.number().int().gt(0, "Preparation time must be more than 0").max(180),
  isActive: z.boolean().default(true),
  bankDetails: BankDetailsSchema,
  taxInfo: TaxInfoSchema,
});

const DescriptionSchema = z.string().trim().max(1000, "Description must be at most 1000 characters");

/** Profile fields without defaults: an update must leave a field it does not send untouched. */
const ProfileUpdateFields = {
  name: z
    .string({ error: "Restaurant name is required" })
    .trim()
    .min(2, "Restaurant name must be at least 2 characters")
    .max(100),
  description: DescriptionSchema,
  foodType: z.enum(RESTAURANT_FOOD_TYPES, { error: "Choose veg, non-veg or both" }),
  priceRange: z.enum(PRICE_RANGES, { error: "Choose a price range" }),
  cuisine: z
    .array(z.string().trim().min(2, "Cuisine names need 2+ characters").max(40))
    .min(1, "Add at least one cuisine")
    .max(10, "At most 10 cuisines"),
  address: RestaurantAddressSchema,
  contactInfo: ContactInfoSchema,
  deliverySettings: DeliverySettingsSchema,
  paymentOptions: PaymentOptionsSchema,
};
const RestaurantProfileFields = { ...ProfileUpdateFields, description: DescriptionSchema.default("") };

/** POST /admin/restaurant: the whole draft form plus the owner's login. */
export const RestaurantCreateBodySchema = z.object({
  ...RestaurantProfileFields,
  additionalSettings: AdditionalSettingsSchema,
  /** Left out: DEFAULT_BUSINESS_HOURS (11:00–23:00 every day). */
  businessHours: BusinessHoursSchema.optional(),
  ownerName: NameSchema,
  ownerEmail: EmailSchema,
  password: z
    .string({ error: "Password is required" })
    .min(8, "Password must be at least 8 characters")
    .max(128)
    .regex(/[A-Za-z]/, "Password needs a letter")
    .regex(/\d/, "Password needs a digit"),
});
export type RestaurantCreateBody = z.input<typeof RestaurantCreateBodySchema>;

/**
 * PUT /admin/restaurant/{id}: what the route accepts from an admin or the owner. Every part is optional and carries no
 * defaults, so fields left out keep their values. Commission, active status and verification are the platform's to
 * set: the server answers 403 when the owner tries to change them (sending their current values is harmless).
 */
export const RestaurantUpdateBodySchema = z
  .object({
    ...ProfileUpdateFields,
    additionalSettings: AdditionalSettingsSchema.extend({
      commissionRate: AdditionalSettingsSchema.shape.commissionRate.optional(),
      isActive: z.boolean().optional(),
    }),
    isVerified: z.boolean(),
  })
  .partial();
/** The admin's edit form. */
export const RestaurantAdminUpdateBodySchema = RestaurantUpdateBodySchema;
/** The owner's settings form: commission, active status and verification are left out. */
export const RestaurantOwnerUpdateBodySchema = z
  .object({
    ...ProfileUpdateFields,
    additionalSettings: AdditionalSettingsSchema.omit({ commissionRate: true, isActive: true }),
  })
  .partial()
  .strict();
export type RestaurantUpdateBody = z.input<typeof RestaurantUpdateBodySchema>;
export type RestaurantAdminUpdateBody = z.input<typeof RestaurantAdminUpdateBodySchema>;
export type RestaurantOwnerUpdateBody = z.input<typeof RestaurantOwnerUpdateBodySchema>;

/** Logo, cover and at most this many gallery pictures (PUT /admin/restaurant/{id}/update-images). */
export const MAX_GALLERY_IMAGES = 6;
/**
 * The multipart fields of PUT /admin/restaurant/{id}/update-images: optional `logo` and `cover` files (each replaces
 * the current one), any number of `gallery` files (added), and `removeGallery`: one gallery URL or a JSON array of
 * them (removed). The gallery holds at most MAX_GALLERY_IMAGES pictures afterwards.
 */
export const RESTAURANT_IMAGE_FIELDS = {
  logo: "logo",
  cover: "cover",
  gallery: "gallery",
  removeGallery: "removeGallery",
} as const;

export const RestaurantImagesSchema = z.object({
  logo: z.string().nullable(),
  cover: z.string().nullable(),
  gallery: z.array(z.string()),
});

/**
 * The wire shape of a restaurant. Money in rupees; the commercial terms (commission), bank and tax details and the
 * owner only for its owner and admins.
 */
export const RestaurantSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  foodType: z.enum(RESTAURANT_FOOD_TYPES),
  priceRange: z.enum(PRICE_RANGES),
  cuisine: z.array(z.string()),
  address: z.object({
    street: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    country: z.string(),
    coordinates: CoordinatesSchema,
  }),
  contactInfo: z.object({ phones: z.array(z.string()), email: z.string(), website: z.string().nullable() }),
  deliverySettings: z.object({
    isDeliveryAvailable: z.boolean(),
    deliveryRadius: z.number(),
    minimumOrderAmount: z.number(),
    deliveryFee: z.number(),
    estimatedDeliveryTime: z.number(),
    freeDeliveryThreshold: z.number().nullable(),
  }),
  paymentOptions: z.object({
    acceptsCash: z.boolean(),
    acceptsOnlinePayment: z.boolean(),
    acceptsWalletPayment: z.boolean(),
  }),
  additionalSettings: z.object({
    /** Our commission (percent): a commercial term, only for the restaurant's owner and admins. */
    commissionRate: z.number().optional(),
    packagingCharge: z.number(),
    preparationTime: z.number(),
    isActive: z.boolean(),
    bankDetails: z
      .object({ accountName: z.string(), accountNumber: z.string(), ifscCode: z.string(), bankName: z.string() })
      .optional(),
    taxInfo: z
      .object({ gstin: z.string().nullable(), vatNumber: z.string().nullable(), panNumber: z.string().nullable() })
      .optional(),
  }),
  images: RestaurantImagesSchema,
  rating: z.object({ average: z.number(), count: z.number().int() }),
  isActive: z.boolean(),
  isVerified: z.boolean(),
  owner: z.object({ _id: z.string(), name: z.string(), email: z.string().nullable() }).optional(),
  businessHours: BusinessHoursSchema,
  /**
   * From here to createdAt: fields that depend on when and from where the caller asks, worked out per request (the
   * server's nearby index writes them after its cached JSON of the rest; keep them together, in this order).
   */
  isOpenNow: z.boolean(),
  /** Metres from the caller's location, when one was given. */
  distance: z.number().nullable(),
  /** When a restaurant that is closed now opens next (India time); null while open or when it never opens. */
  opensAt: z.string().nullable(),
  /** Kitchen controls as customers see them: extra preparation minutes and whether new orders are paused. */
  kitchen: PublicKitchenSchema,
  /** The delivery time promised now (learned ETAs): a 5-minute range in minutes and the preparation it counts. */
  eta: RestaurantEtaSchema,
  createdAt: z.string(),
});
export type Restaurant = z.infer<typeof RestaurantSchema>;

/**
 * GET /admin/restaurant/all (spec §7). mxRadius in metres. The listing's filters and sort (contract listing.ts) order
 * the customers' and visitors' listing; an admin's stays newest first.
 */
export const RestaurantSearchQuerySchema = PageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(RESTAURANT_LIST.limit),
  latitude: LatitudeSchema.optional(),
  longitude: LongitudeSchema.optional(),
  mxRadius: z.coerce
    .number()
    .gt(0, "mxRadius must be more than 0")
    .max(100_000, "mxRadius can be at most 100000 metres")
    .optional(),
  search: z.string().trim().max(100).optional(),
  isActive: QueryBooleanSchema.optional(),
  categoryId: IdSchema.optional(),
  ...ListingQueryFields,
})
  .refine((q) => (q.latitude === undefined) === (q.longitude === undefined), {
    message: "Give both latitude and longitude, or neither",
    path: ["latitude"],
  })
  .refine((q) => q.sort !== "distance" || q.latitude !== undefined, {
    message: SORT_NEEDS_LOCATION_MESSAGE,
    path: ["sort"],
  });
export type RestaurantSearchQuery = z.input<typeof RestaurantSearchQuerySchema>;

/**
 * A restaurant in the listing: the wire restaurant, and whether it has a dish on offer (an available dish whose
 * discounted price is below its price) for the "Offers" filter.
 */
export const ListedRestaurantSchema = RestaurantSchema.extend({ hasOffers: z.boolean() });
export type ListedRestaurant = z.infer<typeof ListedRestaurantSchema>;
export const RestaurantListResponseSchema = z.object({
  data: z.array(ListedRestaurantSchema),
  pagination: PaginationSchema,
});
export const RestaurantResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: RestaurantSchema,
});
export const RestaurantDetailResponseSchema = z.object({ data: RestaurantSchema });

/** Texts of spec §8 for restaurants, and the refusals of the restaurant routes. */
export const RESTAURANT_MESSAGES = {
  added: "Restaurant added successfully",
  updated: "Restaurant Updated Successfully",
  removed: "Restaurant removed successfully",
  imagesUpdated: "Image Updated Successfully",
  businessHoursUpdated: "BusinessHour Updated Successfully",
  activated: "Restaurant activated",
  deactivated: "Restaurant deactivated",
  notFound: "Restaurant not found",
  noRestaurant: "No restaurant is linked to this account",
  notYours: "You can only manage your own restaurant",
  adminOnlyFields: "Only an administrator can change commission, verification or active status",
  tooManyGalleryImages: `A gallery holds at most ${MAX_GALLERY_IMAGES} pictures`,
} as const;
