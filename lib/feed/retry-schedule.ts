// When a failed batch is posted again: the Standard Webhooks schedule (after an immediate first
// post: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h), each delay with ±10 % jitter so
// that many batches failing together do not come back together; then the batch is dead-lettered.
const S = 1000;
const M = 60 * S;
const H = 60 * M;
export const RETRY_DELAYS_MS = [5 * S, 5 * M, 30 * M, 2 * H, 5 * H, 10 * H, 14 * H, 20 * H, 24 * H] as const;
/** The first post and one per delay. */
export const MAX_POSTS = RETRY_DELAYS_MS.length + 1;
/** A Retry-After further away than this is read as this. */
export const MAX_RETRY_AFTER_MS = 24 * H;

/**
 * The wait after the `posts`-th failed post, or null when the batch is dead. A Retry-After the
 * receiver sent is honoured: the batch never comes back earlier than it asked.
 */
export function retryDelayMs(
  posts: number,
  options: { random?: () => number; retryAfterMs?: number | null } = {},
): number | null {
  if (posts >= MAX_POSTS) return null;
  const base = RETRY_DELAYS_MS[posts - 1];
  const jittered = Math.round(base * (0.9 + 0.2 * (options.random ?? Math.random)()));
  return Math.max(jittered, Math.min(options.retryAfterMs ?? 0, MAX_RETRY_AFTER_MS));
}

/** Retry-After as seconds or as an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: Date): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}
