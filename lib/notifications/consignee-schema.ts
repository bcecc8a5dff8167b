// Consignees' e-mail updates (lib/notifications/consignee.ts): the shapes the tracking pages, the
// one-click route and the OpenAPI document share. No server imports.
import { z } from "zod";
import { wordsOf } from "@/lib/i18n/sentences";

export const consigneeEmailSchema = z
  .string()
  .trim()
  .max(254, { error: wordsOf("validation.atMostChars", { max: 254 }) })
  .pipe(z.email({ error: wordsOf("refusals.notifications.emailLike") }))
  .transform((e) => e.toLowerCase());

/** A confirm or unsubscribe link's query: the subscription and its token. */
export const consigneeLinkQuerySchema = z.object({
  s: z.coerce.number().int().min(1).max(2147483647).meta({ description: "The subscription" }),
  t: z.string().max(100).meta({ description: "The link's token" }),
});
export type ConsigneeLinkQuery = z.infer<typeof consigneeLinkQuerySchema>;

export const consigneeStateSchema = z
  .object({
    bookingCode: z.string(),
    state: z.enum(["pending", "confirmed", "stopped"]).meta({
      description: "`stopped`: no e-mail is sent to the address about this booking any more",
    }),
  })
  .meta({ id: "ConsigneeUpdatesState" });
