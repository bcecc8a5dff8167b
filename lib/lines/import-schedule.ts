import "server-only";
// Imports a season's schedule file into one line: every port, terminal and vessel is looked up,
// every voyage number must be new to the line, and the voyages are written in one transaction.
// Any bad row refuses the whole file with an error per row (path "row <n>[.<Column>]").
import { ApiError, type FieldError, fieldError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/prisma";
import { targetLineId } from "@/lib/lines/access";
import { parseScheduleCsv, rowError, rowErrorWording, type CsvRowError } from "@/lib/lines/schedule-csv";
import type { ScheduleCsv } from "@/lib/lines/schemas";
import { isUniqueViolation } from "@/lib/lines/unique-violation";

const toFieldErrors = (errors: CsvRowError[]): FieldError[] =>
  errors.map((e) =>
    fieldError(e.row === null ? "" : `row ${e.row}${e.column ? `.${e.column}` : ""}`, "csv_row", rowErrorWording(e)),
  );

const refuse = (errors: CsvRowError[]) =>
  new ApiError(
    "VALIDATION_FAILED",
    refusal("refusals.lines.nothingImported", { count: errors.length }),
    toFieldErrors(errors),
  );

export async function importSchedule(
  caller: Caller,
  input: ScheduleCsv & { lineId?: number | null },
): Promise<{ voyages: number; calls: number }> {
  const { text } = input;
  const lineId = await targetLineId(db(), caller, input.lineId);
  const parsed = parseScheduleCsv(text);
  if (!parsed.ok) throw refuse(parsed.errors);
  const calls = parsed.voyages.flatMap((v) => v.calls);

  // Look-ups, once for the file.
  const portNames = [...new Set(calls.map((c) => c.port.toLowerCase()))];
  const ports = await db().port.findMany({
    where: {
      OR: [
        { code: { in: portNames.map((p) => p.toUpperCase()) } },
        { name: { in: calls.map((c) => c.port), mode: "insensitive" } },
      ],
    },
    select: { id: true, code: true, name: true, terminals: { select: { id: true, code: true, name: true } } },
  });
  const portOf = (text: string) =>
    ports.find((p) => p.code === text.toUpperCase()) ?? ports.find((p) => p.name.toLowerCase() === text.toLowerCase());
  const vessels = await db().vessel.findMany({ where: { lineId }, select: { id: true, name: true } });
  const existing = await db().voyage.findMany({
    where: { lineId, number: { in: parsed.voyages.map((v) => v.number) } },
    select: { number: true },
  });
  const taken = new Set(existing.map((v) => v.number.toUpperCase()));

  const errors: CsvRowError[] = [];
  const rows = parsed.voyages.map((v) => {
    if (taken.has(v.number))
      errors.push(rowError(v.row, "Voyage", refusal("refusals.lines.voyageTaken", { voyage: v.number })));
    const vessel = vessels.find((s) => s.name.toLowerCase() === v.vessel.toLowerCase());
    if (!vessel)
      errors.push(rowError(v.row, "Vessel", refusal("refusals.lines.notAVesselOfLine", { vessel: v.vessel })));
    const visits = v.calls.map((c, i) => {
      const port = portOf(c.port);
      if (!port) errors.push(rowError(c.row, "Port", refusal("refusals.lines.noSuchPort", { port: c.port })));
      const terminal =
        port && c.terminal
          ? port.terminals.find(
              (t) =>
                t.code.toLowerCase() === c.terminal.toLowerCase() || t.name.toLowerCase() === c.terminal.toLowerCase(),
            )
          : undefined;
      if (port && c.terminal && !terminal)
        errors.push(
          rowError(
            c.row,
            "Terminal",
            refusal("refusals.lines.noSuchTerminal", { port: port.name, terminal: c.terminal }),
          ),
        );
      return {
        sequence: i + 1,
        portId: port?.id ?? 0,
        terminalId: terminal?.id ?? null,
        arrival: c.arrival,
        departure: c.departure,
        cutOff: c.cutOff,
        canLoad: c.canLoad,
        canDischarge: c.canDischarge,
      };
    });
    return { v, vesselId: vessel?.id ?? 0, visits };
  });
  if (errors.length) throw refuse(errors.sort((a, b) => (a.row ?? 0) - (b.row ?? 0)));

  try {
    await db().$transaction(
      async (tx) => {
        for (const { v, vesselId, visits } of rows) {
          await tx.voyage.create({
            data: {
              lineId,
              vesselId,
              number: v.number,
              scheduleCategory: v.scheduleCategory,
              sailingRoute: v.sailingRoute,
              startsAt: visits[0].arrival,
              endsAt: visits[visits.length - 1].departure,
              visits: { create: visits },
            },
            select: { id: true },
          });
        }
      },
      { timeout: 60_000 },
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError("NOT_ALLOWED", refusal("refusals.lines.importRace"));
    throw error;
  }
  return { voyages: rows.length, calls: calls.length };
}
