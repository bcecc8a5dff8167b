import "server-only";
// A line's tariff in the database: read for pricing, listed and exported for staff, and
// replaced as a whole by a CSV import (staff of the line, admins), each import in the audit log
// with the tariff it replaced, so a lane's history can be read back.
import { ApiError, fieldError, type FieldError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import type { Caller } from "@/lib/auth/caller";
import { db, type PrismaClient, type Tx } from "@/lib/db/prisma";
import { recordAudit } from "@/lib/admin/audit";
import { targetLineId } from "@/lib/lines/access";
import {
  parseTariffCsv,
  tariffCsv,
  tariffCsvCells,
  tariffCsvLine,
  type ParsedTariff,
  type TariffCsvError,
  type TariffCsvOut,
} from "@/lib/pricing/tariff-csv";
import { TARIFF_BASES, TARIFF_KINDS, type TariffLine } from "@/lib/pricing/tariff";
import { storedOneOf } from "@/lib/core/narrow";
import type { TariffEntry } from "@/lib/generated/prisma/client";

type Client = PrismaClient | Tx;
const dayText = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);
const ORDER = [
  { kind: "asc" },
  { code: "asc" },
  { scheduleCategory: "asc" },
  { polId: "asc" },
  { podId: "asc" },
  { unitType: "asc" },
  { validFrom: "asc" },
  { id: "asc" },
] as const;

/** A stored tariff entry with its ports as the reader names them (ids or codes), in their place. */
function entryOf<Ports extends object>(r: TariffEntry, ports: Ports) {
  return {
    id: r.id,
    kind: storedOneOf(TARIFF_KINDS, r.kind, "TariffEntry.kind"),
    code: r.code,
    name: r.name,
    ...ports,
    scheduleCategory: r.scheduleCategory,
    unitType: r.unitType,
    basis: storedOneOf(TARIFF_BASES, r.basis, "TariffEntry.basis"),
    amount: r.amount,
    currency: r.currency,
    validFrom: dayText(r.validFrom)!,
    validUntil: dayText(r.validUntil),
  };
}

/** Every line of a line's tariff, for the pricing engine. */
export async function loadTariff(client: Client, lineId: number): Promise<TariffLine[]> {
  const rows = await client.tariffEntry.findMany({ where: { lineId }, orderBy: { id: "asc" } });
  return rows.map((r) => entryOf(r, { polId: r.polId, podId: r.podId }));
}

export interface TariffView {
  lineId: number;
  currency: string | null;
  entries: (TariffCsvOut & { id: number })[];
}

/** One tariff line as its CSV line (for the audit log's before and after). */
export async function tariffLineRow(client: Client, id: number): Promise<string | null> {
  const [row] = await tariffRows(client, { id });
  return row ? tariffCsvLine(tariffCsvCells(row)) : null;
}

async function tariffRows(client: Client, where: { lineId: number } | { id: number }): Promise<TariffView["entries"]> {
  const rows = await client.tariffEntry.findMany({
    where,
    orderBy: [...ORDER],
    include: { pol: { select: { code: true } }, pod: { select: { code: true } } },
  });
  return rows.map((r) => entryOf(r, { pol: r.pol?.code ?? null, pod: r.pod?.code ?? null }));
}

/** The tariff of the caller's line (an admin names the line). */
export async function getTariff(caller: Caller, lineId?: number | null): Promise<TariffView> {
  const line = await targetLineId(db(), caller, lineId);
  const entries = await tariffRows(db(), { lineId: line });
  return { lineId: line, currency: entries.find((e) => e.currency)?.currency ?? null, entries };
}

export async function exportTariff(caller: Caller, lineId?: number | null): Promise<string> {
  return tariffCsv((await getTariff(caller, lineId)).entries);
}

const toFieldErrors = (errors: TariffCsvError[]): FieldError[] =>
  errors.map((e) =>
    fieldError(e.row === null ? "" : `row ${e.row}${e.column ? `.${e.column}` : ""}`, "csv_row", e.message),
  );

