/** /admin/banner: upload, list and remove the home-page carousel banners. */
import { Image } from "lucide-react";
import { useBanners } from "../../../api/banners";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { errorMessage } from "../../../lib/api-error";
import { useTitle } from "../../../lib/use-title";
import { BannerGrid, BannerGridSkeleton } from "../components/BannerGrid";
import { UploadBannerForm } from "../components/UploadBannerForm";

export function AdminBannerPage() {
  useTitle("Banners");
  const banners = useBanners();

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Banners</h1>
        <p className="mt-1 text-gray-700">The pictures of the customer home page's carousel, in the order shown.</p>
      </div>
      <UploadBannerForm />
      <section aria-labelledby="banner-list-heading" className="space-y-3">
        <h2 id="banner-list-heading" className="text-lg font-semibold text-gray-900">
          Current banners{banners.data ? ` (${banners.data.length})` : ""}
        </h2>
        {banners.isPending ? (
          <BannerGridSkeleton />
        ) : banners.isError ? (
          <ErrorState
            title="Could not load the banners"
            message={errorMessage(banners.error)}
            onRetry={() => banners.refetch()}
            retrying={banners.isFetching}
          />
        ) : banners.data.length === 0 ? (
          <EmptyState icon={Image} title="No banners yet" description="Upload one above to start the carousel." />
        ) : (
          <BannerGrid banners={banners.data} />
        )}
      </section>
    </div>
  );
}
