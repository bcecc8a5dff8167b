"use client";
// The bell in the header: a link to /notifications whose accessible name says the unread count
// ("Notifications, 3 unread"); the count is polled, so it changes without a reload.
import Link from "next/link";
import { LineIcon } from "@/components/icon";
import { useTranslations } from "next-intl";
import { useUnreadCountQuery } from "@/components/notifications/use-notifications";

export function NotificationBell() {
  const t = useTranslations("notifications.bell");
  const { data: unread } = useUnreadCountQuery();
  const count = unread ?? 0;
  const name = t("name", { count });
  return (
    <Link
      href="/notifications"
      aria-label={name}
      title={name}
      className="relative inline-flex h-8 w-8 shrink-0 items-center justify-center rounded text-slate-100 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-300"
    >
      <LineIcon className="h-5 w-5">
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </LineIcon>
      {count ? (
        <span
          aria-hidden
          className="absolute -right-1 -top-1 min-w-[1.25rem] rounded-full bg-red-600 px-1 text-center text-xs font-semibold leading-5 text-white"
          data-testid="bell-count"
        >
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </Link>
  );
}
