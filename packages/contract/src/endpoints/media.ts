/** Image uploads (owners and admins); the stored files are served at /uploads/<key>, outside the API. */

import { z } from "zod";
import { endpoint } from "../endpoint";
import { imageFileField, UploadImageQuerySchema, UploadImageResponseSchema } from "../media";

export const uploadImage = endpoint({
  method: "POST",
  path: "/media/images",
  access: ["admin", "restaurant"],
  tags: ["media"],
  summary:
    "Upload an image (JPEG, PNG or WebP, at most 5 MB); it is stored as WebP, scaled for its purpose, and only its " +
    "uploader's restaurant (or an admin) may use it",
  query: UploadImageQuerySchema,
  bodyKind: "multipart",
  body: z.object({ image: imageFileField() }).describe("multipart/form-data with the file in the `image` field"),
  responses: { 200: UploadImageResponseSchema },
});
