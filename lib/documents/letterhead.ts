import "server-only";
// The letterhead a line's documents carry (lib/documents/layout): the name it prints (the line's
// own name unless its staff set another), its postal address, and the logo it uploaded.
import { db } from "@/lib/db/prisma";
import type { Letterhead } from "@/lib/documents/layout";

/** The letterhead of line `lineId`; a line never set up prints its name in type and no address. */
export async function lineLetterhead(lineId: number): Promise<Letterhead> {
  const line = await db().shippingLine.findUniqueOrThrow({
    where: { id: lineId },
    select: {
      name: true,
      letterheadName: true,
      letterheadAddress: true,
      logo: { select: { contentType: true, data: true } },
    },
  });
  return {
    name: line.letterheadName?.trim() || line.name,
    address: line.letterheadAddress,
    logo: line.logo ? { contentType: line.logo.contentType, data: Buffer.from(line.logo.data) } : null,
  };
}
