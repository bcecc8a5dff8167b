import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { ItemTimeline } from "@/components/feed/item-timeline";
import { PageHeader } from "@/components/states";
import { viewerTimeZone } from "@/lib/account/account";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { canSeeBooking } from "@/lib/booking/rules/visibility";
import { db } from "@/lib/db/prisma";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("bookings");
  return { title: t("timeline.metaTitle") };
}
export const dynamic = "force-dynamic";

export default async function BookingTimelinePage({ params }: { params: Promise<{ id: string }> }) {
  const caller = await requirePageCaller();
  const id = Number((await params).id);
  const booking =
    Number.isSafeInteger(id) && id > 0
      ? await db().booking.findUnique({
          where: { id },
          select: { id: true, agentId: true, lineId: true, bookingCode: true },
        })
      : null;
  if (!booking || !canSeeBooking(caller, booking)) notFound();
  const t = await getTranslations("bookings");
  return (
    <main className="mx-auto max-w-4xl px-4 py-6">
      <PageHeader
        title={t("timeline.title", { code: booking.bookingCode })}
        subtitle={t("timeline.subtitle")}
        actions={
          <Link href="/bookings" className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {t("timeline.allBookings")}
          </Link>
        }
      />
      <ItemTimeline bookingId={booking.id} caller={caller} timeZone={await viewerTimeZone(caller)} />
    </main>
  );
}
