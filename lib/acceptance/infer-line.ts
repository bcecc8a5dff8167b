import "server-only";
// A booking without a voyage must still belong to a line, or no line's staff would ever see it
// (and assign it a voyage): named by Line, or the one line whose voyages load at the Pol and
// discharge at the Pod after it. Several lines, or none: the caller names the Line.
import type { Tx } from "@/lib/db/prisma";
import type { PortRef } from "@/lib/booking/save/resolve-references";
import type { RuleErrors } from "@/lib/booking/rules/rule-errors";
import { refusal } from "@/lib/i18n/sentences";

export async function inferLine(
  tx: Tx,
  input: {
    lineId: number | null;
    pol: PortRef | null;
    pod: PortRef | null;
    podGiven: boolean;
    now: Date;
    errors: RuleErrors;
  },
): Promise<number | null> {
  const { pol, pod, errors } = input;
  if (!input.podGiven)
    errors.add("VALIDATION_FAILED", "Header.Pod", "required", refusal("refusals.acceptance.podRequired"));
  if (input.lineId !== null || !pol || !pod) return input.lineId; // a Pol or Pod not found is reported as such
  const lines = await tx.$queryRaw<{ lineId: number; name: string }[]>`
    SELECT DISTINCT v."lineId", l.name
    FROM "Voyage" v
    JOIN "ShippingLine" l ON l.id = v."lineId"
    JOIN "Visit" a ON a."voyageId" = v.id AND a."portId" = ${pol.id} AND a."canLoad"
    JOIN "Visit" d ON d."voyageId" = v.id AND d."portId" = ${pod.id} AND d."canDischarge" AND d.sequence > a.sequence
    WHERE v."cancelledAt" IS NULL AND v."endsAt" >= ${input.now}
    ORDER BY l.name
    LIMIT 3`;
  if (lines.length === 1) return lines[0].lineId;
  const ports = { pol: pol.name, polCode: pol.code, pod: pod.name, podCode: pod.code };
  const why = lines.length
    ? refusal("refusals.acceptance.severalLines", {
        ...ports,
        lines: `${lines.map((l) => l.name).join(", ")}${lines.length > 2 ? ", …" : ""}`,
      })
    : refusal("refusals.acceptance.noLine", ports);
  errors.add("VALIDATION_FAILED", "Header.Line", "required", why);
  return null;
}
