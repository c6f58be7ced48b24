/** Platform settings (spec §2 admin settings, §5, §8): the GST percentage. */
import { z } from "zod";
import { GST } from "./constants";

export const SETTINGS_MESSAGES = {
  gstRequired: "GST percentage cannot be empty",
  gstInvalid: "Invalid GST percentage (0-100)",
  gstUpdated: "GST Updated Successfully",
  gstUpdateFailed: "Failed to update GST percentage",
} as const;

/** 0 and 100 are both valid (the original refused 0); at most two decimals are kept. */
export const GstPercentSchema = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? SETTINGS_MESSAGES.gstRequired : SETTINGS_MESSAGES.gstInvalid,
  })
  .min(GST.min, SETTINGS_MESSAGES.gstInvalid)
  .max(GST.max, SETTINGS_MESSAGES.gstInvalid)
  .transform((value) => Math.round(value * 100) / 100);

export const SettingsSchema = z.object({ gst: z.number() });
export type Settings = z.infer<typeof SettingsSchema>;

export const UpdateSettingsBodySchema = z.object({ gst: GstPercentSchema });
export type UpdateSettingsBody = z.input<typeof UpdateSettingsBodySchema>;
export const UpdateSettingsResponseSchema = SettingsSchema.extend({ success: z.literal(true), message: z.string() });

/** The dialog's check of what was typed (an empty input is a different message from a bad number). */
export function gstInputError(text: string): string | null {
  if (text.trim() === "") return SETTINGS_MESSAGES.gstRequired;
  const value = Number(text);
  if (!Number.isFinite(value) || value < GST.min || value > GST.max) return SETTINGS_MESSAGES.gstInvalid;
  return null;
}
