/** Public, non-secret settings the web app reads at start. */
import { z } from "zod";

export const PublicConfigSchema = z.object({
  appName: z.string(),
  supportPhone: z.string(),
  supportEmail: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
