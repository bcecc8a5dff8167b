// next-auth: credentials sign-in, JWT sessions that end on sign-out (this session only, by its
// id), when the user is disabled or their sessions are ended (sessionVersion: sign out everywhere), after 12 hours, and after 30 idle minutes for
// staff and admins (session-policy.ts).
import { writeLocaleCookie } from "@/lib/i18n/locale-cookie";
import { isLocale } from "@/lib/i18n/locales";
import { configuredForHttps } from "@/lib/env";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { db } from "@/lib/db/prisma";
import { authCookies } from "@/lib/auth/cookies";
import { isDatabaseUnavailable } from "@/lib/core/errors";
import { dummyPasswordHash, verifyPassword } from "@/lib/auth/password";
import { SESSION_ABSOLUTE_SECONDS, sessionTimeout, servedOverHttps } from "@/lib/auth/session-policy";
import { endThisSessionQuietly, sessionStandsUnlessOutage } from "@/lib/auth/session-checks";
import { signInSchema } from "@/lib/auth/sign-in-schema";
import type { Role } from "@/lib/generated/prisma/enums";

export const SESSION_MAX_AGE_SECONDS = SESSION_ABSOLUTE_SECONDS;

/** What authorize() answers for a database outage (the form shows "try again"); never the error's own text. */
export const SIGN_IN_UNAVAILABLE = "ServiceUnavailable";

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  agentId: number | null;
  lineId: number | null;
  /** agent or line name, shown in the header */
  orgName: string | null;
  /** an agent user who leads the agent's team: the header links to /team (the page checks again) */
  agentLead?: boolean;
}

async function findUserForSignIn(email: string) {
  try {
    return await db().user.findUnique({
      where: { email },
      include: { agent: { select: { name: true, suspendedAt: true } }, line: { select: { name: true } } },
    });
  } catch (error) {
    // next-auth would put the error's text (with the database host) in the answer's URL.
    console.error("[auth] sign-in look-up failed:", error);
    throw new Error(isDatabaseUnavailable(error) ? SIGN_IN_UNAVAILABLE : "SignInFailed");
  }
}

/** For the agent's lead: when each user last signed in. A failure to note it never refuses a sign-in. */
async function noteSignIn(userId: number): Promise<void> {
  try {
    await db().user.update({ where: { id: userId }, data: { lastSignInAt: new Date() } });
  } catch (error) {
    console.error("[auth] could not note the sign-in of user", userId, error);
  }
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export const authOptions: NextAuthOptions = {
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/signin" },
  cookies: authCookies(configuredForHttps()),
  providers: [
    CredentialsProvider({
      name: "Email and password",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(credentials) {
        const parsed = signInSchema.safeParse(credentials);
        if (!parsed.success) return null;
        const user = await findUserForSignIn(parsed.data.email);
        // Unknown and disabled accounts are checked against a dummy hash: the same time as a real one.
        const passwordRight = await verifyPassword(
          parsed.data.password,
          user?.passwordHash ?? (await dummyPasswordHash()),
        );
        // A suspended agent's users cannot sign in (DESIGN.md "Operator API").
        if (!user || user.disabledAt || user.agent?.suspendedAt || !passwordRight) return null;
        const sessionUser: SessionUser & { sessionVersion: number } = {
          id: user.id,
          name: user.name,
          email: user.email,
          role: user.role,
          agentId: user.agentId,
          lineId: user.lineId,
          orgName: user.agent?.name ?? user.line?.name ?? null,
          agentLead: user.role === "AGENT" && user.agentLead,
          sessionVersion: user.sessionVersion,
        };
        await noteSignIn(user.id);
        // The user's language follows them to this browser (none chosen: the browser's stays).
        if (isLocale(user.locale)) await writeLocaleCookie(user.locale);
        return { ...sessionUser, id: String(user.id) };
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      const now = nowSeconds();
      if (user) {
        token.uid = Number(user.id);
        token.role = user.role;
        token.agentId = user.agentId;
        token.lineId = user.lineId;
        token.orgName = user.orgName;
        token.agentLead = user.agentLead ?? false;
        token.sv = user.sessionVersion;
        token.sid = crypto.randomUUID();
        token.authAt = now;
        token.seenAt = now;
        return token;
      }
      // A later read of the session (/api/auth/session, getServerSession): a thrown error makes
      // next-auth answer "no session" and clear the cookie.
      if (sessionTimeout(token, now)) throw new Error("SessionExpired");
      if (!(await sessionStandsUnlessOutage(token))) throw new Error("SessionEnded");
      token.seenAt = now;
      return token;
    },
    async session({ session, token }) {
      session.user = {
        id: token.uid,
        name: token.name ?? "",
        email: token.email ?? "",
        role: token.role,
        agentId: token.agentId,
        lineId: token.lineId,
        orgName: token.orgName,
        agentLead: token.agentLead ?? false,
      };
      return session;
    },
  },
  events: {
    // Signing out ends this session for real (a copy of its cookie kept elsewhere stops working
    // too); the user's sessions on other devices stand. "Sign out everywhere" is My account's.
    async signOut({ token }) {
      if (token?.uid) await endThisSessionQuietly(token);
    },
  },
};

/** The options for one request: Secure cookies when it came over https. */
export function authOptionsFor(headers: Headers): NextAuthOptions {
  return { ...authOptions, cookies: authCookies(servedOverHttps(headers)) };
}
