/** /admin/category: create, rename, re-picture and switch food categories on or off. */
import type { Category } from "@zaika/contract/category";
import { LayoutGrid } from "lucide-react";
import { useState } from "react";
import { useCategories } from "../../../api/categories";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { errorMessage } from "../../../lib/api-error";
import { useTitle } from "../../../lib/use-title";
import { CategoryList, CategoryListSkeleton } from "../components/CategoryList";
import { CreateCategoryForm } from "../components/CreateCategoryForm";
import { EditCategoryDialog } from "../components/EditCategoryDialog";

export function AdminCategoryPage() {
  useTitle("Categories");
  const categories = useCategories();
  const [editing, setEditing] = useState<Category | null>(null);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Categories</h1>
        <p className="mt-1 text-gray-700">Food categories customers browse. Inactive ones are hidden from customers.</p>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section aria-labelledby="category-list-heading" className="min-w-0 space-y-3 lg:order-first">
          <h2 id="category-list-heading" className="text-lg font-semibold text-gray-900">
            All categories{categories.data ? ` (${categories.data.length})` : ""}
          </h2>
          {categories.isPending ? (
            <CategoryListSkeleton />
          ) : categories.isError ? (
            <ErrorState
              title="Could not load the categories"
              message={errorMessage(categories.error)}
              onRetry={() => categories.refetch()}
              retrying={categories.isFetching}
            />
          ) : categories.data.length === 0 ? (
            <EmptyState icon={LayoutGrid} title="No categories yet" description="Add the first one with the form." />
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
