/** The fields of a saved address, checked with the contract's AddressInputSchema as the server checks them. */
import { zodResolver } from "@hookform/resolvers/zod";
import { ADDRESS_TYPES, type Address, AddressInputSchema } from "@zaika/contract/address";
import { MAP } from "@zaika/contract/constants";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { Checkbox } from "../../../components/ui/Checkbox";
import { Textarea } from "../../../components/ui/Textarea";
import { TextField } from "../../../components/ui/TextField";
import { messageText, t } from "../../../lib/i18n";
import { readStoredLocation } from "../../../lib/storage";
import { addressTypeText } from "./address-labels";
import { CoordinatesPicker } from "./CoordinatesPicker";

type FormInput = z.input<typeof AddressInputSchema>;
export type AddressFormValues = z.output<typeof AddressInputSchema>;

/** A field's error message in the app's language (the contract's messages, translated). */
const errorText = (error: { message?: string | undefined } | undefined) =>
  error?.message ? messageText(error.message) : undefined;

type AddressFormProps = {
  formId: string;
  /** The address being edited; a new one starts empty. */
  initial?: Address | undefined;
  onSubmit: (values: AddressFormValues) => void;
};

function defaults(initial: Address | undefined): FormInput {
  if (initial) {
    const { _id, createdAt, updatedAt, ...fields } = initial;
    return fields;
  }
  // A new address starts with the pin where the customer set their delivery location, usually the same place.
  const stored = readStoredLocation();
  return {
    fullName: "",
    phoneNumber: "",
    addressLine1: "",
    addressLine2: "",
    landmark: "",
    city: "",
    state: "",
    postalCode: "",
    addressType: "home",
    deliveryInstructions: "",
    coordinates: stored ? { lat: stored.lat, lng: stored.lon } : (undefined as unknown as FormInput["coordinates"]),
    isDefault: false,
  };
}

export function AddressForm({ formId, initial, onSubmit }: AddressFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, AddressFormValues>({
    resolver: zodResolver(AddressInputSchema),
    defaultValues: defaults(initial),
  });
  const coordinateError = errors.coordinates ? t("addresses:pickOnMap") : undefined;

  return (
    <form id={formId} onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("addresses:fullName")}
          autoComplete="name"
          data-autofocus
          error={errorText(errors.fullName)}
          {...register("fullName")}
        />
        <TextField
          label={t("addresses:phoneNumber")}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          prefix="+91"
          error={errorText(errors.phoneNumber)}
          {...register("phoneNumber")}
        />
      </div>
      <TextField
        label={t("addresses:line1")}
        autoComplete="address-line1"
        hint={t("addresses:line1Hint")}
        error={errorText(errors.addressLine1)}
        {...register("addressLine1")}
      />
      <TextField
        label={t("addresses:line2")}
        autoComplete="address-line2"
        hint={t("addresses:line2Hint")}
        error={errorText(errors.addressLine2)}
        {...register("addressLine2")}
      />
      <TextField label={t("addresses:landmark")} error={errorText(errors.landmark)} {...register("landmark")} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t("addresses:city")}
          autoComplete="address-level2"
          error={errorText(errors.city)}
          {...register("city")}
        />
        <TextField
          label={t("addresses:state")}
          autoComplete="address-level1"
          error={errorText(errors.state)}
          {...register("state")}
        />
        <TextField
          label={t("addresses:pinCode")}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          error={errorText(errors.postalCode)}
          {...register("postalCode")}
        />
      </div>

      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-gray-900">{t("addresses:addressType")}</legend>
        <div className="flex flex-wrap gap-2">
          {ADDRESS_TYPES.map((type) => (
            <label
              key={type}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-4 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-700"
            >
              <input type="radio" value={type} className="accent-brand-700" {...register("addressType")} />
              {addressTypeText(type)}
            </label>
          ))}
        </div>
        {errors.addressType?.message && (
          <p className="mt-1.5 text-sm font-medium text-red-700">{messageText(errors.addressType.message)}</p>
        )}
      </fieldset>

      <Textarea
        label={t("addresses:instructions")}
        rows={2}
        hint={t("addresses:instructionsHint")}
        error={errorText(errors.deliveryInstructions)}
        {...register("deliveryInstructions")}
      />

      <Controller
        control={control}
        name="coordinates"
        render={({ field }) => (
          <CoordinatesPicker
            value={field.value ?? null}
            onChange={(value) => field.onChange(value)}
            fallbackCentre={MAP.centre}
            error={coordinateError}
          />
        )}
      />

      {!initial?.isDefault && <Checkbox label={t("addresses:makeDefault")} {...register("isDefault")} />}
    </form>
  );
}
