// POST /api/booking/save through the route handler, on the test database (PGlite, or the
// PostgreSQL server when TEST_DATABASE_URL is set; the race runs on the server only).
import { beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/booking/save/route";
import { POST as uploadFile } from "@/app/api/files/route";
import { db } from "@/lib/db/prisma";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";
import type { Caller } from "@/lib/auth/caller";
import { getBookingMessage } from "@/lib/booking/read/get-booking-message";
import { bookingInput, itemInput, randomSerial, randomVin, ref } from "@/lib/booking/test-helpers";
import type { BookingSaveResponse, ExtBookingInput } from "@/lib/booking/message/save-schema";
import type { ErrorEnvelope } from "@/lib/core/errors";

type Res = {
  status: number;
  body: Omit<BookingSaveResponse, "status"> & Omit<ErrorEnvelope, "status" | "code"> & { status: number; code: string };
  headers: Headers;
};

function save(
  booking: unknown,
  options: { apiKey?: string; ip?: string; headers?: Record<string, string>; testOnly?: boolean; raw?: boolean } = {},
): Promise<Res> {
  const body = options.raw ? booking : { booking: { ...(booking as object), TestOnly: options.testOnly ?? false } };
  return callRoute(POST, {
    url: "/api/booking/save",
    method: "POST",
    apiKey: options.apiKey ?? TEST_API_KEYS.agent,
    ip: options.ip,
    headers: options.headers,
    body,
  }) as Promise<Res>;
}

async function create(booking: ExtBookingInput = bookingInput(), apiKey?: string) {
  const res = await save(booking, { apiKey });
  expect(res.body).toMatchObject({ status: 0 });
  expect(res.status).toBe(200);
  return res.body.booking;
}

/** The stored booking as a message again (the form's and an integrator's starting point). */
async function readBack(id: number, caller: Partial<Caller> = {}) {
  return getBookingMessage(id, {
    kind: "apiKey",
    id: 0,
    role: "ADMIN",
    agentId: null,
    lineId: null,
    name: "test",
    ip: "127.0.0.1",
    ...caller,
  });
}

let acme: { id: number };
let baltic: { id: number };
let staffNrl: Caller;
let staffAcc: Caller;

beforeAll(async () => {
  acme = await db().agent.findUniqueOrThrow({ where: { code: "ACME" } });
  baltic = await db().agent.findUniqueOrThrow({ where: { code: "BVF" } });
  const lines = await db().shippingLine.findMany();
  const user = async (email: string) => db().user.findUniqueOrThrow({ where: { email } });
  const nrl = await user("staff.nrl@quayside.test");
  const acc = await user("staff.acc@quayside.test");
  staffNrl = {
    kind: "user",
    id: nrl.id,
    role: "STAFF",
    agentId: null,
    lineId: lines.find((l) => l.code === "NRL")!.id,
    name: nrl.name,
    ip: "10.9.9.9",
  };
  staffAcc = {
    kind: "user",
    id: acc.id,
    role: "STAFF",
    agentId: null,
    lineId: lines.find((l) => l.code === "ACC")!.id,
    name: acc.name,
    ip: "10.9.9.9",
  };
});

describe("create", () => {
  it("creates a booking and answers every id by RelativeId, with a booking code from the agent's counter", async () => {
    const before = await db().agent.findUniqueOrThrow({ where: { id: acme.id } });
    const message = bookingInput({ items: 2 });
    message.Items[0].SubUnits = [{ RelativeId: 1, RelationType: "Attached", Description: "Trailer" }];
    message.Items[1].SubItems = [{ RelativeId: 7, Description: "Spare wheels" }];
    const res = await save(message);
    expect(res.status).toBe(200);
    const b = res.body.booking;
    expect(res.body).toMatchObject({ status: 0, testOnly: false, warnings: [] });
    expect(b).toMatchObject({
      Prefix: "ACM",
      Number: before.nextBookingNumber,
      BookingCode: `ACM-${String(before.nextBookingNumber).padStart(6, "0")}`,
      Status: "Approved",
      Version: 1,
      ItemCount: 2,
      IsCanceled: false,
    });
    expect(b.Items.map((i) => [i.RelativeId, i.Status])).toEqual([
      [1, "Approved"],
      [2, "Approved"],
    ]);
    expect(b.Items[0].SubUnits).toEqual([{ RelativeId: 1, Id: expect.stringMatching(/^\d+$/), IsCanceled: false }]);
    expect(b.Items[1].SubItems).toEqual([{ RelativeId: 7, Id: expect.stringMatching(/^\d+$/), IsCanceled: false }]);
    const stored = await db().booking.findUniqueOrThrow({
      where: { id: b.Id! },
      include: { items: true, revisions: true },
    });
    expect(stored.agentId).toBe(acme.id);
    expect(stored.items.map((i) => i.chassis)).toEqual(message.Items.map((i) => i.SerialNumber!.toUpperCase()));
    expect(stored.revisions).toHaveLength(1);
    expect(stored.revisions[0]).toMatchObject({ version: 1, actor: "Acme integration" });
  });

  it("accepts the message-table form and case-insensitive property names", async () => {
    const message = bookingInput();
    const lower = JSON.parse(
      JSON.stringify({ Booking: message, TestOnly: false }).replace(
        /"(Header|Items|Pol|Terminal|Shipper|Code|SerialNumber|Year)":/g,
        (_m, k: string) => `"${k.toLowerCase()}":`,
      ),
    );
    const res = await save(lower, { raw: true });
    expect(res.status).toBe(200);
    expect(res.body.booking.Items).toHaveLength(1);
  });

  it("keeps a draft's items Draft and approves them on the next non-draft save", async () => {
    const b = await create(bookingInput({ header: { Status: "Draft" } }));
    expect(b.Items[0].Status).toBe("Draft");
    const back = await readBack(b.Id!);
    back.Header.Status = "Confirmed";
    const res = await save(back);
    expect(res.body.booking.Items[0].Status).toBe("Approved");
  });

  it("warns about a wrong VIN check digit and saves anyway", async () => {
    const vin = randomVin();
    const wrong = vin.slice(0, 8) + (vin[8] === "1" ? "2" : "1") + vin.slice(9);
    const res = await save(bookingInput({ itemOverrides: { SerialNumber: wrong } }));
    expect(res.status).toBe(200);
    expect(res.body.warnings).toEqual([
      { path: "Items[0].SerialNumber", code: "vin_check_digit", message: expect.any(String) },
    ]);
  });
});

describe("references (rule 1)", () => {
  it("answers NOT_FOUND with every missing reference's path", async () => {
    const message = bookingInput({
      items: 2,
      header: {
        Pol: "Atlantis",
        Pod: "XXZZZ",
        Line: "Nope Line",
        Shipper: ref("NOPE"),
        Exporter: { Id: "999999", IsReferenceOnly: true },
      },
    });
    message.Items[1].Description = "Trabant 601 Deluxe";
    const res = await save(message);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 1, code: "NOT_FOUND" });
    expect(res.body.errors.map((e) => e.path).sort()).toEqual([
      "Header.Exporter.Id",
      "Header.Line",
      "Header.Pod",
      "Header.Pol",
      "Header.Shipper.Code",
      "Items[1].Description",
    ]);
    expect(res.body.errors.every((e) => e.code === "not_found")).toBe(true);
  });

  it("finds ports by name, terminals by name, models by make and model, in any case", async () => {
    const b = await create(
      bookingInput({
        header: { Pol: "zeebrugge", Terminal: "wallenius wilhelmsen terminal", Pod: "nglos", Line: "nrl" },
        itemOverrides: { Description: "  toyota   LAND cruiser " },
      }),
    );
    const back = await readBack(b.Id!);
    expect(back.Header).toMatchObject({ Pol: "BEZEE", Terminal: "WWL", Pod: "NGLOS", Line: "Nordic Ro-Ro Lines" });
    expect(back.Items[0].Type).toBe("C");
  });

  it("refuses a terminal of another port", async () => {
    const res = await save(bookingInput({ header: { Terminal: "AET" } }));
    expect(res.status).toBe(404);
    expect(res.body.errors).toEqual([
      { path: "Header.Terminal", code: "not_found", message: expect.stringContaining("AET") },
    ]);
  });

  it("refuses Pol = Pod when they name one port differently", async () => {
    const res = await save(bookingInput({ header: { Pol: "BEZEE", Pod: "Zeebrugge" } }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ path: "Header.Pod", code: "pol_equals_pod", message: expect.any(String) }]);
  });

  it("stores a party given in full in the agent's address book, and finds it by Code next time", async () => {
    const code = `NEW-${randomSerial(6)}`;
    const b = await create(
      bookingInput({
        header: {
          IntermediateConsignee: {
            Code: code,
            Name: "Transit Co",
            IsReferenceOnly: false,
            Address: { City: "Cotonou", IsBolManual: false },
          },
        },
      }),
    );
    const party = await db().party.findUniqueOrThrow({ where: { agentId_code: { agentId: acme.id, code } } });
    expect(party).toMatchObject({ name: "Transit Co", address: { City: "Cotonou", IsBolManual: false } });
    const again = await create(bookingInput({ header: { IntermediateConsignee: ref(code) } }));
    expect((await db().booking.findUniqueOrThrow({ where: { id: again.Id! } })).intermediateConsigneeId).toBe(party.id);
    expect((await db().booking.findUniqueOrThrow({ where: { id: b.Id! } })).intermediateConsigneeId).toBe(party.id);
    // Another agent's code is not in the Baltic address book.
    const other = await save(bookingInput({ agent: "BVF", header: { Shipper: ref(code) } }), {
      apiKey: TEST_API_KEYS.otherAgent,
    });
    expect(other.status).toBe(404);
    expect(other.body.errors[0].path).toBe("Header.Shipper.Code");
  });
});

