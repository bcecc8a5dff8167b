// A voyage integrators can book in e2e specs: found through the rotation read, sailed by Nordic
// Ro-Ro Lines, calling at Zeebrugge (loading) and later at Lagos (discharging), with its
// Zeebrugge cut-off still days ahead — so the save's acceptance rules (calls, cut-offs) hold.
import { expect, type APIRequestContext, type Page } from "@playwright/test";

interface Visit {
  port: string;
  cutOff: string | null;
  canLoad: boolean;
}

export async function bookableVoyage(request: APIRequestContext, apiKey: string): Promise<string> {
  const response = await request.get("/api/voyage/rotation?Pol=BEZEE&Pod=NGLOS&Line=NRL", {
    headers: { authorization: `Bearer ${apiKey}` },
  });
  expect(response.status()).toBe(200);
  const { voyages } = (await response.json()) as { voyages: { voyage: string; visits: Visit[] }[] };
  const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 19);
  // The first Zeebrugge call is the one loading for Lagos (a round trip calls there again later).
  const open = voyages.find(
    (v) => (v.visits.find((visit) => visit.canLoad && /zeebrugge/i.test(visit.port))?.cutOff ?? "") > soon,
  );
  expect(open, "a Zeebrugge → Lagos voyage with its cut-off days ahead").toBeDefined();
  return open!.voyage;
}

/**
 * Opens a new booking on a Nordic Ro-Ro Lines sailing from Antwerp to Lagos whose Antwerp cut-off
 * is still ahead (port time against UTC, with a margin wider than Antwerp's offset); its number.
 */
export async function openSailing(page: Page): Promise<string> {
  const res = await page.request.get("/api/voyage/rotation?Pol=BEANR&Pod=NGLOS&Line=NRL");
  expect(res.ok()).toBe(true);
  const { voyages } = (await res.json()) as { voyages: { voyage: string; visits: Visit[] }[] };
  const soon = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 19);
  const voyage = voyages.find((v) => (v.visits.find((s) => s.port === "Antwerp")?.cutOff ?? "") > soon);
  expect(voyage, "an Antwerp → Lagos sailing still taking cargo").toBeDefined();
  await page.goto(
    `/bookings/new?${new URLSearchParams({ line: "Nordic Ro-Ro Lines", voyage: voyage!.voyage, pol: "BEANR", pod: "NGLOS" })}`,
  );
  await expect(page.getByRole("heading", { name: new RegExp(`Voyage ${voyage!.voyage}`) })).toBeVisible();
  return voyage!.voyage;
}
