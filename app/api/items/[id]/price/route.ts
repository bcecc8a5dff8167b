// PUT /api/items/{id}/price — line staff price an item by hand, with a reason kept in the history
import { handle } from "@/lib/api/handler";
import { setItemPriceOperation } from "@/lib/api/operations/prices";
import { setItemPrice } from "@/lib/pricing/set-item-price";

export const PUT = handle(setItemPriceOperation, async ({ caller, body, params }) =>
  setItemPrice(caller, params.id, body),
);
