/**
 * Downloads of declared endpoints that answer a file rather than JSON (a report's CSV, an invoice's PDF): fetched
 * with the session's rules of the API client (bearer token, a token known to have expired renewed first, one refresh
 * and retry on 401, errors as ApiError with the spec §8 toast), then saved under the server's file name.
 */
import { type EndpointDefinition, fillPath, type ParamsInput, type QueryInput } from "@zaika/contract/endpoint";
import { type RequestOptions, sendRequest } from "./api-client";
import { errorMessage, isAbortError } from "./api-error";
import { toast } from "./toast";

export type DownloadedFile = { blob: Blob; fileName: string };

export type DownloadInput<E extends EndpointDefinition> = {
  params?: ParamsInput<E>;
  query?: QueryInput<E>;
  /** The media type asked for, e.g. "text/csv"; JSON stays acceptable for the error body. */
  accept: string;
  /** The file name when the answer names none (no Content-Disposition). */
  fallbackName: string;
  signal?: AbortSignal;
  /** Show the error toast when the download fails (default true). */
  toast?: boolean;
};

/**
 * The file name of a Content-Disposition header (RFC 6266): `filename*=UTF-8''…` (percent-encoded) wins over
 * `filename="…"` or a bare `filename=…`; undefined when there is none. Any folder part is dropped.
 */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  let name: string | undefined;
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim());
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
    name = plain?.[1]?.replace(/\\(.)/g, "$1") ?? plain?.[2];
  }
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base ? base : undefined;
}

/** Fetches a declared GET endpoint's file: its bytes and the name the server gave it. */
export async function fetchDownload<E extends EndpointDefinition>(
  endpoint: E,
  input: DownloadInput<E>,
): Promise<DownloadedFile> {
  try {
    const response = await sendRequest(fillPath(endpoint.path, input.params as Record<string, unknown> | undefined), {
      query: input.query as RequestOptions["query"],
      headers: { Accept: `${input.accept}, application/json;q=0.5` },
      signal: input.signal,
    });
    const blob = await response.blob();
    return {
      blob,
      fileName: fileNameFromDisposition(response.headers.get("Content-Disposition")) ?? input.fallbackName,
    };
  } catch (error) {
    if (input.toast !== false && !isAbortError(error)) {
      const message = errorMessage(error);
      toast.error(message, { id: message });
    }
    throw error;
  }
}

/** Hands a file to the browser's download (an object URL on a temporary link, released afterwards). */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Released on the next task: some browsers start reading the URL only after the click handler returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** Fetches a declared endpoint's file and saves it; resolves with what was saved. */
export async function downloadFile<E extends EndpointDefinition>(
  endpoint: E,
  input: DownloadInput<E>,
): Promise<DownloadedFile> {
  const file = await fetchDownload(endpoint, input);
  saveFile(file);
  return file;
}
