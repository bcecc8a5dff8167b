// The submit of the consignees' plain forms (look up, ask for updates, confirm or stop them): the
// width of a phone's screen, where those pages are mostly opened, and a size a thumb finds.
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

export function TrackingSubmit({ children }: { children: ReactNode }) {
  return (
    <Button type="submit" className="w-full justify-center py-2 text-base sm:w-auto">
      {children}
    </Button>
  );
}
