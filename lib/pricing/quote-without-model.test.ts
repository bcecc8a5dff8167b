// A quotation by unit types and counts, no make and model (docs/integrators/prices.md "A quotation
// without models"), through the real save route on the seeded tariffs: priced per unit or per RT
// at the type's typical size (or the measures given), what is refused, and booking it, when each
// unit must name its model.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as saveRoute } from "@/app/api/booking/save/route";
import { GET as bookingRoute } from "@/app/api/bookings/[id]/route";
import type { Caller } from "@/lib/auth/caller";
import type { BookingSaveResponse, ExtBookingInput, ExtBookingItemInput } from "@/lib/booking/message/save-schema";
import { bookingInput } from "@/lib/booking/test-helpers";
import { db } from "@/lib/db/prisma";
import { quoteToBook, requestQuote } from "@/lib/booking/quote/booking-quote";
import { quoteRequestSchema } from "@/lib/pricing/quote-request-schema";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS, TEST_USERS } from "@/lib/testing/fixtures";

type SaveAnswer = BookingSaveResponse & {
  code?: string;
  errors?: { path: string; code: string; message: string }[];
};
const save = (message: ExtBookingInput) =>
  callRoute<SaveAnswer>(saveRoute, {
    url: "/api/booking/save",
    method: "POST",
    apiKey: TEST_API_KEYS.agent,
    body: { booking: { ...message, TestOnly: false } },
  });

let voyage: string;
let agent: Caller;

/** A quotation on `voyage` (Zeebrugge → Lagos) of these items, no make and model unless given. */
const quotation = (items: Partial<ExtBookingItemInput>[], header: Partial<ExtBookingInput["Header"]> = {}) => {
  const base = bookingInput({ header: { Line: "NRL", BookingVoyage: voyage, RequestType: 1, ...header } });
  return { ...base, Items: items.map((item, i) => ({ RelativeId: i + 1, ...item })) };
};

/** The portal's quote form on `voyage`, Zeebrugge → Lagos: these types and counts, no model, no sizes. */
const quoteFromForm = (units: [type: string, count: string][]) =>
  requestQuote(
    agent,
    quoteRequestSchema.parse({
      line: "NRL",
      voyage,
      pol: "BEZEE",
      terminal: "ICO",
      pod: "NGLOS",
      units: units.map(([type, count]) => ({ type, model: "", count, length: "", width: "", height: "", weight: "" })),
    }),
  );

beforeAll(async () => {
  const call = await db().visit.findFirstOrThrow({
    where: {
      port: { code: "BEZEE" },
      canLoad: true,
      voyage: { sailingRoute: "NEWA", cancelledAt: null, saleStoppedAt: null },
    },
    orderBy: { departure: "desc" },
    include: { voyage: true },
  });
  voyage = call.voyage.number;
  const u = await db().user.findUniqueOrThrow({ where: { email: TEST_USERS.agent } });
  agent = { kind: "user", id: u.id, role: "AGENT", agentId: u.agentId, lineId: null, name: u.name, ip: "127.0.0.1" };
});

