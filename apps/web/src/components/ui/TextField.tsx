/**
 * A labelled text input with an optional hint and an error announced to screen readers (the error takes the hint's
 * place: one message per field). The error may be a catalog key or a contract/server message: it is shown in the
 * app's language (messageText).
 */
import { type ComponentProps, type ReactNode, useId } from "react";
import { messageText } from "../../lib/i18n";
import { FieldMessages, fieldDescribedBy } from "./FieldMessages";

export const inputClassName =
  "block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base text-gray-900 placeholder:text-gray-500 focus-visible:border-brand-700 aria-invalid:border-red-700";

type TextFieldProps = ComponentProps<"input"> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shown before the input inside the field, e.g. a "+91" prefix. */
  prefix?: ReactNode;
};

export function TextField({ label, error, hint, prefix, id, className, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const shownError = messageText(error);
  const describedBy = fieldDescribedBy(inputId, hint, shownError);

  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-gray-900">
        {label}
      </label>
      <div className="flex items-stretch">
        {prefix && (
          <span className="inline-flex items-center rounded-l-lg border border-r-0 border-gray-300 bg-gray-100 px-3 text-gray-800">
            {prefix}
          </span>
        )}
        <input
          id={inputId}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClassName} ${prefix ? "rounded-l-none" : ""}`}
          {...props}
        />
      </div>
      <FieldMessages id={inputId} hint={hint} error={shownError} />
    </div>
  );
}
