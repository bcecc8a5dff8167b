// "Will it ship?" agrees with the save, over every demo lane (a database of its own: the seeded
// sailings as they are, full and limited ones included): a sailing the search says fits takes the
// booking of the same units, and one it says does not is refused with the same codes for the same
// units. Soonest first, within 8 weeks, priced when the tariff has a rate; bad input is refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as searchRoute } from "@/app/api/sailings/search/route";
import type { Caller } from "@/lib/auth/caller";
import { saveBooking } from "@/lib/booking/save/save-booking";
import { extBookingSchema } from "@/lib/booking/message/save-schema";
import { apiTextIn } from "@/lib/testing/person-text";
import { bookingInput } from "@/lib/booking/test-helpers";
import { ApiError } from "@/lib/core/errors";
import { db, pgPool } from "@/lib/db/prisma";
import type { SailingSearchBody, SailingSearchResult } from "@/lib/sailing-search/schema";
import { SERVICES } from "@/lib/seed/fleet";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/test-database";

let ownDatabase: TestDatabase;
let agent: Caller;
const thisYear = new Date().getUTCFullYear();

const search = (body: unknown, headers: Record<string, string> = {}) =>
  callRoute<SailingSearchResult & { code?: string; errors?: { path: string }[] }>(searchRoute, {
    url: "/api/sailings/search",
    method: "POST",
    apiKey: TEST_API_KEYS.agent,
    headers,
    body,
  });

/** What the save answers for these units on this sailing: null when it takes them, else the refusals. */
async function saveAnswer(
  sailing: SailingSearchResult["sailings"][number],
  lane: { pol: string; terminal: string; pod: string },
  units: SailingSearchBody["units"],
) {
  const message = bookingInput({
    header: {
      Line: sailing.line,
      BookingVoyage: sailing.voyage,
      Pol: lane.pol,
      Terminal: lane.terminal,
      Pod: lane.pod,
    },
  });
  message.Items = units.map((u, i) => ({
    ...message.Items[0],
    RelativeId: i + 1,
    SerialNumber: `SRCH${String(i).padStart(2, "0")}${Math.random().toString().slice(2, 13)}`,
    SerialType: "Serial",
    Description: u.description ?? null,
    Type: u.type ?? null,
    Length: u.length,
    Width: u.width,
    Height: u.height,
    Weight: u.weight,
    Year: u.year ?? null,
    Mobility: u.mobility ?? null,
  }));
  try {
    await saveBooking(agent, extBookingSchema.parse(message), { testOnly: true });
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return error.errors.map((e) => ({ code: e.code, unit: /^Items\[(\d+)\]/.exec(e.path)?.[1] ?? null }));
  }
}

beforeAll(async () => {
  ownDatabase = await createTestDatabase();
  process.env.DATABASE_URL = ownDatabase.url;
  const acme = await db().agent.findUniqueOrThrow({ where: { code: "ACME" } });
  agent = { kind: "apiKey", id: 1, role: "AGENT", agentId: acme.id, lineId: null, name: "Acme", ip: "127.0.0.1" };
});

afterAll(async () => {
  await db().$disconnect();
  await pgPool().end();
  await ownDatabase?.drop();
});

