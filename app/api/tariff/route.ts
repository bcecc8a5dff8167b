// GET /api/tariff — a line's tariff; PUT /api/tariff — replace it from CSV (line staff, admins)
import { handle } from "@/lib/api/handler";
import { getTariffOperation, importTariffOperation } from "@/lib/api/operations/prices";
import { getTariff, importTariff } from "@/lib/pricing/line-tariff";

export const GET = handle(getTariffOperation, async ({ caller, query }) => getTariff(caller, query.lineId));
export const PUT = handle(importTariffOperation, async ({ caller, body }) => importTariff(caller, body));
