"use client";
// Top bar: brand, role-aware navigation, who is signed in, sign-out.
import Link from "next/link";
import { usePathname } from "next/navigation";
import { signOut } from "next-auth/react";
import clsx from "clsx";
import { navFor } from "@/components/nav";
import type { SessionUser } from "@/lib/auth/options";

const ROLE_LABEL = { AGENT: "Agent", STAFF: "Line staff", ADMIN: "Operator admin" } as const;

export function AppHeader({ user }: { user: SessionUser }) {
  const pathname = usePathname();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-800 bg-brand-900 text-slate-100">
      <div className="mx-auto flex h-12 max-w-screen-2xl items-center gap-3 px-4 md:gap-6">
        <Link href="/" className="flex shrink-0 items-center gap-2 font-semibold tracking-tight text-white">
          <svg viewBox="0 0 24 24" className="h-5 w-5 text-sky-300" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
            <path d="M3 17h18l-2 4H5l-2-4Z" />
            <path d="M6 17V9h10l3 3v5" />
            <path d="M9 9V5h4v4" />
          </svg>
          Quayside
        </Link>
        <nav aria-label="Main" className="flex min-w-0 items-center gap-1 overflow-x-auto text-sm">
          {navFor(user.role).map((item) => {
            const active = item.href === "/" ? pathname === "/" : pathname.startsWith(item.href);
            return (
              <Link
                key={item.href}
                href={item.href}
                aria-current={active ? "page" : undefined}
                className={clsx(
                  "shrink-0 whitespace-nowrap rounded px-2.5 py-1.5 transition-colors",
                  active ? "bg-white/15 text-white" : "text-slate-300 hover:bg-white/10 hover:text-white",
                )}
              >
                {item.label}
              </Link>
            );
          })}
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-3 text-sm">
          <div className="hidden text-right leading-tight md:block">
            <div className="font-medium text-white">{user.name}</div>
            <div className="text-xs text-slate-400">
              {ROLE_LABEL[user.role]}
              {user.orgName ? ` · ${user.orgName}` : ""}
            </div>
          </div>
          <button
            type="button"
            onClick={() => signOut({ callbackUrl: "/signin" })}
            className="whitespace-nowrap rounded border border-white/20 px-2.5 py-1 text-xs text-slate-200 hover:bg-white/10"
          >
            Sign out
          </button>
        </div>
      </div>
    </header>
  );
}
