/**
 * A labelled image file picker with a preview. Files are checked here before any upload (JPEG, PNG or WebP, at most
 * MAX_IMAGE_BYTES); the server checks them again by content.
 */
import { ACCEPTED_IMAGE_TYPES, IMAGE_MESSAGES, MAX_IMAGE_BYTES } from "@zaika/contract/media-rules";
import { X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { messageText, t } from "../../lib/i18n";
import { Button } from "./Button";
import { FieldMessages, fieldDescribedBy } from "./FieldMessages";

const ACCEPT = ACCEPTED_IMAGE_TYPES.join(",");

/** Why a file cannot be uploaded as an image, or null when it can. */
export function imageFileProblem(file: File): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_MESSAGES.notAnImage;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_MESSAGES.tooLarge;
  return null;
}

/** Object URLs for previews of the chosen files, revoked when the files change. */
function usePreviewUrls(files: readonly File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    if (typeof URL.createObjectURL !== "function") return;
    const created = files.map((file) => URL.createObjectURL(file));
    setUrls(created);
    return () => {
      for (const url of created) URL.revokeObjectURL(url);
    };
  }, [files]);
  return urls;
}

type ImageInputProps = {
  label: string;
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  multiple?: boolean;
  /** The image in use now, shown until a new file is chosen. */
  currentUrl?: string | null;
  hint?: ReactNode;
  error?: string | undefined;
  disabled?: boolean;
  /** Size and shape of the preview, e.g. "aspect-[3/1] w-full". */
  previewClassName?: string;
};

export function ImageInput({
  label,
  files,
  onFilesChange,
  multiple = false,
  currentUrl,
  hint,
  error,
  disabled,
  previewClassName = "size-24",
}: ImageInputProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const previews = usePreviewUrls(files);
  const shown = messageText(error ?? problem ?? undefined) || undefined;

  // The parent clears `files` after an upload: clear the native input too, so the same file can be chosen again.
  useEffect(() => {
    if (files.length === 0 && inputRef.current) inputRef.current.value = "";
  }, [files]);

  function onChange(list: FileList | null) {
    const chosen = Array.from(list ?? []);
    const firstProblem = chosen.map(imageFileProblem).find((p) => p !== null) ?? null;
    setProblem(firstProblem);
    if (firstProblem) {
      if (inputRef.current) inputRef.current.value = "";
      onFilesChange([]);
      return;
    }
    onFilesChange(chosen);
  }

  const describedBy = fieldDescribedBy(inputId, hint, shown);
  const showCurrent = files.length === 0 && currentUrl;

  return (
    <div>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-gray-900">
        {label}
      </label>
      <div className="flex flex-wrap items-start gap-3">
        {showCurrent && (
          <img
            src={currentUrl}
            alt={t("ui:currentImage", { label: label.toLocaleLowerCase() })}
            className={`${previewClassName} rounded-lg bg-gray-100 object-cover ring-1 ring-gray-200`}
          />
        )}
        {previews.map((url, index) => (
          <img
            key={url}
            src={url}
            alt={files[index]?.name ? t("ui:previewOf", { name: files[index]?.name }) : t("ui:previewOfChosenImage")}
            className={`${previewClassName} rounded-lg bg-gray-100 object-cover ring-1 ring-gray-200`}
          />
        ))}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={ACCEPT}
          multiple={multiple}
          disabled={disabled}
          aria-invalid={shown ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.files)}
          className="block w-full max-w-sm text-sm text-gray-800 file:mr-3 file:min-h-9 file:cursor-pointer file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-3 file:font-semibold file:text-gray-900 hover:file:bg-gray-100"
        />
        {files.length > 0 && (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)} disabled={disabled}>
            <X className="size-4" aria-hidden="true" />
            {multiple ? t("ui:clearSelection") : t("ui:clearImage")}
          </Button>
        )}
      </div>
      <FieldMessages id={inputId} hint={hint} error={shown} />
    </div>
  );
}
