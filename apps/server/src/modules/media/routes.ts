/** HTTP surface of image uploads under /api/media. */
import { UploadImageQuerySchema, UploadImageResponseSchema } from "@zaika/contract/media";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ModuleDeps } from "../../deps";
import {
  imageFileField,
  multipartBody,
  multipartValidator,
  readSingleImage,
  registerImageUploads,
} from "../../lib/images";
import { responses } from "../../lib/schemas";
import { caller } from "../../plugins/access";
import * as media from "./service";

export const mediaRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  await registerImageUploads(app);

  app.post(
    "/media/images",
    {
      config: { access: ["admin", "restaurant"] },
      validatorCompiler: multipartValidator,
      schema: {
        tags: ["media"],
        summary: "Upload an image (JPEG, PNG or WebP, at most 5 MB); it is stored as WebP, scaled for its purpose",
        security: [{ bearerAuth: [] }],
        querystring: UploadImageQuerySchema,
        ...multipartBody({ image: imageFileField() }, "multipart/form-data with the file in the `image` field"),
        response: responses({ 200: UploadImageResponseSchema }),
      },
    },
    async (request) => {
      const { data } = await readSingleImage(request);
      const image = await media.uploadImage(deps, caller(request).sub, data, request.query.purpose);
      return { success: true as const, data: image };
    },
  );
};
