// Per-agent upload limits through POST /api/files on the test database: the rate (429 with
// Retry-After, counted in PostgreSQL), the storage quota (413 storage_quota_exceeded, nothing kept;
// racing uploads cannot both take the last bytes), the purge that gives bytes back, and the figures
// the operator sees (agentFileStorage for the admin's agent page, the /metrics gauges).
process.env.FILE_UPLOADS_PER_MINUTE = "6";
process.env.FILE_STORAGE_PER_AGENT_BYTES = "100000";
import { randomBytes } from "node:crypto";
import { NextRequest } from "next/server";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { POST as upload } from "@/app/api/files/route";
import { apiKeyPrefix, generateApiKey, hashApiKey } from "@/lib/auth/api-key";
import { db } from "@/lib/db/prisma";
import { PEER_IP_HEADER } from "@/lib/net/client-ip";
import { agentFileStorage } from "@/lib/files/storage-quota";
import { purgeOrphanFiles } from "@/lib/files/purge-orphans";
import { metrics } from "@/lib/metrics/registry";
import { registerFileMetrics } from "@/lib/metrics/file-metrics";
import { parsePrometheusText, samplesOf } from "@/lib/metrics/parse-text";
import type { UploadedFileAnswer } from "@/lib/files/file-schema";
import type { ErrorEnvelope } from "@/lib/core/errors";

const QUOTA = 100_000;
const onServer = inject("databaseKind") === "server";
const pdf = (bytes: number) => Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(bytes - 9)]);

/** An agent and an API key of their own: the limits are per agent, and other tests upload for the seeded ones. */
async function freshAgent(): Promise<{ id: number; code: string; key: string }> {
  const tag = randomBytes(3).toString("hex").toUpperCase();
  const agent = await db().agent.create({
    data: { name: `Upload limits ${tag}`, code: `UL${tag}`, bookingPrefix: "UL" },
  });
  const key = generateApiKey();
  await db().apiKey.create({
    data: { name: "upload limits", prefix: apiKeyPrefix(key), hash: hashApiKey(key), role: "AGENT", agentId: agent.id },
  });
  return { id: agent.id, code: agent.code, key };
}

/** A raw upload with its Content-Length, or (`chunked`) as a stream without one. */
async function send(key: string, body: Buffer, options: { chunked?: boolean } = {}) {
  const headers = new Headers({
    [PEER_IP_HEADER]: "127.0.0.1",
    authorization: `Bearer ${key}`,
    "content-type": "application/pdf",
  });
  let sent: BodyInit = new Uint8Array(body);
  if (options.chunked) {
    const pieces = [body.subarray(0, 20_000), body.subarray(20_000)].filter((p) => p.length);
    sent = new ReadableStream<Uint8Array>({
      pull(c) {
        const next = pieces.shift();
        if (next) c.enqueue(new Uint8Array(next));
        else c.close();
      },
    });
  } else headers.set("content-length", String(body.length));
  const req = new NextRequest(new URL("/api/files?name=paper.pdf", "http://localhost"), {
    method: "POST",
    headers,
    body: sent,
    duplex: "half",
  } as unknown as ConstructorParameters<typeof NextRequest>[1]);
  const res = await upload(req, { params: Promise.resolve({}) });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as UploadedFileAnswer & ErrorEnvelope,
  };
}

const storedBytes = async (agentId: number) =>
  (await db().uploadedFile.aggregate({ where: { agentId }, _sum: { size: true } }))._sum.size ?? 0;

describe("upload rate per agent", () => {
  it("answers 429 RATE_LIMITED with Retry-After past FILE_UPLOADS_PER_MINUTE uploads of one agent, counted in PostgreSQL; another agent goes on", async () => {
    const [agent, other] = [await freshAgent(), await freshAgent()];
    for (let i = 0; i < 6; i++) expect((await send(agent.key, pdf(100))).status).toBe(201);
    const over = await send(agent.key, pdf(100));
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ status: 1, code: "RATE_LIMITED", errors: [] });
    const retryAfter = Number(over.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await db().uploadedFile.count({ where: { agentId: agent.id } })).toBe(6);
    expect((await send(other.key, pdf(100))).status).toBe(201);
    expect(await db().rateLimit.count({ where: { key: `upload_agent:${agent.id}` } })).toBe(1);
  });
});

