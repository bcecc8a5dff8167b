"use server";
// Server actions of the voyage page's space panel: the allotment and stop sale, with the access
// rule of their API operations (the voyage named by its id here, by the path there).
import { defineAction, fromOperation } from "@/lib/actions/define-action";
import { setAllotment, setStopSale } from "@/lib/acceptance/staff-controls";
import { allotmentSchema, stopSaleSchema } from "@/lib/acceptance/schemas";
import { setVoyageAllotmentOperation, setVoyageStopSaleOperation } from "@/lib/api/operations/acceptance";
import type { VoyageSpace } from "@/lib/voyage-space/voyage-space";

const done = (space: VoyageSpace) => ({ voyageId: space.voyageId, open: space.open, capacityRt: space.capacityRt });

export const setAllotmentAction = defineAction(
  { ...fromOperation(setVoyageAllotmentOperation), input: [allotmentSchema] },
  async (caller, input) => done(await setAllotment(caller, input)),
);

export const setStopSaleAction = defineAction(
  { ...fromOperation(setVoyageStopSaleOperation), input: [stopSaleSchema] },
  async (caller, input) => done(await setStopSale(caller, input)),
);