describe("create → update → cancel → update canceled (rules 3, 4, 13)", () => {
  it("walks the life of a booking", async () => {
    const b = await create(bookingInput({ items: 2 }));
    const [first, second] = b.Items;

    // Update: change item 1, add item 3, leave item 2 out (it stays).
    const update = bookingInput({ header: { Id: b.Id!, Note: "please load first", Pod: "GHTEM" } });
    update.Items = [
      itemInput(1, {
        Id: first.Id!,
        Priority: "VIP",
        SerialNumber: (await db().bookingItem.findUniqueOrThrow({ where: { id: Number(first.Id) } })).serialNumber!,
      }),
      itemInput(3),
    ];
    const updated = await save(update);
    expect(updated.status).toBe(200);
    expect(updated.body.booking).toMatchObject({ Id: b.Id, BookingCode: b.BookingCode, Version: 2, ItemCount: 3 });
    expect(updated.body.booking.Items.map((i) => [i.RelativeId, i.Id])).toEqual([
      [1, first.Id],
      [2, second.Id],
      [3, expect.stringMatching(/^\d+$/)],
    ]);
    const revision = await db().bookingRevision.findUniqueOrThrow({
      where: { bookingId_version: { bookingId: b.Id!, version: 2 } },
    });
    expect(revision.changes).toEqual(
      expect.arrayContaining([
        { path: "Header.Note", from: null, to: "please load first" },
        { path: "Header.Pod", from: "NGLOS", to: "GHTEM" },
        { path: `Items[Id=${first.Id}].Priority`, from: "Used", to: "VIP" },
        { path: `Items[Id=${updated.body.booking.Items[2].Id}]`, from: null, to: "added (RelativeId 3)" },
      ]),
    );

    // Unknown ids: NOT_FOUND (rule 3).
    const unknown = await save(bookingInput({ header: { Id: b.Id! }, itemOverrides: { Id: "99999999" } }));
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors).toEqual([{ path: "Items[0].Id", code: "not_found", message: expect.any(String) }]);
    expect((await save(bookingInput({ header: { Id: 99999999 } }))).body.errors).toEqual([
      { path: "Header.Id", code: "not_found", message: expect.any(String) },
    ]);

    // Cancel item 2 only, then the booking.
    const cancelItem = await save({
      ...(await readBack(b.Id!)),
      Items: [{ ...(await readBack(b.Id!)).Items[1], IsCanceled: true }],
    });
    expect(cancelItem.status).toBe(200);
    expect(cancelItem.body.booking.Items.find((i) => i.Id === second.Id)).toMatchObject({ IsCanceled: true });
    expect(cancelItem.body.booking.ItemCount).toBe(2);

    // Rule 4: a canceled item is not updated.
    const back = await readBack(b.Id!);
    const touchCanceled = await save({ ...back, Items: [{ ...back.Items[1], Notes: "again" }] });
    expect(touchCanceled.status).toBe(409);
    expect(touchCanceled.body).toMatchObject({
      code: "NOT_ALLOWED",
      errors: [{ path: "Items[0].Id", code: "canceled" }],
    });

    const cancel = await save({ ...back, Header: { ...back.Header, IsCanceled: true }, Items: [back.Items[0]] });
    expect(cancel.status).toBe(200);
    expect(cancel.body.booking).toMatchObject({ IsCanceled: true, ItemCount: 0 });
    expect(cancel.body.booking.Items.every((i) => i.IsCanceled)).toBe(true);

    const afterCancel = await save({ ...back, Header: { ...back.Header, Note: "too late" }, Items: [back.Items[0]] });
    expect(afterCancel.status).toBe(409);
    expect(afterCancel.body).toEqual({
      status: 1,
      code: "NOT_ALLOWED",
      message: expect.any(String),
      errors: [{ path: "Header.Id", code: "canceled", message: expect.stringContaining(b.BookingCode!) }],
    });
  });

  it("refuses to cancel a draft unit or a new one (rule 13)", async () => {
    const b = await create(bookingInput({ header: { Status: "draft" } }));
    const back = await readBack(b.Id!);
    const res = await save({
      ...back,
      Items: [{ ...back.Items[0], IsCanceled: true }, itemInput(2, { IsCanceled: true })],
    });
    expect(res.status).toBe(409);
    expect(res.body.errors.map((e) => [e.path, e.code])).toEqual([
      ["Items[0].IsCanceled", "cancel_not_allowed"],
      ["Items[1].IsCanceled", "cancel_not_allowed"],
    ]);
    const cancelBooking = await save({ ...back, Header: { ...back.Header, IsCanceled: true } });
    expect(cancelBooking.status).toBe(409);
    expect(cancelBooking.body.errors[0]).toMatchObject({ path: "Header.IsCanceled", code: "cancel_not_allowed" });
  });

  it("refuses to cancel a delivered unit (rule 13) and to change its priority (rule 12)", async () => {
    const b = await create(bookingInput({ items: 2 }));
    await db().bookingItem.update({ where: { id: Number(b.Items[0].Id) }, data: { state: "DELIVERED" } });
    const back = await readBack(b.Id!);
    const priority = await save({ ...back, Items: [{ ...back.Items[0], Priority: "New" }] });
    expect(priority.status).toBe(409);
    expect(priority.body.errors).toEqual([
      { path: "Items[0].Priority", code: "priority_locked", message: expect.stringContaining("Delivered") },
    ]);
    const cancel = await save({ ...back, Items: [{ ...back.Items[0], IsCanceled: true }] });
    expect(cancel.body.errors).toEqual([
      { path: "Items[0].IsCanceled", code: "cancel_not_allowed", message: expect.any(String) },
    ]);
    // Other fields of a delivered unit may change; so may an Approved unit's priority.
    const fine = await save({
      ...back,
      Items: [
        { ...back.Items[0], Notes: "keys in the car" },
        { ...back.Items[1], Priority: "VIP" },
      ],
    });
    expect(fine.status).toBe(200);
    expect(fine.body.booking.Items.map((i) => i.Status)).toEqual(["Delivered", "Approved"]);
  });

  it("refuses a Pol or terminal change once a unit is past Approved (rule 5)", async () => {
    const b = await create(bookingInput({ items: 2 }));
    const back = await readBack(b.Id!);
    const moved = await save({ ...back, Header: { ...back.Header, Terminal: "WWL" } });
    expect(moved.status).toBe(200);
    await db().bookingItem.update({ where: { id: Number(b.Items[1].Id) }, data: { state: "LOADED" } });
    const again = await readBack(b.Id!);
    const pol = await save({ ...again, Header: { ...again.Header, Pol: "BEANR", Terminal: "AET" } });
    expect(pol.status).toBe(409);
    expect(pol.body.errors).toEqual([
      { path: "Header.Pol", code: "pol_change_not_allowed", message: expect.stringContaining("Loaded") },
    ]);
    const terminal = await save({ ...again, Header: { ...again.Header, Terminal: "ICO" } });
    expect(terminal.body.errors).toEqual([
      { path: "Header.Terminal", code: "terminal_change_not_allowed", message: expect.any(String) },
    ]);
  });

  it("lets a draft move to another Pol or terminal (drafts are edited freely)", async () => {
    const b = await create(bookingInput({ header: { Status: "draft" } }));
    const back = await readBack(b.Id!);
    const moved = await save({ ...back, Header: { ...back.Header, Pol: "BEANR", Terminal: "AET" } });
    expect(moved.status).toBe(200);
    expect(moved.body.booking.Items.map((i) => i.Status)).toEqual(["Draft"]);
  });

  it("reports violations of several kinds together, under the most important code", async () => {
    const b = await create(bookingInput());
    await db().bookingItem.update({ where: { id: Number(b.Items[0].Id) }, data: { state: "DELIVERED" } });
    const back = await readBack(b.Id!);
    const res = await save({
      ...back,
      Header: { ...back.Header, Pod: "Nowhere" },
      Items: [{ ...back.Items[0], Priority: "VIP" }],
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("NOT_FOUND");
    expect(res.body.errors.map((e) => [e.path, e.code])).toEqual([
      ["Header.Pod", "not_found"],
      ["Items[0].Priority", "priority_locked"],
    ]);
  });
});

describe("who may save (rule 2, AgentId, allow-list)", () => {
  it("hides another agent's booking (404) and refuses another AgentId (403)", async () => {
    const b = await create(bookingInput());
    const back = await readBack(b.Id!);
    const other = await save(
      {
        ...back,
        Header: {
          ...back.Header,
          AgentId: 0,
          Shipper: ref("BVF-SHP"),
          Exporter: ref("BVF-EXP"),
          Consignee: ref("BVF-CNE"),
          Notify: ref("BVF-NTF"),
        },
      },
      { apiKey: TEST_API_KEYS.otherAgent },
    );
    expect(other.status).toBe(404);
    expect(other.body).toEqual({
      status: 1,
      code: "NOT_FOUND",
      message: expect.any(String),
      errors: [{ path: "Header.Id", code: "not_found", message: `No booking with Id ${b.Id}.` }],
    });
    const wrongAgent = await save(bookingInput({ header: { AgentId: baltic.id } }));
    expect(wrongAgent.status).toBe(403);
    expect(wrongAgent.body.errors).toEqual([
      { path: "Header.AgentId", code: "agent_mismatch", message: expect.any(String) },
    ]);
    expect((await save(bookingInput({ header: { AgentId: acme.id } }))).status).toBe(200);
  });

  it("lets staff of the booking's line save it, and hides it from staff of another line", async () => {
    const { saveBooking } = await import("@/lib/booking/save/save-booking");
    const { parseBookingSaveRequest } = await import("@/lib/booking/save/parse-save-request");
    const b = await create(bookingInput());
    const back = await readBack(b.Id!);
    const msg = parseBookingSaveRequest({
      booking: { ...back, Header: { ...back.Header, Note: "checked by the line" } },
    }).booking;
    const ok = await saveBooking(staffNrl, msg, { testOnly: false });
    expect(ok.booking.Version).toBe(2);
    const revision = await db().bookingRevision.findFirstOrThrow({ where: { bookingId: b.Id!, version: 2 } });
    expect(revision).toMatchObject({ userId: staffNrl.id, actor: staffNrl.name });
    await expect(saveBooking(staffAcc, msg, { testOnly: false })).rejects.toMatchObject({ code: "NOT_FOUND" });

    // Staff create bookings for an agent they name, on their own line only.
    const create1 = parseBookingSaveRequest({
      booking: bookingInput({ header: { AgentId: acme.id, Line: null } }),
    }).booking;
    const made = await saveBooking(staffNrl, create1, { testOnly: false });
    expect((await db().booking.findUniqueOrThrow({ where: { id: made.booking.Id! } })).lineId).toBe(staffNrl.lineId);
    const noAgent = parseBookingSaveRequest({ booking: bookingInput() }).booking;
    await expect(saveBooking(staffNrl, noAgent, { testOnly: false })).rejects.toMatchObject({
      code: "VALIDATION_FAILED",
      errors: [{ path: "Header.AgentId", code: "required" }],
    });
    const otherLine = parseBookingSaveRequest({
      booking: bookingInput({ header: { AgentId: acme.id, Line: "Atlas Car Carriers" } }),
    }).booking;
    await expect(saveBooking(staffNrl, otherLine, { testOnly: false })).rejects.toMatchObject({
      code: "FORBIDDEN",
      errors: [{ path: "Header.Line", code: "line_mismatch" }],
    });
  });

  it("lets the admin key save any booking, naming the agent", async () => {
    const res = await save(bookingInput({ agent: "BVF", header: { AgentId: baltic.id } }), {
      apiKey: TEST_API_KEYS.admin,
      ip: "203.0.113.9",
    });
    expect(res.status).toBe(200);
    expect((await db().booking.findUniqueOrThrow({ where: { id: res.body.booking.Id! } })).agentId).toBe(baltic.id);
    expect(res.body.booking.Prefix).toBe("BVF");
  });

  it("refuses an agent's save from an address not on its allow list (403), writing nothing", async () => {
    const before = await db().booking.count();
    const res = await save(bookingInput(), { ip: "203.0.113.7" });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      status: 1,
      code: "FORBIDDEN",
      message: expect.stringContaining("203.0.113.7"),
      errors: [],
    });
    expect((await save(bookingInput(), { ip: "::1" })).status).toBe(200);
    expect(await db().booking.count()).toBe(before + 1);
  });

  it("refuses a body over the limit with 413 before parsing", async () => {
    const res = await callRoute(POST, {
      url: "/api/booking/save",
      method: "POST",
      apiKey: TEST_API_KEYS.agent,
      body: `{"booking": ${" ".repeat(4 * 1024 * 1024)}}`,
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ status: 1, code: "PAYLOAD_TOO_LARGE" });
  });
});

