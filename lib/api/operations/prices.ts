// Prices: a line's tariff (read, CSV import and export) for its staff and its own systems, the
// queue of items priced "on request", and a price set by hand (docs/integrators/prices.md).
// Listed with the rest in ./index.ts.
import { z } from "zod";
import { defineOperation, ID_PARAMS } from "@/lib/core/operation";
import {
  tariffImportBodySchema,
  tariffImportResultSchema,
  tariffQuerySchema,
  tariffViewSchema,
} from "@/lib/pricing/tariff-schemas";
import { itemPriceSchema, onRequestListSchema, setItemPriceBodySchema } from "@/lib/pricing/set-item-price-schema";

const LINE_STAFF = ["STAFF", "ADMIN"] as const;

export const getTariffOperation = defineOperation({
  method: "get",
  path: "/api/tariff",
  operationId: "getTariff",
  tag: "Prices",
  summary: "A line's tariff",
  description:
    "Every rate and surcharge of the caller's line (admins: `lineId`), with its lane, unit type, basis, amount in minor units and validity.",
  access: LINE_STAFF,
  query: tariffQuerySchema,
  response: tariffViewSchema,
  responseDescription: "The tariff",
  errors: ["NOT_FOUND", "VALIDATION_FAILED", "BAD_REQUEST"],
});

export const exportTariffOperation = defineOperation({
  method: "get",
  path: "/api/tariff/csv",
  operationId: "exportTariff",
  tag: "Prices",
  summary: "A line's tariff as CSV",
  description: "The file that PUT /api/tariff imports unchanged (`text/csv`).",
  access: LINE_STAFF,
  query: tariffQuerySchema,
  response: z.string().meta({ description: "text/csv" }),
  responseContent: "text/csv",
  responseDescription: "The tariff as CSV",
  errors: ["NOT_FOUND", "VALIDATION_FAILED", "BAD_REQUEST"],
});

export const importTariffOperation = defineOperation({
  method: "put",
  path: "/api/tariff",
  operationId: "importTariff",
  tag: "Prices",
  summary: "Replace a line's tariff from CSV",
  description:
    "Replaces the whole tariff of the line. Any bad row refuses the file with an error per row (`row <n>.<Column>`) and changes nothing. Written to the audit log with the tariff it replaced. Prices already given to bookings and valid quotes stay as they are.",
  access: LINE_STAFF,
  body: tariffImportBodySchema,
  response: tariffImportResultSchema,
  responseDescription: "How many rates and surcharges the line's tariff now has",
  errors: ["NOT_FOUND", "VALIDATION_FAILED", "BAD_REQUEST"],
});

export const listOnRequestOperation = defineOperation({
  method: "get",
  path: "/api/prices/on-request",
  operationId: "listPricesOnRequest",
  tag: "Prices",
  summary: "Items to price by hand",
  description:
    "Bookings and quotations of the caller's line (admins: all) with items no tariff priced (a lane or unit type without a rate), oldest first; at most 500.",
  access: LINE_STAFF,
  response: onRequestListSchema,
  responseDescription: "The queue",
});

export const setItemPriceOperation = defineOperation({
  method: "put",
  path: "/api/items/{id}/price",
  operationId: "setItemPrice",
  tag: "Prices",
  summary: "Price an item by hand",
  description:
    "Line staff of the item's line and admins set an item's total (an on-request item, a discount, a special rate) with a reason. The booking's total is summed again, its version counts the change, and the history keeps who and why. A later save of the booking keeps this price while the unit's type and revenue tons stay the same.",
  params: ID_PARAMS,
  access: LINE_STAFF,
  body: setItemPriceBodySchema,
  response: itemPriceSchema,
  responseDescription: "The item's price and the booking's total",
  errors: ["NOT_FOUND", "NOT_ALLOWED", "VALIDATION_FAILED", "BAD_REQUEST"],
});

export const PRICE_OPERATIONS = [
  getTariffOperation,
  exportTariffOperation,
  importTariffOperation,
  listOnRequestOperation,
  setItemPriceOperation,
];
