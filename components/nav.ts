// The portal's navigation, by role. Pages are added here as they are built.
import type { Role } from "@/lib/generated/prisma/enums";

export interface NavItem {
  href: string;
  /** its name's key in the shell catalogue (shell.nav.…) */
  label: NavLabel;
  roles: readonly Role[];
  /** shown only to an agent's lead */
  leadOnly?: boolean;
}

export type NavLabel =
  | "home"
  | "schedules"
  | "vessels"
  | "ports"
  | "unitModels"
  | "bookings"
  | "invoices"
  | "milestones"
  | "release"
  | "itemUpdates"
  | "line"
  | "addressBook"
  | "team"
  | "integrations"
  | "admin";

const EVERYONE = ["AGENT", "STAFF", "ADMIN"] as const;

export const NAV_ITEMS: NavItem[] = [
  { href: "/", label: "home", roles: EVERYONE },
  { href: "/schedules", label: "schedules", roles: EVERYONE },
  { href: "/vessels", label: "vessels", roles: EVERYONE },
  { href: "/ports", label: "ports", roles: EVERYONE },
  { href: "/unit-models", label: "unitModels", roles: EVERYONE },
  { href: "/bookings", label: "bookings", roles: EVERYONE },
  { href: "/invoices", label: "invoices", roles: ["AGENT", "STAFF"] },
  { href: "/milestones", label: "milestones", roles: ["STAFF", "ADMIN"] },
  { href: "/release", label: "release", roles: ["STAFF", "ADMIN"] },
  { href: "/item-updates", label: "itemUpdates", roles: ["STAFF", "ADMIN"] },
  { href: "/line", label: "line", roles: ["STAFF", "ADMIN"] },
  { href: "/address-book", label: "addressBook", roles: ["AGENT"] },
  { href: "/team", label: "team", roles: ["AGENT"], leadOnly: true },
  { href: "/integrations", label: "integrations", roles: ["AGENT", "ADMIN"] },
  { href: "/admin", label: "admin", roles: ["ADMIN"] },
];

export function navFor(role: Role, agentLead = false): NavItem[] {
  return NAV_ITEMS.filter((item) => item.roles.includes(role) && (!item.leadOnly || agentLead));
}
