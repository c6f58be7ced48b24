/**
 * The restaurant form of spec §3 in its three modes: "create" (the admin's draft form plus the owner's login),
 * "admin" (edit, with commission, active status and verification) and "owner" (edit without them).
 * Validation is the contract schema of the mode; errors show under their fields, the server's too.
 */
import { MAP } from "@zaika/contract/constants";
import { FieldIssueSchema } from "@zaika/contract/errors";
import { MESSAGES } from "@zaika/contract/messages";
import { PRICE_RANGE_LABELS, PRICE_RANGES, RESTAURANT_FOOD_TYPES } from "@zaika/contract/restaurant";
import { LocateFixed } from "lucide-react";
import { type Path, useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "../../../components/ui/Button";
import { Checkbox } from "../../../components/ui/Checkbox";
import { Select } from "../../../components/ui/Select";
import { Textarea } from "../../../components/ui/Textarea";
import { TextField } from "../../../components/ui/TextField";
import { ApiError, errorMessage } from "../../../lib/api-error";
import {
  emptyRestaurantForm,
  type RestaurantBodyOf,
  type RestaurantFormMode,
  type RestaurantFormValues,
  restaurantFormResolver,
  toRestaurantBody,
} from "../lib/restaurant-form";
import { CuisineInput } from "./CuisineInput";
import { FormSection } from "./FormSection";
import { PhoneListField } from "./PhoneListField";

const FOOD_TYPE_LABELS: Record<(typeof RESTAURANT_FOOD_TYPES)[number], string> = {
  veg: "Pure veg",
  "non-veg": "Non-veg",
  both: "Veg and non-veg",
};

/** Number inputs: an empty box is NaN (the schema reports it), a number otherwise. */
const asNumber = { setValueAs: (value: unknown) => (value === "" || value == null ? Number.NaN : Number(value)) };
/** An empty box means "none" (null). */
const asOptionalNumber = { setValueAs: (value: unknown) => (value === "" || value == null ? null : Number(value)) };

type RestaurantFormProps<M extends RestaurantFormMode> = {
  mode: M;
  defaultValues?: RestaurantFormValues;
  submitLabel: string;
  /** Sends the body; when it rejects with an ApiError naming fields, each message shows under its field. */
  onSubmit: (body: RestaurantBodyOf[M]) => Promise<unknown>;
  onCancel?: () => void;
};

export function RestaurantForm<M extends RestaurantFormMode>({
  mode,
  defaultValues,
  submitLabel,
  onSubmit,
  onCancel,
}: RestaurantFormProps<M>) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RestaurantFormValues>({
    resolver: restaurantFormResolver(mode),
    defaultValues: defaultValues ?? emptyRestaurantForm(),
  });
  const isPlatform = mode !== "owner";

  function showServerErrors(error: unknown) {
    const issues = error instanceof ApiError ? z.array(FieldIssueSchema).safeParse(error.body?.details) : null;
    let placed = false;
    for (const issue of issues?.success ? issues.data : []) {
      const field = issue.field as Path<RestaurantFormValues>;
      if (getValues(field) === undefined) continue;
      setError(field, { type: "server", message: issue.message }, { shouldFocus: !placed });
      placed = true;
    }
    if (!placed && mode === "create" && error instanceof ApiError && error.body?.message === MESSAGES.emailTaken) {
      setError("ownerEmail", { type: "server", message: MESSAGES.emailTaken }, { shouldFocus: true });
      placed = true;
    }
    if (!placed) setError("root.server", { message: errorMessage(error) });
  }

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(toRestaurantBody(mode, values));
      if (mode === "create") reset(emptyRestaurantForm());
    } catch (error) {
      showServerErrors(error);
    }
  });

  function applyMapCentre() {
    const options = { shouldValidate: true, shouldDirty: true } as const;
    setValue("address.coordinates.lat", MAP.centre.lat, options);
    setValue("address.coordinates.lng", MAP.centre.lng, options);
  }

  const cuisineError =
    errors.cuisine?.message ?? errors.cuisine?.root?.message ?? errors.cuisine?.find?.(Boolean)?.message;

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <FormSection title="Basic information">
        <TextField
          label="Restaurant name"
          autoComplete="organization"
          className="sm:col-span-2"
          error={errors.name?.message}
          {...register("name")}
        />
        <Textarea
          label="Description (optional)"
          className="sm:col-span-2"
          rows={3}
          error={errors.description?.message}
          {...register("description")}
        />
        <Select label="Food type" error={errors.foodType?.message} {...register("foodType")}>
          <option value="">Choose…</option>
          {RESTAURANT_FOOD_TYPES.map((type) => (
            <option key={type} value={type}>
              {FOOD_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
        <Select label="Price range" error={errors.priceRange?.message} {...register("priceRange")}>
          <option value="">Choose…</option>
          {PRICE_RANGES.map((range) => (
            <option key={range} value={range}>
              {range} {PRICE_RANGE_LABELS[range]}
            </option>
          ))}
        </Select>
        <CuisineInput control={control} error={cuisineError} />
      </FormSection>

      <FormSection title="Address">
        <TextField
          label="Street"
          autoComplete="street-address"
          className="sm:col-span-2"
          error={errors.address?.street?.message}
          {...register("address.street")}
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          error={errors.address?.city?.message}
          {...register("address.city")}
        />
        <TextField
          label="State"
          autoComplete="address-level1"
          error={errors.address?.state?.message}
          {...register("address.state")}
        />
        <TextField
          label="PIN code"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={6}
          error={errors.address?.zipCode?.message}
          {...register("address.zipCode")}
        />
        <TextField
          label="Country"
          autoComplete="country-name"
          error={errors.address?.country?.message}
          {...register("address.country")}
        />
        <TextField
          label="Latitude"
          type="number"
          inputMode="decimal"
          step="any"
          hint="Decimal degrees, e.g. 22.719568"
          error={errors.address?.coordinates?.lat?.message}
          {...register("address.coordinates.lat", asNumber)}
        />
        <TextField
          label="Longitude"
          type="number"
          inputMode="decimal"
          step="any"
          hint="Decimal degrees, e.g. 75.857727"
          error={errors.address?.coordinates?.lng?.message}
          {...register("address.coordinates.lng", asNumber)}
        />
        <div className="sm:col-span-2">
          <Button variant="secondary" size="sm" onClick={applyMapCentre}>
            <LocateFixed className="size-4" aria-hidden="true" />
            Use map centre
          </Button>
        </div>
      </FormSection>

      <FormSection title="Contact">
        <PhoneListField control={control} register={register} errors={errors} />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.contactInfo?.email?.message}
          {...register("contactInfo.email")}
        />
        <TextField
          label="Website (optional)"
          type="url"
          autoComplete="url"
          inputMode="url"
          placeholder="https://"
          error={errors.contactInfo?.website?.message}
          {...register("contactInfo.website")}
        />
      </FormSection>

      <FormSection title="Delivery settings">
        <Checkbox
          label="Delivery available"
          className="sm:col-span-2"
          {...register("deliverySettings.isDeliveryAvailable")}
        />
        <TextField
          label="Delivery radius (km)"
          type="number"
          inputMode="decimal"
          step="any"
          min={0}
          error={errors.deliverySettings?.deliveryRadius?.message}
          {...register("deliverySettings.deliveryRadius", asNumber)}
        />
        <TextField
          label="Estimated delivery time (minutes)"
          type="number"
          inputMode="numeric"
          step={1}
          min={1}
          error={errors.deliverySettings?.estimatedDeliveryTime?.message}
          {...register("deliverySettings.estimatedDeliveryTime", asNumber)}
        />
        <TextField
          label="Minimum order amount (₹)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          error={errors.deliverySettings?.minimumOrderAmount?.message}
          {...register("deliverySettings.minimumOrderAmount", asNumber)}
        />
        <TextField
          label="Delivery fee (₹)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          error={errors.deliverySettings?.deliveryFee?.message}
          {...register("deliverySettings.deliveryFee", asNumber)}
        />
        <TextField
          label="Free delivery from (₹, optional)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          hint="Orders of this amount or more pay no delivery fee. Leave empty if delivery is never free."
          error={errors.deliverySettings?.freeDeliveryThreshold?.message}
          {...register("deliverySettings.freeDeliveryThreshold", asOptionalNumber)}
        />
      </FormSection>

      <FormSection title="Payment options">
        <Checkbox label="Cash on delivery" {...register("paymentOptions.acceptsCash")} />
        <Checkbox label="Online payment" {...register("paymentOptions.acceptsOnlinePayment")} />
        <Checkbox label="Wallet payment" {...register("paymentOptions.acceptsWalletPayment")} />
        <p role="alert" className="text-sm font-medium text-red-700 empty:hidden sm:col-span-2">
          {errors.paymentOptions?.message ?? errors.paymentOptions?.root?.message}
        </p>
      </FormSection>

      <FormSection title="Additional settings">
        {isPlatform && (
          <TextField
            label="Commission rate (%)"
            type="number"
            inputMode="decimal"
            step="any"
            min={0}
            max={100}
            error={errors.additionalSettings?.commissionRate?.message}
            {...register("additionalSettings.commissionRate", asNumber)}
          />
        )}
        <TextField
          label="Packaging charge (₹)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          error={errors.additionalSettings?.packagingCharge?.message}
          {...register("additionalSettings.packagingCharge", asNumber)}
        />
        <TextField
          label="Preparation time (minutes)"
          type="number"
          inputMode="numeric"
          step={1}
          min={1}
          error={errors.additionalSettings?.preparationTime?.message}
          {...register("additionalSettings.preparationTime", asNumber)}
        />
        {isPlatform && (
          <Checkbox
            label="Active"
            description="Customers can see and order from it."
            {...register("additionalSettings.isActive")}
          />
        )}
        {mode === "admin" && (
          <Checkbox
            label="Verified partner"
            description="Documents and bank details have been checked."
            {...register("isVerified")}
          />
        )}

        <h3 className="pt-2 font-semibold text-gray-900 sm:col-span-2">Bank details</h3>
        <TextField
          label="Account holder name"
          autoComplete="off"
          error={errors.additionalSettings?.bankDetails?.accountName?.message}
          {...register("additionalSettings.bankDetails.accountName")}
        />
        <TextField
          label="Account number"
          inputMode="numeric"
          autoComplete="off"
          error={errors.additionalSettings?.bankDetails?.accountNumber?.message}
          {...register("additionalSettings.bankDetails.accountNumber")}
        />
        <TextField
          label="IFSC code"
          autoComplete="off"
          className="[&_input]:uppercase"
          error={errors.additionalSettings?.bankDetails?.ifscCode?.message}
          {...register("additionalSettings.bankDetails.ifscCode")}
        />
        <TextField
          label="Bank name"
          autoComplete="off"
          error={errors.additionalSettings?.bankDetails?.bankName?.message}
          {...register("additionalSettings.bankDetails.bankName")}
        />

        <h3 className="pt-2 font-semibold text-gray-900 sm:col-span-2">Tax information</h3>
        <TextField
          label="GSTIN (optional)"
          autoComplete="off"
          maxLength={15}
          className="[&_input]:uppercase"
          error={errors.additionalSettings?.taxInfo?.gstin?.message}
          {...register("additionalSettings.taxInfo.gstin")}
        />
        <TextField
          label="PAN (optional)"
          autoComplete="off"
          maxLength={10}
          className="[&_input]:uppercase"
          error={errors.additionalSettings?.taxInfo?.panNumber?.message}
          {...register("additionalSettings.taxInfo.panNumber")}
        />
        <TextField
          label="VAT number (optional)"
          autoComplete="off"
          error={errors.additionalSettings?.taxInfo?.vatNumber?.message}
          {...register("additionalSettings.taxInfo.vatNumber")}
        />
      </FormSection>

      {mode === "create" && (
        <FormSection title="Owner login" description="The restaurant's owner signs in with this e-mail and password.">
          <TextField
            label="Owner name"
            autoComplete="off"
            error={errors.ownerName?.message}
            {...register("ownerName")}
          />
          <TextField
            label="Owner e-mail"
            type="email"
            inputMode="email"
            autoComplete="off"
            error={errors.ownerEmail?.message}
            {...register("ownerEmail")}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters, with a letter and a digit."
            error={errors.password?.message}
            {...register("password")}
          />
        </FormSection>
      )}

      <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {errors.root?.server?.message}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