describe("TestOnly", () => {
  it("runs every check and leaves no row behind", async () => {
    const counts = async () =>
      Promise.all([
        db().booking.count(),
        db().bookingItem.count(),
        db().bookingRevision.count(),
        db().party.count(),
        db().agent.findUniqueOrThrow({ where: { id: acme.id } }),
      ]);
    const before = await counts();
    const message = bookingInput({
      items: 3,
      header: { Client: { Code: `TMP-${randomSerial(5)}`, Name: "Temp", IsReferenceOnly: false } },
    });
    message.Items[0].SubUnits = [{ RelativeId: 1, Description: "Trailer" }];
    const res = await save(message, { testOnly: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 0,
      testOnly: true,
      booking: { Id: null, Number: null, BookingCode: null, Prefix: "ACM", ItemCount: 3 },
    });
    expect(res.body.booking.Items.map((i) => i.Id)).toEqual([null, null, null]);
    expect(await counts()).toEqual(before);
    // Database rules run too: a missing reference is found out.
    const bad = await save(bookingInput({ header: { Pod: "Nowhere" } }), { testOnly: true });
    expect(bad.status).toBe(404);
    // The message-table placement of TestOnly works as well.
    const outer = await save({ Booking: bookingInput(), TestOnly: true }, { raw: true });
    expect(outer.body.testOnly).toBe(true);
    expect(await counts()).toEqual(before);
  });

  it("checks an update without applying it", async () => {
    const b = await create(bookingInput());
    const back = await readBack(b.Id!);
    const res = await save({ ...back, Header: { ...back.Header, Note: "maybe" } }, { testOnly: true });
    expect(res.body.booking).toMatchObject({ Id: b.Id, Version: 2 });
    const stored = await db().booking.findUniqueOrThrow({ where: { id: b.Id! } });
    expect(stored).toMatchObject({ version: 1, note: null });
  });
});

