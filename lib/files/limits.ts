import "server-only";
// The limits of uploads, from the environment (docs/integrators/uploads.md).
import { env } from "@/lib/env";

/** Bytes of one stored piece of a file (a FileChunk row): what an upload or a download holds at once. */
export const FILE_CHUNK_BYTES = 256 * 1024;

export function fileLimits() {
  const e = env();
  return {
    maxBytes: e.FILE_MAX_BYTES,
    orphanHours: e.FILE_ORPHAN_HOURS,
    /** 0: no quota */
    storagePerAgentBytes: e.FILE_STORAGE_PER_AGENT_BYTES,
  };
}
