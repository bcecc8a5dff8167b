"use client";
// What every signed-in page shows when its session has ended (signed out elsewhere, expired,
// disabled; lib/auth/session-watch.ts): a modal dialog to sign in again right here, so nothing
// typed is lost and what failed is sent again; or the sign-in page, which comes back to this one.
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";
import { SIGN_IN_AGAIN_FAILURE, signInAgain } from "@/lib/auth/sign-in-again";
import { reportSignedInAgain, SIGN_IN_AGAIN_EVENT, useSessionEnded } from "@/lib/auth/session-watch";

/** The sign-in page's address that comes back to the page open now. */
function signInHrefHere(): string {
  return `/signin?${new URLSearchParams({ callbackUrl: window.location.pathname + window.location.search })}`;
}

export function SessionEndedDialog({ email }: { email: string }) {
  const ended = useSessionEnded();
  const dialog = useRef<HTMLDialogElement>(null);
  const router = useRouter();
  const queryClient = useQueryClient();
  const signInLink = useRef<HTMLAnchorElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const t = useTranslations("shell.sessionEnded");
  const tSignIn = useTranslations("signin");
  const [pending, setPending] = useState(false);
  // Closed by Escape, it opens again from the header's "Sign in again".
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (ended && signInLink.current) signInLink.current.href = signInHrefHere();
    if (ended && !dismissed && !d.open) d.showModal();
    if ((!ended || dismissed) && d.open) d.close();
  }, [ended, dismissed]);
  useEffect(() => {
    const reopen = () => setDismissed(false);
    window.addEventListener(SIGN_IN_AGAIN_EVENT, reopen);
    return () => window.removeEventListener(SIGN_IN_AGAIN_EVENT, reopen);
  }, []);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const who = String(form.get("email") ?? "").trim();
    setPending(true);
    setFailure(null);
    const result = await signInAgain(who, String(form.get("password") ?? ""));
    setPending(false);
    if (result !== "signed in") {
      setFailure(tSignIn(`failure.${SIGN_IN_AGAIN_FAILURE[result]}`));
      return;
    }
    if (who.toLowerCase() !== email.toLowerCase()) {
      // Someone else signed in: nothing of this page is theirs. Load it afresh.
      window.location.reload();
      return;
    }
    element.reset();
    // What waited goes on (a save, an upload, a read); the rest of the page is read again.
    reportSignedInAgain();
    await queryClient.invalidateQueries();
    router.refresh();
  }

  return (
    <Dialog ref={dialog} aria-labelledby="session-ended-title" onClose={() => setDismissed(true)}>
      <form onSubmit={submit} className="space-y-3 p-4" aria-label={t("form")}>
        <h2 id="session-ended-title" className="text-base font-semibold text-slate-900">
          {t("title")}
        </h2>
        <p className="text-sm text-slate-700">{t("body")}</p>
        <Field id="session-ended-email" label={t("email")}>
          <Input
            id="session-ended-email"
            name="email"
            type="email"
            autoComplete="username"
            defaultValue={email}
            required
          />
        </Field>
        <Field id="session-ended-password" label={t("password")}>
          <Input
            id="session-ended-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            autoFocus
          />
        </Field>
        {failure ? (
          <p role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          {/* A full load: the sign-in page brings the person back here, where drafts are restored. */}
          <a ref={signInLink} href="/signin" className="text-sm text-brand-700 underline">
            {t("usePage")}
          </a>
          <Button type="submit" disabled={pending}>
            {pending ? t("signingIn") : t("signIn")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** For the header: opens the dialog again after it was closed. */
export function openSignInAgain(): void {
  window.dispatchEvent(new Event(SIGN_IN_AGAIN_EVENT));
}
