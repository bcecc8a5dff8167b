// How test files share modules (scripts/test-all.sh, vitest.config.ts). Most files run in their
// worker's one module graph, imported once per worker rather than once per file (the server run
// took about 100 s instead of about 250 s), each file starting afresh (lib/testing/between-files.ts).
// The files below replace a module with vi.mock, which must be in place before the module is first
// imported: they run in a module graph of their own. lib/core/habits.test.ts fails on a file that
// mocks a module and is not listed here.
export const OWN_MODULE_FILES = [
  "lib/actions/actions.test.ts",
  "lib/actions/refusal-language.test.ts",
  "lib/feed/blocked-and-gate.test.ts",
];

/** QUAYSIDE_TEST_MODULES: "shared" (all but the files above, modules shared), "own" (those files alone). */
export type TestModules = "shared" | "own" | undefined;
