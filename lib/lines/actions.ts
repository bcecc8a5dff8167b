"use server";
// Server actions of the lines' console. Each resolves the caller through the one door and hands
// the raw input to a lib/lines function, which parses it with the schema the form used; errors come
// back as the API's envelope (runAction), so the form shows each where it belongs.
import { requireActionCaller } from "@/lib/auth/current-caller";
import { addVoyage } from "@/lib/lines/add-voyage";
import { setCallService } from "@/lib/lines/call-service";
import { cancelVoyage } from "@/lib/lines/cancel-voyage";
import { importSchedule } from "@/lib/lines/import-schedule";
import { createUnitModel, setUnitModelRetired, updateUnitModel } from "@/lib/lines/unit-models";
import { createVessel, updateVessel } from "@/lib/lines/vessels";
import type { UnitModelInput, VesselInput } from "@/lib/lines/schemas";
import type { ActionResult } from "@/lib/actions/action-result";
import { runAction } from "@/lib/actions/run-action";

const LINE_ROLES = ["STAFF", "ADMIN"] as const;
type Changed = { voyageId: number; flagged: number };

// Moving a call: lib/tracking/move-call-actions.ts (the bookings on the call follow it).

export async function setCallServiceAction(input: unknown): Promise<ActionResult<Changed>> {
  return runAction(async () => setCallService(await requireActionCaller(LINE_ROLES), input));
}

export async function cancelVoyageAction(input: unknown): Promise<ActionResult<Changed>> {
  return runAction(async () => cancelVoyage(await requireActionCaller(LINE_ROLES), input));
}

export async function addVoyageAction(input: unknown): Promise<ActionResult<{ id: number; number: string }>> {
  return runAction(async () => addVoyage(await requireActionCaller(LINE_ROLES), input));
}

export async function importScheduleAction(input: {
  text: string;
  lineId?: number | null;
}): Promise<ActionResult<{ voyages: number; calls: number }>> {
  return runAction(async () => importSchedule(await requireActionCaller(LINE_ROLES), input));
}

export async function saveVesselAction(
  vesselId: number | null,
  input: VesselInput & { lineId?: number | null },
): Promise<ActionResult<{ id: number }>> {
  return runAction(async () => {
    const caller = await requireActionCaller(LINE_ROLES);
    return vesselId ? updateVessel(caller, vesselId, input) : createVessel(caller, input);
  });
}

export async function saveUnitModelAction(
  modelId: number | null,
  input: UnitModelInput,
): Promise<ActionResult<{ id: number }>> {
  return runAction(async () => {
    const caller = await requireActionCaller(["ADMIN"]);
    return modelId ? updateUnitModel(caller, modelId, input) : createUnitModel(caller, input);
  });
}

export async function retireUnitModelAction(
  modelId: number,
  retired: boolean,
): Promise<ActionResult<{ id: number; retired: boolean }>> {
  return runAction(async () => setUnitModelRetired(await requireActionCaller(["ADMIN"]), modelId, retired));
}
