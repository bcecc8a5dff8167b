// What a dock receipt's QR code holds, `QS-ITEM:<item id>`: printed by lib/documents, read back by
// the milestones page's scan field (a scanner types it, then Enter). No server code: both sides use it.
export const ITEM_QR_PREFIX = "QS-ITEM:";

export const itemQrText = (itemId: number) => `${ITEM_QR_PREFIX}${itemId}`;

/** The item id a scanned `QS-ITEM:<id>` names (any case, spaces around), else null. */
export function parseItemQr(text: string): number | null {
  const m = /^QS-ITEM:(\d{1,10})$/i.exec(text.trim());
  return m ? Number(m[1]) : null;
}
