import "server-only";
// GET /api/files/{id}: the bytes of an uploaded file, one FileChunk at a time, to its agent's
// callers, the staff of a line one of whose bookings refers to it, and admins; 404 to anyone else.
import { Prisma } from "@/lib/generated/prisma/client";
import type { Caller } from "@/lib/auth/caller";
import { ApiError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import { db } from "@/lib/db/prisma";
import { visibleText } from "@/lib/files/file-name";

export interface FileMeta {
  id: number;
  agentId: number;
  name: string;
  contentType: string;
  size: number;
  sha256: string | null;
}

const notFound = (id: number) => new ApiError("NOT_FOUND", refusal("refusals.files.notFound", { id }));

export async function getFileForCaller(caller: Caller, id: number): Promise<FileMeta> {
  const file = await db().uploadedFile.findFirst({
    where: { id, complete: true },
    select: { id: true, agentId: true, name: true, contentType: true, size: true, sha256: true },
  });
  if (!file) throw notFound(id);
  if (caller.role === "ADMIN") return file;
  if (caller.role === "AGENT") {
    if (caller.agentId === file.agentId) return file;
    throw notFound(id);
  }
  if (caller.lineId !== null && (await lineRefersTo(caller.lineId, id))) return file;
  throw notFound(id);
}

/** A booking of the line refers to the file (on an item, a sub unit or a sub item). */
async function lineRefersTo(lineId: number, fileId: number): Promise<boolean> {
  const rows = await db().$queryRaw<{ one: number }[]>(Prisma.sql`
    SELECT 1 AS one FROM "BookingFile" bf
    LEFT JOIN "BookingSubUnit" su ON su.id = bf."subUnitId"
    LEFT JOIN "BookingSubItem" si ON si.id = bf."subItemId"
    JOIN "BookingItem" i ON i.id = COALESCE(bf."itemId", su."itemId", si."itemId")
    JOIN "Booking" b ON b.id = i."bookingId"
    WHERE bf."fileId" = ${fileId} AND b."lineId" = ${lineId}
    LIMIT 1`);
  return rows.length > 0;
}

/**
 * "inline" or "attachment", with the name as ASCII and as UTF-8 (RFC 6266); unseen characters are
 * dropped here too, for names stored before uploads cleaned them.
 */
export function contentDisposition(kind: "inline" | "attachment", stored: string): string {
  const name = visibleText(stored) || "file";
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The file's bytes as a stream that reads the next chunk only when the client takes the last. */
export function fileBody(id: number): ReadableStream<Uint8Array> {
  let seq = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const chunk = await db().fileChunk.findUnique({
          where: { fileId_seq: { fileId: id, seq } },
          select: { data: true },
        });
        if (!chunk) {
          controller.close();
          return;
        }
        seq++;
        controller.enqueue(new Uint8Array(chunk.data));
      },
    },
    { highWaterMark: 1 },
  );
}

export function fileResponse(file: FileMeta, download: boolean): Response {
  return new Response(fileBody(file.id), {
    status: 200,
    headers: {
      "content-type": file.contentType,
      "content-length": String(file.size),
      "content-disposition": contentDisposition(download ? "attachment" : "inline", file.name),
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      "cache-control": "private, max-age=3600",
      ...(file.sha256 ? { etag: `"${file.sha256}"` } : {}),
    },
  });
}
