// What every server action answers: its data, or the API's error envelope (status 1, code,
// message, field errors with paths) so a form shows each error where it belongs. A thrown error
// would reach the browser as a bare "server error" in production builds. Free of server imports:
// client components read these types and helpers; the actions answer through runAction
// (lib/actions/run-action.ts).
import type { ErrorEnvelope } from "@/lib/core/errors";
import { reportSessionEnded } from "@/lib/auth/session-watch";

export type ActionFailure = { ok: false } & Omit<ErrorEnvelope, "requestId">;
export type ActionResult<T> = { ok: true; data: T } | ActionFailure;

/**
 * An action refused for want of a session (requireActionCaller: signed out elsewhere, expired,
 * disabled) tells the page's session watch, which opens the sign-in dialog. Called by the two ways
 * the pages read a failure (failureText, unwrap), so every action's caller notices alike.
 */
function noticeSessionEnd(failure: ActionFailure): void {
  if (failure.code === "UNAUTHORIZED" && typeof window !== "undefined") reportSessionEnded();
}

/** The failure in words: its message, then the field errors' messages that add to it. */
export function failureText(failure: ActionFailure): string {
  noticeSessionEnd(failure);
  const details = failure.errors.map((e) => e.message).filter((m) => m !== failure.message);
  return [failure.message, ...details].join(" ");
}

/** For react-query: the data, or an Error carrying the failure in words. */
export function unwrap<T>(result: ActionResult<T>): T {
  if (result.ok) return result.data;
  throw new Error(failureText(result));
}
