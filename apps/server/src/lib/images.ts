/**
 * Uploaded images: content checks and re-encoding to WebP with sharp, then storage. Used by every route that takes
 * an image (media, banners, restaurant images; reading the form is plugins/multipart's job) and by the seed.
 */
import { randomUUID } from "node:crypto";
import {
  IMAGE_FIELD,
  IMAGE_MAX_EDGE,
  IMAGE_MESSAGES,
  type ImagePurpose,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_MEGAPIXELS,
  type UploadedImage,
} from "@zaika/contract/media";
import sharp from "sharp";
import type { StorageProvider } from "../providers/storage/types";
import { BadRequest, DomainError } from "./errors";

const WEBP_QUALITY = 80;
const MAX_INPUT_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);

/** The format the first bytes announce (JPEG, PNG or WebP), or null: names and declared types are not trusted. */
export function sniffImageFormat(bytes: Buffer): "jpeg" | "png" | "webp" | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "png";
  if (bytes.length >= 12 && bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP")
    return "webp";
  return null;
}

export interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Checks an upload by its content and re-encodes it as WebP: metadata (EXIF, GPS) stripped, turned upright, scaled
 * down to fit the purpose's size. Throws BadRequest with a message a person can act on.
 */
export async function processImage(input: Buffer, purpose: ImagePurpose): Promise<ProcessedImage> {
  if (input.length > MAX_IMAGE_BYTES) throw new BadRequest(IMAGE_MESSAGES.tooLarge, IMAGE_FIELD);
  if (!sniffImageFormat(input)) throw new BadRequest(IMAGE_MESSAGES.notAnImage, IMAGE_FIELD);
  try {
    // Reading the header decodes no pixels; limitInputPixels then guards the decoder itself.
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format))
      throw new BadRequest(IMAGE_MESSAGES.notAnImage, IMAGE_FIELD);
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS)
      throw new BadRequest(IMAGE_MESSAGES.tooManyPixels, IMAGE_FIELD);
    const edge = IMAGE_MAX_EDGE[purpose];
    // sharp writes no metadata unless asked to (no keepMetadata/withMetadata here).
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: edge, height: edge, fit: "inside", withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    // A file that starts like an image but does not decode (truncated, corrupt).
    throw new BadRequest(IMAGE_MESSAGES.notAnImage, IMAGE_FIELD);
  }
}

/**
 * A stored picture re-encoded `width` pixels wide (height in proportion) for the responsive widths of
 * /uploads/<key>?w=; null when the picture is not wider than that (it is served as stored) or does not decode.
 */
export async function resizeImage(input: Buffer, width: number): Promise<Buffer | null> {
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    if (!meta.width || meta.width <= width || (meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) return null;
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch {
    return null;
  }
}

/** Processes an image and stores it under `<purpose>/<uuid>.webp`; returns its public URL and size. */
export async function saveImage(
  storage: StorageProvider,
  input: Buffer,
  purpose: ImagePurpose,
): Promise<UploadedImage> {
  const { data, width, height } = await processImage(input, purpose);
  const url = await storage.put(`${purpose}/${randomUUID()}.webp`, data, "image/webp");
  return { url, width, height };
}
