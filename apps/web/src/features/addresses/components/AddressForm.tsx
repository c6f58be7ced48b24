/** The fields of a saved address, checked with the contract's AddressInputSchema as the server checks them. */
import { zodResolver } from "@hookform/resolvers/zod";
import { ADDRESS_TYPES, type Address, AddressInputSchema } from "@zaika/contract/address";
import { MAP } from "@zaika/contract/constants";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { Checkbox } from "../../../components/ui/Checkbox";
import { Textarea } from "../../../components/ui/Textarea";
import { TextField } from "../../../components/ui/TextField";
import { readStoredLocation } from "../../../lib/storage";
import { ADDRESS_TYPE_LABELS } from "./address-labels";
import { CoordinatesPicker } from "./CoordinatesPicker";

type FormInput = z.input<typeof AddressInputSchema>;
export type AddressFormValues = z.output<typeof AddressInputSchema>;

const PICK_ON_MAP = "Mark the delivery spot on the map";

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
  const coordinateError = errors.coordinates ? PICK_ON_MAP : undefined;

  return (
    <form id={formId} onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Full name"
          autoComplete="name"
          data-autofocus
          error={errors.fullName?.message}
          {...register("fullName")}
        />
        <TextField
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          prefix="+91"
          error={errors.phoneNumber?.message}
          {...register("phoneNumber")}
        />
      </div>
      <TextField
        label="Address line 1"
        autoComplete="address-line1"
        hint="House or flat number, building, street"
        error={errors.addressLine1?.message}
        {...register("addressLine1")}
      />
      <TextField
        label="Address line 2 (optional)"
        autoComplete="address-line2"
        hint="Area, colony or sector"
        error={errors.addressLine2?.message}
        {...register("addressLine2")}
      />
      <TextField label="Landmark (optional)" error={errors.landmark?.message} {...register("landmark")} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="City" autoComplete="address-level2" error={errors.city?.message} {...register("city")} />
        <TextField label="State" autoComplete="address-level1" error={errors.state?.message} {...register("state")} />
        <TextField
          label="PIN code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          error={errors.postalCode?.message}
          {...register("postalCode")}
        />
      </div>

      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-gray-900">Address type</legend>
        <div className="flex flex-wrap gap-2">
          {ADDRESS_TYPES.map((type) => (
            <label
              key={type}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-4 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-700"
            >
              <input type="radio" value={type} className="accent-brand-700" {...register("addressType")} />
              {ADDRESS_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
        {errors.addressType?.message && (
          <p className="mt-1.5 text-sm font-medium text-red-700">{errors.addressType.message}</p>
        )}
      </fieldset>

      <Textarea
        label="Delivery instructions (optional)"
        rows={2}
        hint="For example: ring the bell twice, leave at the gate"
        error={errors.deliveryInstructions?.message}
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

      {!initial?.isDefault && <Checkbox label="Make this my default address" {...register("isDefault")} />}
    </form>
  );
}
