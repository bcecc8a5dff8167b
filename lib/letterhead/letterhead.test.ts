// The line's letterhead through its API on PostgreSQL: the staff set a name, an address and a logo,
// and the next confirmation prints them (pdftotext finds the address, pdfimages the logo); a logo
// that is not a PNG or JPEG, too large or damaged is refused with its reason and nothing changes;
// null removes the logo; staff of another line get 404.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { GET, PUT } from "@/app/api/lines/[code]/letterhead/route";
import { POST as saveRoute } from "@/app/api/booking/save/route";
import { GET as confirmation } from "@/app/api/bookings/[id]/confirmation.pdf/route";
import { bookingInput } from "@/lib/booking/test-helpers";
import { LOGO_MAX_BYTES, type LetterheadView } from "@/lib/letterhead/schema";
import { PEER_IP_HEADER } from "@/lib/net/client-ip";
import { callRoute } from "@/lib/testing/call-route";
import { solidPng } from "@/lib/testing/png";
import { db } from "@/lib/db/prisma";
import { TEST_API_KEYS, TEST_USERS } from "@/lib/testing/fixtures";
import { openNrlVoyage } from "@/lib/testing/open-voyage";
import { signedInCookie } from "@/lib/testing/session";

const work = mkdtempSync(path.join(tmpdir(), "qs-letterhead-"));
let staff: string;
let otherStaff: string;
let bookingId: number;

const put = (body: unknown, cookie = staff) =>
  callRoute<LetterheadView & { errors?: { path: string; code: string }[] }>(PUT, {
    method: "PUT",
    url: "/api/lines/NRL/letterhead",
    params: { code: "NRL" },
    headers: { cookie, "sec-fetch-site": "same-origin" },
    body,
  });
const get = (cookie = staff) =>
  callRoute<LetterheadView>(GET, { url: "/api/lines/NRL/letterhead", params: { code: "NRL" }, headers: { cookie } });

async function confirmationPdf(): Promise<string> {
  const res = await confirmation(
    new NextRequest(new URL(`/api/bookings/${bookingId}/confirmation.pdf`, "http://localhost"), {
      headers: { authorization: `Bearer ${TEST_API_KEYS.agent}`, [PEER_IP_HEADER]: "127.0.0.1" },
    }),
    { params: Promise.resolve({ id: String(bookingId) }) },
  );
  expect(res.status).toBe(200);
  const file = path.join(work, `${Date.now()}.pdf`);
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  return file;
}

beforeAll(async () => {
  // Files before this one on the same database may have set NRL's letterhead (documents.test.ts
  // prints a logo): the tests below start from the line's own name and no logo.
  const nrl = await db().shippingLine.update({
    where: { code: "NRL" },
    data: { letterheadName: null, letterheadAddress: null },
  });
  await db().lineLogo.deleteMany({ where: { lineId: nrl.id } });
  staff = await signedInCookie(TEST_USERS.staffNrl);
  otherStaff = await signedInCookie(TEST_USERS.staffAcc);
  const voyage = await openNrlVoyage();
  const saved = await callRoute<{ booking: { Id: number } }>(saveRoute, {
    url: "/api/booking/save",
    method: "POST",
    apiKey: TEST_API_KEYS.agent,
    body: { booking: { ...bookingInput({ items: 1, header: { BookingVoyage: voyage.number } }), TestOnly: false } },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  bookingId = Number(saved.body.booking.Id);
});

describe("the line's letterhead", () => {
  it("is kept by the line's staff and printed on the next document: name, address, logo", async () => {
    const before = await get();
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ line: "NRL", customName: false, logo: null });

    const logo = solidPng(240, 80);
    const saved = await put({
      name: "Nordic Ro-Ro Lines AS",
      address: "Havnegata 1\r\n0150 Oslo, Norway\r\nbookings@nrl.example",
      logo: { data: logo.toString("base64") },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      name: "Nordic Ro-Ro Lines AS",
      customName: true,
      address: "Havnegata 1\n0150 Oslo, Norway\nbookings@nrl.example",
      logo: { contentType: "image/png", size: logo.length },
    });
    expect((await get()).body).toEqual(saved.body);

    const file = await confirmationPdf();
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    expect(text).toContain("Nordic Ro-Ro Lines AS");
    expect(text).toContain("0150 Oslo, Norway");
    const images = execFileSync("pdfimages", ["-list", "-f", "1", "-l", "1", file], { encoding: "utf8" });
    expect(images).toMatch(/\b240\s+80\b/);

    // only what is named changes; null removes the logo (the name is set in type again)
    const removed = await put({ logo: null });
    expect(removed.body).toMatchObject({ name: "Nordic Ro-Ro Lines AS", logo: null });
    const plain = execFileSync("pdfimages", ["-list", await confirmationPdf()], { encoding: "utf8" });
    expect(plain.trim().split("\n")).toHaveLength(2); // the header lines only
    const cleared = await put({ name: "", address: null });
    expect(cleared.body).toMatchObject({ customName: false, address: null });
  });

  it("refuses a logo that is not a PNG or JPEG, too large or damaged, and changes nothing", async () => {
    await put({ name: "Kept Name" });
    const html = Buffer.from("<html><body>not a picture</body></html>");
    const gif = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");
    const damaged = Buffer.concat([solidPng(10, 10).subarray(0, 40), Buffer.alloc(20)]);
    const big = solidPng(1200, 1200, [1, 2, 3]);
    const huge = Buffer.concat([solidPng(10, 10), Buffer.alloc(LOGO_MAX_BYTES)]);
    for (const [bytes, code] of [
      [html, "unsupported_type"],
      [gif, "unsupported_type"],
      [damaged, "unreadable"],
      [huge, "too_large"],
    ] as const) {
      const res = await put({ name: "Changed", logo: { data: bytes.toString("base64") } });
      expect(res.status, code).toBe(422);
      expect(res.body.errors?.[0]).toMatchObject({ path: "logo.data" });
      if (code !== "too_large") expect(res.body.errors?.[0]).toMatchObject({ code });
    }
    expect(big.length).toBeLessThan(LOGO_MAX_BYTES);
    expect((await put({ logo: { data: "not base64!" } })).status).toBe(422);
    expect((await get()).body).toMatchObject({ name: "Kept Name", logo: null });
  });

  it("is 404 to staff of another line", async () => {
    expect((await get(otherStaff)).status).toBe(404);
    expect((await put({ name: "Theirs" }, otherStaff)).status).toBe(404);
  });
});

process.on("exit", () => rmSync(work, { recursive: true, force: true }));
