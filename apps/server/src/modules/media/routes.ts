/** Placeholder: the media module's routes are being built (issue 3). */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ModuleDeps } from "../../deps";

export const mediaRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async () => {};
