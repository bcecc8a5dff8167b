// How test files share modules (scripts/test-all.sh, vitest.config.ts, decision 121). Most files run
// in their worker's one module graph, imported once per worker rather than once per file, each file
// starting afresh (lib/testing/between-files.ts). The files below run in a module graph of their own.

/** Files that replace a module with vi.mock, which must be in place before the module is first imported. */
export const MOCKING_FILES = [
  "lib/actions/actions.test.ts",
  "lib/actions/refusal-language.test.ts",
  "lib/feed/blocked-and-gate.test.ts",
];

/**
 * Files that build databases with Prisma's schema engine from nothing (WebAssembly): once, in a
 * shared worker, its glue module returned garbled text and the test timed out (CI, 2026-11-28).
 */
const SCHEMA_ENGINE_FILES = ["lib/db/schema-engine.test.ts"];

/** lib/testing/test-modules.test.ts fails on a file that mocks a module and is not listed. */
export const OWN_MODULE_FILES = [...MOCKING_FILES, ...SCHEMA_ENGINE_FILES];

/** QUAYSIDE_TEST_MODULES: "shared" (all but the files above, modules shared), "own" (those files alone). */
export type TestModules = "shared" | "own" | undefined;
