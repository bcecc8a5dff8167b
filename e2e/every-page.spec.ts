// Every page of the portal, as each role that may see it, in French (the longer language; English
// pages are the same documents with shorter words): axe-core finds no serious or critical violation
// (WCAG 2 A/AA, 2.1 AA) at desktop and phone size, at 390×844 the page never scrolls sideways, and no
// English is left on it (e2e/english-left.ts). Signed-in roles carry the locale cookie My account
// sets; anonymous pages get a French browser's Accept-Language. To cover a new page, add one line to
// PAGES below (a path, the roles that may open it, and, when its content comes after a request, what
// to wait for).
import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import { TEST_API_KEYS, expectSignedIn, signedInAs, type Role as TestUser } from "./fixtures";
import { bookingInput } from "../lib/booking/test-helpers";
import { bookableVoyage } from "./bookable-voyage";
import { expectAccessible } from "./accessibility";
import { englishLeftOn } from "./english-left";
import { LOCALE_COOKIE } from "../lib/i18n/locales";

// Pages render on the server and then fetch; on the shared two-core machine that can take a while.
const expect = baseExpect.configure({ timeout: 30_000 });

type Role = "anonymous" | "agent" | "staff" | "admin";
const SIGNED_IN: readonly Role[] = ["agent", "staff", "admin"];

/** Real ids the pages need, made once per run through the API. */
interface Ids {
  bookingId: number;
  /** a quotation (RequestType 1) of the agent: its page shows the quote and "Book this quote" */
  quoteId: number;
  /** a Zeebrugge → Lagos sailing still taking cargo, for "Get a quote" */
  voyage: string;
  vesselName: string;
}

interface PageEntry {
  /** The URL to open, or, when it needs a real id, a function of the ids and a label for the test's name. */
  path: string | { label: string; url: (ids: Ids) => string };
  roles: readonly Role[];
  /** Why the page stays English for a French reader (the API reference: the interface's own words). */
  english?: string;
  /** What the page shows once its data is in (beyond its heading). */
  waitFor?: (page: Page) => Locator;
  /**
   * A known failure another branch is fixing: the test is marked as expected to fail (so it still
   * runs, and reports "passed unexpectedly" once the fix lands; then delete the todo).
   */
  todo?: string;
  /** Like todo, for a page that cannot even finish failing in time (axe hangs on its size): not run. */
  fixme?: string;
}

