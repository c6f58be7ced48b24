/** A small status label; every tone keeps AA contrast between text and background. */
import type { ReactNode } from "react";

type Tone = "brand" | "gray" | "green" | "yellow" | "red";

const tones: Record<Tone, string> = {
  brand: "bg-brand-100 text-brand-900",
  gray: "bg-gray-100 text-gray-800",
  green: "bg-green-100 text-green-900",
  yellow: "bg-yellow-100 text-yellow-900",
  red: "bg-red-100 text-red-900",
};

export function Badge({ tone = "gray", children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>
      {children}
    </span>
  );
}