describe("POST /api/sailings/search", () => {
  it("agrees with the save on every demo lane: fits is a booking taken, a refusal the save's own", async () => {
    const car = {
      description: "Toyota Land Cruiser",
      length: 495,
      width: 198,
      height: 190,
      weight: 2500,
      year: thisYear - 2,
    };
    const lots: SailingSearchBody["units"][] = [
      [car],
      [
        { ...car, year: thisYear - 20, mobility: "NonRunner" },
        { description: "Volvo FMX 500 8x4 Tipper", length: 1200, width: 255, height: 470, weight: 30_000 },
        { description: "Scania R 500 4x2 Tractor", length: 900, width: 400, height: 520, weight: 140_000 },
      ],
    ];
    let fits = 0;
    let refused = 0;
    for (const service of SERVICES) {
      const polCall = service.calls.find(([, role, terminal]) => role.includes("L") && terminal);
      const podCall = [...service.calls].reverse().find(([, role]) => role.includes("D"));
      if (!polCall || !podCall) continue;
      const lane = { pol: polCall[0], terminal: polCall[2]!, pod: podCall[0] };
      for (const units of lots) {
        const res = await search({ pol: lane.pol, pod: lane.pod, units });
        expect(res.status).toBe(200);
        const departures = res.body.sailings.map((s) => s.departure);
        expect(departures).toEqual([...departures].sort());
        // each refusal the /sailings page shows reads as words: no path, ISO time or fine RT
        for (const r of res.body.sailings.flatMap((s) => s.refusals))
          expect(apiTextIn(r.message), r.message).toBeNull();
        for (const sailing of res.body.sailings.slice(0, 3)) {
          const answer = await saveAnswer(sailing, lane, units);
          if (sailing.fits) {
            fits++;
            expect(answer, `${sailing.voyage} ${lane.pol}→${lane.pod}`).toBeNull();
          } else {
            refused++;
            const said = sailing.refusals.map((r) => ({ code: r.code, unit: r.unit === null ? null : String(r.unit) }));
            expect(answer, `${sailing.voyage} ${lane.pol}→${lane.pod}`).toEqual(said);
          }
        }
      }
    }
    // both answers were put to the test
    expect(fits).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });

  it("prices the lot from the tariff and names the unit a destination rule refuses", async () => {
    const units = [
      { description: "Toyota Land Cruiser", length: 495, width: 198, height: 190, weight: 2500, year: thisYear - 2 },
      { type: "C" as const, length: 450, width: 180, height: 150, weight: 1400, year: thisYear - 30 },
    ];
    const res = await search({ pol: "Zeebrugge", pod: "NGLOS", units });
    expect(res.status).toBe(200);
    expect(res.body.sailings.length).toBeGreaterThan(0);
    for (const s of res.body.sailings) {
      expect(s.refusals).toContainEqual({ code: "too_old", message: expect.stringContaining("Unit 2"), unit: 1 });
      expect(s.price).toEqual({ currency: "EUR", total: expect.any(Number) });
    }
    // the same judgement in French for a French caller: the same codes and units, the words in French
    const french = await search(
      { pol: "Zeebrugge", pod: "NGLOS", units: [...units, { ...units[0], description: "Nope Nothing" }] },
      { "accept-language": "fr" },
    );
    expect(french.status).toBe(200);
    for (const s of french.body.sailings) {
      expect(s.refusals).toContainEqual({ code: "too_old", message: expect.not.stringContaining("Unit 2"), unit: 1 });
      expect(s.refusals).toContainEqual({
        code: "not_found",
        message: "Aucun modèle d’unité du catalogue ne s’appelle «\u00a0Nope Nothing\u00a0».",
        unit: 2,
      });
    }
    const one = await search({ pol: "BEZEE", pod: "NGLOS", units: [units[0]] });
    const two = await search({ pol: "BEZEE", pod: "NGLOS", units: [units[0], units[0]] });
    const sameSailing = two.body.sailings.find((s) => s.voyage === one.body.sailings[0].voyage)!;
    expect(sameSailing.price!.total).toBeGreaterThan(one.body.sailings[0].price!.total);
  });

  it("refuses bad input with the envelope and an unknown port with 404", async () => {
    const bad = await search({ pol: "BEZEE", pod: "NGLOS", units: [{ length: 1, width: 1, height: 1, weight: 1 }] });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe("VALIDATION_FAILED");
    expect((await search({ pol: "BEZEE", pod: "NGLOS", units: [] })).status).toBe(422);
    const nowhere = await search({
      pol: "Atlantis",
      pod: "NGLOS",
      units: [{ type: "C", length: 400, width: 180, height: 150, weight: 1200 }],
    });
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.errors).toEqual([expect.objectContaining({ path: "pol", code: "not_found" })]);
  });

  it("takes a port by the beginning of its name when only one port has it: Zeeb is Zeebrugge", async () => {
    const unit = { type: "C" as const, length: 400, width: 180, height: 150, weight: 1200 };
    const [short, full] = await Promise.all([
      search({ pol: "Zeeb", pod: "lagos", units: [unit] }),
      search({ pol: "BEZEE", pod: "NGLOS", units: [unit] }),
    ]);
    expect(short.status).toBe(200);
    expect(short.body.sailings.map((s) => s.voyage)).toEqual(full.body.sailings.map((s) => s.voyage));
    expect(short.body.sailings.length).toBeGreaterThan(0);
  });
});
