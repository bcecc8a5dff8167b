import "server-only";
// One line of a line's tariff, from the console: add, edit, or end it (its last valid day). The
// form's cells go through the CSV's own row rules (parseTariffCsv), so a line added here is one the
// file could hold; every change is in the audit log with the line before and after.
import type { z } from "zod";
import { ApiError, fieldError, type Worded } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import type { Caller } from "@/lib/auth/caller";
import { recordAudit } from "@/lib/admin/audit";
import { db } from "@/lib/db/prisma";
import { targetLineId } from "@/lib/lines/access";
import { resolveTariffRows, tariffLineRow } from "@/lib/pricing/line-tariff";
import { parseTariffCsv, tariffCsvLine } from "@/lib/pricing/tariff-csv";
import { TARIFF_CSV_COLUMNS } from "@/lib/pricing/tariff";
import { endTariffEntrySchema, tariffEntryInputSchema } from "@/lib/pricing/tariff-schemas";

const fieldErrors = (errors: { column?: string; message: Worded }[]) =>
  errors.map((e) => fieldError(e.column ?? "", "invalid", e.message));

/** Adds a tariff line, or replaces one of the caller's line (404 for another line's). */
export async function saveTariffEntry(
  caller: Caller,
  input: z.output<typeof tariffEntryInputSchema>,
): Promise<{ id: number }> {
  const existing = input.id
    ? await db().tariffEntry.findUnique({ where: { id: input.id }, select: { lineId: true } })
    : null;
  if (input.id && !existing) throw new ApiError("NOT_FOUND", refusal("refusals.pricing.noSuchTariffLine"));
  const lineId = await targetLineId(db(), caller, existing?.lineId ?? input.lineId);
  const parsed = parseTariffCsv(`${TARIFF_CSV_COLUMNS.join(",")}\r\n${tariffCsvLine(input.cells)}\r\n`);
  const { data, errors } = await resolveTariffRows(lineId, parsed);
  const currency = data[0]?.currency;
  if (currency) {
    const other = await db().tariffEntry.findFirst({
      where: { lineId, currency: { not: currency }, ...(input.id ? { id: { not: input.id } } : {}) },
      select: { currency: true },
    });
    if (other)
      errors.push({
        row: 2,
        column: "Currency",
        message: refusal("refusals.pricing.oneCurrencyPerTariff", { currency: String(other.currency) }),
      });
  }
  if (errors.length || !data[0])
    throw new ApiError("VALIDATION_FAILED", refusal("refusals.pricing.tariffLineNotSaved"), fieldErrors(errors));

  return db().$transaction(async (tx) => {
    const before = input.id ? await tariffLineRow(tx, input.id) : null;
    const saved = input.id
      ? await tx.tariffEntry.update({ where: { id: input.id }, data: data[0] })
      : await tx.tariffEntry.create({ data: data[0] });
    await recordAudit(tx, caller, {
      action: input.id ? "tariff.entry.edit" : "tariff.entry.add",
      targetType: "tariff",
      targetId: lineId,
      summary: `${input.id ? "Changed" : "Added"} the tariff line ${saved.code} ${saved.unitType ?? ""}`.trim() + ".",
      details: { before, after: await tariffLineRow(tx, saved.id) },
    });
    return { id: saved.id };
  });
}

/** Ends a tariff line: valid up to and including `lastDay` (not before it began). */
export async function endTariffEntry(
  caller: Caller,
  { id, lastDay }: z.output<typeof endTariffEntrySchema>,
): Promise<{ id: number; validUntil: string }> {
  const entry = await db().tariffEntry.findUnique({ where: { id } });
  if (!entry) throw new ApiError("NOT_FOUND", refusal("refusals.pricing.noSuchTariffLine"));
  await targetLineId(db(), caller, entry.lineId);
  const until = new Date(`${lastDay}T00:00:00Z`);
  if (Number.isNaN(until.getTime()) || until.getTime() < entry.validFrom.getTime()) {
    throw new ApiError("VALIDATION_FAILED", refusal("refusals.pricing.lastDayBeforeStart"), [
      fieldError(
        "lastDay",
        "invalid",
        refusal("refusals.pricing.onOrAfter", { day: entry.validFrom.toISOString().slice(0, 10) }),
      ),
    ]);
  }
  await db().$transaction(async (tx) => {
    const before = await tariffLineRow(tx, id);
    await tx.tariffEntry.update({ where: { id }, data: { validUntil: until } });
    await recordAudit(tx, caller, {
      action: "tariff.entry.end",
      targetType: "tariff",
      targetId: entry.lineId,
      summary: `Ended the tariff line ${entry.code} ${entry.unitType ?? ""} on ${lastDay}.`.replace("  ", " "),
      details: { before, after: await tariffLineRow(tx, id) },
    });
  });
  return { id, validUntil: lastDay };
}
