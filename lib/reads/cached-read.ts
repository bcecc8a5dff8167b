import "server-only";
// The route handler of a schedule read: the door under a plain
// `next start` and in the route tests. What it answers is decided by the one read pipeline
// (lib/reads/answer-read.ts); under the portal server (npm start, npm run dev) every read is
// answered before Next.js by the same pipeline (lib/reads/early-answer.ts).
import type { NextRequest } from "next/server";
import type { z } from "zod";
import type { OperationHandler } from "@/lib/api/handler";
import { answerRead } from "@/lib/reads/answer-read";
import type { ReadDefinition } from "@/lib/reads/read-definitions";

/** One type for the five reads' handlers, whatever their query schemas. */
type ReadOperation = ReadDefinition["operation"];

/** `export const GET = cachedReadRoute(rotationRead)`: answers identity (Next.js drops a route's Content-Encoding). */
export function cachedReadRoute<Q extends z.ZodObject>(read: ReadDefinition<Q>): OperationHandler<ReadOperation> {
  const route = async (req: NextRequest) => {
    const reply = await answerRead(read, {
      path: req.nextUrl.pathname,
      search: req.nextUrl.search.slice(1),
      headers: req.headers,
      compresses: false,
    });
    const body =
      typeof reply.body === "string" || reply.body === null
        ? reply.body
        : new Uint8Array(reply.body.buffer as ArrayBuffer, reply.body.byteOffset, reply.body.byteLength);
    return new Response(body, { status: reply.status, headers: reply.headers });
  };
  return Object.assign(route, { operation: read.operation });
}
