/** Health and other operational endpoints. */
import { z } from "zod";

export const HealthResponseSchema = z.object({
  status: z.enum(["ok", "error"]),
  db: z.enum(["ok", "error"]),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