describe("chassis rules (9–11)", () => {
  it("refuses a chassis already booked at the same Pol, in any booking or twice in one", async () => {
    const vin = randomVin();
    await create(bookingInput({ itemOverrides: { SerialNumber: vin } }));
    const again = await save(bookingInput({ itemOverrides: { SerialNumber: vin.toLowerCase() } }));
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual([
      { path: "Items[0].SerialNumber", code: "chassis_taken", message: expect.stringContaining("BEZEE") },
    ]);
    // Another agent cannot book it there either (rule 11 is per Pol, not per agent).
    const other = await save(bookingInput({ agent: "BVF", itemOverrides: { SerialNumber: vin } }), {
      apiKey: TEST_API_KEYS.otherAgent,
    });
    expect(other.body.errors[0].code).toBe("chassis_taken");
    // Another Pol is fine.
    expect(
      (await save(bookingInput({ header: { Pol: "BEANR", Terminal: "AET" }, itemOverrides: { SerialNumber: vin } })))
        .status,
    ).toBe(200);
    const twice = bookingInput({ items: 2 });
    twice.Items[1].SerialNumber = twice.Items[0].SerialNumber;
    const res = await save(twice);
    expect(res.body.errors).toEqual([
      { path: "Items[1].SerialNumber", code: "chassis_taken", message: expect.stringContaining("Items[0]") },
    ]);
  });

  it("frees the chassis of canceled units and of bookings older than 35 years", async () => {
    const vin = randomVin();
    const b = await create(bookingInput({ itemOverrides: { SerialNumber: vin } }));
    await db().booking.update({
      where: { id: b.Id! },
      data: { createdOn: new Date(Date.UTC(new Date().getUTCFullYear() - 36, 0, 1)) },
    });
    const second = await create(bookingInput({ itemOverrides: { SerialNumber: vin } }));
    const back = await readBack(second.Id!);
    expect((await save({ ...back, Items: [{ ...back.Items[0], IsCanceled: true }] })).status).toBe(200);
    expect((await save(bookingInput({ itemOverrides: { SerialNumber: vin } }))).status).toBe(200);
  });

  it("lets a chassis repeat at a Pol when the line allowed an exception", async () => {
    const vin = randomVin();
    await create(bookingInput({ itemOverrides: { SerialNumber: vin } }));
    const [nrl, pol, model] = await Promise.all([
      db().shippingLine.findUniqueOrThrow({ where: { code: "NRL" } }),
      db().port.findUniqueOrThrow({ where: { code: "BEZEE" } }),
      db().unitModel.findFirstOrThrow({ where: { make: "Toyota", model: "Land Cruiser" } }),
    ]);
    const exception = await db().chassisException.create({
      data: { lineId: nrl.id, polId: pol.id, unitModelId: model.id, chassis: vin, reason: "re-export" },
    });
    const ok = await save(bookingInput({ itemOverrides: { SerialNumber: vin } }));
    expect(ok.status).toBe(200);
    expect(
      (await db().bookingItem.findUniqueOrThrow({ where: { id: Number(ok.body.booking.Items[0].Id) } }))
        .chassisExceptionId,
    ).toBe(exception.id);
    // The exception is the line's: a booking on another line does not get it.
    const acc = await save(
      bookingInput({ header: { Line: "Atlas Car Carriers" }, itemOverrides: { SerialNumber: vin } }),
    );
    expect(acc.body.errors[0].code).toBe("chassis_taken");
  });

  it("asks for the full chassis when the last 6 characters repeat for one make and model (rule 10)", async () => {
    const tail = randomSerial(6);
    await create(bookingInput({ itemOverrides: { SerialNumber: `AB${tail}` } }));
    const short = await save(
      bookingInput({ header: { Pol: "BEANR", Terminal: "AET" }, itemOverrides: { SerialNumber: `CD${tail}` } }),
    );
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual([
      { path: "Items[0].SerialNumber", code: "chassis_ambiguous", message: expect.stringContaining(tail) },
    ]);
    // Another model, or the full 17-character VIN, is fine.
    expect(
      (await save(bookingInput({ itemOverrides: { SerialNumber: `CD${tail}`, Description: "Toyota Hilux" } }))).status,
    ).toBe(200);
    const full = randomVin().slice(0, 11) + tail;
    expect(
      (await save(bookingInput({ itemOverrides: { SerialNumber: full } }))).body.errors?.map((e) => e.code) ?? [],
    ).not.toContain("chassis_ambiguous");
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "lets exactly one of many concurrent saves of one chassis succeed (PostgreSQL server)",
    async () => {
      const vin = randomVin();
      const attempts = 12;
      const results = await Promise.all(
        Array.from({ length: attempts }, () => save(bookingInput({ itemOverrides: { SerialNumber: vin } }))),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 422)).toHaveLength(attempts - 1);
      for (const r of results.filter((x) => x.status === 422))
        expect(r.body.errors).toEqual([
          { path: "Items[0].SerialNumber", code: "chassis_taken", message: expect.any(String) },
        ]);
      const items = await db().bookingItem.count({ where: { chassis: vin, isCanceled: false } });
      expect(items).toBe(1);
    },
  );
});

