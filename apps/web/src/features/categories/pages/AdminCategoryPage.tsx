/** /admin/category: create, rename, re-picture and switch food categories on or off. */
import type { Category } from "@zaika/contract/category";
import { LayoutGrid } from "lucide-react";
import { useState } from "react";
import { useCategories } from "../../../api/categories";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { errorMessage } from "../../../lib/api-error";
import { messageText, t } from "../../../lib/i18n";
import { useTitle } from "../../../lib/use-title";
import { CategoryList, CategoryListSkeleton } from "../components/CategoryList";
import { CreateCategoryForm } from "../components/CreateCategoryForm";
import { EditCategoryDialog } from "../components/EditCategoryDialog";

export function AdminCategoryPage() {
  useTitle(t("categories:categories"));
  const categories = useCategories();
  const [editing, setEditing] = useState<Category | null>(null);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{t("categories:categories")}</h1>
        <p className="mt-1 text-gray-700">{t("categories:intro")}</p>
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section aria-labelledby="category-list-heading" className="min-w-0 space-y-3 lg:order-first">
          <h2 id="category-list-heading" className="text-lg font-semibold text-gray-900">
            {categories.data
              ? t("categories:allCategoriesCount", { count: categories.data.length })
              : t("categories:allCategories")}
          </h2>
          {categories.isPending ? (
            <CategoryListSkeleton />
          ) : categories.isError ? (
            <ErrorState
              title={t("categories:loadError")}
              message={messageText(errorMessage(categories.error))}
              onRetry={() => categories.refetch()}
              retrying={categories.isFetching}
            />
          ) : categories.data.length === 0 ? (
            <EmptyState
              icon={LayoutGrid}
              title={t("categories:noCategoriesYet")}
              description={t("categories:addFirst")}
            />
          ) : (
            <CategoryList categories={categories.data} onEdit={setEditing} />
          )}
        </section>
        <CreateCategoryForm />
      </div>

      {editing && <EditCategoryDialog category={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
