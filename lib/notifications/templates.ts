import "server-only";
// One template per event type, as HTML and plain text: the event's title and text, a link back to
// the portal, and a line on how to stop these e-mails. A digest lists its notifications by type.
import type { EmailContent } from "@/lib/notifications/emails";
import { isKind, NOTIFICATION_KINDS } from "@/lib/notifications/kinds";
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
    return {
      subject: n.title,
      text: `${n.body}\n\nOpen in the portal: ${link(n.link)}\n\n${footerText}\n`,
      html: `<!doctype html><html><body><p><strong>${esc(n.title)}</strong></p><p>${esc(n.body)}</p><p><a href="${esc(link(n.link))}">Open in the portal</a></p>${footerHtml}</body></html>`,
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
