// Rule 1: everything a booking refers to must exist (DESIGN.md "What a booking refers to"):
// Pol, Pod (name or UN/LOCODE), Terminal at the Pol (name or code), Line, voyage, the unit model
// of every item (description or "make model"), and the parties (the agent's address book).
import type { Tx } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import type { RuleErrors } from "@/lib/booking/rules/rule-errors";
import {
  HEADER_PARTIES,
  isEmptyParty,
  type ExtBooking,
  type ExtBookingParty,
  type PartyRole,
} from "@/lib/booking/message/save-schema";
import { stableJson } from "@/lib/json/stable-json";
import { equalsIgnoringCase } from "@/lib/db/literal";
import { findUnitModelsByName, foldName, type UnitModelRef } from "@/lib/catalogue/find-unit-models";
import { partyMatchKey } from "@/lib/address-book/party-match";
import { refusal } from "@/lib/i18n/sentences";
import { recordOf } from "@/lib/core/narrow";

export interface PortRef {
  id: number;
  code: string;
  name: string;
  /** IANA zone of the port's local times (cut-offs, a quote's validity) */
  timeZone: string;
}
export interface ResolvedReferences {
  pol: PortRef | null;
  terminal: { id: number; code: string; name: string } | null;
  pod: PortRef | null;
  line: { id: number; code: string; name: string } | null;
  voyage: { id: number; number: string; lineId: number; scheduleCategory: string } | null;
  /** unit model of each item, by index */
  models: (UnitModelRef | null)[];
  parties: Record<PartyRole, number | null>;
  itemClients: (number | null)[];
}

async function findPort(tx: Tx, text: string): Promise<PortRef | null> {
  const t = text.trim();
  const select = { id: true, code: true, name: true, timeZone: true } as const;
  if (/^[A-Za-z]{2}[A-Za-z0-9]{3}$/.test(t)) {
    const byCode = await tx.port.findUnique({ where: { code: t.toUpperCase() }, select });
    if (byCode) return byCode;
  }
  return tx.port.findFirst({ where: { name: equalsIgnoringCase(t) }, select, orderBy: { id: "asc" } });
}

