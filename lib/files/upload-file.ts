import "server-only";
// POST /api/files: one file, as the raw body (with ?name=) or the first file of a
// multipart/form-data body, streamed into FileChunk rows of FILE_CHUNK_BYTES: an upload holds
// about one chunk in memory whatever its size. Typed by its own first bytes (415 otherwise),
// refused at FILE_MAX_BYTES (413: by Content-Length before reading, else as soon as it is passed).
// Per agent: FILE_UPLOADS_PER_MINUTE (429) and the storage quota (413, lib/files/storage-quota.ts).
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import busboy from "busboy";
import type { Caller } from "@/lib/auth/caller";
import { ApiError, fieldError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import { db } from "@/lib/db/prisma";
import { callerKey } from "@/lib/auth/caller";
import { sniffFileType, SNIFF_BYTES } from "@/lib/files/file-type";
import { cleanFileName } from "@/lib/files/file-name";
import { FILE_CHUNK_BYTES, fileLimits } from "@/lib/files/limits";
import { reserveStorage } from "@/lib/files/storage-quota";
import { consumeLimit, uploadsPerAgent } from "@/lib/rate-limit/limits";
import { jpegLocationStripper } from "@/lib/files/strip-location";
import { fileUrl, type UploadedFileAnswer, type UploadQuery } from "@/lib/files/file-schema";
import { errorMessage } from "@/lib/core/narrow";

/** Multipart framing (boundaries, part headers) allowed on top of the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

interface Source {
  name: string | null;
  chunks: AsyncIterable<Uint8Array>;
}

const tooLarge = (max: number) => new ApiError("PAYLOAD_TOO_LARGE", refusal("refusals.files.tooLarge", { max }));

export async function uploadFile(caller: Caller, req: Request, query: UploadQuery): Promise<UploadedFileAnswer> {
  const agentId = await ownerAgent(caller, query.agentId);
  const rate = uploadsPerAgent();
  if (rate) await consumeLimit(rate, String(agentId));
  const { maxBytes } = fileLimits();
  const multipart = /^multipart\/form-data/i.test(req.headers.get("content-type") ?? "");
  const declared = Number(req.headers.get("content-length") ?? "NaN");
  if (declared > maxBytes + (multipart ? MULTIPART_OVERHEAD : 0)) throw tooLarge(maxBytes);
  if (!req.body) throw new ApiError("BAD_REQUEST", refusal("refusals.files.noBody"));
  const source = multipart ? await multipartSource(req) : { name: query.name ?? null, chunks: rawChunks(req.body) };
  return storeFile(source, {
    caller,
    agentId,
    maxBytes,
    // a raw body's Content-Length is the file's size; a multipart one's holds the framing too
    declared: Number.isSafeInteger(declared) && declared > 0 ? { bytes: declared, exact: !multipart } : null,
    stripLocation: query.stripLocation,
  });
}

/** An agent's caller uploads for its agent; staff and admins name the agent. */
async function ownerAgent(caller: Caller, asked: number | undefined): Promise<number> {
  if (caller.role === "AGENT") {
    if (caller.agentId === null) throw new ApiError("FORBIDDEN", refusal("refusals.files.noAgent"));
    if (asked !== undefined && asked !== caller.agentId)
      throw new ApiError("FORBIDDEN", refusal("refusals.files.ownAgentOnly"), [
        fieldError("agentId", "other_agent", refusal("refusals.files.leaveAgentOut")),
      ]);
    return caller.agentId;
  }
  if (asked === undefined)
    throw new ApiError("BAD_REQUEST", refusal("refusals.files.agentRequired"), [
      fieldError("agentId", "required", refusal("validation.required", { name: "agentId" })),
    ]);
  const agent = await db().agent.findUnique({ where: { id: asked }, select: { id: true } });
  if (!agent)
    throw new ApiError("NOT_FOUND", refusal("refusals.files.noSuchAgent", { id: asked }), [
      fieldError("agentId", "not_found", refusal("refusals.files.noSuchAgent", { id: asked })),
    ]);
  return agent.id;
}

async function* rawChunks(body: ReadableStream<Uint8Array>): AsyncIterable<Uint8Array> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}

/** The first file part of a multipart body, as a stream read with back-pressure (busboy waits for it). */
function multipartSource(req: Request): Promise<Source> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: Object.fromEntries(req.headers),
        // browsers send a file name's UTF-8 bytes as they are (busboy's default reads them as Latin-1)
        defParamCharset: "utf8",
        limits: { files: 1, fields: 20, parts: 40, fieldSize: 4096 },
      });
    } catch {
      reject(new ApiError("BAD_REQUEST", refusal("refusals.files.noBoundary")));
      return;
    }
    let found = false;
    parser.on("file", (_field, stream, info) => {
      if (found) {
        stream.resume();
        return;
      }
      found = true;
      resolve({ name: info.filename ?? null, chunks: partChunks(stream) });
    });
    // Once the file part is handed on, the parser's errors reach its reader through the part's stream.
    parser.on("error", (error) => (found ? undefined : reject(malformed(error))));
    parser.on("close", () => {
      if (!found) reject(new ApiError("BAD_REQUEST", refusal("refusals.files.noFilePart")));
    });
    // The DOM ReadableStream type and node:stream/web's differ for the same object: a library boundary.
    const body = Readable.fromWeb(req.body as unknown as NodeWebStream<Uint8Array>);
    body.on("error", (error) => parser.destroy(error));
    body.pipe(parser);
  });
}

