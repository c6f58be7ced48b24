/**
 * Image uploads and who may use them: every stored image is recorded with its owner (media table), a restaurant or
 * dish may name only its owner's images, and a file leaves storage only once nothing refers to it.
 */
import { IMAGE_MESSAGES, type ImagePurpose, type UploadedImage } from "@zaika/contract/media";
import { MESSAGES } from "@zaika/contract/messages";
import type { Db, Tx } from "../../db/client";
import type { ModuleDeps } from "../../deps";
import { BadRequest, RateLimited } from "../../lib/errors";
import { saveImage } from "../../lib/images";
import type { StorageProvider } from "../../providers/storage/types";
import * as q from "./queries";

/** Re-encoding is CPU work: a generous cap per account keeps one client from hogging it. */
export const UPLOADS_PER_MINUTE = 60;

export type MediaDeps = Pick<ModuleDeps, "db" | "storage">;
/** What the upload route hands in: uploads are also counted per uploader. */
export type UploadDeps = MediaDeps & Pick<ModuleDeps, "limiter">;

/** POST /media/images: the caller's upload, theirs to use. */
export async function uploadImage(
  deps: UploadDeps,
  accountId: string,
  data: Buffer,
  purpose: ImagePurpose,
): Promise<UploadedImage> {
  const { allowed, retryAfterSeconds } = await deps.limiter.hit(`upload:${accountId}`, UPLOADS_PER_MINUTE, 60_000);
  if (!allowed) throw new RateLimited(MESSAGES.rateLimited, retryAfterSeconds);
  return storeImage(deps, accountId, data, purpose);
}

/** Processes and stores an image and records it as `ownerId`'s; the file is removed again if recording fails. */
export async function storeImage(
  deps: MediaDeps,
  ownerId: string,
  data: Buffer,
  purpose: ImagePurpose,
): Promise<UploadedImage> {
  const image = await saveImage(deps.storage, data, purpose);
  try {
    await q.recordMedia(deps.db, [{ url: image.url, ownerId, purpose }]);
  } catch (error) {
    await removeFiles(deps.storage, [image.url]);
    throw error;
  }
  return image;
}

export interface ImageReference {
  url: string;
  /** The request field that names it (the 400 says which). */
  field: string;
}

/**
 * Refuses (400, naming the field) an image the restaurant's owner does not own. Admins may use any image; a value
 * the record already holds is always allowed, so pictures from before ownership was recorded keep working.
 */
export async function assertUsableImages(
  conn: Db | Tx,
  actor: { role: string },
  ownerId: string,
  references: ImageReference[],
  current: ReadonlyArray<string | null> = [],
): Promise<void> {
  if (actor.role === "admin") return;
  for (const { url, field } of references) {
    if (current.includes(url)) continue;
    if (!(await q.ownsMedia(conn, url, ownerId))) throw new BadRequest(IMAGE_MESSAGES.notYours, field);
  }
}

/**
 * Of the images a change stopped using, those nothing else refers to any more: their records go in this transaction,
 * and the caller removes the files (removeFiles) once it commits.
 */
export async function releaseImages(tx: Tx, urls: Array<string | null | undefined>): Promise<string[]> {
  const unused = await q.unreferencedUrls(
    tx,
    urls.filter((url): url is string => Boolean(url)),
  );
  await q.forgetMedia(tx, unused);
  return unused;
}

/** Images stored for a change that then failed: nothing refers to them yet, so record and file both go. */
export async function discardImages(deps: MediaDeps, urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  await q.forgetMedia(deps.db, urls).catch(() => {});
  await removeFiles(deps.storage, urls);
}

/** Best effort: a file that cannot be removed only wastes space, so it never fails the request. */
export async function removeFiles(storage: StorageProvider, urls: string[]): Promise<void> {
  await Promise.all(urls.map((url) => storage.remove(url).catch(() => {})));
}
