// Links to the documents Quayside produces (docs/portal/documents.md): plain links the browser
// opens in its PDF viewer or saves; the API answers them to the signed-in user who may see them.
import { useTranslations } from "next-intl";
import { Panel } from "@/components/states";

interface DocumentLink {
  href: string;
  label: string;
  hint: string;
}

function DocumentList({ label, links }: { label: string; links: DocumentLink[] }) {
  return (
    <Panel label={label} className="p-4 print:hidden">
      <h2 className="text-base font-semibold">{label}</h2>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {links.map((l) => (
          <li key={l.href}>
            <a href={l.href} className="font-medium text-brand-700 underline underline-offset-2">
              {l.label}
            </a>{" "}
            <span className="text-slate-600">{l.hint}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/**
 * Whether a booking has documents: a draft or a quote has none yet (it is not a booking the line
 * holds space for), nor a canceled booking.
 */
export const hasDocuments = (b: { status: string; isCanceled: boolean; isDraft: boolean }) =>
  !b.isCanceled && !b.isDraft && b.status !== "Quotation";

export const confirmationHref = (bookingId: number) => `/api/bookings/${bookingId}/confirmation.pdf`;

/** A booking's confirmation and dock receipts; dock receipts need a unit that will sail. */
export function BookingDocuments({
  bookingId,
  status,
  isCanceled,
  isDraft,
  liveUnits,
}: {
  bookingId: number;
  status: string;
  isCanceled: boolean;
  isDraft: boolean;
  liveUnits: number;
}) {
  const t = useTranslations("bookings");
  if (!hasDocuments({ status, isCanceled, isDraft })) return null;
  const links: DocumentLink[] = [
    {
      href: confirmationHref(bookingId),
      label: t("documents.confirmation"),
      hint: t("documents.confirmationHint"),
    },
  ];
  if (liveUnits > 0)
    links.push({
      href: `/api/bookings/${bookingId}/dock-receipts.pdf`,
      label: t("documents.dockReceipts"),
      hint:
        liveUnits === 1 ? t("documents.dockReceiptsHintOne") : t("documents.dockReceiptsHint", { count: liveUnits }),
    });
  return <DocumentList label={t("documents.title")} links={links} />;
}

/**
 * A voyage's manifest, for its line's staff: as PDF to print, as CSV for a spreadsheet or a
 * terminal's system; and its customs data set for the EU entry summary.
 */
export function VoyageDocuments({ voyageId }: { voyageId: number }) {
  const t = useTranslations("bookings");
  return (
    <DocumentList
      label={t("documents.manifest")}
      links={[
        {
          href: `/api/voyages/${voyageId}/manifest.pdf`,
          label: t("documents.manifestPdf"),
          hint: t("documents.manifestPdfHint"),
        },
        {
          href: `/api/voyages/${voyageId}/manifest.csv`,
          label: t("documents.manifestCsv"),
          hint: t("documents.manifestCsvHint"),
        },
        {
          href: `/api/voyages/${voyageId}/ens.csv`,
          label: t("documents.ensCsv"),
          hint: t("documents.ensCsvHint"),
        },
      ]}
    />
  );
}
