/** The admin's categories: a table on wide screens, cards on phones; each with its active switch and Edit. */
import type { Category } from "@zaika/contract/category";
import { ImageOff, Pencil } from "lucide-react";
import { Badge } from "../../../components/ui/Badge";
import { Button } from "../../../components/ui/Button";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { Skeleton } from "../../../components/ui/Skeleton";
import { Switch } from "../../../components/ui/Switch";
import { Table, Td, Th } from "../../../components/ui/Table";
import { useMediaQuery, WIDE_SCREEN_QUERY } from "../../../components/ui/use-media-query";
import { useToggleCategoryStatus } from "../api/toggle-category-status";

function CategoryImage({ category, className }: { category: Category; className: string }) {
  if (!category.image) {
    return (
      <span className={`flex items-center justify-center rounded-lg bg-gray-100 text-gray-600 ${className}`}>
        <ImageOff className="size-5" aria-hidden="true" />
        <span className="sr-only">No image</span>
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
        aria-label={`${category.name} active`}
      />
      <Badge tone={category.isActive ? "green" : "gray"}>{category.isActive ? "Active" : "Inactive"}</Badge>
    </div>
  );
}

type CategoryListProps = { categories: readonly Category[]; onEdit: (category: Category) => void };

export function CategoryList({ categories, onEdit }: CategoryListProps) {
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);

  if (wide) {
    return (
      <Table caption="Categories">
        <thead>
          <tr>
            <Th>Image</Th>
            <Th>Name</Th>
            <Th>Status</Th>
            <Th>
              <span className="sr-only">Actions</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {categories.map((category) => (
            <tr key={category._id}>
              <Td>
                <CategoryImage category={category} className="size-12" />
              </Td>
              <Td className="font-medium text-gray-900">{category.name}</Td>
              <Td>
                <StatusControl category={category} />
              </Td>
              <Td className="text-right">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => onEdit(category)}
                  aria-label={`Edit ${category.name}`}
                >
                  <Pencil className="size-4" aria-hidden="true" />
                  Edit
                </Button>
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    );
  }

  return (
    <ul className="space-y-3">
      {categories.map((category) => (
        <li
          key={category._id}
          className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-gray-200"
        >
          <CategoryImage category={category} className="size-14 shrink-0" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-gray-900">{category.name}</p>
            <div className="mt-1">
              <StatusControl category={category} />
            </div>
          </div>
          <Button variant="secondary" size="sm" onClick={() => onEdit(category)} aria-label={`Edit ${category.name}`}>
            <Pencil className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline">Edit</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

export function CategoryListSkeleton() {
  return (
    <ListSkeleton
      label="Loading categories"
      rows={5}
      rowClassName="flex items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-gray-200"
    >
      <Skeleton className="size-12 shrink-0" />
      <Skeleton className="h-4 w-40" />
      <Skeleton className="ml-auto h-7 w-12 rounded-full" />
    </ListSkeleton>
  );
}
