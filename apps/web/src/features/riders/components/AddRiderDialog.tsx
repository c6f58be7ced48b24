/** "Add rider": name, phone, vehicle type and number, checked with the contract's schema; server errors land on fields. */
import { zodResolver } from "@hookform/resolvers/zod";
import { type CreateRiderBody, CreateRiderBodySchema, VEHICLE_TYPES, type VehicleType } from "@zaika/contract/rider";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/Button";
import { Dialog } from "../../../components/ui/Dialog";
import { Select } from "../../../components/ui/Select";
import { TextField } from "../../../components/ui/TextField";
import { messageText, t } from "../../../lib/i18n";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { useCreateRider } from "../api/create-rider";

/** The catalog key of each vehicle type's label. */
export const VEHICLE_KEYS = {
  bicycle: "riders:vehicleBicycle",
  scooter: "riders:vehicleScooter",
  motorcycle: "riders:vehicleMotorcycle",
  "electric-scooter": "riders:vehicleElectricScooter",
} as const satisfies Record<VehicleType, string>;

type CreateRider = z.output<typeof CreateRiderBodySchema>;
/** The select starts on its placeholder (""), which the schema rejects with its "Choose a vehicle type" message. */
type RiderFormValues = Omit<CreateRiderBody, "vehicleType"> & { vehicleType: VehicleType | "" };

// A widening, not a cast: every value the schema accepts is a valid form value.
const schema: z.ZodType<CreateRider, RiderFormValues> = CreateRiderBodySchema;
const EMPTY: RiderFormValues = { name: "", phone: "", vehicleType: "", vehicleNumber: "" };
const FIELDS = ["name", "phone", "vehicleType", "vehicleNumber"] as const;
const FORM_ID = "add-rider-form";

export function AddRiderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const createRider = useCreateRider();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<RiderFormValues, unknown, CreateRider>({ resolver: zodResolver(schema), defaultValues: EMPTY });

  function close() {
    reset(EMPTY);
    createRider.reset();
    onClose();
  }

  // The API client has already shown the error toast; a field error (e.g. 409 on phone) is also placed on its field.
  function showFieldErrors(error: unknown) {
    applyServerFieldErrors(error, setError, { fields: FIELDS });
  }

  const onSubmit = handleSubmit((values) => createRider.mutate(values, { onSuccess: close, onError: showFieldErrors }));

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t("riders:addRider")}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t("riders:cancel")}
          </Button>
          <Button type="submit" form={FORM_ID} loading={createRider.isPending}>
            {t("riders:addRider")}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="text-sm text-gray-700">{t("riders:signInHint")}</p>
        <TextField
          label={t("riders:name")}
          autoComplete="off"
          data-autofocus
          error={messageText(errors.name?.message)}
          {...register("name")}
        />
        <TextField
          label={t("riders:phoneNumber")}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          prefix="+91"
          error={messageText(errors.phone?.message)}
          {...register("phone")}
        />
        <Select
          label={t("riders:vehicleType")}
          error={messageText(errors.vehicleType?.message)}
          {...register("vehicleType")}
        >
          <option value="" disabled>
            {t("riders:chooseVehicleType")}
          </option>
          {VEHICLE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(VEHICLE_KEYS[type])}
            </option>
          ))}
        </Select>
        <TextField
          label={t("riders:vehicleNumber")}
          autoComplete="off"
          autoCapitalize="characters"
          // i18n-ignore: a vehicle number as written on the plate
          placeholder="MP 09 AB 1234"
          error={messageText(errors.vehicleNumber?.message)}
          {...register("vehicleNumber")}
        />
      </form>
    </Dialog>
  );
}
