import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { listStaffVoyages, listVoyageItems } from "@/lib/staff/voyage-items";

describe("voyage items for staff", () => {
  it("lists the booked, live units of a voyage to its line's staff and admins, by Pol; nothing to others", async () => {
    const prisma = db();
    const [acme, nrl, acc] = await Promise.all([
      prisma.agent.findUniqueOrThrow({ where: { code: "ACME" } }),
      prisma.shippingLine.findUniqueOrThrow({ where: { code: "NRL" } }),
      prisma.shippingLine.findUniqueOrThrow({ where: { code: "ACC" } }),
    ]);
    const voyage = await prisma.voyage.findFirstOrThrow({ where: { lineId: nrl.id }, orderBy: { startsAt: "desc" } });
    const [zee, ant] = await Promise.all([
      prisma.port.findUniqueOrThrow({ where: { code: "BEZEE" }, include: { terminals: true } }),
      prisma.port.findFirstOrThrow({
        where: { terminals: { some: {} }, code: { not: "BEZEE" } },
        include: { terminals: true },
      }),
    ]);
    const suffix = `${Date.now()}`.slice(-9);
    const make = (code: string, pol: typeof zee, extra: { isCanceled?: boolean; status?: string } = {}) =>
      prisma.booking.create({
        data: {
          agentId: acme.id,
          lineId: nrl.id,
          voyageId: voyage.id,
          polId: pol.id,
          terminalId: pol.terminals[0].id,
          prefix: "TST",
          number: Math.floor(Math.random() * 1e9),
          bookingCode: `${code}-${suffix}`,
          status: extra.status ?? "Approved",
          isCanceled: extra.isCanceled ?? false,
          items: {
            create: [
              {
                relativeId: 1,
                state: extra.status === "draft" ? "DRAFT" : "APPROVED",
                serialNumber: `${code}A${suffix}`,
              },
              { relativeId: 2, state: "DELIVERED", serialNumber: `${code}B${suffix}` },
              { relativeId: 3, state: "APPROVED", isCanceled: true, serialNumber: `${code}C${suffix}` },
            ],
          },
        },
      });
    await make("VIA", zee);
    await make("VIB", ant);
    await make("VIX", zee, { isCanceled: true });
    await make("VID", zee, { status: "draft" });

    const staff = { role: "STAFF" as const, agentId: null, lineId: nrl.id };
    const mine = (serials: (string | null)[]) => serials.filter((s) => s?.endsWith(suffix));
    const all = await listVoyageItems(staff, voyage.id);
    expect(all?.voyage).toMatchObject({ id: voyage.id, number: voyage.number });
    expect(mine(all!.items.map((i) => i.serial))).toEqual([
      `VIAA${suffix}`,
      `VIAB${suffix}`,
      `VIBA${suffix}`,
      `VIBB${suffix}`,
      `VIDB${suffix}`,
    ]);
    expect(all!.items.find((i) => i.serial === `VIAB${suffix}`)).toMatchObject({
      status: "Delivered",
      pol: "BEZEE",
      agent: acme.name,
    });
    expect(all!.pols.map((p) => p.code)).toEqual(expect.arrayContaining(["BEZEE", ant.code]));

    const atZee = await listVoyageItems(staff, voyage.id, { pol: "bezee" });
    expect(mine(atZee!.items.map((i) => i.serial))).toEqual([`VIAA${suffix}`, `VIAB${suffix}`, `VIDB${suffix}`]);

    expect((await listStaffVoyages(staff)).map((v) => v.id)).toContain(voyage.id);
    expect((await listStaffVoyages({ role: "ADMIN", agentId: null, lineId: null })).map((v) => v.id)).toContain(
      voyage.id,
    );
    expect(await listVoyageItems({ role: "STAFF", agentId: null, lineId: acc.id }, voyage.id)).toBeNull();
    expect((await listStaffVoyages({ role: "STAFF", agentId: null, lineId: acc.id })).map((v) => v.id)).not.toContain(
      voyage.id,
    );
    expect(await listVoyageItems({ role: "AGENT", agentId: acme.id, lineId: null }, voyage.id)).toBeNull();
    expect(await listStaffVoyages({ role: "STAFF", agentId: null, lineId: null })).toEqual([]);
  });
});
