// A voyage integrators can book in e2e specs: found through the rotation read, sailed by Nordic
// Ro-Ro Lines, calling at Zeebrugge (loading) and later at Lagos (discharging), with its
// Zeebrugge cut-off still days ahead — so the save's acceptance rules (calls, cut-offs) hold.
import { expect, type APIRequestContext } from "@playwright/test";

interface Visit { port: string; cutOff: string | null; canLoad: boolean }

export async function bookableVoyage(request: APIRequestContext, apiKey: string): Promise<string> {
  const response = await request.get("/api/voyage/rotation?Pol=BEZEE&Pod=NGLOS&Line=NRL", { headers: { authorization: `Bearer ${apiKey}` } });
  expect(response.status()).toBe(200);
  const { voyages } = (await response.json()) as { voyages: { voyage: string; visits: Visit[] }[] };
  const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 19);
  const open = voyages.find((v) => v.visits.some((visit) => visit.canLoad && /zeebrugge/i.test(visit.port) && (visit.cutOff ?? "") > soon));
  expect(open, "a Zeebrugge → Lagos voyage with its cut-off days ahead").toBeDefined();
  return open!.voyage;
}