const refuse = (errors: TariffCsvError[]) =>
  new ApiError(
    "VALIDATION_FAILED",
    refusal("refusals.pricing.importRefused", { count: errors.length }),
    toFieldErrors(errors),
  );

/** The parsed rows as database rows, each Pol and Pod resolved by UN/LOCODE or name; the parse's errors and the ports' together. */
export async function resolveTariffRows(lineId: number, parsed: ParsedTariff) {
  const names = [...new Set(parsed.rows.flatMap((r) => [r.pol, r.pod]).filter((p): p is string => !!p))];
  const ports = await db().port.findMany({
    where: { OR: [{ code: { in: names.map((p) => p.toUpperCase()) } }, { name: { in: names, mode: "insensitive" } }] },
    select: { id: true, code: true, name: true },
  });
  const portOf = (text: string) =>
    ports.find((p) => p.code === text.toUpperCase()) ?? ports.find((p) => p.name.toLowerCase() === text.toLowerCase());
  const errors: TariffCsvError[] = [...parsed.errors];
  const data = parsed.rows.map((r) => {
    const pol = r.pol ? portOf(r.pol) : null;
    const pod = r.pod ? portOf(r.pod) : null;
    if (r.pol && !pol)
      errors.push({ row: r.row, column: "Pol", message: refusal("refusals.pricing.noSuchPort", { port: r.pol }) });
    if (r.pod && !pod)
      errors.push({ row: r.row, column: "Pod", message: refusal("refusals.pricing.noSuchPort", { port: r.pod }) });
    if (pol && pod && pol.id === pod.id)
      errors.push({ row: r.row, column: "Pod", message: refusal("refusals.pricing.podEqualsPol") });
    return {
      lineId,
      kind: r.kind,
      code: r.code,
      name: r.name,
      polId: pol?.id ?? null,
      podId: pod?.id ?? null,
      scheduleCategory: r.scheduleCategory,
      unitType: r.unitType,
      basis: r.basis,
      amount: r.amount,
      currency: r.currency,
      validFrom: new Date(`${r.validFrom}T00:00:00Z`),
      validUntil: r.validUntil ? new Date(`${r.validUntil}T00:00:00Z`) : null,
    };
  });
  return { data, errors };
}

/** Replaces the line's whole tariff with the file's rows; every bad row is listed and nothing changes. */
export async function importTariff(
  caller: Caller,
  input: { csv: string; lineId?: number | null },
): Promise<{ lineId: number; rates: number; surcharges: number }> {
  const lineId = await targetLineId(db(), caller, input.lineId);
  const parsed = parseTariffCsv(input.csv);

  const { data, errors } = await resolveTariffRows(lineId, parsed);
  if (errors.length) throw refuse(errors.sort((a, b) => (a.row ?? 0) - (b.row ?? 0)));

  const rates = data.filter((d) => d.kind === "RATE").length;
  await db().$transaction(
    async (tx) => {
      // One import at a time per line: the replaced tariff in the audit entry is the one replaced.
      await tx.$executeRaw`SELECT id FROM "ShippingLine" WHERE id = ${lineId} FOR UPDATE`;
      const before = tariffCsv(await tariffRows(tx, { lineId }));
      await tx.tariffEntry.deleteMany({ where: { lineId } });
      await tx.tariffEntry.createMany({ data });
      await recordAudit(tx, caller, {
        action: "tariff.import",
        targetType: "tariff",
        targetId: lineId,
        summary: `Imported the tariff: ${rates} rate(s), ${data.length - rates} surcharge(s)${parsed.currency ? ` in ${parsed.currency}` : ""}.`,
        details: { before, after: tariffCsv(await tariffRows(tx, { lineId })) },
      });
    },
    { timeout: 60_000 },
  );
  return { lineId, rates, surcharges: data.length - rates };
}
