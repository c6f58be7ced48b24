/** The admin's categories: a table on wide screens, labelled cards on phones; each with its active switch and Edit. */
import type { Category } from "@zaika/contract/category";
import { ImageOff, Pencil } from "lucide-react";
import { type DataColumn, DataTable } from "../../../components/admin/DataTable";
import { Badge } from "../../../components/ui/Badge";
import { Button } from "../../../components/ui/Button";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { Skeleton } from "../../../components/ui/Skeleton";
import { Switch } from "../../../components/ui/Switch";
import { t } from "../../../lib/i18n";
import { useToggleCategoryStatus } from "../api/toggle-category-status";

function CategoryImage({ category, className }: { category: Category; className: string }) {
  if (!category.image) {
    return (
      <span className={`flex items-center justify-center rounded-lg bg-gray-100 text-gray-600 ${className}`}>
        <ImageOff className="size-5" aria-hidden="true" />
        <span className="sr-only">{t("categories:noImage")}</span>
      </span>
    );
  }
  return (
    <img src={category.image} alt="" loading="lazy" className={`rounded-lg bg-gray-100 object-cover ${className}`} />
  );
}

function StatusControl({ category }: { category: Category }) {
  const toggle = useToggleCategoryStatus();
  const pending = toggle.isPending && toggle.variables === category._id;
  return (
    <div className="flex items-center gap-2">
      <Switch
        checked={category.isActive}
        onCheckedChange={() => toggle.mutate(category._id)}
        disabled={pending}
        aria-label={t("categories:activeSwitch", { name: category.name })}
      />
      <Badge tone={category.isActive ? "green" : "gray"}>
        {category.isActive ? t("categories:active") : t("categories:inactive")}
      </Badge>
    </div>
  );
}

type CategoryListProps = { categories: readonly Category[]; onEdit: (category: Category) => void };

export function CategoryList({ categories, onEdit }: CategoryListProps) {
  const columns: DataColumn<Category>[] = [
    { header: t("categories:image"), cell: (category) => <CategoryImage category={category} className="size-12" /> },
    { header: t("categories:name"), className: "font-medium text-gray-900", cell: (category) => category.name },
    { header: t("categories:status"), cell: (category) => <StatusControl category={category} /> },
    {
      header: t("categories:actions"),
      hideHeader: true,
      cell: (category) => (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onEdit(category)}
          aria-label={t("categories:editNamed", { name: category.name })}
        >
          <Pencil className="size-4" aria-hidden="true" />
          {t("categories:edit")}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      caption={t("categories:categories")}
      columns={columns}
      items={categories}
      itemKey={(category) => category._id}
    />
  );
}

export function CategoryListSkeleton() {
  return (
    <ListSkeleton
      label={t("categories:loadingCategories")}
      rows={5}
      rowClassName="flex items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-gray-200"
    >
      <Skeleton className="size-12 shrink-0" />
      <Skeleton className="h-4 w-40" />
      <Skeleton className="ml-auto h-7 w-12 rounded-full" />
    </ListSkeleton>
  );
}
