// next-auth: credentials sign-in, JWT sessions of at most 12 hours.
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { db } from "@/lib/db/prisma";
import { verifyPassword } from "@/lib/auth/password";
import { signInSchema } from "@/lib/auth/sign-in-schema";
import type { Role } from "@/lib/generated/prisma/enums";

export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;


export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  agentId: number | null;
  lineId: number | null;
  /** agent or line name, shown in the header */
  orgName: string | null;
}

export const authOptions: NextAuthOptions = {
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/signin" },
  providers: [
    CredentialsProvider({
      name: "Email and password",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(credentials) {
        const parsed = signInSchema.safeParse(credentials);
        if (!parsed.success) return null;
        const user = await db().user.findUnique({
          where: { email: parsed.data.email },
          include: { agent: { select: { name: true } }, line: { select: { name: true } } },
        });
        if (!user || user.disabledAt) return null;
        if (!(await verifyPassword(parsed.data.password, user.passwordHash))) return null;
        const sessionUser: SessionUser = {
          id: user.id,
          name: user.name,
          email: user.email,
          role: user.role,
          agentId: user.agentId,
          lineId: user.lineId,
          orgName: user.agent?.name ?? user.line?.name ?? null,
        };
        return { ...sessionUser, id: String(user.id) };
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        const u = user as unknown as SessionUser & { id: string };
        token.uid = Number(u.id);
        token.role = u.role;
        token.agentId = u.agentId;
        token.lineId = u.lineId;
        token.orgName = u.orgName;
      }
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
      };
      return session;
    },
  },
};
