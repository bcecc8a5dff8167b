"use client";
// Sign out everywhere: ends every session of the user on every device, this one too. The header's
// Sign out ends this device's session only.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { SubmitRow, type FormOutcome } from "@/components/account/submit-row";
import { failureText } from "@/lib/actions/action-result";
import { signOutEverywhereAction } from "@/lib/actions/account";

export function SignOutEverywhere() {
  const [pending, setPending] = useState(false);
  const t = useTranslations("account.sessions");
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    setOutcome(null);
    const result = await signOutEverywhereAction();
    if (result.ok) {
      // A full load on purpose: nothing of the signed-in pages may stay in the client router's cache.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign("/signin");
      return;
    }
    setPending(false);
    setOutcome({ ok: false, text: failureText(result) });
  }

  return (
    <form onSubmit={submit} aria-label={t("submit")} className="space-y-3">
      <SubmitRow label={t("submit")} pendingLabel={t("pending")} pending={pending} outcome={outcome} />
    </form>
  );
}
