import type { SessionUser } from "@/lib/auth/options";
import type { Role } from "@/lib/generated/prisma/enums";

declare module "next-auth" {
  interface Session {
    user: SessionUser;
  }
  /** What the credentials provider's authorize gives the jwt callback at sign-in (lib/auth/options.ts). */
  interface User extends Omit<SessionUser, "id" | "name" | "email"> {
    sessionVersion: number;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    uid: number;
    role: Role;
    agentId: number | null;
    lineId: number | null;
    orgName: string | null;
    /** an agent user who leads the agent's team (the header's Team link) */
    agentLead?: boolean;
    /** this session's own id (Sign out ends it alone: lib/auth/end-sessions.ts) */
    sid?: string;
    /** the user's sessionVersion at sign-in */
    sv?: number;
    /** sign-in time, seconds since the epoch */
    authAt?: number;
    /** last request seen, seconds since the epoch */
    seenAt?: number;
  }
}
