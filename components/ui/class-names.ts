// Class lists joined so that the caller's class wins over the primitive's of the same property
// (`cn(fieldClass, "w-28")` is 28 wide): Tailwind settles two classes of one property by its own
// stylesheet order, not the attribute's, so a plain join let the primitive's `w-full` win.
import clsx, { type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
