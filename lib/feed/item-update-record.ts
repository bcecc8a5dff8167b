// The item update record of an item after a milestone (spec "Item update record"): the item's
// milestone dates so far, this milestone's place, and the latest measurement and customs
// reference known. Pure: no database.
import type { ItemUpdateRecord } from "@/lib/feed/milestone-schema";

export interface ItemDates {
  deliveredOn: Date | null;
  loadedOn: Date | null;
  dischargedOn: Date | null;
  customsClearedOn: Date | null;
}

/** What the record is made of: the item as it stands after the milestone. */
export interface RecordSource extends ItemDates {
  itemId: number;
  serial: string | null;
  voyage: string | null;
  vessel: string | null;
  location: string | null;
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
  customsDocs: string | null;
}

export const isoDay = (d: Date | null): string | null => (d ? d.toISOString().slice(0, 10) : null);
const text = (n: number | null): string | null => (n === null ? null : String(n));

export function itemUpdateRecord(s: RecordSource): ItemUpdateRecord {
  return {
    ItemId: String(s.itemId),
    Serial: s.serial,
    DeliveryDate: isoDay(s.deliveredOn),
    LoadingDate: isoDay(s.loadedOn),
    DischargingDate: isoDay(s.dischargedOn),
    CustomsClearedOn: isoDay(s.customsClearedOn),
    Location: s.location ?? "",
    Length: text(s.length),
    Width: text(s.width),
    Height: text(s.height),
    Weight: text(s.weight),
    Voyage: s.voyage,
    Vessel: s.vessel,
    CustomsDocs: s.customsDocs,
  };
}
