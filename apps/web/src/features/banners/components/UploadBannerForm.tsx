/**
 * The "Add a banner" card: a picture (checked here for type and size), an optional carousel position and where the
 * banner leads (issue 14), both checked as the server checks them; the server's field messages land on their fields.
 */
import { BannerFormFieldsSchema, type BannerLinkKind, bannerLinkOf } from "@zaika/contract/banner";
import { FieldIssueSchema } from "@zaika/contract/errors";
import { IMAGE_MESSAGES } from "@zaika/contract/media-rules";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { ImageInput } from "../../../components/ui/ImageInput";
import { TextField } from "../../../components/ui/TextField";
import { ApiError } from "../../../lib/api-error";
import { t } from "../../../lib/i18n";
import { useAddBanner } from "../api/add-banner";
import { BannerLinkFields } from "./BannerLinkFields";

/** The server's message about one field of the form (a 400 or 422 naming it), if it sent one. */
function serverFieldMessage(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const issues = FieldIssueSchema.array().safeParse(error.body?.details);
  return issues.success ? issues.data.find((issue) => issue.field === field)?.message : undefined;
}

export function UploadBannerForm() {
  const addBanner = useAddBanner();
  const [files, setFiles] = useState<File[]>([]);
  const [position, setPosition] = useState("");
  const [imageError, setImageError] = useState<string>();
  const [positionError, setPositionError] = useState<string>();
  const [linkKind, setLinkKind] = useState<BannerLinkKind | "">("");
  const [linkTarget, setLinkTarget] = useState("");
  const [linkError, setLinkError] = useState<string>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const image = files[0];
    const fields = BannerFormFieldsSchema.safeParse({ position });
    const link = bannerLinkOf({ linkKind: linkKind || undefined, linkTarget });
    setImageError(image ? undefined : IMAGE_MESSAGES.missing);
    setPositionError(fields.success ? undefined : fields.error.issues[0]?.message);
    setLinkError(link.ok ? undefined : link.message);
    if (!image || !fields.success || !link.ok) return;
    addBanner.mutate(
      { image, position: fields.data.position, link: link.link },
      {
        onSuccess: () => {
          setFiles([]);
          setPosition("");
          setLinkKind("");
          setLinkTarget("");
        },
        // The toast has said it; a message about a field also goes under that field.
        onError: (error) => {
          setPositionError(serverFieldMessage(error, "position"));
          setLinkError(serverFieldMessage(error, "linkTarget") ?? serverFieldMessage(error, "linkKind"));
        },
      },
    );
  }

  return (
    <section aria-labelledby="add-banner-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
      <h2 id="add-banner-heading" className="text-lg font-semibold text-gray-900">
        {t("admin:addBanner")}
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <ImageInput
          label={t("admin:bannerImage")}
          files={files}
          onFilesChange={(chosen) => {
            setFiles(chosen);
            if (chosen.length > 0) setImageError(undefined);
          }}
          error={imageError}
          hint={t("admin:bannerImageHint")}
          previewClassName="aspect-[3/1] w-full max-w-md"
        />
        <TextField
          label={t("admin:bannerPositionLabel")}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={position}
          onChange={(event) => setPosition(event.target.value)}
          error={positionError}
          hint={t("admin:bannerPositionHint")}
          className="max-w-xs"
        />
        <BannerLinkFields
          kind={linkKind}
          target={linkTarget}
          error={linkError}
          onKindChange={(kind) => {
            setLinkKind(kind);
            setLinkError(undefined);
          }}
          onTargetChange={(target) => {
            setLinkTarget(target);
            if (target) setLinkError(undefined);
          }}
        />
        <Button type="submit" loading={addBanner.isPending}>
          {t("admin:uploadBanner")}
        </Button>
      </form>
    </section>
  );
}