describe("Idempotency-Key", () => {
  it("replays the first response for the same key and body, refuses another body", async () => {
    const key = `k-${randomSerial(10)}`;
    const message = bookingInput();
    const first = await save(message, { headers: { "idempotency-key": key } });
    expect(first.status).toBe(200);
    const again = await save(message, { headers: { "idempotency-key": key } });
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(await db().booking.count({ where: { id: first.body.booking.Id! } })).toBe(1);
    const other = await save(bookingInput(), { headers: { "idempotency-key": key } });
    expect(other.status).toBe(422);
    expect(other.body.errors).toEqual([
      { path: "Idempotency-Key", code: "idempotency_key_reused", message: expect.any(String) },
    ]);
    // Keys are per caller: the other agent may use the same one.
    expect(
      (
        await save(bookingInput({ agent: "BVF" }), {
          apiKey: TEST_API_KEYS.otherAgent,
          headers: { "idempotency-key": key },
        })
      ).status,
    ).toBe(200);
  });

  it("replays refusals too, and answers 409 while the first request runs", async () => {
    const key = `k-${randomSerial(10)}`;
    const bad = bookingInput({ header: { Pod: "Nowhere" } });
    const first = await save(bad, { headers: { "idempotency-key": key } });
    expect(first.status).toBe(404);
    const again = await save(bad, { headers: { "idempotency-key": key } });
    expect(again.status).toBe(404);
    expect(again.headers.get("idempotent-replayed")).toBe("true");

    const running = `k-${randomSerial(10)}`;
    const message = { booking: { ...bookingInput(), TestOnly: false } };
    const { requestHash } = await import("@/lib/api/idempotency");
    await db().idempotencyKey.create({
      data: {
        callerKey: `apikey:${(await db().apiKey.findFirstOrThrow({ where: { name: "Acme integration" } })).id}`,
        key: running,
        requestHash: requestHash(message),
        expiresAt: new Date(Date.now() + 60_000),
      },
    });
    const busy = await save(message, { raw: true, headers: { "idempotency-key": running } });
    expect(busy.status).toBe(409);
    expect(busy.body).toMatchObject({
      code: "NOT_ALLOWED",
      errors: [{ path: "Idempotency-Key", code: "idempotency_in_progress" }],
    });
  });
});

