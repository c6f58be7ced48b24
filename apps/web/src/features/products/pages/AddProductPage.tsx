/** /restaurant/addProduct: adds a dish, or edits one with `?edit=<productId>` (prefilled from the server). */
import { IdSchema } from "@zaika/contract/common";
import type { Product } from "@zaika/contract/product";
import { ArrowLeft, SearchX } from "lucide-react";
import { useCategories } from "../../../api/categories";
import { buttonClassName } from "../../../components/ui/Button";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { Skeleton } from "../../../components/ui/Skeleton";
import { paths } from "../../../config/paths";
import { ApiError } from "../../../lib/api-error";
import { t } from "../../../lib/i18n";
import { Link, useNavigate, useSearchParams } from "../../../lib/router";
import { useTitle } from "../../../lib/use-title";
import { type ProductInput, useCreateProduct } from "../api/create-product";
import { useProduct } from "../api/get-product";
import { useUpdateProduct } from "../api/update-product";
import { blankProductValues, productToFormValues } from "../components/form-values";
import { ProductForm } from "../components/ProductForm";
import { EDIT_PARAM } from "../edit-href";

export function AddProductPage() {
  const [params] = useSearchParams();
  const editId = params.get(EDIT_PARAM);
  const title = editId === null ? t("products:addProduct") : t("products:editProduct");
  useTitle(title);

  return (
    <div className="space-y-6">
      <div>
        <Link
          to={paths.restaurant.products.getHref()}
          className={buttonClassName({ variant: "link", className: "text-sm" })}
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t("products:backToProducts")}
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-gray-900">{title}</h1>
        <p className="mt-1 text-gray-700">{editId === null ? t("products:addIntro") : t("products:editIntro")}</p>
      </div>
      {editId === null ? <CreateProduct /> : <EditProduct id={editId} />}
    </div>
  );
}

function useCategoryOptions(current?: Product["category"]) {
  const categories = useCategories();
  const options = categories.data ?? [];
  // A dish may sit in a category that has since been switched off: keep it choosable rather than blank.
  const withCurrent =
    current && !options.some((category) => category._id === current._id) ? [current, ...options] : options;
  return { categories: withCurrent, loading: categories.isPending };
}

function CreateProduct() {
  const navigate = useNavigate();
  const create = useCreateProduct();
  const { categories, loading } = useCategoryOptions();

  function submit(values: ProductInput) {
    create.mutate(values, { onSuccess: () => navigate(paths.restaurant.products.getHref()) });
  }

  return (
    <ProductForm
      defaultValues={blankProductValues()}
      categories={categories}
      categoriesLoading={loading}
      submitLabel={t("products:addProduct")}
      submitting={create.isPending}
      onSubmit={submit}
    />
  );
}

function EditProduct({ id }: { id: string }) {
  const validId = IdSchema.safeParse(id).success;
  const navigate = useNavigate();
  const product = useProduct(id, { enabled: validId });
  const update = useUpdateProduct();
  const { categories, loading } = useCategoryOptions(product.data?.category);

  if (!validId || (product.isError && product.error instanceof ApiError && product.error.status === 404)) {
    return <ProductMissing />;
  }
  if (product.isError) {
    return (
      <ErrorState
        title={t("products:dishError")}
        message={t("products:checkConnection")}
        onRetry={() => product.refetch()}
        retrying={product.isFetching}
      />
    );
  }
  if (product.isPending) return <FormSkeleton />;

  function submit(values: ProductInput) {
    update.mutate({ id, body: values }, { onSuccess: () => navigate(paths.restaurant.products.getHref()) });
  }

  return (
    <ProductForm
      key={product.data._id}
      defaultValues={productToFormValues(product.data)}
      categories={categories}
      categoriesLoading={loading}
      submitLabel={t("products:saveChanges")}
      submitting={update.isPending}
      onSubmit={submit}
    />
  );
}

function FormSkeleton() {
  return (
    <div role="status" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <span className="sr-only">{t("products:loadingDish")}</span>
      <div className="space-y-6" aria-hidden="true">
        {[0, 1, 2].map((section) => (
          <div key={section} className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-11 w-full" />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="rounded-xl border border-gray-200 bg-white p-4">
        <Skeleton className="h-6 w-32" />
        <Skeleton className="mt-4 h-10 w-full" />
      </div>
    </div>
  );
}

function ProductMissing() {
  return (
    <EmptyState
      icon={SearchX}
      title={t("products:dishNotFound")}
      description={t("products:dishNotFoundHint")}
      action={
        <Link to={paths.restaurant.products.getHref()} className={buttonClassName()}>
          {t("products:goToProducts")}
        </Link>
      }
    />
  );
}
