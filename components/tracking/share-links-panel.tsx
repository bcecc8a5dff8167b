"use client";
// Make a tracking link for the consignee (1 to 90 days), copy it, revoke it; each link shows when
// it was last opened. After a change the page is refreshed from the server.
import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { useLocale, useTranslations } from "next-intl";
import { failureText } from "@/lib/actions/action-result";
import { Button } from "@/components/ui/button";
import { Field, Select } from "@/components/ui/field";
import { Table, TableBody, TableHead, Td, Th, Tr, ThScreenReaderOnly } from "@/components/ui/table";
import { formatInstant } from "@/lib/time/format";
import { createShareLinkAction, revokeShareLinkAction } from "@/lib/actions/tracking/share-link";
import type { ShareLinkView } from "@/lib/tracking/share-link-schema";

const DURATIONS = [7, 14, 30, 60, 90];

export function ShareLinksPanel({
  bookingId,
  links,
  timeZone,
}: {
  bookingId: number;
  links: ShareLinkView[];
  timeZone: string;
}) {
  const t = useTranslations("track.links");
  const locale = useLocale();
  const at = (value: ShareLinkView["createdAt"]) => formatInstant(value, timeZone, locale);
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
        setMessage({ ok: true, text: t("made") });
        router.refresh();
      } else setMessage({ ok: false, text: failureText(result) });
    });
  const revoke = (linkId: number) =>
    startTransition(async () => {
      const result = await revokeShareLinkAction(bookingId, linkId);
      setMessage(result.ok ? { ok: true, text: t("revoked") } : { ok: false, text: failureText(result) });
      if (newUrl && links.find((l) => l.id === linkId)?.url === newUrl) setNewUrl(null);
      router.refresh();
    });
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setMessage({ ok: true, text: t("copied") });
    } catch {
      setMessage({ ok: false, text: t("copyFailed") });
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
            {t("title")}
          </h2>
          <p className="text-sm text-slate-600">{t("intro")}</p>
        </div>
        <div className="flex items-end gap-2">
          <Field id={daysId} label={t("validFor")}>
            <Select id={daysId} value={days} onChange={(e) => setDays(Number(e.target.value))}>
              {DURATIONS.map((d) => (
                <option key={d} value={d}>
                  {t("days", { count: d })}
                </option>
              ))}
            </Select>
          </Field>
          <Button onClick={make} disabled={pending}>
            {t("make")}
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
        <Table look="panel" cards="narrow" caption={t("caption")} className="mt-2">
          <TableHead>
            <Tr>
              <Th>{t("madeAt")}</Th>
              <Th>{t("expires")}</Th>
              <Th>{t("lastOpened")}</Th>
              <Th>{t("state")}</Th>
              <ThScreenReaderOnly>{t("actions")}</ThScreenReaderOnly>
            </Tr>
          </TableHead>
          <TableBody>
            {links.map((l) => (
              <Tr key={l.id}>
                <Td label={t("madeAt")}>{at(l.createdAt)}</Td>
                <Td label={t("expires")}>{at(l.expiresAt)}</Td>
                <Td label={t("lastOpened")}>
                  {l.lastOpenedAt ? t("opened", { at: at(l.lastOpenedAt), count: l.openCount }) : t("never")}
                </Td>
                <Td label={t("state")}>{t(`stateName.${l.state}`)}</Td>
                <Td>
                  {l.state === "active" ? (
                    <span className="flex flex-wrap gap-2">
                      <Button
                        variant="secondary"
                        onClick={() => copy(l.url)}
                        aria-label={t("copyLabel", { at: at(l.createdAt) })}
                      >
                        {t("copy")}
                      </Button>
                      <Button
                        variant="danger"
                        onClick={() => revoke(l.id)}
                        disabled={pending}
                        aria-label={t("revokeLabel", { at: at(l.createdAt) })}
                      >
                        {t("revoke")}
                      </Button>
                    </span>
                  ) : null}
                </Td>
              </Tr>
            ))}
          </TableBody>
        </Table>
      ) : (
        <p className="px-4 py-3 text-sm text-slate-600">{t("none")}</p>
      )}
    </section>
  );
}
