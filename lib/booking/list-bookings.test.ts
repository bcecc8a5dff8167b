import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { listBookings } from "@/lib/booking/list-bookings";

describe("listBookings", () => {
  it("shows agents their own bookings, staff their line's, admins all", async () => {
    const prisma = db();
    const [acme, baltic] = await Promise.all([prisma.agent.findUniqueOrThrow({ where: { code: "ACME" } }), prisma.agent.findUniqueOrThrow({ where: { code: "BVF" } })]);
    const [nrl, acc] = await Promise.all([prisma.shippingLine.findUniqueOrThrow({ where: { code: "NRL" } }), prisma.shippingLine.findUniqueOrThrow({ where: { code: "ACC" } })]);
    const pol = await prisma.port.findUniqueOrThrow({ where: { code: "BEZEE" }, include: { terminals: true } });
    const make = (agentId: number, lineId: number, code: string) =>
      prisma.booking.create({
        data: { agentId, lineId, polId: pol.id, terminalId: pol.terminals[0].id, prefix: "TST", number: Math.floor(Math.random() * 1e9), bookingCode: code, status: "Approved", items: { create: [{ relativeId: 1 }, { relativeId: 2, isCanceled: true }] } },
      });
    const suffix = Date.now();
    await make(acme.id, nrl.id, `LIST-A-${suffix}`);
    await make(baltic.id, acc.id, `LIST-B-${suffix}`);

    const codes = async (viewer: Parameters<typeof listBookings>[0]) => (await listBookings(viewer)).map((b) => b.bookingCode).filter((c) => c.endsWith(String(suffix)));
    expect(await codes({ role: "AGENT", agentId: acme.id, lineId: null })).toEqual([`LIST-A-${suffix}`]);
    expect(await codes({ role: "STAFF", agentId: null, lineId: acc.id })).toEqual([`LIST-B-${suffix}`]);
    expect(await codes({ role: "ADMIN", agentId: null, lineId: null })).toEqual([`LIST-B-${suffix}`, `LIST-A-${suffix}`]);
    expect(await codes({ role: "AGENT", agentId: null, lineId: null })).toEqual([]);
    const row = (await listBookings({ role: "AGENT", agentId: acme.id, lineId: null })).find((b) => b.bookingCode === `LIST-A-${suffix}`)!;
    expect(row).toMatchObject({ items: 2, canceledItems: 1, pol: "Zeebrugge (BEZEE)", line: "Nordic Ro-Ro Lines" });
  });
});
