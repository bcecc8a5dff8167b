import "server-only";
// Users of the portal: agent users, line staff and operator admins. The operator creates them with
// a temporary password shown once, resets passwords the same way, and deactivates them; both end
// the user's sessions (lib/auth/end-sessions.ts).
import type { z } from "zod";
import { randomBytes } from "node:crypto";
import { ApiError, fieldError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import type { Caller } from "@/lib/auth/caller";
import { endUserSessions } from "@/lib/auth/end-sessions";
import { hashPassword } from "@/lib/auth/password";
import { db, type Tx } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";
import { recordUserAudit } from "@/lib/admin/audit";
import { refuseDuplicates } from "@/lib/admin/unique-violation";
import { createUserSchema, ROLE_NAMES, type UserCreated, type UserView } from "@/lib/admin/schemas";

/** 16 characters from an alphabet without look-alikes (0/O, 1/l/I): ~93 bits. */
export function temporaryPassword(): string {
  const alphabet = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  return [...randomBytes(16)].map((b) => alphabet[b % alphabet.length]).join("");
}

const userInclude = {
  agent: { select: { id: true, name: true } },
  line: { select: { id: true, name: true } },
} as const;
type UserRow = Prisma.UserGetPayload<{ include: typeof userInclude }>;

function toUserView(u: UserRow): UserView {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    role: u.role,
    agent: u.agent,
    line: u.line,
    createdAt: u.createdAt.toISOString(),
    disabledAt: u.disabledAt?.toISOString() ?? null,
  };
}

export async function listUsers(
  filter: { role?: "AGENT" | "STAFF" | "ADMIN"; search?: string } = {},
): Promise<UserView[]> {
  const search = filter.search?.trim();
  const users = await db().user.findMany({
    where: {
      ...(filter.role ? { role: filter.role } : {}),
      ...(search
        ? {
            OR: [
              { email: { contains: search, mode: "insensitive" } },
              { name: { contains: search, mode: "insensitive" } },
            ],
          }
        : {}),
    },
    include: userInclude,
    orderBy: [{ role: "asc" }, { name: "asc" }],
    take: 500,
  });
  return users.map(toUserView);
}

async function getUserOrThrow(id: number): Promise<UserRow> {
  const user =
    Number.isSafeInteger(id) && id > 0 ? await db().user.findUnique({ where: { id }, include: userInclude }) : null;
  if (!user) throw new ApiError("NOT_FOUND", refusal("refusals.admin.noUser", { id }));
  return user;
}

export async function createUser(caller: Caller, data: z.output<typeof createUserSchema>): Promise<UserCreated> {
  const agentId = data.role === "AGENT" ? data.agentId! : null;
  const lineId = data.role === "STAFF" ? data.lineId! : null;
  const [agent, line, existing] = [
    agentId ? await db().agent.findUnique({ where: { id: agentId }, select: { name: true } }) : null,
    lineId ? await db().shippingLine.findUnique({ where: { id: lineId }, select: { name: true } }) : null,
    await db().user.findUnique({ where: { email: data.email }, select: { id: true } }),
  ];
  if (agentId && !agent)
    throw new ApiError("NOT_FOUND", refusal("refusals.admin.noAgent", { id: agentId }), [
      fieldError("agentId", "not_found", refusal("refusals.admin.noAgent", { id: agentId })),
    ]);
  if (lineId && !line)
    throw new ApiError("NOT_FOUND", refusal("refusals.admin.noLine", { id: lineId }), [
      fieldError("lineId", "not_found", refusal("refusals.admin.noLine", { id: lineId })),
    ]);
  if (existing)
    throw new ApiError("NOT_ALLOWED", refusal("refusals.admin.emailTaken", { email: data.email }), [
      fieldError("email", "taken", refusal("refusals.admin.emailTaken", { email: data.email })),
    ]);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const user = await refuseDuplicates(
    () =>
      db().$transaction(async (tx) => {
        const created = await tx.user.create({
          data: { email: data.email, name: data.name, role: data.role, agentId, lineId, passwordHash },
          select: { id: true, email: true },
        });
        const org = agent?.name ?? line?.name;
        await recordUserAudit(
          tx,
          caller,
          { id: created.id, agentId },
          "user.create",
          `Created ${ROLE_NAMES[data.role].toLowerCase()} ${data.email}${org ? ` (${org})` : ""}`,
        );
        return created;
      }),
    refusal("refusals.admin.emailTaken", { email: data.email }),
    "email",
  );
  return { id: user.id, email: user.email, temporaryPassword: password };
}

/** A user's password replaced (changed by them, reset by an admin): every session of theirs ends, and it is audited. */
export async function replacePassword(
  tx: Tx,
  caller: Caller,
  user: { id: number; agentId: number | null },
  passwordHash: string,
  action: string,
  summary: string,
): Promise<void> {
  await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
  await endUserSessions(user.id, tx);
  await recordUserAudit(tx, caller, user, action, summary);
}

export async function resetUserPassword(caller: Caller, id: number): Promise<UserCreated> {
  const user = await getUserOrThrow(id);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  await db().$transaction(async (tx) => {
    await replacePassword(
      tx,
      caller,
      { id, agentId: user.agentId },
      passwordHash,
      "user.resetPassword",
      `Reset the password of ${user.email}; their sessions ended`,
    );
  });
  return { id, email: user.email, temporaryPassword: password };
}

export async function setUserActive(caller: Caller, id: number, active: boolean): Promise<UserView> {
  const user = await getUserOrThrow(id);
  if (!active && caller.kind === "user" && caller.id === id)
    throw new ApiError("NOT_ALLOWED", refusal("refusals.admin.notYourOwnAccount"));
  if (active === !user.disabledAt) return toUserView(user);
  if (!active && user.role === "ADMIN") {
    const admins = await db().user.count({ where: { role: "ADMIN", disabledAt: null } });
    if (admins <= 1) throw new ApiError("NOT_ALLOWED", refusal("refusals.admin.lastAdmin"));
  }
  const updated = await db().$transaction(async (tx) => {
    const row = await tx.user.update({
      where: { id },
      data: { disabledAt: active ? null : new Date() },
      include: userInclude,
    });
    if (!active) await endUserSessions(id, tx);
    await recordUserAudit(
      tx,
      caller,
      { id, agentId: user.agentId },
      active ? "user.reactivate" : "user.deactivate",
      active ? `Reactivated ${user.email}` : `Deactivated ${user.email}; their sessions ended`,
    );
    return row;
  });
  return toUserView(updated);
}

export async function listLines(): Promise<{ id: number; name: string; code: string }[]> {
  return db().shippingLine.findMany({ orderBy: { name: "asc" }, select: { id: true, name: true, code: true } });
}
