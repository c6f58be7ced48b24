/** Image uploads: a per-account rate limit in front of the shared image pipeline (lib/images.ts). */
import type { ImagePurpose, UploadedImage } from "@zaika/contract/media";
import { MESSAGES } from "@zaika/contract/messages";
import type { ModuleDeps } from "../../deps";
import { RateLimited } from "../../lib/errors";
import { saveImage } from "../../lib/images";

/** Re-encoding is CPU work: a generous cap per account keeps one client from hogging it. */
export const UPLOADS_PER_MINUTE = 60;

export async function uploadImage(
  deps: Pick<ModuleDeps, "storage" | "limiter">,
  accountId: string,
  data: Buffer,
  purpose: ImagePurpose,
): Promise<UploadedImage> {
  const { allowed, retryAfterSeconds } = await deps.limiter.hit(`upload:${accountId}`, UPLOADS_PER_MINUTE, 60_000);
  if (!allowed) throw new RateLimited(MESSAGES.rateLimited, retryAfterSeconds);
  return saveImage(deps.storage, data, purpose);
}
