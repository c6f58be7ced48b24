/** What stops the checkout, each with its reason (closed, below the minimum, an unavailable dish, too far away…). */
import type { CheckoutProblem } from "@zaika/contract/checkout";
import { TriangleAlert } from "lucide-react";
import { messageText, t } from "../../../lib/i18n";

export function CheckoutBlockers({ problems, id }: { problems: readonly CheckoutProblem[]; id?: string }) {
  if (problems.length === 0) return null;
  return (
    <div id={id} role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-950 ring-1 ring-red-200">
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert className="size-4 shrink-0 text-red-700" aria-hidden="true" />
        {problems.length === 1 ? t("cart:cannotPlaceYet") : t("cart:cannotPlaceYetList")}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {problems.map((problem) => (
          <li key={`${problem.code}-${problem.message}`}>{messageText(problem.message)}</li>
        ))}
      </ul>
    </div>
  );
}
