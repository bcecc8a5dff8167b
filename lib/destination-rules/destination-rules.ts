import "server-only";
// A line's destination rules as data: read by whoever may book (GET /api/destination-rules),
// replaced as a whole by the line's staff (PUT /api/lines/{code}/destination-rules), and the rule
// that applies to one Pod (its own rule over its country's, field by field) for the save, the
// gate-in and the sailing search. A change applies to saves and gate-ins after it only.
import { ApiError, fieldError, type FieldError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import type { Caller } from "@/lib/auth/caller";
import { db, type PrismaClient, type Tx } from "@/lib/db/prisma";
import { equalsIgnoringCase } from "@/lib/db/literal";
import type { Prisma } from "@/lib/generated/prisma/client";
import { editableLineId } from "@/lib/lines/access";
import type { z } from "zod";
import {
  REQUIRED_PAPERS,
  replaceDestinationRulesBodySchema,
  type DestinationRule,
  type DestinationRules,
  type RequiredPaper,
} from "@/lib/destination-rules/schema";

type Client = PrismaClient | Tx;

/** What applies to units bound to one Pod on one line. */
export interface EffectiveRule {
  maxAgeYears: number | null;
  nonRunners: "accept" | "refuse";
  batteryDeclaration: boolean;
  requiredPapers: RequiredPaper[];
}

type Row = {
  country: string | null;
  pod: string | null;
  maxAgeYears: number | null;
  nonRunners: string | null;
  batteryDeclaration: boolean;
  requiredPapers: string[];
};

const papersOf = (list: string[]) => REQUIRED_PAPERS.filter((p) => list.includes(p));

function view(row: Row & { line: { code: string } }): DestinationRule {
  return {
    line: row.line.code,
    country: row.country?.trim() ?? null,
    pod: row.pod?.trim() ?? null,
    maxAgeYears: row.maxAgeYears,
    nonRunners: row.nonRunners === "refuse" ? "refuse" : "accept",
    batteryDeclaration: row.batteryDeclaration,
    requiredPapers: papersOf(row.requiredPapers),
  };
}

async function portOf(client: Client, ref: string) {
  const t = ref.trim();
  const select = { code: true, countryCode: true, name: true } as const;
  const byCode = /^[A-Za-z]{2}[A-Za-z0-9]{3}$/.test(t)
    ? await client.port.findUnique({ where: { code: t.toUpperCase() }, select })
    : null;
  return byCode ?? client.port.findFirst({ where: { name: equalsIgnoringCase(t) }, select, orderBy: { id: "asc" } });
}

/** GET /api/destination-rules: a line's rules (or every line's), those of one Pod when named. */
export async function listDestinationRules(query: { line?: string; pod?: string }): Promise<DestinationRules> {
  const line = query.line
    ? await db().shippingLine.findFirst({
        where: { OR: [{ code: equalsIgnoringCase(query.line) }, { name: equalsIgnoringCase(query.line) }] },
        select: { id: true },
      })
    : null;
  if (query.line && !line)
    throw new ApiError("NOT_FOUND", refusal("refusals.destinationRules.noSuchLineNamed", { line: query.line }));
  const port = query.pod ? await portOf(db(), query.pod) : null;
  if (query.pod && !port)
    throw new ApiError("NOT_FOUND", refusal("refusals.destinationRules.noSuchPort", { port: query.pod }));
  const rows = await db().destinationRule.findMany({
    where: {
      ...(line ? { lineId: line.id } : {}),
      ...(port ? { OR: [{ pod: port.code }, { country: port.countryCode }] } : {}),
    },
    orderBy: [{ lineId: "asc" }, { country: "asc" }, { pod: "asc" }, { id: "asc" }],
    include: { line: { select: { code: true } } },
  });
  return { rules: rows.map(view) };
}

/**
 * PUT /api/lines/{code}/destination-rules: the line's rules become these (staff of the line, admins).
 * The body comes parsed by the operation's schema (lib/api/handler.ts).
 */
export async function replaceDestinationRules(
  caller: Caller,
  code: string,
  { rules }: z.output<typeof replaceDestinationRulesBodySchema>,
): Promise<DestinationRules> {
  const own = editableLineId(caller);
  const line = await db().shippingLine.findFirst({ where: { code: equalsIgnoringCase(code) }, select: { id: true } });
  if (!line || (own !== null && own !== line.id))
    throw new ApiError("NOT_FOUND", refusal("refusals.destinationRules.noSuchLine"));
  const errors: FieldError[] = [];
  const data: Prisma.DestinationRuleCreateManyInput[] = [];
  const seen = new Set<string>();
  for (const [i, r] of rules.entries()) {
    let pod: string | null = null;
    if (r.pod !== undefined) {
      const port = await portOf(db(), r.pod);
      if (!port) {
        errors.push(
          fieldError(`rules[${i}].pod`, "not_found", refusal("refusals.destinationRules.noSuchPort", { port: r.pod })),
        );
        continue;
      }
      pod = port.code;
    }
    const key = pod ? `pod:${pod}` : `country:${r.country}`;
    if (seen.has(key))
      errors.push(
        fieldError(
          `rules[${i}]`,
          "duplicate",
          refusal("refusals.destinationRules.hasRule", { place: pod ?? r.country! }),
        ),
      );
    seen.add(key);
    data.push({
      lineId: line.id,
      country: pod ? null : r.country!,
      pod,
      maxAgeYears: r.maxAgeYears ?? null,
      nonRunners: r.nonRunners ?? null,
      batteryDeclaration: r.batteryDeclaration ?? false,
      requiredPapers: papersOf(r.requiredPapers ?? []),
    });
  }
  if (errors.length) throw new ApiError("VALIDATION_FAILED", refusal("refusals.destinationRules.notSaved"), errors);
  await db().$transaction(async (tx) => {
    // one line's replacements run one after the other
    await tx.$executeRaw`SELECT id FROM "ShippingLine" WHERE id = ${line.id} FOR UPDATE`;
    await tx.destinationRule.deleteMany({ where: { lineId: line.id } });
    if (data.length) await tx.destinationRule.createMany({ data });
  });
  return listDestinationRules({ line: code });
}

/** The rule for units of one line bound to one Pod: the Pod's own fields over its country's; null when none. */
export async function effectiveRule(client: Client, lineId: number, podId: number): Promise<EffectiveRule | null> {
  const port = await client.port.findUnique({ where: { id: podId }, select: { code: true, countryCode: true } });
  if (!port) return null;
  const rows = await client.destinationRule.findMany({
    where: { lineId, OR: [{ pod: port.code }, { country: port.countryCode }] },
  });
  if (!rows.length) return null;
  return mergeRules(
    rows.filter((r) => !r.pod),
    rows.filter((r) => !!r.pod),
  );
}

function mergeRules(country: Row[], pod: Row[]): EffectiveRule {
  const out: EffectiveRule = { maxAgeYears: null, nonRunners: "accept", batteryDeclaration: false, requiredPapers: [] };
  for (const r of [...country, ...pod]) {
    if (r.maxAgeYears !== null) out.maxAgeYears = r.maxAgeYears;
    if (r.nonRunners) out.nonRunners = r.nonRunners === "refuse" ? "refuse" : "accept";
    out.batteryDeclaration = r.batteryDeclaration || out.batteryDeclaration;
    out.requiredPapers = papersOf([...out.requiredPapers, ...r.requiredPapers]);
  }
  return out;
}