describe("a booking with every field of the spec's tables", () => {
  it("is saved, read back, and saved again as it stands", async () => {
    const vin = randomVin();
    // Papers and photos are files uploaded by the agent (POST /api/files), named by Id and Quayside's Url.
    const upload = async (name: string) => {
      const res = await callRoute<{ Id: number; Url: string }>(uploadFile, {
        url: `/api/files?name=${name}`,
        method: "POST",
        apiKey: TEST_API_KEYS.agent,
        headers: { "content-type": "application/pdf" },
        body: "%PDF-1.4\n%%EOF\n",
      });
      expect(res.status).toBe(201);
      return { Id: res.body.Id, Name: name, Url: res.body.Url };
    };
    const [declaration, front, back2, invoice, trailer, list] = [
      await upload("export-declaration.pdf"),
      await upload("front.jpg"),
      await upload("back.jpg"),
      await upload("invoice.pdf"),
      await upload("trailer.pdf"),
      await upload("list.pdf"),
    ];
    const full: ExtBookingInput = {
      Header: {
        Id: 0,
        Request: { QuotationId: 77, Reference: "Q-2026-77" },
        OwnerId: 12,
        PolReference: { Code: "BEZEE", Name: "Zeebrugge" },
        PodReference: { Code: "NGLOS", Name: "Lagos" },
        PaymentTerms: 2,
        PaymentDays: 30,
        ShippingTerms: "CIF",
        CargoType: 2,
        TransportMode: 2,
        Status: "Requested",
        RequestType: 2,
        BookingVoyage: null,
        EstimatedDeliveryOn: "2026-12-01T08:00:00",
        PickupOn: "2026-11-28T14:30:00",
        Note: "Full booking",
        IsCanceled: false,
        ReferenceNumber: "PO-4711",
        Description: "Two vehicles and a trailer",
        Pol: "BEZEE",
        Terminal: "ICO",
        Pod: "NGLOS",
        AgentId: 0,
        Line: "Nordic Ro-Ro Lines",
        Shipper: ref("ACME-SHP"),
        Exporter: ref("ACME-EXP"),
        Consignee: ref("ACME-CNE"),
        Client: {
          Code: `CLI-${randomSerial(6)}`,
          Name: "Client SA",
          Type: "Company",
          IdentifierType: "VAT",
          IdentifierCode: "BE0123456789",
          Mobile: "+32 470 00 00 00",
          Phone: "+32 50 00 00 00",
          Email: "client@example.test",
          IsReferenceOnly: false,
          Address: {
            Address1: "Kaai 1",
            Address2: "Unit 2",
            Country: "BE",
            Region: "VWV",
            City: "Brugge",
            Street: "Kaai",
            PostalCode: "8000",
            Description: "HQ",
            Longitude: 3.2,
            Latitude: 51.2,
            IsBolManual: true,
            Bol: "BOL-1",
          },
        },
        IntermediateConsignee: { FirstName: "Kofi", LastName: "Mensah", IsReferenceOnly: false },
        Notify: ref("ACME-NTF"),
        Nvocc: { Name: "Ocean NVOCC", IsReferenceOnly: false },
        DestinationAgent: { Name: "Lagos Agency", IsReferenceOnly: false },
        Collector: { Name: "Collector Ltd", IsReferenceOnly: false },
        OriginAddress: { City: "Antwerp", Country: "BE", IsBolManual: false },
        DestinationAddress: { City: "Lagos", Country: "NG", IsBolManual: false, Bol: "LOS-1" },
        CustomsTemplateId: 5,
      },
      Items: [
        {
          RelativeId: 1,
          IsCanceled: false,
          Reference: "REF-1",
          Description: "Toyota Land Cruiser",
          BolDescription: "TOYOTA LAND CRUISER 200",
          SerialType: "Vin",
          SerialNumber: vin,
          Year: 2019,
          Type: "C",
          Quantity: 1,
          Length: 495,
          Width: 198,
          Height: 190,
          Weight: 2500,
          HasCustomCbm: true,
          BolCbm: 18.625,
          Priority: "Priority",
          Block: true,
          BlockReason: "Awaiting title",
          Mobility: "Regular",
          Insured: true,
          VehicleValue: 45000.5,
          Currency: "EUR",
          CountryOfOrigin: "JP",
          StateOfOrigin: "Aichi",
          TitleNumber: "T-123",
          TitleState: "NJ",
          Notes: "Keys with the driver",
          CTN: "CTN-9",
          ClearanceDoc: "EX-A",
          SealNumber: "S-1",
          PaymentMode: 1,
          Client: ref("ACME-CNE"),
          IsClientManual: true,
          Transit: { Description: "via Cotonou", Country: "BJ", Pod: "BJCOO" },
          Price: 1250.75,
          UrfId: 3,
          CommodityCategory: "Vehicles",
          CommoditySubCategoryId: 8,
          CommoditySubCategory: "SUV",
          UpdatePaperForCustoms: true,
          PaperForCustoms: declaration,
          Photos: [front, back2],
          InvoicePaper: invoice,
          SubUnits: [
            {
              RelativeId: 1,
              RelationType: "Attached",
              IsCanceled: false,
              Description: "Box trailer",
              BolDescription: "TRAILER",
              SerialType: "Serial",
              Weight: 400,
              Year: 2018,
              VehicleValue: 1200,
              Currency: "EUR",
              Notes: "hitched",
              Transit: { Description: "none", Country: "BE" },
              UpdatePaperForCustoms: true,
              PaperForCustoms: trailer,
            },
            { RelativeId: 2, RelationType: "STC", IsCanceled: false, Description: "Motorbike inside" },
          ],
          SubItems: [
            {
              RelativeId: 1,
              IsCanceled: false,
              Description: "Household goods",
              Notes: "12 boxes",
              UpdatePaperForCustoms: true,
              PaperForCustoms: list,
            },
          ],
        },
        itemInput(2, {
          SerialType: "Serial",
          SerialNumber: `SN-${randomSerial(10)}`,
          Description: "Caterpillar 320 Excavator",
        }),
      ],
    };
    const model = await db().unitModel.findFirst({ where: { make: "Caterpillar" } });
    full.Items[1].Description = model ? model.description : "Toyota Hilux";
    const res = await save(full);
    expect(res.body).toMatchObject({ status: 0 });
    const b = res.body.booking;
    const back = await readBack(b.Id!);
    const { Header, Items } = back;
    expect(Header).toMatchObject({
      ...full.Header,
      Id: b.Id,
      Status: "Requested",
      ItemCount: 2,
      Prefix: "ACM",
      Number: b.Number,
      BookingCode: b.BookingCode,
      Shipper: { Code: "ACME-SHP", IsReferenceOnly: true },
      Client: { ...full.Header.Client, IsReferenceOnly: true, Id: expect.any(String) },
      AgentId: acme.id,
      IntermediateConsignee: { FirstName: "Kofi", LastName: "Mensah", IsReferenceOnly: true },
      Nvocc: { Name: "Ocean NVOCC", IsReferenceOnly: true },
      DestinationAgent: { Name: "Lagos Agency", IsReferenceOnly: true },
      Collector: { Name: "Collector Ltd", IsReferenceOnly: true },
    });
    // The Price sent is not taken: the line's tariff sets it (Zeebrugge - Lagos cars, no voyage so no trade surcharge).
    expect(Items[0]).toMatchObject({
      ...full.Items[0],
      Price: 1050,
      Id: b.Items[0].Id,
      Client: { Code: "ACME-CNE" },
      SubUnits: [
        expect.objectContaining({ ...full.Items[0].SubUnits![0], Id: b.Items[0].SubUnits[0].Id }),
        expect.objectContaining({ RelationType: "STC" }),
      ],
      SubItems: [expect.objectContaining({ ...full.Items[0].SubItems![0], Id: b.Items[0].SubItems[0].Id })],
    });

    // As it stands: accepted, nothing changes but the version.
    const same = await save(back);
    expect(same.status).toBe(200);
    expect(same.body.booking).toMatchObject({ Id: b.Id, Version: 2, ItemCount: 2 });
    const revision = await db().bookingRevision.findUniqueOrThrow({
      where: { bookingId_version: { bookingId: b.Id!, version: 2 } },
    });
    expect(revision.changes).toEqual([]);
    expect(await readBack(b.Id!)).toEqual(back);

    // And an edit of a nested field lands where it should.
    back.Items[0].SubUnits![0].Notes = "unhitched";
    back.Items[0].Photos = [back.Items[0].Photos![0]];
    const edited = await save(back);
    expect(edited.status).toBe(200);
    const changes = (
      await db().bookingRevision.findUniqueOrThrow({ where: { bookingId_version: { bookingId: b.Id!, version: 3 } } })
    ).changes;
    expect(changes).toEqual([
      { path: `Items[Id=${b.Items[0].Id}].Files`, from: 4, to: "3 file(s)" },
      {
        path: `Items[Id=${b.Items[0].Id}].SubUnits[Id=${b.Items[0].SubUnits[0].Id}].Notes`,
        from: "hitched",
        to: "unhitched",
      },
    ]);
    expect((await readBack(b.Id!)).Items[0].Photos).toHaveLength(1);
  });
});

