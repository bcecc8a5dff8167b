import "server-only";
// A voyage named in a path: its id, or its number (case aside, matched literally), with the line
// (name or code) when several lines sail that number. Cancelled voyages are found too.
import { ApiError, fieldError } from "@/lib/core/errors";
import { refusal, type SentenceKey } from "@/lib/i18n/sentences";
import { db } from "@/lib/db/prisma";
import { equalsIgnoringCase } from "@/lib/db/literal";

const INT32_MAX = 2_147_483_647;

export async function findVoyageIdOrThrow(ref: string, line?: string | null): Promise<number> {
  const text = ref.trim();
  if (/^\d{1,10}$/.test(text)) {
    const id = Number(text);
    const byId = id <= INT32_MAX ? await db().voyage.findUnique({ where: { id }, select: { id: true } }) : null;
    if (byId) return byId.id;
  }
  const lineFilter = line?.trim()
    ? { line: { OR: [{ code: equalsIgnoringCase(line.trim()) }, { name: equalsIgnoringCase(line.trim()) }] } }
    : {};
  const found = text
    ? await db().voyage.findMany({
        where: { number: equalsIgnoringCase(text), ...lineFilter },
        select: { id: true },
        take: 2,
      })
    : [];
  if (found.length === 0)
    throw new ApiError(
      "NOT_FOUND",
      line
        ? refusal("refusals.space.noSuchVoyageOfLine", { voyage: ref, line })
        : refusal("refusals.space.noSuchVoyage", { voyage: ref }),
    );
  if (found.length > 1)
    throw new ApiError("VALIDATION_FAILED", refusal("refusals.space.voyageOfSeveralLines", { voyage: ref }), [
      fieldError("line", "required", refusal("refusals.space.nameTheLine")),
    ]);
  return found[0].id;
}

/**
 * A voyage named in a path, for its line's staff and admins (the ENS data set, the manifest): its
 * line and vessel by name; a voyage of another line is "not found" (the domain's `notFound`
 * sentence), as if it did not exist.
 */
export async function findLineVoyageOrThrow(
  caller: { role: string; lineId: number | null },
  ref: string,
  line: string | undefined,
  /** a sentence with the voyage as {voyage} */
  notFound: SentenceKey,
): Promise<{ id: number; number: string; lineId: number; line: { name: string }; vessel: { name: string } }> {
  const id = await findVoyageIdOrThrow(ref, line);
  const voyage = await db().voyage.findUniqueOrThrow({
    where: { id },
    select: {
      id: true,
      number: true,
      lineId: true,
      line: { select: { name: true } },
      vessel: { select: { name: true } },
    },
  });
  if (caller.role !== "ADMIN" && caller.lineId !== voyage.lineId)
    throw new ApiError("NOT_FOUND", refusal(notFound, { voyage: ref }));
  return voyage;
}
