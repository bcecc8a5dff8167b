// npm run bench -- pages — every page of the portal as its users open it, in headless Chromium on
// the built portal (`next build` first) over a fresh seeded database, one user at a time: the time
// from asking for the page (a full load of its address, what a click that leaves the page costs at
// most; a link inside the portal navigates on the client and is quicker) until its main content is
// on screen — the page's heading, nothing in <main> marked busy, and for a page that fetches its
// list in the browser, the list's first row.
// Target (issue 40): every page's main content within 500 ms, median of five loads, on this machine.
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { createTestDatabase } from "../../lib/testing/test-database";
import { TEST_API_KEYS, TEST_PASSWORD, TEST_USERS } from "../../lib/testing/fixtures";
import { startPortal } from "./_browser-portal";

const RUNS = 5;
const TARGET_MS = 500;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

type Role = "agent" | "staffNrl" | "admin";
interface PageToMeasure {
  path: string;
  /** what shows that the main content is there, beyond the heading (a list fetched in the browser) */
  ready?: string;
}

function pagesOf(role: Role, ids: { bookingId: string; vessel: string; voyage: string }): PageToMeasure[] {
  const everyone: PageToMeasure[] = [
    { path: "/" },
    { path: "/bookings", ready: "main table tbody tr, main ul li" },
    { path: `/bookings/${ids.bookingId}` },
    { path: "/schedules", ready: "main table tbody tr" },
    { path: "/vessels", ready: 'table[aria-label="Vessels"] tbody tr, table:has(caption) tbody tr' },
    { path: `/vessels/${encodeURIComponent(ids.vessel)}` },
    { path: "/ports", ready: "main table tbody tr" },
    { path: "/unit-models", ready: `[aria-label="Unit models"] [aria-rowindex="2"]` },
    { path: "/account" },
  ];
  if (role === "agent")
    return [
      ...everyone,
      { path: `/bookings/${ids.bookingId}/edit`, ready: "main form" },
      { path: "/bookings/new", ready: "main form" },
      // as Schedules' "Get a quote" opens it: with a sailing (without one the page has no form)
      { path: `/quotes/new?voyage=${encodeURIComponent(ids.voyage)}&line=NRL`, ready: "main form" },
      { path: "/address-book" },
      { path: "/integrations" },
      { path: "/team" },
      { path: "/notifications/preferences" },
      { path: "/sailings", ready: "main form" },
      // the consignee's page is public; signed in or not it is the same server-rendered form
      { path: "/track" },
      { path: "/invoices" },
    ];
  if (role === "staffNrl")
    return [
      ...everyone,
      { path: "/milestones" },
      { path: "/item-updates" },
      { path: "/line" },
      { path: "/line/tariff" },
      { path: "/line/prices" },
      { path: "/line/destination-rules", ready: "main table" },
      { path: "/line/letterhead", ready: "main form" },
      { path: "/invoices" },
      { path: "/release" },
    ];
  return [{ path: "/admin" }, { path: "/admin/audit" }, { path: "/line" }, { path: "/item-updates" }];
}

async function signIn(browser: Browser, baseURL: string, role: Role): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto("/signin");
  await page.getByLabel("Email").fill(TEST_USERS[role]);
  await page.getByLabel("Password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/signin"));
  await page.close();
  return context;
}

/**
 * Milliseconds from asking for the page until its main content is on screen, and of those, until
 * the server's first byte (the navigation's responseStart): the server's share of the wait.
 */
async function load(page: Page, target: PageToMeasure): Promise<{ ms: number; serverMs: number }> {
  const t0 = performance.now();
  await page.goto(target.path, { waitUntil: "commit" });
  await page.waitForFunction(
    (ready) => {
      const main = document.querySelector("main");
      const heading = main?.querySelector("h1");
      if (!main || !heading || heading.getBoundingClientRect().height === 0) return false;
      if (main.querySelector('[aria-busy="true"]')) return false;
      return !ready || !!main.querySelector(ready) || !!document.querySelector(ready);
    },
    target.ready ?? null,
    { timeout: 15_000, polling: "raf" },
  );
  const ms = Math.round(performance.now() - t0);
  const serverMs = await page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    return nav ? Math.round(nav.responseStart - nav.requestStart) : -1;
  });
  return { ms, serverMs };
}

