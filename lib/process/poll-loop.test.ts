import { describe, expect, it } from "vitest";
import { PollLoop } from "@/lib/process/poll-loop";

describe("PollLoop", () => {
  it("runs its pass again and again until stopped, and stop() cuts a pause short", async () => {
    let passes = 0;
    const loop: PollLoop = new PollLoop(async () => {
      passes += 1;
      await loop.pause(60_000);
    });
    expect(loop.running).toBe(false);
    expect(loop.stopping).toBe(false);
    loop.start();
    loop.start(); // a second start is no second loop
    expect(loop.running).toBe(true);
    const started = Date.now();
    await loop.stop();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(passes).toBe(1);
    expect(loop.running).toBe(false);
    expect(loop.stopping).toBe(true);
  });
});
