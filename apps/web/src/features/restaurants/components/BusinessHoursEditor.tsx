/**
 * The weekly hours editor: per weekday "Closed", "Open 24 hours", or up to a few open–close slots (a close earlier
 * than the open runs past midnight). Validated with the contract's BusinessHoursSchema (no overlapping slots).
 */
import { BusinessHoursBodySchema } from "@zaika/contract/business-hours";
import {
  type BusinessHours,
  DEFAULT_BUSINESS_HOURS,
  type TimeSlot,
  WEEKDAYS,
  type Weekday,
} from "@zaika/contract/business-hours-rules";
import { Copy, Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useForm,
  useWatch,
} from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/Button";
import { Checkbox } from "../../../components/ui/Checkbox";
import { messageText, t } from "../../../lib/i18n";
import { useUpdateBusinessHours } from "../api/update-business-hours";
import { isRoundTheClock, ROUND_THE_CLOCK, weekdayLabel } from "../lib/business-hours-display";
import { zodFormResolver } from "../lib/zod-form-resolver";

type HoursForm = z.input<typeof BusinessHoursBodySchema>;

/** The text field look; full width on a phone (two to a row), fixed beside each other on wider screens. */
const TIME_INPUT_CLASS =
  "block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base text-gray-900 focus-visible:border-brand-700 aria-invalid:border-red-700 sm:w-40";

const FIRST_SLOT: TimeSlot = DEFAULT_BUSINESS_HOURS.monday.slots[0] ?? { open: "11:00", close: "23:00" };

/** Time inputs cannot show 24:00: a slot closing at midnight is edited as closing at 00:00 (the same thing). */
function forEditing(hours: BusinessHours): BusinessHours {
  const days = WEEKDAYS.map((day) => {
    const { isClosed, slots } = hours[day];
    const editable = isRoundTheClock(slots)
      ? slots
      : slots.map((slot) => (slot.close === "24:00" ? { ...slot, close: "00:00" } : slot));
    return [day, { isClosed, slots: isClosed ? [] : editable.map((slot) => ({ ...slot })) }] as const;
  });
  return Object.fromEntries(days) as BusinessHours;
}

type TimeInputProps = {
  label: string;
  context: string;
  error?: string | undefined;
} & ReturnType<UseFormRegister<HoursForm>>;

function TimeInput({ label, context, error, ...field }: TimeInputProps) {
  const id = useId();
  return (
    <div className="min-w-0 flex-1 basis-32 sm:flex-none sm:basis-auto">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-900">
        {label}
        <span className="sr-only"> ({context})</span>
      </label>
      <input
        id={id}
        type="time"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
        className={TIME_INPUT_CLASS}
        {...field}
      />
      <p id={`${id}-error`} aria-live="polite" className="mt-1 text-sm font-medium text-red-700 empty:hidden">
        {messageText(error)}
      </p>
    </div>
  );
}

type DayEditorProps = {
  day: Weekday;
  control: Control<HoursForm>;
  register: UseFormRegister<HoursForm>;
  errors: FieldErrors<HoursForm>;
};