describe("the spec's long ids and field codes", () => {
  const past32 = 2 ** 31 + 12_345;
  const huge = Number.MAX_SAFE_INTEGER;

  it("saves an OwnerId and a CustomsTemplateId past 2^31 and reads them back (GET /api/bookings/{id})", async () => {
    const { GET } = await import("@/app/api/bookings/[id]/route");
    const b = await create(bookingInput({ header: { OwnerId: past32, CustomsTemplateId: huge } }));
    const read = await callRoute<{ booking: { Header: { OwnerId: number; CustomsTemplateId: number } } }>(GET, {
      url: `/api/bookings/${b.Id}`,
      apiKey: TEST_API_KEYS.agent,
      params: { id: String(b.Id) },
    });
    expect(read.status).toBe(200);
    expect(read.body.booking.Header).toMatchObject({ OwnerId: past32, CustomsTemplateId: huge });
    const stored = await db().booking.findUniqueOrThrow({ where: { id: b.Id! } });
    expect(stored.ownerId).toBe(BigInt(past32));
    expect(stored.customsTemplateId).toBe(BigInt(huge));
    // saved again as read: nothing changes
    const back = await readBack(b.Id!);
    const again = await save(back);
    expect(again.status).toBe(200);
    expect(
      (await db().bookingRevision.findUniqueOrThrow({ where: { bookingId_version: { bookingId: b.Id!, version: 2 } } }))
        .changes,
    ).toEqual([]);
  });

  it("refuses a long past 2^53 − 1", async () => {
    const res = await save(bookingInput({ header: { OwnerId: huge + 2 } }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([expect.objectContaining({ path: "Header.OwnerId" })]);
  });

  it("answers a Header.Id, VoyageId or AgentId past 2^31 with 404, not 422", async () => {
    const id = await save(bookingInput({ header: { Id: past32 } }));
    expect(id.status).toBe(404);
    expect(id.body).toMatchObject({ code: "NOT_FOUND", errors: [{ path: "Header.Id", code: "not_found" }] });
    const voyage = await save(bookingInput({ header: { VoyageId: past32 } }));
    expect(voyage.status).toBe(404);
    expect(voyage.body.errors).toEqual([expect.objectContaining({ path: "Header.VoyageId", code: "not_found" })]);
    const agent = await save(bookingInput({ header: { AgentId: past32 } }), { apiKey: TEST_API_KEYS.admin });
    expect(agent.status).toBe(404);
    expect(agent.body.errors).toEqual([expect.objectContaining({ path: "Header.AgentId", code: "not_found" })]);
  });

  it("reports a missing Terminal as required", async () => {
    const message = bookingInput();
    delete (message.Header as { Terminal?: string }).Terminal;
    const res = await save(message);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([expect.objectContaining({ path: "Header.Terminal", code: "required" })]);
  });

  it("reports a bad integer enumeration with the code of a bad string one", async () => {
    const res = await save(
      bookingInput({ header: { PaymentTerms: 9 }, itemOverrides: { Priority: "Whenever" } as never }),
    );
    expect(res.status).toBe(422);
    const codes = Object.fromEntries(res.body.errors.map((e) => [e.path, e.code]));
    expect(codes).toEqual({ "Header.PaymentTerms": "invalid_value", "Items[0].Priority": "invalid_value" });
  });

  it("refuses a VehicleValue below 0 or above 100,000,000, with its path", async () => {
    const message = bookingInput({ itemOverrides: { VehicleValue: -5 } });
    message.Items[0].SubUnits = [
      { RelativeId: 1, RelationType: "Attached", Description: "Trailer", VehicleValue: 1e20 },
    ];
    const res = await save(message);
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e) => [e.path, e.code]).sort()).toEqual([
      ["Items[0].SubUnits[0].VehicleValue", "too_big"],
      ["Items[0].VehicleValue", "too_small"],
    ]);
    const ok = await save(bookingInput({ itemOverrides: { VehicleValue: 100_000_000 } }));
    expect(ok.status).toBe(200);
  });
});
