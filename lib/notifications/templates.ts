import "server-only";
// One template per event type, as HTML and plain text: the event's title and text, the type's own
// next step and link back to the portal (KIND_TEMPLATES), and a line on how to stop these e-mails.
// A digest lists its notifications by type.
import type { EmailContent } from "@/lib/notifications/emails";
import { isKind, NOTIFICATION_KINDS, type NotificationKind } from "@/lib/notifications/kinds";
import { unsubscribeUrl } from "@/lib/notifications/unsubscribe";

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /** RFC 8058 one-click link (for the message's event type; a digest's first type) */
  unsubscribe: string;
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
const label = (kind: string) => (isKind(kind) ? NOTIFICATION_KINDS[kind].label : kind);

/** Each type's own part of its message: what the link opens, and what the reader can do (a kind without one fails the type check). */
export const KIND_TEMPLATES: Record<NotificationKind, { open: string; next: string | null }> = {
  MILESTONE: { open: "Open the booking", next: null },
  BOOKING_CHANGED: { open: "Open the booking", next: "Its history shows every change and who made it." },
  BOOKING_CANCELLED: { open: "Open the booking", next: "Its history shows who cancelled it." },
  QUOTE_PRICED: { open: "Open the booking", next: "Its prices show the new total." },
  CUTOFF_REMINDER: {
    open: "Open the booking",
    next: "Units delivered after the cut-off need the line's exception to sail.",
  },
  FEED_FAILING: { open: "Open Integrations", next: "The delivery log shows each post and the endpoint's answer." },
  FEED_DEAD_LETTER: {
    open: "Open Integrations",
    next: "Fix the endpoint, then post the records again from the delivery log (Redeliver).",
  },
  EXCEPTION_GRANTED: { open: "Open the booking", next: "The exception is in the booking's history with its reason." },
  SCHEDULE_CHANGED: {
    open: "Open the bookings on this voyage",
    next: "Each booking's page and its tracking link show the new times.",
  },
  QUOTE_EXPIRING: { open: "Open the quote", next: "Book this quote there before it expires." },
  BOOKING_DECISION: {
    open: "Open the booking",
    next: "The booking page shows the line's reason, and the fields to change when it asks for an update.",
  },
  DOCUMENT_UPDATE: { open: "Open the booking", next: "The booking page shows the document, its history and its PDF." },
  INVOICE_UPDATE: { open: "Open your invoices", next: "The invoices page shows what is open and when it is due." },
  UNITS_RELEASABLE: { open: "Open the booking", next: "The delivery order can now be downloaded from the document." },
  BOOKING_NEW: { open: "Open the booking", next: null },
  LATE_UNITS: { open: "Open the voyage", next: "Its page shows its space, bookings and the exceptions granted." },
  QUOTE_TO_PRICE: { open: "Open the prices on request", next: "The agent sees the price as soon as you set it." },
  INSTRUCTIONS_RECEIVED: { open: "Open the booking", next: "Issue the document once every unit on it is loaded." },
  RELEASE_READY: { open: "Open release at destination", next: "The delivery order can be handed to the consignee." },
};
const templateOf = (kind: string) => (isKind(kind) ? KIND_TEMPLATES[kind] : { open: "Open in the portal", next: null });

export function renderEmail(
  content: EmailContent & { userId: number },
  digest: boolean,
  portalUrl: string,
): RenderedEmail {
  const { notifications: list, to } = content;
  const link = (path: string) => new URL(path, portalUrl).toString();
  const prefs = link("/notifications/preferences");
  const unsubscribe = unsubscribeUrl(
    portalUrl,
    { id: content.userId, unsubscribeSecret: to.unsubscribeSecret },
    list[0].kind,
  );
  const footerText = `Why you got this: your notification preferences (${prefs}). To stop e-mails of this kind: ${unsubscribe} (one click in your mail program).`;
  const footerHtml = `<p style="color:#555;font-size:12px">Why you got this: <a href="${esc(prefs)}">your notification preferences</a>.</p>`;
  if (!digest) {
    const n = list[0];
    const t = templateOf(n.kind);
    return {
      subject: n.title,
      text: `${n.body}${t.next ? `\n\n${t.next}` : ""}\n\n${t.open}: ${link(n.link)}\n\n${footerText}\n`,
      html: `<!doctype html><html><body><p><strong>${esc(n.title)}</strong></p><p>${esc(n.body)}</p>${t.next ? `<p>${esc(t.next)}</p>` : ""}<p><a href="${esc(link(n.link))}">${esc(t.open)}</a></p>${footerHtml}</body></html>`,
      unsubscribe,
    };
  }
  const byKind = new Map<string, typeof list>();
  for (const n of list) byKind.set(n.kind, [...(byKind.get(n.kind) ?? []), n]);
  const text = [...byKind]
    .map(([kind, ns]) => `${label(kind)} (${ns.length})\n${ns.map((n) => `- ${n.title}: ${link(n.link)}`).join("\n")}`)
    .join("\n\n");
  const html = [...byKind]
    .map(
      ([kind, ns]) =>
        `<h2 style="font-size:16px">${esc(label(kind))} (${ns.length})</h2><ul>${ns.map((n) => `<li><a href="${esc(link(n.link))}">${esc(n.title)}</a></li>`).join("")}</ul>`,
    )
    .join("");
  return {
    subject: `Quayside daily digest: ${list.length} notification${list.length === 1 ? "" : "s"}`,
    text: `${text}\n\n${footerText}\n`,
    html: `<!doctype html><html><body>${html}${footerHtml}</body></html>`,
    unsubscribe,
  };
}
