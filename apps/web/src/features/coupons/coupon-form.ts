/**
 * The coupon form's values (text, as inputs hold them) and their conversion to the body the server takes, checked by
 * the contract's schema and its cross-field rules (couponFieldProblems) so the form says what the server would.
 * Dates are typed in India time (datetime-local has no zone) and sent with the +05:30 offset.
 */
import { type Coupon, type CouponFields, CouponFieldsSchema, couponFieldProblems } from "@zaika/contract/coupons";
import type { CouponDiscountType, CouponFunder } from "@zaika/contract/coupons-rules";

export type CouponFormValues = {
  code: string;
  title: string;
  description: string;
  discountType: CouponDiscountType;
  discountValue: string;
  maxDiscount: string;
  minOrderAmount: string;
  firstOrderOnly: boolean;
  perCustomerLimit: string;
  totalLimit: string;
  validFrom: string;
  validUntil: string;
  /** "all": every restaurant; "some": those in restaurantIds. */
  restaurantScope: "all" | "some";
  restaurantIds: string[];
  fundedBy: CouponFunder;
  isActive: boolean;
};

export type CouponFormErrors = Partial<Record<keyof CouponFields, string>>;

const IST_OFFSET = "+05:30";
const istParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** An instant as a datetime-local value in India time: "2026-01-31T23:59". */
export function toIndiaInput(iso: string | null): string {
  if (!iso) return "";
  const parts = Object.fromEntries(istParts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** A datetime-local value read as India time: "2026-01-31T23:59" → "2026-01-31T23:59:00+05:30"; empty → null. */
export function fromIndiaInput(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === "") return null;
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(trimmed) ? `${trimmed}:00${IST_OFFSET}` : trimmed;
}

const text = (value: number | null) => (value === null ? "" : String(value));

export function couponFormValues(coupon: Coupon | null): CouponFormValues {
  if (!coupon) {
    return {
      code: "",
      title: "",
      description: "",
      discountType: "percent",
      discountValue: "",
      maxDiscount: "",
      minOrderAmount: "",
      firstOrderOnly: false,
      perCustomerLimit: "",
      totalLimit: "",
      validFrom: "",
      validUntil: "",
      restaurantScope: "all",
      restaurantIds: [],
      fundedBy: "platform",
      isActive: true,
    };
  }
  return {
    code: coupon.code,
    title: coupon.title,
    description: coupon.description,
    discountType: coupon.discountType,
    discountValue: String(coupon.discountValue),
    maxDiscount: text(coupon.maxDiscount),
    minOrderAmount: coupon.minOrderAmount === 0 ? "" : String(coupon.minOrderAmount),
    firstOrderOnly: coupon.firstOrderOnly,
    perCustomerLimit: text(coupon.perCustomerLimit),
    totalLimit: text(coupon.totalLimit),
    validFrom: toIndiaInput(coupon.validFrom),
    validUntil: toIndiaInput(coupon.validUntil),
    restaurantScope: coupon.restaurantIds === null ? "all" : "some",
    restaurantIds: coupon.restaurantIds ?? [],
    fundedBy: coupon.fundedBy,
    isActive: coupon.isActive,
  };
}

/** A number typed in a field: empty is absent (null), anything else is the number (NaN the schema refuses). */
const numberOrNull = (value: string) => (value.trim() === "" ? null : Number(value));

/**
 * The form as the body of POST (or PATCH, all fields) /admin/coupons, or each field's problem. A percentage's cap
 * only travels with a percentage, so switching to flat does not leave an old cap behind.
 */
export function couponBody(
  values: CouponFormValues,
): { ok: true; body: CouponFields } | { ok: false; errors: CouponFormErrors } {
  const parsed = CouponFieldsSchema.safeParse({
    code: values.code,
    title: values.title,
    description: values.description,
    discountType: values.discountType,
    discountValue: numberOrNull(values.discountValue) ?? undefined,
    maxDiscount: values.discountType === "percent" ? numberOrNull(values.maxDiscount) : null,
    minOrderAmount: numberOrNull(values.minOrderAmount) ?? 0,
    firstOrderOnly: values.firstOrderOnly,
    perCustomerLimit: numberOrNull(values.perCustomerLimit),
    totalLimit: numberOrNull(values.totalLimit),
    validFrom: fromIndiaInput(values.validFrom),
    validUntil: fromIndiaInput(values.validUntil),
    restaurantIds: values.restaurantScope === "all" ? null : values.restaurantIds,
    fundedBy: values.fundedBy,
    isActive: values.isActive,
  });
  const errors: CouponFormErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof CouponFields | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return { ok: false, errors };
  }
  for (const problem of couponFieldProblems(parsed.data)) {
    const field = problem.field as keyof CouponFields;
    if (!errors[field]) errors[field] = problem.message;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body: parsed.data };
}
