/**
 * What a form field says under its input: its hint, or, while the field is invalid, its error in the hint's place.
 * One message per field (issue 16): a hint such as "You must be 18 or older" is not shown beside the error that says
 * the same. The error's element is always there (empty while the field is valid), so a screen reader announces an
 * error as it appears; the input is described by whichever is shown (`fieldDescribedBy`).
 */
import type { ReactNode } from "react";

type FieldMessagesProps = {
  /** The input's id: the hint is `<id>-hint`, the error `<id>-error`. */
  id: string;
  hint?: ReactNode;
  /** The error as shown (already in the app's language); empty or undefined while the field is valid. */
  error?: string | undefined;
  /** Spacing above each message. */
  className?: string;
};

/** The input's aria-describedby: whichever message is shown (the error, else the hint), or none. */
export function fieldDescribedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

export function FieldMessages({ id, hint, error, className = "mt-1.5" }: FieldMessagesProps) {
  return (
    <>
      {hint && !error && (
        <p id={`${id}-hint`} className={`${className} text-sm text-gray-700`}>
          {hint}
        </p>
      )}
      <p id={`${id}-error`} aria-live="polite" className={`${className} text-sm font-medium text-red-700 empty:hidden`}>
        {error}
      </p>
    </>
  );
}
