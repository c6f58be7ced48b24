/** The TanStack Query client with the cache and retry settings of spec §9. */

import { QueryClient } from "@tanstack/react-query";
import { QUERY } from "@zaika/contract/constants";
import { ApiError } from "./api-error";

/** Network failures and server errors are worth retrying; a 4xx answer will not change by asking again. */
function isRetryable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500;
}

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, QUERY.retryDelayCapMs);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY.staleTimeMs,
        retry: (failureCount, error) => failureCount < QUERY.retries && isRetryable(error),
        retryDelay,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
