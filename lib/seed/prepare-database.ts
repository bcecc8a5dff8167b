// What `npm start` does to a database before serving: migrate it, load demo data when it is
// empty, and honour DEMO_API_KEY / DEMO_OTHER_API_KEY / DEMO_ADMIN_API_KEY / DEMO_PASSWORD on
// every start (so a key set now works on data seeded earlier).
import { connectPrisma, type PrismaClient } from "@/lib/db/prisma";
import { apiKeyPrefix, hashApiKey } from "@/lib/auth/api-key";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { applyMigrations } from "@/lib/db/schema-engine";
import { type DemoCredentials, isDatabaseEmpty, seedDatabase, DEMO_AGENT_CODES } from "@/lib/seed/seed";

export async function prepareDatabase(
  url: string,
  /** migrate: false when migrations are run once before a rollout (MIGRATE_ON_START=0), not by every instance. */
  options: { seedWhenEmpty: boolean; migrate?: boolean; scale?: number; log?: (line: string) => void },
): Promise<DemoCredentials | null> {
  const log = options.log ?? (() => {});
  const applied = options.migrate === false ? [] : await applyMigrations(url);
  if (applied.length) log(`applied migrations: ${applied.join(", ")}`);
  const prisma = connectPrisma(url);
  try {
    let seeded: DemoCredentials | null = null;
    if (options.seedWhenEmpty && (await isDatabaseEmpty(prisma))) {
      log("The database is empty: loading demo data…");
      seeded = await seedDatabase(prisma, { scale: options.scale, log: (l) => log(`  ${l}`) });
    }
    await applyDemoEnvironment(prisma);
    return seeded;
  } finally {
    await prisma.$disconnect();
  }
}

async function applyDemoEnvironment(prisma: PrismaClient): Promise<void> {
  const keys = [
    {
      env: "DEMO_API_KEY",
      name: "Acme integration (DEMO_API_KEY)",
      role: "AGENT" as const,
      agentCode: DEMO_AGENT_CODES.agent,
    },
    {
      env: "DEMO_OTHER_API_KEY",
      name: "Baltic integration (DEMO_OTHER_API_KEY)",
      role: "AGENT" as const,
      agentCode: DEMO_AGENT_CODES.otherAgent,
    },
    { env: "DEMO_ADMIN_API_KEY", name: "Operator admin (DEMO_ADMIN_API_KEY)", role: "ADMIN" as const, agentCode: null },
  ];
  for (const k of keys) {
    const key = process.env[k.env];
    if (!key) continue;
    const agent = k.agentCode ? await prisma.agent.findUnique({ where: { code: k.agentCode } }) : null;
    if (k.agentCode && !agent) continue; // not a demo database
    await prisma.apiKey.upsert({
      where: { hash: hashApiKey(key) },
      create: {
        name: k.name,
        prefix: apiKeyPrefix(key),
        hash: hashApiKey(key),
        role: k.role,
        agentId: agent?.id ?? null,
      },
      update: { revokedAt: null },
    });
  }
  const password = process.env.DEMO_PASSWORD;
  if (password) {
    for (const user of await prisma.user.findMany({ where: { email: { endsWith: "@quayside.test" } } })) {
      if (!(await verifyPassword(password, user.passwordHash))) {
        await prisma.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(password) } });
      }
    }
  }
}
