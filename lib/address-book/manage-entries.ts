import "server-only";
// The address book as a page: an agent's users list, edit, merge and delete their agent's party
// entries. Every look-up is filtered by the caller's agent and answers 404 for another agent's
// entry (as if it did not exist). Merging moves every booking and unit that names a duplicate to
// the entry kept, then deletes the duplicates, in one transaction; a deletion is refused while a
// booking still names the entry (merge it into another instead), so no booking loses a party.
import { z } from "zod";
import type { Caller } from "@/lib/auth/caller";
import { ApiError, fieldError } from "@/lib/core/errors";
import { checkWords, refusal, wordsOf } from "@/lib/i18n/sentences";
import { db } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import { isRecord, recordOf } from "@/lib/core/narrow";

export const ADDRESS_BOOK_LIST_PAGE = 50;

/** Whose book: an agent user's own agent; an admin names the agent. Staff enter parties in full. */
export function bookOwner(caller: Pick<Caller, "role" | "agentId">, agentId?: number): number {
  if (caller.role === "AGENT" && caller.agentId) return caller.agentId;
  if (caller.role === "ADMIN" && agentId) return agentId;
  throw new ApiError("FORBIDDEN", refusal("refusals.addressBook.ownUsersOnly"));
}

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional();

export const addressBookEntrySchema = z
  .object({
    code: optional(40),
    name: optional(200),
    firstName: optional(100),
    lastName: optional(100),
    email: z
      .string()
      .trim()
      .max(200)
      .transform((v) => (v === "" ? null : v))
      .pipe(z.email({ error: wordsOf("validation.addressBook.notEmail") }).nullable())
      .nullable()
      .optional(),
    phone: optional(40),
    mobile: optional(40),
  })
  .refine((e) => Boolean(e.name || (e.firstName && e.lastName)), {
    path: ["name"],
    ...checkWords("custom", "validation.addressBook.nameRequired"),
  });
export type AddressBookEntryInput = z.input<typeof addressBookEntrySchema>;
/** An entry's fields as addressBookEntrySchema parsed them (the server action parses, decision 105). */
export type AddressBookEntryData = z.output<typeof addressBookEntrySchema>;

export interface AddressBookEntry {
  id: number;
  code: string | null;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  mobile: string | null;
  city: string | null;
  country: string | null;
  /** bookings that name the entry as any party */
  bookings: number;
}

const PARTY_COLUMNS = [
  "shipperId",
  "exporterId",
  "consigneeId",
  "clientId",
  "intermediateConsigneeId",
  "notifyId",
  "nvoccId",
  "destinationAgentId",
  "collectorId",
] as const;

function addressField(address: Prisma.JsonValue, key: string): string | null {
  const value = isRecord(address) ? address[key] : null;
  return typeof value === "string" && value ? value : null;
}

async function bookingCounts(ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db().$queryRaw<{ partyId: number; bookings: number }[]>`
    SELECT p.id AS "partyId", (
      SELECT count(*)::int FROM "Booking" b
      WHERE ${Prisma.join(
        PARTY_COLUMNS.map((c) => Prisma.sql`b.${Prisma.raw(`"${c}"`)} = p.id`),
        " OR ",
      )}
    ) AS bookings
    FROM "Party" p WHERE p.id IN (${Prisma.join(ids)})`;
  return new Map(rows.map((r) => [r.partyId, r.bookings]));
}

