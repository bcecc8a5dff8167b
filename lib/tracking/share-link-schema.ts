// Share links' inputs and answers, once (the route, the booking page's form and the OpenAPI
// document read them). Free of server imports.
import { z } from "zod";
import { resourceIdSchema } from "@/lib/core/operation";
import { wordsOf } from "@/lib/i18n/sentences";

export const MAX_SHARE_DAYS = 90;

export const createShareLinkSchema = z.object({
  expiresInDays: z
    .number()
    .int()
    .min(1, { error: wordsOf("refusals.tracking.linkAtLeastOneDay") })
    .max(MAX_SHARE_DAYS, { error: wordsOf("refusals.tracking.linkAtMostDays", { max: MAX_SHARE_DAYS }) })
    .meta({ description: `How long the link opens the tracking page: 1 to ${MAX_SHARE_DAYS} days` }),
});
export type CreateShareLinkInput = z.input<typeof createShareLinkSchema>;

export const createdShareLinkSchema = z
  .object({
    id: z.number().int(),
    url: z.string().meta({ description: "The link to give the consignee: it opens the booking's tracking page" }),
    expiresAt: z.string().meta({ description: "When it stops working (ISO 8601, UTC)" }),
  })
  .meta({ id: "CreatedShareLink" });
export type CreatedShareLink = z.infer<typeof createdShareLinkSchema>;

export const SHARE_LINK_STATES = ["active", "expired", "revoked"] as const;

export const shareLinkSchema = createdShareLinkSchema
  .extend({
    state: z.enum(SHARE_LINK_STATES),
    createdAt: z.string(),
    revokedAt: z.string().nullable(),
    lastOpenedAt: z.string().nullable().meta({ description: "When the tracking page was last opened through it" }),
    openCount: z.number().int().meta({ description: "How many times the page was opened through it" }),
  })
  .meta({ id: "ShareLink" });
export type ShareLinkView = z.infer<typeof shareLinkSchema>;

export const shareLinkListSchema = z.object({ links: z.array(shareLinkSchema) }).meta({ id: "ShareLinkList" });

/** The path parameters of `/api/bookings/{id}/share-links/{linkId}`: two record ids. */
export const SHARE_LINK_PARAMS = z.object({ id: resourceIdSchema, linkId: resourceIdSchema });
