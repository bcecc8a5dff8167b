// The notifications pages (the list, the preferences): the header with a link to the other page.
import Link from "next/link";
import type { ReactNode } from "react";
import { PageHeader } from "@/components/states";

export function NotificationsShell({
  title,
  subtitle,
  other,
  children,
}: {
  title: string;
  subtitle: string;
  /** the other page of the two */
  other: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <main className="mx-auto max-w-4xl px-4 py-6">
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Link href={other.href} className="text-sm text-brand-700 underline">
            {other.label}
          </Link>
        }
      />
      {children}
    </main>
  );
}
