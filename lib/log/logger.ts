import "server-only";
// Structured JSON logs (pino), one line per event. Inside a request every line carries its
// request id (the x-request-id the client gets back, also in every error envelope), so an error
// an integrator reports can be found: `grep <request id>`. LOG_LEVEL sets the level (info; silent
// under vitest unless set).
import { singleton } from "@/lib/process/singleton";
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import pino, { type Logger } from "pino";

export type { Logger };

interface LogState {
  root: Logger;
  scope: AsyncLocalStorage<{ log: Logger; requestId: string }>;
  /** Where the root writes: stdout (fd 1), asynchronously. */
  output: ReturnType<typeof pino.destination>;
}

// On globalThis: Next may load this module in more than one bundle, and all must share the scope.
function state(): LogState {
  return singleton("log", () => {
    // Asynchronous writes: a line per request must not block the event loop while stdout (a
    // pipe to the log collector) is slow. pino flushes what is pending at exit.
    const output = pino.destination({ dest: 1, sync: false });
    const root = pino(
      {
        level: process.env.LOG_LEVEL ?? (process.env.VITEST ? "silent" : "info"),
        base: { service: "quayside" },
        timestamp: pino.stdTimeFunctions.isoTime,
        formatters: { level: (label) => ({ level: label }) },
      },
      output,
    );
    return { root, scope: new AsyncLocalStorage(), output };
  });
}

/**
 * Stdout's reader is gone (lib/log/process-output.ts): log lines are dropped from now on, and none
 * pending is written at exit (pino's exit flush retries a failing write forever: the process would
 * never exit).
 */
export function dropLogOutput(): void {
  const output = state().output;
  output.write = () => true;
  output.flush = () => {};
  output.flushSync = () => {};
  output.end = () => {};
}

/** The logger of the request being served (with its request id), or the process's. */
export function log(): Logger {
  const s = state();
  return s.scope.getStore()?.log ?? s.root;
}

/** The process's logger, for events that belong to no request (the pool's, timers'). */
export function processLog(): Logger {
  return state().root;
}

/** The id of the request being served, if any. */
export function currentRequestId(): string | undefined {
  return state().scope.getStore()?.requestId;
}

/** Runs `fn` with every log line carrying this request's id and fields. */
export function withRequestLog<T>(requestId: string, fields: Record<string, unknown>, fn: () => T): T {
  const s = state();
  return s.scope.run({ log: s.root.child({ requestId, ...fields }), requestId }, fn);
}

/** The request's closing line: its status and time since `started` (performance.now()). */
export function logAnswered(status: number, started: number): void {
  const line = { status, ms: Math.round((performance.now() - started) * 10) / 10 };
  if (status >= 500) log().warn(line, "request failed");
  else log().info(line, "request");
}

const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** A load balancer's request id when it sent a sane one (so both logs agree), else a new one. */
export function requestIdFrom(headers: Pick<Headers, "get">): string {
  const given = headers.get("x-request-id");
  return given && FORWARDED_ID.test(given) ? given : randomUUID();
}

/** Sends every line to `destination` instead (tests read what was logged). Returns the old root. */
export function replaceRootLogger(logger: Logger): Logger {
  const s = state();
  const old = s.root;
  s.root = logger;
  return old;
}
