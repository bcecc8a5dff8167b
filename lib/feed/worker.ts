import "server-only";
// The delivery worker: forms batches from the outbox, claims due ones, posts them signed, and
// writes what came of each post. Several workers (in several processes) may run at once: claims
// skip locked rows and carry a lease, so a batch is posted by one worker at a time, and a
// worker killed mid-post loses nothing (its lease runs out and another posts the batch again,
// under the same webhook-id).
import { randomBytes } from "node:crypto";
import {
  claimBatches,
  finishPost,
  formBatches,
  loadBatch,
  releaseBatch,
  type ClaimedBatch,
  type PostResult,
} from "@/lib/feed/batches";
import { postBatch, POST_TIMEOUT_MS } from "@/lib/feed/post-batch";
import { parseRetryAfter, retryDelayMs } from "@/lib/feed/retry-schedule";
import { activeSecrets, signedHeaders } from "@/lib/feed/secrets";
import { noteWorkerPass, PASS_NOTE_MS } from "@/lib/feed/worker-passes";
import { deliverBookingEvents } from "@/lib/feed/booking-events";
import { PollLoop } from "@/lib/process/poll-loop";

/** Longer than a post can take (10 s) with room to write its outcome. */
export const LEASE_MS = POST_TIMEOUT_MS + 20_000;

export interface FeedWorkerOptions {
  /** Posts in flight at once. */
  concurrency?: number;
  /**
   * Posts in flight at once to one subscription (one while its endpoint is failing, none while its
   * circuit is open): the rest of `concurrency` stays free for the others, so an endpoint that
   * hangs never delays another subscription's posts. Default a quarter of `concurrency`.
   */
  perSubscription?: number;
  /** How often an idle worker looks for work; batches are flushed within this (well under 1 s). */
  pollMs?: number;
  /** Injected in tests to drive retry schedules and leases without waiting. */
  now?: () => Date;
  random?: () => number;
  /** Batch size, for tests of the 100-record limit and of 413 halving. */
  maxBatchRecords?: number;
  timeoutMs?: number;
  /** Serve only these subscriptions (tests); default all. */
  subscriptionIds?: readonly number[] | null;
  log?: (line: string) => void;
}

export class FeedWorker {
  readonly id = `worker-${process.pid}-${randomBytes(4).toString("hex")}`;
  private readonly poll = new PollLoop(() => this.pass());
  private readonly inFlight = new Set<Promise<void>>();
  /** Claimed batches not yet finished, to cut short and release when stop()'s deadline passes. */
  private readonly claimed = new Map<number, AbortController>();
  private eventsPass: Promise<void> | null = null;
  /** When this worker last noted a pass (performance.now(); the injected clock is for the feed's times). */
  private passNotedAt = -Infinity;
  private readonly o: Required<Omit<FeedWorkerOptions, "log">> & { log: (line: string) => void };

  constructor(options: FeedWorkerOptions = {}) {
    this.o = {
      concurrency: options.concurrency ?? 16,
      perSubscription: Math.max(
        1,
        Math.min(options.perSubscription ?? Math.floor((options.concurrency ?? 16) / 4), options.concurrency ?? 16),
      ),
      pollMs: options.pollMs ?? 200,
      now: options.now ?? (() => new Date()),
      random: options.random ?? Math.random,
      maxBatchRecords: options.maxBatchRecords ?? 100,
      timeoutMs: options.timeoutMs ?? POST_TIMEOUT_MS,
      subscriptionIds: options.subscriptionIds ?? null,
      log: options.log ?? ((line) => console.error(line)),
    };
  }

  /**
   * One round, awaited to the end: form batches, claim what is due (up to the concurrency) and
   * post it. Returns the number of posts made. Tests drive the worker with this.
   */
  async runOnce(): Promise<number> {
    const claimed = await this.claim(this.o.concurrency);
    await Promise.all(claimed.map((b) => this.deliver(b)));
    await this.deliverEvents();
    await this.notePass();
    return claimed.length;
  }

  /** Runs until stop(): keeps up to `concurrency` posts in flight, polls when idle. */
  start(): void {
    this.poll.start();
  }

  /**
   * Stops claiming and waits for the posts in flight, at most `deadlineMs`: posts still running
   * then are cut short and their batches released (no lease left for another worker to wait out;
   * it posts them again under the same webhook-id, as at-least-once allows). Returns how many.
   */
  async stop(deadlineMs = Infinity): Promise<{ released: number }> {
    await this.poll.stop();
    let timer: NodeJS.Timeout | undefined;
    const deadline = Number.isFinite(deadlineMs)
      ? new Promise<void>((resolve) => (timer = setTimeout(resolve, deadlineMs)))
      : new Promise<void>(() => {});
    await Promise.race([Promise.all(this.inFlight), deadline]);
    clearTimeout(timer);
    const released = this.claimed.size;
    for (const controller of this.claimed.values()) controller.abort();
    await Promise.all(this.inFlight);
    return { released };
  }

