"use client";
// Make a tracking link for the consignee (1 to 90 days), copy it, revoke it; each link shows when
// it was last opened. After a change the page is refreshed from the server.
import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { failureText } from "@/lib/actions/action-result";
import { Button } from "@/components/ui/button";
import { fieldClass, labelClass } from "@/components/ui/field";
import { Table, TableBody, TableHead, Td, Th, Tr } from "@/components/ui/table";
import { formatInstant } from "@/lib/time/format";
import { createShareLinkAction, revokeShareLinkAction } from "@/lib/tracking/share-link-actions";
import type { ShareLinkView } from "@/lib/tracking/share-link-schema";

const DURATIONS = [7, 14, 30, 60, 90];
const STATE_LABELS: Record<ShareLinkView["state"], string> = {
  active: "Active",
  expired: "Expired",
  revoked: "Revoked",
};

export function ShareLinksPanel({
  bookingId,
  links,
  timeZone,
}: {
  bookingId: number;
  links: ShareLinkView[];
  timeZone: string;
}) {
  const router = useRouter();
  const [days, setDays] = useState(30);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [newUrl, setNewUrl] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const daysId = useId();

  const make = () =>
    startTransition(async () => {
      const result = await createShareLinkAction(bookingId, { expiresInDays: days });
      if (result.ok) {
        setNewUrl(result.data.url);
        setMessage({ ok: true, text: "Tracking link made: copy it and send it to the consignee." });
        router.refresh();
      } else setMessage({ ok: false, text: failureText(result) });
    });
  const revoke = (linkId: number) =>
    startTransition(async () => {
      const result = await revokeShareLinkAction(bookingId, linkId);
      setMessage(
        result.ok
          ? { ok: true, text: "The link no longer opens the tracking page." }
          : { ok: false, text: failureText(result) },
      );
      if (newUrl && links.find((l) => l.id === linkId)?.url === newUrl) setNewUrl(null);
      router.refresh();
    });
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setMessage({ ok: true, text: "Link copied." });
    } catch {
      setMessage({ ok: false, text: "The browser did not allow copying: select the link and copy it yourself." });
    }
  };

  return (
    <section
      aria-labelledby="share-links-title"
      className="rounded-lg border border-slate-200 bg-white shadow-sm print:hidden"
    >
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <div>
          <h2 id="share-links-title" className="text-base font-semibold">
            Tracking links
          </h2>
          <p className="text-sm text-slate-600">
            A link opens this booking&apos;s public tracking page (milestones, vessel, ETA; no parties or prices)
            without signing in.
          </p>
        </div>
        <div className="flex items-end gap-2">
          <div>
            <label htmlFor={daysId} className={labelClass}>
              Valid for
            </label>
            <select id={daysId} value={days} onChange={(e) => setDays(Number(e.target.value))} className={fieldClass}>
              {DURATIONS.map((d) => (
                <option key={d} value={d}>
                  {d} days
                </option>
              ))}
            </select>
          </div>
          <Button onClick={make} disabled={pending}>
            Make tracking link
          </Button>
        </div>
      </div>
      {message ? (
        <p
          role={message.ok ? "status" : "alert"}
          className={`px-4 pt-3 text-sm ${message.ok ? "text-emerald-700" : "text-red-700"}`}
        >
          {message.text}
        </p>
      ) : null}
      {newUrl ? (
        <p className="px-4 pt-2 text-sm">
          <a href={newUrl} className="break-all font-mono text-brand-700 underline" data-testid="new-share-link">
            {newUrl}
          </a>
        </p>
      ) : null}
      {links.length ? (
        <Table look="panel" cards="narrow" caption="Tracking links of this booking" className="mt-2">
          <TableHead>
            <Tr>
              <Th>Made</Th>
              <Th>Expires</Th>
              <Th>Last opened</Th>
              <Th>State</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </Tr>
          </TableHead>
          <TableBody>
            {links.map((l) => (
              <Tr key={l.id}>
                <Td label="Made">{formatInstant(l.createdAt, timeZone)}</Td>
                <Td label="Expires">{formatInstant(l.expiresAt, timeZone)}</Td>
                <Td label="Last opened">
                  {l.lastOpenedAt
                    ? `${formatInstant(l.lastOpenedAt, timeZone)} (${l.openCount === 1 ? "once" : `${l.openCount} times`})`
                    : "Never"}
                </Td>
                <Td label="State">{STATE_LABELS[l.state]}</Td>
                <Td>
                  {l.state === "active" ? (
                    <span className="flex flex-wrap gap-2">
                      <Button
                        variant="secondary"
                        onClick={() => copy(l.url)}
                        aria-label={`Copy link made ${formatInstant(l.createdAt, timeZone)}`}
                      >
                        Copy link
                      </Button>
                      <Button
                        variant="danger"
                        onClick={() => revoke(l.id)}
                        disabled={pending}
                        aria-label={`Revoke link made ${formatInstant(l.createdAt, timeZone)}`}
                      >
                        Revoke
                      </Button>
                    </span>
                  ) : null}
                </Td>
              </Tr>
            ))}
          </TableBody>
        </Table>
      ) : (
        <p className="px-4 py-3 text-sm text-slate-600">No tracking links yet.</p>
      )}
    </section>
  );
}
