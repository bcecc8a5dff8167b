// Keeps the e2e server's output out of a passing run and shows it when a run fails: the server
// writes to E2E_SERVER_LOG (playwright.config.ts); on failure this prints the file's last lines.
import { existsSync, readFileSync } from "node:fs";
import type { FullResult, Reporter } from "@playwright/test/reporter";

const LINES = 150;

export default class ServerLogReporter implements Reporter {
  printsToStdio() {
    return false;
  }

  onEnd(result: FullResult) {
    const file = process.env.E2E_SERVER_LOG;
    if (result.status === "passed" || !file || !existsSync(file)) return;
    const lines = readFileSync(file, "utf8").trimEnd().split("\n");
    console.log(
      `\n== the e2e server's output, last ${Math.min(LINES, lines.length)} of ${lines.length} lines (all of it: ${file})`,
    );
    console.log(lines.slice(-LINES).join("\n"));
  }
}
