/**
 * The admin screens' responsive table. From the `md` breakpoint a captioned table whose columns all fit the page: no
 * forced minimum width, text wraps between words (never inside one, so codes, amounts and badges stay whole), and the
 * actions column keeps its buttons on one line; so every column and every row action is visible at a laptop's
 * 1280 px. Below it, each row is a card: a list of the column headers as labels with the row's values, and the row's
 * actions under it.
 */
import { Fragment, type ReactNode } from "react";
import { useMediaQuery, WIDE_SCREEN_QUERY } from "../ui/use-media-query";

/** One column: its header, and the cell of each row. */
export type DataColumn<T> = {
  header: string;
  /**
   * The header is for screen readers only, and on a card the cell sits with the row's actions, unlabelled: for a
   * column of buttons that name themselves (e.g. "Actions": "Block Asha Verma").
   */
  hideHeader?: boolean;
  /** A count or an amount: right-aligned in the table, digits of one width. */
  numeric?: boolean;
  /** Extra classes of the header cell. */
  headerClassName?: string;
  /** Extra classes of the table's cells (not used on cards). */
  className?: string;
  cell: (item: T) => ReactNode;
};

type DataTableProps<T> = {
  /** Names the table (a caption for screen readers) and the list of cards. */
  caption: string;
  columns: readonly DataColumn<T>[];
  items: readonly T[];
  itemKey: (item: T) => string;
  rowClassName?: string;
};

const HEADER_CELL = "border-b border-gray-200 bg-gray-50 px-3 py-3 font-semibold text-gray-900 lg:px-4";
const BODY_CELL = "border-b border-gray-100 px-3 py-3 align-middle text-gray-800 break-words lg:px-4";
/** An actions column takes the width of its buttons and never wraps them. */
const ACTIONS_CELL = "w-px whitespace-nowrap text-right";

function columnClasses<T>(column: DataColumn<T>, base: string, extra: string | undefined): string {
  return [base, column.numeric && "text-right tabular-nums", column.hideHeader && ACTIONS_CELL, extra]
    .filter(Boolean)
    .join(" ");
}

export function DataTable<T>(props: DataTableProps<T>) {
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  return wide ? <WideTable {...props} /> : <Cards {...props} />;
}

function WideTable<T>({ caption, columns, items, itemKey, rowClassName }: DataTableProps<T>) {
  return (
    // Scrolls inside its card only as a last resort (a very long unbroken value): the page itself never does.
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-gray-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={columnClasses(column, HEADER_CELL, column.headerClassName)}
              >
                {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={itemKey(item)} className={rowClassName}>
              {columns.map((column) => (
                <td key={column.header} className={columnClasses(column, BODY_CELL, column.className)}>
                  {column.cell(item)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Cards<T>({ caption, columns, items, itemKey }: DataTableProps<T>) {
  const labelled = columns.filter((column) => !column.hideHeader);
  const actions = columns.filter((column) => column.hideHeader);
  return (
    <ul aria-label={caption} className="space-y-3">
      {items.map((item) => (
        <li key={itemKey(item)} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
          <dl className="space-y-2 text-sm">
            {labelled.map((column) => (
              <div key={column.header} className="flex gap-3">
                <dt className="w-2/5 shrink-0 text-gray-700">{column.header}</dt>
                <dd className={`min-w-0 flex-1 text-gray-900 break-words ${column.numeric ? "tabular-nums" : ""}`}>
                  {column.cell(item)}
                </dd>
              </div>
            ))}
          </dl>
          {actions.length > 0 && (
            // Hidden when every action is absent for this row (e.g. nothing to record).
            <div className="mt-3 flex flex-wrap items-center justify-end gap-2 empty:hidden">
              {actions.map((column) => (
                <Fragment key={column.header}>{column.cell(item)}</Fragment>
              ))}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
