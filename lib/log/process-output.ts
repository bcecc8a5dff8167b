// What the portal and the worker print goes to stdout and stderr, usually pipes to a log collector
// (journald, a `| tee`, a log shipper). When that reader goes away, its pipe breaks and every write
// fails with EPIPE. Unhandled, the failure is an uncaught exception whose report goes to stderr —
// often the same broken pipe — and fails again: a loop that starves the event loop (no answers,
// SIGTERM never handled, memory growing; issue 39). Here a broken output is taken once and for
// all: that stream goes quiet (what is written to it is dropped, the JSON log with stdout), the
// other stream says so if it still can, and the process carries on serving.
import { dropLogOutput } from "@/lib/log/logger";

let guarded = false;

/** Call once at the start of a process (scripts/run-portal.ts, scripts/worker.ts). */
export function guardProcessOutput(): void {
  if (guarded) return;
  guarded = true;
  for (const [name, stream, other] of [
    ["stdout", process.stdout, process.stderr],
    ["stderr", process.stderr, process.stdout],
  ] as const) {
    let broken = false;
    // A stream's failure ends it (Node destroys it): later writes are dropped without another error.
    stream.on("error", (error: NodeJS.ErrnoException) => {
      if (broken) return;
      broken = true;
      if (name === "stdout") dropLogOutput();
      if (!other.destroyed && other.writable)
        other.write(
          `Quayside: ${name} failed (${error.code ?? error.message}): its reader is gone; what goes to ${name} is dropped from now on, the process carries on.\n`,
        );
    });
  }
}
