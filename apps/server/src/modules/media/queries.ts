/** SQL of the media module: who owns which stored image, and which images nothing references any more. */
import type { ImagePurpose } from "@zaika/contract/media";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { media } from "../../db/schema/media";

type Conn = Db | Tx;

/** Records that an account may use an image; recording it twice is harmless. */
export async function recordMedia(
  conn: Conn,
  rows: Array<{ url: string; ownerId: string; purpose: ImagePurpose }>,
): Promise<void> {
  if (rows.length === 0) return;
  await conn.insert(media).values(rows).onConflictDoNothing();
}

/** Whether the account owns (uploaded, or was given by the seed) the image at this URL. */
export async function ownsMedia(conn: Conn, url: string, ownerId: string): Promise<boolean> {
  const [row] = await conn
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.url, url), eq(media.ownerId, ownerId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Of these URLs, those that no restaurant (logo, cover, gallery), dish (deleted ones too: orders show them), banner,
 * category or ordered item refers to.
 */
export async function unreferencedUrls(conn: Conn, urls: string[]): Promise<string[]> {
  const candidates = [...new Set(urls)];
  if (candidates.length === 0) return [];
  const result = await conn.execute<{ url: string }>(sql`
    select c.url from unnest(array[${sql.join(
      candidates.map((url) => sql`${url}`),
      sql`, `,
    )}]::text[]) as c(url)
    where not exists (select 1 from restaurants r where r.logo = c.url or r.cover = c.url or c.url = any(r.gallery))
      and not exists (select 1 from products p where p.image = c.url)
      and not exists (select 1 from banners b where b.image_url = c.url)
      and not exists (select 1 from categories k where k.image = c.url)
      and not exists (select 1 from orders o where o.items @> jsonb_build_array(jsonb_build_object('image', c.url)))
  `);
  return (result as unknown as { rows: Array<{ url: string }> }).rows.map((row) => row.url);
}

/** Forgets every owner of these images (their files are about to go). */
export async function forgetMedia(conn: Conn, urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  await conn.delete(media).where(inArray(media.url, urls));
}
