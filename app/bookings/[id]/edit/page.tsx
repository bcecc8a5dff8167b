import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { BookingForm } from "@/components/booking-form/booking-form";
import type { BookingFormValues } from "@/components/booking-form/form-model";
import { PageHeader } from "@/components/states";
import { secondaryButtonClass } from "@/components/ui/button";
import { ApiError } from "@/lib/core/errors";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { formVoyageOf } from "@/lib/booking/form/form-sailing";
import { getBookingMessage } from "@/lib/booking/read/get-booking-message";
import { withItemCustomsFields } from "@/lib/customs/item-customs-fields";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("bookingForm.editPage");
  return { title: t("metaTitle") };
}
export const dynamic = "force-dynamic";

type Params = Promise<{ id: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function EditBookingPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const caller = await requirePageCaller();
  const t = await getTranslations("bookingForm.editPage");
  const { id: idText } = await params;
  const id = /^\d{1,9}$/.test(idText) ? Number(idText) : NaN;
  if (!Number.isSafeInteger(id)) notFound();
  const read = await getBookingMessage(id, caller).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === "NOT_FOUND") notFound();
    throw error;
  });
  // the customs fields the interface's read leaves out, so the form keeps them
  const message = await withItemCustomsFields(id, read);
  const header = message.Header as BookingFormValues["Header"] & { BookingCode?: string | null; Version?: number };
  const voyage = await formVoyageOf(header);
  const savedDraft = (await searchParams).saved === "draft";
  return (
    <main className="mx-auto max-w-screen-xl px-4 py-6">
      <PageHeader
        title={t("title", { code: header.BookingCode ?? String(id) })}
        subtitle={savedDraft ? t("draftSaved") : t("subtitle")}
        actions={
          <Link href={`/bookings/${id}`} className={secondaryButtonClass}>
            {t("back")}
          </Link>
        }
      />
      <BookingForm
        initialValues={message as BookingFormValues}
        initialVoyage={voyage ?? null}
        version={typeof header.Version === "number" ? header.Version : null}
        canUseAddressBook={caller.role === "AGENT"}
        storageKey={`quayside.booking-form.edit.${id}.${caller.kind}.${caller.id}`}
        canWaitlist={!message.Confirmation || message.Confirmation.State === "Waitlisted"}
        lineRequest={
          message.Confirmation?.State === "PendingUpdate"
            ? { reason: message.Confirmation.Reason, paths: message.Confirmation.Paths }
            : null
        }
      />
    </main>
  );
}
