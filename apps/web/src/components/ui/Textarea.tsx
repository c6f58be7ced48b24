/**
 * A labelled multi-line text input with an optional hint and an error announced to screen readers.
 * The error may be a catalog key or a contract/server message: it is shown in the app's language (messageText).
 */
import { type ComponentProps, type ReactNode, useId } from "react";
import { messageText } from "../../lib/i18n";
import { inputClassName } from "./TextField";

type TextareaProps = ComponentProps<"textarea"> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
};

export function Textarea({ label, error, hint, id, className, rows = 4, ...props }: TextareaProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const shownError = messageText(error);
  const describedBy = [hint ? hintId : null, errorId].filter(Boolean).join(" ");

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
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-gray-700">
          {hint}
        </p>
      )}
      <p id={errorId} aria-live="polite" className="mt-1.5 text-sm font-medium text-red-700 empty:hidden">
        {shownError}
      </p>
    </div>
  );
}
