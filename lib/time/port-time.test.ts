import { describe, expect, it } from "vitest";
import {
  countdownLabel,
  cutOffState,
  hoursUntilAtPort,
  portInstant,
  todayAt,
  utcOffsetLabel,
  zoneLabel,
} from "@/lib/time/port-time";

describe("port time", () => {
  it("reads a wall-clock value in its port's zone, across daylight saving", () => {
    expect(portInstant("2026-11-24T16:00:00", "Europe/Brussels").toISOString()).toBe("2026-11-24T15:00:00.000Z");
    expect(portInstant("2026-07-01T16:00:00", "Europe/Brussels").toISOString()).toBe("2026-07-01T14:00:00.000Z");
    expect(portInstant("2026-11-24T16:00:00", "America/Sao_Paulo").toISOString()).toBe("2026-11-24T19:00:00.000Z");
    expect(portInstant("2026-11-24T16:00:00", "Asia/Kolkata").toISOString()).toBe("2026-11-24T10:30:00.000Z");
  });

  it("calls a cut-off closed once it has passed in the port's time, not when UTC's clock reaches it", () => {
    // 16:00 in Lagos (UTC+1) is 15:00 UTC: at 15:30 UTC it has passed, though "16:00" read as UTC has not.
    const now = new Date("2026-11-24T15:30:00Z");
    expect(cutOffState("2026-11-24T16:00:00", "Africa/Lagos", now)).toBe("past");
    // 16:00 in Houston (UTC-6) is 22:00 UTC: still ahead at 17:00 UTC, though "16:00" as UTC is past.
    expect(cutOffState("2026-11-24T16:00:00", "America/Chicago", new Date("2026-11-24T17:00:00Z"))).toBe("near");
    expect(hoursUntilAtPort("2026-11-24T16:00:00", "America/Chicago", new Date("2026-11-24T17:00:00Z"))).toBe(5);
    // "soon" is within 48 hours of the port's instant
    expect(cutOffState("2026-11-26T16:00:00", "Europe/Brussels", new Date("2026-11-24T14:59:59Z"))).toBe("open");
    expect(cutOffState("2026-11-26T16:00:00", "Europe/Brussels", new Date("2026-11-24T15:00:01Z"))).toBe("near");
  });

  it("names the zone and its offset at that time", () => {
    expect(zoneLabel("2026-11-24T16:00:00", "Europe/Brussels")).toBe("CET, UTC+1");
    expect(zoneLabel("2026-07-01T16:00:00", "Europe/Brussels")).toBe("CEST, UTC+2");
    expect(utcOffsetLabel("2026-11-24T16:00:00", "Asia/Kolkata")).toBe("UTC+5:30");
    expect(utcOffsetLabel("2026-11-24T16:00:00", "America/Sao_Paulo")).toBe("UTC-3");
    expect(zoneLabel("2026-11-24T16:00:00", "Europe/London")).toBe("UTC");
  });

  it("counts down and knows today at the port", () => {
    expect(countdownLabel(0.5)).toBe("30 min");
    expect(countdownLabel(5.2)).toBe("5 h");
    expect(countdownLabel(52)).toBe("2 d 4 h");
    expect(countdownLabel(-3)).toBe("3 h");
    expect(countdownLabel(76, "fr")).toBe("3 j 4 h");
    expect(countdownLabel(48, "fr")).toBe("2 j");
    expect(todayAt("Asia/Tokyo", new Date("2026-11-24T20:00:00Z"))).toBe("2026-11-25");
    expect(todayAt("America/New_York", new Date("2026-11-24T02:00:00Z"))).toBe("2026-11-23");
    expect(todayAt(undefined, new Date("2026-11-24T02:00:00Z"))).toBe("2026-11-24");
  });
});
