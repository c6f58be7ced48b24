/** /restaurant/products: the owner's dishes with search, filters, paging, availability switches, edit and delete. */
import { IdSchema } from "@zaika/contract/common";
import { DEBOUNCE_MS } from "@zaika/contract/constants";
import type { Product } from "@zaika/contract/product";
import { PackagePlus, SearchX, UtensilsCrossed } from "lucide-react";
import { useEffect, useState } from "react";
import { useCategories } from "../../../api/categories";
import { Button, buttonClassName } from "../../../components/ui/Button";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { Skeleton } from "../../../components/ui/Skeleton";
import { paths } from "../../../config/paths";
import { t } from "../../../lib/i18n";
import { Link, useSearchParams } from "../../../lib/router";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useTitle } from "../../../lib/use-title";
import { useProducts } from "../api/get-products";
import type { ProductListQuery } from "../api/keys";
import { useToggleProductAvailability } from "../api/toggle-product-availability";
import { DeleteProductDialog } from "../components/DeleteProductDialog";
import { type Availability, ProductFilters } from "../components/ProductFilters";
import { ProductListItem } from "../components/ProductListItem";
import { ProductsPagination } from "../components/ProductsPagination";

/** Filters live in the URL so that a reload, a shared link or the back button keeps them. */
function readQuery(params: URLSearchParams): ProductListQuery & { availability: Availability } {
  const page = Number(params.get("page"));
  const categoryId = params.get("categoryId") ?? "";
  const isAvailable = params.get("isAvailable");
  const availability: Availability = isAvailable === "true" || isAvailable === "false" ? isAvailable : "";
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: params.get("search")?.trim() || undefined,
    categoryId: IdSchema.safeParse(categoryId).success ? categoryId : undefined,
    isAvailable: availability === "" ? undefined : availability === "true",
    availability,
  };
}

export function ProductsPage() {
  useTitle(t("products:products"));
  const [params, setParams] = useSearchParams();
  const { availability, ...query } = readQuery(params);
  const [searchText, setSearchText] = useState(query.search ?? "");
  const debouncedSearch = useDebouncedValue(searchText.trim(), DEBOUNCE_MS.restaurantSearch);
  const [deleting, setDeleting] = useState<Product | null>(null);

  const products = useProducts(query);
  const categories = useCategories();
  const toggle = useToggleProductAvailability();

  function updateParams(changes: Record<string, string | undefined>, { keepPage = false, push = false } = {}) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!keepPage) next.delete("page");
        return next;
      },
      { replace: !push },
    );
  }

  const currentSearch = query.search ?? "";
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a pause in typing should move the URL.
  useEffect(() => {
    if (debouncedSearch !== currentSearch) updateParams({ search: debouncedSearch });
  }, [debouncedSearch]);

  // A page past the end (e.g. after deleting the last dish of the last page) moves to the new last page.
  const pagination = products.data?.pagination;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the server's answer only.
  useEffect(() => {
    if (pagination && pagination.totalPages > 0 && query.page > pagination.totalPages) {
      updateParams({ page: String(pagination.totalPages) }, { keepPage: true });
    }
  }, [pagination?.totalPages, query.page]);

  const filtered = Boolean(query.search || query.categoryId || query.isAvailable !== undefined);
  function clearFilters() {
    setSearchText("");
    setParams({}, { replace: true });
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">{t("products:products")}</h1>
          <p className="mt-1 text-gray-700">{t("products:productsIntro")}</p>
        </div>
        <Link to={paths.restaurant.addProduct.getHref()} className={buttonClassName()}>
          <PackagePlus className="size-5" aria-hidden="true" />
          {t("products:addProduct")}
        </Link>
      </div>

      <ProductFilters
        searchText={searchText}
        onSearchTextChange={setSearchText}
        categoryId={query.categoryId ?? ""}
        onCategoryChange={(categoryId) => updateParams({ categoryId })}
        categories={categories.data}
        availability={availability}
        onAvailabilityChange={(value) => updateParams({ isAvailable: value })}
        onClear={filtered ? clearFilters : null}
      />

      <section aria-label={t("products:dishes")} aria-busy={products.isFetching} className="space-y-4">
        {products.isPending ? (
          <ProductListSkeleton />
        ) : products.isError ? (
          <ErrorState
            title={t("products:dishesError")}
            message={t("products:checkConnection")}
            onRetry={() => products.refetch()}
            retrying={products.isFetching}
          />
        ) : products.data.data.length === 0 ? (
          filtered ? (
            <EmptyState
              icon={SearchX}
              title={t("products:noFilterMatch")}
              description={t("products:noFilterMatchHint")}
              action={
                <Button variant="secondary" onClick={clearFilters}>
                  {t("products:clearFilters")}
                </Button>
              }
            />
          ) : (
            <NoDishes />
          )
        ) : (
          <>
            <ul className="space-y-3">
              {products.data.data.map((product) => (
                <ProductListItem
                  key={product._id}
                  product={product}
                  onToggleAvailability={(item) => toggle.mutate(item._id)}
                  onDelete={setDeleting}
                />
              ))}
            </ul>
            <ProductsPagination
              pagination={products.data.pagination}
              onPageChange={(page) => updateParams({ page: String(page) }, { keepPage: true, push: true })}
            />
          </>
        )}
      </section>

      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function ProductListSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">{t("products:loadingDishes")}</span>
      <ul className="space-y-3" aria-hidden="true">
        {Array.from({ length: 5 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder.
          <li key={index} className="flex items-center gap-3 rounded-xl border border-gray-200 bg-white p-3 sm:p-4">
            <Skeleton className="size-16 shrink-0 rounded-lg sm:size-20" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-4 w-20" />
            </div>
            <Skeleton className="hidden h-6 w-28 sm:block" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function NoDishes() {
  return (
    <EmptyState
      icon={UtensilsCrossed}
      title={t("products:noDishesYet")}
      description={t("products:addFirstHint")}
      action={
        <Link to={paths.restaurant.addProduct.getHref()} className={buttonClassName()}>
          {t("products:addFirst")}
        </Link>
      }
    />
  );
}
