"use server";
// Server action of the schedule pages: the service (line, trade route, sailing route) of voyages.
import { z } from "zod";
import type { ActionResult } from "@/lib/actions/action-result";
import { runAction } from "@/lib/actions/run-action";
import { requireActionCaller } from "@/lib/auth/current-caller";
import { describeVoyages, type VoyageService } from "@/lib/schedule/voyage-services";

const keysSchema = z.array(z.object({ voyage: z.string().max(40), vessel: z.string().max(200) })).max(2000);

export async function describeVoyagesAction(keys: unknown): Promise<ActionResult<VoyageService[]>> {
  return runAction(async () => {
    // Server actions are reachable by anyone who can post to the page: same rule as the pages.
    await requireActionCaller();
    return describeVoyages(keysSchema.parse(keys));
  });
}
