"use client";
// Secondary filters fold behind a "Filters (n)" button on a phone, so results start on the first
// screen; from the md breakpoint up they are always shown and the button is gone. The main search
// box stays out of the fold.
import { useTranslations } from "next-intl";
import { LineIcon } from "@/components/icon";
import { useId, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";

/**
 * `button` goes where the fold's toggle belongs; `folded` is the class for every control that
 * folds (hidden below md while closed); `foldId` goes on one of them for aria-controls.
 */
export function useFilterFold(active: number): { button: ReactNode; folded: string; foldId: string } {
  const t = useTranslations("reference.filters");
  const [open, setOpen] = useState(false);
  const foldId = useId();
  const button = (
    <Button
      variant="secondary"
      type="button"
      aria-expanded={open}
      aria-controls={foldId}
      onClick={() => setOpen(!open)}
      className="justify-center md:hidden"
    >
      <LineIcon className="h-4 w-4">
        <path d="M4 6h16M7 12h10M10 18h4" />
      </LineIcon>
      {open ? t("hide") : t("show")}
      {active > 0 ? ` (${active})` : ""}
    </Button>
  );
  return { button, folded: open ? "" : "max-md:hidden", foldId };
}
