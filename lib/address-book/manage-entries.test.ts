// The address-book page's operations on the test database: list and search, edit, merge
// duplicates (bookings move to the entry kept), delete (refused while a booking names the entry);
// and no agent can see or change another agent's entries.
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/auth/caller";
import {
  addressBookEntrySchema,
  deleteAddressBookEntry,
  listAddressBook,
  mergeAddressBookEntries,
  updateAddressBookEntry,
} from "@/lib/address-book/manage-entries";
import { saveBooking } from "@/lib/booking/save/save-booking";
import { extBookingSchema } from "@/lib/booking/message/save-schema";
import { bookingInput, ref } from "@/lib/booking/test-helpers";
import { db } from "@/lib/db/prisma";

const entry = (input: unknown) => addressBookEntrySchema.parse(input);
const tag = `AB${Date.now().toString(36).toUpperCase()}`;
let acme: Caller;
let bvf: Caller;
const staff: Caller = { kind: "user", id: 1, role: "STAFF", agentId: null, lineId: 1, name: "staff", ip: "127.0.0.1" };
const party: Record<string, number> = {};
let bookingId: number;

beforeAll(async () => {
  const [a, b] = await Promise.all(["ACME", "BVF"].map((code) => db().agent.findUniqueOrThrow({ where: { code } })));
  acme = { kind: "apiKey", id: 1, role: "AGENT", agentId: a.id, lineId: null, name: "acme", ip: "127.0.0.1" };
  bvf = { kind: "apiKey", id: 2, role: "AGENT", agentId: b.id, lineId: null, name: "bvf", ip: "127.0.0.1" };
  for (const [key, agentId, name] of [
    ["keep", a.id, "Harbour Motors"],
    ["dup", a.id, "Harbour Motors Ltd"],
    ["spare", a.id, "Spare Co"],
    ["foreign", b.id, "Harbour Motors"],
  ] as const) {
    party[key] = (
      await db().party.create({ data: { agentId, code: `${tag}-${key}`.toUpperCase(), name: `${name} ${tag}` } })
    ).id;
  }
  // A booking naming the duplicate as its consignee.
  const saved = await saveBooking(
    acme,
    extBookingSchema.parse(bookingInput({ header: { Consignee: ref(`${tag}-dup`.toUpperCase()) } })),
    { testOnly: false },
  );
  bookingId = saved.booking.Id!;
});

describe("the address book page's operations", () => {
  it("lists and searches only the agent's own entries, with how many bookings name each", async () => {
    const page = await listAddressBook(acme, { q: `harbour ${tag}` });
    expect(page.rows.map((r) => r.id).sort()).toEqual([party.keep, party.dup].sort());
    expect(page.rows.find((r) => r.id === party.dup)?.bookings).toBe(1);
    const other = await listAddressBook(bvf, { q: tag });
    expect(other.rows.map((r) => r.id)).toEqual([party.foreign]);
    await expect(listAddressBook(staff)).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("edits an entry; a code another entry holds is refused with the field's path", async () => {
    await updateAddressBookEntry(
      acme,
      party.spare,
      entry({ name: `Spare Company ${tag}`, email: "desk@spare.example", code: `${tag}-spare`.toUpperCase() }),
    );
    expect((await db().party.findUniqueOrThrow({ where: { id: party.spare } })).name).toBe(`Spare Company ${tag}`);
    await expect(
      updateAddressBookEntry(acme, party.spare, entry({ name: "X Co", code: `${tag}-keep`.toUpperCase() })),
    ).rejects.toMatchObject({ code: "NOT_ALLOWED", errors: [{ path: "code" }] });
    // the action parses with the entry's schema before the domain function runs
    expect(() => entry({ name: "", firstName: "Ann" })).toThrow(/company name, or a first and last name/);
  });

  it("never lets another agent edit, delete or merge an entry (404, as if it did not exist)", async () => {
    await expect(updateAddressBookEntry(bvf, party.keep, entry({ name: "Stolen" }))).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(deleteAddressBookEntry(bvf, party.spare)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(mergeAddressBookEntries(acme, { keep: party.keep, merge: [party.foreign] })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(mergeAddressBookEntries(bvf, { keep: party.foreign, merge: [party.dup] })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await db().party.count({ where: { id: { in: [party.keep, party.dup, party.foreign] } } })).toBe(3);
  });

  it("refuses to delete an entry a booking names, and deletes one none does", async () => {
    await expect(deleteAddressBookEntry(acme, party.dup)).rejects.toMatchObject({ code: "NOT_ALLOWED" });
    await deleteAddressBookEntry(acme, party.spare);
    expect(await db().party.findUnique({ where: { id: party.spare } })).toBeNull();
  });

  it("merges a duplicate into the entry kept: its bookings now name the kept entry", async () => {
    const result = await mergeAddressBookEntries(acme, { keep: party.keep, merge: [party.dup] });
    expect(result).toMatchObject({ kept: party.keep, merged: 1, partyLinksMoved: 1 });
    expect((await db().booking.findUniqueOrThrow({ where: { id: bookingId } })).consigneeId).toBe(party.keep);
    expect(await db().party.findUnique({ where: { id: party.dup } })).toBeNull();
    await expect(mergeAddressBookEntries(acme, { keep: party.keep, merge: [party.keep] })).rejects.toMatchObject({
      code: "VALIDATION_FAILED",
    });
  });

  it("says so in the history of every booking it moved, at a new version", async () => {
    const before = await db().booking.findUniqueOrThrow({ where: { id: bookingId }, include: { revisions: true } });
    const last = before.revisions.sort((a, b) => b.version - a.version)[0];
    expect(last.version).toBe(before.version);
    expect(last.actor).toBe("acme");
    expect(last.changes).toEqual([
      {
        path: "Booking",
        from: null,
        to: `The consignee “Harbour Motors Ltd ${tag}” was merged into the address-book entry “Harbour Motors ${tag}”.`,
      },
    ]);
  });

  it("runs whole or not at all: two opposite merges at once leave one entry, and no booking loses its party", async () => {
    const [a, b] = await Promise.all(
      ["a", "b"].map(
        async (k) => (await db().party.create({ data: { agentId: acme.agentId!, name: `Twin ${k} ${tag}` } })).id,
      ),
    );
    const saveNaming = async (id: number) =>
      (
        await saveBooking(
          acme,
          extBookingSchema.parse(bookingInput({ header: { Shipper: { Id: String(id), IsReferenceOnly: true } } })),
          { testOnly: false },
        )
      ).booking.Id!;
    const bookings = [await saveNaming(a), await saveNaming(b)];
    const results = await Promise.allSettled([
      mergeAddressBookEntries(acme, { keep: a, merge: [b] }),
      mergeAddressBookEntries(acme, { keep: b, merge: [a] }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const failed = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(failed.reason).toMatchObject({ code: "NOT_FOUND" });
    const left = await db().party.findMany({ where: { id: { in: [a, b] } } });
    expect(left).toHaveLength(1);
    const shippers = await db().booking.findMany({ where: { id: { in: bookings } }, select: { shipperId: true } });
    expect(shippers.map((s) => s.shipperId)).toEqual([left[0].id, left[0].id]);
  });
});