describe("a quotation without models", () => {
  it("quotes 3 cars and 1 truck by type: per unit, and per RT at the typical truck's size", async () => {
    const res = await save(quotation([{ Type: "C" }, { Type: "C" }, { Type: "C" }, { Type: "T" }]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.booking.Status).toBe("Quotation");
    // car 1,050.00 + BAF 12.5 %; a typical truck 5 × 2.5 × 3 m, 12 t: 37.5 RT × 48.00 + BAF + THC 85.00
    expect(res.body.booking.Quote.Items.map((i) => i.Price)).toEqual([1181.25, 1181.25, 1181.25, 2110]);
    expect(res.body.booking.Quote.Total).toBe(5688.75);
    // the read answers the units as stored: a type, no make and model, no measures made up
    const read = await callRoute<{ booking: ExtBookingInput }>(bookingRoute, {
      url: `/api/bookings/${res.body.booking.Id}`,
      apiKey: TEST_API_KEYS.agent,
      params: { id: String(res.body.booking.Id) },
    });
    expect(read.body.booking.Items.map((i) => [i.Type, i.Description, i.Length ?? null])).toEqual([
      ["C", "", null],
      ["C", "", null],
      ["C", "", null],
      ["T", "", null],
    ]);
  });

  it("prices a truck per RT from the measures given (each one left out: the typical truck's)", async () => {
    // 6 × 2.5 × 3 m = 45 m³ over 12 t (typical weight): 45 RT × 48.00 = 2,160.00, BAF 270.00, THC 85.00
    const res = await save(quotation([{ Type: "T", Length: 600 }]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.booking.Quote.Items[0]).toMatchObject({ Freight: 2160, Price: 2515 });
  });

  it("refuses a unit with neither a make and model nor a Type, and a make and model the catalogue lacks", async () => {
    const res = await save(quotation([{ Type: "C" }, {}, { Description: "Nonesuch Roadster" }]));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([expect.objectContaining({ path: "Items[1].Type", code: "required" })]);
    const unknown = await save(quotation([{ Type: "C" }, { Description: "Nonesuch Roadster", Type: "C" }]));
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors).toEqual([expect.objectContaining({ path: "Items[1].Description", code: "not_found" })]);
  });

  it("is a quotation only: a booking's unit still names its make and model (rule 1)", async () => {
    for (const RequestType of [2, undefined]) {
      const res = await save(quotation([{ Type: "C" }], { RequestType }));
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([
        expect.objectContaining({ path: "Items[0].Description", code: "required", message: expect.any(String) }),
      ]);
    }
  });

  it("from the portal's quote form (types and counts, no models, no sizes); booked once each unit names its model", async () => {
    const q = await quoteFromForm([
      ["C", "3"],
      ["T", "1"],
    ]);
    expect(q.booking.Quote.Total).toBe(5688.75);
    // its four parties are the agent's own coded address-book entry, made once and reused by the next quote
    const parties = async (id: number) => {
      const b = await db().booking.findUniqueOrThrow({
        where: { id },
        select: { shipperId: true, exporterId: true, consigneeId: true, notifyId: true },
      });
      return [b.shipperId, b.exporterId, b.consigneeId, b.notifyId];
    };
    const acme = await db().agent.findUniqueOrThrow({
      where: { id: agent.agentId! },
      select: { code: true, name: true },
    });
    const own = await db().party.findUniqueOrThrow({
      where: { agentId_code: { agentId: agent.agentId!, code: acme.code } },
    });
    expect(own.name).toBe(acme.name);
    expect(await parties(q.booking.Id!)).toEqual([own.id, own.id, own.id, own.id]);
    const nameOnly = () => db().party.count({ where: { agentId: agent.agentId!, name: acme.name, code: null } });
    const before = await nameOnly();
    const again = await quoteFromForm([["C", "1"]]);
    expect(await parties(again.booking.Id!)).toEqual([own.id, own.id, own.id, own.id]);
    expect(await nameOnly()).toBe(before);

    const opened = await quoteToBook(agent, q.booking.Id!);
    if (opened?.kind !== "quotation") throw new Error("expected a quotation");
    expect(opened.message.Items.map((i) => i.Description)).toEqual(["", "", "", ""]);
    // booked as it stands: each unit must name its model now
    const refused = await save(opened.message);
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.map((e) => e.path)).toEqual([0, 1, 2, 3].map((i) => `Items[${i}].Description`));
    // named: booked, each car at its quoted price though the car rate rose meanwhile (a per-unit
    // rate's price holds for any size of the type); the truck, priced per RT at the typical truck's
    // size, is priced again once its model (another size) is named
    const carRate = await db().tariffEntry.findFirstOrThrow({
      where: { kind: "RATE", unitType: "C", basis: "UNIT", line: { code: "NRL" } },
      orderBy: { id: "asc" },
    });
    await db().tariffEntry.update({ where: { id: carRate.id }, data: { amount: carRate.amount + 10_000 } });
    const booked = await save({
      ...opened.message,
      Items: opened.message.Items.map((i) => ({ ...i, Description: "Toyota Land Cruiser" })),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body.booking.Status).toBe("Approved");
    expect(booked.body.booking.Quote.Items.slice(0, 3).map((i) => [i.Price, i.Source])).toEqual(
      Array(3).fill([1181.25, "quote"]),
    );
    await db().tariffEntry.update({ where: { id: carRate.id }, data: { amount: carRate.amount } });
  });
});