const PAGES: PageEntry[] = [
  { path: "/signin", roles: ["anonymous"] },
  {
    path: "/api-docs",
    roles: ["anonymous"],
    english: "the API reference documents the interface in its own words",
    waitFor: (page) => page.getByRole("heading", { name: /Quayside booking API/ }),
  },
  { path: "/no-such-page", roles: ["anonymous", "agent"] },
  // consignees' tracking: the form, a pair that finds nothing, a link that does not open (e2e/tracking.spec.ts opens a real one)
  { path: "/track", roles: ["anonymous", "agent"] },
  { path: "/track?booking=NOPE-000001&vin=123456", roles: ["anonymous"] },
  { path: "/track/l/1.x", roles: ["anonymous"] },
  // a consignee's confirm / stop link that is not genuine (lib/notifications/consignee.test.ts follows real ones)
  { path: "/track/updates/confirm?s=1&t=x", roles: ["anonymous"] },
  { path: "/", roles: SIGNED_IN },
  { path: "/schedules", roles: SIGNED_IN },
  { path: "/schedules?Pol=BEZEE&Pod=NGLOS", roles: ["agent"] },
  { path: "/vessels", roles: SIGNED_IN, waitFor: (page) => page.getByRole("table", { name: "Navires" }) },
  {
    path: { label: "/vessels/[name]", url: (ids) => `/vessels/${encodeURIComponent(ids.vesselName)}` },
    roles: SIGNED_IN,
    waitFor: (page) => page.getByRole("region", { name: "Caractéristiques" }),
  },
  { path: "/ports", roles: SIGNED_IN, waitFor: (page) => page.getByRole("cell", { name: /Zeebrugge/ }).first() },
  { path: "/unit-models", roles: SIGNED_IN, waitFor: (page) => page.getByRole("table", { name: "Modèles d’unité" }) },
  {
    path: "/unit-models?type=T&q=scania",
    roles: ["agent"],
    waitFor: (page) => page.getByRole("cell", { name: "Scania" }).first(),
  },
  { path: "/bookings", roles: SIGNED_IN },
  { path: "/bookings?status=nonsense&pol=??", roles: ["agent"] },
  { path: { label: "/bookings/[id]", url: (ids) => `/bookings/${ids.bookingId}` }, roles: SIGNED_IN },
  { path: { label: "/bookings/[id]/edit", url: (ids) => `/bookings/${ids.bookingId}/edit` }, roles: ["agent"] },
  { path: { label: "/bookings/[id]/timeline", url: (ids) => `/bookings/${ids.bookingId}/timeline` }, roles: SIGNED_IN },
  { path: "/bookings/new", roles: ["agent", "staff"] },
  {
    path: { label: "/bookings/[id] (a quote)", url: (ids) => `/bookings/${ids.quoteId}` },
    roles: ["agent", "staff"],
    waitFor: (page) => page.getByTestId("price-total"),
  },
  {
    path: {
      label: "/quotes/new?voyage=…",
      url: (ids) => `/quotes/new?line=NRL&voyage=${ids.voyage}&pol=BEZEE&pod=NGLOS`,
    },
    roles: ["agent"],
    waitFor: (page) => page.getByRole("button", { name: "Demander une cotation" }),
  },
  { path: "/quotes/new", roles: ["agent"] },
  { path: "/line/tariff", roles: ["staff"], waitFor: (page) => page.getByRole("table", { name: /Le tarif/ }) },
  { path: "/line/tariff", roles: ["admin"], waitFor: (page) => page.getByRole("link", { name: "Nordic Ro-Ro Lines" }) },
  { path: "/line/prices", roles: ["staff", "admin"] },
  {
    path: "/line/letterhead",
    roles: ["staff", "admin"],
    waitFor: (page) => page.getByText(/^En-tête de |Connectez-vous en tant que membre du personnel d’un armateur/),
  },
  { path: "/milestones", roles: ["staff", "admin"] },
  { path: "/release", roles: ["staff", "admin"] },
  { path: "/invoices", roles: ["agent", "staff"] },
  { path: "/item-updates", roles: ["staff", "admin"] },
  { path: "/integrations", roles: ["agent", "admin"] },
  {
    path: "/address-book",
    roles: ["agent", "admin"],
    waitFor: (page) => page.getByText(/\d+ fiches?|connectez-vous avec l’un de ses utilisateurs/),
  },
  { path: "/account", roles: SIGNED_IN, waitFor: (page) => page.getByRole("combobox", { name: "Fuseau horaire" }) },
  { path: "/team", roles: ["agent"], waitFor: (page) => page.getByRole("button", { name: "Ajouter" }) },
  {
    path: "/notifications/preferences",
    roles: ["agent"],
    waitFor: (page) => page.getByRole("combobox", { name: /Fuseau horaire/ }),
  },
  // The operator's console (/admin/…) and the lines' console (/line/…) are checked the same way,
  // page by page at both sizes, in e2e/admin.spec.ts and e2e/line-console.spec.ts.
];

const USER_OF: Record<Exclude<Role, "anonymous">, TestUser> = {
  agent: "agent",
  staff: "staffNrl",
  admin: "admin",
};

// Each page is its own test, on its own worker's page, from the stored sessions: pages of one role
// need not wait for each other.
test.describe.configure({ mode: "parallel" });

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

let ids: Ids;

