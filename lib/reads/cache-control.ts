// How long a client may reuse a read's answer without asking again. Short: a change to the
// schedule shows to every client within this many seconds (+ at most 1 s between instances).
export const READ_MAX_AGE_SECONDS = 5;

// no-transform: each coding of an answer has its own strong tag, so nothing on the way (Next.js's
// own compression under a plain `next start` included) may re-encode a body under it.
export const READ_CACHE_CONTROL = `private, max-age=${READ_MAX_AGE_SECONDS}, no-transform`;
