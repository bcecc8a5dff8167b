// The door of the agent pages: agent users (and admins, on an agent's behalf) pass; anyone else gets a 404.
import type { ReactNode } from "react";
import { requirePageCaller } from "@/lib/auth/current-caller";

export default async function AgentLayout({ children }: { children: ReactNode }) {
  await requirePageCaller(["AGENT"]);
  return children;
}
