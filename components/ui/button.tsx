// The portal's buttons: primary (brand), secondary (outlined), danger (outlined red) and link. A link or
// a summary that looks like a button takes the class; a real button takes <Button>.
import clsx from "clsx";
import type { ComponentProps } from "react";

export const buttonClass =
  "inline-flex items-center gap-1.5 rounded bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700";
export const secondaryButtonClass =
  "inline-flex items-center gap-1.5 rounded border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100";
export const dangerButtonClass =
  "inline-flex items-center rounded border border-red-300 bg-white px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50";

/** A button that reads as a link: no box, underlined on hover (the colour is the caller's). */
export const linkButtonClass = "rounded px-2 py-1 underline-offset-2 hover:underline";

const VARIANTS = {
  primary: buttonClass,
  secondary: secondaryButtonClass,
  danger: dangerButtonClass,
  link: linkButtonClass,
} as const;

/** A button (type="button" unless said otherwise) in one of the portal's variants. */
export function Button({
  variant = "primary",
  type = "button",
  className,
  ...props
}: ComponentProps<"button"> & { variant?: keyof typeof VARIANTS }) {
  return <button type={type} className={clsx(VARIANTS[variant], className)} {...props} />;
}
