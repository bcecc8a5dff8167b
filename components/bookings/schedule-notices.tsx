// What the line changed under a booking (lines' console): shown on the booking page so the agent
// moves or cancels it. When, on the viewer's clock (My account's time zone), as elsewhere on the page.
import { useLocale, useTranslations } from "next-intl";
import { formatInstant } from "@/lib/time/format";

export function ScheduleNotices({
  notices,
  timeZone,
}: {
  notices: { message: string; createdAt: Date }[];
  timeZone: string;
}) {
  const t = useTranslations("bookings");
  const locale = useLocale();
  return (
    <section
      role="status"
      aria-label={t("scheduleNotices.label")}
      className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
    >
      <h2 className="font-semibold">{t("scheduleNotices.title")}</h2>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {notices.map((n, i) => (
          <li key={i}>
            {n.message} <span className="text-red-800/80">({formatInstant(n.createdAt, timeZone, locale)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
