// One tariff line from the console (add, edit, end) on a real PostgreSQL: the CSV's row rules at
// the form's fields, the ports resolved, one currency per tariff, the audit log's before and after,
// and another line's staff answered 404. The file keeps a shipping line of its own, so the seeded
// tariffs other files price from stay as they were.
import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/prisma";
import { loadTariff } from "@/lib/pricing/line-tariff";
import { parseInput } from "@/lib/lines/parse-input";
import * as tariffEntry from "@/lib/pricing/tariff-entry";
import { endTariffEntrySchema, tariffEntryInputSchema } from "@/lib/pricing/tariff-schemas";

// The prices page's actions parse the form before the domain function runs (lib/actions/pricing.ts): so do these.
const saveTariffEntry = async (c: Caller, raw: unknown) =>
  tariffEntry.saveTariffEntry(c, parseInput(tariffEntryInputSchema, raw));
const endTariffEntry = async (c: Caller, raw: unknown) =>
  tariffEntry.endTariffEntry(c, parseInput(endTariffEntrySchema, raw));

let staff: Caller;
let otherStaff: Caller;
let lineId: number;
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: { code?: string; errors?: { path: string; message: string }[] }) => ({
      code: e.code,
      paths: (e.errors ?? []).map((x) => x.path),
    }),
  );
const rate = (cells: Record<string, string> = {}) => ({
  Kind: "Rate",
  Code: "FREIGHT",
  Name: "Cars Zeebrugge - Tema",
  Pol: "BEZEE",
  Pod: "GHTEM",
  UnitType: "C",
  Basis: "Unit",
  Amount: "990.00",
  Currency: "EUR",
  ValidFrom: "2026-01-01",
  ...cells,
});

beforeAll(async () => {
  const nrl = await db().user.findUniqueOrThrow({ where: { email: "staff.nrl@quayside.test" } });
  const acc = await db().user.findUniqueOrThrow({ where: { email: "staff.acc@quayside.test" } });
  const tag = `E${randomInt(100_000, 999_999)}`;
  lineId = (await db().shippingLine.create({ data: { code: tag, name: `Tariff entry line ${tag}` } })).id;
  staff = { kind: "user", id: nrl.id, role: "STAFF", agentId: null, lineId, name: nrl.name, ip: "127.0.0.1" };
  otherStaff = {
    kind: "user",
    id: acc.id,
    role: "STAFF",
    agentId: null,
    lineId: acc.lineId,
    name: acc.name,
    ip: "127.0.0.1",
  };
});

describe("a tariff line from the console", () => {
  it("is added with its ports resolved, read by the pricing engine, and audited", async () => {
    const { id } = await saveTariffEntry(staff, { cells: rate() });
    const line = (await loadTariff(db(), lineId)).find((l) => l.id === id)!;
    const port = async (code: string) => (await db().port.findUniqueOrThrow({ where: { code } })).id;
    expect(line).toMatchObject({
      kind: "RATE",
      code: "FREIGHT",
      unitType: "C",
      basis: "UNIT",
      amount: 99000,
      currency: "EUR",
      polId: await port("BEZEE"),
      podId: await port("GHTEM"),
      validFrom: "2026-01-01",
      validUntil: null,
    });
    const audit = await db().auditEvent.findFirstOrThrow({
      where: { action: "tariff.entry.add", targetId: lineId },
      orderBy: { id: "desc" },
    });
    expect(audit.details).toEqual({
      before: null,
      after: "Rate,FREIGHT,Cars Zeebrugge - Tema,BEZEE,GHTEM,,C,Unit,990.00,EUR,2026-01-01,",
    });
  });

  it("refuses a bad line with each error at its column, and changes nothing", async () => {
    const before = (await loadTariff(db(), lineId)).length;
    expect(
      await refusal(saveTariffEntry(staff, { cells: rate({ Amount: "9.999", ValidUntil: "2025-01-01" }) })),
    ).toEqual({ code: "VALIDATION_FAILED", paths: ["Amount", "ValidUntil"] });
    expect(await refusal(saveTariffEntry(staff, { cells: rate({ Pod: "XXNOPE" }) }))).toEqual({
      code: "VALIDATION_FAILED",
      paths: ["Pod"],
    });
    expect(await refusal(saveTariffEntry(staff, { cells: rate({ Currency: "USD", Amount: "10" }) }))).toEqual({
      code: "VALIDATION_FAILED",
      paths: ["Currency"],
    });
    expect((await loadTariff(db(), lineId)).length).toBe(before);
  });

  it("is edited in place and ended on a day, both audited; another line's staff get 404", async () => {
    const { id } = await saveTariffEntry(staff, { cells: rate({ Name: "Vans", UnitType: "V", Amount: "1200" }) });
    await saveTariffEntry(staff, { id, cells: rate({ Name: "Vans", UnitType: "V", Amount: "1150.50" }) });
    expect((await loadTariff(db(), lineId)).find((l) => l.id === id)).toMatchObject({ amount: 115050, unitType: "V" });
    const edit = await db().auditEvent.findFirstOrThrow({
      where: { action: "tariff.entry.edit", targetId: lineId },
      orderBy: { id: "desc" },
    });
    expect(edit.details).toMatchObject({
      before: expect.stringContaining(",1200.00,"),
      after: expect.stringContaining(",1150.50,"),
    });

    expect(await refusal(endTariffEntry(staff, { id, lastDay: "2025-12-31" }))).toEqual({
      code: "VALIDATION_FAILED",
      paths: ["lastDay"],
    });
    expect(await endTariffEntry(staff, { id, lastDay: "2026-06-30" })).toEqual({ id, validUntil: "2026-06-30" });
    expect((await loadTariff(db(), lineId)).find((l) => l.id === id)).toMatchObject({ validUntil: "2026-06-30" });
    expect(await db().auditEvent.count({ where: { action: "tariff.entry.end", targetId: lineId } })).toBe(1);

    expect(await refusal(endTariffEntry(otherStaff, { id, lastDay: "2026-07-31" }))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await refusal(saveTariffEntry(otherStaff, { id, cells: rate() }))).toMatchObject({ code: "NOT_FOUND" });
  });
});
