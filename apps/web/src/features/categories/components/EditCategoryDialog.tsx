/** A dialog to rename a category and change its picture. */
import { zodResolver } from "@hookform/resolvers/zod";
import { type Category, CategoryBodySchema } from "@zaika/contract/category";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/Button";
import { Dialog } from "../../../components/ui/Dialog";
import { ImageInput } from "../../../components/ui/ImageInput";
import { TextField } from "../../../components/ui/TextField";
import { t } from "../../../lib/i18n";
import { useUpdateCategory } from "../api/update-category";

const CategoryNameFormSchema = CategoryBodySchema.pick({ name: true });
type CategoryNameForm = z.input<typeof CategoryNameFormSchema>;

type EditCategoryDialogProps = { category: Category; onClose: () => void };

export function EditCategoryDialog({ category, onClose }: EditCategoryDialogProps) {
  const formId = useId();
  const updateCategory = useUpdateCategory();
  const [files, setFiles] = useState<File[]>([]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CategoryNameForm, unknown, z.output<typeof CategoryNameFormSchema>>({
    resolver: zodResolver(CategoryNameFormSchema),
    defaultValues: { name: category.name },
  });

  const onSubmit = handleSubmit(({ name }) =>
    updateCategory.mutate({ id: category._id, name, imageFile: files[0] ?? null }, { onSuccess: onClose }),
  );

  return (
    <Dialog
      open
      onClose={onClose}
      title={t("categories:editNamed", { name: category.name })}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("categories:cancel")}
          </Button>
          <Button type="submit" form={formId} loading={updateCategory.isPending}>
            {t("categories:save")}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label={t("categories:categoryName")}
          autoComplete="off"
          data-autofocus
          error={errors.name?.message}
          {...register("name")}
        />
        <ImageInput
          label={t("categories:categoryImage")}
          files={files}
          onFilesChange={setFiles}
          currentUrl={category.image}
          hint={t("categories:replaceImageHint")}
        />
      </form>
    </Dialog>
  );
}
