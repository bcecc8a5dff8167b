// A plain GET form choosing what the page shows (an agent, a voyage): the choice lands in the URL,
// works before the page's script has loaded, and is easy by keyboard.
import clsx from "clsx";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

export function PickForm({
  action,
  className,
  submitLabel,
  children,
}: {
  action: string;
  className?: string;
  submitLabel: string;
  /** the fields choosing */
  children: ReactNode;
}) {
  return (
    <form
      method="get"
      action={action}
      className={clsx(
        className,
        "flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm",
      )}
    >
      {children}
      <Button type="submit">{submitLabel}</Button>
    </form>
  );
}
