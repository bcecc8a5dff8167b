// Uploads on the test database, through the route handlers: upload and read back, type and size
// refusals, location stripping, access by role, references from saves across agents, foreign
// URLs, UpdatePaperForCustoms, and the purge of orphans.
import { randomBytes } from "node:crypto";
import { NextRequest } from "next/server";
import pg from "pg";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { POST as upload } from "@/app/api/files/route";
import { GET as readFile } from "@/app/api/files/[id]/route";
import { POST as saveRoute } from "@/app/api/booking/save/route";
import { db } from "@/lib/db/prisma";
import { callRoute } from "@/lib/testing/call-route";
import { checkExchange } from "@/lib/testing/openapi-traffic";
import { TEST_API_KEYS, TEST_USERS } from "@/lib/testing/fixtures";
import { sessionCookie } from "@/lib/testing/read-helpers";
import { PEER_IP_HEADER } from "@/lib/net/client-ip";
import { bookingInput } from "@/lib/booking/test-helpers";
import { purgeOrphanFiles } from "@/lib/files/purge-orphans";
import { NotificationWorker } from "@/lib/notifications/worker";
import { FILE_CHUNK_BYTES } from "@/lib/files/limits";
import type { UploadedFileAnswer } from "@/lib/files/file-schema";
import type { ErrorEnvelope } from "@/lib/core/errors";

