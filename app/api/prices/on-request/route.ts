// GET /api/prices/on-request — items no tariff priced, for the line's staff to price by hand
import { handle } from "@/lib/api/handler";
import { listOnRequestOperation } from "@/lib/api/operations/prices";
import { listOnRequest } from "@/lib/pricing/set-item-price";

export const GET = handle(listOnRequestOperation, async ({ caller }) => listOnRequest(caller));
