// How a sailing's space reads for one Pol → Pod (or the whole voyage): plenty, limited or full on
// its fullest leg, or closed (stop sale on the voyage or at the Pol). Pure and browser-safe: the
// booking form's picker and the schedules judge the space the server counted.
import { INTL_LOCALE, type Locale } from "@/lib/i18n/locales";
import { spaceLevel, type SpaceLevel } from "@/lib/voyage-space/space-level";

export interface SailingSpaceCall {
  sequence: number;
  portId: number;
  /** UN/LOCODE */
  port: string;
  canLoad: boolean;
  canDischarge: boolean;
  /** no stop sale at this call */
  open: boolean;
  saleStopReason: string | null;
}

export interface SailingSpace {
  voyageId: number;
  capacityRt: number;
  /** not cancelled, no stop sale on the voyage */
  open: boolean;
  saleStopReason: string | null;
  calls: SailingSpaceCall[];
  /** free RT on leg k (call k → call k+1), in rotation order; negative after an allotment cut */
  freeRt: number[];
}

export type SailingStatus =
  { kind: "closed"; reason: string | null } | { kind: SpaceLevel; freeRt: number; capacityRt: number };

/**
 * The status of the sailing from the first loading call `isPol` accepts to the first discharging
 * call after it `isPod` accepts; without them, the whole voyage.
 */
export function sailingStatus(
  space: SailingSpace,
  isPol?: (c: SailingSpaceCall) => boolean,
  isPod?: (c: SailingSpaceCall) => boolean,
): SailingStatus {
  if (!space.open) return { kind: "closed", reason: space.saleStopReason };
  const polCall = isPol ? space.calls.find((c) => c.canLoad && isPol(c)) : undefined;
  if (polCall && !polCall.open) return { kind: "closed", reason: polCall.saleStopReason };
  const free = freeOnSailing(space, isPol, isPod);
  return { kind: spaceLevel(free, space.capacityRt), freeRt: free, capacityRt: space.capacityRt };
}

/**
 * The free RT on the fullest leg of the same stretch sailingStatus judges, stop sale or not (the
 * line's dashboard shows how full a closed sailing is too).
 */
export function freeOnSailing(
  space: SailingSpace,
  isPol?: (c: SailingSpaceCall) => boolean,
  isPod?: (c: SailingSpaceCall) => boolean,
): number {
  const { calls } = space;
  const from = isPol ? calls.findIndex((c) => c.canLoad && isPol(c)) : 0;
  const start = Math.max(from, 0);
  const toCall = isPod ? calls.findIndex((c, k) => k > start && c.canDischarge && isPod(c)) : -1;
  const end = toCall > start ? toCall - 1 : space.freeRt.length - 1;
  let free = space.capacityRt;
  for (let k = start; k <= end; k++) free = Math.min(free, space.freeRt[k] ?? free);
  return free;
}

export const SPACE_LABELS: Record<SailingStatus["kind"], string> = {
  plenty: "Space: plenty",
  limited: "Space: limited",
  full: "Full",
  closed: "Closed for booking",
};

/** Whole RT, as the portal prints space, in the page's language ("1,234 RT", "1 234 RT"). */
export const formatRt = (rt: number, locale: Locale = "en") =>
  `${Math.round(rt).toLocaleString(INTL_LOCALE[locale])} RT`;
