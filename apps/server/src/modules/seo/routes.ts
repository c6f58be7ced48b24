/** GET /sitemap.xml and GET /robots.txt at the site's root, for search engines (./service). */
import { ROBOTS_PATH, SITEMAP_PATH } from "@zaika/contract/seo";
import type { FastifyPluginAsync } from "fastify";
import { robotsTxt, type SeoDeps, sitemapEntries, sitemapXml } from "./service";

/** Both change rarely (a restaurant added or closed for good): an hour in any cache is fine. */
const CACHE = "public, max-age=3600";

export const seoRoutes: FastifyPluginAsync<SeoDeps> = async (app, deps) => {
  const options = { config: { access: "public" }, schema: { hide: true } } as const;

  app.get(SITEMAP_PATH, options, async (_request, reply) => {
    const xml = sitemapXml(deps.publicUrl, await sitemapEntries(deps.db));
    return reply.header("cache-control", CACHE).type("application/xml; charset=utf-8").send(xml);
  });

  app.get(ROBOTS_PATH, options, async (_request, reply) =>
    reply.header("cache-control", CACHE).type("text/plain; charset=utf-8").send(robotsTxt(deps.publicUrl)),
  );
};
