import "server-only";
// The sailing a link names ("Book on this voyage", "Get a quote": line, voyage, Pol, terminal, Pod
// as names or codes), as the booking form's and the quote form's codes.
import { findFormSailings, type FormVoyage } from "@/lib/booking/form/form-sailing";

export type PageQuery = Record<string, string | string[] | undefined>;
export const firstParam = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
const first = firstParam;
const same = (a: string | null | undefined, b: string | undefined) =>
  Boolean(b) && (a ?? "").toLowerCase() === b!.toLowerCase();

/** The sailing chosen by "Book on this voyage" (names or codes), as the form's codes. */
export async function chosenSailing(
  q: PageQuery,
): Promise<{ voyage: FormVoyage | null; pol?: string; terminal?: string | null; pod?: string }> {
  const voyageRef = first(q.voyage);
  if (!voyageRef) return { voyage: null };
  const found = await findFormSailings({ voyage: voyageRef, line: first(q.line) }, 5);
  const voyage = found.find((v) => same(v.voyage, voyageRef)) ?? null;
  if (!voyage) return { voyage: null };
  const polRef = first(q.pol);
  const terminalRef = first(q.terminal);
  const from =
    voyage.visits.find(
      (s) =>
        s.canLoad &&
        (same(s.port, polRef) || same(s.portName, polRef)) &&
        (!terminalRef || same(s.terminal, terminalRef) || same(s.terminalName, terminalRef)),
    ) ?? voyage.visits.find((s) => s.canLoad && (same(s.port, polRef) || same(s.portName, polRef)));
  const podRef = first(q.pod);
  const to = voyage.visits.find(
    (s) => s.canDischarge && s.sequence > (from?.sequence ?? 0) && (same(s.port, podRef) || same(s.portName, podRef)),
  );
  return { voyage, pol: from?.port, terminal: from?.terminal, pod: to?.port };
}
