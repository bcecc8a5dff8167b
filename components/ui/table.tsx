"use client";
// The portal's tables, in its two looks: "list" (rows on the page's white, a rule under the
// header: the operator's console) and "panel" (a grey header band across a panel: the lines'
// console). The table states its look once; its header and cells take their padding from it
// (a client module only for that context: pages still render the rows on the server).
import clsx from "clsx";
import { createContext, useContext, type ComponentProps } from "react";

export type TableLook = "list" | "panel";

const LOOKS: Record<TableLook, { head: string; th: string; td: string }> = {
  list: {
    head: "border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500",
    th: "py-2 pr-3 font-medium last:pr-0",
    td: "py-2 pr-3 last:pr-0",
  },
  panel: {
    head: "bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600",
    th: "px-3 py-2",
    td: "px-3 py-2",
  },
};

const LookContext = createContext<TableLook>("panel");

export function Table({ look, className, ...props }: ComponentProps<"table"> & { look: TableLook }) {
  return (
    <LookContext.Provider value={look}>
      <table className={clsx("text-sm", look === "list" && "w-full text-left", className)} {...props} />
    </LookContext.Provider>
  );
}

export function TableHead({ className, ...props }: ComponentProps<"thead">) {
  return <thead className={clsx(LOOKS[useContext(LookContext)].head, className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody className={clsx("divide-y divide-slate-100", className)} {...props} />;
}

/** A column's header cell (scope="col"). */
export function Th({ className, ...props }: ComponentProps<"th">) {
  return <th scope="col" className={clsx(LOOKS[useContext(LookContext)].th, className)} {...props} />;
}

export function Td({ className, ...props }: ComponentProps<"td">) {
  return <td className={clsx(LOOKS[useContext(LookContext)].td, className)} {...props} />;
}
