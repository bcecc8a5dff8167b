// The line's decision in the agent's booking form (docs/portal/line-decision.md): a draft finished
// on a full sailing is refused with "Join the waitlist", which stores it Waitlisted; a booking the
// line sent back opens with the line's reason and the field it named marked there. At 1440 × 900,
// axe on the form with the refusal and with the line's request.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectAccessible } from "./accessibility";
import { signedInAs, TEST_API_KEYS } from "./fixtures";
import { bookOnVoyage } from "./voyage-bookings";

test.use(signedInAs("agent"));

const admin = { authorization: `Bearer ${TEST_API_KEYS.admin}` };
const agent = { authorization: `Bearer ${TEST_API_KEYS.agent}` };

/** The latest open Nordic Ro-Ro sailing from Zeebrugge to Lagos (few other tests book on it). */
async function lastNrlSailing(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/voyage/rotation?Pol=BEZEE&Pod=NGLOS&Line=NRL", { headers: agent });
  expect(response.status()).toBe(200);
  const { voyages } = (await response.json()) as { voyages: { voyage: string }[] };
  expect(voyages.length).toBeGreaterThan(0);
  return voyages.at(-1)!.voyage;
}

test("a draft on a full sailing joins the waitlist from the form", async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const voyage = await lastNrlSailing(request);
  const draft = await bookOnVoyage(request, voyage, 1, "ACME", { Status: "draft" });
  const capacity = await request.get(`/api/voyages/${voyage}/capacity?line=NRL`, { headers: agent });
  const { legs } = (await capacity.json()) as { legs: { bookedRt: number }[] };
  const full = Math.max(...legs.map((l) => l.bookedRt));
  const allot = (allotmentRt: number | null) =>
    request.put(`/api/voyages/${voyage}/allotment?line=NRL`, { headers: admin, data: { allotmentRt } });
  expect((await allot(full)).status()).toBe(200);
  try {
    await page.goto(`/bookings/${draft.id}/edit`);
    await page.getByRole("button", { name: /^4\. Review/ }).click();
    await page.getByRole("button", { name: "Save changes" }).click();
    const refusal = page.getByRole("alert").filter({ hasText: "Join the waitlist" });
    await expect(refusal).toBeVisible();
    await expectAccessible(page, "booking form with a voyage_full refusal, 1440 px");
    await refusal.getByRole("button", { name: "Join the waitlist" }).click();
    await expect(page).toHaveURL(new RegExp(`/bookings/${draft.id}\\?saved=updated$`));
    await expect(page.getByRole("region", { name: "The line's decision" })).toContainText(
      "The sailing is full: the booking waits for space and holds none.",
    );
  } finally {
    expect((await allot(null)).status()).toBe(200);
  }
});

test("a booking the line sent back opens with the line's reason and the field marked", async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const response = await request.get("/api/voyage/rotation?Pol=ITGOA&Pod=SNDKR&Line=MRR", { headers: agent });
  const { voyages } = (await response.json()) as { voyages: { voyage: string }[] };
  const booked = await bookOnVoyage(request, voyages.at(-1)!.voyage, 1, "ACME", {
    Line: "MRR",
    Pol: "ITGOA",
    Terminal: "GPT",
    Pod: "SNDKR",
  });
  const decided = await request.post(`/api/bookings/${booked.id}/decision`, {
    headers: admin,
    data: { decision: "request-update", reason: "Give the unit's real weight.", paths: ["Items[0].Weight"] },
  });
  expect(decided.status(), await decided.text()).toBe(200);

  await page.goto(`/bookings/${booked.id}/edit`);
  const banner = page
    .getByRole("alert")
    .filter({ hasText: "The line asks for an update: Give the unit's real weight." });
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: /Weight/ }).click();
  const weight = page.getByRole("spinbutton", { name: "Weight (kg)" });
  await expect(weight).toBeFocused();
  await expect(weight).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("The line asks you to change this.").first()).toBeVisible();
  await expectAccessible(page, "booking form with the line's request, 1440 px");
});
