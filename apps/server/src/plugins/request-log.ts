/**
 * How the server logs: JSON lines for a log pipeline (production, tests), readable lines through pino-pretty in
 * development; and one line per request once it is answered, instead of Fastify's two (received, completed).
 */
import { createRequire } from "node:module";
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from "fastify";
import type { Config } from "../config";

/** The fields of the per-request line; pretty output shows them in its message only. */
const REQUEST_FIELDS = ["reqId", "method", "url", "statusCode", "responseTime", "remoteAddress"];

/** pino-pretty is a development dependency: an install without it (--omit=dev) logs JSON in any environment. */
function prettyAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve("pino-pretty");
    return true;
  } catch {
    return false;
  }
}

export function loggerOptions(config: Config): FastifyServerOptions["logger"] {
  const options = { level: config.logLevel, redact: ["req.headers.authorization", "req.headers.cookie"] };
  if (config.env !== "development" || !prettyAvailable()) return options;
  return {
    ...options,
    // Loaded by pino in a worker thread, only here: production never needs the package.
    transport: {
      target: "pino-pretty",
      options: { translateTime: "SYS:HH:MM:ss", ignore: ["pid", "hostname", ...REQUEST_FIELDS].join(",") },
    },
  };
}

/**
 * Fastify's request log lines: `GET /api/cart 200 12 ms` once the request is answered (with the fields a pipeline
 * reads), nothing when it arrives. Errors and the other lines Fastify writes stay as they are.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const { method, url } = request;
    const { statusCode, elapsedTime: responseTime } = reply;
    const fields = { method, url, statusCode, responseTime, remoteAddress: request.ip };
    const line = `${method} ${url} ${statusCode} ${Math.round(responseTime)} ms`;
    if (error) reply.log.error({ ...fields, err: error }, `${line} (${error.message})`);
    else reply.log.info(fields, line);
  }
}
