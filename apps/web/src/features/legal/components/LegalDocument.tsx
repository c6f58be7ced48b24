/** The frame of a policy page: one h1, the date it was last updated, a table of contents and readable sections. */
import { type ReactNode, useId } from "react";
import { Trans } from "../../../components/i18n/Trans";
import { dateFormat, t } from "../../../lib/i18n";
import { useTitle } from "../../../lib/use-title";

export type TocEntry = { id: string; label: string };

type LegalDocumentProps = {
  title: string;
  /** The browser tab's title, when it should differ from the heading. */
  documentTitle?: string;
  /** ISO date (YYYY-MM-DD) of the last change to the text. */
  lastUpdated?: string;
  intro: ReactNode;
  toc?: readonly TocEntry[];
  children: ReactNode;
};

// Typography for running text, so the pages stay plain JSX. Sections leave room for the sticky header on jumps.
const prose = [
  "text-base leading-7 text-gray-800",
  "[&_p]:mt-3 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-gray-900",
  "[&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6",
  // Only unstyled links: a link given its own classes (a button-like link) keeps them.
  "[&_a:not([class])]:font-medium [&_a:not([class])]:text-brand-700 [&_a:not([class])]:underline",
  "[&_a:not([class])]:underline-offset-2 [&_a:not([class]):hover]:text-brand-800",
  "[&_strong]:font-semibold [&_strong]:text-gray-900",
].join(" ");

/** "22 November 2026" (or "22 नवंबर 2026"): a calendar date, the same day wherever the reader is. */
export function formatDate(isoDate: string): string {
  return dateFormat({ day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

export function LegalDocument({ title, documentTitle, lastUpdated, intro, toc, children }: LegalDocumentProps) {
  useTitle(documentTitle ?? title);

  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="border-b border-gray-200 pb-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-gray-900 sm:text-4xl">{title}</h1>
        {lastUpdated && (
          <p className="mt-2 text-sm text-gray-700">
            <Trans
              i18nKey="legal:lastUpdated"
              components={{ date: <time dateTime={lastUpdated}>{formatDate(lastUpdated)}</time> }}
            />
          </p>
        )}
        <div className={`mt-4 ${prose}`}>{intro}</div>
      </header>

      {toc && toc.length > 0 && (
        <nav aria-labelledby="toc-heading" className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
          <h2 id="toc-heading" className="text-base font-semibold text-gray-900">
            {t("legal:onThisPage")}
          </h2>
          <ol className="mt-3 list-decimal space-y-1.5 pl-6 text-gray-800 marker:text-gray-600">
            {toc.map((entry) => (
              <li key={entry.id}>
                <a
                  href={`#${entry.id}`}
                  className="font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
                >
                  {entry.label}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}

      <div className={`mt-4 ${prose}`}>{children}</div>
    </article>
  );
}

/** A numbered or plain section with an anchor; `title` becomes its h2. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-10 scroll-mt-32">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A row of a policy table: the first cell (a unique text) heads the row. */
export type PolicyRow = readonly [rowHeader: string, ...cells: ReactNode[]];

/**
 * A table inside a policy: captioned, with column and row headers. On a narrow phone a wide one scrolls sideways inside
 * its box (never the page), and the box is a named region keyboard users can focus to scroll it.
 */
export function PolicyTable({
  caption,
  columns,
  rows,
  id,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly PolicyRow[];
  id?: string;
}) {
  const captionId = useId();
  return (
    <section
      id={id}
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that may scroll sideways must be reachable by keyboard
      tabIndex={0}
      className="mt-5 scroll-mt-32 overflow-x-auto rounded-xl ring-1 ring-gray-200"
    >
      <table className="w-full text-left text-sm">
        <caption id={captionId} className="bg-gray-50 px-3 py-3 text-left font-semibold text-gray-900 sm:px-4">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className="border-y border-gray-200 bg-gray-50 px-3 py-2.5 font-semibold sm:px-4"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="bg-white">
          {rows.map(([rowHeader, ...cells]) => (
            <tr key={rowHeader} className="align-top">
              <th scope="row" className="border-b border-gray-100 px-3 py-3 font-medium text-gray-900 sm:px-4">
                {rowHeader}
              </th>
              {cells.map((cell, cellIndex) => (
                <td
                  key={columns[cellIndex + 1] ?? cellIndex}
                  className="border-b border-gray-100 px-3 py-3 text-gray-800 sm:px-4"
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
