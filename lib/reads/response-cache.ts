// The per-process store of read answers: serialised once, compressed once per coding, bounded
// in bytes (least recently used go first). One entry per read and normal query: an answer of a
// newer version replaces the older one, so stale versions do not linger and take room.
import { LRUCache } from "lru-cache";
import { encode } from "@/lib/reads/encoding";
import type { ContentCoding } from "@/lib/reads/etag";

type Coding = Exclude<ContentCoding, "identity">;

/** Bookkeeping per entry beyond its bodies (key, tag, map slots), counted against the bound. */
const ENTRY_OVERHEAD_BYTES = 256;

export class CachedAnswer {
  private readonly encoded = new Map<Coding, Buffer>();
  private readonly encoding = new Map<Coding, Promise<Buffer>>();

  constructor(
    /** Tag of the answer (lib/reads/etag.ts), without quotes or coding. */
    readonly tag: string,
    readonly version: bigint,
    readonly identity: Buffer,
  ) {}

  get bytes(): number {
    let total = this.identity.length + ENTRY_OVERHEAD_BYTES;
    for (const body of this.encoded.values()) total += body.length;
    return total;
  }

  /** The body in that coding if it is ready. */
  body(coding: ContentCoding): Buffer | undefined {
    return coding === "identity" ? this.identity : this.encoded.get(coding);
  }

  /** The body in that coding, compressing it the first time (concurrent callers share the work). */
  async bodyIn(coding: ContentCoding, onEncoded?: () => void): Promise<Buffer> {
    if (coding === "identity") return this.identity;
    const ready = this.encoded.get(coding);
    if (ready) return ready;
    let pending = this.encoding.get(coding);
    if (!pending) {
      pending = encode(this.identity, coding).then((body) => {
        this.encoded.set(coding, body);
        this.encoding.delete(coding);
        onEncoded?.();
        return body;
      });
      this.encoding.set(coding, pending);
    }
    return pending;
  }
}

export class ResponseCache {
  private readonly lru: LRUCache<string, CachedAnswer>;

  constructor(readonly maxBytes: number) {
    this.lru = new LRUCache<string, CachedAnswer>({
      maxSize: maxBytes,
      sizeCalculation: (answer, key) => answer.bytes + key.length,
    });
  }

  get(key: string): CachedAnswer | undefined {
    return this.lru.get(key);
  }

  /** Stores the answer unless a newer version of it is there already. */
  offer(key: string, answer: CachedAnswer): void {
    const held = this.lru.peek(key);
    if (held && held.version > answer.version) return;
    this.lru.set(key, answer);
  }

  /** An entry grew (a new coding): measure it again, evicting others (or itself) to stay in bound. */
  remeasure(key: string, answer: CachedAnswer): void {
    if (this.lru.peek(key) !== answer) return;
    // Delete and set: setting the very same value again does not measure it again.
    this.lru.delete(key);
    this.lru.set(key, answer);
  }

  get bytes(): number {
    return this.lru.calculatedSize;
  }

  get size(): number {
    return this.lru.size;
  }

  clear(): void {
    this.lru.clear();
  }
}
