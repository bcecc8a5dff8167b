"use client";
// Top bar: brand, role-aware navigation, who is signed in, sign-out. Where the navigation does not
// fit beside the rest it takes a row of its own under the bar on a desktop (a line's staff or the
// admin at 1280-1535 px), and folds into a menu button on a phone or a tablet; below md the search
// and the account fold in with it.
import { useState } from "react";
import { LineIcon } from "@/components/icon";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import clsx from "clsx";
import { navFor } from "@/components/nav";
import { GlobalSearch } from "@/components/search/global-search";
import { NotificationBell } from "@/components/notifications/notification-bell";
import type { SessionUser } from "@/lib/auth/options";
import { signOutOfPortal } from "@/lib/auth/sign-out";
import { useSessionEnded } from "@/lib/auth/session-watch";
import { openSignInAgain, SessionEndedDialog } from "@/components/session-ended-dialog";

/**
 * Where the navigation goes, by the number of links (measured with the portal's font, each with
 * 25 px or more to spare; the widths e2e/header.spec.ts checks). From 1280 px every role has its
 * links in the header: an agent's seven fit in the bar; eight fit there from 1400 px and nine from
 * 1536 px, and between 1280 px and that width they take a row of their own under the bar; ten or
 * more (line staff, admins) always take that row. Narrower, the pages are in the Menu.
 * Whole class names, so Tailwind finds them.
 */
function barNavBreakpoint(links: number): { nav: string; row: string | null; menuButton: string } {
  if (links <= 7) return { nav: "xl:flex", row: null, menuButton: "xl:hidden" };
  if (links <= 8) return { nav: "min-[1400px]:flex", row: "xl:max-[1400px]:block", menuButton: "xl:hidden" };
  if (links <= 9) return { nav: "2xl:flex", row: "xl:max-2xl:block", menuButton: "xl:hidden" };
  // Ten or more (line staff and admins since invoices and release): the bar stops growing at
  // 1536 px (max-w-screen-2xl), so they keep their own row at every desktop width.
  return { nav: "", row: "xl:block", menuButton: "xl:hidden" };
}

