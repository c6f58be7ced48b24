/**
 * Registers a route from its contract declaration (decision 012): method, path, access, schemas and OpenAPI words
 * come from `packages/contract`; the handler adds only behaviour. Server-only concerns (a rate limit) ride along as
 * options and are enforced by their plugins.
 */
import {
  type BodyOf,
  type EndpointDefinition,
  type ParamsOf,
  type QueryOf,
  type ResponseInput,
  successStatus,
} from "@zaika/contract/endpoint";
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { multipartValidator } from "../plugins/multipart";
import type { RateLimitRule } from "../plugins/rate-limit";
import { responses } from "./schemas";

export type ApiInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export type RouteRequest<E extends EndpointDefinition> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
}>;

/** A handler returns the response (checked by the serializer against the declared schema) or the reply it sent. */
export type RouteHandler<E extends EndpointDefinition> = (
  request: RouteRequest<E>,
  reply: FastifyReply,
) => Promise<ResponseInput<E> | FastifyReply> | ResponseInput<E> | FastifyReply;

export interface RouteOptions {
  /**
   * The handler checks the body itself (request.validationError is set instead of a 400), for the few spec messages
   * that must arrive without the error body's "field: " prefix.
   */
  attachValidation?: boolean;
  /** Requests per window per caller address, counted by the rate-limit plugin before anything else runs. */
  rateLimit?: RateLimitRule;
}

/**
 * With `alternatives`, the success status lists each media type: Fastify serialises the JSON one, and a string the
 * handler sends with another Content-Type goes out as it is.
 */
function alternativeResponses(endpoint: EndpointDefinition, status: number) {
  const json = (endpoint.responses as Record<number, z.ZodType>)[status];
  if (!endpoint.alternatives || !json) return {};
  const content: Record<string, { schema: z.ZodType }> = { "application/json": { schema: json } };
  for (const [mediaType, schema] of Object.entries(endpoint.alternatives)) content[mediaType] = { schema };
  return { [status]: { content } };
}

/** A `file` response: the success status has the one `fileType`, whose bytes the handler sends as they are. */
function fileResponse(endpoint: EndpointDefinition, status: number) {
  const schema = (endpoint.responses as Record<number, z.ZodType>)[status];
  if (!endpoint.fileType || !schema) throw new Error(`${endpoint.path}: a file response needs fileType and a schema`);
  return { [status]: { content: { [endpoint.fileType]: { schema } } } };
}

export function route<E extends EndpointDefinition>(
  app: ApiInstance,
  endpoint: E,
  handler: RouteHandler<E>,
  options: RouteOptions = {},
): void {
  const multipart = endpoint.bodyKind === "multipart";
  const status = successStatus(endpoint);
  const kind = endpoint.responseKind ?? "json";
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access, endpoint, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
    ...(multipart ? { validatorCompiler: multipartValidator } : {}),
    ...(options.attachValidation ? { attachValidation: true } : {}),
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.access === "public" ? {} : { security: [{ bearerAuth: [] }] }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.headers ? { headers: endpoint.headers } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(multipart ? { consumes: ["multipart/form-data"] } : {}),
      // Streams and redirects have no body to document.
      ...(kind === "json" || kind === "file"
        ? {
            response: {
              ...responses(endpoint.responses as Record<number, z.ZodType>),
              ...(kind === "file" ? fileResponse(endpoint, status) : alternativeResponses(endpoint, status)),
              ...endpoint.failures,
            },
          }
        : {}),
    },
    // A declared 201 or 202 is the route's status unless the handler sends another.
    handler: (status === 200
      ? handler
      : (request: RouteRequest<E>, reply: FastifyReply) => handler(request, reply.code(status))) as never,
  });
}
