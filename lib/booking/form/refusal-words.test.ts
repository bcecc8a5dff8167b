// Refusals a person reads in the booking form: real refusals of the save (cut-off, departure, a
// full sailing with odd measures, a limit) through the form's words, on a database of its own (the
// file adds voyages). None may show an API path, an ISO timestamp or an RT to three decimals, and a
// refusal of the sailing offers the next open one with space.
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/auth/caller";
import { setAllotment } from "@/lib/acceptance/staff-controls";
import { refusalInWords, messageInWords } from "@/lib/booking/form/refusal-words";
import { getBookingMessage } from "@/lib/booking/read/get-booking-message";
import { saveBooking } from "@/lib/booking/save/save-booking";
import { extBookingSchema, type ExtBookingInput } from "@/lib/booking/message/save-schema";
import { bookingInput } from "@/lib/booking/test-helpers";
import { ApiError, type ErrorEnvelope } from "@/lib/core/errors";
import { db, pgPool } from "@/lib/db/prisma";
import { addVoyage } from "@/lib/lines/add-voyage";
import { parseInput } from "@/lib/lines/parse-input";
import { addVoyageSchema } from "@/lib/lines/schemas";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/test-database";
import { instantOf } from "@/lib/time/port-time";
import { API_TEXT } from "@/lib/testing/person-text";

function expectWords(envelope: ErrorEnvelope) {
  for (const text of [envelope.message, ...envelope.errors.map((e) => e.message)])
    for (const pattern of API_TEXT) expect(text, `${pattern} in "${text}"`).not.toMatch(pattern);
}

let ownDatabase: TestDatabase;
let agent: Caller;
let staff: Caller;
let sourceVoyageId: number;
const tag = `W${randomInt(1000, 9999)}`;
let serial = 0;

async function newVoyage(year: number) {
  serial++;
  // parsed as the console's action parses it (lib/actions/lines.ts)
  const v = await addVoyage(
    staff,
    parseInput(addVoyageSchema, { sourceVoyageId, number: `${tag}-${serial}`, firstArrival: `${year}-03-01T06:00` }),
  );
  const call = await db().visit.findFirstOrThrow({
    where: { voyageId: v.id, port: { code: "BEZEE" } },
    include: { port: true },
  });
  return { ...v, call };
}
const on = (voyage: string, overrides = {}) =>
  bookingInput({ header: { Line: "NRL", BookingVoyage: voyage }, itemOverrides: overrides });
/** The envelope a save is refused with, as the API answers it. */
async function refusalOf(caller: Caller, message: ExtBookingInput, now?: Date): Promise<ErrorEnvelope> {
  try {
    await saveBooking(caller, extBookingSchema.parse(message), { testOnly: true, now });
  } catch (error) {
    if (error instanceof ApiError)
      return { status: 1, code: error.code, message: error.message, errors: error.errors } as ErrorEnvelope;
    throw error;
  }
  throw new Error("the save was not refused");
}

beforeAll(async () => {
  ownDatabase = await createTestDatabase();
  process.env.DATABASE_URL = ownDatabase.url;
  const acme = await db().agent.findUniqueOrThrow({ where: { code: "ACME" } });
  const nrl = await db().user.findUniqueOrThrow({ where: { email: "staff.nrl@quayside.test" } });
  agent = { kind: "apiKey", id: 1, role: "AGENT", agentId: acme.id, lineId: null, name: "Acme", ip: "127.0.0.1" };
  staff = {
    kind: "user",
    id: nrl.id,
    role: "STAFF",
    agentId: null,
    lineId: nrl.lineId,
    name: nrl.name,
    ip: "127.0.0.1",
  };
  // The sailings here are decades ahead, when every demo unit is past the Pods' age rules: this
  // database (its own) keeps no destination rules, so the refusals are the sailing's alone.
  await db().destinationRule.deleteMany({});
  sourceVoyageId = (
    await db().voyage.findFirstOrThrow({ where: { sailingRoute: "NEWA", lineId: nrl.lineId! }, orderBy: { id: "asc" } })
  ).id;
});

afterAll(async () => {
  await db().$disconnect();
  await pgPool().end();
  await ownDatabase?.drop();
});

describe("refusals in the booking form", () => {
  it("say when a sailing closed or left in words, and offer the next open sailing with space", async () => {
    const first = await newVoyage(2061);
    const next = await newVoyage(2062);
    const cutOff = instantOf(first.call.cutOff!, first.call.port.timeZone);
    const late = await refusalOf(agent, on(first.number), new Date(cutOff.getTime() + 60_000));
    expect(late.errors.map((e) => e.code)).toEqual(["cut_off_passed"]);
    const shown = refusalInWords(late, { created: true });
    expectWords(shown);
    expect(shown.message).toBe("The line cannot take this booking as it is.");
    expect(shown.errors[0].message).toMatch(
      /closed for cargo at Zeebrugge at its cut-off on \w{3} \d+ \w{3} at \d\d:\d\d/,
    );
    expect(shown.errors[0].message).toContain(`The next open sailing with space is`);
    expect(shown.errors[0].message).toContain(`(voyage ${next.number}), leaving Zeebrugge on`);

    // a booking on the first sailing, changed after it left
    const booked = await saveBooking(agent, extBookingSchema.parse(on(first.number)), {
      testOnly: false,
      now: new Date(cutOff.getTime() - 60_000),
    });
    const back = await getBookingMessage(booked.booking.Id!, agent);
    const gone = new Date(instantOf(first.call.departure, first.call.port.timeZone).getTime() + 60_000);
    const afterDeparture = await refusalOf(
      agent,
      { ...back, Header: { ...back.Header, IsCanceled: true } } as ExtBookingInput,
      gone,
    );
    const departed = refusalInWords(afterDeparture, { created: false });
    expectWords(departed);
    expect(departed.errors[0].message).toMatch(/left Zeebrugge on \w{3} \d+ \w{3} at \d\d:\d\d/);
  });

  it("give a full sailing's space in RT to at most two decimals, and name limits without paths", async () => {
    const v = await newVoyage(2063);
    await setAllotment(staff, { voyageId: v.id, allotmentRt: 5.5 });
    // 4.57 × 2.03 × 1.91 m: 17.7191… RT
    const full = await refusalOf(agent, on(v.number, { Length: 457, Width: 203, Height: 191, Weight: 1500 }));
    expect(full.errors.map((e) => e.code)).toEqual(["voyage_full"]);
    expectWords(refusalInWords(full, { created: true }));
    const tall = await refusalOf(agent, on(v.number, { Height: 990 }));
    expect(tall.errors.map((e) => e.code)).toContain("exceeds_voyage_limit");
    expectWords(refusalInWords(tall, { created: true }));
  });

  it("turn paths, ISO timestamps and fine RT that a message still quotes into words", () => {
    const envelope: ErrorEnvelope = {
      status: 1,
      code: "NOT_ALLOWED",
      message: "The booking may not be changed this way.",
      errors: [
        {
          path: "Header.BookingVoyage",
          code: "x",
          message: "BookingVoyage: Header.BookingVoyage left at 2026-11-08T03:15:00 with 12.271 RT; see Items[2].Year.",
        },
      ],
    };
    const shown = refusalInWords(envelope, { created: true });
    expectWords(shown);
    expect(shown.errors[0].message).toBe(
      "BookingVoyage: Voyage left at Sun 8 Nov 2026 at 03:15 with 12.27 RT; see Item 3 › Year.",
    );
    expect(messageInWords("at 2026-11-08T03:15:00Z")).toBe("at Sun 8 Nov 2026 at 03:15 (UTC)");
  });
});
