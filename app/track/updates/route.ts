// POST /track/updates — the tracking pages' plain forms (no script): "e-mail me" (do=ask, with the
// page's booking code and VIN end or share link), and the buttons of the confirm and stop pages
// (do=confirm / do=stop with the link's s and t). Each answers 303 back to a page that says what
// happened. Public like /track (proxy.ts), and like every page write only from the portal's own
// pages; mail programs' one-click unsubscribe goes to POST /api/track/updates/unsubscribe instead.
// "E-mail me" keeps the page's language (the locale cookie, else Accept-Language: the request's)
// for the e-mails.
import { NextResponse, type NextRequest } from "next/server";
import { handle } from "@/lib/api/handler";
import { trackUpdatesFormOperation } from "@/lib/api/operations/tracking";
import { ZodError } from "zod";
import { ApiError } from "@/lib/core/errors";
import { env } from "@/lib/env";
import { localeOfApiRequest } from "@/lib/i18n/answer-language";
import { clientIp } from "@/lib/net/client-ip";
import { confirmUpdates, stopUpdates } from "@/lib/notifications/consignee";
import { consigneeLinkQuerySchema } from "@/lib/notifications/consignee-schema";
import type { UpdatesOutcome } from "@/lib/tracking/track-messages";
import { askForTrackingUpdates, trackPathOf } from "@/lib/tracking/updates";

const field = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v.slice(0, 400) : "";
};

/**
 * 303 to a page of this portal, by a relative Location: the server's own idea of its origin
 * (localhost behind a proxy) may not be the browser's, and the CSP's form-action 'self' would then
 * stop the redirect.
 */
const back = (_req: NextRequest, path: string) =>
  new NextResponse(null, { status: 303, headers: { location: path, "cache-control": "no-store" } });

export const POST = handle(trackUpdatesFormOperation, async ({ req }) => {
  const form = await req.formData().catch(() => new FormData());
  const action = field(form, "do");
  if (action === "confirm" || action === "stop") {
    const link = consigneeLinkQuerySchema.safeParse({ s: field(form, "s"), t: field(form, "t") });
    if (link.success) {
      try {
        await (action === "confirm" ? confirmUpdates(link.data) : stopUpdates(link.data));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error; // not genuine: the page below says so
      }
    }
    const q = new URLSearchParams({ s: field(form, "s"), t: field(form, "t") });
    return back(req, `/track/updates/${action}?${q}`);
  }
  const given = { booking: field(form, "booking"), vin: field(form, "vin"), link: field(form, "link") };
  const path = trackPathOf(given.link ? { link: given.link } : given);
  const land = (outcome: UpdatesOutcome) =>
    back(req, `${path}${path.includes("?") ? "&" : "?"}updates=${outcome}#updates`);
  try {
    const ip = clientIp(req.headers, env().TRUSTED_PROXY_COUNT);
    const locale = localeOfApiRequest(req.headers);
    return land(await askForTrackingUpdates(ip, { ...given, email: field(form, "email"), locale }));
  } catch (error) {
    if (error instanceof ZodError) return land("bad-email");
    if (error instanceof ApiError && error.code === "RATE_LIMITED") return land("busy");
    if (error instanceof ApiError && error.code === "NOT_FOUND") return back(req, path);
    throw error;
  }
});
