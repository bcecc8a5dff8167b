// The door of the operator's console: admins pass; anyone else gets a 404.
import type { ReactNode } from "react";
import { requirePageCaller } from "@/lib/auth/current-caller";

export default async function AdminLayout({ children }: { children: ReactNode }) {
  await requirePageCaller(["ADMIN"]);
  return children;
}
