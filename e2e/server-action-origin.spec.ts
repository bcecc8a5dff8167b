// CSRF on pages: a server action is a POST to a page, and one sent from another site is refused
// with a plain 403 page (never Next.js's 500), signed in or not; the portal's own actions still work.
import { expect, test } from "@playwright/test";
import { signedInAs } from "./fixtures";

test.use(signedInAs("agent"));

/** A server action's request as Next.js's client sends it; the action id does not matter to the origin check. */
const actionRequest = (origin: string) => ({
  headers: {
    "next-action": "7f".repeat(21),
    origin,
    "content-type": "text/plain;charset=UTF-8",
    accept: "text/x-component",
  },
  data: "[]",
  maxRedirects: 0,
});

test("a signed-in user's server action posted from another site gets a 403 refusal page, not a 500", async ({
  page,
  baseURL,
}) => {
  for (const origin of ["https://attacker.example", baseURL!.replace("http://", "https://"), "null"]) {
    const res = await page.request.post("/bookings/new", actionRequest(origin));
    expect(res.status(), origin).toBe(403);
    expect(res.headers()["content-type"]).toContain("text/html");
    expect(await res.text()).toContain("This change did not come from Quayside");
  }
  // A foreign Origin beside a claimed same-origin fetch (no browser sends both): still refused.
  const claimed = actionRequest("https://attacker.example");
  const mixed = await page.request.post("/bookings/new", {
    ...claimed,
    headers: { ...claimed.headers, "sec-fetch-site": "same-origin" },
  });
  expect(mixed.status()).toBe(403);
});

test("without a session too: refused before the sign-in redirect", async ({ playwright, baseURL }) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  const res = await anonymous.post("/bookings/new", actionRequest("https://attacker.example"));
  expect(res.status()).toBe(403);
  await anonymous.dispose();
});

test("a server action from the portal's own origin is not refused by the origin check", async ({ page, baseURL }) => {
  // An unknown action id from the right origin gets Next.js's own answer for it, not the 403.
  const res = await page.request.post("/bookings/new", actionRequest(new URL(baseURL!).origin));
  expect(res.status()).not.toBe(403);
  expect(res.status()).toBeLessThan(500);
});
