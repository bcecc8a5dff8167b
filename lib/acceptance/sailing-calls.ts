// Sailing consistency: a named voyage must load at the booking's Pol (at its Terminal, when the
// call names one) and discharge at its Pod after that call. Refusals name their field and say
// which calls the voyage does make. Pure over a loaded rotation.
import type { RuleErrors } from "@/lib/booking/rules/rule-errors";
import type { VoyageCall } from "@/lib/voyage-space/voyage-space";

export interface SailingCalls {
  polIndex: number;
  /** null: the booking has no Pod (its units stay aboard to the end of the rotation) */
  podIndex: number | null;
}

function callWords(c: VoyageCall): string {
  const what =
    [c.canLoad && "loads", c.canDischarge && "discharges"].filter(Boolean).join(" and ") ||
    "neither loads nor discharges";
  return `${c.portName} (${c.portCode}, ${what})`;
}

/** "It calls at Hamburg (DEHAM, loads), …" — in rotation order. */
export function callsText(calls: readonly VoyageCall[]): string {
  return calls.length ? `It calls at ${calls.map(callWords).join(", ")}.` : "It makes no calls.";
}

interface Port {
  id: number;
  code: string;
  name: string;
}

/** The Pol and Pod calls of the booking on this rotation, or null after adding the refusals. */
export function findSailingCalls(
  voyage: { number: string; calls: readonly VoyageCall[] },
  booking: { pol: Port; terminal: { id: number; code: string } | null; pod: Port | null },
  errors: RuleErrors,
): SailingCalls | null {
  const { calls, number } = voyage;
  const { pol, terminal, pod } = booking;
  const atPol = calls.map((c, k) => ({ c, k })).filter(({ c }) => c.portId === pol.id);
  if (!atPol.length) {
    errors.add(
      "NOT_ALLOWED",
      "Header.Pol",
      "voyage_not_calling",
      `Voyage ${number} does not call at ${pol.name} (${pol.code}). ${callsText(calls)}`,
    );
    return null;
  }
  const loading = atPol.filter(({ c }) => c.canLoad);
  if (!loading.length) {
    errors.add(
      "NOT_ALLOWED",
      "Header.Pol",
      "pol_not_loading",
      `Voyage ${number} no longer loads at ${pol.name} (${pol.code}). ${callsText(calls)}`,
    );
    return null;
  }
  const atTerminal = terminal
    ? loading.filter(({ c }) => c.terminalId === null || c.terminalId === terminal.id)
    : loading;
  if (!atTerminal.length) {
    errors.add(
      "NOT_ALLOWED",
      "Header.Terminal",
      "voyage_not_calling",
      `Voyage ${number} loads at ${pol.name} (${pol.code}) at another terminal than ${terminal!.code}.`,
    );
    return null;
  }
  const polIndex = atTerminal[0].k;
  if (!pod) return { polIndex, podIndex: null };

  const atPod = calls.map((c, k) => ({ c, k })).filter(({ c }) => c.portId === pod.id);
  const after = atPod.filter(({ k }) => k > polIndex);
  const discharging = after.find(({ c }) => c.canDischarge);
  if (discharging) return { polIndex, podIndex: discharging.k };
  if (after.length) {
    errors.add(
      "NOT_ALLOWED",
      "Header.Pod",
      "pod_not_discharging",
      `Voyage ${number} no longer discharges at ${pod.name} (${pod.code}). ${callsText(calls)}`,
    );
  } else if (atPod.length) {
    errors.add(
      "NOT_ALLOWED",
      "Header.Pod",
      "pod_before_pol",
      `Voyage ${number} calls at ${pod.name} (${pod.code}) only before ${pol.name} (${pol.code}): it cannot carry cargo from ${pol.code} there. ${callsText(calls)}`,
    );
  } else {
    errors.add(
      "NOT_ALLOWED",
      "Header.Pod",
      "voyage_not_calling",
      `Voyage ${number} does not call at ${pod.name} (${pod.code}). ${callsText(calls)}`,
    );
  }
  return null;
}