function isActive(href: string, pathname: string): boolean {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

export function AppHeader({ user }: { user: SessionUser }) {
  const pathname = usePathname();
  const t = useTranslations("shell");
  const tc = useTranslations("common");
  const role = tc(`roleShort.${user.role}`);
  // The phone menu remembers the page it was opened on, so following a link closes it.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const menuOpen = menuOpenedOn === pathname;
  const [signOutFailed, setSignOutFailed] = useState(false);
  const items = navFor(user.role, user.agentLead);
  // In the bar the brand is the way home; the phone menu lists Home with the rest.
  const barItems = items.filter((item) => item.href !== "/");
  const wide = barNavBreakpoint(barItems.length);
  // Who is signed in, as the way to their own account (password, time zone).
  const who = (
    <Link
      href="/account"
      title={
        user.orgName ? t("header.myAccountTitleOrg", { role, org: user.orgName }) : t("header.myAccountTitle", { role })
      }
      aria-current={isActive("/account", pathname) ? "page" : undefined}
      className="rounded px-1.5 py-0.5 leading-tight hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-300"
    >
      <span className="block font-medium text-white underline-offset-2 hover:underline">{user.name}</span>
      {/* A long organisation name is cut, not allowed to push the navigation out of the bar. */}
      <span className="block max-w-44 truncate text-xs text-slate-300 2xl:max-w-60">
        {role}
        {user.orgName ? ` · ${user.orgName}` : ""}
        <span className="sr-only">{t("header.myAccountHidden")}</span>
      </span>
    </Link>
  );
  // The session has ended (lib/auth/session-watch.ts): no longer shown as signed in.
  const ended = useSessionEnded();
  const signInAgain = (
    // raw <button>: the dark header bar's own look (amber notice), no Button variant draws on it
    <button
      type="button"
      onClick={openSignInAgain}
      className="rounded border border-amber-300 bg-amber-100 px-2.5 py-1 text-xs font-medium text-amber-950 hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300"
    >
      {t("header.signedOutAgain")}
    </button>
  );
  const signOutButton = (
    // raw <button>: outlined in white for the dark header bar, no Button variant draws on it
    <button
      type="button"
      onClick={() => {
        setSignOutFailed(false);
        signOutOfPortal().catch(() => setSignOutFailed(true));
      }}
      title={signOutFailed ? t("header.signOutFailedTitle") : undefined}
      className="rounded border border-white/30 px-2.5 py-1 text-xs text-slate-100 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300"
    >
      {signOutFailed ? t("header.signOutFailed") : t("header.signOut")}
    </button>
  );
  const linkClass = (active: boolean) =>
    clsx(
      "rounded px-2 py-1.5 transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-300",
      active ? "bg-white/15 text-white" : "text-slate-200 hover:bg-white/10 hover:text-white",
    );
  // The pages' links: the bar's (on one line each), the row's, the phone menu's.
  const navLinks = (list: typeof items, className?: string) =>
    list.map((item) => (
      <Link
        key={item.href}
        href={item.href}
        aria-current={isActive(item.href, pathname) ? "page" : undefined}
        className={clsx(className, linkClass(isActive(item.href, pathname)))}
      >
        {t(`nav.${item.label}`)}
      </Link>
    ));
  return (
    <header className="on-dark sticky top-0 z-30 border-b border-slate-800 bg-brand-900 text-slate-100 print:hidden">
      {/* Gaps and the search box widen only at 2xl, where there is room to spare. */}
      <div className="mx-auto flex h-12 max-w-screen-2xl items-center gap-3 px-4 2xl:gap-6">
        <Link href="/" className="flex shrink-0 items-center gap-2 font-semibold tracking-tight text-white">
          <LineIcon className="h-5 w-5 text-sky-300">
            <path d="M3 17h18l-2 4H5l-2-4Z" />
            <path d="M6 17V9h10l3 3v5" />
            <path d="M9 9V5h4v4" />
          </LineIcon>
          Quayside
        </Link>
        <nav
          aria-label={t("nav.label")}
          className={clsx("hidden min-w-0 items-center gap-0.5 overflow-x-auto text-sm", wide.nav)}
        >
          {navLinks(barItems, "whitespace-nowrap")}
        </nav>
        <div className="ml-auto hidden w-48 shrink-0 md:block 2xl:w-56">
          <GlobalSearch id="search-bar" />
        </div>
        {ended ? (
          <div className="ml-auto shrink-0 md:ml-0">{signInAgain}</div>
        ) : (
          <>
            <div className="ml-auto shrink-0 md:ml-0">
              <NotificationBell />
            </div>
            <div className="hidden shrink-0 items-center gap-3 text-right text-sm md:flex">
              {who}
              {signOutButton}
            </div>
          </>
        )}
        {/* raw <button>: the phone menu's toggle, outlined in white for the dark header bar */}
        <button
          type="button"
          className={clsx("rounded border border-white/30 px-3 py-1 text-sm text-white", wide.menuButton)}
          aria-expanded={menuOpen}
          aria-controls="phone-menu"
          onClick={() => setMenuOpenedOn(menuOpen ? null : pathname)}
        >
          {menuOpen ? t("header.close") : t("header.menu")}
        </button>
      </div>
      {wide.row ? (
        // The links' own row, where the bar has no room for them beside the search and the account.
        <div className={clsx("hidden border-t border-white/10", wide.row)} data-testid="nav-row">
          <nav
            aria-label={t("nav.label")}
            className="mx-auto flex max-w-screen-2xl items-center gap-0.5 px-4 py-1 text-sm"
          >
            {navLinks(barItems, "whitespace-nowrap")}
          </nav>
        </div>
      ) : null}
      {menuOpen ? (
        <div id="phone-menu" className={clsx("border-t border-white/10 px-4 pb-4 pt-2", wide.menuButton)}>
          {/* From md the bar itself holds the search and the account: the menu lists the pages. */}
          <div className="mb-2 md:hidden">
            <GlobalSearch id="search-menu" onDone={() => setMenuOpenedOn(null)} />
          </div>
          <nav
            aria-label={t("nav.label")}
            className="flex flex-col gap-1 text-base md:grid md:grid-cols-3 md:text-sm lg:grid-cols-4"
          >
            {navLinks(items)}
          </nav>
          {ended ? null : (
            <div className="mt-3 flex items-center justify-between gap-3 border-t border-white/10 pt-3 text-sm md:hidden">
              {who}
              {signOutButton}
            </div>
          )}
        </div>
      ) : null}
      <SessionEndedDialog email={user.email} />
    </header>
  );
}
