// Links between README.md and docs/**/*.md resolve, anchors included, and none leaves the repository.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkDocLinks, docFiles, slug } from "./docs-links";

const root = path.resolve(import.meta.dirname, "..");

describe("documentation links", () => {
  it("resolve between README.md and every page under docs/", () => {
    expect(docFiles(root).length).toBeGreaterThan(10);
    expect(checkDocLinks(root)).toEqual([]);
  });

  describe("the checker", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "docs-links-"));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    };

    it("names GitHub's heading ids", () => {
      expect(slug("Booking API: `POST /api/booking/save`, `GET /api/bookings/{id}`")).toBe(
        "booking-api-post-apibookingsave-get-apibookingsid",
      );
      expect(slug("Lines' console: schedules, vessels")).toBe("lines-console-schedules-vessels");
      expect(slug("Caching and conditional requests")).toBe("caching-and-conditional-requests");
    });

    it("finds a missing file, a missing anchor and a link out of the repository", () => {
      write(
        "README.md",
        "# Top\n\n[ok](docs/a.md#second-part) [self](#top) [gone](docs/missing.md)\n\n" +
          "```\n[in code](nowhere.md)\n```\n",
      );
      write(
        "docs/a.md",
        "# A\n\n## Second part\n\n[bad anchor](../README.md#nope) [team](../../shared/DESIGN.md) " +
          "[web](https://example.com/x.md) `[code](x.md)`\n",
      );
      expect(checkDocLinks(dir).map((b) => [b.file, b.line, b.target, b.reason])).toEqual([
        ["README.md", 3, "docs/missing.md", "no such file"],
        ["docs/a.md", 5, "../README.md#nope", 'no heading with id "nope"'],
        ["docs/a.md", 5, "../../shared/DESIGN.md", "leaves the repository"],
      ]);
    });
  });
});