function DayEditor({ day, control, register, errors }: DayEditorProps) {
  const { fields, append, remove, replace } = useFieldArray({ control, name: `businessHours.${day}.slots` });
  const isClosed = useWatch({ control, name: `businessHours.${day}.isClosed` });
  const slots = useWatch({ control, name: `businessHours.${day}.slots` }) ?? [];
  const allDay = !isClosed && isRoundTheClock(slots);
  const label = weekdayLabel(day);
  const dayErrors = errors.businessHours?.[day];
  const dayError = dayErrors?.message ?? dayErrors?.root?.message ?? dayErrors?.slots?.message;

  return (
    <fieldset className="min-w-0 border-b border-gray-100 py-4 last:border-b-0">
      <legend className="float-left mb-2 w-full font-semibold text-gray-900 sm:mb-0 sm:w-32">{label}</legend>
      <div className="clear-left min-w-0 space-y-3 sm:clear-none sm:ml-32">
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <Checkbox
            label={t("restaurants:closedOn", { day: label })}
            {...register(`businessHours.${day}.isClosed`, {
              onChange: (event: { target: { checked: boolean } }) => {
                if (event.target.checked) replace([]);
                else if (fields.length === 0) replace([{ ...FIRST_SLOT }]);
              },
            })}
          />
          <Checkbox
            label={t("restaurants:open24Hours")}
            aria-label={t("restaurants:open24HoursOn", { day: label })}
            checked={allDay}
            disabled={isClosed}
            onChange={(event) => replace([event.target.checked ? { ...ROUND_THE_CLOCK } : { ...FIRST_SLOT }])}
          />
        </div>
        {!isClosed && !allDay && (
          <>
            {fields.map((field, index) => {
              const context = t("restaurants:slotContext", { day: label, number: index + 1 });
              const slotErrors = dayErrors?.slots?.[index];
              return (
                <div key={field.id}>
                  <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
                    <TimeInput
                      label={t("restaurants:opens")}
                      context={context}
                      error={slotErrors?.open?.message}
                      {...register(`businessHours.${day}.slots.${index}.open`)}
                    />
                    <TimeInput
                      label={t("restaurants:closes")}
                      context={context}
                      error={slotErrors?.close?.message}
                      {...register(`businessHours.${day}.slots.${index}.close`)}
                    />
                    <Button
                      variant="ghost"
                      size="sm"
                      className="sm:mt-7"
                      onClick={() => remove(index)}
                      aria-label={t("restaurants:removeSlot", { day: label, number: index + 1 })}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                      {t("restaurants:remove")}
                    </Button>
                  </div>
                  <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
                    {messageText(slotErrors?.message ?? slotErrors?.root?.message)}
                  </p>
                </div>
              );
            })}
            <Button
              variant="ghost"
              size="sm"
              aria-label={t("restaurants:addSlotOn", { day: label })}
              onClick={() => append({ open: "", close: "" }, { shouldFocus: true })}
            >
              <Plus className="size-4" aria-hidden="true" />
              {t("restaurants:addSlot")}
            </Button>
          </>
        )}
        <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
          {messageText(dayError)}
        </p>
      </div>
    </fieldset>
  );
}

type BusinessHoursEditorProps = {
  restaurantId: string;
  hours: BusinessHours;
  onSaved?: () => void;
  onCancel?: () => void;
};

export function BusinessHoursEditor({ restaurantId, hours, onSaved, onCancel }: BusinessHoursEditorProps) {
  const updateHours = useUpdateBusinessHours();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<HoursForm, unknown, z.output<typeof BusinessHoursBodySchema>>({
    resolver: zodFormResolver(BusinessHoursBodySchema),
    defaultValues: { businessHours: forEditing(hours) },
  });

  function copyMondayToAll() {
    const monday = getValues("businessHours.monday");
    for (const day of WEEKDAYS.slice(1)) {
      setValue(`businessHours.${day}.isClosed`, monday.isClosed, { shouldDirty: true });
      setValue(
        `businessHours.${day}.slots`,
        monday.slots.map((slot) => ({ ...slot })),
        { shouldDirty: true },
      );
    }
  }

  const submit = handleSubmit(({ businessHours }) =>
    updateHours.mutate({ id: restaurantId, businessHours }, { onSuccess: () => onSaved?.() }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <div className="flex justify-end">
        <Button variant="ghost" size="sm" onClick={copyMondayToAll}>
          <Copy className="size-4" aria-hidden="true" />
          {t("restaurants:copyMonday")}
        </Button>
      </div>
      {WEEKDAYS.map((day) => (
        <DayEditor key={day} day={day} control={control} register={register} errors={errors} />
      ))}
      <p className="mt-2 text-sm text-gray-700">{t("restaurants:pastMidnight")}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="submit" loading={updateHours.isPending}>
          {t("restaurants:saveHours")}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t("restaurants:cancel")}
          </Button>
        )}
      </div>
    </form>
  );
}
