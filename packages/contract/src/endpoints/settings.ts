/** Platform settings (spec §7 /settings): anyone reads the GST percentage, admins change it. */
import { endpoint } from "../endpoint";
import { SettingsSchema, UpdateSettingsBodySchema, UpdateSettingsResponseSchema } from "../settings";

const tags = ["settings"];

export const getSettings = endpoint({
  method: "GET",
  path: "/settings",
  access: "public",
  tags,
  summary: "The GST percentage applied to new orders (orders keep the percentage they were placed with)",
  responses: { 200: SettingsSchema },
});

export const updateSettings = endpoint({
  method: "POST",
  path: "/settings",
  access: ["admin"],
  tags,
  summary: "Set the GST percentage (0 to 100 inclusive, kept to two decimals); every server instance picks it up",
  body: UpdateSettingsBodySchema,
  responses: { 200: UpdateSettingsResponseSchema },
});
