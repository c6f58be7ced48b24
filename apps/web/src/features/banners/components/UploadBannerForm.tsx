/** The "Add a banner" card: a picture (checked here for type and size) and an optional carousel position. */
import { BannerFormFieldsSchema } from "@zaika/contract/banner";
import { IMAGE_MESSAGES } from "@zaika/contract/media";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { ImageInput } from "../../../components/ui/ImageInput";
import { TextField } from "../../../components/ui/TextField";
import { useAddBanner } from "../api/add-banner";

export function UploadBannerForm() {
  const addBanner = useAddBanner();
  const [files, setFiles] = useState<File[]>([]);
  const [position, setPosition] = useState("");
  const [imageError, setImageError] = useState<string>();
  const [positionError, setPositionError] = useState<string>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const image = files[0];
    const fields = BannerFormFieldsSchema.safeParse({ position });
    setImageError(image ? undefined : IMAGE_MESSAGES.missing);
    setPositionError(fields.success ? undefined : fields.error.issues[0]?.message);
    if (!image || !fields.success) return;
    addBanner.mutate(
      { image, position: fields.data.position },
      {
        onSuccess: () => {
          setFiles([]);
          setPosition("");
        },
      },
    );
  }

  return (
    <section aria-labelledby="add-banner-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
      <h2 id="add-banner-heading" className="text-lg font-semibold text-gray-900">
        Add a banner
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <ImageInput
          label="Banner image"
          files={files}
          onFilesChange={(chosen) => {
            setFiles(chosen);
            if (chosen.length > 0) setImageError(undefined);
          }}
          error={imageError}
          hint="JPEG, PNG or WebP, up to 5 MB. Banners show at 16:5 (e.g. 1600 × 500 pixels); a picture of that shape is not cropped."
          previewClassName="aspect-[3/1] w-full max-w-md"
        />
        <TextField
          label="Position (optional)"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={position}
          onChange={(event) => setPosition(event.target.value)}
          error={positionError}
          hint="0 shows first. Leave empty to add it last."
          className="max-w-xs"
        />
        <Button type="submit" loading={addBanner.isPending}>
          Upload banner
        </Button>
      </form>
    </section>
  );
}
