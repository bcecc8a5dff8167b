// An item's state as a coloured label (the names come from the item state table).
import clsx from "clsx";
import { useTranslations } from "next-intl";
import type { ItemState } from "@/lib/generated/prisma/enums";

const TONE: Record<ItemState, string> = {
  DRAFT: "bg-amber-50 text-amber-800 ring-amber-200",
  APPROVED: "bg-slate-50 text-slate-700 ring-slate-200",
  DELIVERED: "bg-sky-50 text-sky-800 ring-sky-200",
  LOADED: "bg-indigo-50 text-indigo-800 ring-indigo-200",
  DISCHARGED: "bg-emerald-50 text-emerald-800 ring-emerald-200",
};

export function ItemStateBadge({ state }: { state: ItemState }) {
  const t = useTranslations("line.itemState");
  return (
    <span className={clsx("whitespace-nowrap rounded px-1.5 py-0.5 text-xs ring-1", TONE[state])}>{t(state)}</span>
  );
}
