// Response schema of GET /api/me.
import { z } from "zod";

export const callerSchema = z.object({
  kind: z.enum(["user", "apiKey"]),
  role: z.enum(["AGENT", "STAFF", "ADMIN"]),
  name: z.string(),
  agentId: z.number().int().nullable(),
  lineId: z.number().int().nullable(),
  ip: z.string(),
});
export type CallerResponse = z.infer<typeof callerSchema>;
