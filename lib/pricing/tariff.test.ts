// Tariffs on a real PostgreSQL: a line's tariff imported from CSV (every bad row listed, nothing
// half-applied, the audit log), read back by the pricing engine, and the engine's choices: the
// most specific lane wins, validity dates, per unit vs per revenue ton, surcharges, and exact
// money over 250 items. The file keeps the tariff of a shipping line of its own, so the seeded
// lines' tariffs that other files' saves read stay as they were.
import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/prisma";
import { exportTariff, importTariff, loadTariff } from "@/lib/pricing/line-tariff";
import { formatMoney, minorToNumber } from "@/lib/pricing/money";
import { priceUnits, totalMinor } from "@/lib/pricing/price-units";
import { selectRate, type Lane } from "@/lib/pricing/tariff";

let staffNrl: Caller;
let staffAcc: Caller;
let agent: Caller;
let nrlId: number;
let zeebrugge: number;
let lagos: number;
let tema: number;

const HEADER = "Kind,Code,Name,Pol,Pod,Category,UnitType,Basis,Amount,Currency,ValidFrom,ValidUntil";
const csv = (...rows: string[]) => [HEADER, ...rows].join("\n");
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: { code?: string; errors?: { path: string; code: string; message: string }[] }) => ({
      code: e.code,
      errors: e.errors ?? [],
    }),
  );

beforeAll(async () => {
  const user = (email: string) => db().user.findUniqueOrThrow({ where: { email } });
  const nrl = await user("staff.nrl@quayside.test");
  const acc = await user("staff.acc@quayside.test");
  const tag = `T${randomInt(100_000, 999_999)}`;
  const line = await db().shippingLine.create({ data: { code: tag, name: `Tariff test line ${tag}` } });
  // A staff member of the file's own line (the seeded NRL staff user's identity, another line).
  staffNrl = {
    kind: "user",
    id: nrl.id,
    role: "STAFF",
    agentId: null,
    lineId: line.id,
    name: nrl.name,
    ip: "127.0.0.1",
  };
  staffAcc = {
    kind: "user",
    id: acc.id,
    role: "STAFF",
    agentId: null,
    lineId: acc.lineId,
    name: acc.name,
    ip: "127.0.0.1",
  };
  const acme = await db().agent.findUniqueOrThrow({ where: { code: "ACME" } });
  agent = {
    kind: "apiKey",
    id: 1,
    role: "AGENT",
    agentId: acme.id,
    lineId: null,
    name: "Acme integration",
    ip: "127.0.0.1",
  };
  nrlId = line.id;
  const port = async (code: string) => (await db().port.findUniqueOrThrow({ where: { code } })).id;
  zeebrugge = await port("BEZEE");
  lagos = await port("NGLOS");
  tema = await port("GHTEM");
});

const TARIFF = csv(
  "Rate,,Ocean freight,,,,C,Unit,900,EUR,2026-01-01,",
  "Rate,,Ocean freight West Africa,,,Europe - West Africa,C,Unit,1000,EUR,2026-01-01,",
  "Rate,,Zeebrugge - Lagos,BEZEE,NGLOS,,C,Unit,1100.50,EUR,2026-01-01,2026-06-30",
  "Rate,,Zeebrugge - Lagos 2026 H2,BEZEE,NGLOS,,C,Unit,1150,EUR,2026-07-01,",
  "Rate,,Trucks West Africa,,,Europe - West Africa,T,RT,45.30,EUR,2026-01-01,",
  "Surcharge,BAF,Bunker adjustment,,,,,Percent,12.5,,2026-01-01,",
  "Surcharge,THC,Terminal handling,,,,T,Unit,85,EUR,2026-01-01,",
  "Surcharge,DOC,Documentation,,,,,Booking,35,EUR,2026-01-01,",
  "Surcharge,BAF,Bunker adjustment Lagos,BEZEE,NGLOS,,,Percent,10,,2026-01-01,",
);

