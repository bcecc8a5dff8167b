// A missing customs field in the page's language, from its code and path: the ENS data set's
// `message` is the API's English, so the booking page words the same fields from its catalogue.
import type { EnsBooking } from "@/lib/customs/ens-data-set";

type CustomsKey = "customs.shipperEori" | "customs.consigneeEori" | "customs.hsCodeMissing" | "customs.weightMissing";
/** The `bookings` namespace's translator, as far as these words need it. */
type Words = (key: CustomsKey, values?: { n: number }) => string;

export function missingInWords(m: EnsBooking["missing"][number], units: EnsBooking["units"], t: Words): string {
  if (m.code === "eori_missing")
    return t(m.path.startsWith("Header.Shipper") ? "customs.shipperEori" : "customs.consigneeEori");
  // Items[k] is the k-th unit of the data set, which names it by its number in the booking.
  const unit = units[Number(/^Items\[(\d+)\]/.exec(m.path)?.[1])];
  if (!unit) return m.message;
  return t(m.code === "hs_code_missing" ? "customs.hsCodeMissing" : "customs.weightMissing", { n: unit.relativeId });
}
