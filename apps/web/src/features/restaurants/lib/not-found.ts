/** Whether a failed restaurant lookup means "there is no such restaurant" (unknown or malformed id, or none linked). */
import { ApiError } from "../../../lib/api-error";

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
