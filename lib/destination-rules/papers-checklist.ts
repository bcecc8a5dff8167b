import "server-only";
// The booking page's papers checklist: where the line's destination rule for the booking's Pod
// requires papers before gate-in, each live unit with each required paper, attached or missing
// (as the gate-in will judge it today: a rule change applies to later gate-ins only).
import { db } from "@/lib/db/prisma";
import { PAPER_KIND } from "@/lib/destination-rules/check-destination-rules";
import { effectiveRule } from "@/lib/destination-rules/destination-rules";
import type { RequiredPaper } from "@/lib/destination-rules/schema";

export interface UnitPapers {
  itemId: number;
  relativeId: number;
  serialNumber: string | null;
  description: string | null;
  papers: { paper: RequiredPaper; attached: boolean }[];
  /** every required paper is attached */
  complete: boolean;
}

export interface PapersChecklist {
  /** the papers the rule requires, in the rule's order */
  required: RequiredPaper[];
  units: UnitPapers[];
}

/** The checklist of a booking; null when its Pod's rule requires no paper (or it has no line or Pod). */
export async function papersChecklistOfBooking(bookingId: number): Promise<PapersChecklist | null> {
  const booking = await db().booking.findUnique({
    where: { id: bookingId },
    select: {
      lineId: true,
      podId: true,
      items: {
        where: { isCanceled: false },
        orderBy: { relativeId: "asc" },
        select: {
          id: true,
          relativeId: true,
          serialNumber: true,
          description: true,
          files: { select: { kind: true } },
        },
      },
    },
  });
  if (!booking?.lineId || !booking.podId) return null;
  const rule = await effectiveRule(db(), booking.lineId, booking.podId);
  const required = rule?.requiredPapers ?? [];
  if (!required.length) return null;
  return {
    required,
    units: booking.items.map((item) => {
      const kinds = new Set<string>(item.files.map((f) => f.kind));
      const papers = required.map((paper) => ({
        paper,
        attached: kinds.has(PAPER_KIND[paper]),
      }));
      return {
        itemId: item.id,
        relativeId: item.relativeId,
        serialNumber: item.serialNumber,
        description: item.description,
        papers,
        complete: papers.every((p) => p.attached),
      };
    }),
  };
}