const onServer = inject("databaseKind") === "server";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function uploadRequest(
  body: BodyInit,
  options: {
    apiKey?: string;
    cookie?: string;
    query?: string;
    contentType?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const headers = new Headers(options.headers);
  headers.set(PEER_IP_HEADER, "127.0.0.1");
  if (options.cookie) {
    headers.set("cookie", options.cookie);
    headers.set("origin", "http://localhost");
  } else headers.set("authorization", `Bearer ${options.apiKey ?? TEST_API_KEYS.agent}`);
  headers.set("content-type", options.contentType ?? "application/octet-stream");
  return new NextRequest(new URL(`/api/files${options.query ?? ""}`, "http://localhost"), {
    method: "POST",
    headers,
    body,
    duplex: "half",
  } as unknown as ConstructorParameters<typeof NextRequest>[1]);
}

async function send(body: BodyInit, options: Parameters<typeof uploadRequest>[1] = {}) {
  const req = uploadRequest(body, options);
  const res = await upload(req, { params: Promise.resolve({}) });
  const text = await res.text();
  checkExchange({
    method: "POST",
    url: req.url,
    requestHeaders: req.headers,
    requestBody: typeof body === "string" ? body : "(the file's bytes)",
    status: res.status,
    responseHeaders: res.headers,
    responseBody: text,
  });
  return { status: res.status, body: JSON.parse(text) as UploadedFileAnswer & ErrorEnvelope };
}

const get = async (id: number, who: { apiKey?: string; cookie?: string }, query = "") => {
  const headers = new Headers({ [PEER_IP_HEADER]: "127.0.0.1" });
  if (who.cookie) headers.set("cookie", who.cookie);
  else headers.set("authorization", `Bearer ${who.apiKey}`);
  const url = `/api/files/${id}${query}`;
  const res = await readFile(new NextRequest(new URL(url, "http://localhost"), { headers }), {
    params: Promise.resolve({ id: String(id) }),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const [status, responseHeaders] = [res.status, res.headers];
  checkExchange({
    method: "GET",
    url,
    requestHeaders: headers,
    status,
    responseHeaders,
    responseBody: bytes.toString(),
  });
  return { status: res.status, headers: res.headers, bytes };
};

const save = (booking: unknown, apiKey: string = TEST_API_KEYS.agent) =>
  callRoute<{ booking: { Id: number; Items: { Id: number; RelativeId: number }[] } } & ErrorEnvelope>(saveRoute, {
    url: "/api/booking/save",
    method: "POST",
    apiKey,
    body: { booking: { ...(booking as object), TestOnly: false } },
  });

let staff: { nrl: string; acc: string };
beforeAll(async () => {
  const cookieOf = async (email: string) => {
    const user = await db().user.findUniqueOrThrow({ where: { email } });
    return sessionCookie({ uid: user.id, role: "STAFF", lineId: user.lineId });
  };
  staff = { nrl: await cookieOf(TEST_USERS.staffNrl), acc: await cookieOf(TEST_USERS.staffAcc) };
});

describe("POST /api/files and GET /api/files/{id}", () => {
  it("stores a PDF by its bytes and answers the ExtFile; the agent reads it back with its type, name and nosniff", async () => {
    const res = await send(PDF, { query: "?name=export%20declaration.pdf", contentType: "application/pdf" });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      Id: expect.any(Number),
      Name: "export declaration.pdf",
      Url: `/api/files/${res.body.Id}`,
      ContentType: "application/pdf",
      Size: PDF.length,
    });
    const back = await get(res.body.Id, { apiKey: TEST_API_KEYS.agent });
    expect(back.status).toBe(200);
    expect(back.bytes.equals(PDF)).toBe(true);
    expect(back.headers.get("content-type")).toBe("application/pdf");
    expect(back.headers.get("x-content-type-options")).toBe("nosniff");
    expect(back.headers.get("content-disposition")).toBe(
      `inline; filename="export declaration.pdf"; filename*=UTF-8''export%20declaration.pdf`,
    );
    expect(
      (await get(res.body.Id, { apiKey: TEST_API_KEYS.agent }, "?download=1")).headers.get("content-disposition"),
    ).toMatch(/^attachment;/);
  });

  it("streams a file of several chunks in and out unchanged", async () => {
    const bytes = Buffer.concat([PNG_HEAD, randomBytes(FILE_CHUNK_BYTES * 2 + 12345)]);
    const res = await send(bytes, { query: "?name=photo.jpg" });
    expect(res.status).toBe(201);
    // typed by its bytes: a PNG named .jpg is stored as a PNG
    expect(res.body).toMatchObject({ Name: "photo.png", ContentType: "image/png", Size: bytes.length });
    expect(await db().fileChunk.count({ where: { fileId: res.body.Id } })).toBe(3);
    const back = await get(res.body.Id, { apiKey: TEST_API_KEYS.agent });
    expect(back.bytes.equals(bytes)).toBe(true);
  });

  it("refuses a file named .pdf that is HTML (415) and keeps nothing of it", async () => {
    const before = await db().uploadedFile.count();
    const res = await send("<!doctype html><script>alert(1)</script>", {
      query: "?name=invoice.pdf",
      contentType: "application/pdf",
    });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    // in words a person acts on, not a list of MIME types
    expect(res.body.message).toMatch(/^This file is not a PDF or a photo \(JPEG, PNG, WebP or HEIC\)/);
    expect(res.body.message).not.toMatch(/application\/|image\//);
    expect(await db().uploadedFile.count()).toBe(before);
  });

  it("refuses a body over the limit by its Content-Length before reading it, and one without a length once it passes the limit (413)", async () => {
    let pulled = 0;
    const endless = () =>
      new ReadableStream<Uint8Array>({
        pull(c) {
          pulled++;
          c.enqueue(pulled === 1 ? new Uint8Array(PDF) : new Uint8Array(1024 * 1024));
        },
      });
    const declared = await send(endless(), { headers: { "content-length": String(1024 * 1024 * 1024) } });
    expect(declared.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1);
    pulled = 0;
    const before = await db().uploadedFile.count();
    const streamed = await send(endless());
    expect(streamed.status).toBe(413);
    expect(streamed.body.code).toBe("PAYLOAD_TOO_LARGE");
    expect(pulled).toBeLessThan(30); // 20 MiB by default: stopped right after it
    expect(await db().uploadedFile.count()).toBe(before);
  });

  it("takes multipart/form-data, and strips a JPEG's Exif (GPS) on request", async () => {
    const payload = Buffer.from("Exif\0\0GPS 51.33N 3.2E");
    const exif = Buffer.concat([Buffer.from([0xff, 0xe1, 0x00, payload.length + 2]), payload]);
    const jpeg = Buffer.concat([
      Buffer.from([0xff, 0xd8]),
      exif,
      Buffer.from([0xff, 0xdb, 0x00, 0x04, 0x01, 0x02]),
      Buffer.from([0xff, 0xda, 0x00, 0x02]),
      randomBytes(500),
      Buffer.from([0xff, 0xd9]),
    ]);
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "front.jpeg");
    const req = new Request("http://localhost", { method: "POST", body: form });
    const body = Buffer.from(await req.arrayBuffer());
    const res = await send(body, { query: "?stripLocation=true", contentType: req.headers.get("content-type")! });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ Name: "front.jpg", ContentType: "image/jpeg", Size: jpeg.length - exif.length });
    const back = await get(res.body.Id, { apiKey: TEST_API_KEYS.agent });
    expect(back.bytes.includes(Buffer.from("GPS"))).toBe(false);
    expect(back.bytes.subarray(0, 2).equals(Buffer.from([0xff, 0xd8]))).toBe(true);
    // without the flag the metadata stays
    const kept = await send(jpeg, { query: "?name=back.jpg" });
    expect((await get(kept.body.Id, { apiKey: TEST_API_KEYS.agent })).bytes.equals(jpeg)).toBe(true);
  });

  it("serves a file to its agent, the booking's line staff and admins; 404 to another agent and to staff of another line", async () => {
    const file = (await send(PDF, { query: "?name=customs.pdf" })).body;
    expect((await get(file.Id, { apiKey: TEST_API_KEYS.otherAgent })).status).toBe(404);
    expect((await get(file.Id, { cookie: staff.nrl })).status).toBe(404); // no booking of the line refers to it yet
    expect((await get(file.Id, { apiKey: TEST_API_KEYS.admin })).status).toBe(200);
    const saved = await save(
      bookingInput({
        itemOverrides: {
          PaperForCustoms: { Id: file.Id, Name: "customs.pdf", Url: file.Url },
          UpdatePaperForCustoms: true,
        },
      }),
    );
    expect(saved.status).toBe(200);
    expect((await get(file.Id, { cookie: staff.nrl })).status).toBe(200);
    expect((await get(file.Id, { cookie: staff.acc })).status).toBe(404);
    expect((await get(file.Id, { apiKey: TEST_API_KEYS.otherAgent })).status).toBe(404);
  });

  it("staff upload for an agent they name; an agent may not name another", async () => {
    const bvf = await db()
      .agent.findFirstOrThrow({ where: { code: { startsWith: "BVF" } } })
      .catch(() => db().agent.findFirstOrThrow({ where: { users: { some: { email: TEST_USERS.otherAgent } } } }));
    expect((await send(PDF, { cookie: staff.nrl })).status).toBe(400);
    const byStaff = await send(PDF, { cookie: staff.nrl, query: `?agentId=${bvf.id}` });
    expect(byStaff.status).toBe(201);
    expect((await get(byStaff.body.Id, { apiKey: TEST_API_KEYS.otherAgent })).status).toBe(200);
    expect((await send(PDF, { query: `?agentId=${bvf.id}` })).status).toBe(403);
  });
});

