// The alerts of docs/operators/metrics-and-alerts.md, as Prometheus reads them: the table becomes a
// rules file that `promtool check rules` must accept, and `promtool test rules` feeds series to the
// alerts whose meaning is easy to get wrong (issue 39: "Dead letters" did not parse, "Read cache
// thrashing" could never fire, "No worker" read a failing subscriber as a dead worker). promtool
// comes with Debian's `prometheus` package; without it the test is skipped.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const promtool = spawnSync("promtool", ["--version"]).status === 0;
const dir = mkdtempSync(path.join(os.tmpdir(), "alert-rules-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The alerts table's rows: name, expression, for. */
function documentedAlerts(): { alert: string; expr: string; for: string }[] {
  const doc = readFileSync(path.join(import.meta.dirname, "../docs/operators/metrics-and-alerts.md"), "utf8");
  const table = doc.slice(doc.indexOf("| alert | expression | for | why |"));
  const rows = table.split("\n").slice(2);
  const alerts = [];
  for (const row of rows) {
    if (!row.startsWith("|")) break;
    const cells = row
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map((c) => c.trim().replace(/\\\|/g, "|"));
    alerts.push({ alert: cells[0], expr: cells[1].replace(/^`|`$/g, ""), for: cells[2] });
  }
  return alerts;
}

// JSON is YAML: promtool reads these files as they are.
function writeRules(): string {
  const file = path.join(dir, "rules.yml");
  writeFileSync(file, JSON.stringify({ groups: [{ name: "quayside", rules: documentedAlerts() }] }));
  return file;
}

const a = 'instance="a:3000",job="quayside"';
const b = 'instance="b:3000",job="quayside"';

describe.skipIf(!promtool)("the documented alerts, read by promtool", () => {
  it("are all there and parse", () => {
    expect(documentedAlerts().map((r) => r.alert)).toEqual([
      "Instance down",
      "Errors",
      "Slow saves",
      "Slow reads",
      "Pool exhausted",
      "Event loop blocked",
      "Memory",
      "Feed behind",
      "No worker",
      "Dead letters",
      "Rate-limit refusals",
      "Agent near its upload quota",
      "Read cache thrashing",
    ]);
    execFileSync("promtool", ["check", "rules", writeRules()], { stdio: "pipe" });
  });

  it("fire when, and only when, what they say happens", () => {
    const tests = path.join(dir, "tests.yml");
    const none: never[] = [];
    writeFileSync(
      tests,
      JSON.stringify({
        rule_files: [writeRules()],
        evaluation_interval: "1m",
        tests: [
          {
            interval: "1m",
            input_series: [
              // Instance a misses the cache for 90 % of its reads with a full cache; b for 9 %.
              { series: `quayside_read_answers_total{${a},source="database"}`, values: "0+5400x60" },
              { series: `quayside_read_answers_total{${a},source="cache"}`, values: "0+600x60" },
              { series: `quayside_read_answers_total{${b},source="database"}`, values: "0+60x60" },
              { series: `quayside_read_answers_total{${b},source="cache"}`, values: "0+600x60" },
              { series: `quayside_read_cache_bytes{${a}}`, values: "63e6x60" },
              { series: `quayside_read_cache_bytes{${b}}`, values: "63e6x60" },
              // Workers pass every few seconds for 10 minutes, then none does.
              { series: `quayside_feed_worker_last_pass_seconds{${a}}`, values: "3x10 70+60x50" },
              { series: `quayside_feed_worker_last_pass_seconds{${b}}`, values: "3x10 70+60x50" },
              // A dead letter at minute 20, redelivered at minute 40.
              { series: `quayside_feed_dead_letters{${a}}`, values: "0x20 1x20 0x20" },
            ],
            alert_rule_test: [
              {
                eval_time: "50m",
                alertname: "Read cache thrashing",
                exp_alerts: [{ exp_labels: { instance: "a:3000" } }],
              },
              { eval_time: "9m", alertname: "No worker", exp_alerts: none },
              { eval_time: "14m", alertname: "No worker", exp_alerts: [{ exp_labels: {} }] },
              { eval_time: "19m", alertname: "Dead letters", exp_alerts: none },
              { eval_time: "25m", alertname: "Dead letters", exp_alerts: [{ exp_labels: {} }] },
            ],
          },
        ],
      }),
    );
    const run = spawnSync("promtool", ["test", "rules", tests], { encoding: "utf8" });
    expect(run.stdout + run.stderr).toContain("SUCCESS");
    expect(run.status).toBe(0);
  });
});
