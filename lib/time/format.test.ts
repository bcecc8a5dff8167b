// The portal's one date module: each kind in its one format, 24-hour and day-first, whatever the
// runtime's own zone (run it with TZ=Europe/Brussels too: the gap test needs a zone with summer time).
import { describe, expect, it } from "vitest";
import { formatDate, formatInstant, formatWallClock, isoInstant } from "@/lib/time/format";

describe("formatDate", () => {
  it("writes a calendar date with its weekday", () => {
    expect(formatDate("2026-11-24")).toBe("Tue 24 Nov 2026");
    expect(formatDate("2026-11-24T23:59:00")).toBe("Tue 24 Nov 2026");
    expect(formatDate(new Date(Date.UTC(2027, 0, 1)))).toBe("Fri 1 Jan 2027");
    expect(formatDate(null)).toBe("—");
    expect(formatDate("not a date")).toBe("—");
  });
});

describe("formatWallClock", () => {
  it("writes a port's wall clock in 24 hours, as the wire carries it, never through a zone", () => {
    expect(formatWallClock("2026-11-24T14:00:00")).toBe("Tue 24 Nov 14:00");
    expect(formatWallClock("2026-11-24T00:05:00")).toBe("Tue 24 Nov 00:05");
    expect(formatWallClock("2026-11-24T23:30:00", { year: true })).toBe("Tue 24 Nov 2026, 23:30");
    expect(formatWallClock(new Date(Date.UTC(2026, 10, 24, 14)))).toBe("Tue 24 Nov 14:00");
    expect(formatWallClock(undefined)).toBe("—");
  });

  it("keeps a time that does not exist in the runtime's zone (a spring-forward gap) as written", () => {
    // 29 March 2026, 02:30 is skipped in Europe: a Date built in local time would read 03:30
    expect(formatWallClock("2026-03-29T02:30:00")).toBe("Sun 29 Mar 02:30");
    expect(formatWallClock("2026-10-25T02:30:00")).toBe("Sun 25 Oct 02:30");
  });
});

describe("formatInstant", () => {
  const at = new Date("2026-11-24T14:00:00Z");
  it("writes an instant in UTC by default, saying so", () => {
    expect(formatInstant(at)).toBe("Tue 24 Nov 2026, 14:00 UTC");
    expect(formatInstant("2026-11-24T14:00:00.000Z")).toBe("Tue 24 Nov 2026, 14:00 UTC");
    expect(formatInstant(null)).toBe("—");
  });

  it("writes it on the viewer's clock, with the zone's name or offset", () => {
    expect(formatInstant(at, "Europe/Brussels")).toBe("Tue 24 Nov 2026, 15:00 CET");
    expect(formatInstant(new Date("2026-07-01T10:00:00Z"), "Europe/Brussels")).toBe("Wed 1 Jul 2026, 12:00 CEST");
    expect(formatInstant(at, "Asia/Kolkata")).toBe("Tue 24 Nov 2026, 19:30 UTC+5:30");
    expect(formatInstant(new Date("2026-11-24T23:30:00Z"), "Asia/Tokyo")).toBe("Wed 25 Nov 2026, 08:30 UTC+9");
    expect(formatInstant(at, "America/New_York")).toBe("Tue 24 Nov 2026, 09:00 UTC-5");
  });

  it("falls back to UTC for a zone the runtime does not know", () => {
    expect(formatInstant(at, "Mars/Olympus_Mons")).toBe("Tue 24 Nov 2026, 14:00 UTC");
  });

  it("never writes 12-hour time", () => {
    for (let h = 0; h < 24; h++) {
      const text = formatInstant(new Date(Date.UTC(2026, 5, 1, h, 7)), "America/Los_Angeles");
      expect(text).not.toMatch(/AM|PM/i);
    }
  });
});

describe("isoInstant", () => {
  it("is machine text for exports, to the second, in UTC", () => {
    expect(isoInstant(new Date("2026-11-21T23:37:05.123Z"))).toBe("2026-11-21T23:37:05Z");
  });
});
