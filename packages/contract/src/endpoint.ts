/**
 * How an API endpoint is declared, once, for both sides (decision 012): the server registers its route from the
 * declaration (apps/server/src/lib/route.ts) and the web calls it through one typed client (apps/web/src/lib/call.ts).
 * A declaration holds no behaviour: method, path under /api, who may call it, the schemas and the OpenAPI words.
 */
import type { z } from "zod";
import type { Role } from "./constants";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** "public", or the roles allowed (a signed-in caller of another role gets 403, no token 401). */
export type Access = "public" | readonly Role[];

/**
 * How the request body travels: JSON (the default, validated by `body`), or a multipart form whose `body` schema
 * only documents the fields (files cannot be described as JSON; the server reads and checks them itself).
 */
export type BodyKind = "json" | "multipart";

/**
 * How the success response travels: JSON validated by `responses` (the default), a `text/event-stream`, a redirect
 * (the browser follows it; nothing to parse), or a file of type `fileType` to download (bytes, not parsed).
 */
export type ResponseKind = "json" | "event-stream" | "redirect" | "file";

export interface EndpointDefinition {
  readonly method: HttpMethod;
  /** Under /api, in Fastify's form: `/order/:id`. Every `:name` is a key of `params`. */
  readonly path: `/${string}`;
  readonly access: Access;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  readonly tags: readonly string[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly headers?: z.ZodType;
  readonly body?: z.ZodType;
  readonly bodyKind?: BodyKind;
  readonly responseKind?: ResponseKind;
  /** The media type of a `file` response (`application/pdf`), listed under the success status in the OpenAPI document. */
  readonly fileType?: `${string}/${string}`;
  /** The success responses by status; the shared error body is added by the server for 4xx and 5xx. */
  readonly responses: Readonly<Partial<Record<200 | 201 | 202 | 204 | 302, z.ZodType>>>;
  /**
   * Other media types the success answer may take besides JSON, each with a schema documenting its body (a report's
   * `text/csv`, chosen by `?format=csv`). The handler sends them with that Content-Type; JSON stays the default and
   * the OpenAPI document lists every type under the success status.
   */
  readonly alternatives?: Readonly<Record<`${string}/${string}`, z.ZodType>>;
  /** Failure answers that are not the shared error body (e.g. a health check's 503 naming the failing part). */
  readonly failures?: Readonly<Partial<Record<503, z.ZodType>>>;
}

/** Declares an endpoint; `const` keeps the literal method, path and schemas for the types of both sides. */
export function endpoint<const E extends EndpointDefinition>(definition: E): E {
  return definition;
}

type SchemaOf<E, K extends keyof EndpointDefinition> = E extends { readonly [key in K]: infer S extends z.ZodType }
  ? S
  : undefined;

/** What a handler reads: the parsed (output) types. */
export type ParamsOf<E extends EndpointDefinition> =
  SchemaOf<E, "params"> extends z.ZodType ? z.output<SchemaOf<E, "params">> : Record<string, never>;
export type QueryOf<E extends EndpointDefinition> =
  SchemaOf<E, "query"> extends z.ZodType ? z.output<SchemaOf<E, "query">> : Record<string, never>;
/** A multipart form is read by the handler itself (the body schema only documents it). */
export type BodyOf<E extends EndpointDefinition> = E extends { readonly bodyKind: "multipart" }
  ? undefined
  : SchemaOf<E, "body"> extends z.ZodType
    ? z.output<SchemaOf<E, "body">>
    : undefined;

/** What a caller sends: the input types (defaults may be left out). */
export type ParamsInput<E extends EndpointDefinition> =
  SchemaOf<E, "params"> extends z.ZodType ? z.input<SchemaOf<E, "params">> : undefined;
export type QueryInput<E extends EndpointDefinition> =
  SchemaOf<E, "query"> extends z.ZodType ? z.input<SchemaOf<E, "query">> : undefined;
/** The browser's FormData, described without the DOM library (the contract is compiled for Node too). */
export interface MultipartForm {
  append(name: string, value: string, fileName?: string): void;
}

export type BodyInput<E extends EndpointDefinition> = E extends { readonly bodyKind: "multipart" }
  ? MultipartForm
  : SchemaOf<E, "body"> extends z.ZodType
    ? z.input<SchemaOf<E, "body">>
    : undefined;

/** The first declared success schema (200, else 201, 202). */
export type SuccessSchemaOf<E extends EndpointDefinition> = E["responses"] extends { readonly 200: infer S }
  ? S
  : E["responses"] extends { readonly 201: infer S }
    ? S
    : E["responses"] extends { readonly 202: infer S }
      ? S
      : undefined;

/** What the server's handler returns (the serializer checks it against the schema). */
export type ResponseInput<E extends EndpointDefinition> =
  SuccessSchemaOf<E> extends z.ZodType ? z.input<SuccessSchemaOf<E>> : undefined;
/** What the web receives. */
export type ResponseOf<E extends EndpointDefinition> =
  SuccessSchemaOf<E> extends z.ZodType ? z.output<SuccessSchemaOf<E>> : undefined;

/** The status the server answers with on success. */
export function successStatus(definition: EndpointDefinition): number {
  const statuses = Object.keys(definition.responses).map(Number);
  return statuses.sort((a, b) => a - b)[0] ?? 200;
}

/** The names of a path's `:params`, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
}

/** The concrete path with every `:name` replaced by its encoded value; throws when one is missing. */
export function fillPath(path: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === "")
      throw new Error(`${path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
