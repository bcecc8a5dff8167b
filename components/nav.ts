// The portal's navigation, by role. Pages are added here as they are built.
import type { Role } from "@/lib/generated/prisma/enums";

export interface NavItem {
  href: string;
  label: string;
  roles: readonly Role[];
  /** shown only to an agent's lead */
  leadOnly?: boolean;
}

const EVERYONE = ["AGENT", "STAFF", "ADMIN"] as const;

export const NAV_ITEMS: NavItem[] = [
  { href: "/", label: "Home", roles: EVERYONE },
  { href: "/schedules", label: "Schedules", roles: EVERYONE },
  { href: "/vessels", label: "Vessels", roles: EVERYONE },
  { href: "/ports", label: "Ports", roles: EVERYONE },
  { href: "/unit-models", label: "Unit models", roles: EVERYONE },
  { href: "/bookings", label: "Bookings", roles: EVERYONE },
  { href: "/invoices", label: "Invoices", roles: ["AGENT", "STAFF"] },
  { href: "/milestones", label: "Milestones", roles: ["STAFF", "ADMIN"] },
  { href: "/release", label: "Release", roles: ["STAFF", "ADMIN"] },
  { href: "/item-updates", label: "Item updates", roles: ["STAFF", "ADMIN"] },
  { href: "/line", label: "Line console", roles: ["STAFF", "ADMIN"] },
  { href: "/address-book", label: "Address book", roles: ["AGENT"] },
  { href: "/team", label: "Team", roles: ["AGENT"], leadOnly: true },
  { href: "/integrations", label: "Integrations", roles: ["AGENT", "ADMIN"] },
  { href: "/admin", label: "Admin", roles: ["ADMIN"] },
];

export function navFor(role: Role, agentLead = false): NavItem[] {
  return NAV_ITEMS.filter((item) => item.roles.includes(role) && (!item.leadOnly || agentLead));
}
