/** Data tables of the admin screens: a captioned table that scrolls sideways inside its card when narrow. */
import type { ComponentProps, ReactNode } from "react";

export function Table({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    // A table wider than the screen scrolls in its box: a named region a keyboard can reach to scroll it.
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-gray-200"
    >
      <table className="w-full min-w-max text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </section>
  );
}

export function Th({ className = "", ...props }: ComponentProps<"th">) {
  return (
    <th
      scope="col"
      className={`border-b border-gray-200 bg-gray-50 px-4 py-3 font-semibold text-gray-900 ${className}`}
      {...props}
    />
  );
}

export function Td({ className = "", ...props }: ComponentProps<"td">) {
  return <td className={`border-b border-gray-100 px-4 py-3 align-middle text-gray-800 ${className}`} {...props} />;
}
