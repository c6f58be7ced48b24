/** The banners as pictures in carousel order, each with where it leads (issue 14) and a Remove button that asks first. */
import type { Banner, BannerLink } from "@zaika/contract/banner";
import { Link2, Trash2 } from "lucide-react";
import { useState } from "react";
import { useCategories } from "../../../api/categories";
import { useRestaurantOptions } from "../../../api/restaurant-options";
import { Badge } from "../../../components/ui/Badge";
import { Button } from "../../../components/ui/Button";
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog";
import { Skeleton } from "../../../components/ui/Skeleton";
import { t } from "../../../lib/i18n";
import { useRemoveBanner } from "../api/remove-banner";

/** "Links to …": the offer's code, the restaurant's or category's name once known (its id until then). */
function useLinkText(banners: readonly Banner[]): (link: BannerLink) => string {
  const restaurants = useRestaurantOptions({ enabled: banners.some((b) => b.link?.kind === "restaurant") });
  const categories = useCategories({ enabled: banners.some((b) => b.link?.kind === "category") });
  return (link) => {
    if (link.kind === "offer") return t("admin:bannerLinksToOffer", { code: link.target });
    const named = link.kind === "restaurant" ? restaurants.data : categories.data;
    const name = named?.find((item) => item._id === link.target)?.name ?? link.target;
    return link.kind === "restaurant"
      ? t("admin:bannerLinksToRestaurant", { name })
      : t("admin:bannerLinksToCategory", { name });
  };
}

export function BannerGrid({ banners }: { banners: readonly Banner[] }) {
  const removeBanner = useRemoveBanner();
  const linkText = useLinkText(banners);
  const [confirming, setConfirming] = useState<Banner | null>(null);

  function confirmRemoval() {
    if (!confirming) return;
    removeBanner.mutate(confirming._id);
    setConfirming(null);
  }

  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2">
        {banners.map((banner, index) => (
          <li key={banner._id} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-200">
            <img
              src={banner.imageUrl}
              alt={t("admin:bannerNumber", { number: index + 1 })}
              loading="lazy"
              className="aspect-[3/1] w-full bg-gray-100 object-cover"
            />
            <div className="flex items-center justify-between gap-2 p-3">
              <div className="min-w-0 text-sm text-gray-800">
                <p className="flex items-center gap-2">
                  <span>{t("admin:bannerPosition", { position: banner.position })}</span>
                  {!banner.isActive && <Badge>{t("admin:bannerInactive")}</Badge>}
                </p>
                <p className="flex items-center gap-1 text-gray-700">
                  <Link2 className="size-4 shrink-0" aria-hidden="true" />
                  <span className="truncate">{banner.link ? linkText(banner.link) : t("admin:bannerNoLink")}</span>
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setConfirming(banner)}
                aria-label={t("admin:bannerRemoveNumber", { number: index + 1 })}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                {t("admin:bannerRemove")}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        title={t("admin:bannerRemoveTitle")}
        confirmLabel={t("admin:bannerRemove")}
        onConfirm={confirmRemoval}
        onClose={() => setConfirming(null)}
      >
        {t("admin:bannerRemoveText")}
      </ConfirmDialog>
    </>
  );
}

export function BannerGridSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-4 sm:grid-cols-2">
      <span className="sr-only" role="status">
        {t("admin:bannersLoading")}
      </span>
      {Array.from({ length: 4 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="overflow-hidden rounded-2xl bg-white ring-1 ring-gray-200">
          <Skeleton className="aspect-[3/1] w-full rounded-none" />
          <div className="flex justify-between p-3">
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-8 w-24" />
          </div>
        </div>
      ))}
    </div>
  );
}
