/** The customer home's promotional card (spec §1): express delivery, free delivery, "Order Now" back to the top. */
import { EXPRESS_DELIVERY_MINUTES } from "@zaika/contract/constants";
import { Zap } from "lucide-react";
import { Button } from "../../../components/ui/Button";
import { t } from "../../../lib/i18n";

function scrollToTop() {
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
}

export function ExpressDeliveryCard() {
  return (
    <section
      aria-labelledby="express-delivery-title"
      className="rounded-2xl bg-brand-800 p-6 text-white shadow-sm sm:p-8"
    >
      <div className="flex items-center gap-3">
        <span className="rounded-full bg-white p-2 text-brand-800">
          <Zap className="size-6" aria-hidden="true" />
        </span>
        <h2 id="express-delivery-title" className="text-2xl font-bold">
          {t("home:expressDelivery")}
        </h2>
      </div>
      <p className="mt-3 max-w-md text-brand-50">
        {t("home:expressDeliveryText", { minutes: EXPRESS_DELIVERY_MINUTES })}
      </p>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <p className="text-lg font-semibold">{t("home:freeDelivery")}</p>
        <Button variant="inverse" onClick={scrollToTop}>
          {t("home:orderNow")}
        </Button>
      </div>
    </section>
  );
}
