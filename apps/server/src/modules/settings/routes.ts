/** HTTP surface of the platform settings, registered from its declarations (contract endpoints/settings). */
import * as api from "@zaika/contract/endpoints/settings";
import { SETTINGS_MESSAGES, UpdateSettingsBodySchema } from "@zaika/contract/settings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BadRequest } from "../../lib/errors";
import { route } from "../../lib/route";
import { caller } from "../../plugins/access";
import * as settings from "./service";

export const settingsRoutes: FastifyPluginAsyncZod<settings.SettingsDeps> = async (app, deps) => {
  route(app, api.getSettings, () => settings.getSettings(deps));

  // The house error body prefixes a field's message ("gst: ..."); the spec's texts must arrive exactly as written, so
  // the update's body is not refused by the validator but re-checked by its handler, which answers with the bare
  // message (field still named).
  route(
    app,
    api.updateSettings,
    async (request) => {
      const raw: unknown = request.body;
      const body = typeof raw === "object" && raw !== null && !Array.isArray(raw) ? raw : {};
      const parsed = UpdateSettingsBodySchema.safeParse(body);
      if (!parsed.success) throw new BadRequest(parsed.error.issues[0]?.message ?? SETTINGS_MESSAGES.gstInvalid, "gst");
      return settings.updateGst(deps, parsed.data.gst, caller(request).sub);
    },
    { attachValidation: true },
  );
};
