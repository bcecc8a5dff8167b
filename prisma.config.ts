import { defineConfig } from "prisma/config";

// DATABASE_URL is optional here: `prisma generate` needs no database, and the app
// starts an embedded PostgreSQL when it is unset (see lib/db/embedded.ts).
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/quayside" },
});
