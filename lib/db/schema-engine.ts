// Prisma's schema engine compiled to WebAssembly: migrations without the native engine
// binary, which cannot be downloaded on this offline stack (Prisma's CLI fetches it at start and fails without internet).
import { readFile, readdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import type { MigrationList, SchemaEngine } from "@prisma/schema-engine-wasm";
import type pg from "pg";
import { singleton } from "@/lib/process/singleton";

const require = createRequire(import.meta.url);
const PROJECT_ROOT = process.cwd();
export const SCHEMA_PATH = path.join(PROJECT_ROOT, "prisma", "schema.prisma");
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, "prisma", "migrations");
const NO_FILTERS = { externalTables: [], externalEnums: [] };

type EngineModule = typeof import("@prisma/schema-engine-wasm");

// The package's entry imports the .wasm file as an ES module, which Node cannot do;
// instantiate it by hand with the generated JS glue as its import object.
async function loadEngineModule(): Promise<EngineModule> {
  const dir = path.dirname(require.resolve("@prisma/schema-engine-wasm"));
  const glue = (await import(path.join(dir, "schema_engine_bg.js"))) as EngineModule & {
    __wbg_set_wasm(exports: WebAssembly.Exports): void;
  };
  const bytes = await readFile(path.join(dir, "schema_engine_bg.wasm"));
  const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": glue as never });
  glue.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  return glue;
}

/**
 * The pg adapter, running a migration script as one multi-statement query as Prisma's native
 * engine does: the adapter's own executeScript splits the script at every ";", which cuts
 * function bodies ($$ … $$, e.g. the reference-data triggers) apart.
 */
class PgWholeScripts extends PrismaPg {
  override async connect() {
    const adapter = await super.connect();
    const pool = adapter.underlyingDriver() as pg.Pool;
    // onError, which turns a pg error into the engine's, is protected in PrismaPg's types: a library boundary.
    const reportError = (adapter as unknown as { onError(error: unknown): never }).onError.bind(adapter);
    adapter.executeScript = async (script: string) => {
      try {
        await pool.query(script);
      } catch (error) {
        reportError(error);
      }
    };
    return adapter;
  }
}

export async function withSchemaEngine<T>(
  connectionString: string,
  run: (engine: SchemaEngine, schema: string) => Promise<T>,
): Promise<T> {
  // Once per process: the glue module is Node's own, one per process whichever module graph loads
  // it, and it holds one instance; a second instantiation would swap the first one's memory out
  // from under engines made with it (seen as garbled text from the engine in shared test workers).
  const { SchemaEngine } = await singleton("schema-engine", loadEngineModule);
  const schema = await readFile(SCHEMA_PATH, "utf8");
  const adapter = bindMigrationAwareSqlAdapterFactory(new PgWholeScripts({ connectionString, max: 1 }));
  const logs: string[] = [];
  const engine = await SchemaEngine.new(
    { datamodels: [[SCHEMA_PATH, schema]] },
    (log: string) => logs.push(log),
    adapter,
  );
  try {
    return await run(engine, schema);
  } finally {
    engine.free();
  }
}

export async function readMigrationList(): Promise<MigrationList> {
  const entries = (await readdir(MIGRATIONS_DIR, { withFileTypes: true }).catch(() => []))
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const migrationDirectories = await Promise.all(
    entries.map(async (name) => ({
      path: name,
      migrationFile: {
        path: "migration.sql",
        content: {
          tag: "ok" as const,
          value: await readFile(path.join(MIGRATIONS_DIR, name, "migration.sql"), "utf8"),
        },
      },
    })),
  );
  const lockPath = path.join(MIGRATIONS_DIR, "migration_lock.toml");
  const lockContent = await readFile(lockPath, "utf8").catch(() => null);
  return {
    baseDir: MIGRATIONS_DIR,
    lockfile: { path: "migration_lock.toml", content: lockContent },
    shadowDbInitScript: "",
    migrationDirectories,
  };
}

/** Applies pending migrations and records them in `_prisma_migrations`, like `prisma migrate deploy`. */
export async function applyMigrations(connectionString: string): Promise<string[]> {
  const migrationsList = await readMigrationList();
  return withSchemaEngine(connectionString, async (engine) => {
    const out = await engine.applyMigrations({ migrationsList, filters: NO_FILTERS });
    return out.appliedMigrationNames;
  });
}

export const SCHEMA_SNAPSHOT_PATH = path.join(MIGRATIONS_DIR, "schema.snapshot.prisma");

/**
 * SQL that takes a database from the state of `from` (a schema.prisma text, or empty) to `to`.
 * Empty when they agree. Diffing two datamodels needs no database: the wasm engine cannot
 * introspect one through the pg adapter, so we keep the schema each migration was made from
 * (prisma/migrations/schema.snapshot.prisma) instead of replaying migrations in a shadow database.
 */
export async function diffSchemas(connectionString: string, from: string | null, to: string): Promise<string> {
  return withSchemaEngine(connectionString, async (engine) => {
    const result = await engine.diff({
      from:
        from === null
          ? { tag: "empty" }
          : { tag: "schemaDatamodel", files: [{ path: SCHEMA_SNAPSHOT_PATH, content: from }] },
      to: { tag: "schemaDatamodel", files: [{ path: SCHEMA_PATH, content: to }] },
      script: true,
      exitCode: null,
      filters: NO_FILTERS,
    });
    const sql = result.stdout ?? "";
    return /^\s*(-- This is an empty migration\.)?\s*$/.test(sql) ? "" : sql;
  });
}
