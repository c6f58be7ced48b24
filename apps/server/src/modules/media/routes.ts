/** HTTP surface of images: uploads under /api/media, and every stored file served at /uploads/<key>. */
import { IMAGE_MESSAGES, UploadImageQuerySchema, UploadImageResponseSchema } from "@zaika/contract/media";
import type { FastifyPluginAsync } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ModuleDeps } from "../../deps";
import { NotFound, ServiceUnavailable } from "../../lib/errors";
import {
  imageFileField,
  multipartBody,
  multipartValidator,
  readSingleImage,
  registerImageUploads,
} from "../../lib/images";
import { responses } from "../../lib/schemas";
import { caller } from "../../plugins/access";
import type { StorageProvider } from "../../providers/storage/types";
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
        summary:
          "Upload an image (JPEG, PNG or WebP, at most 5 MB); it is stored as WebP, scaled for its purpose, and " +
          "only its uploader's restaurant (or an admin) may use it",
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

/** Stored files never change (a new picture gets a new key), so browsers and proxies may keep them for good. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * GET /uploads/<key>: the file from whichever storage is configured, so any node serves what any other stored. A key
 * with no file is a 404 in the error body, never the web app's page.
 */
export const uploadsRoutes: FastifyPluginAsync<{ storage: StorageProvider }> = async (app, { storage }) => {
  app.get<{ Params: { "*": string } }>(
    "/uploads/*",
    { config: { access: "public" }, schema: { hide: true } },
    async (request, reply) => {
      let file: Awaited<ReturnType<StorageProvider["get"]>>;
      try {
        file = await storage.get(request.params["*"]);
      } catch (error) {
        throw new ServiceUnavailable(IMAGE_MESSAGES.storeUnavailable, error);
      }
      if (!file) throw new NotFound(IMAGE_MESSAGES.notFound);
      reply.header("cache-control", IMMUTABLE).type(file.contentType);
      if (file.size !== undefined) reply.header("content-length", file.size);
      return reply.send(file.body);
    },
  );
};
