/** The add-ons builder: extras a customer may add to a dish (extra cheese, a drink), each with its price. */
import { Plus, X } from "lucide-react";
import { useId } from "react";
import { type Control, type UseFieldArrayReturn, type UseFormRegister, useFormState } from "react-hook-form";
import { Button } from "../../../components/ui/Button";
import { TextField } from "../../../components/ui/TextField";
import { t } from "../../../lib/i18n";
import { emptyAddon, type ProductFormValues, toOptionalNumber } from "./form-values";
import { GroupError } from "./GroupError";

type AddonsBuilderProps = {
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  addons: UseFieldArrayReturn<ProductFormValues, "addons">;
};

export function AddonsBuilder({ control, register, addons }: AddonsBuilderProps) {
  const { errors } = useFormState({ control, name: "addons" });
  const listErrorId = useId();
  const listError = errors.addons?.root?.message ?? errors.addons?.message;

  return (
    <div className="space-y-4">
      {addons.fields.length === 0 && <p className="text-sm text-gray-700">{t("products:noAddons")}</p>}
      {addons.fields.length > 0 && (
        <ul className="space-y-3">
          {addons.fields.map((field, index) => {
            const rowErrors = errors.addons?.[index];
            const number = index + 1;
            return (
              <li key={field.id} className="flex flex-wrap items-start gap-x-3 gap-y-2 rounded-lg bg-gray-50 p-3">
                <TextField
                  label={t("products:addonName", { number })}
                  placeholder={t("products:addonNamePlaceholder")}
                  className="min-w-0 flex-1 basis-40"
                  error={rowErrors?.name?.message ?? rowErrors?.message}
                  {...register(`addons.${index}.name`)}
                />
                <TextField
                  label={t("products:addonPrice", { number })}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="0.01"
                  className="w-full min-w-0 basis-40 sm:w-44 sm:flex-none"
                  error={rowErrors?.price?.message}
                  {...register(`addons.${index}.price`, { setValueAs: toOptionalNumber })}
                />
                <button
                  type="button"
                  onClick={() => addons.remove(index)}
                  aria-label={t("products:removeAddon", { number })}
                  className="mt-7 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gray-800 hover:bg-gray-200"
                >
                  <X className="size-5" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <GroupError id={listErrorId} message={listError} />
      <Button variant="secondary" size="sm" onClick={() => addons.append(emptyAddon())}>
        <Plus className="size-4" aria-hidden="true" />
        {t("products:addAddon")}
      </Button>
    </div>
  );
}
