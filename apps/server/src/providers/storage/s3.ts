/**
 * S3 (or any S3-compatible store: MinIO, R2, Spaces) through the official AWS SDK, so every server node reads and
 * writes the same files. URLs stay `/uploads/<key>` (the app streams the object from the bucket) unless a public URL
 * is configured (a CDN or a public bucket), in which case browsers fetch `<publicUrl>/<key>` directly.
 * See docs/decisions/009-shared-image-storage.md.
 */
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Settings } from "../../config";
import { isStorageKey, type StorageProvider, UPLOADS_URL_PREFIX } from "./types";

/** Stored files never change (a new picture gets a new key), so caches may keep them for good. */
const CACHE_CONTROL = "public, max-age=31536000, immutable";

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404);

export function s3Storage(options: S3Settings): StorageProvider {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: S3-compatible stores do not all accept the newer default ones.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const publicPrefix = options.publicUrl ? `${options.publicUrl.replace(/\/+$/, "")}/` : null;
  /** The key behind a URL this store handed out (through /uploads/ or the public URL), or null. */
  const keyOf = (url: string) => {
    const prefix = [UPLOADS_URL_PREFIX, publicPrefix].find((p) => p !== null && url.startsWith(p));
    const key = prefix ? url.slice(prefix.length) : null;
    return key !== null && isStorageKey(key) ? key : null;
  };
  return {
    name: "s3",
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: CACHE_CONTROL,
        }),
      );
      return `${publicPrefix ?? UPLOADS_URL_PREFIX}${key}`;
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
        if (!object.Body) return null;
        return {
          // In Node the SDK's body is the HTTP response stream: piped to the client, never held in memory.
          body: object.Body as Readable,
          contentType: object.ContentType ?? "application/octet-stream",
          size: object.ContentLength,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(url) {
      const key = keyOf(url);
      if (key === null) return;
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
    close() {
      client.destroy();
    },
  };
}
