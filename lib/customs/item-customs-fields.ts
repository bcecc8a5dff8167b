import "server-only";
// The customs fields Quayside adds to an item (HsCode, BatteryDeclared), which the interface's
// read does not carry: the booking form's edit page puts them back into the message it edits, so
// a save of the form keeps them as stored.
import { db } from "@/lib/db/prisma";

export async function withItemCustomsFields<M extends { Items: { Id?: string | number | null }[] }>(
  bookingId: number,
  message: M,
): Promise<M> {
  const rows = await db().bookingItem.findMany({
    where: { bookingId },
    select: { id: true, hsCode: true, batteryDeclared: true },
  });
  const byId = new Map(rows.map((r) => [String(r.id), r]));
  return {
    ...message,
    Items: message.Items.map((item) => {
      const row = byId.get(String(item.Id ?? ""));
      return row ? { ...item, HsCode: row.hsCode, BatteryDeclared: row.batteryDeclared } : item;
    }),
  };
}
