/** HTTP surface of categories and home-page banners (spec §7: /api/admin/category, /api/admin/banner). */
import { BannerFormFieldsSchema, BannerListResponseSchema, BannerResponseSchema } from "@zaika/contract/banner";
import {
  CategoryBodySchema,
  CategoryListResponseSchema,
  CategoryResponseSchema,
  CategoryUpdateBodySchema,
} from "@zaika/contract/category";
import { IdParamsSchema, SuccessMessageSchema } from "@zaika/contract/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ModuleDeps } from "../../deps";
import { BadRequest } from "../../lib/errors";
import {
  imageFileField,
  multipartBody,
  multipartValidator,
  readSingleImage,
  registerImageUploads,
} from "../../lib/images";
import { responses } from "../../lib/schemas";
import * as catalog from "./service";

const ADMIN = { access: ["admin"] } as const;
const security = [{ bearerAuth: [] }];

export const catalogRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  await registerImageUploads(app);

  // ----- Categories -----

  app.get(
    "/admin/category/all",
    {
      config: { access: "public" },
      schema: {
        tags: ["catalog"],
        summary: "Categories sorted by name: all of them for admins, active ones for everyone else",
        response: responses({ 200: CategoryListResponseSchema }),
      },
    },
    (request) => catalog.listCategories(deps, { includeInactive: request.user?.role === "admin" }),
  );

  app.post(
    "/admin/category",
    {
      config: ADMIN,
      schema: {
        tags: ["catalog"],
        summary: "Create a category (names are unique, ignoring case)",
        security,
        body: CategoryBodySchema,
        response: responses({ 200: CategoryResponseSchema }),
      },
    },
    (request) => catalog.createCategory(deps, request.body),
  );

  app.put(
    "/admin/category/:id",
    {
      config: ADMIN,
      schema: {
        tags: ["catalog"],
        summary: "Rename a category or change its image",
        security,
        params: IdParamsSchema,
        body: CategoryUpdateBodySchema,
        response: responses({ 200: CategoryResponseSchema }),
      },
    },
    (request) => catalog.updateCategory(deps, request.params.id, request.body),
  );

  app.patch(
    "/admin/category/:id/toggle-status",
    {
      config: ADMIN,
      schema: {
        tags: ["catalog"],
        summary: "Switch a category between active and inactive",
        security,
        params: IdParamsSchema,
        response: responses({ 200: CategoryResponseSchema }),
      },
    },
    (request) => catalog.toggleCategoryStatus(deps, request.params.id),
  );

  // ----- Banners -----

  app.get(
    "/admin/banner",
    {
      config: { access: "public" },
      schema: {
        tags: ["catalog"],
        summary: "Home-page banners by position: all for admins, active ones for everyone else",
        response: responses({ 200: BannerListResponseSchema }),
      },
    },
    (request) => catalog.listBanners(deps, { includeInactive: request.user?.role === "admin" }),
  );

  app.post(
    "/admin/banner",
    {
      config: ADMIN,
      validatorCompiler: multipartValidator,
      schema: {
        tags: ["catalog"],
        summary: "Add a banner: the image is stored as WebP, at most 1600 px wide",
        security,
        ...multipartBody(
          {
            image: imageFileField(),
            position: z.string().optional().describe("Order in the carousel (0 first); last when left out"),
          },
          "multipart/form-data with the file in `image` and an optional `position`",
        ),
        response: responses({ 200: BannerResponseSchema }),
      },
    },
    async (request) => {
      const { data, fields } = await readSingleImage(request);
      const parsed = BannerFormFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new BadRequest(issue?.message ?? "Invalid banner", String(issue?.path[0] ?? "position"));
      }
      return catalog.addBanner(deps, { image: data, position: parsed.data.position });
    },
  );

  app.delete(
    "/admin/banner/:id",
    {
      config: ADMIN,
      schema: {
        tags: ["catalog"],
        summary: "Remove a banner and its stored image",
        security,
        params: IdParamsSchema,
        response: responses({ 200: SuccessMessageSchema }),
      },
    },
    (request) => catalog.removeBanner(deps, request.params.id),
  );
};
