// The environment variable naming a test run's seeded template (lib/testing/test-database.ts): a
// database name on the server, a dump file for PGlite. Its own module so that the workers' setup
// does not load the database code into every test file.
export const TEST_TEMPLATE_ENV = "QUAYSIDE_TEST_TEMPLATE";

/**
 * A dump of the embedded test template made before the run (writeEmbeddedTemplate): runs side by
 * side that set it start from that file instead of each migrating and seeding its own.
 */
export const SHARED_EMBEDDED_TEMPLATE_ENV = "QUAYSIDE_SHARED_EMBEDDED_TEMPLATE";
