// Byte counts as the operator's pages show them, in each language.
import { describe, expect, it } from "vitest";
import { formatBytes } from "@/lib/files/format-bytes";

describe("formatBytes", () => {
  it("reads in binary units, one decimal under 100, in English as always", () => {
    expect([0, 1000, 1536, 150 * 1024 ** 2, 10 * 1024 ** 3].map((b) => formatBytes(b))).toEqual([
      "0 bytes",
      "1000 bytes",
      "1.5 KiB",
      "150 MiB",
      "10 GiB",
    ]);
  });

  it("reads in French with the French symbols, a decimal comma and a no-break space", () => {
    expect([1000, 1536, 10 * 1024 ** 3].map((b) => formatBytes(b, "fr"))).toEqual([
      "1000\u00a0octets",
      "1,5\u00a0Kio",
      "10\u00a0Gio",
    ]);
  });
});
