"use server";
// Server actions of the voyage page's space panel: the allotment and stop sale. Each resolves the
// caller through the one door; errors come back as the API's envelope (runAction).
import { requireActionCaller } from "@/lib/auth/current-caller";
import type { ActionResult } from "@/lib/actions/action-result";
import { runAction } from "@/lib/actions/run-action";
import { setAllotment, setStopSale } from "@/lib/acceptance/staff-controls";

const LINE_ROLES = ["STAFF", "ADMIN"] as const;
type Done = { voyageId: number; open: boolean; capacityRt: number };

export async function setAllotmentAction(input: unknown): Promise<ActionResult<Done>> {
  return runAction(async () => {
    const space = await setAllotment(await requireActionCaller(LINE_ROLES), input);
    return { voyageId: space.voyageId, open: space.open, capacityRt: space.capacityRt };
  });
}

export async function setStopSaleAction(input: unknown): Promise<ActionResult<Done>> {
  return runAction(async () => {
    const space = await setStopSale(await requireActionCaller(LINE_ROLES), input);
    return { voyageId: space.voyageId, open: space.open, capacityRt: space.capacityRt };
  });
}
