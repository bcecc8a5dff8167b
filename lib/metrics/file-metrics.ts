// Uploads' storage, read from PostgreSQL when /metrics is scraped (the same for every process):
// what each agent's files take against the per-agent quota, for an alert before agents hit it.
import client from "prom-client";
import { pgPool } from "@/lib/db/prisma";
import { env } from "@/lib/env";
import type { Metrics } from "@/lib/metrics/registry";

/** Adds the uploads' gauges to the registry once. */
export function registerFileMetrics(m: Metrics): void {
  if (m.registry.getSingleMetric("quayside_upload_storage_bytes")) return;
  new client.Gauge({
    name: "quayside_upload_storage_bytes",
    help: "Bytes of uploaded files each agent holds (referenced or not, uploads in progress by what they reserved), by agent code; agents without files are left out.",
    labelNames: ["agent"] as const,
    registers: [m.registry],
    async collect() {
      // One scan of the files' rows (not their chunks), grouped by agent.
      const { rows } = await pgPool().query<{ code: string; bytes: number }>(`
        SELECT a.code, SUM(f.size)::float8 AS bytes
          FROM "UploadedFile" f JOIN "Agent" a ON a.id = f."agentId"
         GROUP BY a.code`);
      this.reset();
      for (const row of rows) this.set({ agent: row.code }, row.bytes);
    },
  });
  new client.Gauge({
    name: "quayside_upload_storage_quota_bytes",
    help: "Bytes of uploaded files an agent may hold (FILE_STORAGE_PER_AGENT_BYTES; 0: no quota).",
    registers: [m.registry],
    collect() {
      this.set(env().FILE_STORAGE_PER_AGENT_BYTES);
    },
  });
}