export async function resolveReferences(
  tx: Tx,
  input: {
    agentId: number;
    booking: ExtBooking;
    /** the booking's parties before this save (an update), to reuse unchanged ad-hoc parties */
    currentParties?: Partial<Record<PartyRole, number | null>>;
    errors: RuleErrors;
  },
): Promise<ResolvedReferences> {
  const { agentId, booking, errors } = input;
  const h = booking.Header;

  // One after the other: a transaction is one connection, which runs one query at a time.
  const pol = await findPort(tx, h.Pol);
  const pod = h.Pod?.trim() ? await findPort(tx, h.Pod) : null;
  if (!pol) errors.add("NOT_FOUND", "Header.Pol", "not_found", refusal("refusals.booking.noSuchPort", { port: h.Pol }));
  if (h.Pod?.trim() && !pod)
    errors.add("NOT_FOUND", "Header.Pod", "not_found", refusal("refusals.booking.noSuchPort", { port: h.Pod }));
  if (pol && pod && pol.id === pod.id) {
    errors.add("VALIDATION_FAILED", "Header.Pod", "pol_equals_pod", refusal("refusals.booking.polEqualsPod"));
  }

  let terminal: ResolvedReferences["terminal"] = null;
  if (pol) {
    const t = h.Terminal.trim();
    terminal = await tx.terminal.findFirst({
      where: { portId: pol.id, OR: [{ code: equalsIgnoringCase(t) }, { name: equalsIgnoringCase(t) }] },
      select: { id: true, code: true, name: true },
      orderBy: { id: "asc" },
    });
    if (!terminal)
      errors.add(
        "NOT_FOUND",
        "Header.Terminal",
        "not_found",
        refusal("refusals.booking.noSuchTerminal", { port: pol.name, code: pol.code, terminal: h.Terminal }),
      );
  }

  let line: ResolvedReferences["line"] = null;
  if (h.Line?.trim()) {
    const l = h.Line.trim();
    line = await tx.shippingLine.findFirst({
      where: { OR: [{ code: equalsIgnoringCase(l) }, { name: equalsIgnoringCase(l) }] },
      select: { id: true, code: true, name: true },
    });
    if (!line)
      errors.add("NOT_FOUND", "Header.Line", "not_found", refusal("refusals.booking.noSuchLine", { line: h.Line }));
  }

  let voyage: ResolvedReferences["voyage"] = null;
  const voyageSelect = { id: true, number: true, lineId: true, scheduleCategory: true } as const;
  if (h.VoyageId) {
    voyage =
      h.VoyageId <= 2_147_483_647
        ? await tx.voyage.findUnique({ where: { id: h.VoyageId }, select: voyageSelect })
        : null;
    if (!voyage)
      errors.add(
        "NOT_FOUND",
        "Header.VoyageId",
        "not_found",
        refusal("refusals.booking.noSuchVoyageId", { id: h.VoyageId }),
      );
    else if (h.BookingVoyage?.trim() && h.BookingVoyage.trim().toUpperCase() !== voyage.number.toUpperCase()) {
      errors.add(
        "VALIDATION_FAILED",
        "Header.BookingVoyage",
        "voyage_mismatch",
        refusal("refusals.booking.voyageMismatch", { id: h.VoyageId, number: voyage.number, sent: h.BookingVoyage }),
      );
    }
  } else if (h.BookingVoyage?.trim()) {
    const candidates = await tx.voyage.findMany({
      where: { number: equalsIgnoringCase(h.BookingVoyage.trim()), ...(line ? { lineId: line.id } : {}) },
      select: voyageSelect,
      take: 2,
    });
    if (candidates.length === 0)
      errors.add(
        "NOT_FOUND",
        "Header.BookingVoyage",
        "not_found",
        line
          ? refusal("refusals.booking.noSuchVoyageOfLine", { voyage: h.BookingVoyage, line: line.name })
          : refusal("refusals.booking.noSuchVoyage", { voyage: h.BookingVoyage }),
      );
    else if (candidates.length > 1)
      errors.add(
        "VALIDATION_FAILED",
        "Header.Line",
        "required",
        refusal("refusals.booking.voyageOfSeveralLines", { voyage: h.BookingVoyage }),
      );
    else voyage = candidates[0];
  }
  if (line && voyage && voyage.lineId !== line.id) {
    errors.add(
      "VALIDATION_FAILED",
      "Header.BookingVoyage",
      "voyage_line_mismatch",
      refusal("refusals.booking.voyageLineMismatch", { voyage: voyage.number, line: line.name }),
    );
  }

  const models = await resolveUnitModels(tx, booking, errors);
  const { parties, itemClients } = await resolveParties(tx, agentId, booking, input.currentParties ?? {}, errors);
  return { pol, terminal, pod, line, voyage, models, parties, itemClients };
}

async function resolveUnitModels(tx: Tx, booking: ExtBooking, errors: RuleErrors): Promise<(UnitModelRef | null)[]> {
  // A quotation's unit may name no model (the schema let it through with its Type): none to find.
  const named = (item: ExtBooking["Items"][number]) => (item.Description?.trim() ? item.Description : null);
  const keys = booking.Items.flatMap((item) => named(item) ?? []);
  const byKey = await findUnitModelsByName(tx, keys);
  return booking.Items.map((item, i) => {
    if (!named(item)) return null;
    const model = byKey.get(foldName(item.Description!)) ?? null;
    if (!model) {
      errors.add(
        "NOT_FOUND",
        `Items[${i}].Description`,
        "not_found",
        refusal("refusals.booking.noSuchUnitModel", { description: item.Description ?? "" }),
      );
    }
    return model;
  });
}

type PartyData = Omit<Prisma.PartyUncheckedCreateInput, "agentId" | "id" | "createdAt" | "updatedAt">;

