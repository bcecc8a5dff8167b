import "server-only";
// A voyage's manifest for its line's staff (and admins): every booked unit (not draft, not
// cancelled, of a booking that is neither cancelled nor a quotation) per Pol → Pod, with its VIN,
// make/model, dimensions, weight, RT, shipper and consignee; totals per leg. PDF and CSV.
import { toCsv } from "@/lib/csv/csv";
import type { Caller } from "@/lib/auth/caller";
import { ApiError } from "@/lib/core/errors";
import { db } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import { findVoyageIdOrThrow } from "@/lib/voyage-space/find-voyage";
import { toRt, ITEM_MILLI_RT_SQL } from "@/lib/voyage-space/revenue-tons";
import { fields, heading, latin, renderPdf } from "@/lib/documents/pdf";

export interface ManifestRow {
  pol: string;
  polName: string;
  pod: string | null;
  podName: string | null;
  bookingCode: string;
  itemId: number;
  serialNumber: string | null;
  makeModel: string | null;
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
  /** identical units of this item (its Quantity, at least 1) */
  quantity: number;
  /** sub units attached to it (trailers), each taking its own space */
  attachedSubUnits: number;
  /** kg of the attached sub units */
  attachedWeight: number;
  /** the item's whole space: quantity × its unit's RT plus its attached sub units' */
  milliRt: number;
  shipper: string | null;
  consignee: string | null;
}

export interface Manifest {
  voyage: { id: number; number: string; line: string; vessel: string };
  rows: ManifestRow[];
  legs: { pol: string; pod: string | null; units: number; weight: number; rt: number }[];
}

const partyName = (alias: string) =>
  Prisma.raw(
    `COALESCE(NULLIF(${alias}.name, ''), NULLIF(trim(concat_ws(' ', ${alias}."firstName", ${alias}."lastName")), ''), ${alias}.code)`,
  );

export async function getManifest(caller: Caller, ref: string, line?: string): Promise<Manifest> {
  const id = await findVoyageIdOrThrow(ref, line);
  const voyage = await db().voyage.findUniqueOrThrow({
    where: { id },
    select: {
      id: true,
      number: true,
      lineId: true,
      line: { select: { name: true } },
      vessel: { select: { name: true } },
    },
  });
  if (caller.role !== "ADMIN" && caller.lineId !== voyage.lineId) throw new ApiError("NOT_FOUND", `No voyage ${ref}.`);
  const rows = await db().$queryRaw<
    (Omit<ManifestRow, "milliRt" | "weight" | "attachedSubUnits" | "attachedWeight"> & {
      milliRt: bigint | number;
      attachedSubUnits: bigint | number;
      attachedWeight: bigint | number;
      weight: number | string | null;
      polSeq: number | null;
    })[]
  >(Prisma.sql`
    SELECT pol.code AS pol, pol.name AS "polName", pod.code AS pod, pod.name AS "podName", b."bookingCode",
           i.id AS "itemId", i."serialNumber", CASE WHEN m.id IS NULL THEN NULL ELSE m.make || ' ' || m.model END AS "makeModel",
           COALESCE(i.length, m.length) AS length, COALESCE(i.width, m.width) AS width, COALESCE(i.height, m.height) AS height,
           COALESCE(i.weight::numeric, m.weight) AS weight, ${Prisma.raw(ITEM_MILLI_RT_SQL)}::bigint AS "milliRt",
           GREATEST(COALESCE(i.quantity, 1), 1) AS quantity,
           (SELECT count(*) FROM "BookingSubUnit" s WHERE s."itemId" = i.id AND NOT s."isCanceled" AND lower(s."relationType") = 'attached') AS "attachedSubUnits",
           (SELECT COALESCE(SUM(s.weight), 0) FROM "BookingSubUnit" s WHERE s."itemId" = i.id AND NOT s."isCanceled" AND lower(s."relationType") = 'attached') AS "attachedWeight",
           ${partyName("sh")} AS shipper, ${partyName("cn")} AS consignee,
           (SELECT min(v.sequence) FROM "Visit" v WHERE v."voyageId" = b."voyageId" AND v."portId" = b."polId") AS "polSeq"
    FROM "Booking" b
    JOIN "BookingItem" i ON i."bookingId" = b.id
    LEFT JOIN "UnitModel" m ON m.id = i."unitModelId"
    JOIN "Port" pol ON pol.id = b."polId"
    LEFT JOIN "Port" pod ON pod.id = b."podId"
    LEFT JOIN "Party" sh ON sh.id = b."shipperId"
    LEFT JOIN "Party" cn ON cn.id = b."consigneeId"
    WHERE b."voyageId" = ${id} AND NOT b."isCanceled" AND b."requestType" IS DISTINCT FROM 1
      AND b.confirmation IS DISTINCT FROM 'DECLINED' AND b.confirmation IS DISTINCT FROM 'WAITLISTED' AND NOT i."isCanceled" AND i.state <> 'DRAFT'
    ORDER BY "polSeq" NULLS LAST, pol.code, pod.code NULLS LAST, b."bookingCode", i."relativeId"`);
  const out: ManifestRow[] = rows.map(({ polSeq: _seq, ...r }) => ({
    ...r,
    weight: r.weight === null ? null : Number(r.weight),
    attachedSubUnits: Number(r.attachedSubUnits),
    attachedWeight: Number(r.attachedWeight),
    milliRt: Number(r.milliRt),
  }));
  const legs = new Map<string, Manifest["legs"][number]>();
  for (const r of out) {
    const key = `${r.pol}>${r.pod ?? ""}`;
    const leg = legs.get(key) ?? { pol: r.pol, pod: r.pod, units: 0, weight: 0, rt: 0 };
    leg.units += r.quantity + r.attachedSubUnits;
    leg.weight += (r.weight ?? 0) * r.quantity + r.attachedWeight;
    leg.rt += r.milliRt;
    legs.set(key, leg);
  }
  return {
    voyage: { id: voyage.id, number: voyage.number, line: voyage.line.name, vessel: voyage.vessel.name },
    rows: out,
    legs: [...legs.values()].map((l) => ({ ...l, rt: toRt(l.rt) })),
  };
}

