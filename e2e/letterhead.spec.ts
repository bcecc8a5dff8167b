// The line console's letterhead: staff type the address, choose a logo, see the preview, save; a
// file that is not a PNG or JPEG is refused in the form; the page is axe clean. Put back after.
import { deflateSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { signedInAs } from "./fixtures";
import { expectAccessible } from "./accessibility";

test.use(signedInAs("staffNrl"));

/** A 160 × 48 PNG in the line's blue (CRC-32 per chunk, one filter byte per row). */
function logoPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const byte of b) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const [w, h] = [160, 48];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, () => [31, 58, 95]).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: h }, () => row)))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

test("staff keep the letterhead of the line's documents", async ({ page }) => {
  await page.goto("/line/letterhead");
  await expect(page.getByRole("heading", { name: "Letterhead of Nordic Ro-Ro Lines" })).toBeVisible();
  await expectAccessible(page, "letterhead");

  const logo = page.getByLabel("Logo");
  await logo.setInputFiles({ name: "logo.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
  await expect(page.getByText("Choose a PNG or JPEG image.")).toBeVisible();

  await page.getByLabel("Address and contacts").fill("Havnegata 1\n0150 Oslo, Norway");
  await logo.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logoPng() });
  const preview = page.getByRole("figure");
  await expect(preview.getByRole("img", { name: "Logo of Nordic Ro-Ro Lines" })).toBeVisible();
  await expect(preview).toContainText("0150 Oslo, Norway");
  await page.getByRole("button", { name: "Save letterhead" }).click();
  await expect(page.getByRole("status")).toContainText("Saved.");

  await page.reload();
  await expect(page.getByLabel("Address and contacts")).toHaveValue("Havnegata 1\n0150 Oslo, Norway");
  await expect(page.getByRole("figure").getByRole("img", { name: "Logo of Nordic Ro-Ro Lines" })).toBeVisible();
  await expectAccessible(page, "letterhead with a logo");

  // put the seeded letterhead back: no address, no logo
  await page.getByLabel("Address and contacts").fill("");
  await page.getByRole("button", { name: "Remove logo" }).click();
  await page.getByRole("button", { name: "Save letterhead" }).click();
  await expect(page.getByRole("status")).toContainText("Saved.");
});