describe("importing a tariff from CSV", () => {
  it("lists every bad row with its column, and changes nothing", async () => {
    await importTariff(staffNrl, { csv: TARIFF });
    const bad = csv(
      "Rate,,Fine,,,,C,Unit,900,EUR,2026-01-01,",
      "Rate,,No type,,,,,Unit,900,EUR,2026-01-01,",
      "Rate,,Bad amount,,,,C,Unit,9.001,EUR,2026-01-01,",
      "Rate,,Lane half,BEZEE,,,C,Unit,900,EUR,2026-01-01,",
      "Rate,,Unknown port,BEZEE,XXXXX,,C,Unit,900,EUR,2026-01-01,",
      "Surcharge,BAF,Percent too big,,,,,Percent,120,,2026-01-01,",
      "Rate,,Dates,,,,C,Unit,900,EUR,2026-05-01,2026-04-01",
      "Rate,,Other currency,,,,V,Unit,900,USD,2026-01-01,",
      "Fee,,Kind,,,,C,Unit,900,EUR,2026-01-01,",
    );
    const refused = await refusal(importTariff(staffNrl, { csv: bad }));
    expect(refused?.code).toBe("VALIDATION_FAILED");
    expect(refused?.errors.map((e) => e.path)).toEqual(
      [
        "row 3.UnitType",
        "row 4.Amount",
        "row 5.Pod",
        "row 7.Amount",
        "row 8.ValidUntil",
        "row 9.Currency",
        "row 10.Kind",
        "row 6.Pod",
      ].sort((a, b) => parseInt(a.slice(4)) - parseInt(b.slice(4))),
    );
    // Nothing of the bad file was applied: the earlier tariff stands.
    expect((await loadTariff(db(), nrlId)).length).toBe(9);
  });

  it("exports the file that imports it unchanged, and writes the audit log with the tariff replaced", async () => {
    await importTariff(staffNrl, { csv: TARIFF });
    const exported = await exportTariff(staffNrl);
    const before = await loadTariff(db(), nrlId);
    await importTariff(staffNrl, { csv: exported });
    const comparable = (lines: typeof before) => lines.map(({ id: _id, ...rest }) => JSON.stringify(rest)).sort();
    expect(comparable(await loadTariff(db(), nrlId))).toEqual(comparable(before));
    expect(await exportTariff(staffNrl)).toBe(exported);
    const audit = await db().auditEvent.findFirstOrThrow({
      where: { action: "tariff.import", targetId: nrlId },
      orderBy: { id: "desc" },
    });
    expect(audit).toMatchObject({
      actorName: staffNrl.name,
      targetType: "tariff",
      summary: "Imported the tariff: 5 rate(s), 4 surcharge(s) in EUR.",
    });
    expect((audit.details as { before: string }).before).toBe(exported);
  });

  it("is for the line's staff and admins only; staff of another line cannot name it", async () => {
    expect(await refusal(importTariff(agent, { csv: TARIFF }))).toMatchObject({ code: "FORBIDDEN" });
    expect(await refusal(importTariff(staffAcc, { csv: TARIFF, lineId: nrlId }))).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("choosing the rate", () => {
  const lane = (podId: number, category: string | null = "Europe - West Africa"): Lane => ({
    polId: zeebrugge,
    podId,
    scheduleCategory: category,
  });

  it("takes the most specific lane: Pol → Pod over the trade over every lane", async () => {
    await importTariff(staffNrl, { csv: TARIFF });
    const tariff = await loadTariff(db(), nrlId);
    expect(selectRate(tariff, lane(lagos), "C", "2026-03-01")?.name).toBe("Zeebrugge - Lagos");
    expect(selectRate(tariff, lane(tema), "C", "2026-03-01")?.name).toBe("Ocean freight West Africa");
    expect(selectRate(tariff, lane(tema, "Transatlantic"), "C", "2026-03-01")?.name).toBe("Ocean freight");
    expect(selectRate(tariff, lane(tema), "B", "2026-03-01")).toBeNull();
  });

  it("honours validity dates, both ends inclusive", async () => {
    const tariff = await loadTariff(db(), nrlId);
    expect(selectRate(tariff, lane(lagos), "C", "2026-06-30")?.amount).toBe(110050);
    expect(selectRate(tariff, lane(lagos), "C", "2026-07-01")?.amount).toBe(115000);
    expect(selectRate(tariff, lane(lagos), "C", "2025-12-31")).toBeNull();
  });

  it("prices per unit and per revenue ton, with percentage, per-unit and per-booking surcharges", async () => {
    const tariff = await loadTariff(db(), nrlId);
    // A car on the Lagos lane: 1100.50 + the lane's own BAF (10 %, over the general 12.5 %).
    // A truck of 12.345 RT (the greater of m³ and t): 45.30 × 12.345 = 559.2285 → 559.23; BAF 12.5 % → 69.90; THC 85.
    const priced = priceUnits(
      tariff,
      lane(lagos),
      [
        { unitType: "C", milliRt: 9_000 },
        { unitType: "T", milliRt: 12_345 },
        { unitType: "B", milliRt: 1_000 },
      ],
      "2026-03-01",
    );
    expect(priced.currency).toBe("EUR");
    expect(priced.units[0]).toEqual({
      totalMinor: 121055,
      perUnit: true,
      lines: [
        { code: "FREIGHT", name: "Zeebrugge - Lagos", amountMinor: 110050 },
        { code: "BAF", name: "Bunker adjustment Lagos", amountMinor: 11005 },
      ],
    });
    expect(priced.units[1]).toEqual({
      totalMinor: 55923 + 5592 + 8500,
      perUnit: false,
      lines: [
        { code: "FREIGHT", name: "Trucks West Africa", amountMinor: 55923 },
        { code: "BAF", name: "Bunker adjustment Lagos", amountMinor: 5592 },
        { code: "THC", name: "Terminal handling", amountMinor: 8500 },
      ],
    });
    expect(priced.units[2]).toBeNull();
    expect(priced.bookingCharges).toEqual([{ code: "DOC", name: "Documentation", amountMinor: 3500 }]);
    expect(totalMinor(priced.units, priced.bookingCharges)).toBe(BigInt(121055 + 55923 + 5592 + 8500 + 3500));
  });

  it("adds 250 items without rounding drift", async () => {
    await importTariff(staffNrl, {
      csv: csv(
        "Rate,,Cars,,,,C,Unit,0.10,EUR,2026-01-01,",
        "Rate,,Trucks,,,,T,RT,0.07,EUR,2026-01-01,",
        "Surcharge,BAF,BAF,,,,,Percent,33.33,,2026-01-01,",
      ),
    });
    const tariff = await loadTariff(db(), nrlId);
    const units = Array.from({ length: 250 }, (_, i) =>
      i % 2 ? { unitType: "C", milliRt: 5_000 } : { unitType: "T", milliRt: 10_001 + i },
    );
    const priced = priceUnits(tariff, lane(tema), units, "2026-03-01");
    const total = totalMinor(priced.units, priced.bookingCharges);
    // Each line rounded once; the total is the exact sum of the lines shown.
    const shown = priced.units.reduce((s, u) => s + u!.lines.reduce((t, l) => t + l.amountMinor, 0), 0);
    expect(total).toBe(BigInt(shown));
    // Cars: 10 cents + round(3.333 cents) = 13; 125 of them = 1625 cents, exactly, not 16.249999….
    expect(priced.units.filter((_, i) => i % 2).reduce((s, u) => s + u!.totalMinor, 0)).toBe(1625);
    expect(minorToNumber(total, "EUR")).toBe(Number(`${total / 100n}.${String(total % 100n).padStart(2, "0")}`));
    expect(formatMoney(123456789n, "EUR")).toBe("EUR 1,234,567.89");
    expect(formatMoney(1500, "JPY")).toBe("JPY 1,500");
  });
});
