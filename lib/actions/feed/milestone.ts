"use server";
// Server actions of the Milestones page: one milestone for many units, and a terminal's CSV.
// Both go through recordMilestones in one call, so a refusal of any unit applies nothing.
import { z } from "zod";
import { ApiError, atPath, fieldError } from "@/lib/core/errors";
import { refusal, refusals, wordsOf } from "@/lib/i18n/sentences";
import { recordIdSchema } from "@/lib/core/operation";
import { defineAction } from "@/lib/actions/define-action";
import { milestoneInputSchema } from "@/lib/feed/milestone-schema";
import { milestoneCsvUploadSchema, parseMilestoneCsv, rowErrorWording } from "@/lib/feed/milestone-csv";
import { recordMilestones } from "@/lib/feed/record-milestones";
import { listVoyageItems } from "@/lib/staff/voyage-items";
import { locateScannedUnit } from "@/lib/staff/locate-unit";
import { scanRefusal } from "@/lib/staff/gate-scan-words";

const recordSchema = z.object({
  itemIds: z
    .array(recordIdSchema)
    .min(1, { error: wordsOf("refusals.feed.selectOneUnit") })
    .max(2000),
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
    if (!voyage) throw new ApiError("NOT_FOUND", refusal("refusals.feed.noSuchVoyage"));
    const parsed = parseMilestoneCsv(text, {
      units: voyage.items.map((i) => ({ id: i.id, serial: i.serial })),
      defaultType,
    });
    if (!parsed.ok) {
      const errors = parsed.errors.map((e) =>
        fieldError(
          e.row === null ? "" : `row ${e.row}${e.column ? `.${e.column}` : ""}`,
          "csv_row",
          rowErrorWording(e),
        ),
      );
      throw new ApiError("VALIDATION_FAILED", refusal("refusals.feed.fixRows"), errors);
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
        return entry ? atPath(e, `row ${entry.row}`) : e;
      });
      // "Nothing was recorded: " before the refusal's own sentence, each in the caller's language.
      const why = error.said ? { text: error.message, said: error.said } : error.message;
      throw new ApiError(
        error.code,
        typeof why === "string"
          ? `Nothing was recorded: ${why}`
          : refusals(refusal("refusals.feed.nothingRecorded"), why),
        errors,
      );
    }
  },
);
