// The circuit of a subscription's endpoint: after a failed post (no answer in time, a refused
// connection, any status but 2xx and 413) nothing more is posted to that endpoint for a while,
// growing with the failures in a row (5 s, 10 s, 20 s, … at most 5 min); then one post at a time
// probes it (lib/feed/batches.ts claimBatches), and the first success closes the circuit. The
// failed batch itself still waits its own retry delay (lib/feed/retry-schedule.ts). So an endpoint
// that hangs costs the workers one post per circuit period, never the other subscriptions' posts.
const S = 1000;
export const CIRCUIT_FIRST_MS = 5 * S;
export const CIRCUIT_MAX_MS = 5 * 60 * S;

/** How long the circuit stays open after the `streak`-th failed post in a row (streak ≥ 1). */
export function circuitDelayMs(streak: number): number {
  return Math.min(CIRCUIT_MAX_MS, CIRCUIT_FIRST_MS * 2 ** Math.min(Math.max(streak - 1, 0), 16));
}
