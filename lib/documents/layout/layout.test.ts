// The carrier layout on its own (no database): a document read back with pdftotext has its
// letterhead, boxes, a table whose header repeats on every page it runs onto, the watermark and
// "Page N of M" on every page; times and amounts are written as people read them.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { count, money, portTime, renderDocument, type Row } from "@/lib/documents/layout";

const work = mkdtempSync(path.join(tmpdir(), "qs-layout-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const pagesOf = (pdf: Buffer): string[] => {
  const file = path.join(work, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" })
    .split("\f")
    .filter((p) => p.trim());
};

describe("the carrier layout", () => {
  it("runs a table onto numbered pages, its header and the watermark on each", async () => {
    const rows: Row[] = Array.from({ length: 120 }, (_, i) => ({
      cells: [`VIN${String(i).padStart(14, "0")}`, "Ocean freight", money(123456 + i, "EUR")],
    }));
    const pdf = await renderDocument(
      {
        title: "Bill of lading",
        letterhead: { name: "Test Line AS", address: "Quay 1\n1234 Port Town" },
        reference: [["B/L No.", "TST-BL-000001"]],
        watermark: "DRAFT",
        footer: "Printed for the test",
      },
      (d) => {
        d.boxes([
          [
            { label: "Shipper", value: "Acme Auto Export\nIndustrieweg 12, Antwerp", span: 2 },
            { label: "B/L No.", value: "TST-BL-000001", emphasis: true },
          ],
          [
            { label: "Notify", value: null },
            { label: "Remarks", value: "", minHeight: 40 },
          ],
        ]);
        d.section("Particulars furnished by the shipper");
        d.table(
          [
            { header: "VIN", width: 2 },
            { header: "Charge", width: 2 },
            { header: "Amount", width: 1, align: "right" },
          ],
          [...rows, { cells: ["120 units", "", money(14822340, "EUR")], kind: "total" }],
        );
        d.totals([
          { label: "Freight", value: money(14822340, "EUR") },
          { label: "Total", value: money(14822340, "EUR"), grand: true },
        ]);
      },
    );
    if (process.env.QUAYSIDE_DOCUMENT_SAMPLES)
      writeFileSync(path.join(process.env.QUAYSIDE_DOCUMENT_SAMPLES, "layout-draft.pdf"), pdf);
    const pages = pagesOf(pdf);
    expect(pages.length).toBeGreaterThan(2);
    expect(pages[0]).toContain("Test Line AS");
    expect(pages[0]).toContain("1234 Port Town");
    expect(pages[0]).toContain("BILL OF LADING");
    expect(pages[0]).toMatch(/B\/L No\.\s+TST-BL-000001/);
    expect(pages[0]).toMatch(/SHIPPER\s+B\/L NO\./);
    pages.forEach((page, k) => {
      expect(page).toContain(`Page ${k + 1} of ${pages.length}`);
      // the stamp under the title (the diagonal word reads letter by letter in pdftotext)
      expect(page).toMatch(k === 0 ? /^\s+DRAFT\s*$/m : /Bill of lading · B\/L No\. TST-BL-000001 · DRAFT/);
      expect(page).toMatch(/VIN\s+Charge\s+Amount/);
      if (k > 0) expect(page).toMatch(/^Test Line AS\s+Bill of lading/m);
    });
    const all = pages.join("\n");
    for (const r of rows) expect(all).toContain(String(r.cells[0]));
    expect(all).toMatch(/120 units\s+EUR 148,223\.40/);
    expect(all).toMatch(/Total\s+EUR 148,223\.40/);
  });

  it("writes port times, amounts and counts as people read them", () => {
    expect(portTime("2026-12-02T16:00:00", "Europe/Brussels")).toBe("Wed 2 Dec 2026, 16:00 (CET, UTC+1)");
    expect(portTime("2026-07-02T09:30:00", "Europe/Brussels")).toBe("Thu 2 Jul 2026, 09:30 (CEST, UTC+2)");
    expect(portTime("2026-12-26T23:30:00", "Africa/Lagos")).toBe("Sat 26 Dec 2026, 23:30 (UTC+1)");
    expect(portTime(null, "Europe/Brussels")).toBe("—");
    expect(money(357875, "EUR")).toBe("EUR 3,578.75");
    expect(money(-3500, "EUR")).toBe("EUR -35.00");
    expect(money(150000, "JPY")).toBe("JPY 150,000");
    expect(money(null, "EUR")).toBe("—");
    expect(count(625000)).toBe("625,000");
  });
});
