import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ItemTimeline } from "@/components/feed/item-timeline";
import { PageHeader } from "@/components/states";
import { viewerTimeZone } from "@/lib/account/account";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { canSeeBooking } from "@/lib/booking/rules/visibility";
import { db } from "@/lib/db/prisma";

export const metadata: Metadata = { title: "Item timeline" };
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
  return (
    <main className="mx-auto max-w-4xl px-4 py-6">
      <PageHeader
        title={`Booking ${booking.bookingCode}`}
        subtitle="What happened to each unit: milestones recorded by the line and the item updates received"
        actions={
          <Link href="/bookings" className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
            All bookings
          </Link>
        }
      />
      <ItemTimeline bookingId={booking.id} caller={caller} timeZone={await viewerTimeZone(caller)} />
    </main>
  );
}
