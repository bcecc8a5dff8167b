// Stands in for the `server-only` marker where Next's bundler is not involved (vitest and the
// tsx scripts): those run on the server by definition, so the marker has nothing to guard.
export {};
