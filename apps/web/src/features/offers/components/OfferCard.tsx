/**
 * One running offer: its title, terms, code with "Copy code" (the result announced politely), how long it runs and,
 * when it is limited, the restaurants it is for. The highlighted one (a banner's link) stands out and is focusable,
 * so the page can move to it.
 */
import type { PublicOffer } from "@zaika/contract/coupons";
import { Check, Copy, TicketPercent } from "lucide-react";
import { type Ref, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { paths } from "../../../config/paths";
import { messageText, t } from "../../../lib/i18n";
import { formatDateTime } from "../../../lib/india-time";
import { Link } from "../../../lib/router";

type CopyState = "idle" | "copied" | "failed";

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard (plain http, a refused permission): the code stays on screen to type.
    return false;
  }
}

export function OfferCard({
  offer,
  highlighted,
  ref,
}: {
  offer: PublicOffer;
  highlighted: boolean;
  ref?: Ref<HTMLElement> | undefined;
}) {
  const [copy, setCopy] = useState<CopyState>("idle");
  const titleId = `offer-${offer.code}-title`;

  async function copyCode() {
    setCopy((await copyText(offer.code)) ? "copied" : "failed");
  }

  return (
    <article
      ref={ref}
      aria-labelledby={titleId}
      aria-current={highlighted ? "true" : undefined}
      tabIndex={highlighted ? -1 : undefined}
      className={`flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm outline-none ${
        highlighted ? "ring-2 ring-brand-700" : "ring-1 ring-gray-200"
      }`}
    >
      <div className="flex items-start gap-3">
        <span className="rounded-full bg-brand-50 p-2 text-brand-700">
          <TicketPercent className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-bold text-gray-900">
            {offer.title}
          </h2>
          <p className="text-sm font-semibold text-gray-800">{messageText(offer.summary)}</p>
        </div>
      </div>
      {offer.description && <p className="text-sm text-gray-700">{offer.description}</p>}
      <div className="flex flex-wrap items-center gap-3">
        <p className="rounded-lg border border-dashed border-brand-700 bg-brand-50 px-3 py-1.5 font-mono text-base font-bold tracking-wider text-brand-900">
          <span className="sr-only">{t("offers:code")} </span>
          {offer.code}
        </p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void copyCode()}
          aria-label={t("offers:copyCodeNamed", { code: offer.code })}
        >
          {copy === "copied" ? (
            <Check className="size-4" aria-hidden="true" />
          ) : (
            <Copy className="size-4" aria-hidden="true" />
          )}
          {t("offers:copyCode")}
        </Button>
        <span role="status" className="text-sm font-semibold text-green-800">
          {copy === "copied"
            ? t("offers:copied")
            : copy === "failed"
              ? t("offers:copyFailed", { code: offer.code })
              : ""}
        </span>
      </div>
      <dl className="grid gap-1 text-sm text-gray-800">
        <div className="flex flex-wrap gap-1">
          <dt className="font-semibold">{t("offers:valid")}</dt>
          <dd>
            {offer.validUntil
              ? t("offers:validUntil", { time: formatDateTime(offer.validUntil) })
              : t("offers:noEndDate")}
          </dd>
        </div>
        <div className="flex flex-wrap gap-1">
          <dt className="font-semibold">{t("offers:restaurants")}</dt>
          <dd>
            {offer.restaurants === null ? (
              t("offers:allRestaurants")
            ) : (
              <ul className="inline">
                {offer.restaurants.map((restaurant, index) => (
                  <li key={restaurant._id} className="inline">
                    {index > 0 && ", "}
                    <Link
                      to={paths.user.restaurant.getHref(restaurant._id)}
                      className="font-semibold text-brand-800 underline-offset-4 hover:underline"
                    >
                      {restaurant.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </article>
  );
}
