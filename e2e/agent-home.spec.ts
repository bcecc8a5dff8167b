// The agent's home as a dashboard: units due at the gate, the week's cut-offs, drafts and
// bookings that need attention, judged on an agent of the test's own (so nothing other specs
// book shows up), and never another agent's bookings.
import { expect, test } from "@playwright/test";
import { bookableVoyage } from "./bookable-voyage";
import { TEST_API_KEYS, signIn } from "./fixtures";
import { fullParty, ownAgent } from "./own-agent";
import { itemInput } from "../lib/booking/test-helpers";

test.use({ storageState: { cookies: [], origins: [] } });

test("an agent's home lists its units due at the gate, drafts and problems, and no other agent's", async ({
  page,
  request,
}) => {
  // An agent, a user, a sign-in and two saves before the page: more than the default budget on a shared machine.
  test.setTimeout(180_000);
  const voyage = await bookableVoyage(request, TEST_API_KEYS.agent);
  const agent = await ownAgent(request, "Home Dash");
  await signIn(page, agent.email, agent.password);
  const parties = {
    Shipper: fullParty("SHP", "Home Shipper"),
    Exporter: fullParty("EXP", "Home Exporter"),
    Consignee: fullParty("CNE", "Home Consignee"),
    Notify: fullParty("NTF", "Home Notify"),
  };
  const header = {
    Id: 0,
    Pol: "BEZEE",
    Terminal: "ICO",
    Pod: "NGLOS",
    Line: "Nordic Ro-Ro Lines",
    AgentId: 0,
    IsCanceled: false,
    ...parties,
  };
  const save = async (extra: Record<string, unknown>, items: number) => {
    const res = await page.request.post("/api/booking/save", {
      headers: { origin: new URL(page.url()).origin },
      data: {
        booking: {
          Header: { ...header, ...extra },
          Items: Array.from({ length: items }, (_, i) => itemInput(i + 1)),
          TestOnly: false,
        },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()).booking as { Id: number; BookingCode: string };
  };
  const booked = await save({ BookingVoyage: voyage, ReferenceNumber: "HOME-DUE" }, 3);
  const draft = await save({ Status: "draft", ReferenceNumber: "HOME-DRAFT" }, 1);

  await page.goto("/");
  const due = page.getByRole("region", { name: "Units due at the gate" });
  await expect(due.getByRole("listitem")).toHaveCount(1);
  await expect(due.getByRole("link", { name: booked.BookingCode, exact: true })).toBeVisible();
  await expect(due.getByText("3 of 3 units to deliver")).toBeVisible();
  await expect(due.getByText(new RegExp(voyage))).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "At a glance" }).getByRole("link", { name: /^3 units due at the gate/ }),
  ).toBeVisible();

  const drafts = page.getByRole("region", { name: "Drafts" });
  await expect(drafts.getByRole("link", { name: draft.BookingCode, exact: true })).toBeVisible();
  await expect(drafts.getByRole("link", { name: `Continue draft ${draft.BookingCode}` })).toHaveAttribute(
    "href",
    `/bookings/${draft.Id}/edit`,
  );
  await expect(
    page.getByRole("region", { name: "Bookings that need attention" }).getByText("Nothing needs attention."),
  ).toBeVisible();
  // Each box is as tall as what it holds: an empty one does not stretch to the list beside it.
  const attention = page.getByRole("region", { name: "Bookings that need attention" });
  const slack = await attention.evaluate((section) => {
    const last = section.lastElementChild!.getBoundingClientRect();
    return section.getBoundingClientRect().bottom - last.bottom;
  });
  expect(slack).toBeLessThanOrEqual(2);
  // Acme's bookings (other specs save many) are not this agent's.
  await expect(page.getByText(/^ACM-/)).toHaveCount(0);

  await page.screenshot({ path: "test-results/screens/home-agent-1440.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/screens/home-agent-390.png", fullPage: true });
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);

  await due.getByRole("link", { name: booked.BookingCode, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${booked.Id}$`));
});