test.beforeAll(async ({ request }) => {
  const auth = { authorization: `Bearer ${TEST_API_KEYS.agent}` };
  const saved = await request.post("/api/booking/save", {
    headers: auth,
    data: { booking: { ...bookingInput({ items: 2 }), TestOnly: false } },
  });
  baseExpect(saved.status(), await saved.text()).toBe(200);
  const vessels = await request.get("/api/Vessel/Search", { headers: auth });
  baseExpect(vessels.status()).toBe(200);
  const voyage = await bookableVoyage(request, TEST_API_KEYS.agent);
  const quote = await request.post("/api/booking/save", {
    headers: auth,
    data: {
      booking: {
        ...bookingInput({ items: 2, header: { Line: "NRL", BookingVoyage: voyage, RequestType: 1 } }),
        TestOnly: false,
      },
    },
  });
  baseExpect(quote.status(), await quote.text()).toBe(200);
  ids = {
    bookingId: (await saved.json()).booking.Id,
    vesselName: (await vessels.json())[0].name,
    quoteId: (await quote.json()).booking.Id,
    voyage,
  };
});

/** Waits for what a user waits for: the page's heading, its data, and no loading placeholder left. */
async function settled(page: Page, entry: PageEntry) {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  if (entry.waitFor) await expect(entry.waitFor(page)).toBeVisible();
  // Skeleton bars (not the "live" dot of a feed, which pulses for good) and busy regions.
  await expect(
    page.locator(".animate-pulse.rounded, [role='status'][aria-label^='Chargement'], [aria-busy='true']"),
  ).toHaveCount(0);
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    inner: window.innerWidth,
  }));
  baseExpect(widths.scroll, `page width at ${where} (viewport ${widths.inner})`).toBeLessThanOrEqual(widths.inner);
}

for (const role of ["anonymous", ...SIGNED_IN] as const) {
  test.describe(`as ${role}`, () => {
    // One load and two axe runs per page, on a shared two-core machine.
    test.describe.configure({ timeout: 180_000 });
    test.use({
      viewport: DESKTOP,
      // A French browser; signed in, the locale cookie (My account's choice) too.
      locale: "fr-FR",
      ...(role === "anonymous" ? {} : signedInAs(USER_OF[role])),
    });

    for (const entry of PAGES.filter((p) => p.roles.includes(role))) {
      const label = typeof entry.path === "string" ? entry.path : entry.path.label;
      test(`${label}: accessible at 1440 and 390 px, no sideways scroll on a phone`, async ({ page }) => {
        test.fixme(Boolean(entry.fixme), entry.fixme);
        test.fail(Boolean(entry.todo), entry.todo);
        // A known-slow page need not hold the run for the full budget while it is expected to fail.
        if (entry.todo) test.setTimeout(60_000);
        const url = typeof entry.path === "string" ? entry.path : entry.path.url(ids);
        await page.setViewportSize(DESKTOP);
        if (role !== "anonymous")
          await page
            .context()
            .addCookies([{ name: LOCALE_COOKIE, value: "fr", url: test.info().project.use.baseURL! }]);
        await page.goto(url);
        if (role !== "anonymous") await expectSignedIn(page);
        await settled(page, entry);
        if (!entry.english) {
          await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR");
          const left = await englishLeftOn(page);
          baseExpect(left, `English left on ${url} as ${role}`).toEqual([]);
        }
        await expectAccessible(page, `${url} as ${role}, 1440×900`, WCAG_TAGS);

        // The phone size in place: the same document re-laid out by its media queries, as a window
        // narrowed by hand (a second load cost a server render and a hydration per page).
        await page.setViewportSize(PHONE);
        await settled(page, entry);
        await expectNoSidewaysScroll(page, `${url} as ${role}, 390×844`);
        // Every role at 390 px too: a role's page can differ on a phone (its own cards, its own actions).
        await expectAccessible(page, `${url} as ${role}, 390×844`, WCAG_TAGS);
      });
    }
  });
}