export default async function pagesBench(): Promise<void> {
  if (!existsSync(".next/BUILD_ID"))
    throw new Error("Run `npx next build` first: the benchmark measures the built portal.");
  process.env.TEST_DATABASE_URL =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const database = await createTestDatabase({ name: "quayside_bench_pages" });
  const port = Number(process.env.BENCH_PORT ?? 3131);
  const baseURL = `http://127.0.0.1:${port}`;
  const portal = await startPortal(database.url, port);
  const browser = await chromium.launch({
    executablePath: existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  try {
    // A booking of the demo agent on the next open Nordic Ro-Ro sailing (the staff user works for NRL).
    process.env.DATABASE_URL = database.url;
    const { openNrlVoyage } = await import("../../lib/testing/open-voyage");
    const { bookingInput } = await import("../../lib/booking/test-helpers");
    const voyage = await openNrlVoyage();
    const headers = { authorization: `Bearer ${TEST_API_KEYS.agent}`, "content-type": "application/json" };
    const saved = await fetch(`${baseURL}/api/booking/save`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        booking: bookingInput({ items: 3, header: { Line: "NRL", BookingVoyage: voyage.number } }),
      }),
    });
    if (!saved.ok) throw new Error(`the benchmark's booking was refused: ${saved.status} ${await saved.text()}`);
    const bookingId = ((await saved.json()) as { booking: { Id: string } }).booking.Id;
    const vessels = (await (await fetch(`${baseURL}/api/vessel/search`, { headers })).json()) as { name: string }[];
    const ids = { bookingId, vessel: vessels[0].name, voyage: voyage.number };
    // Others share the machine: its load is part of every figure.
    console.log(
      `load average at the start: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
    console.log(
      `Every page, one user at a time, headless Chromium at 1440×900, ${RUNS} loads each after one warm-up (${database.kind} database); target ≤ ${TARGET_MS} ms median`,
    );
    const slow: string[] = [];
    for (const role of ["agent", "staffNrl", "admin"] as const) {
      const context = await signIn(browser, baseURL, role);
      const page = await context.newPage();
      for (const target of pagesOf(role, ids)) {
        const runs: number[] = [];
        const server: number[] = [];
        try {
          await load(page, target); // the server's caches and the browser's, warm
          for (let i = 0; i < RUNS; i++) {
            const { ms, serverMs } = await load(page, target);
            runs.push(ms);
            server.push(serverMs);
          }
        } catch (error) {
          slow.push(`${role} ${target.path} (main content not shown in 15 s)`);
          console.log(
            `  ${role.padEnd(8)} ${target.path.padEnd(34)} main content not shown in 15 s: ${String(error).split("\n")[0]}`,
          );
          continue;
        }
        // The server alone: the same address fetched with the session's cookie (no browser), to
        // the end of its body. What the browser adds beyond it is parsing, scripts and hydration.
        const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
        const fetched: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const t = performance.now();
          await (await fetch(new URL(target.path, baseURL), { headers: { cookie } })).arrayBuffer();
          fetched.push(Math.round(performance.now() - t));
        }
        const m = median(runs);
        if (m > TARGET_MS) slow.push(`${role} ${target.path} (${m} ms)`);
        console.log(
          `  ${role.padEnd(8)} ${target.path.padEnd(34)} median ${String(m).padStart(4)} ms, first byte ${String(median(server)).padStart(4)} ms, server alone ${String(median(fetched)).padStart(4)} ms  (runs: ${runs.join(", ")})${m > TARGET_MS ? "  over target" : ""}`,
        );
      }
      await context.close();
    }
    console.log(slow.length ? `Over ${TARGET_MS} ms: ${slow.join("; ")}` : `Every page within ${TARGET_MS} ms.`);
    console.log(
      `load average at the end: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
  } finally {
    await browser.close();
    portal.kill("SIGTERM");
    await database.drop().catch(() => {});
  }
}