const malformed = (error: unknown) =>
  new ApiError("BAD_REQUEST", refusal("refusals.files.malformed", { detail: errorMessage(error) }));

/**
 * The file part's bytes. A body that ends before its closing boundary ("Unexpected end of form")
 * breaks the part's stream: that is the client's 400, not the portal's 500.
 */
async function* partChunks(stream: AsyncIterable<Uint8Array>): AsyncIterable<Uint8Array> {
  try {
    for await (const chunk of stream) yield chunk;
  } catch (error) {
    throw malformed(error);
  }
}

/** Sniffs, then writes the chunks; a refused or broken upload leaves no row behind. */
export async function storeFile(
  source: Source,
  options: {
    caller: Caller;
    agentId: number;
    maxBytes: number;
    /** The Content-Length: what the upload reserves of the agent's quota at first */
    declared: { bytes: number; exact: boolean } | null;
    stripLocation: boolean;
  },
): Promise<UploadedFileAnswer> {
  const iterator = source.chunks[Symbol.asyncIterator]();
  let head = new Uint8Array(0);
  const early: Uint8Array[] = [];
  let received = 0;
  while (head.length < SNIFF_BYTES) {
    const { done, value } = await iterator.next();
    if (done) break;
    early.push(value);
    received += value.length;
    if (received > options.maxBytes) throw tooLarge(options.maxBytes);
    head = Buffer.concat([head, value]);
  }
  if (received === 0) throw new ApiError("BAD_REQUEST", refusal("refusals.files.empty"));
  const type = sniffFileType(head);
  if (!type) {
    await iterator.return?.();
    throw new ApiError("UNSUPPORTED_MEDIA_TYPE", refusal("refusals.files.notPdfOrPhoto"));
  }
  const name = cleanFileName(source.name, type);
  // Until it is complete, the row's size is what the file may take of the agent's quota: a raw
  // body's Content-Length at once (refused before it is stored), else a chunk's worth, grown as
  // bytes arrive, so an upload is refused when its bytes, not a guess, pass the quota.
  const first = Math.min(options.declared?.bytes ?? FILE_CHUNK_BYTES, options.maxBytes);
  let reserved = 0;
  const file = await reserveStorage(
    options.agentId,
    { atLeast: options.declared?.exact ? first : Math.min(first, received), upTo: first, fileId: null },
    (client, bytes) => {
      reserved = bytes;
      return client.uploadedFile.create({
        data: {
          agentId: options.agentId,
          name,
          contentType: type.contentType,
          uploadedBy: callerKey(options.caller),
          size: bytes,
        },
        select: { id: true },
      });
    },
  ).catch(async (error: unknown) => {
    await iterator.return?.();
    throw error;
  });
  const reserve = (needed: number) =>
    reserveStorage(
      options.agentId,
      { atLeast: needed, upTo: Math.min(Math.max(reserved * 2, needed), options.maxBytes), fileId: file.id },
      async (client, bytes) => {
        await client.uploadedFile.update({ where: { id: file.id }, data: { size: bytes } });
        reserved = bytes;
      },
    );
  try {
    const strip = options.stripLocation && type.contentType === "image/jpeg" ? jpegLocationStripper() : null;
    const hash = createHash("sha256");
    let buffered: Uint8Array[] = [];
    let bufferedBytes = 0;
    let seq = 0;
    let size = 0;
    const flush = async (all: boolean) => {
      while (bufferedBytes >= FILE_CHUNK_BYTES || (all && bufferedBytes > 0)) {
        const joined = Buffer.concat(buffered);
        const piece = joined.subarray(0, FILE_CHUNK_BYTES);
        const rest = joined.subarray(piece.length);
        buffered = rest.length ? [rest] : [];
        bufferedBytes = rest.length;
        if (size + piece.length > reserved) await reserve(size + piece.length);
        hash.update(piece);
        size += piece.length;
        await db().fileChunk.create({ data: { fileId: file.id, seq: seq++, data: new Uint8Array(piece) } });
      }
    };
    const take = async (chunk: Uint8Array | null) => {
      const out = strip ? strip(chunk) : chunk ? [chunk] : [];
      for (const part of out) {
        buffered.push(part);
        bufferedBytes += part.length;
      }
      await flush(chunk === null);
    };
    for (const chunk of early) await take(chunk);
    for (;;) {
      const { done, value } = await iterator.next();
      if (done) break;
      received += value.length;
      if (received > options.maxBytes) {
        await iterator.return?.();
        throw tooLarge(options.maxBytes);
      }
      await take(value);
    }
    await take(null);
    await db().uploadedFile.update({
      where: { id: file.id },
      data: { size, sha256: hash.digest("hex"), complete: true },
    });
    return { Id: file.id, Name: name, Url: fileUrl(file.id), ContentType: type.contentType, Size: size };
  } catch (error) {
    await iterator.return?.()?.catch(() => {});
    await db()
      .uploadedFile.delete({ where: { id: file.id } })
      .catch(() => {});
    throw error;
  }
}
