/** The restaurant's phone numbers: one input per number, with add and remove. */
import { Plus, Trash2 } from "lucide-react";
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from "react-hook-form";
import { Button, iconButtonClassName } from "../../../components/ui/Button";
import { TextField } from "../../../components/ui/TextField";
import { messageText, t } from "../../../lib/i18n";
import type { RestaurantFormValues } from "../lib/restaurant-form";

type PhoneListFieldProps = {
  control: Control<RestaurantFormValues>;
  register: UseFormRegister<RestaurantFormValues>;
  errors: FieldErrors<RestaurantFormValues>;
};

export function PhoneListField({ control, register, errors }: PhoneListFieldProps) {
  const { fields, append, remove } = useFieldArray({ control, name: "contactInfo.phones" });
  const phoneErrors = errors.contactInfo?.phones;
  const listError = phoneErrors?.message ?? phoneErrors?.root?.message;

  return (
    <div className="space-y-3 sm:col-span-2">
      {fields.map((field, index) => (
        <div key={field.id} className="flex items-start gap-2">
          <TextField
            label={t("restaurants:phoneNumber", { number: index + 1 })}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            className="flex-1"
            error={phoneErrors?.[index]?.message ?? phoneErrors?.[index]?.value?.message}
            {...register(`contactInfo.phones.${index}.value`)}
          />
          {fields.length > 1 && (
            <button
              type="button"
              className={`${iconButtonClassName} mt-7`}
              onClick={() => remove(index)}
              aria-label={t("restaurants:removePhone", { number: index + 1 })}
            >
              <Trash2 className="size-5" aria-hidden="true" />
            </button>
          )}
        </div>
      ))}
      <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {messageText(listError)}
      </p>
      <Button variant="secondary" size="sm" onClick={() => append({ value: "" }, { shouldFocus: true })}>
        <Plus className="size-4" aria-hidden="true" />
        {t("restaurants:addPhone")}
      </Button>
    </div>
  );
}
