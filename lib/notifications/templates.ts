import "server-only";
// One template per event type, as HTML and plain text: the event's title and text, the type's own
// next step and link back to the portal (KIND_TEMPLATES), and a line on how to stop these e-mails.
// A digest lists its notifications by type. Written in the recipient's language (User.locale;
// English when they never chose one); the notification's own title and text are as stored.
import type { EmailContent } from "@/lib/notifications/emails";
import { isKind, type NotificationKind } from "@/lib/notifications/kinds";
import { unsubscribeUrl } from "@/lib/notifications/unsubscribe";
import type { Messages } from "@/lib/i18n/catalogues";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /** RFC 8058 one-click link (for the message's event type; a digest's first type) */
  unsubscribe: string;
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
/**
 * Each type's own part of its message (lib/i18n/messages/<locale>/emails.json): what the link opens
 * (`open.<key>`), and what the reader can do (`next.<kind>`), if anything. A kind without one fails
 * the type check.
 */
export const KIND_TEMPLATES: Record<
  NotificationKind,
  { open: keyof Messages["emails"]["open"]; next: keyof Messages["emails"]["next"] | null }
> = {
  MILESTONE: { open: "booking", next: null },
  BOOKING_CHANGED: { open: "booking", next: "BOOKING_CHANGED" },
  BOOKING_CANCELLED: { open: "booking", next: "BOOKING_CANCELLED" },
  QUOTE_PRICED: { open: "booking", next: "QUOTE_PRICED" },
  CUTOFF_REMINDER: { open: "booking", next: "CUTOFF_REMINDER" },
  FEED_FAILING: { open: "integrations", next: "FEED_FAILING" },
  FEED_DEAD_LETTER: { open: "integrations", next: "FEED_DEAD_LETTER" },
  EXCEPTION_GRANTED: { open: "booking", next: "EXCEPTION_GRANTED" },
  SCHEDULE_CHANGED: { open: "voyageBookings", next: "SCHEDULE_CHANGED" },
  QUOTE_EXPIRING: { open: "quote", next: "QUOTE_EXPIRING" },
  BOOKING_DECISION: { open: "booking", next: "BOOKING_DECISION" },
  DOCUMENT_UPDATE: { open: "booking", next: "DOCUMENT_UPDATE" },
  INVOICE_UPDATE: { open: "invoices", next: "INVOICE_UPDATE" },
  UNITS_RELEASABLE: { open: "booking", next: "UNITS_RELEASABLE" },
  BOOKING_NEW: { open: "booking", next: null },
  LATE_UNITS: { open: "voyage", next: "LATE_UNITS" },
  QUOTE_TO_PRICE: { open: "pricesOnRequest", next: "QUOTE_TO_PRICE" },
  INSTRUCTIONS_RECEIVED: { open: "booking", next: "INSTRUCTIONS_RECEIVED" },
  RELEASE_READY: { open: "release", next: "RELEASE_READY" },
};

export function renderEmail(
  content: EmailContent & { userId: number },
  digest: boolean,
  portalUrl: string,
  locale: Locale = "en",
): RenderedEmail {
  const t = translator(locale, "emails");
  const label = (kind: string) => (isKind(kind) ? t(`kinds.${kind}`) : kind);
  const templateOf = (kind: string) => {
    if (!isKind(kind)) return { open: t("open.portal"), next: null };
    const k = KIND_TEMPLATES[kind];
    return { open: t(`open.${k.open}`), next: k.next ? t(`next.${k.next}`) : null };
  };
  const { notifications: list, to } = content;
  const link = (path: string) => new URL(path, portalUrl).toString();
  const prefs = link("/notifications/preferences");
  const unsubscribe = unsubscribeUrl(
    portalUrl,
    { id: content.userId, unsubscribeSecret: to.unsubscribeSecret },
    list[0].kind,
  );
  const footerText = t("footer.text", { prefs, unsubscribe });
  const footerHtml = `<p style="color:#555;font-size:12px">${t.markup("footer.html", { link: (chunks) => `<a href="${esc(prefs)}">${chunks}</a>` })}</p>`;
  if (!digest) {
    const n = list[0];
    const k = templateOf(n.kind);
    return {
      subject: n.title,
      text: `${n.body}${k.next ? `\n\n${k.next}` : ""}\n\n${t("linkLine", { open: k.open, url: link(n.link) })}\n\n${footerText}\n`,
      html: `<!doctype html><html><body><p><strong>${esc(n.title)}</strong></p><p>${esc(n.body)}</p>${k.next ? `<p>${esc(k.next)}</p>` : ""}<p><a href="${esc(link(n.link))}">${esc(k.open)}</a></p>${footerHtml}</body></html>`,
      unsubscribe,
    };
  }
  const byKind = new Map<string, typeof list>();
  for (const n of list) byKind.set(n.kind, [...(byKind.get(n.kind) ?? []), n]);
  const text = [...byKind]
    .map(
      ([kind, ns]) =>
        `${t("digest.heading", { label: label(kind), n: String(ns.length) })}\n${ns.map((n) => t("digest.item", { title: n.title, url: link(n.link) })).join("\n")}`,
    )
    .join("\n\n");
  const html = [...byKind]
    .map(
      ([kind, ns]) =>
        `<h2 style="font-size:16px">${esc(t("digest.heading", { label: label(kind), n: String(ns.length) }))}</h2><ul>${ns.map((n) => `<li><a href="${esc(link(n.link))}">${esc(n.title)}</a></li>`).join("")}</ul>`,
    )
    .join("");
  return {
    subject: t("digest.subject", { count: list.length, n: String(list.length) }),
    text: `${text}\n\n${footerText}\n`,
    html: `<!doctype html><html><body>${html}${footerHtml}</body></html>`,
    unsubscribe,
  };
}
