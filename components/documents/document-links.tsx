// Links to the documents Quayside produces (docs/portal/documents.md): plain links the browser
// opens in its PDF viewer or saves; the API answers them to the signed-in user who may see them.
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
  if (!hasDocuments({ status, isCanceled, isDraft })) return null;
  const links: DocumentLink[] = [
    {
      href: confirmationHref(bookingId),
      label: "Booking confirmation",
      hint: "(PDF: the sailing, the parties, every unit and the price)",
    },
  ];
  if (liveUnits > 0)
    links.push({
      href: `/api/bookings/${bookingId}/dock-receipts.pdf`,
      label: `Dock receipts`,
      hint:
        liveUnits === 1
          ? "(PDF, one page: the unit's VIN barcode and QR code for the gate)"
          : `(PDF, one page for each of the ${liveUnits} units: VIN barcode and QR code for the gate)`,
    });
  return <DocumentList label="Documents" links={links} />;
}

/**
 * A voyage's manifest, for its line's staff: as PDF to print, as CSV for a spreadsheet or a
 * terminal's system; and its customs data set for the EU entry summary.
 */
export function VoyageDocuments({ voyageId }: { voyageId: number }) {
  return (
    <DocumentList
      label="Manifest"
      links={[
        {
          href: `/api/voyages/${voyageId}/manifest.pdf`,
          label: "Manifest (PDF)",
          hint: "(every booked unit by Pol → Pod, with the leg totals)",
        },
        {
          href: `/api/voyages/${voyageId}/manifest.csv`,
          label: "Manifest (CSV)",
          hint: "(one unit a row, for spreadsheets and terminal systems)",
        },
        {
          href: `/api/voyages/${voyageId}/ens.csv`,
          label: "Customs data set, EU entry summary (CSV)",
          hint: "(each unit with its HS code, the EORI numbers, and what each booking still misses)",
        },
      ]}
    />
  );
}
