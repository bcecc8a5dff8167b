import { describe, expect, it } from "vitest";
import { buttonClass, secondaryButtonClass } from "@/components/ui/button";
import { cn } from "@/components/ui/class-names";
import { fieldClass } from "@/components/ui/field";

describe("cn: a caller's class over a primitive's", () => {
  it("replaces the primitive's class of the same property and keeps the rest", () => {
    const field = cn(fieldClass, "w-28");
    expect(field.split(" ")).toContain("w-28");
    expect(field.split(" ")).not.toContain("w-full");
    expect(field).toContain("rounded border border-slate-300");
    expect(cn(buttonClass, "bg-slate-500 hover:bg-slate-600").split(" ")).not.toContain("bg-brand-600");
    expect(cn(secondaryButtonClass, "px-2 py-0.5 text-xs").split(" ")).toEqual(
      expect.not.arrayContaining(["px-3", "py-1.5", "text-sm"]),
    );
  });

  it("knows the house colours and the container-query variants as Tailwind's own", () => {
    expect(cn("text-brand-700", "text-red-700")).toBe("text-red-700");
    expect(cn("@max-2xl:flex", "@max-2xl:block")).toBe("@max-2xl:block");
  });
});
