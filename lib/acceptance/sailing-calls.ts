// Sailing consistency: a named voyage must load at the booking's Pol (at its Terminal, when the
// call names one) and discharge at its Pod after that call. Refusals name their field and say
// which calls the voyage does make. Pure over a loaded rotation.
import type { RuleErrors } from "@/lib/booking/rules/rule-errors";
import type { Worded } from "@/lib/core/errors";
import { refusal, refusals } from "@/lib/i18n/sentences";
import type { VoyageCall } from "@/lib/voyage-space/voyage-space";

export interface SailingCalls {
  polIndex: number;
  /** null: the booking has no Pod (its units stay aboard to the end of the rotation) */
  podIndex: number | null;
}

function callWords(c: VoyageCall, last: boolean): Worded {
  const what = c.canLoad && c.canDischarge ? "both" : c.canLoad ? "loads" : c.canDischarge ? "discharges" : "neither";
  return refusal("refusals.acceptance.call", {
    port: c.portName,
    code: c.portCode,
    what,
    last: last ? "yes" : "no",
  });
}

/** "It calls at Hamburg (DEHAM, loads), …" — in rotation order. */
export function callsText(calls: readonly VoyageCall[]): Worded {
  if (!calls.length) return refusal("refusals.acceptance.noCalls");
  return refusals(refusal("refusals.acceptance.callsAt"), ...calls.map((c, k) => callWords(c, k === calls.length - 1)));
}

/** A refusal followed by the calls the voyage makes. */
const withCalls = (sentence: Worded, calls: readonly VoyageCall[]) => refusals(sentence, callsText(calls));

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
      withCalls(refusal("refusals.acceptance.polNotCalled", { voyage: number, port: pol.name, code: pol.code }), calls),
    );
    return null;
  }
  const loading = atPol.filter(({ c }) => c.canLoad);
  if (!loading.length) {
    errors.add(
      "NOT_ALLOWED",
      "Header.Pol",
      "pol_not_loading",
      withCalls(
        refusal("refusals.acceptance.polNotLoading", { voyage: number, port: pol.name, code: pol.code }),
        calls,
      ),
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
      refusal("refusals.acceptance.otherTerminal", {
        voyage: number,
        port: pol.name,
        code: pol.code,
        terminal: terminal!.code,
      }),
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
      withCalls(
        refusal("refusals.acceptance.podNotDischarging", { voyage: number, port: pod.name, code: pod.code }),
        calls,
      ),
    );
  } else if (atPod.length) {
    errors.add(
      "NOT_ALLOWED",
      "Header.Pod",
      "pod_before_pol",
      withCalls(
        refusal("refusals.acceptance.podBeforePol", {
          voyage: number,
          pod: pod.name,
          podCode: pod.code,
          pol: pol.name,
          polCode: pol.code,
        }),
        calls,
      ),
    );
  } else {
    errors.add(
      "NOT_ALLOWED",
      "Header.Pod",
      "voyage_not_calling",
      withCalls(refusal("refusals.acceptance.podNotCalled", { voyage: number, port: pod.name, code: pod.code }), calls),
    );
  }
  return null;
}
