// GET /api/voyage/rotation: its parameters and response (spec "Get schedule rotation",
// SchedulePort / ScheduleVoyage / ScheduleVisit). Shared by the route, the OpenAPI document and the pages.
import { z } from "zod";
import { CONTINENTS, REGIONS } from "@/lib/schedule/enums";
import { localDateTimeSchema } from "@/lib/time/local-datetime";

/** An enum parameter given as its integer code or its name (any case). */
function codeOrName<T extends Record<string, number>>(values: T, label: string) {
  const byName = new Map(Object.entries(values).map(([name, code]) => [name.toLowerCase(), code]));
  const codes = new Set(Object.values(values));
  return z
    .string()
    .transform((text, ctx) => {
      const code = /^\d+$/.test(text) ? Number(text) : byName.get(text.toLowerCase().replace(/[\s_-]/g, ""));
      if (code === undefined || !codes.has(code)) {
        ctx.addIssue({
          code: "custom",
          message: `Unknown ${label} '${text}'. Use one of: ${Object.entries(values)
            .map(([n, c]) => `${c} (${n})`)
            .join(", ")}`,
          params: { code: "invalid_enum" },
        });
        return z.NEVER;
      }
      return code;
    })
    .meta({
      description: `${label}: integer code or name — ${Object.entries(values)
        .map(([n, c]) => `${c} = ${n}`)
        .join(", ")}`,
    });
}

export const continentParam = codeOrName(CONTINENTS, "continent");
export const regionParam = codeOrName(REGIONS, "region");

export const rotationQuerySchema = z.object({
  ScheduleCategory: z
    .string()
    .optional()
    .meta({ description: "Trade route, e.g. 'Europe - West Africa' (case-insensitive)" }),
  PolContinent: continentParam.optional(),
  Pol: z.string().optional().meta({ description: "Port of loading: name or UN/LOCODE (case-insensitive)" }),
  Pod: z
    .string()
    .optional()
    .meta({ description: "Port of discharge: name or UN/LOCODE; called after the Pol when both are given" }),
  Vessel: z.string().optional().meta({ description: "Vessel name (case-insensitive)" }),
  Voyage: z.string().optional().meta({ description: "Voyage number (case-insensitive)" }),
  ArrivalMin: localDateTimeSchema
    .optional()
    .meta({ description: "Earliest arrival at the Pod (any discharge port when Pod is absent), inclusive" }),
  ArrivalMax: localDateTimeSchema
    .optional()
    .meta({ description: "Latest arrival at the Pod (any discharge port when Pod is absent), inclusive" }),
  DepartureMin: localDateTimeSchema
    .optional()
    .meta({ description: "Earliest departure from the Pol (any loading port when Pol is absent), inclusive" }),
  DepartureMax: localDateTimeSchema
    .optional()
    .meta({ description: "Latest departure from the Pol (any loading port when Pol is absent), inclusive" }),
  Line: z.string().optional().meta({ description: "Shipping line name (case-insensitive)" }),
  PodRegion: regionParam.optional(),
  SailingRoute: z.string().optional().meta({ description: "Sailing route code, e.g. NEWA (case-insensitive)" }),
});
export type RotationQuery = z.infer<typeof rotationQuerySchema>;

export const schedulePortSchema = z.object({
  name: z.string().meta({ description: "Port name" }),
  country: z.string().meta({ description: "Country name" }),
  continent: z.number().int().meta({ description: "Continent code (see PolContinent)" }),
});

export const scheduleVisitSchema = z.object({
  portId: z.number().int(),
  port: z.string(),
  terminal: z.string().nullable(),
  arrival: z.string().meta({ description: "Port-local YYYY-MM-DDTHH:MM:SS", example: "2026-12-01T08:00:00" }),
  departure: z.string().meta({ description: "Port-local YYYY-MM-DDTHH:MM:SS" }),
  cutOff: z.string().nullable().meta({ description: "Last time cargo can be delivered to be loaded on this call" }),
  canLoad: z.boolean(),
  canDischarge: z.boolean(),
});

export const scheduleVoyageSchema = z.object({
  voyage: z.string().meta({ description: "Voyage number" }),
  vessel: z.string(),
  maxUnitHeight: z.number().nullable().meta({ description: "cm" }),
  maxUnitWidth: z.number().nullable().meta({ description: "cm" }),
  maxUnitWeight: z.number().nullable().meta({ description: "tons" }),
  visits: z.array(scheduleVisitSchema),
});

export const rotationResponseSchema = z.object({
  ports: z.array(schedulePortSchema).meta({ description: "Distinct ports of the returned voyages, in rotation order" }),
  voyages: z.array(scheduleVoyageSchema),
});
export type SchedulePort = z.infer<typeof schedulePortSchema>;
export type ScheduleVisit = z.infer<typeof scheduleVisitSchema>;
export type ScheduleVoyage = z.infer<typeof scheduleVoyageSchema>;
export type RotationResponse = z.infer<typeof rotationResponseSchema>;