/** One page of the caller's agent's entries, searched by code, name or email (every word must match). */
export async function listAddressBook(
  caller: Caller,
  options: { q?: string; page?: number; agentId?: number } = {},
): Promise<{ rows: AddressBookEntry[]; total: number; page: number }> {
  const owner = bookOwner(caller, options.agentId);
  const words = (options.q ?? "").trim().split(/\s+/).filter(Boolean).slice(0, 5);
  const where: Prisma.PartyWhereInput = {
    agentId: owner,
    AND: words.map((word) => ({
      OR: (["code", "name", "firstName", "lastName", "email"] as const).map((column) => ({
        [column]: { contains: word, mode: "insensitive" as const },
      })),
    })),
  };
  const total = await db().party.count({ where });
  const page = Math.min(Math.max(1, options.page ?? 1), Math.max(1, Math.ceil(total / ADDRESS_BOOK_LIST_PAGE)));
  const parties = await db().party.findMany({
    where,
    orderBy: [{ name: "asc" }, { lastName: "asc" }, { id: "asc" }],
    skip: (page - 1) * ADDRESS_BOOK_LIST_PAGE,
    take: ADDRESS_BOOK_LIST_PAGE,
  });
  const counts = await bookingCounts(parties.map((p) => p.id));
  return {
    total,
    page,
    rows: parties.map((p) => ({
      id: p.id,
      code: p.code,
      name: p.name,
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email,
      phone: p.phone,
      mobile: p.mobile,
      city: addressField(p.address, "City"),
      country: addressField(p.address, "Country"),
      bookings: counts.get(p.id) ?? 0,
    })),
  };
}

async function entryOrThrow(owner: number, id: number) {
  const entry = await db().party.findFirst({ where: { id, agentId: owner } });
  if (!entry) throw new ApiError("NOT_FOUND", refusal("refusals.addressBook.noEntry"));
  return entry;
}

export async function updateAddressBookEntry(
  caller: Caller,
  id: number,
  data: AddressBookEntryData,
  agentId?: number,
): Promise<{ id: number }> {
  const owner = bookOwner(caller, agentId);
  await entryOrThrow(owner, id);
  if (data.code) {
    const taken = await db().party.findFirst({
      where: { agentId: owner, code: data.code, NOT: { id } },
      select: { id: true },
    });
    if (taken)
      throw new ApiError("NOT_ALLOWED", refusal("refusals.addressBook.codeTaken"), [
        fieldError("code", "code_taken", refusal("refusals.addressBook.codeBelongs", { code: data.code })),
      ]);
  }
  await db().party.update({ where: { id }, data });
  return { id };
}

export async function deleteAddressBookEntry(caller: Caller, id: number, agentId?: number): Promise<{ id: number }> {
  const owner = bookOwner(caller, agentId);
  await entryOrThrow(owner, id);
  const used = (await bookingCounts([id])).get(id) ?? 0;
  const units = await db().bookingItem.count({ where: { clientPartyId: id } });
  if (used > 0 || units > 0) {
    throw new ApiError("NOT_ALLOWED", refusal("refusals.addressBook.inUse", { total: used + units, used, units }));
  }
  await db().party.delete({ where: { id } });
  return { id };
}

export const mergeSchema = z.object({
  keep: z.number().int().positive(),
  merge: z
    .array(z.number().int().positive())
    .min(1, { error: wordsOf("validation.addressBook.chooseDuplicate") })
    .max(50),
});
export type MergeInput = z.output<typeof mergeSchema>;

const ROLE_OF_COLUMN: Record<(typeof PARTY_COLUMNS)[number], string> = {
  shipperId: "shipper",
  exporterId: "exporter",
  consigneeId: "consignee",
  clientId: "client",
  intermediateConsigneeId: "intermediate consignee",
  notifyId: "notify party",
  nvoccId: "NVOCC",
  destinationAgentId: "destination agent",
  collectorId: "collector",
};

const entryName = (p: {
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  code: string | null;
}) => p.name ?? ([p.firstName, p.lastName].filter(Boolean).join(" ") || p.code || "an unnamed entry");

/**
 * Moves every booking and unit naming a duplicate to `keep`, notes it in each booking's history
 * (a new version, so a form opened before the merge is told the booking changed), then deletes the
 * duplicates. One transaction, with the entries locked first: a save naming a duplicate at the same
 * time either lands before (and is moved) or waits and is refused; two merges of the same entries
 * run one after the other, and the second finds its entries gone.
 */
