// The environment variable naming a test run's seeded template (lib/testing/test-database.ts): a
// database name on the server, a dump file for PGlite. Its own module so that the workers' setup
// does not load the database code into every test file.
export const TEST_TEMPLATE_ENV = "QUAYSIDE_TEST_TEMPLATE";

/**
 * A dump of the embedded test template made before the run (writeEmbeddedTemplate): runs side by
 * side that set it start from that file instead of each migrating and seeding its own.
 */
export const SHARED_EMBEDDED_TEMPLATE_ENV = "QUAYSIDE_SHARED_EMBEDDED_TEMPLATE";

/**
 * Test runs hash passwords at scrypt N=2^12 instead of the portal's 2^17 (32 times less work; a
 * hash keeps its own parameters, lib/auth/password.ts): the suites hash hundreds. Set in each test
 * process before anything is seeded or hashed (vitest.config.ts, scripts/e2e-server.ts,
 * scripts/embedded-test-template.ts); a cost set by hand wins.
 */
export function applyTestPasswordCost(): void {
  process.env.PASSWORD_HASH_LOG_N ??= "12";
}
