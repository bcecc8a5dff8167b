// The skeleton the background workers share (lib/feed/worker.ts, lib/notifications/worker.ts): a
// pass run again and again from start() until stop(), and a pause between passes that stop()
// cuts short, so a stopping worker does not sit out its poll interval.

export class PollLoop {
  private active = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;

  /** `pass` is one round of the worker's work; it waits for more with pause(). */
  constructor(private readonly pass: () => Promise<void>) {}

  /** Started and not stopped. */
  get running(): boolean {
    return this.active;
  }

  /** stop() was called on a started loop (a worker only driven by its runOnce() is never stopping). */
  get stopping(): boolean {
    return !this.active && this.loop !== null;
  }

  start(): void {
    if (this.active) return;
    this.active = true;
    this.loop = this.run();
  }

  /** Ends the loop: a pause in progress ends at once, a pass in progress runs to its end first. */
  async stop(): Promise<void> {
    this.active = false;
    this.wake?.();
    await this.loop;
  }

  /** A wait that stop() cuts short. */
  pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  private async run(): Promise<void> {
    while (this.active) await this.pass();
  }
}
