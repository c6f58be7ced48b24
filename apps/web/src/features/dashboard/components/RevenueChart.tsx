/**
 * Daily revenue as a bar chart (Recharts). The drawing is hidden from assistive technology and stands beside a
 * visually hidden table of the same figures, which screen readers (and tests: jsdom draws no chart) read instead.
 */
import { useId } from "react";
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { formatRupees, t } from "../../../lib/i18n";
import { formatDay } from "../../../lib/india-time";
import { formatAxisRupees, formatChartDay } from "../lib/format";

export type ChartSeries<K extends string> = { key: K; label: string; color: string };

type Day<K extends string> = { date: string } & Record<K, number>;

export function RevenueChart<K extends string>({
  title,
  data,
  series,
}: {
  title: string;
  data: ReadonlyArray<Day<K>>;
  series: ReadonlyArray<ChartSeries<K>>;
}) {
  const titleId = useId();
  return (
    <figure aria-labelledby={titleId} className="relative rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <figcaption id={titleId} className="font-semibold text-gray-900">
        {title}
      </figcaption>
      <div aria-hidden="true" className="mt-3 h-64 w-full" data-testid="revenue-chart">
        <BarChart
          responsive
          accessibilityLayer={false}
          data={[...data]}
          style={{ width: "100%", height: "100%" }}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid vertical={false} strokeDasharray="3 3" />
          <XAxis dataKey="date" tickFormatter={formatChartDay} minTickGap={16} tick={{ fontSize: 12 }} />
          <YAxis tickFormatter={formatAxisRupees} width={60} tick={{ fontSize: 12 }} />
          <Tooltip
            formatter={(value) => formatRupees(Number(value))}
            labelFormatter={(label) => formatDay(String(label))}
          />
          {/* In the order of the bars, not sorted by name; the names in dark text (light bars fail contrast). */}
          <Legend itemSorter={null} formatter={(value) => <span className="text-sm text-gray-800">{value}</span>} />
          {series.map((item) => (
            <Bar key={item.key} dataKey={item.key} name={item.label} fill={item.color} radius={[4, 4, 0, 0]} />
          ))}
        </BarChart>
      </div>
      {/* The box is hidden, not the table: a table never shrinks to sr-only's 1 px and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t("dashboard:day")}</th>
              {series.map((item) => (
                <th key={item.key} scope="col">
                  {item.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatDay(day.date)}</th>
                {series.map((item) => (
                  <td key={item.key}>{formatRupees(day[item.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