describe("malformed multipart bodies and file names", () => {
  const BOUNDARY = "----quaysideCut";
  const partHead = (filename: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`;

  it("answers 400 in the envelope to a multipart body cut before its closing boundary, and keeps nothing of it", async () => {
    const before = { files: await db().uploadedFile.count(), chunks: await db().fileChunk.count() };
    // a small file, and one of several chunks whose rows are written before the body turns out cut
    for (const content of [PDF, Buffer.concat([PDF, randomBytes(FILE_CHUNK_BYTES * 2)])]) {
      const res = await send(Buffer.concat([Buffer.from(partHead("cut.pdf")), content]), {
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 1, code: "BAD_REQUEST", errors: [] });
      expect(res.body.message).toMatch(/multipart\/form-data body is malformed/);
    }
    // cut inside the part's headers: no file part was ever seen
    const headless = await send(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-da`), {
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    });
    expect(headless.status).toBe(400);
    expect(await db().uploadedFile.count()).toBe(before.files);
    expect(await db().fileChunk.count()).toBe(before.chunks);
  });

  it("strips bidi controls and other invisible format characters from a stored file name, raw or multipart", async () => {
    const raw = await send(PDF, { query: `?name=${encodeURIComponent("invoice\u202Egpj.pdf")}` });
    expect(raw.status).toBe(201);
    expect(raw.body.Name).toBe("invoicegpj.pdf");
    const invisible = "\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069\u200E\u200F\u061C\u200B\u2060\uFEFF\u00AD";
    const sneaky = await send(PDF, { query: `?name=${encodeURIComponent(`a${invisible}b.pdf`)}` });
    expect(sneaky.body.Name).toBe("ab.pdf");
    const multipart = await send(
      Buffer.concat([Buffer.from(partHead("photo\u202Efdp.jpg")), PDF, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
      { contentType: `multipart/form-data; boundary=${BOUNDARY}` },
    );
    expect(multipart.status).toBe(201);
    expect(multipart.body.Name).toBe("photofdp.pdf");
    const stored = await db().uploadedFile.findUniqueOrThrow({ where: { id: multipart.body.Id } });
    expect(stored.name).toBe("photofdp.pdf");
    // the part's file name is UTF-8, as browsers send it (not Latin-1 mojibake)
    const accented = await send(
      Buffer.concat([Buffer.from(partHead("Zeebrügge façade.pdf")), PDF, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
      { contentType: `multipart/form-data; boundary=${BOUNDARY}` },
    );
    expect(accented.body.Name).toBe("Zeebrügge façade.pdf");
    // a name of nothing but invisible characters is no name
    expect((await send(PDF, { query: `?name=${encodeURIComponent(`${invisible}.pdf`)}` })).body.Name).toBe("file.pdf");
  });

  it("sends no bidi control in Content-Disposition, even for a name stored before names were cleaned", async () => {
    const file = (await send(PDF, { query: "?name=old.pdf" })).body;
    await db().uploadedFile.update({ where: { id: file.Id }, data: { name: "invoice\u202Egpj.pdf" } });
    const back = await get(file.Id, { apiKey: TEST_API_KEYS.agent });
    expect(back.headers.get("content-disposition")).toBe(
      `inline; filename="invoicegpj.pdf"; filename*=UTF-8''invoicegpj.pdf`,
    );
  });

  it("strips them from an ExtFile's Name sent in a save too", async () => {
    const photo = (await send(Buffer.concat([PNG_HEAD, randomBytes(50)]), { query: "?name=p.png" })).body;
    const saved = await save(
      bookingInput({ itemOverrides: { Photos: [{ Id: photo.Id, Name: "front\u202Egnp.exe", Url: photo.Url }] } }),
    );
    expect(saved.status).toBe(200);
    const rows = await db().bookingFile.findMany({ where: { itemId: Number(saved.body.booking.Items[0].Id) } });
    expect(rows.map((r) => r.name)).toEqual(["frontgnp.exe"]);
  });
});

describe("ExtFile references in the booking save", () => {
  it("stores papers and photos that name the agent's uploads, normalised to Quayside's Url, and answers them back", async () => {
    const paper = (await send(PDF, { query: "?name=paper.pdf" })).body;
    const photo = (await send(Buffer.concat([PNG_HEAD, randomBytes(100)]), { query: "?name=a.png" })).body;
    const saved = await save(
      bookingInput({
        itemOverrides: {
          PaperForCustoms: { Id: paper.Id, Name: null, Url: null },
          Photos: [{ Id: photo.Id, Name: "front", Url: photo.Url }],
        },
      }),
    );
    expect(saved.status).toBe(200);
    const rows = await db().bookingFile.findMany({
      where: { itemId: Number(saved.body.booking.Items[0].Id) },
      orderBy: { id: "asc" },
    });
    expect(rows.map((r) => [r.kind, r.fileId, r.name, r.url])).toEqual([
      ["PAPER_FOR_CUSTOMS", paper.Id, "paper.pdf", `/api/files/${paper.Id}`],
      ["PHOTO", photo.Id, "front", `/api/files/${photo.Id}`],
    ]);
  });

  it("refuses a file of another agent (NOT_FOUND with its path), a javascript: or outside Url (foreign_url), and keeps 'no file' valid", async () => {
    const theirs = (await send(PDF, { apiKey: TEST_API_KEYS.otherAgent })).body;
    const across = await save(
      bookingInput({ itemOverrides: { Photos: [{ Id: theirs.Id, Name: "x.pdf", Url: null }] } }),
    );
    expect(across.status).toBe(404);
    expect(across.body.errors).toEqual([
      { path: "Items[0].Photos[0].Id", code: "file_not_found", message: expect.stringContaining(`File ${theirs.Id}`) },
    ]);

    const js = await save(
      bookingInput({
        itemOverrides: {
          Photos: [{ Id: 0, Name: "x", Url: "javascript:alert(1)" }],
          InvoicePaper: { Id: 7, Name: "inv.pdf", Url: "https://files.example.test/7" },
        },
      }),
    );
    expect(js.status).toBe(422);
    expect(js.body.errors.map((e) => [e.path, e.code])).toEqual(
      [
        ["Items[0].InvoicePaper.Url", "foreign_url"],
        ["Items[0].Photos[0].Url", "foreign_url"],
      ]
        .sort((a, b) => (a[0] < b[0] ? 1 : -1))
        .reverse()
        .sort(),
    );

    const none = await save(
      bookingInput({
        itemOverrides: {
          PaperForCustoms: { Id: 0, Name: null, Url: null },
          InvoicePaper: { Id: null, Name: "", Url: "" },
        },
      }),
    );
    expect(none.status).toBe(200);
    expect(await db().bookingFile.count({ where: { itemId: Number(none.body.booking.Items[0].Id) } })).toBe(0);
  });

  it("a save with UpdatePaperForCustoms false keeps the stored paper", async () => {
    const paper = (await send(PDF, { query: "?name=kept.pdf" })).body;
    const first = await save(bookingInput({ itemOverrides: { PaperForCustoms: paper } }));
    expect(first.status).toBe(200);
    const item = first.body.booking.Items[0];
    const message = bookingInput({
      itemOverrides: { PaperForCustoms: { Id: 0, Name: null, Url: null }, UpdatePaperForCustoms: false },
    });
    const again = await save({
      Header: { ...message.Header, Id: first.body.booking.Id },
      Items: [
        {
          ...message.Items[0],
          Id: item.Id,
          SerialNumber: (await db().bookingItem.findUniqueOrThrow({ where: { id: Number(item.Id) } })).serialNumber,
        },
      ],
    });
    expect(again.status).toBe(200);
    expect((await db().bookingFile.findMany({ where: { itemId: Number(item.Id) } })).map((f) => f.fileId)).toEqual([
      paper.Id,
    ]);
  });
});

describe("purge of orphans", () => {
  it("deletes files no booking refers to once they are older than the limit, and nothing else", async () => {
    const orphan = (await send(PDF)).body;
    const young = (await send(PDF)).body;
    const used = (await send(PDF)).body;
    expect((await save(bookingInput({ itemOverrides: { InvoicePaper: used } }))).status).toBe(200);
    const old = new Date(Date.now() - 48 * 3_600_000);
    await db().uploadedFile.updateMany({ where: { id: { in: [orphan.Id, used.Id] } }, data: { createdAt: old } });
    await purgeOrphanFiles({ olderThanHours: 24 });
    const left = (
      await db().uploadedFile.findMany({ where: { id: { in: [orphan.Id, young.Id, used.Id] } }, select: { id: true } })
    )
      .map((f) => f.id)
      .sort((a, b) => a - b);
    expect(left).toEqual([young.Id, used.Id].sort((a, b) => a - b));
    expect(await db().fileChunk.count({ where: { fileId: orphan.Id } })).toBe(0);
  });

  // With an hour's grace a save can meet the purge: the save refers to a file the purge is deleting.
  // A barrier (another session's SHARE lock on BookingFile) holds the save just before it writes
  // its reference, while the purge starts: the purge must wait for the save, not delete under it.
  it.skipIf(!onServer)("never deletes a file under a save that is referring to it", async () => {
    const file = (await send(PDF, { query: "?name=late.pdf" })).body;
    await db().uploadedFile.update({
      where: { id: file.Id },
      data: { createdAt: new Date(Date.now() - 2 * 3_600_000) },
    });
    const barrier = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await barrier.connect();
    const waiting = async () =>
      (
        await barrier.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database
            WHERE NOT l.granted AND d.datname = current_database()`,
        )
      ).rows[0].n;
    try {
      await barrier.query(`BEGIN; LOCK TABLE "BookingFile" IN SHARE MODE`);
      const saving = save(bookingInput({ itemOverrides: { InvoicePaper: file } }));
      await expect.poll(waiting, { timeout: 20_000, interval: 50 }).toBe(1);
      const purging = purgeOrphanFiles();
      await expect.poll(waiting, { timeout: 20_000, interval: 50 }).toBe(2);
      await barrier.query("COMMIT");
      const [saved] = await Promise.all([saving, purging]);
      expect(saved.status).toBe(200);
      const refs = await db().bookingFile.findMany({ where: { itemId: Number(saved.body.booking.Items[0].Id) } });
      expect(refs.map((r) => r.fileId)).toEqual([file.Id]);
      expect(await db().uploadedFile.count({ where: { id: file.Id } })).toBe(1);
    } finally {
      await barrier.end();
    }
  });

  it("is run by the notification worker's round, every 10 minutes, as the portal and `npm run worker` run it", async () => {
    const orphan = (await send(PDF)).body;
    await db().uploadedFile.update({
      where: { id: orphan.Id },
      data: { createdAt: new Date(Date.now() - 48 * 3_600_000) },
    });
    const logged: string[] = [];
    const worker = new NotificationWorker({
      smtpUrl: null,
      from: "Quayside <n@quayside.test>",
      portalUrl: "http://localhost:3000",
      log: (line) => logged.push(line),
    });
    await worker.runOnce();
    expect(await db().uploadedFile.count({ where: { id: orphan.Id } })).toBe(0);
    expect(logged.join("\n")).toMatch(/upload\(s\) no booking refers to purged/);
  });
});
