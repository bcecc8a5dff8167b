// The door of the line-staff pages: staff (and admins) pass; anyone else gets a 404.
import type { ReactNode } from "react";
import { requirePageCaller } from "@/lib/auth/current-caller";

export default async function StaffLayout({ children }: { children: ReactNode }) {
  await requirePageCaller(["STAFF"]);
  return children;
}