describe("storage quota per agent", () => {
  it("refuses an upload that does not fit with 413 storage_quota_exceeded and keeps nothing of it; one that fits still goes", async () => {
    const agent = await freshAgent();
    expect((await send(agent.key, pdf(60_000))).status).toBe(201);
    for (const chunked of [false, true]) {
      const refused = await send(agent.key, pdf(50_000), { chunked });
      expect(refused.status).toBe(413);
      expect(refused.body).toMatchObject({
        status: 1,
        code: "PAYLOAD_TOO_LARGE",
        errors: [{ path: "", code: "storage_quota_exceeded", message: expect.stringContaining("60000 of the 100000") }],
      });
    }
    expect(await db().uploadedFile.count({ where: { agentId: agent.id } })).toBe(1);
    // without a Content-Length the upload reserves as it goes: a file that fits is not refused for a guess
    expect((await send(agent.key, pdf(39_000), { chunked: true })).status).toBe(201);
    expect(await storedBytes(agent.id)).toBe(99_000);
    expect(await agentFileStorage(agent.id)).toEqual({ usedBytes: 99_000, files: 2, quotaBytes: QUOTA });
  });

  // A barrier makes the race certain: another session's SHARE lock on the table lets every upload
  // read the agent's total but holds its row back, so without the agent's lock all five would have
  // summed 0 and passed. Several sessions at once: the server's PostgreSQL only (PGlite has one).
  it.skipIf(!onServer)(
    "lets only as many racing uploads through as fit: five of 30,000 bytes at once, three stored",
    async () => {
      const agent = await freshAgent();
      const barrier = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await barrier.connect();
      try {
        await barrier.query(`BEGIN; LOCK TABLE "UploadedFile" IN SHARE MODE`);
        const racing = Promise.all(Array.from({ length: 5 }, () => send(agent.key, pdf(30_000))));
        // all five have come to the quota (waiting on the table, or on the agent's lock behind the first)
        await expect
          .poll(
            async () =>
              (
                await barrier.query<{ n: number }>(
                  // pg_locks, not pg_stat_activity: that one is read once per transaction
                  `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database
                    WHERE NOT l.granted AND d.datname = current_database()`,
                )
              ).rows[0].n,
            { timeout: 20_000, interval: 50 },
          )
          .toBe(5);
        await barrier.query("COMMIT");
        const results = await racing;
        expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 413, 413]);
      } finally {
        await barrier.end();
      }
      expect(await storedBytes(agent.id)).toBe(90_000);
    },
  );

  it("gets the bytes of files no booking refers to back once they are purged, an hour after upload by default", async () => {
    const agent = await freshAgent();
    const first = await send(agent.key, pdf(80_000));
    expect((await send(agent.key, pdf(30_000))).status).toBe(413);
    await db().uploadedFile.update({
      where: { id: first.body.Id },
      data: { createdAt: new Date(Date.now() - 61 * 60_000) },
    });
    const young = await send(agent.key, pdf(10_000));
    await purgeOrphanFiles();
    expect(await db().uploadedFile.count({ where: { id: { in: [first.body.Id, young.body.Id] } } })).toBe(1);
    expect((await send(agent.key, pdf(30_000))).status).toBe(201);
  });
});

describe("what the operator sees", () => {
  it("/metrics tells each agent's stored bytes and the quota", async () => {
    const agent = await freshAgent();
    await send(agent.key, pdf(12_345));
    const m = metrics();
    registerFileMetrics(m);
    // the two gauges as a scrape writes them (the rest of this process's registry is not the point here)
    const parsed = parsePrometheusText(
      (
        await Promise.all(
          ["quayside_upload_storage_bytes", "quayside_upload_storage_quota_bytes"].map((name) =>
            m.registry.getSingleMetricAsString(name),
          ),
        )
      ).join("\n"),
    );
    expect(samplesOf(parsed, "quayside_upload_storage_bytes", { agent: agent.code }).map((s) => s.value)).toEqual([
      12_345,
    ]);
    expect(samplesOf(parsed, "quayside_upload_storage_quota_bytes").map((s) => s.value)).toEqual([QUOTA]);
  });
});
