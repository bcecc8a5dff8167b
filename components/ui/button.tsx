// The portal's buttons: primary (brand), secondary (outlined), danger (outlined red), dangerSolid
// (filled red: the last step of something that cannot be undone), link, inline (a brand-coloured
// text link inside running text, no box) and ghost (a small brand-coloured action in a table row).
// A link or a summary that looks like a button takes the class; a real button takes <Button>.
import { cn } from "@/components/ui/class-names";
import type { ComponentProps } from "react";

export const buttonClass =
  "inline-flex items-center gap-1.5 rounded bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700";
export const secondaryButtonClass =
  "inline-flex items-center gap-1.5 rounded border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100";
export const dangerButtonClass =
  "inline-flex items-center rounded border border-red-300 bg-white px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50";
const dangerSolidButtonClass =
  "inline-flex items-center rounded bg-red-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-800";

/** A button that reads as a link: no box, underlined on hover (the colour is the caller's). */
export const linkButtonClass = "rounded px-2 py-1 underline-offset-2 hover:underline";

const VARIANTS = {
  primary: buttonClass,
  secondary: secondaryButtonClass,
  danger: dangerButtonClass,
  dangerSolid: dangerSolidButtonClass,
  link: linkButtonClass,
  inline: "font-medium text-brand-700 hover:underline",
  ghost: "rounded px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50",
} as const;

// The two sizes of a boxed variant; a caller's class of the same property still wins (cn).
const MEDIUM = "px-3 py-1.5 text-sm";
const SMALL = "px-2.5 py-1 text-xs";

/**
 * A button (type="button" unless said otherwise) in one of the portal's variants; `size="sm"`
 * makes a boxed one (primary, secondary, danger, dangerSolid) small, for a table row or a toolbar.
 */
export function Button({
  variant = "primary",
  size = "md",
  type = "button",
  className,
  ...props
}: ComponentProps<"button"> & { variant?: keyof typeof VARIANTS; size?: "md" | "sm" }) {
  const look = size === "sm" ? VARIANTS[variant].replace(MEDIUM, SMALL) : VARIANTS[variant];
  return <button type={type} className={cn(look, className)} {...props} />;
}
