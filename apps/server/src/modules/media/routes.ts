/**
 * HTTP surface of images: uploads under /api/media, and every stored file served at /uploads/<key> (pictures also at
 * the contract's responsive widths, `?w=320`).
 */
import * as api from "@zaika/contract/endpoints/media";
import { IMAGE_MESSAGES, IMAGE_WIDTH_PARAM, IMAGE_WIDTHS, type ImageWidth } from "@zaika/contract/media";
import type { FastifyPluginAsync } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BadRequest, NotFound, ServiceUnavailable } from "../../lib/errors";
import { route } from "../../lib/route";
import { caller } from "../../plugins/access";
import { readSingleImage } from "../../plugins/multipart";
import type { StorageProvider } from "../../providers/storage/types";
import * as media from "./service";
import { imageWidths } from "./widths";

export const mediaRoutes: FastifyPluginAsyncZod<media.UploadDeps> = async (app, deps) => {
  route(app, api.uploadImage, async (request) => {
    const { data } = await readSingleImage(request);
    const image = await media.uploadImage(deps, caller(request).sub, data, request.query.purpose);
    return { success: true as const, data: image };
  });
};

/** Stored files never change (a new picture gets a new key), so browsers and proxies may keep them for good. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** `?w=`: absent, or exactly one of the contract's widths (each one is a file the server makes and keeps). */
function widthOf(query: unknown): ImageWidth | null {
  const value = (query as Record<string, unknown>)[IMAGE_WIDTH_PARAM];
  if (value === undefined) return null;
  const width = IMAGE_WIDTHS.find((candidate) => String(candidate) === value);
  if (width === undefined) throw new BadRequest(IMAGE_MESSAGES.badWidth, IMAGE_WIDTH_PARAM);
  return width;
}

/**
 * GET /uploads/<key>: the file from whichever storage is configured, so any node serves what any other stored; with
 * `?w=<width>` the picture at that width (made once, then kept in `widthsDir` on this node). A key with no file is a
 * 404 in the error body, never the web app's page.
 */
export const uploadsRoutes: FastifyPluginAsync<{ storage: StorageProvider; widthsDir: string }> = async (
  app,
  { storage, widthsDir },
) => {
  const widths = imageWidths(storage, widthsDir);
  app.get<{ Params: { "*": string } }>(
    "/uploads/*",
    { config: { access: "public" }, schema: { hide: true } },
    async (request, reply) => {
      const width = widthOf(request.query);
      const key = request.params["*"];
      let file: Awaited<ReturnType<StorageProvider["get"]>>;
      try {
        file = width === null ? await storage.get(key) : await widths.get(key, width);
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
