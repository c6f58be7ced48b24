/** /admin/banner: upload, list and remove the home-page carousel banners. */
import { Image } from "lucide-react";
import { useBanners } from "../../../api/banners";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { errorMessage } from "../../../lib/api-error";
import { t } from "../../../lib/i18n";
import { useTitle } from "../../../lib/use-title";
import { BannerGrid, BannerGridSkeleton } from "../components/BannerGrid";
import { UploadBannerForm } from "../components/UploadBannerForm";

export function AdminBannerPage() {
  useTitle(t("admin:bannersTitle"));
  const banners = useBanners();

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{t("admin:bannersTitle")}</h1>
        <p className="mt-1 text-gray-700">{t("admin:bannersDescription")}</p>
      </div>
      <UploadBannerForm />
      <section aria-labelledby="banner-list-heading" className="space-y-3">
        <h2 id="banner-list-heading" className="text-lg font-semibold text-gray-900">
          {banners.data ? t("admin:currentBannersCount", { total: banners.data.length }) : t("admin:currentBanners")}
        </h2>
        {banners.isPending ? (
          <BannerGridSkeleton />
        ) : banners.isError ? (
          <ErrorState
            title={t("admin:bannersLoadFailed")}
            message={errorMessage(banners.error)}
            onRetry={() => banners.refetch()}
            retrying={banners.isFetching}
          />
        ) : banners.data.length === 0 ? (
          <EmptyState icon={Image} title={t("admin:bannersEmpty")} description={t("admin:bannersEmptyText")} />
        ) : (
          <BannerGrid banners={banners.data} />
        )}
      </section>
    </div>
  );
}
