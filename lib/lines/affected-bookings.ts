import "server-only";
// Bookings a schedule change would contradict, and what happens to them: the change is refused
// with their list (NOT_ALLOWED, one error per booking, code "affected_booking") until the caller
// confirms; then it goes ahead and each booking gets a ScheduleChangeNotice the agent sees.
import { ApiError, type FieldError, fieldError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import type { Caller } from "@/lib/auth/caller";
import type { Tx } from "@/lib/db/prisma";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";

/** A notice in a language, from the bookings catalogue ("scheduleNotices.kind"). */
export type NoticeWords = (t: ReturnType<typeof translator<"bookings">>, locale: Locale) => string;

export type NoticeKind = "voyage_cancelled" | "pol_not_loading" | "pod_not_discharging" | "cut_off_moved";

export interface AffectedBooking {
  id: number;
  bookingCode: string;
  agent: string;
  /** live units */
  units: number;
}

/** Live (not canceled) bookings of a voyage, optionally only those loading / discharging at a port. */
export async function findAffectedBookings(
  tx: Tx,
  where: { voyageId: number; polId?: number; podId?: number },
): Promise<AffectedBooking[]> {
  const rows = await tx.booking.findMany({
    where: {
      voyageId: where.voyageId,
      isCanceled: false,
      ...(where.polId ? { polId: where.polId } : {}),
      ...(where.podId ? { podId: where.podId } : {}),
    },
    orderBy: { bookingCode: "asc" },
    select: { id: true, bookingCode: true, itemCount: true, agent: { select: { name: true } } },
  });
  return rows.map((r) => ({ id: r.id, bookingCode: r.bookingCode, agent: r.agent.name, units: r.itemCount }));
}

/** The change a confirmation is asked for, and the voyage or port it names (a keyed choice of the refusal). */
export interface ScheduleChange {
  change: "cancelVoyage" | "moveCutOff" | "stopLoading" | "stopDischarging";
  name: string;
}

/** The refusal that lists them: the page shows the list and offers to confirm. */
export function confirmationRequired(what: ScheduleChange, affected: AffectedBooking[]): ApiError {
  const errors: FieldError[] = affected.map((b, i) =>
    fieldError(
      `bookings[${i}]`,
      "affected_booking",
      refusal("refusals.lines.affectedBooking", { booking: b.bookingCode, agent: b.agent, units: b.units }),
    ),
  );
  return new ApiError(
    "NOT_ALLOWED",
    refusal("refusals.lines.wouldAffect", { change: what.change, name: what.name, count: affected.length }),
    errors,
  );
}

/** Refuses unless confirmed; when confirmed, writes a notice on every affected booking. */
export async function flagOrRefuse(
  tx: Tx,
  caller: Caller,
  input: {
    affected: AffectedBooking[];
    confirm: boolean;
    what: ScheduleChange;
    kind: NoticeKind;
    /** what the agent reads on each booking, made in English and in French */
    notice: NoticeWords;
  },
): Promise<number> {
  if (!input.affected.length) return 0;
  if (!input.confirm) throw confirmationRequired(input.what, input.affected);
  const message = input.notice(translator("en", "bookings"), "en");
  const messageFr = input.notice(translator("fr", "bookings"), "fr");
  await tx.scheduleChangeNotice.createMany({
    data: input.affected.map((b) => ({
      bookingId: b.id,
      kind: input.kind,
      message,
      messageFr,
      createdById: caller.kind === "user" ? caller.id : null,
    })),
  });
  return input.affected.length;
}
