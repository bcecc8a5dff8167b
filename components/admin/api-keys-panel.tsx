"use client";
// An agent's API keys: issue one (shown once), see when and from where each was last used, revoke.
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useLocale, useTranslations } from "next-intl";
import { issueKeyAction, revokeKeyAction } from "@/lib/actions/admin";
import { formatInstant } from "@/lib/time/format";
import { FormError } from "@/components/admin/form-error";
import { ShownOnce } from "@/components/shown-once";
import { Button } from "@/components/ui/button";
import { Input, Field } from "@/components/ui/field";
import type { ApiKeyView, IssuedKey } from "@/lib/admin/schemas";
import type { ActionFailure } from "@/lib/actions/action-result";
import { Table, TableHead, TableBody, Th, Td, Tr, ThScreenReaderOnly } from "@/components/ui/table";

export function ApiKeysPanel({ agentId, keys }: { agentId: number; keys: ApiKeyView[] }) {
  const router = useRouter();
  const t = useTranslations("admin.apiKeys");
  const locale = useLocale();
  const when = (iso: string) => formatInstant(iso, "UTC", locale);
  const [issued, setIssued] = useState<IssuedKey | null>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [confirmRevoke, setConfirmRevoke] = useState<number | null>(null);
  const [pending, startTransition] = useTransition();

  function issue(form: FormData) {
    const name = String(form.get("name") ?? "");
    startTransition(async () => {
      const result = await issueKeyAction(agentId, { name });
      if (!result.ok) return setFailure(result);
      setFailure(null);
      setIssued(result.data);
      router.refresh();
    });
  }

  function revoke(id: number) {
    startTransition(async () => {
      const result = await revokeKeyAction(id);
      if (!result.ok) return setFailure(result);
      setFailure(null);
      setConfirmRevoke(null);
      router.refresh();
    });
  }

  return (
    <div className="space-y-3">
      <form action={issue} className="flex flex-wrap items-end gap-3">
        <Field id="key-name" label={t("name")} className="min-w-0 flex-1 basis-56">
          <Input id="key-name" name="name" required maxLength={80} placeholder={t("placeholder")} />
        </Field>
        <Button type="submit" disabled={pending}>
          {t("issue")}
        </Button>
      </form>
      {issued ? (
        <ShownOnce
          title={t("issuedTitle", { name: issued.name })}
          label={t("label")}
          value={issued.key}
          hint={t("hint", { header: "Authorization: Bearer <key>" })}
          onDone={() => setIssued(null)}
        />
      ) : null}
      <FormError failure={failure} />
      {keys.length === 0 ? (
        <p className="text-sm text-slate-500">{t("empty")}</p>
      ) : (
        // Cards in a frame under 42rem (a phone, and the half-width panel at 1440 px): Revoke stays in sight.
        <Table look="list" cards="narrow" caption={t("caption")}>
          <TableHead>
            <Tr>
              <Th>{t("col.name")}</Th>
              <Th>{t("col.prefix")}</Th>
              <Th>{t("col.issued")}</Th>
              <Th>{t("col.lastUsed")}</Th>
              <ThScreenReaderOnly>{t("col.actions")}</ThScreenReaderOnly>
            </Tr>
          </TableHead>
          <TableBody>
            {keys.map((k) => (
              <Tr key={k.id} className={k.revokedAt ? "text-slate-500" : undefined}>
                <Td label={t("col.name")} className="font-medium">
                  {k.name}
                </Td>
                <Td label={t("col.prefix")} className="font-mono text-xs">
                  {k.prefix}…
                </Td>
                <Td label={t("col.issued")} className="whitespace-nowrap">
                  {when(k.createdAt)}
                </Td>
                <Td label={t("col.lastUsed")} className="whitespace-nowrap">
                  {k.lastUsedAt ? t("lastUsed", { when: when(k.lastUsedAt), ip: k.lastUsedIp ?? "?" }) : t("never")}
                </Td>
                <Td className="text-right whitespace-nowrap @max-2xl:pt-1.5">
                  {k.revokedAt ? (
                    <span>{t("revoked", { when: when(k.revokedAt) })}</span>
                  ) : confirmRevoke === k.id ? (
                    <span className="inline-flex flex-wrap justify-end gap-2">
                      <Button variant="dangerSolid" size="sm" disabled={pending} onClick={() => revoke(k.id)}>
                        {t("revokeNow", { name: k.name })}
                      </Button>
                      <Button variant="secondary" type="button" onClick={() => setConfirmRevoke(null)}>
                        {t("keep")}
                      </Button>
                    </span>
                  ) : (
                    <Button variant="danger" size="sm" onClick={() => setConfirmRevoke(k.id)}>
                      {t("revoke")}
                    </Button>
                  )}
                </Td>
              </Tr>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
