// The line's letterhead as the API and the console's form carry it (docs/integrators/letterhead.md):
// the name printed, the postal address, and a small PNG or JPEG logo sent as base64. Free of
// server imports: the form validates with it.
import { z } from "zod";
import { checkWords, wordsOf } from "@/lib/i18n/sentences";

/** The largest logo kept: a letterhead's logo is a small picture, and every document embeds it. */
export const LOGO_MAX_BYTES = 256 * 1024;
export const LOGO_TYPES = ["image/png", "image/jpeg"] as const;
/** Lines of the address a letterhead prints; more would push the document's boxes down. */
export const ADDRESS_MAX_LINES = 6;

export const letterheadSchema = z
  .object({
    line: z.string().meta({ description: "The line's code", example: "NRL" }),
    name: z.string().meta({ description: "The name the documents print", example: "Nordic Ro-Ro Lines AS" }),
    customName: z
      .boolean()
      .meta({ description: "Whether `name` was set for the letterhead (false: it is the line's own name)" }),
    address: z.string().nullable().meta({
      description: "The postal address and contacts, one line each",
      example: "Havnegata 1\n0150 Oslo, Norway",
    }),
    logo: z
      .object({
        contentType: z.enum(LOGO_TYPES),
        size: z.number().int().meta({ description: "Bytes" }),
        sha256: z.string(),
      })
      .nullable()
      .meta({ description: "The logo the documents print (none: the name is set in type)" }),
  })
  .meta({ id: "Letterhead" });
export type LetterheadView = z.infer<typeof letterheadSchema>;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export const letterheadBodySchema = z
  .object({
    name: z
      .string()
      .trim()
      .max(120, { error: wordsOf("validation.atMostChars", { max: 120 }) })
      .nullish()
      .meta({
        description: "The name to print; null or empty: the line's own name. Absent: unchanged.",
      }),
    address: z
      .string()
      .trim()
      .max(500, { error: wordsOf("validation.atMostChars", { max: 500 }) })
      .refine(
        (a) => a.split("\n").length <= ADDRESS_MAX_LINES,
        checkWords("custom", "refusals.letterhead.addressLines", { max: ADDRESS_MAX_LINES }),
      )
      .nullish()
      .meta({ description: "Postal address and contacts, one line each; null or empty: none. Absent: unchanged." }),
    logo: z
      .object({
        data: z
          .string()
          .max(Math.ceil(LOGO_MAX_BYTES / 3) * 4 + 4, {
            error: wordsOf("refusals.letterhead.logoAtMost", { max: LOGO_MAX_BYTES / 1024 }),
          })
          .regex(BASE64, { error: wordsOf("refusals.letterhead.logoBase64") })
          .meta({ description: `The PNG or JPEG file's bytes, base64; at most ${LOGO_MAX_BYTES / 1024} KB` }),
      })
      .strict()
      .nullish()
      .meta({ description: "A new logo; null removes it (the name is then set in type). Absent: unchanged." }),
  })
  .strict()
  .meta({ id: "LetterheadUpdate" });
export type LetterheadBody = z.output<typeof letterheadBodySchema>;
