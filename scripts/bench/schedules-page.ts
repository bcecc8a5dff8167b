// npm run bench -- schedules-page — /schedules as an agent first opens it, in headless Chromium on
// the built portal (`next build` first) over a fresh seeded database, with Pol + Pod and with no
// filter: the first-load JavaScript (gzip), the time to the first result on screen, and the bytes
// of schedule JSON the page carries (rendered into its HTML by the server) or fetches.
// Targets (issue 10): first result ≤ 1 s on a quiet machine, first-load JS ≤ 200 kB gzip,
// no page fetching more than 100 kB of schedule JSON before the user asks for more.
import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "@playwright/test";
import { createTestDatabase } from "../../lib/testing/test-database";
import { TEST_API_KEYS } from "../../lib/testing/fixtures";
import { signInAsAgent, startPortal } from "./_browser-portal";

const RUNS = 5;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const VIEWS = [
  {
    name: "Pol + Pod (Antwerp → Lagos)",
    path: "/schedules?Pol=BEANR&Pod=NGLOS",
    firstResult: 'table[aria-label="Open sailings"] tbody tr, ul[aria-label="Open sailings"] li',
  },
  { name: "no filter", path: "/schedules", firstResult: "section[aria-label] table tbody tr" },
];

async function signedInState(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await signInAsAgent(await context.newPage());
  const state = await context.storageState();
  await context.close();
  return state;
}

/** One cold first load (new context: no cache): what it loaded and when the first result showed. */
async function firstLoad(
  browser: Browser,
  baseURL: string,
  state: Awaited<ReturnType<typeof signedInState>>,
  view: (typeof VIEWS)[number],
) {
  const context = await browser.newContext({ baseURL, storageState: state, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const scripts: Promise<number>[] = [];
  let rotationBytes = 0;
  let documentBytes = 0;
  page.on("response", (response) => {
    const url = response.url();
    if (response.request().resourceType() === "script")
      scripts.push(
        response.body().then(
          (b) => gzipSync(b).length,
          () => 0,
        ),
      );
    if (url.includes("/api/voyage/rotation"))
      void response.body().then(
        (b) => (rotationBytes += b.length),
        () => {},
      );
    if (response.request().resourceType() === "document")
      void response.body().then(
        (b) => (documentBytes = b.length),
        () => {},
      );
  });
  const t0 = Date.now();
  await page.goto(view.path, { waitUntil: "commit" });
  await page.locator(view.firstResult).first().waitFor();
  const firstResultMs = Date.now() - t0;
  await page.waitForLoadState("networkidle");
  const jsGzip = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
  await context.close();
  return { firstResultMs, jsGzip, rotationBytes, documentBytes };
}

export default async function schedulesPageBench(): Promise<void> {
  if (!existsSync(".next/BUILD_ID"))
    throw new Error("Run `npx next build` first: the benchmark measures the built portal.");
  const server =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  process.env.TEST_DATABASE_URL = server;
  const database = await createTestDatabase({ name: "quayside_bench_schedules_page" });
  const port = Number(process.env.BENCH_PORT ?? 3130);
  const baseURL = `http://127.0.0.1:${port}`;
  const portal = await startPortal(database.url, port);
  const browser = await chromium.launch({
    executablePath: existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    const state = await signedInState(browser, baseURL);
    console.log(
      `/schedules, first load as a signed-in agent, headless Chromium at 1440×900, ${RUNS} cold loads each (${database.kind} database)`,
    );
    for (const view of VIEWS) {
      await firstLoad(browser, baseURL, state, view); // warm the server's caches once
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await firstLoad(browser, baseURL, state, view));
      // the schedule JSON the server rendered in: the API's answer for the same window, as the page asked it
      const today = new Date().toISOString().slice(0, 10);
      const weeks = view.path.includes("Pol=") ? 4 : 2;
      const end = new Date(Date.parse(today) + weeks * 7 * 86_400_000).toISOString().slice(0, 10);
      const query = new URLSearchParams(view.path.split("?")[1] ?? "");
      query.set("DepartureMin", today);
      query.set("DepartureMax", `${end}T23:59:59`);
      const api = await fetch(`${baseURL}/api/voyage/rotation?${query}`, {
        headers: { authorization: `Bearer ${TEST_API_KEYS.agent}` },
      });
      const embedded = (await api.arrayBuffer()).byteLength;
      console.log(`  ${view.name}  ${view.path}`);
      console.log(
        `    time to first result        median ${median(runs.map((r) => r.firstResultMs))} ms (runs: ${runs.map((r) => r.firstResultMs).join(", ")})  (target ≤ 1000 ms)`,
      );
      console.log(`    first-load JS (gzip)        ${kB(median(runs.map((r) => r.jsGzip)))}  (target ≤ 200 kB)`);
      console.log(
        `    schedule JSON in the HTML   ${kB(embedded)} (the server's first answer; document ${kB(median(runs.map((r) => r.documentBytes)))} uncompressed)`,
      );
      console.log(
        `    schedule JSON fetched       ${kB(Math.max(...runs.map((r) => r.rotationBytes)))} by the browser before any click  (target: total ≤ 100 kB)`,
      );
    }
  } finally {
    await browser.close();
    portal.kill("SIGTERM");
    await database.drop().catch(() => {});
  }
}
