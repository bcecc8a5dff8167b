// The embedded PostgreSQL: PGlite (PostgreSQL compiled to WebAssembly) served over the
// PostgreSQL wire protocol, so the app, Prisma and `pg` connect to it as to any server.
// PGlite runs one connection at a time: clients of it must use a pool of one (DATABASE_POOL_MAX=1).
import { mkdir, readFile, writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
  /** Writes the whole database as it stands to `file` (a gzipped tarball `loadDataDir` starts from). */
  dump(file: string): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      if (address === null || typeof address === "string") return reject(new Error("No TCP port was given."));
      server.close(() => resolve(address.port));
    });
  });
}

/**
 * Starts PGlite on `dataDir` (in memory when undefined) and listens on 127.0.0.1:`port`.
 * `loadDataDir`: a file `dump` wrote; the database starts as it was then (in memory), with no initdb.
 */
export async function startEmbeddedPostgres(
  options: { dataDir?: string; port?: number; loadDataDir?: string } = {},
): Promise<EmbeddedPostgres> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const db = options.loadDataDir
    ? await PGlite.create({ loadDataDir: new Blob([new Uint8Array(await readFile(options.loadDataDir))]) })
    : await PGlite.create(options.dataDir);
  const port = options.port ?? (await freePort());
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port, maxConnections: 16 });
  await server.start();
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    async stop() {
      await server.stop();
      await db.close();
    },
    async dump(file: string) {
      const tarball = await db.dumpDataDir("gzip");
      await writeFile(file, new Uint8Array(await tarball.arrayBuffer()));
    },
  };
}

export const DEFAULT_DATA_DIR = path.join(process.cwd(), ".data", "pglite");

/** DATABASE_URL when set; else an embedded database under .data/ for the life of the caller. */
export async function resolveDatabaseUrl(): Promise<{ url: string; embedded: boolean; stop(): Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, embedded: false, stop: async () => {} };
  const pg = await startEmbeddedPostgres({ dataDir: process.env.EMBEDDED_DATA_DIR ?? DEFAULT_DATA_DIR });
  return { url: pg.url, embedded: true, stop: pg.stop };
}
