// Destination rules (docs/integrators/destination-rules.md) on a database of its own (the file
// replaces a line's rules): read by whoever may book, replaced by the line's staff only, refused
// whole when one rule is bad; the save refuses `too_old` and `non_runner_refused` at their paths;
// the gate-in of a unit without a required paper is refused `papers_missing`, naming it. A rule
// change applies to saves and gate-ins after it only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listRoute } from "@/app/api/destination-rules/route";
import { PUT as replaceRoute } from "@/app/api/lines/[code]/destination-rules/route";
import { POST as milestoneRoute } from "@/app/api/items/[id]/milestones/route";
import type { Caller } from "@/lib/auth/caller";
import { getBookingMessage } from "@/lib/booking/read/get-booking-message";
import { saveBooking } from "@/lib/booking/save/save-booking";
import { extBookingSchema, type ExtBookingInput } from "@/lib/booking/message/save-schema";
import { bookingInput, randomVin } from "@/lib/booking/test-helpers";
import { ApiError } from "@/lib/core/errors";
import { db, pgPool } from "@/lib/db/prisma";
import type { DestinationRules } from "@/lib/destination-rules/schema";
import { papersChecklistOfBooking } from "@/lib/destination-rules/papers-checklist";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS, TEST_USERS } from "@/lib/testing/fixtures";
import { signedInCookie } from "@/lib/testing/session";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/test-database";

type Envelope = { code: string; errors: { path: string; code: string; message: string }[] };

let ownDatabase: TestDatabase;
let agent: Caller;
let staffCookie: string;
let otherStaffCookie: string;
const today = new Date().toISOString().slice(0, 10);
const thisYear = new Date().getUTCFullYear();

const list = (query: string, apiKey: string = TEST_API_KEYS.agent) =>
  callRoute<DestinationRules & Envelope>(listRoute, { url: `/api/destination-rules${query}`, apiKey });
const replace = (code: string, body: unknown, cookie = staffCookie) =>
  callRoute<DestinationRules & Envelope>(replaceRoute, {
    url: `/api/lines/${code}/destination-rules`,
    method: "PUT",
    headers: { cookie, "sec-fetch-site": "same-origin" },
    body,
    params: { code },
  });
const gateIn = (itemId: number, headers?: Record<string, string>) =>
  callRoute<Envelope>(milestoneRoute, {
    url: `/api/items/${itemId}/milestones`,
    method: "POST",
    apiKey: TEST_API_KEYS.admin,
    headers,
    body: { type: "Delivered", on: today },
    params: { id: String(itemId) },
  });
const save = (message: ExtBookingInput) => saveBooking(agent, extBookingSchema.parse(message), { testOnly: false });
async function refusalOf(message: ExtBookingInput) {
  const error = await save(message).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}
const booking = (pod: string, item: Partial<ExtBookingInput["Items"][number]> = {}) =>
  bookingInput({ header: { Pod: pod, Line: "NRL" }, itemOverrides: item });

beforeAll(async () => {
  ownDatabase = await createTestDatabase();
  process.env.DATABASE_URL = ownDatabase.url;
  const acme = await db().agent.findUniqueOrThrow({ where: { code: "ACME" } });
  agent = { kind: "apiKey", id: 1, role: "AGENT", agentId: acme.id, lineId: null, name: "Acme", ip: "127.0.0.1" };
  staffCookie = await signedInCookie(TEST_USERS.staffNrl);
  otherStaffCookie = await signedInCookie(TEST_USERS.staffAcc);
});

afterAll(async () => {
  await db().$disconnect();
  await pgPool().end();
  await ownDatabase?.drop();
});