export async function mergeAddressBookEntries(
  caller: Caller,
  { keep, merge }: MergeInput,
  agentId?: number,
): Promise<{ kept: number; merged: number; partyLinksMoved: number }> {
  const owner = bookOwner(caller, agentId);
  const duplicates = [...new Set(merge.filter((id) => id !== keep))];
  if (duplicates.length === 0)
    throw new ApiError("VALIDATION_FAILED", refusal("refusals.addressBook.chooseOther"), [
      fieldError("merge", "too_small", refusal("refusals.addressBook.chooseOther")),
    ]);
  return db().$transaction(async (tx) => {
    // In id order, so two merges over the same entries never wait for each other crosswise.
    const found = await tx.$queryRaw<
      { id: number; name: string | null; firstName: string | null; lastName: string | null; code: string | null }[]
    >`
      SELECT id, name, "firstName", "lastName", code FROM "Party"
      WHERE "agentId" = ${owner} AND id IN (${Prisma.join([keep, ...duplicates])})
      ORDER BY id FOR UPDATE`;
    // Another agent's id (or one merged away meanwhile) answers as if it did not exist.
    if (found.length !== duplicates.length + 1)
      throw new ApiError("NOT_FOUND", refusal("refusals.addressBook.noEntry"));
    const names = new Map(found.map((p) => [p.id, entryName(p)]));
    const notes = new Map<number, string[]>();
    let partyLinksMoved = 0;
    const named = await tx.booking.findMany({
      where: { agentId: owner, OR: PARTY_COLUMNS.map((column) => ({ [column]: { in: duplicates } })) },
      select: { id: true, ...recordOf(PARTY_COLUMNS, () => true as const) },
      orderBy: { id: "asc" },
    });
    for (const booking of named)
      for (const column of PARTY_COLUMNS) {
        const from = booking[column];
        if (from === null || !duplicates.includes(from)) continue;
        const note = `The ${ROLE_OF_COLUMN[column]} “${names.get(from)}” was merged into the address-book entry “${names.get(keep)}”.`;
        notes.set(booking.id, [...(notes.get(booking.id) ?? []), note]);
      }
    for (const column of PARTY_COLUMNS) {
      const moved = await tx.booking.updateMany({
        where: { agentId: owner, [column]: { in: duplicates } },
        data: { [column]: keep },
      });
      partyLinksMoved += moved.count;
    }
    const units = await tx.bookingItem.findMany({
      where: { clientPartyId: { in: duplicates }, booking: { agentId: owner } },
      select: { bookingId: true, clientPartyId: true },
      orderBy: { id: "asc" },
    });
    for (const unit of units) {
      const note = `A unit's client “${names.get(unit.clientPartyId!)}” was merged into the address-book entry “${names.get(keep)}”.`;
      const list = notes.get(unit.bookingId) ?? [];
      if (!list.includes(note)) notes.set(unit.bookingId, [...list, note]);
    }
    await tx.bookingItem.updateMany({
      where: { clientPartyId: { in: duplicates }, booking: { agentId: owner } },
      data: { clientPartyId: keep },
    });
    for (const [bookingId, lines] of [...notes].sort((a, b) => a[0] - b[0])) {
      const { version } = await tx.booking.update({
        where: { id: bookingId },
        data: { version: { increment: 1 } },
        select: { version: true },
      });
      await tx.bookingRevision.create({
        data: {
          bookingId,
          version,
          userId: caller.kind === "user" ? caller.id : null,
          apiKeyId: caller.kind === "apiKey" ? caller.id : null,
          actor: caller.name,
          changes: lines.map((to) => ({ path: "Booking", from: null, to })),
        },
      });
    }
    await tx.party.deleteMany({ where: { agentId: owner, id: { in: duplicates } } });
    return { kept: keep, merged: duplicates.length, partyLinksMoved };
  });
}
