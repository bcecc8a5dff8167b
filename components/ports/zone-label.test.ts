import { describe, expect, it } from "vitest";
import { utcOffsetLabel } from "@/components/ports/zone-label";

describe("utcOffsetLabel", () => {
  it("gives the offset in force at that moment, summer time included", () => {
    expect(utcOffsetLabel("Europe/Brussels", new Date("2026-01-15T12:00:00Z"))).toBe("UTC+1");
    expect(utcOffsetLabel("Europe/Brussels", new Date("2026-07-15T12:00:00Z"))).toBe("UTC+2");
    expect(utcOffsetLabel("Africa/Lagos", new Date("2026-07-15T12:00:00Z"))).toBe("UTC+1");
    expect(utcOffsetLabel("Asia/Kolkata", new Date("2026-07-15T12:00:00Z"))).toBe("UTC+5:30");
    expect(utcOffsetLabel("America/Sao_Paulo", new Date("2026-07-15T12:00:00Z"))).toBe("UTC-3");
  });
  it("says ±0 for UTC itself and nothing for a zone it does not know", () => {
    expect(utcOffsetLabel("Africa/Abidjan", new Date("2026-07-15T12:00:00Z"))).toBe("UTC±0");
    expect(utcOffsetLabel("Mars/Olympus")).toBe("");
  });
});
