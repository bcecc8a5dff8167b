// GET /api/voyage/pods and /api/voyage/pols: parameters and response (spec Port).
import { z } from "zod";

export const portListQuerySchema = z.object({
  Line: z.string().optional().meta({ description: "Shipping line name (case-insensitive)" }),
  ScheduleCategory: z.string().optional().meta({ description: "Trade route (case-insensitive)" }),
});
export type PortListQuery = z.infer<typeof portListQuerySchema>;

export const portSchema = z.object({
  name: z.string(),
  code: z.string().meta({ description: "UN/LOCODE: two-letter country code and three letters", example: "BEZEE" }),
  country: z.string().meta({ description: "Two-letter country code" }),
  latitude: z.number().meta({ description: "Six decimal places" }),
  longitude: z.number().meta({ description: "Six decimal places" }),
});
export const portListSchema = z.array(portSchema);
export type Port = z.infer<typeof portSchema>;
