// The cut-off and departure of a Pol call, judged in the port's own time (stored wall clocks are
// port-local). Pure.
import { formatWallClock } from "@/lib/time/format";
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

/** "Tue 1 Dec at 16:00": a port's wall clock as a refusal reads it (the sentence names the port). */
export const portTimeText = (wall: Date): string => formatWallClock(wall).replace(/ (\d\d:\d\d)$/, " at $1");
