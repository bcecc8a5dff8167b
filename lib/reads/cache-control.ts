// How long a client may reuse a read's answer without asking again. Short: a change to the
// schedule shows to every client within this many seconds (+ at most 1 s between instances).
export const READ_MAX_AGE_SECONDS = 5;

export const READ_CACHE_CONTROL = `private, max-age=${READ_MAX_AGE_SECONDS}`;
