/** HTTP surface of the platform settings (spec §7 /settings): anyone reads the GST percentage, admins change it. */
import {
  SETTINGS_MESSAGES,
  SettingsSchema,
  UpdateSettingsBodySchema,
  UpdateSettingsResponseSchema,
} from "@zaika/contract/settings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ModuleDeps } from "../../deps";
import { BadRequest } from "../../lib/errors";
import { responses } from "../../lib/schemas";
import { caller } from "../../plugins/access";

const tags = ["settings"];

export const settingsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  app.get(
    "/settings",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The GST percentage applied to new orders (orders keep the percentage they were placed with)",
        response: responses({ 200: SettingsSchema }),
      },
    },
    async () => ({ gst: await deps.settings.gstPercent() }),
  );

  app.post(
    "/settings",
    {
      config: { access: ["admin"] },
      // The house error body prefixes a field's message ("gst: ..."); the spec's texts must arrive exactly as
      // written, so the handler re-checks the raw body and answers with the bare message (field still named).
      attachValidation: true,
      schema: {
        tags,
        summary: "Set the GST percentage (0 to 100 inclusive, kept to two decimals); every server instance picks it up",
        security: [{ bearerAuth: [] }],
        body: UpdateSettingsBodySchema,
        response: responses({ 200: UpdateSettingsResponseSchema }),
      },
    },
    async (request) => {
      const raw: unknown = request.body;
      const body = typeof raw === "object" && raw !== null && !Array.isArray(raw) ? raw : {};
      const parsed = UpdateSettingsBodySchema.safeParse(body);
      if (!parsed.success) throw new BadRequest(parsed.error.issues[0]?.message ?? SETTINGS_MESSAGES.gstInvalid, "gst");
      const gst = await deps.settings.setGstPercent(parsed.data.gst, caller(request).sub);
      return { success: true as const, message: SETTINGS_MESSAGES.gstUpdated, gst };
    },
  );
};
