/**
 * What search engines read: /sitemap.xml (the public pages, every active restaurant's page and every active
 * category's page, as absolute URLs) and /robots.txt (the API and the staff's and riders' areas kept out, the sitemap
 * named).
 */
import {
  categoryPagePath,
  ROBOTS_DISALLOW,
  restaurantPagePath,
  SITEMAP_PAGES,
  SITEMAP_PATH,
} from "@zaika/contract/seo";
import type { Db } from "../../db/client";
import * as q from "./queries";

export interface SeoDeps {
  db: Db;
  /** PUBLIC_URL: the origin the pages are listed under (robots.txt must name the sitemap by an absolute URL). */
  publicUrl: string;
}

interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] as string);

const absolute = (publicUrl: string, path: string) => new URL(path, publicUrl).toString();

/** The sitemap's pages: the fixed ones first, then restaurants and categories by name. */
export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [open, active] = await Promise.all([q.openRestaurants(db), q.activeCategories(db)]);
  return [
    ...SITEMAP_PAGES.map((path) => ({ path })),
    ...open.map((row) => ({ path: restaurantPagePath(row.id), lastModified: row.updatedAt })),
    ...active.map((row) => ({ path: categoryPagePath(row.id, row.name), lastModified: row.updatedAt })),
  ];
}

/** The sitemaps.org XML for the entries, URLs made absolute on `publicUrl`. */
export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : "";
    return `  <url><loc>${escapeXml(absolute(publicUrl, entry.path))}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absolute(publicUrl, SITEMAP_PATH)}`,
    "",
  ].join("\n");
}
