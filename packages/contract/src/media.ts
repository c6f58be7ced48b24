/**
 * Image uploads on the wire: the upload route's query, body and answer, and a stored image's URL in other bodies. The
 * limits, widths and messages are in ./media-rules, re-exported here.
 */
import { z } from "zod";
import { IMAGE_MESSAGES, IMAGE_PURPOSES } from "./media-rules";

export * from "./media-rules";

export const UploadImageQuerySchema = z.object({
  purpose: z.enum(IMAGE_PURPOSES, { error: `purpose must be one of: ${IMAGE_PURPOSES.join(", ")}` }),
});

/** An image URL as the upload endpoint returns it (stored files, or an absolute URL from another store). */
export const ImageUrlSchema = z
  .string()
  .trim()
  .max(500, IMAGE_MESSAGES.badUrl)
  .regex(/^(\/uploads\/|https?:\/\/)[^\s"'<>\\]+$/, IMAGE_MESSAGES.badUrl);

export const UploadedImageSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });
export type UploadedImage = z.infer<typeof UploadedImageSchema>;
export const UploadImageResponseSchema = z.object({ success: z.literal(true), data: UploadedImageSchema });

/** A file field of a multipart form, as the OpenAPI document shows it (the server reads and checks the file). */
export const imageFileField = () =>
  z.any().meta({ type: "string", format: "binary", description: "A JPEG, PNG or WebP image, at most 5 MB" });
