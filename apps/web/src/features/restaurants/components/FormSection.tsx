/** A titled card of a long form: a fieldset whose legend (a level-2 heading) names the section. */
import type { ReactNode } from "react";

type FormSectionProps = { title: string; description?: ReactNode; children: ReactNode };

export function FormSection({ title, description, children }: FormSectionProps) {
  return (
    <fieldset className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
      {/* A heading too, so the form's sub-headings (h3) follow a level-2 heading and a screen reader can jump to it. */}
      <legend className="float-left w-full">
        <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
      </legend>
      {description && <p className="clear-left pt-1 text-sm text-gray-700">{description}</p>}
      <div className="clear-left grid gap-4 pt-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
