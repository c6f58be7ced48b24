/**
 * Uploaded images: multipart reading, content checks and re-encoding to WebP with sharp, then storage.
 * Used by every route that takes an image (media, banners, restaurant images) and by the seed.
 */
import { randomUUID } from "node:crypto";
import multipart from "@fastify/multipart";
import {
  IMAGE_FIELD,
  IMAGE_MESSAGES,
  type ImagePurpose,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_MEGAPIXELS,
  type UploadedImage,
} from "@zaika/contract/media";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyRouteSchemaDef, FastifyValidationResult } from "fastify/types/schema";
import { validatorCompiler } from "fastify-type-provider-zod";
import sharp from "sharp";
import { z } from "zod";
import type { StorageProvider } from "../providers/storage/types";
import { BadRequest, DomainError } from "./errors";

// ---------------------------------------------------------------------------------------------------------------
// Processing

/** The longest edge, in pixels, an image of each purpose is stored at (smaller pictures are never enlarged). */
export const IMAGE_MAX_EDGE: Record<ImagePurpose, number> = {
  banner: 1600,
  cover: 1600,
  gallery: 1200,
  product: 800,
  logo: 400,
  category: 400,
};
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

// ---------------------------------------------------------------------------------------------------------------
// Multipart

/**
 * Registers @fastify/multipart in the calling plugin only (encapsulated). The file limit is one byte over the
 * maximum so an oversized file is noticed rather than silently cut.
 */
export async function registerImageUploads(app: FastifyInstance, options: { files?: number } = {}) {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_IMAGE_BYTES + 1,
      files: options.files ?? 1,
      fields: 10,
      fieldSize: 1000,
      parts: (options.files ?? 1) + 10,
      headerPairs: 50,
    },
  });
}

export interface UploadedFile {
  field: string;
  data: Buffer;
}
export interface ImageForm {
  files: UploadedFile[];
  /** Text fields by name (the last value wins). */
  fields: Record<string, string>;
}

const LIMIT_MESSAGES: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: IMAGE_MESSAGES.tooLarge,
  FST_FILES_LIMIT: IMAGE_MESSAGES.oneImage,
};

/**
 * Reads a multipart form whose files may only arrive in `fileFields`. Every multipart failure (not multipart, file
 * too large, too many parts, malformed body) becomes a 400 in the standard error body. Files are not checked here:
 * pass each to saveImage/processImage.
 */
export async function readImageForm(
  request: FastifyRequest,
  fileFields: readonly string[] = [IMAGE_FIELD],
): Promise<ImageForm> {
  if (!request.isMultipart()) throw new BadRequest(IMAGE_MESSAGES.notMultipart);
  const form: ImageForm = { files: [], fields: Object.create(null) as Record<string, string> };
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (!fileFields.includes(part.fieldname)) {
          part.file.resume();
          throw new BadRequest(
            `Send the image in the ${fileFields.map((f) => `"${f}"`).join(" or ")} field`,
            part.fieldname,
          );
        }
        const data = await part.toBuffer();
        if (data.length > MAX_IMAGE_BYTES) throw new BadRequest(IMAGE_MESSAGES.tooLarge, part.fieldname);
        // Browsers send an empty part for a file input left empty.
        if (data.length > 0) form.files.push({ field: part.fieldname, data });
      } else if (typeof part.value === "string") {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const { code = "", part } = error as { code?: string; part?: { fieldname?: string } };
    throw new BadRequest(LIMIT_MESSAGES[code] ?? "The upload could not be read. Please try again.", part?.fieldname);
  }
  return form;
}

/** Reads a form that must carry exactly one image in `image`, plus optional text fields. */
export async function readSingleImage(
  request: FastifyRequest,
): Promise<{ data: Buffer; fields: Record<string, string> }> {
  const form = await readImageForm(request, [IMAGE_FIELD]);
  const file = form.files[0];
  if (!file) throw new BadRequest(IMAGE_MESSAGES.missing, IMAGE_FIELD);
  return { data: file.data, fields: form.fields };
}

// ---------------------------------------------------------------------------------------------------------------
// OpenAPI for multipart routes

/** A file field as the OpenAPI document shows it. */
export const imageFileField = () =>
  z.any().meta({ type: "string", format: "binary", description: "A JPEG, PNG or WebP image, at most 5 MB" });

/**
 * A multipart route's validator: body validation is skipped (the form is read and checked in the handler with
 * readImageForm); querystring and params are still validated by zod.
 */
export function multipartValidator<S>(route: FastifyRouteSchemaDef<S>): FastifyValidationResult {
  if (route.httpPart === "body") return (data: unknown) => ({ value: data });
  return validatorCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>);
}

/**
 * The schema parts that document a multipart form in OpenAPI. Use with `validatorCompiler: multipartValidator`:
 * the body schema only documents, it never validates.
 */
export function multipartBody<T extends z.ZodRawShape>(shape: T, description: string) {
  return { consumes: ["multipart/form-data"], body: z.object(shape).describe(description) };
}
