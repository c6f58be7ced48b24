/** HTTP surface of categories and home-page banners, registered from their declarations (contract endpoints/catalog). */
import { BannerFormFieldsSchema, bannerLinkOf } from "@zaika/contract/banner";
import * as api from "@zaika/contract/endpoints/catalog";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BadRequest } from "../../lib/errors";
import { route } from "../../lib/route";
import { readSingleImage } from "../../plugins/multipart";
import * as catalog from "./service";

export const catalogRoutes: FastifyPluginAsyncZod<catalog.CatalogDeps> = async (app, deps) => {
  // ----- Categories -----
  route(app, api.listCategories, (request) =>
    catalog.listCategories(deps, { includeInactive: request.user?.role === "admin" }),
  );
  route(app, api.createCategory, (request) => catalog.createCategory(deps, request.body));
  route(app, api.updateCategory, (request) => catalog.updateCategory(deps, request.params.id, request.body));
  route(app, api.toggleCategoryStatus, (request) => catalog.toggleCategoryStatus(deps, request.params.id));

  // ----- Banners -----
  route(app, api.listBanners, (request) =>
    catalog.listBanners(deps, { includeInactive: request.user?.role === "admin" }),
  );
  route(app, api.addBanner, async (request) => {
    const { data, fields } = await readSingleImage(request);
    const parsed = BannerFormFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new BadRequest(issue?.message ?? "Invalid banner", String(issue?.path[0] ?? "position"));
    }
    const link = bannerLinkOf(parsed.data);
    if (!link.ok) throw new BadRequest(link.message, link.field);
    return catalog.addBanner(deps, { image: data, position: parsed.data.position, link: link.link });
  });
  route(app, api.removeBanner, (request) => catalog.removeBanner(deps, request.params.id));
};
