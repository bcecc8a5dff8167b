// Vitest global setup: one migrated, seeded database for the run, handed to workers.
import type { TestProject } from "vitest/node";
import { createTestDatabase } from "@/lib/testing/test-database";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    databaseKind: "server" | "embedded";
  }
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  const db = await createTestDatabase();
  console.log(`[tests] ${db.kind} PostgreSQL ready in ${Date.now() - started} ms`);
  project.provide("databaseUrl", db.url);
  project.provide("databaseKind", db.kind);
  return async () => {
    await db.drop();
  };
}
