// Vitest global setup: one migrated, seeded database for the run, handed to workers, and the
// template every other seeded database of the run is copied from (lib/testing/test-database.ts).
import type { TestProject } from "vitest/node";
import { createTestTemplate } from "@/lib/testing/test-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's database. A test uses process.env.DATABASE_URL: its worker slot's (worker-setup.ts). */
    databaseUrl: string;
    databaseKind: "server" | "embedded";
    testTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  const { db, template, drop } = await createTestTemplate();
  console.log(`[tests] ${db.kind} PostgreSQL ready in ${Date.now() - started} ms`);
  project.provide("databaseUrl", db.url);
  project.provide("databaseKind", db.kind);
  project.provide("testTemplate", template);
  return async () => {
    await drop();
  };
}
