"use server";
// Server actions of the lines' console: each parses the form with the schema the form used and
// hands the typed input to a lib/lines function; errors come back as the API's envelope, so the
// form shows each where it belongs.
import { z } from "zod";
import { defineAction } from "@/lib/actions/define-action";
import { recordIdSchema } from "@/lib/core/operation";
import { addVoyage } from "@/lib/lines/add-voyage";
import { setCallService } from "@/lib/lines/call-service";
import { cancelVoyage } from "@/lib/lines/cancel-voyage";
import { importSchedule } from "@/lib/lines/import-schedule";
import { createUnitModel, setUnitModelRetired, updateUnitModel } from "@/lib/lines/unit-models";
import { createVessel, updateVessel } from "@/lib/lines/vessels";
import {
  addVoyageSchema,
  callServiceSchema,
  cancelVoyageSchema,
  scheduleCsvSchema,
  unitModelInputSchema,
  vesselInputSchema,
} from "@/lib/lines/schemas";

const LINE_ROLES = ["STAFF", "ADMIN"] as const;
/** Admins name the line; staff act on their own (lib/lines/access.ts). */
const ofLine = { lineId: recordIdSchema.nullish() };

// Moving a call: lib/actions/tracking/move-call.ts (the bookings on the call follow it).

export const setCallServiceAction = defineAction({ access: LINE_ROLES, input: [callServiceSchema] }, (caller, input) =>
  setCallService(caller, input),
);

export const cancelVoyageAction = defineAction({ access: LINE_ROLES, input: [cancelVoyageSchema] }, (caller, input) =>
  cancelVoyage(caller, input),
);

export const addVoyageAction = defineAction({ access: LINE_ROLES, input: [addVoyageSchema] }, (caller, input) =>
  addVoyage(caller, input),
);

export const importScheduleAction = defineAction(
  { access: LINE_ROLES, input: [scheduleCsvSchema.extend(ofLine)] },
  (caller, input) => importSchedule(caller, input),
);

export const saveVesselAction = defineAction(
  { access: LINE_ROLES, input: [recordIdSchema.nullable(), vesselInputSchema.extend(ofLine)] },
  (caller, vesselId, input) => (vesselId ? updateVessel(caller, vesselId, input) : createVessel(caller, input)),
);

export const saveUnitModelAction = defineAction(
  { access: ["ADMIN"], input: [recordIdSchema.nullable(), unitModelInputSchema] },
  (caller, modelId, input) => (modelId ? updateUnitModel(caller, modelId, input) : createUnitModel(caller, input)),
);

export const retireUnitModelAction = defineAction(
  { access: ["ADMIN"], input: [recordIdSchema, z.boolean()] },
  (caller, modelId, retired) => setUnitModelRetired(caller, modelId, retired),
);
