"use server";
// The booking page's share-link actions: the same domain functions as the API, through the one
// door for server actions (lib/actions/define-action.ts).
import { defineAction } from "@/lib/actions/define-action";
import { recordIdSchema } from "@/lib/core/operation";
import { pageOrigin } from "@/lib/tracking/request-origin";
import { createShareLink, revokeShareLink } from "@/lib/tracking/share-links";
import { createShareLinkSchema } from "@/lib/tracking/share-link-schema";

const SHARERS = ["AGENT", "STAFF"] as const;

export const createShareLinkAction = defineAction(
  { access: SHARERS, input: [recordIdSchema, createShareLinkSchema] },
  async (caller, bookingId, input) => createShareLink(caller, bookingId, input, await pageOrigin()),
);

export const revokeShareLinkAction = defineAction(
  { access: SHARERS, input: [recordIdSchema, recordIdSchema] },
  async (caller, bookingId, linkId) => {
    await revokeShareLink(caller, bookingId, linkId);
    return null;
  },
);
