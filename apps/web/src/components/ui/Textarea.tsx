/**
 * A labelled multi-line text input with an optional hint and an error announced to screen readers (the error takes
 * the hint's place: one message per field).
 * The error may be a catalog key or a contract/server message: it is shown in the app's language (messageText).
 */
import { type ComponentProps, type ReactNode, useId } from "react";
import { messageText } from "../../lib/i18n";
import { FieldMessages, fieldDescribedBy } from "./FieldMessages";
import { inputClassName } from "./TextField";

type TextareaProps = ComponentProps<"textarea"> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
};

export function Textarea({ label, error, hint, id, className, rows = 4, ...props }: TextareaProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const shownError = messageText(error);
  const describedBy = fieldDescribedBy(inputId, hint, shownError);

  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-gray-900">
        {label}
      </label>
      <textarea
        id={inputId}
        rows={rows}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy}
        className={inputClassName}
        {...props}
      />
      <FieldMessages id={inputId} hint={hint} error={shownError} />
    </div>
  );
}
