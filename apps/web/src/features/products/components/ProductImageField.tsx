/**
 * The dish photo: a checked file (ImageInput: JPEG, PNG or WebP, at most 5 MB) is uploaded at once to the media
 * endpoint, and the returned URL is what the form stores.
 */
import { MAX_IMAGE_BYTES } from "@zaika/contract/media-rules";
import { Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { type Control, useController } from "react-hook-form";
import { Button } from "../../../components/ui/Button";
import { ImageInput } from "../../../components/ui/ImageInput";
import { Spinner } from "../../../components/ui/Spinner";
import { errorMessage } from "../../../lib/api-error";
import { t } from "../../../lib/i18n";
import { useUploadProductImage } from "../api/upload-product-image";
import type { ProductFormValues } from "./form-values";

type ProductImageFieldProps = {
  control: Control<ProductFormValues>;
  onUploadingChange: (uploading: boolean) => void;
};

export function ProductImageField({ control, onUploadingChange }: ProductImageFieldProps) {
  const { field, fieldState } = useController({ control, name: "image" });
  const upload = useUploadProductImage();
  const [files, setFiles] = useState<File[]>([]);
  const [uploadError, setUploadError] = useState<string | null>(null);

  useEffect(() => onUploadingChange(upload.isPending), [upload.isPending, onUploadingChange]);

  function onFilesChange(chosen: File[]) {
    setUploadError(null);
    setFiles(chosen);
    const [file] = chosen;
    // An empty list is a cleared or refused choice (ImageInput shows why): the stored photo stays.
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (image) => field.onChange(image.url),
      onError: (error) => setUploadError(errorMessage(error)),
      onSettled: () => setFiles([]),
    });
  }

  return (
    <div className="space-y-3">
      <ImageInput
        label={t("products:dishPhoto")}
        files={files}
        onFilesChange={onFilesChange}
        currentUrl={field.value ?? null}
        disabled={upload.isPending}
        hint={t("products:photoHint", { size: MAX_IMAGE_BYTES / (1024 * 1024) })}
        error={uploadError ?? fieldState.error?.message}
        previewClassName="aspect-4/3 w-48 max-w-full"
      />
      {upload.isPending && <Spinner label={t("products:uploadingPhoto")} className="size-5" />}
      {field.value && !upload.isPending && (
        <Button variant="secondary" size="sm" onClick={() => field.onChange(null)}>
          <Trash2 className="size-4" aria-hidden="true" />
          {t("products:removePhoto")}
        </Button>
      )}
    </div>
  );
}
