/** Route-schema helpers shared by the modules. */
import { ErrorBodySchema } from "@zaika/contract/errors";
import type { z } from "zod";

/** A route's success responses plus the shared error body, so the OpenAPI document lists both. */
export function responses<T extends Record<number, z.ZodType>>(success: T) {
  return { ...success, "4xx": ErrorBodySchema, "5xx": ErrorBodySchema };
}
