// The browser's one notion of "this page's session has ended" (signed out elsewhere, expired,
// disabled): whatever notices first reports it here (a 401 from /api, an action answering
// UNAUTHORIZED), the header then stops showing the user and opens the
// sign-in dialog (components/session-ended-dialog.tsx), and work that failed waits in
// sessionRestored() to be tried again once the person has signed back in. Free of server imports.
import { useSyncExternalStore } from "react";

interface Watch {
  ended: boolean;
  listeners: Set<() => void>;
  waiters: (() => void)[];
}
const watch: Watch = { ended: false, listeners: new Set(), waiters: [] };

function publish(): void {
  for (const listener of watch.listeners) listener();
}

/** The event that asks the sign-in dialog to show (again, if the person closed it). */
export const SIGN_IN_AGAIN_EVENT = "quayside:sign-in-again";

/** Says the session has ended; each report also brings the sign-in dialog back if it was closed. */
export function reportSessionEnded(): void {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(SIGN_IN_AGAIN_EVENT));
  if (watch.ended) return;
  watch.ended = true;
  publish();
}

/** Says the person signed in again: what waited in sessionRestored() goes on. */
export function reportSignedInAgain(): void {
  watch.ended = false;
  const waiters = watch.waiters.splice(0);
  publish();
  for (const resume of waiters) resume();
}

/** Resolves once the person has signed in again (at once while the session stands). */
export function sessionRestored(): Promise<void> {
  if (!watch.ended) return Promise.resolve();
  return new Promise((resolve) => watch.waiters.push(resolve));
}

export function sessionHasEnded(): boolean {
  return watch.ended;
}

/** For components: true while the session has ended and no new sign-in happened. */
export function useSessionEnded(): boolean {
  return useSyncExternalStore(
    (listener) => {
      watch.listeners.add(listener);
      return () => watch.listeners.delete(listener);
    },
    () => watch.ended,
    () => false,
  );
}

/** Whether an answer of our own /api says the browser's session has ended. */
export function answerSaysSessionEnded(status: number): boolean {
  // The browser never sends an API key: a 401 to it is always a missing or ended session.
  return status === 401;
}

/**
 * fetch for the portal's own /api: when the session has ended, reports it, waits until the person
 * has signed in again, and sends the request once more, so the caller sees the answer it wanted.
 * A body that can be sent only once (a stream) is not retried: the 401 is answered as it came.
 */
export async function fetchKeepingSession(input: string, init: RequestInit = {}): Promise<Response> {
  for (;;) {
    const response = await fetch(input, init);
    if (!answerSaysSessionEnded(response.status)) return response;
    reportSessionEnded();
    if (init.body instanceof ReadableStream) return response;
    await sessionRestored();
  }
}