  /** One pass of the loop start() runs. */
  private async pass(): Promise<void> {
    let claimed: ClaimedBatch[] = [];
    try {
      const free = this.o.concurrency - this.inFlight.size;
      if (free > 0) claimed = await this.claim(free);
      // A pass, also when full: this worker is alive and serving (the "no worker" metric).
      await this.notePass();
    } catch (error) {
      this.o.log(`[feed] ${error instanceof Error ? error.message : String(error)}`);
    }
    for (const batch of claimed) {
      const p: Promise<void> = this.deliver(batch).finally(() => this.inFlight.delete(p));
      this.inFlight.add(p);
    }
    // The line's decisions ("booking.confirmation"): one pass at a time, beside the batches.
    if (!this.eventsPass) {
      const p: Promise<void> = this.deliverEvents().finally(() => {
        this.inFlight.delete(p);
        this.eventsPass = null;
      });
      this.eventsPass = p;
      this.inFlight.add(p);
    }
    // Full: go on as soon as a post finishes. Idle: look again after the poll interval.
    if (this.inFlight.size >= this.o.concurrency)
      await Promise.race([...this.inFlight, this.poll.pause(this.o.pollMs)]);
    else if (!claimed.length) await this.poll.pause(this.o.pollMs);
  }

  private async notePass(): Promise<void> {
    if (performance.now() - this.passNotedAt < PASS_NOTE_MS) return;
    await noteWorkerPass(this.id);
    this.passNotedAt = performance.now();
  }

  private async claim(limit: number): Promise<ClaimedBatch[]> {
    const now = this.o.now();
    await formBatches(now, this.o.maxBatchRecords, 16, this.o.subscriptionIds);
    return claimBatches(
      this.id,
      now,
      new Date(now.getTime() + LEASE_MS),
      limit,
      this.o.subscriptionIds,
      this.o.perSubscription,
    );
  }

  /** Posts the due booking events (lib/feed/booking-events.ts); a failure is logged. */
  private async deliverEvents(): Promise<void> {
    try {
      await deliverBookingEvents({
        now: this.o.now(),
        subscriptionIds: this.o.subscriptionIds,
        timeoutMs: this.o.timeoutMs,
      });
    } catch (error) {
      this.o.log(`[feed] booking events: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Posts one claimed batch and records the outcome; a failure to record is logged (the lease runs out, the batch goes again). */
  private async deliver(batch: ClaimedBatch): Promise<void> {
    const stopping = new AbortController();
    this.claimed.set(batch.id, stopping);
    try {
      const content = await loadBatch(batch);
      if (!content) return;
      const at = this.o.now();
      const body = JSON.stringify(content.records);
      const headers = signedHeaders(activeSecrets(content.secrets, at), batch.webhookId, at, body);
      const res = await postBatch(content.url, headers, body, this.o.timeoutMs, stopping.signal);
      // Cut short by stop(): not a failed post (no attempt, no back-off), the batch is due again at once.
      if (stopping.signal.aborted) return void (await releaseBatch(batch.id, this.id));
      const result: PostResult = {
        batch,
        workerId: this.id,
        at,
        records: content.records.length,
        durationMs: res.durationMs,
        responseStatus: res.status,
        error: res.error,
        outcome: this.outcomeOf(batch, res.status, res.retryAfter, content.deliveryIds, at),
      };
      await finishPost(result);
    } catch (error) {
      this.o.log(`[feed] batch ${batch.id}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.claimed.delete(batch.id);
    }
  }

  private outcomeOf(
    batch: ClaimedBatch,
    status: number | null,
    retryAfter: string | null,
    deliveryIds: number[],
    at: Date,
  ): PostResult["outcome"] {
    if (status !== null && status >= 200 && status < 300) return { kind: "delivered" };
    if (status === 413 && deliveryIds.length > 1) {
      const keep = Math.ceil(deliveryIds.length / 2);
      return { kind: "split", keep: deliveryIds.slice(0, keep), move: deliveryIds.slice(keep) };
    }
    const posts = batch.attempts + 1;
    const delay = retryDelayMs(posts, { random: this.o.random, retryAfterMs: parseRetryAfter(retryAfter, at) });
    if (status === 410) return { kind: "gone", nextAttemptAt: new Date(at.getTime() + (delay ?? 0)) };
    if (delay === null) return { kind: "dead" };
    return { kind: "retry", nextAttemptAt: new Date(at.getTime() + delay) };
  }
}
