// Cancelling from the booking page (through the real save) and staff chassis exceptions (rule 11),
// on the test database.
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/auth/caller";
import { getBookingDetail } from "@/lib/booking/read/booking-detail";
import { cancelBooking, cancelBookingItems } from "@/lib/booking/form/cancel-booking";
import { allowChassisException } from "@/lib/booking/rules/chassis-exception";
import { saveBooking } from "@/lib/booking/save/save-booking";
import { extBookingSchema, type ExtBookingInput } from "@/lib/booking/message/save-schema";
import { bookingInput, randomVin } from "@/lib/booking/test-helpers";
import { db } from "@/lib/db/prisma";

let agent: Caller;
let otherAgent: Caller;
let staffNrl: Caller;
let staffAcc: Caller;

const save = (caller: Caller, message: ExtBookingInput) =>
  saveBooking(caller, extBookingSchema.parse(message), { testOnly: false });
const items = (bookingId: number) =>
  db().bookingItem.findMany({
    where: { bookingId },
    orderBy: { relativeId: "asc" },
    select: { id: true, isCanceled: true, state: true, chassisExceptionId: true },
  });
/** The ApiError's code and message of a refused call. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: { code?: string; message: string }) => ({ code: e.code, message: e.message }),
  );

beforeAll(async () => {
  const [acme, bvf] = [
    await db().agent.findUniqueOrThrow({ where: { code: "ACME" } }),
    await db().agent.findUniqueOrThrow({ where: { code: "BVF" } }),
  ];
  const nrl = await db().user.findUniqueOrThrow({ where: { email: "staff.nrl@quayside.test" } });
  const acc = await db().user.findUniqueOrThrow({ where: { email: "staff.acc@quayside.test" } });
  agent = {
    kind: "apiKey",
    id: 1,
    role: "AGENT",
    agentId: acme.id,
    lineId: null,
    name: "Acme integration",
    ip: "127.0.0.1",
  };
  otherAgent = {
    kind: "apiKey",
    id: 2,
    role: "AGENT",
    agentId: bvf.id,
    lineId: null,
    name: "Baltic integration",
    ip: "127.0.0.1",
  };
  staffNrl = {
    kind: "user",
    id: nrl.id,
    role: "STAFF",
    agentId: null,
    lineId: nrl.lineId,
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
});

describe("cancelBookingItems", () => {
  it("cancels one unit through the save, leaves the others, and the history says so", async () => {
    const created = await save(agent, bookingInput({ items: 3 }));
    const id = created.booking.Id!;
    const [first, second] = await items(id);
    const res = await cancelBookingItems(agent, id, [second.id]);
    expect(res.booking).toMatchObject({ ItemCount: 2, Version: 2 });
    expect((await items(id)).map((i) => i.isCanceled)).toEqual([false, true, false]);

    const detail = (await getBookingDetail(id, agent))!;
    expect(detail.revisions[0]).toMatchObject({
      version: 2,
      actor: "Acme integration",
      lines: [{ subject: "Unit 2", text: "canceled" }],
    });
    expect(detail.items[1]).toMatchObject({ isCanceled: true, cancelRefusal: "Already canceled." });
    // a canceled unit is not canceled twice, and another agent's caller does not find the booking
    expect(await refusal(cancelBookingItems(agent, id, [second.id]))).toEqual({
      code: "NOT_ALLOWED",
      message: "Unit 2: Already canceled.",
    });
    expect(await refusal(cancelBookingItems(otherAgent, id, [first.id]))).toMatchObject({ code: "NOT_FOUND" });
    expect(await getBookingDetail(id, otherAgent)).toBeNull();
  });

  it("refuses a draft unit with the reason the page shows (rule 13), and changes nothing", async () => {
    const created = await save(agent, bookingInput({ header: { Status: "draft" } }));
    const id = created.booking.Id!;
    const [unit] = await items(id);
    const detail = (await getBookingDetail(id, agent))!;
    expect(detail.items[0].cancelRefusal).toMatch(/^A draft unit cannot be canceled/);
    expect(detail.cancelRefusal).toMatch(/^A draft booking cannot be canceled/);
    expect(await refusal(cancelBookingItems(agent, id, [unit.id]))).toEqual({
      code: "NOT_ALLOWED",
      message: `Unit 1: ${detail.items[0].cancelRefusal}`,
    });
    expect(await refusal(cancelBooking(agent, id))).toMatchObject({ code: "NOT_ALLOWED" });
    expect(await items(id)).toEqual([{ ...unit, isCanceled: false }]);
    expect((await db().booking.findUniqueOrThrow({ where: { id } })).version).toBe(1);
  });
});

describe("cancelBooking", () => {
  it("cancels the booking and every live unit; already-canceled parts stay as they are", async () => {
    const message = bookingInput({ items: 2 });
    message.Items[0].SubUnits = [
      { RelativeId: 1, RelationType: "Attached", Description: "Trailer" },
      { RelativeId: 2, RelationType: "STC", Description: "Boxes" },
    ];
    const created = await save(agent, message);
    const id = created.booking.Id!;
    const [first, second] = await items(id);
    // cancel one sub unit first, as an integrator may
    const withIds = {
      Header: { ...message.Header, Id: id },
      Items: [
        {
          ...message.Items[0],
          Id: String(first.id),
          SubUnits: [
            { ...message.Items[0].SubUnits![1], Id: created.booking.Items[0].SubUnits[1].Id, IsCanceled: true },
          ],
        },
      ],
    };
    await save(agent, withIds);
    await cancelBookingItems(staffNrl, id, [second.id]);

    const res = await cancelBooking(staffNrl, id);
    expect(res.booking).toMatchObject({ IsCanceled: true, ItemCount: 0 });
    expect((await items(id)).every((i) => i.isCanceled)).toBe(true);
    const detail = (await getBookingDetail(id, agent))!;
    expect(detail).toMatchObject({ status: "Canceled", cancelRefusal: "The booking is already canceled." });
    expect(detail.revisions[0].actor).toBe(staffNrl.name);
    expect(detail.revisions[0].lines).toContainEqual({ subject: "Booking", text: "canceled" });
    expect(await refusal(cancelBooking(agent, id))).toEqual({
      code: "NOT_ALLOWED",
      message: "The booking is already canceled.",
    });
    // staff of another line do not see it
    expect(await refusal(cancelBooking(staffAcc, id))).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("allowChassisException", () => {
  it("lets the same chassis be booked again at that Pol on that line, and only there (rule 11)", async () => {
    const vin = randomVin();
    const first = await save(agent, bookingInput({ itemOverrides: { SerialNumber: vin } }));
    const [unit] = await items(first.booking.Id!);
    const again = () => save(agent, bookingInput({ itemOverrides: { SerialNumber: vin } }));
    expect(await refusal(again())).toMatchObject({ code: "VALIDATION_FAILED" });

    expect(
      await refusal(
        allowChassisException(agent, { bookingId: first.booking.Id!, itemId: unit.id, reason: "re-export" }),
      ),
    ).toEqual({ code: "FORBIDDEN", message: "Only the shipping line can allow a chassis exception." });
    expect(
      await refusal(
        allowChassisException(staffAcc, { bookingId: first.booking.Id!, itemId: unit.id, reason: "re-export" }),
      ),
    ).toMatchObject({ code: "NOT_FOUND" });
    expect(
      await refusal(allowChassisException(staffNrl, { bookingId: first.booking.Id!, itemId: unit.id, reason: "  " })),
    ).toMatchObject({ code: "VALIDATION_FAILED" });

    const exception = await allowChassisException(staffNrl, {
      bookingId: first.booking.Id!,
      itemId: unit.id,
      reason: "Returned for repair, ships again",
    });
    expect(exception).toMatchObject({ reason: "Returned for repair, ships again", createdBy: staffNrl.name });
    // allowing it twice keeps the first
    expect(
      await allowChassisException(staffNrl, { bookingId: first.booking.Id!, itemId: unit.id, reason: "again" }),
    ).toEqual(exception);
    expect((await getBookingDetail(first.booking.Id!, staffNrl))!.items[0].chassisException).toEqual(exception);

    const second = await again();
    const [repeated] = await items(second.booking.Id!);
    expect(repeated.chassisExceptionId).toBe(exception.id);
    // another line's booking of that chassis at that Pol is still refused
    expect(
      await refusal(save(agent, bookingInput({ header: { Line: "ACC" }, itemOverrides: { SerialNumber: vin } }))),
    ).toMatchObject({ code: "VALIDATION_FAILED" });
  });
});
