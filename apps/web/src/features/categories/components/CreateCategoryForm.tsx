/** The "Add a category" card: a name and an optional picture. */
import { zodResolver } from "@hookform/resolvers/zod";
import { CategoryBodySchema } from "@zaika/contract/category";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/Button";
import { ImageInput } from "../../../components/ui/ImageInput";
import { TextField } from "../../../components/ui/TextField";
import { t } from "../../../lib/i18n";
import { useCreateCategory } from "../api/create-category";

const CategoryNameFormSchema = CategoryBodySchema.pick({ name: true });
type CategoryNameForm = z.input<typeof CategoryNameFormSchema>;

export function CreateCategoryForm() {
  const createCategory = useCreateCategory();
  const [files, setFiles] = useState<File[]>([]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CategoryNameForm, unknown, z.output<typeof CategoryNameFormSchema>>({
    resolver: zodResolver(CategoryNameFormSchema),
    defaultValues: { name: "" },
  });

  const onSubmit = handleSubmit(({ name }) =>
    createCategory.mutate(
      { name, imageFile: files[0] ?? null },
      {
        onSuccess: () => {
          reset();
          setFiles([]);
        },
      },
    ),
  );

  return (
    <section aria-labelledby="add-category-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
      <h2 id="add-category-heading" className="text-lg font-semibold text-gray-900">
        {t("categories:addCategoryHeading")}
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <TextField
          label={t("categories:categoryName")}
          autoComplete="off"
          error={errors.name?.message}
          {...register("name")}
        />
        <ImageInput
          label={t("categories:categoryImageOptional")}
          files={files}
          onFilesChange={setFiles}
          hint={t("categories:imageHint")}
        />
        <Button type="submit" loading={createCategory.isPending}>
          {t("categories:addCategory")}
        </Button>
      </form>
    </section>
  );
}
