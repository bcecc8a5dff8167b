// Real portal and worker processes for tests and benchmarks of the topology (graceful shutdown,
// several instances behind a balancer): `npm start` (scripts/run-portal.ts, the `next build`
// output) and `npm run worker`, each in a process group of its own, on a database given by URL.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";
import path from "node:path";

const ROOT = path.join(import.meta.dirname, "..", "..");
const TSX_ENV = { TSX_TSCONFIG_PATH: "scripts/tsconfig.json" };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/** The environment of a child: this one's, less the test runner's (NODE_ENV=test, VITEST_*). */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(process.env))
    if (!k.startsWith("VITEST") && k !== "NODE_ENV" && k !== "TEST") env[k] = v;
  return { ...env, ...TSX_ENV, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", LOG_LEVEL: "warn", ...extra };
}

export interface ManagedProcess {
  readonly pid: number;
  readonly child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves when its output matches (rejects if it exits first). */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Resolves with its exit code (null after a signal). */
  readonly exited: Promise<number | null>;
  signal(name: NodeJS.Signals): void;
  /** SIGINT (a portal then skips its unready step: no balancer here), then SIGKILL to the group after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
  /**
   * With `logReader`: SIGKILLs the process that reads its stdout and stderr (a `| tee`, a log
   * shipper), so both pipes break under it. Resolves once the reader is gone.
   */
  killLogReader(): Promise<void>;
}

/**
 * Spawns `args` with its stdout and stderr into one pipe read by a `cat` of their own (as
 * `2>&1 | tee` would), so a test can kill that reader; what `cat` passes on is the output.
 */
function spawnThroughReader(args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) {
  const reader = spawn("cat", [], { stdio: ["pipe", "pipe", "ignore"] });
  const child = spawn(process.execPath, args, {
    ...options,
    detached: true,
    stdio: ["ignore", reader.stdin!, reader.stdin!],
  });
  // The write end stays with the child only: when `cat` dies, the child's writes fail (EPIPE).
  reader.stdin!.destroy();
  return { child, reader };
}

/** A Node process in a group of its own, its output piped to this process or through a reader. */
function spawnProcess(
  args: string[],
  options: { env: NodeJS.ProcessEnv; logReader?: boolean },
): { child: ChildProcess; reader?: ChildProcess } {
  if (options.logReader) return spawnThroughReader(args, { cwd: ROOT, env: options.env });
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: options.env,
  });
  return { child };
}

function manage(child: ChildProcess, name: string, reader?: ChildProcess): ManagedProcess {
  let output = "";
  const waiters = new Set<() => void>();
  const take = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
    for (const w of waiters) w();
  };
  if (reader) reader.stdout!.on("data", take);
  else {
    child.stdout!.on("data", take);
    child.stderr!.on("data", take);
  }
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const signalGroup = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      // already gone
    }
  };
  return {
    pid: child.pid!,
    child,
    output: () => output,
    exited,
    waitFor(pattern, timeoutMs = 120_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (pattern.test(output)) {
            done();
            resolve();
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`${name}: no ${pattern} within ${timeoutMs} ms:\n${output.slice(-4000)}`));
        }, timeoutMs);
        const onExit = () => {
          done();
          if (!pattern.test(output)) reject(new Error(`${name} exited before ${pattern}:\n${output.slice(-4000)}`));
        };
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
          child.off("exit", onExit);
        };
        waiters.add(check);
        child.once("exit", onExit);
        check();
      });
    },
    signal: (sig) => void child.kill(sig),
    async killLogReader() {
      if (!reader) throw new Error(`${name} was started without a log reader`);
      if (reader.exitCode === null && reader.signalCode === null) {
        const gone = new Promise((resolve) => reader.once("exit", resolve));
        reader.kill("SIGKILL");
        await gone;
      }
    },
    async stop(graceMs = 20_000) {
      reader?.kill("SIGKILL");
      if (child.exitCode !== null || child.signalCode !== null) return;
      signalGroup("SIGINT");
      const timer = setTimeout(() => signalGroup("SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
      signalGroup("SIGKILL"); // anything the process left behind in its group
    },
  };
}

export const NEXTAUTH_TEST_SECRET = "topology-secret-topology-secret-0123";

/** True when `next build` output is there for `npm start` to serve. */
export function portalBuilt(): boolean {
  return existsSync(path.join(ROOT, ".next", "BUILD_ID"));
}

export interface PortalProcess extends ManagedProcess {
  url: string;
  port: number;
}

/** `npm start` on the database at `databaseUrl` (migrated already, as before a rollout; no demo data), feed worker off unless asked. */
export async function startPortalProcess(
  databaseUrl: string,
  options: { port?: number; env?: Record<string, string>; logReader?: boolean } = {},
): Promise<PortalProcess> {
  if (!portalBuilt()) throw new Error("No `next build` output: run `npx next build` first.");
  const port = options.port ?? (await freePort());
  const { child, reader } = spawnProcess(["--import", "tsx", "scripts/run-portal.ts", "start"], {
    logReader: options.logReader,
    env: childEnv({
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      SEED_DEMO: "0",
      MIGRATE_ON_START: "0",
      FEED_WORKER: "0",
      NEXTAUTH_SECRET: NEXTAUTH_TEST_SECRET,
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
      DATABASE_POOL_MAX: "5",
      ...options.env,
    }),
  });
  const managed = manage(child, `portal :${port}`, reader);
  await managed.waitFor(/Quayside is running/);
  return Object.assign(managed, { url: `http://127.0.0.1:${port}`, port });
}

/** `npm run worker` on the database at `databaseUrl`. */
export async function startWorkerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
  options: { logReader?: boolean } = {},
): Promise<ManagedProcess> {
  const { child, reader } = spawnProcess(["--import", "tsx", "scripts/worker.ts"], {
    logReader: options.logReader,
    env: childEnv({ DATABASE_URL: databaseUrl, FEED_ALLOW_PRIVATE_URLS: "1", DATABASE_POOL_MAX: "3", ...env }),
  });
  const managed = manage(child, "worker", reader);
  await managed.waitFor(/Item feed worker \S+ running/);
  return managed;
}
