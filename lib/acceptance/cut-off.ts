// The cut-off and departure of a Pol call, judged in the port's own time (stored wall clocks are
// port-local). Pure.
import { formatLocalDateTime } from "@/lib/time/local-datetime";
import { instantOf } from "@/lib/time/port-time";

export interface CallTimes {
  cutOff: Date | null;
  departure: Date;
  timeZone: string;
  portName: string;
  portCode: string;
}

export const cutOffPassed = (call: CallTimes, now: Date): boolean =>
  call.cutOff !== null && instantOf(call.cutOff, call.timeZone).getTime() <= now.getTime();
export const departed = (call: CallTimes, now: Date): boolean =>
  instantOf(call.departure, call.timeZone).getTime() <= now.getTime();

/** "2026-12-01T16:00:00 Zeebrugge time" */
export const portTimeText = (wall: Date, call: Pick<CallTimes, "portName">): string =>
  `${formatLocalDateTime(wall)} ${call.portName} time`;