describe("destination rules", () => {
  it("are read by an agent for a Pod (its own rule and its country's) and replaced only by the line's staff", async () => {
    const seeded = await list("?line=NRL&pod=Lagos");
    expect(seeded.status).toBe(200);
    expect(seeded.body.rules).toEqual([
      expect.objectContaining({ line: "NRL", country: "NG", pod: null, maxAgeYears: 15, nonRunners: "refuse" }),
    ]);

    const put = await replace("nrl", {
      rules: [
        { country: "ng", maxAgeYears: 12 },
        { pod: "Lagos", nonRunners: "refuse", requiredPapers: ["PaperForCustoms", "Photos"] },
      ],
    });
    expect(put.status).toBe(200);
    expect(put.body.rules).toEqual([
      {
        line: "NRL",
        country: "NG",
        pod: null,
        maxAgeYears: 12,
        nonRunners: "accept",
        batteryDeclaration: false,
        requiredPapers: [],
      },
      {
        line: "NRL",
        country: null,
        pod: "NGLOS",
        maxAgeYears: null,
        nonRunners: "refuse",
        batteryDeclaration: false,
        requiredPapers: ["PaperForCustoms", "Photos"],
      },
    ]);
    expect((await list("?pod=NGLOS")).body.rules).toEqual(put.body.rules);

    // another line's staff, an agent, bad rules: refused, and nothing changes
    expect((await replace("NRL", { rules: [] }, otherStaffCookie)).status).toBe(404);
    const byAgent = await callRoute<Envelope>(replaceRoute, {
      url: "/api/lines/NRL/destination-rules",
      method: "PUT",
      apiKey: TEST_API_KEYS.agent,
      body: { rules: [] },
      params: { code: "NRL" },
    });
    expect(byAgent.status).toBe(403);
    const bad = await replace("NRL", {
      rules: [{ country: "NG", pod: "NGLOS" }, { country: "Nigeria" }, { pod: "GHTEM", nonRunners: "sometimes" }],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe("VALIDATION_FAILED");
    expect(bad.body.errors.map((e) => e.path)).toEqual(
      expect.arrayContaining(["rules[0]", "rules[1].country", "rules[2].nonRunners"]),
    );
    const unknownPort = await replace("NRL", { rules: [{ pod: "Atlantis" }, { pod: "NGLOS" }, { pod: "Lagos" }] });
    expect(unknownPort.status).toBe(422);
    expect(unknownPort.body.errors.map((e) => [e.path, e.code])).toEqual([
      ["rules[0].pod", "not_found"],
      ["rules[2]", "duplicate"],
    ]);
    expect((await list("?line=NRL")).body.rules).toEqual(put.body.rules);
    expect((await list("?line=NOPE")).status).toBe(404);
  });

  it("refuse at the save a unit too old for the Pod (too_old at Items[i].Year) and a refused non-runner (at Items[i].Mobility)", async () => {
    await replace("NRL", { rules: [{ country: "NG", maxAgeYears: 10, nonRunners: "refuse" }] });
    const old = await refusalOf(booking("NGLOS", { Year: thisYear - 11 }));
    expect(old.code).toBe("NOT_ALLOWED");
    expect(old.errors).toEqual([
      {
        path: "Items[0].Year",
        code: "too_old",
        message: `Unit 1 is from ${thisYear - 11}: the line takes units no older than 10 years to Lagos.`,
      },
    ]);
    await save(booking("NGLOS", { Year: thisYear - 10 }));
    const nonRunner = await refusalOf(booking("NGLOS", { Mobility: "NonRunner" }));
    expect(nonRunner.errors.map((e) => [e.path, e.code])).toEqual([["Items[0].Mobility", "non_runner_refused"]]);
    // another Pod of the line has no rule
    await save(booking("SNDKR", { Mobility: "NonRunner", Year: thisYear - 30 }));
  });

  it("refuse an electric or hybrid unit whose battery is not declared (battery_declaration_missing at Items[i].BatteryDeclared)", async () => {
    await replace("NRL", { rules: [{ country: "NG", batteryDeclaration: true }] });
    const tesla = await refusalOf(booking("NGLOS", { Description: "Tesla Model 3" }));
    expect(tesla.errors).toEqual([
      {
        path: "Items[0].BatteryDeclared",
        code: "battery_declaration_missing",
        message:
          "Unit 1 is electric or hybrid: the line takes such units to Lagos only with their lithium battery declared (UN 3171).",
      },
    ]);
    const hybrid = await refusalOf(booking("NGLOS", { Description: "Toyota Prius" }));
    expect(hybrid.errors.map((e) => e.code)).toEqual(["battery_declaration_missing"]);
    // declared, it is taken; a combustion engine needs nothing; another Pod has no rule
    const declared = await save(booking("NGLOS", { Description: "Tesla Model 3", BatteryDeclared: true }));
    const stored = await db().bookingItem.findFirstOrThrow({ where: { bookingId: declared.booking.Id! } });
    expect(stored.batteryDeclared).toBe(true);
    await save(booking("NGLOS", { Description: "Toyota Land Cruiser" }));
    await save(booking("SNDKR", { Description: "Nissan Leaf" }));
  });

  it("apply to new saves only: a booking saved before a rule is edited, and judged again when a unit changes", async () => {
    await replace("NRL", { rules: [] });
    const saved = await save(booking("NGLOS", { Year: thisYear - 20 }));
    await replace("NRL", { rules: [{ country: "NG", maxAgeYears: 15 }] });
    const back = await getBookingMessage(saved.booking.Id!, agent);
    await save({ ...back, Header: { ...back.Header, Note: "still fine" } } as ExtBookingInput);
    const older = { ...back, Items: [{ ...back.Items[0], Year: thisYear - 21 }] } as ExtBookingInput;
    expect((await refusalOf(older)).errors.map((e) => e.code)).toEqual(["too_old"]);
  });

  it("refuse the gate-in of a unit without a required paper (papers_missing, naming it), as the rules say at the gate", async () => {
    await replace("NRL", { rules: [] });
    const saved = await save(booking("NGLOS"));
    const itemId = Number(saved.booking.Items[0].Id);
    await replace("NRL", { rules: [{ pod: "NGLOS", requiredPapers: ["PaperForCustoms", "InvoicePaper"] }] });
    const refused = await gateIn(itemId);
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([
      {
        path: "type",
        code: "papers_missing",
        message: `Item ${itemId}: The line needs the paper for customs and the invoice before this unit is gated in (missing: PaperForCustoms, InvoicePaper).`,
      },
    ]);
    // In French the papers are named and joined in French; the codes after "manquant" stay the API's.
    await replace("NRL", { rules: [{ pod: "NGLOS", requiredPapers: ["PaperForCustoms", "InvoicePaper", "Photos"] }] });
    const french = await gateIn(itemId, { "accept-language": "fr-FR,fr;q=0.9" });
    expect(french.body.errors?.[0]?.message).toBe(
      `Unité ${itemId}\u00a0: l’armateur exige le document douanier, la facture et les photos avant l’entrée de cette unité au terminal (manquant\u00a0: PaperForCustoms, InvoicePaper, Photos).`,
    );
    const english = await gateIn(itemId);
    expect(english.body.errors?.[0]?.message).toBe(
      `Item ${itemId}: The line needs the paper for customs, the invoice and photos before this unit is gated in (missing: PaperForCustoms, InvoicePaper, Photos).`,
    );
    await replace("NRL", { rules: [{ pod: "NGLOS", requiredPapers: [] }] });
    expect((await gateIn(itemId)).status).toBe(200);
  });

  it("list each unit's required papers on the booking page's checklist, attached or missing, as the gate would judge them", async () => {
    await replace("NRL", { rules: [] });
    const base = booking("NGLOS");
    const saved = await save({
      ...base,
      Items: [base.Items[0], { ...base.Items[0], RelativeId: 2, SerialNumber: randomVin() }],
    });
    const bookingId = Number(saved.booking.Id);
    expect(await papersChecklistOfBooking(bookingId)).toBeNull();

    await replace("NRL", { rules: [{ country: "NG", requiredPapers: ["PaperForCustoms", "Photos"] }] });
    const [first, second] = saved.booking.Items.map((i) => Number(i.Id));
    await db().bookingFile.create({ data: { kind: "PAPER_FOR_CUSTOMS", extId: 1n, itemId: first } });
    await db().bookingFile.create({ data: { kind: "PHOTO", extId: 2n, itemId: first } });
    await db().bookingFile.create({ data: { kind: "PHOTO", extId: 3n, itemId: second } });
    const checklist = await papersChecklistOfBooking(bookingId);
    expect(checklist?.required).toEqual(["PaperForCustoms", "Photos"]);
    expect(checklist?.units.map((u) => [u.relativeId, u.complete, u.papers.map((p) => [p.paper, p.attached])])).toEqual(
      [
        [
          1,
          true,
          [
            ["PaperForCustoms", true],
            ["Photos", true],
          ],
        ],
        [
          2,
          false,
          [
            ["PaperForCustoms", false],
            ["Photos", true],
          ],
        ],
      ],
    );
    // the checklist agrees with the gate: the complete unit is gated in, the other refused for what it misses
    expect((await gateIn(first)).status).toBe(200);
    const refused = await gateIn(second);
    expect(refused.body.errors.map((e) => e.message)).toEqual([
      `Item ${second}: The line needs the paper for customs before this unit is gated in (missing: PaperForCustoms).`,
    ]);
    await replace("NRL", { rules: [] });
  });
});
