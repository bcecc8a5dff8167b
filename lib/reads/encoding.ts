// Content codings of the read answers: br or gzip as the client's Accept-Encoding allows (br
// first: smaller), else none. Compression runs on libuv's thread pool, once per cached answer.
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { ContentCoding } from "@/lib/reads/etag";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Answers smaller than this go uncompressed: the coding would cost more than it saves. */
export const MIN_COMPRESS_BYTES = 1024;

export function chooseCoding(acceptEncoding: string | null | undefined, size: number): ContentCoding {
  if (!acceptEncoding || size < MIN_COMPRESS_BYTES) return "identity";
  const allowed = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
    allowed.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const accepts = (coding: string) => (allowed.get(coding) ?? allowed.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return "identity";
}

export function encode(body: Buffer, coding: Exclude<ContentCoding, "identity">): Promise<Buffer> {
  // Quality 5 / level 6: most of the saving at a fraction of the time of the maximum settings.
  if (coding === "br") {
    return brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return gzip(body, { level: 6 });
}
