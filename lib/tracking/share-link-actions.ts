"use server";
// The booking page's share-link actions: the same domain functions as the API, through the one
// door for callers and runAction's envelope.
import { requireActionCaller } from "@/lib/auth/current-caller";
import type { ActionResult } from "@/lib/actions/action-result";
import { runAction } from "@/lib/actions/run-action";
import { pageOrigin } from "@/lib/tracking/request-origin";
import { createShareLink, revokeShareLink } from "@/lib/tracking/share-links";
import type { CreatedShareLink, CreateShareLinkInput } from "@/lib/tracking/share-link-schema";

const SHARERS = ["AGENT", "STAFF"] as const;

export async function createShareLinkAction(
  bookingId: number,
  input: CreateShareLinkInput,
): Promise<ActionResult<CreatedShareLink>> {
  return runAction(async () =>
    createShareLink(await requireActionCaller(SHARERS), bookingId, input, await pageOrigin()),
  );
}

export async function revokeShareLinkAction(bookingId: number, linkId: number): Promise<ActionResult<null>> {
  return runAction(async () => {
    await revokeShareLink(await requireActionCaller(SHARERS), bookingId, linkId);
    return null;
  });
}
