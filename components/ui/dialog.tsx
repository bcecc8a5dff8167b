"use client";
// A modal dialog (the browser's <dialog>, opened with showModal(): focus stays inside, Escape
// closes it, the page behind is inert). The caller holds the ref to open and close it.
import clsx from "clsx";
import type { ComponentProps } from "react";

export function Dialog({ className, ...props }: ComponentProps<"dialog">) {
  return (
    <dialog
      className={clsx(
        "m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg border border-slate-200 p-0 text-sm text-slate-800 shadow-xl backdrop:bg-slate-900/40",
        className,
      )}
      {...props}
    />
  );
}
