/** A checkbox with its label beside it and an optional one-line description. */
import { type ComponentProps, type ReactNode, useId } from "react";

type CheckboxProps = Omit<ComponentProps<"input">, "type"> & {
  label: ReactNode;
  description?: ReactNode;
};

export function Checkbox({ label, description, id, className = "", ...props }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = `${inputId}-description`;

  return (
    <div className={`flex items-start gap-3 ${className}`}>
      <input
        id={inputId}
        type="checkbox"
        aria-describedby={description ? descriptionId : undefined}
        className="mt-0.5 size-5 shrink-0 rounded border-gray-400 accent-brand-700"
        {...props}
      />
      <div className="min-w-0">
        <label htmlFor={inputId} className="text-sm font-medium text-gray-900">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="text-sm text-gray-700">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