function partyData(p: ExtBookingParty): PartyData {
  const nz = (s: string | null | undefined) => (s == null || s.trim() === "" ? null : s);
  return {
    code: nz(p.Code)?.trim() ?? null,
    name: nz(p.Name),
    firstName: nz(p.FirstName),
    lastName: nz(p.LastName),
    type: nz(p.Type),
    identifierType: nz(p.IdentifierType),
    identifierCode: nz(p.IdentifierCode),
    mobile: nz(p.Mobile),
    phone: nz(p.Phone),
    email: nz(p.Email),
    address: p.Address ? p.Address : Prisma.DbNull,
  };
}

const PARTY_COLUMNS = [
  "code",
  "name",
  "firstName",
  "lastName",
  "type",
  "identifierType",
  "identifierCode",
  "mobile",
  "phone",
  "email",
  "address",
] as const;

function sameParty(row: Record<string, unknown>, data: PartyData): boolean {
  return PARTY_COLUMNS.every((c) => {
    const a = row[c] ?? null;
    const b = data[c] === Prisma.DbNull ? null : (data[c] ?? null);
    return stableJson(a) === stableJson(b);
  });
}

type PartyRow = Awaited<ReturnType<Tx["party"]["findFirstOrThrow"]>>;

/**
 * The agent's entries that a party given in full without an Id may be the same as, by match key
 * (party-match.ts). A lock per key is taken first, so two saves that bring the same new party at
 * the same time make one entry: the second waits, then finds the first's.
 */
