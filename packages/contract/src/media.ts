/** Image uploads: JPEG, PNG or WebP by content, at most 5 MB, stored re-encoded as WebP. */
import { z } from "zod";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

export const UploadedImageSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });
export type UploadedImage = z.infer<typeof UploadedImageSchema>;
export const UploadImageResponseSchema = z.object({ success: z.literal(true), data: UploadedImageSchema });
