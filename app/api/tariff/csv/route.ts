// GET /api/tariff/csv — a line's tariff as the CSV file that imports it unchanged (line staff, admins)
import { handle } from "@/lib/api/handler";
import { exportTariffOperation } from "@/lib/api/operations/prices";
import { exportTariff } from "@/lib/pricing/line-tariff";

export const GET = handle(exportTariffOperation, async ({ caller, query }) => {
  const csv = await exportTariff(caller, query.lineId);
  return new Response(csv, {
    status: 200,
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="tariff.csv"',
      "cache-control": "private, no-cache",
    },
  });
});
