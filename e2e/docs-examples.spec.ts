// The integrators' pages work as written: getting started's curl and openssl steps, and the examples
// of the save, errors, idempotency, reads and uploads pages, run in order against the e2e server
// (scripts/docs-examples.ts), and each answer has the shape the page prints.
import { createServer } from "node:net";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { checkPageExamples } from "../scripts/docs-examples";
import { TEST_API_KEYS } from "./fixtures";

/** A port the system says is free, for the page's receiver (port 4000 in the page: its listen and its URL). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

test("getting started: the curl steps answer as the page prints them", async ({ baseURL }) => {
  test.setTimeout(240_000);
  const port = await freePort();
  const problems = await checkPageExamples(path.resolve("docs/integrators/getting-started.md"), {
    baseUrl: baseURL!,
    env: { KEY: TEST_API_KEYS.agent, ADMIN_KEY: TEST_API_KEYS.admin },
    replace: { "127.0.0.1:4000": `127.0.0.1:${port}`, ".listen(4000,": `.listen(${port},` },
  });
  expect(problems).toEqual([]);
});

// The integrators' reference pages: each page's steps run in order on the same demo data.
for (const page of ["booking-save", "errors", "idempotency-and-concurrency", "reads", "uploads"]) {
  test(`docs/integrators/${page}.md: the examples answer as the page prints them`, async ({ baseURL }) => {
    test.setTimeout(240_000);
    const problems = await checkPageExamples(path.resolve(`docs/integrators/${page}.md`), {
      baseUrl: baseURL!,
      env: { KEY: TEST_API_KEYS.agent, ADMIN_KEY: TEST_API_KEYS.admin },
    });
    expect(problems).toEqual([]);
  });
}
