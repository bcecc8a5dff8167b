// /account — the signed-in person's own account, for every role: who they are, their password,
// their time zone.
import type { Metadata } from "next";
import Link from "next/link";
import { ChangePasswordForm } from "@/components/account/change-password-form";
import { SignOutEverywhere } from "@/components/account/sign-out-everywhere";
import { TimeZoneForm } from "@/components/account/time-zone-form";
import { PageHeader, Panel } from "@/components/states";
import { getAccount } from "@/lib/account/account";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { timeZoneChoices } from "@/lib/time/time-zone";

export const metadata: Metadata = { title: "My account" };
export const dynamic = "force-dynamic";

const ROLE_NAMES = { AGENT: "Agent user", STAFF: "Line staff", ADMIN: "Operator admin" } as const;

export default async function AccountPage() {
  const account = await getAccount(await requirePageCaller());
  const details: [string, string][] = [
    ["Name", account.name],
    ["E-mail", account.email],
    ["Role", ROLE_NAMES[account.role]],
    ...(account.org
      ? [[account.org.kind === "agent" ? "Agent" : "Shipping line", account.org.name] satisfies [string, string]]
      : []),
  ];
  return (
    <main className="mx-auto max-w-3xl px-4 py-6">
      <PageHeader title="My account" subtitle="Your details, your password, your sessions and your time zone" />
      <div className="space-y-4">
        <Panel label="Details" className="p-4">
          <h2 className="mb-2 text-base font-semibold">Details</h2>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-0.5 text-sm sm:grid-cols-[max-content_1fr] sm:gap-y-2">
            {details.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-medium text-slate-600">{term}</dt>
                <dd className="mb-2 text-slate-900 [overflow-wrap:anywhere] sm:mb-0">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-xs text-slate-600">
            Your name and e-mail are changed by {account.role === "AGENT" ? "your agent's lead or " : ""}the operator.
          </p>
        </Panel>
        <Panel label="Password" className="p-4">
          <h2 className="mb-1 text-base font-semibold">Change my password</h2>
          <p className="mb-3 text-sm text-slate-600">
            You stay signed in here; every other place you are signed in is signed out.
          </p>
          <ChangePasswordForm />
        </Panel>
        <Panel label="Sessions" className="p-4">
          <h2 className="mb-1 text-base font-semibold">Sign out everywhere</h2>
          <p className="mb-3 text-sm text-slate-600">
            Sign out, in the header, signs you out on this device only. This signs you out on every device and browser
            where you are signed in, this one too: use it when you left yourself signed in somewhere, or lost a phone.
          </p>
          <SignOutEverywhere />
        </Panel>
        <Panel label="Time zone" className="p-4">
          <h2 className="mb-1 text-base font-semibold">My time zone</h2>
          <p className="mb-3 text-sm text-slate-600">
            The daily digest of your{" "}
            <Link href="/notifications/preferences" className="text-brand-700 underline">
              notifications
            </Link>{" "}
            is sent at 08:00 in this zone. Sailings and cut-offs stay in each port&apos;s own time.
          </p>
          <TimeZoneForm initial={account.timeZone} zones={timeZoneChoices(account.timeZone)} />
        </Panel>
      </div>
    </main>
  );
}
