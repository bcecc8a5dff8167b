"use server";
// Server actions of the Milestones page: one milestone for many units, and a terminal's CSV.
// Both go through recordMilestones in one call, so a refusal of any unit applies nothing.
import { z } from "zod";
import { ApiError } from "@/lib/core/errors";
import { recordIdSchema } from "@/lib/core/operation";
import { defineAction } from "@/lib/actions/define-action";
import { milestoneInputSchema } from "@/lib/feed/milestone-schema";
import { milestoneCsvUploadSchema, parseMilestoneCsv } from "@/lib/feed/milestone-csv";
import { recordMilestones } from "@/lib/feed/record-milestones";
import { listVoyageItems } from "@/lib/staff/voyage-items";
import { locateScannedUnit } from "@/lib/staff/locate-unit";
import { scanRefusal } from "@/lib/staff/gate-scan-words";

const recordSchema = z.object({
  itemIds: z.array(recordIdSchema).min(1, "Select at least one unit.").max(2000),
  milestone: milestoneInputSchema,
});

/** Errors keep recordMilestones' paths (`[i].…`, i = position in itemIds) so the page shows them at their unit. */
export const recordMilestoneAction = defineAction(
  { access: ["STAFF"], input: [recordSchema] },
  async (caller, { itemIds, milestone }) => {
    const results = await recordMilestones(
      caller,
      itemIds.map((itemId) => ({ itemId, milestone })),
    );
    return { recorded: results.length };
  },
);

const scannedCode = z.string().trim().min(1).max(100);

/** Where a code scanned at the gate is booked, when it is not one of the sailing on screen: the refusal in words. */
export const explainScanAction = defineAction({ access: ["STAFF"], input: [scannedCode] }, async (caller, code) =>
  scanRefusal(code, await locateScannedUnit(caller, code)),
);

/** Row errors carry the path `row <n>` or `row <n>.<Column>` (n: the file's line, header = 1). */
export const uploadMilestoneCsvAction = defineAction(
  { access: ["STAFF"], input: [milestoneCsvUploadSchema] },
  async (caller, { voyageId, text, defaultType }) => {
    const voyage = await listVoyageItems(caller, voyageId);
    if (!voyage) throw new ApiError("NOT_FOUND", "No such voyage with booked units of your line.");
    const parsed = parseMilestoneCsv(text, {
      units: voyage.items.map((i) => ({ id: i.id, serial: i.serial })),
      defaultType,
    });
    if (!parsed.ok) {
      const errors = parsed.errors.map((e) => ({
        path: e.row === null ? "" : `row ${e.row}${e.column ? `.${e.column}` : ""}`,
        code: "csv_row",
        message: e.message,
      }));
      throw new ApiError(
        "VALIDATION_FAILED",
        "Nothing was recorded: fix these rows and upload the file again.",
        errors,
      );
    }
    try {
      const results = await recordMilestones(
        caller,
        parsed.entries.map(({ itemId, milestone }) => ({ itemId, milestone })),
      );
      return { recorded: results.length };
    } catch (error) {
      // recordMilestones reports entry i as `[i].…`: say which line of the file it came from.
      if (!(error instanceof ApiError)) throw error;
      const errors = error.errors.map((e) => {
        const match = /^\[(\d+)\]/.exec(e.path);
        const entry = match ? parsed.entries[Number(match[1])] : undefined;
        return { ...e, path: entry ? `row ${entry.row}` : e.path };
      });
      throw new ApiError(error.code, `Nothing was recorded: ${error.message}`, errors);
    }
  },
);
