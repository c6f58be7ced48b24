/** Placeholder: the geo module's routes are being built (issue 3). */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ModuleDeps } from "../../deps";

export const geoRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async () => {};
