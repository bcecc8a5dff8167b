import "server-only";
// What this process knows of the reference-data version (the row the triggers of migration
// reference_data_version bump in every transaction that changes what the reads return).
// It learns a new version
//  - at once for changes made through its own pool (the pool's connections LISTEN),
//  - within milliseconds from its dedicated listening connection (other processes' commits),
//  - and, while that listener is not verified (lost, or PGlite, which cannot deliver to it),
//    by a cheap `SELECT version` every POLL_MS: never later than ~POLL_MS after the commit.
import type pg from "pg";
import { startDedicatedListener, type DedicatedListener, type NotificationHandler } from "@/lib/db/notify";

export const POLL_MS = 400;

export interface ReferenceVersionOptions {
  connectionString: string;
  pool: pg.Pool;
  /** Registers the handler for notifications that the pool's own connections receive. */
  subscribePool: (handler: NotificationHandler) => () => void;
  pollMs?: number;
}

export class ReferenceVersion {
  private known: bigint | null = null;
  private loading: Promise<bigint> | null = null;
  private poller: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly listener: DedicatedListener;
  private readonly unsubscribe: () => void;
  private readonly pollMs: number;

  constructor(private readonly options: ReferenceVersionOptions) {
    this.pollMs = options.pollMs ?? POLL_MS;
    const onNotify: NotificationHandler = (payload) => {
      if (/^\d+$/.test(payload)) this.observe(BigInt(payload));
    };
    this.unsubscribe = options.subscribePool(onNotify);
    this.startPolling();
    this.listener = startDedicatedListener({
      connectionString: options.connectionString,
      onNotify,
      onStateChange: (verified) => {
        if (verified) {
          this.stopPolling();
          // Commits made while nobody listened were not announced to us: read once.
          void this.refresh().catch(() => {});
        } else {
          this.startPolling();
        }
      },
    });
  }

  /** True when changes reach this process by notification rather than by polling. */
  get listening(): boolean {
    return this.listener.verified;
  }

  /** The newest version known, without a query; null before the first one is read. */
  get value(): bigint | null {
    return this.known;
  }

  /** The newest version known, reading it once when none is known yet. */
  async current(): Promise<bigint> {
    return this.known ?? this.refresh();
  }

  /** A version seen anywhere (a notification, a read's own statement): versions only grow. */
  observe(version: bigint): void {
    if (this.known === null || version > this.known) this.known = version;
  }

  /** Reads the version from the database (one query at a time, shared by concurrent callers). */
  refresh(): Promise<bigint> {
    this.loading ??= this.options.pool
      .query<{ version: string }>(`SELECT version::text AS version FROM "ReferenceDataVersion" WHERE id = 1`)
      .then(({ rows }) => {
        this.observe(BigInt(rows[0]?.version ?? "0"));
        return this.known!;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopPolling();
    this.unsubscribe();
    await this.listener.stop();
  }

  private startPolling() {
    // The listener's stop reports it unverified, which would start the polling again.
    if (this.poller || this.stopped) return;
    this.poller = setInterval(() => void this.refresh().catch(() => {}), this.pollMs);
    this.poller.unref();
  }

  private stopPolling() {
    if (this.poller) clearInterval(this.poller);
    this.poller = undefined;
  }
}
