// What a person sees on landing on a booking just saved from the form: that it is saved, what
// was booked, and where to go next. Shown when the form's redirect says so (?saved=new|updated).
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { formatWallClock } from "@/lib/time/format";
import { cutOffState } from "@/lib/time/port-time";
import type { BookingDetail } from "@/lib/booking/read/booking-detail";

export function SavedNotice({ booking, kind }: { booking: BookingDetail; kind: "new" | "updated" }) {
  const units = booking.items.filter((i) => !i.isCanceled).length;
  const s = booking.sailing;
  const t = useTranslations("bookings");
  const locale = useLocale();
  return (
    <section
      role="status"
      aria-labelledby="saved-title"
      className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-950 print:hidden"
    >
      <h2 id="saved-title" className="font-semibold">
        {kind === "new"
          ? t("saved.titleNew", { code: booking.bookingCode })
          : t("saved.titleUpdated", { code: booking.bookingCode })}
      </h2>
      <p className="mt-1">
        {t("saved.summary", {
          count: units,
          hasVoyage: s.voyage ? "yes" : "no",
          voyage: s.voyage ?? "",
          hasVessel: s.vessel ? "yes" : "no",
          vessel: s.vessel ?? "",
          pol: s.pol.name,
          hasPod: s.pod ? "yes" : "no",
          pod: s.pod?.name ?? "",
        })}
        {s.cutOff
          ? ` ${
              cutOffState(s.cutOff, s.pol.timeZone) === "past"
                ? t("saved.cutOffPassed", { port: s.pol.name, date: formatWallClock(s.cutOff, { locale }) })
                : t("saved.cutOffAhead", { port: s.pol.name, date: formatWallClock(s.cutOff, { locale }) })
            }`
          : ""}
      </p>
      <p className="mt-2 font-medium">{t("saved.nextSteps")}</p>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        <li>
          <a href="#units-heading" className="text-emerald-900 underline underline-offset-2">
            {t("saved.checkUnits")}
          </a>
        </li>
        <li>
          <Link href={`/bookings/${booking.id}/timeline`} className="text-emerald-900 underline underline-offset-2">
            {t("saved.followUpdates")}
          </Link>
        </li>
        <li>
          <Link href="/bookings/new" className="text-emerald-900 underline underline-offset-2">
            {t("saved.bookAnother")}
          </Link>
        </li>
        <li>
          <Link href="/bookings" className="text-emerald-900 underline underline-offset-2">
            {t("saved.allBookings")}
          </Link>
        </li>
      </ul>
    </section>
  );
}