async function entriesLike(
  tx: Tx,
  agentId: number,
  present: { party: ExtBookingParty | null | undefined }[],
  byCode: Map<string, PartyRow>,
): Promise<Map<string, PartyRow[]>> {
  const keys = new Set<string>();
  for (const { party } of present) {
    const p = party!;
    if (p.IsReferenceOnly || (p.Id != null && String(p.Id).trim() !== "")) continue;
    if (p.Code?.trim() && byCode.has(p.Code.trim())) continue;
    const key = partyMatchKey(partyData(p));
    if (key) keys.add(key);
  }
  const byKey = new Map<string, PartyRow[]>();
  if (keys.size === 0) return byKey;
  const locks = [...keys].sort().map((key) => `party:${agentId}:${key}`);
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(k, 0)) FROM unnest(${locks}::text[]) WITH ORDINALITY AS t(k, n) ORDER BY n`;
  const rows = await tx.party.findMany({ where: { agentId }, orderBy: { id: "asc" } });
  for (const row of rows) {
    const key = partyMatchKey(row);
    if (key && keys.has(key)) byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  return byKey;
}

/** A numeric id as sent ("12" or 12); null when it cannot be an id. */
export function parseIdText(value: string | number | null | undefined): number | null {
  const text = String(value ?? "").trim();
  if (!/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}

async function resolveParties(
  tx: Tx,
  agentId: number,
  booking: ExtBooking,
  current: Partial<Record<PartyRole, number | null>>,
  errors: RuleErrors,
): Promise<{ parties: Record<PartyRole, number | null>; itemClients: (number | null)[] }> {
  const wanted: { path: string; party: ExtBookingParty | null | undefined; role?: PartyRole }[] = [
    ...HEADER_PARTIES.map((role) => ({ path: `Header.${role}`, party: booking.Header[role], role })),
    ...booking.Items.map((item, i) => ({ path: `Items[${i}].Client`, party: item.Client })),
  ];
  const present = wanted.filter((w) => !isEmptyParty(w.party));

  // One look-up for every Id and Code the message names.
  const ids = new Set<number>();
  const codes = new Set<string>();
  for (const { party } of present) {
    const id = parseIdText(party!.Id);
    if (id) ids.add(id);
    if (party!.Code?.trim()) codes.add(party!.Code.trim());
  }
  const currentIds = Object.values(current).filter((v): v is number => typeof v === "number");
  const known = await tx.party.findMany({
    where: { agentId, OR: [{ id: { in: [...ids, ...currentIds] } }, { code: { in: [...codes] } }] },
  });
  const byId = new Map(known.map((p) => [p.id, p]));
  const byCode = new Map(known.filter((p) => p.code).map((p) => [p.code!, p]));
  const sameAs = await entriesLike(tx, agentId, present, byCode);
  /** Ad-hoc parties (no Id, no Code) created by this save, by content: one row for repeats. */
  const created = new Map<string, number>();
  const updated = new Set<number>();

  const resolveOne = async (path: string, p: ExtBookingParty, role?: PartyRole): Promise<number | null> => {
    const hasId = p.Id != null && String(p.Id).trim() !== "";
    const id = hasId ? parseIdText(p.Id) : null;
    const code = p.Code?.trim() || null;
    const found = hasId ? (id ? byId.get(id) : undefined) : code ? byCode.get(code) : undefined;
    if (p.IsReferenceOnly) {
      if (!found) {
        errors.add(
          "NOT_FOUND",
          `${path}.${hasId ? "Id" : "Code"}`,
          "not_found",
          hasId
            ? refusal("refusals.booking.noPartyWithId", { id: String(p.Id) })
            : refusal("refusals.booking.noPartyWithCode", { code: code ?? "null" }),
        );
        return null;
      }
      return found.id;
    }
    const data = partyData(p);
    if (hasId && !found) {
      errors.add(
        "NOT_FOUND",
        `${path}.Id`,
        "not_found",
        refusal("refusals.booking.noPartyWithId", { id: String(p.Id) }),
      );
      return null;
    }
    if (found) {
      // Given in full: the address-book entry takes the sent details.
      if (!sameParty(found, data) && !updated.has(found.id)) {
        if (data.code && data.code !== found.code && byCode.has(data.code)) {
          errors.add(
            "VALIDATION_FAILED",
            `${path}.Code`,
            "party_code_taken",
            refusal("refusals.booking.partyCodeTaken", { code: data.code }),
          );
          return null;
        }
        await tx.party.update({ where: { id: found.id }, data });
        updated.add(found.id);
      }
      return found.id;
    }
    // New entry. An ad-hoc party the booking already has is reused when nothing changed.
    const currentId = role ? current[role] : undefined;
    const currentRow = currentId ? byId.get(currentId) : undefined;
    if (!code && currentRow && !currentRow.code && sameParty(currentRow, data)) return currentRow.id;
    // The same party (name and address, folded) is in the book already: reuse it, filling in what
    // it lacks; a different Code is a different party.
    const key = partyMatchKey(data);
    const match = key ? sameAs.get(key)?.find((e) => !code || !e.code || e.code === code) : undefined;
    if (match) {
      const blanks = Object.fromEntries(
        PARTY_COLUMNS.filter((c) => c !== "code" || !byCode.has(data.code ?? ""))
          .filter((c) => (match[c] ?? null) === null && data[c] != null && data[c] !== Prisma.DbNull)
          .map((c) => [c, data[c]]),
      );
      if (Object.keys(blanks).length > 0 && !updated.has(match.id)) {
        Object.assign(match, await tx.party.update({ where: { id: match.id }, data: blanks }));
        if (match.code) byCode.set(match.code, match);
        updated.add(match.id);
      }
      return match.id;
    }
    const contentKey = stableJson({ ...data, address: p.Address ?? null });
    const again = created.get(contentKey);
    if (again) return again;
    const row = await tx.party.create({ data: { ...data, agentId } });
    created.set(contentKey, row.id);
    if (key) sameAs.set(key, [...(sameAs.get(key) ?? []), row]);
    if (row.code) byCode.set(row.code, row);
    return row.id;
  };

  const parties = recordOf(HEADER_PARTIES, (): number | null => null);
  const itemClients: (number | null)[] = booking.Items.map(() => null);
  for (const [index, w] of wanted.entries()) {
    if (isEmptyParty(w.party)) continue;
    const id = await resolveOne(w.path, w.party!, w.role);
    if (w.role) parties[w.role] = id;
    else itemClients[index - HEADER_PARTIES.length] = id;
  }
  return { parties, itemClients };
}
