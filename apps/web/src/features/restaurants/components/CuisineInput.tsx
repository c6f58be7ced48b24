/** Cuisines as tags: type one and press Enter (or Add); each tag has its own remove button. */
import { RestaurantCreateBodySchema } from "@zaika/contract/restaurant";
import { X } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { type Control, useFieldArray } from "react-hook-form";
import { Button } from "../../../components/ui/Button";
import { FieldMessages, fieldDescribedBy } from "../../../components/ui/FieldMessages";
import { inputClassName } from "../../../components/ui/TextField";
import { messageText, t } from "../../../lib/i18n";
import type { RestaurantFormValues } from "../lib/restaurant-form";

const CuisineNameSchema = RestaurantCreateBodySchema.shape.cuisine.element;

type CuisineInputProps = { control: Control<RestaurantFormValues>; error?: string | undefined };

export function CuisineInput({ control, error }: CuisineInputProps) {
  const { fields, append, remove } = useFieldArray({ control, name: "cuisine" });
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string>();
  const inputId = useId();
  const shown = messageText(problem ?? error);

  function add() {
    const parsed = CuisineNameSchema.safeParse(text);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    const name = parsed.data;
    if (fields.some((field) => field.value.toLocaleLowerCase("en-IN") === name.toLocaleLowerCase("en-IN"))) {
      setProblem(t("restaurants:cuisineAdded", { name }));
      return;
    }
    append({ value: name });
    setText("");
    setProblem(undefined);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add();
    } else if (event.key === "Backspace" && text === "" && fields.length > 0) {
      remove(fields.length - 1);
    }
  }

  return (
    <div className="sm:col-span-2">
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-gray-900">
        {t("restaurants:cuisines")}
      </label>
      {fields.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-2">
          {fields.map((field, index) => (
            <li
              key={field.id}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900 ring-1 ring-brand-200"
            >
              {field.value}
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={t("restaurants:removeNamed", { name: field.value })}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-brand-100"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <input
          id={inputId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          placeholder={t("restaurants:cuisinePlaceholder")}
          aria-invalid={shown ? true : undefined}
          aria-describedby={fieldDescribedBy(inputId, true, shown)}
          className={inputClassName}
        />
        <Button variant="secondary" onClick={add}>
          {t("restaurants:add")}
        </Button>
      </div>
      <FieldMessages id={inputId} hint={t("restaurants:cuisineHint")} error={shown} />
    </div>
  );
}
