/**
 * Multipart forms (image uploads), for the routes whose contract declaration says `bodyKind: "multipart"`: the
 * parser is registered once for the whole app, a multipart body sent to any other route is refused with 415 as
 * before, and each route reads its form with its own file limit (readImageForm).
 */
import multipart from "@fastify/multipart";
import { IMAGE_FIELD, IMAGE_MESSAGES, MAX_IMAGE_BYTES } from "@zaika/contract/media";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyRouteSchemaDef, FastifyValidationResult } from "fastify/types/schema";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { z } from "zod";
import { BadRequest, DomainError } from "../lib/errors";

const PARTS_BESIDE_FILES = 10;

/** Registers the multipart parser for the whole app; only routes declared multipart accept such a body. */
export async function registerMultipartForms(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES + 1, fields: 10, fieldSize: 1000, headerPairs: 50 },
  });
  app.addHook("preValidation", async (request) => {
    if (!request.isMultipart()) return;
    // lib/route.ts declares `consumes` for every endpoint whose body is a multipart form.
    const consumes = (request.routeOptions.schema as { consumes?: string[] } | undefined)?.consumes;
    if (consumes?.includes("multipart/form-data")) return;
    throw new DomainError(415, "UNSUPPORTED_MEDIA_TYPE", `Unsupported Media Type: ${request.headers["content-type"]}`);
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
  options: { files?: number } = {},
): Promise<ImageForm> {
  if (!request.isMultipart()) throw new BadRequest(IMAGE_MESSAGES.notMultipart);
  const form: ImageForm = { files: [], fields: Object.create(null) as Record<string, string> };
  const files = options.files ?? 1;
  // The file limit is one byte over the maximum so an oversized file is noticed rather than silently cut.
  const limits = { fileSize: MAX_IMAGE_BYTES + 1, files, parts: files + PARTS_BESIDE_FILES };
  try {
    for await (const part of request.parts({ limits })) {
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

/**
 * A multipart route's validator: body validation is skipped (the form is read and checked in the handler with
 * readImageForm); querystring and params are still validated by zod.
 */
export function multipartValidator<S>(route: FastifyRouteSchemaDef<S>): FastifyValidationResult {
  if (route.httpPart === "body") return (data: unknown) => ({ value: data });
  return validatorCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>);
}
