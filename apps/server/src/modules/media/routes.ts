/** HTTP surface of images: uploads under /api/media, and every stored file served at /uploads/<key>. */
import * as api from "@zaika/contract/endpoints/media";
import { IMAGE_MESSAGES } from "@zaika/contract/media";
import type { FastifyPluginAsync } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { NotFound, ServiceUnavailable } from "../../lib/errors";
import { route } from "../../lib/route";
import { caller } from "../../plugins/access";
import { readSingleImage } from "../../plugins/multipart";
import type { StorageProvider } from "../../providers/storage/types";
import * as media from "./service";

export const mediaRoutes: FastifyPluginAsyncZod<media.UploadDeps> = async (app, deps) => {
  route(app, api.uploadImage, async (request) => {
    const { data } = await readSingleImage(request);
    const image = await media.uploadImage(deps, caller(request).sub, data, request.query.purpose);
    return { success: true as const, data: image };
  });
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
