/**
 * A labelled native select with an optional hint and an error announced to screen readers (the error takes the
 * hint's place: one message per field).
 * The error may be a catalog key or a contract/server message: it is shown in the app's language (messageText).
 */
import { type ComponentProps, type ReactNode, useId } from "react";
import { messageText } from "../../lib/i18n";
import { FieldMessages, fieldDescribedBy } from "./FieldMessages";
import { inputClassName } from "./TextField";

type SelectProps = ComponentProps<"select"> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Hide the label visually (it stays for screen readers), e.g. in a toolbar. */
  hideLabel?: boolean;
};

export function Select({ label, error, hint, hideLabel = false, id, className, children, ...props }: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const shownError = messageText(error);
  const describedBy = fieldDescribedBy(selectId, hint, shownError);

  return (
    <div className={className}>
      <label htmlFor={selectId} className={hideLabel ? "sr-only" : "mb-1.5 block text-sm font-medium text-gray-900"}>
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClassName} pr-8`}
        {...props}
      >
        {children}
      </select>
      <FieldMessages id={selectId} hint={hint} error={shownError} />
    </div>
  );
}
