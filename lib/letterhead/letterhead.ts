import "server-only";
// The line's letterhead (name printed, address, logo) as its staff keep it: read and replaced through
// GET/PUT /api/lines/{code}/letterhead and the console's Letterhead page. The logo's bytes are kept in
// PostgreSQL (LineLogo) after checking them: a PNG or JPEG by its own bytes, that pdfkit can place,
// of at most LOGO_MAX_BYTES. The documents read it through lib/documents/letterhead.ts.
import { createHash } from "node:crypto";
import type { Caller } from "@/lib/auth/caller";
import { callerKey } from "@/lib/auth/caller";
import { ApiError, fieldError, type Worded } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import { db } from "@/lib/db/prisma";
import { equalsIgnoringCase } from "@/lib/db/literal";
import { readableImage } from "@/lib/documents/layout";
import { sniffFileType } from "@/lib/files/file-type";
import { editableLineId } from "@/lib/lines/access";
import { LOGO_MAX_BYTES, LOGO_TYPES, type LetterheadBody, type LetterheadView } from "@/lib/letterhead/schema";
import { isOneOf, storedOneOf } from "@/lib/core/narrow";

/** The line of `code` if the caller keeps it (its staff, admins); 404 otherwise, as if it did not exist. */
async function lineOf(caller: Caller, code: string): Promise<{ id: number }> {
  const own = editableLineId(caller);
  const line = await db().shippingLine.findFirst({ where: { code: equalsIgnoringCase(code) }, select: { id: true } });
  if (!line || (own !== null && own !== line.id))
    throw new ApiError("NOT_FOUND", refusal("refusals.letterhead.noSuchLine"));
  return line;
}

async function view(lineId: number): Promise<LetterheadView> {
  const line = await db().shippingLine.findUniqueOrThrow({
    where: { id: lineId },
    select: {
      code: true,
      name: true,
      letterheadName: true,
      letterheadAddress: true,
      logo: { select: { contentType: true, size: true, sha256: true } },
    },
  });
  return {
    line: line.code,
    name: line.letterheadName || line.name,
    customName: Boolean(line.letterheadName),
    address: line.letterheadAddress,
    logo: line.logo && {
      contentType: storedOneOf(LOGO_TYPES, line.logo.contentType, "Logo.contentType"),
      size: line.logo.size,
      sha256: line.logo.sha256,
    },
  };
}

export async function getLetterhead(caller: Caller, code: string): Promise<LetterheadView> {
  return view((await lineOf(caller, code)).id);
}

/** The logo's bytes checked: a PNG or JPEG (by its bytes) pdfkit can place, within the size limit. */
function checkedLogo(base64: string): { data: Buffer; contentType: string } {
  const data = Buffer.from(base64, "base64");
  const refuse = (code: string, message: Worded) =>
    new ApiError("VALIDATION_FAILED", message, [fieldError("logo.data", code, message)]);
  if (!data.length) throw refuse("empty", refusal("refusals.letterhead.logoEmpty"));
  if (data.length > LOGO_MAX_BYTES)
    throw refuse(
      "too_large",
      refusal("refusals.letterhead.logoTooLarge", { size: Math.ceil(data.length / 1024), max: LOGO_MAX_BYTES / 1024 }),
    );
  const type = sniffFileType(data.subarray(0, 16));
  if (!type || !isOneOf(LOGO_TYPES, type.contentType))
    throw refuse("unsupported_type", refusal("refusals.letterhead.logoType"));
  if (!readableImage(data)) throw refuse("unreadable", refusal("refusals.letterhead.logoUnreadable"));
  return { data, contentType: type.contentType };
}

/** Changes what the body names (absent fields stay) and answers the letterhead as stored. */
export async function updateLetterhead(caller: Caller, code: string, input: LetterheadBody): Promise<LetterheadView> {
  const line = await lineOf(caller, code);
  const logo = input.logo ? checkedLogo(input.logo.data) : input.logo;
  await db().$transaction(async (tx) => {
    await tx.shippingLine.update({
      where: { id: line.id },
      data: {
        ...(input.name !== undefined && { letterheadName: input.name || null }),
        ...(input.address !== undefined && { letterheadAddress: input.address?.replace(/\r\n?/g, "\n") || null }),
      },
    });
    if (logo === null) await tx.lineLogo.deleteMany({ where: { lineId: line.id } });
    else if (logo) {
      const row = {
        contentType: logo.contentType,
        size: logo.data.length,
        sha256: createHash("sha256").update(logo.data).digest("hex"),
        data: new Uint8Array(logo.data),
        uploadedBy: callerKey(caller),
      };
      await tx.lineLogo.upsert({ where: { lineId: line.id }, create: { lineId: line.id, ...row }, update: row });
    }
  });
  return view(line.id);
}