const dims = (r: ManifestRow) => (r.length && r.width && r.height ? `${r.length}x${r.width}x${r.height}` : "");

export function manifestCsv(m: Manifest): string {
  return toCsv(
    [
      "Pol",
      "Pod",
      "BookingCode",
      "ItemId",
      "VIN",
      "MakeModel",
      "LengthCm",
      "WidthCm",
      "HeightCm",
      "WeightKg",
      "RT",
      "Shipper",
      "Consignee",
      "Quantity",
      "AttachedSubUnits",
    ],
    m.rows.map((r) => [
      r.pol,
      r.pod ?? "",
      r.bookingCode,
      r.itemId,
      r.serialNumber ?? "",
      r.makeModel ?? "",
      r.length ?? "",
      r.width ?? "",
      r.height ?? "",
      r.weight ?? "",
      toRt(r.milliRt).toFixed(3),
      r.shipper ?? "",
      r.consignee ?? "",
      r.quantity,
      r.attachedSubUnits,
    ]),
  );
}

export function manifestPdf(m: Manifest): Promise<Buffer> {
  return renderPdf(`Manifest ${m.voyage.number}`, (doc) => {
    heading(doc, `Manifest: voyage ${latin(m.voyage.number)}`, 18);
    fields(doc, [
      ["Line", latin(m.voyage.line)],
      ["Vessel", latin(m.voyage.vessel)],
      ["Units", String(m.legs.reduce((sum, l) => sum + l.units, 0))],
    ]);
    let leg = "";
    for (const r of m.rows) {
      const key = `${r.pol} > ${r.pod ?? "end of rotation"}`;
      if (key !== leg) {
        leg = key;
        const total = m.legs.find((l) => l.pol === r.pol && l.pod === r.pod)!;
        doc.moveDown(0.6);
        heading(doc, `${r.pol} ${latin(r.polName)} > ${r.pod ?? ""} ${latin(r.podName ?? "end of rotation")}`, 12);
        doc
          .font("Helvetica")
          .fontSize(9)
          .text(`Leg total: ${total.units} units, ${total.weight} kg, ${total.rt.toFixed(3)} RT`);
      }
      doc
        .font("Helvetica")
        .fontSize(8)
        .text(
          `${r.bookingCode}  ${r.quantity > 1 ? `${r.quantity} units: ` : ""}${r.serialNumber ?? "-"}  ${latin(r.makeModel ?? "")}  ${dims(r)}  ${r.weight ?? "-"} kg  ${r.attachedSubUnits ? `with ${r.attachedSubUnits} attached sub unit(s)  ` : ""}${toRt(r.milliRt).toFixed(3)} RT  ${latin(r.shipper ?? "")} / ${latin(r.consignee ?? "")}`,
        );
    }
    doc.moveDown(0.6);
    heading(doc, "Totals per leg", 12);
    for (const l of m.legs)
      doc
        .font("Helvetica")
        .fontSize(9)
        .text(`${l.pol} > ${l.pod ?? "end"}: ${l.units} units, ${l.weight} kg, ${l.rt.toFixed(3)} RT`);
  });
}
