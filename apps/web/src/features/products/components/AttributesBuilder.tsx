/**
 * The attributes builder: choices such as Size or Spice level, each with options that may add to the price.
 * The field array is owned by the form (the price preview follows the same rows); options are an array per attribute.
 */
import { Plus, Trash2, X } from "lucide-react";
import { useId } from "react";
import {
  type Control,
  type UseFieldArrayReturn,
  type UseFormRegister,
  useFieldArray,
  useFormState,
} from "react-hook-form";
import { Button } from "../../../components/ui/Button";
import { Checkbox } from "../../../components/ui/Checkbox";
import { TextField } from "../../../components/ui/TextField";
import { messageText, t } from "../../../lib/i18n";
import { emptyAttribute, emptyOption, type ProductFormValues, toOptionalNumber } from "./form-values";
import { GroupError } from "./GroupError";

type AttributesBuilderProps = {
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  attributes: UseFieldArrayReturn<ProductFormValues, "attributes">;
};

export function AttributesBuilder({ control, register, attributes }: AttributesBuilderProps) {
  const { errors } = useFormState({ control, name: "attributes" });
  const listErrorId = useId();
  const listError = errors.attributes?.root?.message ?? errors.attributes?.message;

  return (
    <div className="space-y-4">
      {attributes.fields.length === 0 && <p className="text-sm text-gray-700">{t("products:noAttributes")}</p>}
      {attributes.fields.map((field, index) => (
        <AttributeEditor
          key={field.id}
          index={index}
          control={control}
          register={register}
          onRemove={() => attributes.remove(index)}
        />
      ))}
      <GroupError id={listErrorId} message={listError} />
      <Button variant="secondary" size="sm" onClick={() => attributes.append(emptyAttribute())}>
        <Plus className="size-4" aria-hidden="true" />
        {t("products:addAttribute")}
      </Button>
    </div>
  );
}

type AttributeEditorProps = {
  index: number;
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  onRemove: () => void;
};

function AttributeEditor({ index, control, register, onRemove }: AttributeEditorProps) {
  const options = useFieldArray({ control, name: `attributes.${index}.options` });
  const { errors } = useFormState({ control, name: `attributes.${index}` });
  const attributeErrors = errors.attributes?.[index];
  const errorId = useId();
  // Errors of the attribute as a whole (e.g. two options with one name) and of its option list (none left).
  const attributeError = attributeErrors?.root?.message ?? attributeErrors?.message;
  const optionsError = attributeErrors?.options?.root?.message ?? attributeErrors?.options?.message;
  const number = index + 1;

  return (
    <fieldset
      className="space-y-4 rounded-xl border border-gray-200 p-4"
      aria-describedby={attributeError || optionsError ? errorId : undefined}
    >
      <legend className="px-1 text-sm font-semibold text-gray-900">{t("products:attributeNumber", { number })}</legend>
      <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
        <TextField
          label={t("products:attributeName")}
          placeholder={t("products:attributeNamePlaceholder")}
          className="min-w-0 flex-1 basis-48"
          error={attributeErrors?.name?.message}
          {...register(`attributes.${index}.name`)}
        />
        <div className="flex min-h-11 items-center">
          <Checkbox label={t("products:required")} {...register(`attributes.${index}.required`)} />
        </div>
      </div>

      <ul className="space-y-3">
        {options.fields.map((option, optionIndex) => {
          const optionErrors = attributeErrors?.options?.[optionIndex];
          const optionNumber = optionIndex + 1;
          return (
            <li key={option.id} className="flex flex-wrap items-start gap-x-3 gap-y-2 rounded-lg bg-gray-50 p-3">
              <TextField
                label={t("products:optionName", { number: optionNumber })}
                placeholder={
                  optionIndex === 0 ? t("products:optionPlaceholderFirst") : t("products:optionPlaceholderOther")
                }
                className="min-w-0 flex-1 basis-40"
                error={optionErrors?.name?.message}
                {...register(`attributes.${index}.options.${optionIndex}.name`)}
              />
              <TextField
                label={t("products:optionExtraPrice", { number: optionNumber })}
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                className="w-full min-w-0 basis-40 sm:w-44 sm:flex-none"
                error={optionErrors?.additionalPrice?.message}
                {...register(`attributes.${index}.options.${optionIndex}.additionalPrice`, {
                  setValueAs: toOptionalNumber,
                })}
              />
              <button
                type="button"
                onClick={() => options.remove(optionIndex)}
                disabled={options.fields.length === 1}
                aria-label={t("products:removeOption", { option: optionNumber, attribute: number })}
                className="mt-7 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gray-800 hover:bg-gray-200 disabled:cursor-not-allowed disabled:opacity-40"
              >
                <X className="size-5" aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
      <GroupError
        id={errorId}
        message={
          attributeError && optionsError
            ? t("products:errorsJoined", { first: messageText(attributeError), second: messageText(optionsError) })
            : (attributeError ?? optionsError)
        }
      />

      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="secondary" size="sm" onClick={() => options.append(emptyOption())}>
          <Plus className="size-4" aria-hidden="true" />
          {t("products:addOption")}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50"
          onClick={onRemove}
          aria-label={t("products:removeAttributeNumber", { number })}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {t("products:removeAttribute")}
        </Button>
      </div>
    </fieldset>
  );
}
